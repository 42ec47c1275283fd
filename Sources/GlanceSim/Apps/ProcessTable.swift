/// The installed apps and their processes: ActivityManagerService's `ProcessList` (`startProcessLocked`, the
/// `ProcessRecord`s, `handleAppDiedLocked`) together with the package manager's list of installed packages.
///
/// Everything that dies with a process goes with ``killProcess(_:reason:)``: the ``AppProcess`` (its
/// in-memory objects and Glance sessions), the app's runtime receivers (the ``BroadcastQueue`` drops them, as
/// `ActivityManagerService.cleanUpApplicationRecordLocked` does), and WorkManager's running workers. Storage
/// and WorkManager's database survive. An ``InstalledApp``'s and an ``AppProcess``'s state changes only
/// through this table's methods (the compiler holds it to that: the setters are `fileprivate`).
///
/// ```swift
/// let app = try device.processTable.installedApp("com.example.clock")
/// device.processTable.ensureProcess(app, cause: .launch)
/// ```
final class ProcessTable {
    /// The installed apps, in installation order (apps are never uninstalled).
    private(set) var apps: [InstalledApp] = []
    /// The installed apps by package. Every access is one subscript, never held across a call, so it skips the
    /// runtime's exclusivity check.
    @exclusivity(unchecked) private var appsByPackage: [String: InstalledApp] = [:]
    /// The next process id: ids count up from 1000 and are never reused.
    private var nextProcessID = 1_000

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appWidgetService: AppWidgetService!
    private(set) unowned(unsafe) var broadcastQueue: BroadcastQueue!
    private(set) unowned(unsafe) var glance: GlanceRuntime!
    private(set) unowned(unsafe) var jobScheduler: JobScheduler!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        appWidgetService: AppWidgetService, broadcastQueue: BroadcastQueue, glance: GlanceRuntime,
        jobScheduler: JobScheduler
    ) {
        self.appWidgetService = appWidgetService
        self.broadcastQueue = broadcastQueue
        self.glance = glance
        self.jobScheduler = jobScheduler
    }

    /// The installed app with this package, if any.
    func app(_ packageName: String) -> InstalledApp? { appsByPackage[packageName] }

    /// The installed app with this package.
    /// - Throws: ``SimulationError/Code/unknownPackage``, naming the installed packages.
    func installedApp(_ packageName: String) throws(SimulationError) -> InstalledApp {
        guard let app = appsByPackage[packageName] else {
            let known = apps.map { "'\($0.packageName)'" }.joined(separator: ", ")
            throw SimulationError(
                .unknownPackage,
                "no installed app has package '\(packageName)'" + (known.isEmpty ? "" : "; installed: \(known)"))
        }
        return app
    }

    // MARK: - Installing

    /// Installs an app, or replaces the installed app of the same package (``Device/install(_:)``). A new app gets
    /// the application context `makeContext` makes for it (the app's view of the system, which only the device
    /// can make).
    func install(
        _ manifest: AppManifest, context makeContext: (InstalledApp) -> AppContext
    ) throws(SimulationError) {
        let manifest = try installable(manifest)
        _ = core.beginDirectCall()
        if let existing = appsByPackage[manifest.packageName] {
            if existing.process != nil { killProcess(existing, reason: .packageReplaced) }
            existing.replaceManifest(manifest)
            broadcastQueue.invalidateResolvedReceivers()
            core.record(
                .appInstall,
                .process(.replace(package: manifest.packageName, targetSdkVersion: manifest.targetSdkVersion)))
            appWidgetService.updateProvidersForPackage(manifest.packageName)
            broadcastQueue.sendSystemBroadcast(
                Intent(action: IntentAction.myPackageReplaced, package: manifest.packageName))
            return
        }
        add(manifest, installNumber: apps.count + 1, context: makeContext)
        broadcastQueue.invalidateResolvedReceivers()
        core.record(
            .appInstall,
            .process(
                .install(
                    package: manifest.packageName, targetSdkVersion: manifest.targetSdkVersion,
                    receiverCount: manifest.receivers.count)))
    }

    /// The manifest as the package manager installs it: library components merged, each provider's resource as
    /// this device's configuration selects it, checked.
    private func installable(_ manifest: AppManifest) throws(SimulationError) -> AppManifest {
        var manifest = ProcessTable.mergingLibraryComponents(into: manifest)
        for index in manifest.receivers.indices where !manifest.receivers[index].appWidgetProviderVariants.isEmpty {
            manifest.receivers[index].appWidgetProvider = manifest.receivers[index].appWidgetProvider(
                onSdk: core.sdkInt)
        }
        try ProcessTable.validate(manifest)
        return manifest
    }

    /// Adds a new installed app with its context, and its storage wired to the clock and to Glance.
    @discardableResult
    private func add(
        _ manifest: AppManifest, installNumber: Int, context makeContext: (InstalledApp) -> AppContext
    ) -> InstalledApp {
        let app = InstalledApp(manifest: manifest, installNumber: installNumber)
        app.context = makeContext(app)
        app.storage.clock = core.clockCell
        let glance: GlanceRuntime = glance
        app.storage.changed = { [unowned glance, unowned app] name in glance.collectedStoreChanged(name, of: app) }
        apps.append(app)
        appsByPackage[manifest.packageName] = app
        return app
    }

    // MARK: - Processes

    /// The app's process, started (with `Application.onCreate`) if it was not running:
    /// `ProcessList.startProcessLocked`. `cause` is only made when the trace keeps records.
    @discardableResult
    func ensureProcess(_ app: InstalledApp, cause: @autoclosure () -> ProcessStartCause) -> AppProcess {
        if let process = app.process { return process }
        let process = AppProcess(pid: nextProcessID, startedAt: core.now)
        nextProcessID += 1
        app.process = process
        core.record(.processStart, .process(.start(package: app.packageName, pid: process.pid, cause: cause())))
        jobScheduler.processStarted(app.packageName)
        app.workManagerImpl.initialize()  // WorkManager initialises before `Application.onCreate`
        if let onCreate = app.manifest.onCreate {
            do {
                try onCreate(app.context)
            } catch {
                crash(app, error, at: .applicationOnCreate)
            }
        }
        return process
    }

    /// Ends a process and everything that lives in it (`ActivityManagerService.handleAppDiedLocked`): its
    /// runtime receivers and running workers go with it. Does nothing if the app is not running.
    func killProcess(_ app: InstalledApp, reason: ProcessDeathReason) {
        guard let process = app.process else { return }
        app.process = nil
        let dropped = broadcastQueue.removeReceivers(of: app)
        app.workManagerImpl.processDied()  // its running workers die with it
        jobScheduler.processDied(app.packageName)  // and JobScheduler restarts the app after their backoff
        core.record(
            .processDeath,
            .process(.death(package: app.packageName, pid: process.pid, reason: reason, receiversGone: dropped)))
    }

    /// Ends every running process, in installation order (a reboot).
    func killAll(reason: ProcessDeathReason, in call: DirectCall) {
        for app in apps where app.process != nil { killProcess(app, reason: reason) }
    }

    /// Records an activity or service start and starts the target app's process
    /// (`ActivityManagerService.startActivity` / `startService`; the components are not simulated further).
    func startComponent(_ kind: StartedComponent, _ intent: Intent, from caller: String) {
        _ = core.beginDirectCall()
        core.record(
            kind == .activity ? .activityStart : .serviceStart,
            .process(.componentStart(kind, intent: intent, caller: caller)))
        if let app = appsByPackage[ProcessTraceEvent.targetPackage(of: intent, caller: caller)] {
            ensureProcess(app, cause: kind == .activity ? .activity : .service)
        }
    }

    /// An uncaught exception in app code (`AppErrors.crashApplication`): record it and end the process.
    func crash(_ app: InstalledApp, _ error: any Error, at site: CrashSite) {
        core.record(.appCrash, .process(.crash(package: app.packageName, error: "\(error)", site: site)))
        killProcess(app, reason: .crashed)
    }

    /// Starts the process if needed, records the action and runs it; a throw crashes the app.
    func run(
        _ action: (AppActionInvocation) throws -> Void, named name: String, of app: InstalledApp,
        parameters: AndroidBundle, appWidgetId: Int32?, in call: DirectCall
    ) {
        ensureProcess(app, cause: .described("app action '\(name)'"))
        guard app.process != nil else { return }  // Application.onCreate crashed
        core.record(
            .appAction,
            .process(.action(package: app.packageName, name: name, parameters: parameters, appWidgetId: appWidgetId)))
        do {
            try action(AppActionInvocation(context: app.context, parameters: parameters, appWidgetId: appWidgetId))
        } catch {
            crash(app, error, at: .appAction(name))
        }
    }
}

