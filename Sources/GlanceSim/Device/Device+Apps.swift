extension Device {
    /// Installs an app, or replaces it if its package is already installed.
    ///
    /// A replaced app keeps its storage and its alarms (AlarmManagerService keeps alarms when the removal is
    /// part of an update); its process is killed, and it gets `MY_PACKAGE_REPLACED`.
    ///
    /// - Throws: ``SimulationError/Code/installFailed`` where Android's package manager refuses the app:
    ///   on API 31+ a component with an intent filter must say `android:exported`.
    public func install(_ manifest: AppManifest) throws(SimulationError) {
        let manifest = Device.mergingLibraryComponents(into: manifest)
        try validate(manifest)
        beginDirectCall()
        if let existing = appsByPackage[manifest.packageName] {
            if existing.process != nil { killProcess(existing, reason: "package replaced") }
            existing.manifest = manifest
            existing.receiverComponents = manifest.receivers.map {
                ComponentName(packageName: manifest.packageName, className: $0.className)
            }
            record(.appInstall, manifest.packageName, "replaced, targetSdk \(manifest.targetSdkVersion)")
            appWidgetsAfterPackageReplaced(manifest.packageName)
            sendSystemBroadcast(
                Intent(action: IntentAction.myPackageReplaced, package: manifest.packageName))
            return
        }
        let app = InstalledApp(manifest: manifest, installNumber: apps.count + 1)
        app.context = AppContext(device: self, packageName: manifest.packageName, app: app)
        apps.append(app)
        appsByPackage[manifest.packageName] = app
        record(
            .appInstall, manifest.packageName,
            "targetSdk \(manifest.targetSdkVersion), \(manifest.receivers.count) receiver(s)")
    }

    /// Adds what libraries merge into an app's manifest: Glance's `ActionCallbackBroadcastReceiver` (not
    /// exported) when the app has action callbacks — or, when the manifest declares it (as a merged manifest
    /// does), makes that declaration run Glance's receiver.
    static func mergingLibraryComponents(into manifest: AppManifest) -> AppManifest {
        var merged = manifest
        let className = ActionCallbackBroadcastReceiver.className
        var callbacks: [String: () -> any ActionCallback] = [:]
        for type in manifest.actionCallbacks where callbacks[String(describing: type)] == nil {
            callbacks[String(describing: type)] = { type.init() }
        }
        callbacks.merge(manifest.actionCallbackFactories) { _, factory in factory }
        let makeReceiver = { [callbacks] () -> any BroadcastReceiver in
            ActionCallbackBroadcastReceiver(callbacks: callbacks)
        }
        if let index = manifest.receivers.firstIndex(where: { $0.className == className }) {
            // Declared in the manifest (as Glance's manifest merge writes it): Glance's receiver runs there.
            merged.receivers[index].makeReceiver = makeReceiver
        } else if !callbacks.isEmpty {
            merged.receivers.append(
                ReceiverDeclaration(className: className, exported: false, makeReceiver: makeReceiver))
        }
        return merged
    }

    private func validate(_ manifest: AppManifest) throws(SimulationError) {
        guard !manifest.packageName.isEmpty else {
            throw SimulationError(.installFailed, "an app needs a package name")
        }
        var seen: Set<String> = []
        for receiver in manifest.receivers {
            let name = ComponentName(packageName: manifest.packageName, className: receiver.className)
            guard seen.insert(name.className).inserted else {
                throw SimulationError(.installFailed, "receiver '\(name.shortString)' is declared twice")
            }
        }
        guard manifest.targetSdkVersion >= 31 else { return }
        let components =
            manifest.receivers.map { ($0.className, $0.exported, $0.intentFilters.isEmpty) }
            + (manifest.activities + manifest.services).map { ($0.className, $0.exported, $0.intentFilters.isEmpty) }
        for (className, exported, hasNoFilters) in components where exported == nil && !hasNoFilters {
            // PackageParser: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED (android.md §3.5).
            throw SimulationError(
                .installFailed,
                "INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: '\(className)': Targeting S+ (version 31 and above) "
                    + "requires that an explicit value for android:exported be defined when intent filters "
                    + "are present")
        }
    }

    /// The application context of an installed app, to act as the app from a test.
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func context(for packageName: String) throws(SimulationError) -> AppContext {
        try installedApp(packageName).context
    }

    /// The packages installed, in installation order.
    public var installedPackages: [String] { apps.map(\.packageName) }

    /// The storage of an installed app.
    public func storage(of packageName: String) throws(SimulationError) -> AppStorage {
        try installedApp(packageName).storage
    }

    /// Whether the app's process is running.
    public func isProcessAlive(_ packageName: String) -> Bool { appsByPackage[packageName]?.process != nil }

    /// The running process's id, or `nil` while the app is not running. Ids count up from 1000 and are
    /// never reused, so a restarted process has a new one.
    public func processID(of packageName: String) -> Int? { appsByPackage[packageName]?.process?.pid }

    /// Starts the app's process if it is not running, as launching the app would (running
    /// `Application.onCreate`).
    public func startProcess(_ packageName: String) throws(SimulationError) {
        let app = try installedApp(packageName)
        beginDirectCall()
        ensureProcess(app, cause: "launch")
    }

    /// Kills the app's process, as the low-memory killer or `am kill` does: runtime receivers and in-memory
    /// objects are gone; storage, alarms and pending intents stay. Does nothing if it is not running.
    public func kill(_ packageName: String) throws(SimulationError) {
        let app = try installedApp(packageName)
        beginDirectCall()
        guard app.process != nil else { return }
        killProcess(app, reason: "killed")
    }

    func installedApp(_ packageName: String) throws(SimulationError) -> InstalledApp {
        guard let app = appsByPackage[packageName] else {
            let known = apps.map { "'\($0.packageName)'" }.joined(separator: ", ")
            throw SimulationError(
                .unknownPackage,
                "no installed app has package '\(packageName)'" + (known.isEmpty ? "" : "; installed: \(known)"))
        }
        return app
    }

    /// The app's process, started (with `Application.onCreate`) if it was not running.
    @discardableResult
    func ensureProcess(_ app: InstalledApp, cause: @autoclosure () -> String) -> AppProcess {
        if let process = app.process { return process }
        let process = AppProcess(pid: nextProcessID, startedAt: now)
        nextProcessID += 1
        app.process = process
        record(.processStart, app.packageName, "pid \(process.pid) for \(cause())")
        workProcessStarted(app)
        if let onCreate = app.manifest.onCreate {
            do {
                try onCreate(app.context)
            } catch {
                crash(app, error, in: "Application.onCreate")
            }
        }
        return process
    }

    /// Ends a process and everything that lives in it.
    func killProcess(_ app: InstalledApp, reason: String) {
        guard let process = app.process else { return }
        app.process = nil
        let dropped = registrations.filter { $0.package == app.packageName }.count
        registrations.removeAll { $0.package == app.packageName }
        workProcessDied(app)
        record(
            .processDeath, app.packageName,
            "pid \(process.pid) \(reason)" + (dropped > 0 ? ", \(dropped) runtime receiver(s) gone" : ""))
    }

    /// An uncaught exception in app code: record it and end the process.
    func crash(_ app: InstalledApp, _ error: any Error, in place: String) {
        record(.appCrash, app.packageName, "\(error) in \(place)")
        killProcess(app, reason: "crashed")
    }
}
