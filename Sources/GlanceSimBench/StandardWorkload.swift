import GlanceSim

/// The standard workload W(days, widgets, jobs): one app; a runtime TIME_TICK receiver per widget, each
/// adding one to its own preference per tick; `jobs` periodic work requests at the 15-minute minimum (no flex,
/// no constraints), each adding one to its own counter per run; the device charges with its screen on and runs
/// without automatic power modes, so neither Doze nor App Standby ever holds the app. ``MinimalEventLoop`` runs the
/// same events with
/// nothing else; ``expectedCounts`` is what both must count.
///
/// ```swift
/// let counts = try StandardWorkload(days: 1, widgets: 3, jobs: 2).run()
/// counts == StandardWorkload(days: 1, widgets: 3, jobs: 2).expectedCounts  // true
/// ```
package struct StandardWorkload {
    package let days: Int
    package let widgets: Int
    package let jobs: Int

    package init(days: Int, widgets: Int, jobs: Int) {
        self.days = days
        self.widgets = widgets
        self.jobs = jobs
    }

    static let package = "com.example.bench"

    /// Adds one to a counter in the bench DataStore.
    final class CountingReceiver: BroadcastReceiver {
        let key: PreferencesKey<Int32>
        init(index: Int) { key = intPreferencesKey("tick\(index)") }
        func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
            context.storage.dataStore(named: "bench").edit { $0[key] = ($0[key] ?? 0) + 1 }
        }
    }

    /// Adds one to its job's counter (the job's index is its input). The keys are made once, as an app keeps
    /// its keys in constants; WorkManager makes a new worker for every run.
    final class CountingWorker: Worker {
        let keys: [PreferencesKey<Int32>]
        init(keys: [PreferencesKey<Int32>]) { self.keys = keys }
        func doWork(_ context: WorkerContext) throws -> WorkResult {
            let key = keys[Int(context.inputData.int("index"))]
            context.appContext.storage.dataStore(named: "bench").edit { $0[key] = ($0[key] ?? 0) + 1 }
            return .success()
        }
    }

    /// Runs the workload on a ``Device`` in counting trace mode and reads back what it counted. Never inlined,
    /// so an instruction profiler can count it apart from the minimal loop's run.
    @inline(never)
    package func run() throws -> WorkloadCounts {
        // Pinned out of power management: charging with the screen on, and no automatic power modes (AOSP's
        // config_enableAutoPowerModes=false), so neither Doze nor App Standby holds the app. Without the second, an
        // app nobody opens is RESTRICTED after 8 days, as on a phone, and its jobs wait for an idle device that a
        // screen left on never gives: W(365, …) would stop running work on day 8.
        var conditions = DeviceConditions()
        conditions.isCharging = true
        let device = Device(conditions: conditions, traceMode: .counting)
        device.dozeParameters = .off
        var manifest = AppManifest(packageName: Self.package, targetSdkVersion: 34)
        let jobKeys = (0..<jobs).map { intPreferencesKey("job\($0)") }
        manifest.workers["CountingWorker"] = { CountingWorker(keys: jobKeys) }
        try device.install(manifest)
        let context = try device.context(for: Self.package)
        for index in 0..<widgets {
            try context.registerReceiver(
                CountingReceiver(index: index), IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        for index in 0..<jobs {
            let request = try WorkRequestBuilder<PeriodicWorkRequest>(
                workerClassName: "CountingWorker", repeatInterval: .minutes(15)
            ).setInputData(["index": .int(Int32(index))]).build()
            _ = try context.workManager.enqueue(request)
        }
        try device.advance(by: .days(Int64(days)))
        let store = context.storage.dataStore(named: "bench").data
        return WorkloadCounts(
            events: device.eventsRun,
            deliveries: device.trace.count(of: .broadcastDeliver),
            workRuns: device.trace.count(of: .workStart),
            tickCounters: (0..<widgets).map { Int(store[intPreferencesKey("tick\($0)")] ?? 0) },
            jobCounters: (0..<jobs).map { Int(store[intPreferencesKey("job\($0)")] ?? 0) })
    }
}