/// An app as the device holds it: its manifest, its storage, and its process when one is running. Only the
/// ``ProcessTable`` changes it.
final class InstalledApp {
    /// The manifest of the installed version.
    fileprivate(set) var manifest: AppManifest
    /// How many times an update replaced the manifest: what is cached from a manifest (a worker factory) is
    /// kept with the number it was read at.
    fileprivate(set) var manifestGeneration = 0
    /// The order of installation, which orders manifest receivers of equal priority.
    let installNumber: Int
    /// The fully qualified component name of each manifest receiver, parallel to `manifest.receivers`.
    fileprivate(set) var receiverComponents: [ComponentName]
    /// The provider info of each manifest receiver that is an enabled widget provider (`nil` for the others),
    /// parallel to `manifest.receivers`: read at every widget update, so worked out once per manifest.
    fileprivate(set) var widgetProviderInfos: [AppWidgetProviderInfo?]
    /// Each provider's ``AppWidgetProviderInfo/minimumSize``, parallel to ``widgetProviderInfos``: a Glance
    /// composition reads it, and reading it from the info would copy the whole info.
    fileprivate(set) var widgetMinimumSizes: [DpSize?]
    /// The running process, or `nil` while the app is not running.
    fileprivate(set) var process: AppProcess?
    /// Storage survives the process.
    let storage = AppStorage()
    /// WorkManager's database lives in the app's storage: it survives the process.
    let workDatabase = WorkDatabase()
    /// WorkManager's runtime in the app, over ``workDatabase`` (made on first use).
    private(set) lazy var workManagerImpl = WorkManagerImpl(
        app: self, core: context.device.core, processTable: context.device.processTable,
        jobScheduler: context.device.jobScheduler)
    /// The application context (set right after installation).
    fileprivate(set) var context: AppContext!

