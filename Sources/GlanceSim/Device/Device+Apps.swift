extension Device {
    /// Installs an app, or replaces it if its package is already installed.
    ///
    /// A replaced app keeps its storage and its alarms (AlarmManagerService keeps alarms when the removal is
    /// part of an update); its process is killed, and it gets `MY_PACKAGE_REPLACED`.
    ///
    /// ```swift
    /// try device.install(AppManifest(packageName: "com.example.clock"))
    /// ```
    /// - Throws: ``SimulationError/Code/installFailed`` where Android's package manager refuses the app:
    ///   on API 31+ a component with an intent filter must say `android:exported`.
    public func install(_ manifest: AppManifest) throws(SimulationError) {
        try processTable.install(manifest, context: applicationContext(for:))
        appStandbyController.appInstalled(manifest.packageName)
    }

    /// The application context of an installed app, to act as the app from a test.
    ///
    /// ```swift
    /// let context = try device.context(for: "com.example.clock")
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func context(for packageName: String) throws(SimulationError) -> AppContext {
        try processTable.installedApp(packageName).context
    }

    /// The packages installed, in installation order.
    public var installedPackages: [String] { processTable.apps.map(\.packageName) }

    /// The receivers an installed app declares in its manifest, in manifest order (none for an app that is not
    /// installed): what a scenario's `expect calls` may name.
    ///
    /// ```swift
    /// print(device.manifestReceivers(of: "com.example.clock").map(\.shortString))   // ["com.example.clock/.ClockReceiver"]
    /// ```
    public func manifestReceivers(of packageName: String) -> [ComponentName] {
        processTable.app(packageName)?.receiverComponents ?? []
    }

    /// The storage of an installed app.
    ///
    /// ```swift
    /// let storage = try device.storage(of: "com.example.clock")
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func storage(of packageName: String) throws(SimulationError) -> AppStorage {
        try processTable.installedApp(packageName).storage
    }

    /// Whether the app's process is running.
    public func isProcessAlive(_ packageName: String) -> Bool { processTable.app(packageName)?.process != nil }

    /// The running process's id, or `nil` while the app is not running. Ids count up from 1000 and are
    /// never reused, so a restarted process has a new one.
    public func processID(of packageName: String) -> Int? { processTable.app(packageName)?.process?.pid }

    /// Starts the app's process if it is not running, as launching the app would (running
    /// `Application.onCreate`).
    ///
    /// ```swift
    /// try device.startProcess("com.example.clock")
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func startProcess(_ packageName: String) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        _ = beginDirectCall()
        processTable.ensureProcess(app, cause: .launch)
    }

    /// Kills the app's process, as the low-memory killer or `am kill` does: runtime receivers and in-memory
    /// objects are gone; storage, alarms and pending intents stay. Does nothing if it is not running.
    ///
    /// ```swift
    /// try device.kill("com.example.clock")
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func kill(_ packageName: String) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        _ = beginDirectCall()
        guard app.process != nil else { return }
        processTable.killProcess(app, reason: .killed)
    }

    /// A new installed app's application context: the app's view of this device (only the device makes one).
    func applicationContext(for app: InstalledApp) -> AppContext {
        AppContext(device: self, packageName: app.packageName, app: app)
    }
}
