/// An app's `Context`: what app code uses to reach the system — register receivers, send broadcasts,
/// set alarms, read the clocks, and open its storage.
///
/// Each installed app has one application context (``Device/context(for:)``); receivers get a
/// ``ReceiverContext``. Calls that need the app's process running (registering a receiver, in-memory
/// objects) start it if it is not, as running app code implies a process.
///
/// ```swift
/// let context = try device.context(for: "com.example.clock")
/// try context.registerReceiver(
///     BlockReceiver { _, _ in print("tick") },
///     IntentFilter(action: IntentAction.timeTick),
///     flags: .notExported)
/// ```
public class AppContext {
    unowned let device: Device
    /// The app's package name.
    public let packageName: String
    /// The installed app, looked up once (`nil` for the system's or the shell's final receiver).
    unowned let installedApp: InstalledApp?
    /// The app's storage, held directly: it refers to neither the app nor this context, and every DataStore
    /// write goes through it (reading it through the unowned app would check the app's reference count).
    @usableFromInline let appStorage: AppStorage?

    init(device: Device, packageName: String, app: InstalledApp? = nil) {
        self.device = device
        self.packageName = packageName
        installedApp = app ?? device.processTable.app(packageName)
        appStorage = installedApp?.storage
    }

    var app: InstalledApp {
        guard let app = installedApp else {
            preconditionFailure(
                "'\(packageName)' is not an installed app: the final receiver of a broadcast sent as the system or "
                    + "the shell can read the result, but has no app to act for")
        }
        return app
    }

    /// The application context: unlike a manifest receiver's restricted context it may register receivers.
    public var applicationContext: AppContext { app.context }
    /// The app's `targetSdkVersion`.
    public var targetSdkVersion: Int { app.manifest.targetSdkVersion }
    /// The device's clocks (`System.currentTimeMillis()`, `SystemClock.elapsedRealtime()`, the zone).
    public var clock: DeviceClock { device.clock }
    /// The device's conditions as the app can query them (connectivity, battery, power, screen). While Doze or
    /// battery saver cuts the app's network (NetworkPolicyManagerService's DOZE and POWERSAVE chains: deep IDLE,
    /// light IDLE, battery saver; for every app not allowlisted and not running an expedited job) its ``DeviceConditions/network`` reads ``NetworkState/none``, as `ConnectivityManager`
    /// reports a blocked network to a firewalled uid.
    public var conditions: DeviceConditions {
        var conditions = device.conditions
        if conditions.restrictsBackground && device.powerBlocksNetwork(of: packageName) { conditions.network = .none }
        return conditions
    }
    /// The app's private storage; it survives process death.
    ///
    /// ```swift
    /// context.storage.dataStore(named: "settings").edit { $0[intPreferencesKey("count")] = 1 }
    /// ```
    ///
    /// Inlined into app code: the storage is a constant of a context the caller holds, so reading it takes no
    /// reference of its own.
    @inlinable
    public final var storage: AppStorage {
        guard let appStorage else { return storageOfMissingApp() }
        return appStorage
    }

    /// No app to act for: ``app`` says why.
    @usableFromInline
    func storageOfMissingApp() -> AppStorage { app.storage }
    /// The app's alarm manager.
    public var alarmManager: AlarmManager { AlarmManager(context: self) }
    /// In-memory objects of the running process; they die with it.
    public var processMemory: ProcessMemory { device.processTable.ensureProcess(app, cause: .appCode).memory }

    /// Registers a receiver that lives in this app's process until it is unregistered or the process dies:
    /// `Context.registerReceiver(receiver, filter, permission, null, flags)`.
    ///
    /// - Throws: ``AndroidException`` as Android does: `IllegalArgumentException` for both export flags;
    ///   on apps targeting API 34+, `SecurityException` when neither flag is given and the filter is not
    ///   exclusively for system broadcasts; `ReceiverCallNotAllowedException` from a manifest receiver's
    ///   restricted context.
    public func registerReceiver(
        _ receiver: any BroadcastReceiver,
        _ filter: IntentFilter,
        flags: ReceiverExportFlags = [],
        permission: String? = nil
    ) throws {
        try device.broadcastQueue.registerReceiver(receiver, filter, flags: flags, permission: permission, app: app)
    }

    /// Unregisters every filter of a runtime receiver.
    /// - Throws: `IllegalArgumentException` "Receiver not registered" if it is not registered.
    public func unregisterReceiver(_ receiver: any BroadcastReceiver) throws {
        try device.broadcastQueue.unregisterReceiver(receiver, app: app)
    }

    /// Sends a normal broadcast from this app: `Context.sendBroadcast(intent, receiverPermission)`.
    /// - Throws: `SecurityException` for a protected system action.
    public func sendBroadcast(_ intent: Intent, receiverPermission: String? = nil) throws {
        try device.broadcastQueue.send(
            intent, from: .app(packageName), receiverPermission: receiverPermission, ordered: nil)
    }

    /// Sends an ordered broadcast from this app: `Context.sendOrderedBroadcast(…)`. Receivers run one at a
    /// time by priority, may change the result or abort; `resultReceiver`, if any, always runs last.
    public func sendOrderedBroadcast(
        _ intent: Intent,
        receiverPermission: String? = nil,
        resultReceiver: (any BroadcastReceiver)? = nil,
        initialCode: Int32 = 0,
        initialData: String? = nil,
        initialExtras: AndroidBundle? = nil
    ) throws {
        let result = BroadcastResult(code: initialCode, data: initialData, extras: initialExtras)
        try device.broadcastQueue.send(
            intent, from: .app(packageName), receiverPermission: receiverPermission,
            ordered: OrderedDelivery(result: result, finalReceiver: resultReceiver, senderContext: self))
    }

    /// Starts an activity. The simulator records it (and starts the target app's process); it does not
    /// simulate activities further.
    public func startActivity(_ intent: Intent) {
        device.processTable.startComponent(.activity, intent, from: packageName)
    }

    /// Starts a service. The simulator records it; it does not simulate services further.
    public func startService(_ intent: Intent) {
        device.processTable.startComponent(.service, intent, from: packageName)
    }
}