    fileprivate init(manifest: AppManifest, installNumber: Int) {
        self.manifest = manifest
        self.installNumber = installNumber
        receiverComponents = InstalledApp.components(of: manifest)
        widgetProviderInfos = InstalledApp.widgetProviderInfos(of: manifest)
        widgetMinimumSizes = widgetProviderInfos.map { $0?.minimumSize }
    }

    var packageName: String { manifest.packageName }

    /// Whether the app holds a permission (the simulator grants every `<uses-permission>`).
    func holds(_ permission: String) -> Bool { manifest.usesPermissions.contains(permission) }

    fileprivate func replaceManifest(_ manifest: AppManifest) {
        self.manifest = manifest
        manifestGeneration += 1
        receiverComponents = InstalledApp.components(of: manifest)
        widgetProviderInfos = InstalledApp.widgetProviderInfos(of: manifest)
        widgetMinimumSizes = widgetProviderInfos.map { $0?.minimumSize }
    }

    private static func widgetProviderInfos(of manifest: AppManifest) -> [AppWidgetProviderInfo?] {
        manifest.receivers.map { $0.isAppWidgetProvider && $0.enabled ? $0.appWidgetProvider : nil }
    }

    private static func components(of manifest: AppManifest) -> [ComponentName] {
        manifest.receivers.map { ComponentName(packageName: manifest.packageName, className: $0.className) }
    }
}

/// A running app process (ActivityManagerService's `ProcessRecord`). Everything in it dies with it:
/// in-memory objects, Glance sessions; its runtime receivers are dropped from the ``BroadcastQueue`` when
/// it dies.
final class AppProcess {
    let pid: Int
    let startedAt: SimInstant
    let memory = ProcessMemory()
    /// The Glance sessions running in the process.
    let glanceSessions = GlanceSessionManager()
    /// The widget collections' factories made in the process (``RemoteViewsFactory``).
    let remoteViewsFactories = RemoteViewsFactories()

    fileprivate init(pid: Int, startedAt: SimInstant) {
        self.pid = pid
        self.startedAt = startedAt
    }
}

extension ProcessTable {
    /// The table's saved form: the installed apps in installation order, with their storage and running process.
    struct Snapshot: Codable, Equatable {
        struct App: Codable, Equatable {
            var package: String
            var installNumber: Int
            var storage: [DataStore.Snapshot]
            var process: Process?
        }

        struct Process: Codable, Equatable {
            var pid: Int
            var startedAt: SimInstant
            var memory: [String: ProcessMemory.SavedValue]
            var sessions: [GlanceSession.Snapshot]
            /// The intents of the widget collections' factories alive in the process (absent when none).
            var remoteViewsFactories: [Intent]? = nil
        }

        var apps: [App]
        var nextProcessID: Int
    }

    func snapshot(_ writer: SnapshotWriter) throws(SnapshotError) -> Snapshot {
        var saved: [Snapshot.App] = []
        for app in apps {
            var process: Snapshot.Process?
            if let running = app.process {
                process = Snapshot.Process(
                    pid: running.pid, startedAt: running.startedAt,
                    memory: try running.memory.snapshot(of: app, writer),
                    sessions: try running.glanceSessions.sessionsByWidgetId.map { session throws(SnapshotError) in
                        try session.snapshot(of: app)
                    })
                let factories = running.remoteViewsFactories.intents
                if !factories.isEmpty { process?.remoteViewsFactories = factories }
            }
            saved.append(
                Snapshot.App(
                    package: app.packageName, installNumber: app.installNumber, storage: app.storage.snapshot,
                    process: process))
        }
        return Snapshot(apps: saved, nextProcessID: nextProcessID)
    }

