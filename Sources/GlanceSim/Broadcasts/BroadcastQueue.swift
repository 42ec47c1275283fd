/// The device's broadcast bus: ActivityManagerService's broadcast side — `registerReceiverWithFeature`,
/// `unregisterReceiver`, `broadcastIntentLocked` — and the legacy `BroadcastQueue` that delivers
/// (`processNextBroadcast`: the parallel runtime receivers of a normal broadcast in one go, then the serial
/// receivers one at a time, then an ordered broadcast's result receiver). Which receivers a broadcast goes to
/// is the ``ReceiverResolver``'s answer, which holds the one list of runtime registrations.
///
/// It owns its event type: ``Event`` values reference their ``BroadcastRecord``, so a delivery needs no
/// lookup, and ``handle(_:)`` runs them.
///
/// ```swift
/// try device.broadcastQueue.send(
///     Intent(action: "com.example.REFRESH"), from: .shell, receiverPermission: nil, ordered: nil)
/// try device.advance(by: .zero)   // delivered
/// ```
final class BroadcastQueue {
    /// A queued step of delivering one broadcast.
    enum Event {
        /// Deliver a normal broadcast to its runtime-registered receivers, all in this one event (the legacy
        /// queue's "parallel" delivery).
        case parallel(BroadcastRecord)
        /// Deliver a broadcast to its next serial receiver (manifest receivers, or every receiver of an
        /// ordered broadcast), one receiver per event.
        case serial(BroadcastRecord)
        /// Run the sender's final result receiver of an ordered broadcast.
        case finalReceiver(BroadcastRecord)
    }

    /// Resolution and the runtime registrations, made by ``connect(appWidgetService:processTable:)``.
    private(set) var resolver: ReceiverResolver!
    /// The last system send's action and the flags it got (``systemSendFlags(action:data:)``).
    var lastSystemSend: (action: String, flags: IntentFlags)?

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appWidgetService: AppWidgetService!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(appWidgetService: AppWidgetService, processTable: ProcessTable) {
        self.appWidgetService = appWidgetService
        self.processTable = processTable
        resolver = ReceiverResolver(processTable: processTable)
    }

    /// Runs one of the queue's events.
    func handle(_ event: Event) {
        switch event {
        case .parallel(let broadcast): deliverParallel(broadcast)
        case .serial(let broadcast): processNextSerial(broadcast)
        case .finalReceiver(let broadcast): deliverFinal(broadcast)
        }
    }

    /// An event in the trace's words, for ``Device/pendingEvents``.
    func describe(_ event: Event) -> String {
        switch event {
        case .parallel(let broadcast), .serial(let broadcast), .finalReceiver(let broadcast):
            return "broadcast \(broadcast.intent.action ?? "-")"
        }
    }

    /// Forgets every cached resolution: installed apps changed (``ProcessTable`` calls it).
    func invalidateResolvedReceivers() { resolver.invalidate() }

    // MARK: - Runtime registrations

    /// `Context.registerReceiver` (ActivityManagerService.registerReceiverWithFeature): checks the export
    /// flags, starts the app's process if needed and adds the registration.
    func registerReceiver(
        _ receiver: any BroadcastReceiver,
        _ filter: IntentFilter,
        flags: ReceiverExportFlags,
        permission: String?,
        app: InstalledApp
    ) throws {
        if flags.contains(.exported) && flags.contains(.notExported) {
            throw AndroidException.illegalArgument(
                "Receiver can't specify both RECEIVER_EXPORTED and RECEIVER_NOT_EXPORTED flag")
        }
        let onlySystemActions = filter.actions.allSatisfy { BroadcastPolicy.systemOnlyActions.contains($0) }
        if flags.isEmpty && !onlySystemActions && app.manifest.targetSdkVersion >= 34 {
            // ActivityManagerService.registerReceiverWithFeature, Android 14 (android.md §3.5).
            throw AndroidException.security(
                "\(app.packageName): One of RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified "
                    + "when a receiver isn't being registered exclusively for system broadcasts")
        }
        _ = core.beginDirectCall()
        processTable.ensureProcess(app, cause: .registerReceiver)
        let registration = resolver.register(
            receiver, filter: filter, exported: !flags.contains(.notExported), permission: permission, app: app)
        core.record(
            .receiverRegister,
            .broadcast(.register(receiver: registration.identity, filter: filter, exported: registration.exported)))
    }

    /// `Context.unregisterReceiver`: removes every registration of the receiver by this app.
    /// - Throws: `IllegalArgumentException` "Receiver not registered" if it has none.
    func unregisterReceiver(_ receiver: any BroadcastReceiver, app: InstalledApp) throws {
        let removed = resolver.unregister(receiver, of: app)
        guard !removed.isEmpty else {
            throw AndroidException.illegalArgument("Receiver not registered: \(type(of: receiver))")
        }
        _ = core.beginDirectCall()
        for registration in removed {
            core.record(.receiverUnregister, .broadcast(.unregister(receiver: registration.identity)))
        }
    }

    /// Drops the app's runtime receivers: its process died. Returns how many there were.
    func removeReceivers(of app: InstalledApp) -> Int { resolver.removeReceivers(of: app) }

    /// The runtime receivers registered now, in registration order.
    func registeredReceivers(of packageName: String?) -> [RegisteredReceiverInfo] {
        resolver.registrations.filter { packageName == nil || $0.package == packageName }.map {
            RegisteredReceiverInfo(
                package: $0.package, receiverType: $0.receiver.receiverName,
                registrationNumber: $0.number, filter: $0.filter, exported: $0.exported, permission: $0.permission)
        }
    }
}

/// A snapshot of one runtime registration, for inspection and expectations.
public struct RegisteredReceiverInfo: Hashable, Sendable, CustomStringConvertible {
    /// The registering app.
    public var package: String
    /// The receiver's name (``BroadcastReceiver/receiverName``: its Swift type unless it says otherwise).
    public var receiverType: String
    /// Counts up from 1 across the device; orders registrations.
    public var registrationNumber: Int
    /// The filter it was registered with.
    public var filter: IntentFilter
    /// Whether other apps' broadcasts reach it.
    public var exported: Bool
    /// The permission a sender must hold, if any.
    public var permission: String?

    public var description: String {
        "\(package)/\(receiverType)#\(registrationNumber) [\(filter.actions.joined(separator: ", "))]"
    }
}