    /// Installs the saved apps again, silently (no broadcast, no record), with their storage: `manifests` are the
    /// apps as loaded again from their files, by package.
    func restoreApps(
        _ saved: Snapshot, manifests: [String: AppManifest], context makeContext: (InstalledApp) -> AppContext
    ) throws(SnapshotError) {
        guard apps.isEmpty else { throw SnapshotError("a device is restored only before anything is installed") }
        for (index, savedApp) in saved.apps.enumerated() {
            guard let manifest = manifests[savedApp.package] else {
                throw SnapshotError(
                    "the saved device has '\(savedApp.package)' installed, and no app folder gives it",
                    at: ["apps", String(index), "package"])
            }
            guard appsByPackage[savedApp.package] == nil else {
                throw SnapshotError(
                    "'\(savedApp.package)' is saved as installed twice", at: ["apps", String(index), "package"])
            }
            let installable: AppManifest
            do {
                installable = try self.installable(manifest)
            } catch {
                throw SnapshotError(
                    "'\(savedApp.package)' no longer installs: \(error.message)",
                    at: ["apps", String(index), "package"])
            }
            add(installable, installNumber: savedApp.installNumber, context: makeContext).storage.restore(
                savedApp.storage)
        }
        try SnapshotError.checkCounter(saved.nextProcessID, "the next process id", at: ["nextProcessID"])
        // Process ids are given from `nextProcessID` on: a saved one at or past it, or two of one id, would be
        // shared.
        var pids: Set<Int> = []
        for (index, savedApp) in saved.apps.enumerated() {
            guard let pid = savedApp.process?.pid else { continue }
            let at = ["apps", String(index), "process", "pid"]
            guard pid >= 1, pid < saved.nextProcessID else {
                throw SnapshotError(
                    "process id \(pid) was never given: the next process id ('nextProcessID') is "
                        + "\(saved.nextProcessID)", at: at)
            }
            guard pids.insert(pid).inserted else { throw SnapshotError("two processes have the id \(pid)", at: at) }
        }
        nextProcessID = saved.nextProcessID
    }

    /// Starts the saved processes again, silently, with their memory and Glance sessions (after the shared objects
    /// they refer to were made).
    func restoreProcesses(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        for (appIndex, savedApp) in saved.apps.enumerated() {
            guard let savedProcess = savedApp.process, let app = appsByPackage[savedApp.package] else { continue }
            let at = ["apps", String(appIndex), "process"]
            try SnapshotError.check(
                savedProcess.startedAt, in: .zero...core.now, "a process's start", at: at + ["startedAt"])
            let process = AppProcess(pid: savedProcess.pid, startedAt: savedProcess.startedAt)
            try SnapshotError.within(at + ["memory"]) { () throws(SnapshotError) in
                try process.memory.restore(savedProcess.memory, reader)
            }
            for (index, session) in savedProcess.sessions.enumerated() {
                let sessionAt = at + ["sessions", String(index)]
                // A session is one widget's: two for one id would be one, and the first silently lost.
                guard process.glanceSessions.session(for: session.appWidgetId) == nil else {
                    throw SnapshotError(
                        "\(app.packageName)'s process has two Glance sessions of widget \(session.appWidgetId)",
                        at: sessionAt + ["appWidgetId"])
                }
                // Not "bound": deleting a widget unbinds it at once and closes its session when the provider gets
                // APPWIDGET_DELETED, a broadcast a save between the two holds in flight. The id was handed out.
                guard appWidgetService.wasAllocated(session.appWidgetId) else {
                    throw SnapshotError(
                        "\(app.packageName)'s process has a Glance session of widget \(session.appWidgetId), an id "
                            + "never allocated ('appWidgetService.lastID' is below it)", at: sessionAt + ["appWidgetId"]
                    )
                }
                process.glanceSessions.start(
                    try SnapshotError.within(sessionAt) { () throws(SnapshotError) in
                        try GlanceSession(restoring: session, of: app)
                    })
            }
            // A factory is made again from its intent, without `onCreate`: what it computed lives in storage (a
            // behaviour file's factory keeps nothing else); fields of a factory written in Swift start afresh.
            for intent in savedProcess.remoteViewsFactories ?? [] {
                let key = RemoteViewsFactoryKey(intent)
                guard
                    let service = app.manifest.remoteViewsServices.first(where: {
                        ComponentName(packageName: app.packageName, className: $0.key) == key.service
                    })?.value
                else {
                    throw SnapshotError(
                        "\(app.packageName) has no RemoteViewsService '\(key.service.shortString)'",
                        at: at + ["remoteViewsFactories"])
                }
                process.remoteViewsFactories.insert(
                    service.onGetViewFactory(intent, app.context), for: key, intent: intent)
            }
            app.process = process
        }
    }
}
