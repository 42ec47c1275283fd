/// An app's WorkManager (`androidx.work.WorkManager`): enqueue, update, cancel and query work that runs
/// under constraints, with backoff, across process death and reboot, in virtual time.
///
/// Get it from any ``AppContext`` (``AppContext/workManager``); workers are registered by class name in
/// ``AppManifest/workers``. Calls take effect at once, as WorkManager's operations complete synchronously
/// in the simulator: errors androidx reports through `Operation` are thrown. Work never runs inside the
/// call that enqueues it: due work starts in its own event (run the device to see it run).
///
/// ```swift
/// final class SyncWorker: Worker {
///     func doWork(_ context: WorkerContext) throws -> WorkResult { .success() }
/// }
/// var manifest = AppManifest(packageName: "com.example.sync")
/// manifest.workers["SyncWorker"] = { SyncWorker() }
/// let device = Device()
/// try device.install(manifest)
/// let workManager = try device.context(for: "com.example.sync").workManager
/// let request = try PeriodicWorkRequest.Builder(workerClassName: "SyncWorker", repeatInterval: .hours(1))
///     .setConstraints(Constraints(requiredNetworkType: .connected))
///     .build()
/// let id = try workManager.enqueueUniquePeriodicWork("sync", .keep, request)
/// try device.advance(by: .hours(3))
/// print(workManager.getWorkInfoById(id!)!)   // … ENQUEUED attempts=0 … periods=4
/// ```
public struct WorkManager {
    let context: AppContext

    var device: Device { context.device }
    var app: InstalledApp { context.app }
    /// The app's WorkManager runtime.
    var runtime: WorkManagerImpl { context.app.workManagerImpl }

    /// Enqueues one-time work (`enqueue`). Returns its id.
    /// - Throws: `IllegalArgumentException` for an id that exists or an initial delay that overflows.
    @discardableResult
    public func enqueue(_ request: OneTimeWorkRequest) throws(AndroidException) -> WorkID {
        let call = device.beginDirectCall()
        return try runtime.enqueueWork([request.template], prerequisites: [], name: nil, policy: .keep, in: call)[0]
    }

    /// Enqueues periodic work (`enqueue`). Returns its id.
    @discardableResult
    public func enqueue(_ request: PeriodicWorkRequest) throws(AndroidException) -> WorkID {
        let call = device.beginDirectCall()
        return try runtime.enqueueWork([request.template], prerequisites: [], name: nil, policy: .keep, in: call)[0]
    }

    /// Enqueues unique one-time work (`enqueueUniqueWork`): what happens to existing work of that name
    /// depends on `policy`. Returns the new ids (empty when ``ExistingWorkPolicy/keep`` kept the old work).
    @discardableResult
    public func enqueueUniqueWork(
        _ name: String, _ policy: ExistingWorkPolicy, _ requests: [OneTimeWorkRequest]
    ) throws(AndroidException) -> [WorkID] {
        let call = device.beginDirectCall()
        return try runtime.enqueueWork(
            requests.map(\.template), prerequisites: [], name: name, policy: policy, in: call)
    }

    /// Enqueues unique periodic work (`enqueueUniquePeriodicWork`). Returns the id of the work that now
    /// holds the name (the existing id after ``ExistingPeriodicWorkPolicy/update``), or `nil` when
    /// ``ExistingPeriodicWorkPolicy/keep`` kept the old work.
    /// - Throws: `UnsupportedOperationException` for UPDATE over a chain or over one-time work;
    ///   `IllegalArgumentException` for CANCEL_AND_REENQUEUE with a schedule override.
    @discardableResult
    public func enqueueUniquePeriodicWork(
        _ name: String, _ policy: ExistingPeriodicWorkPolicy, _ request: PeriodicWorkRequest
    ) throws(AndroidException) -> WorkID? {
        let call = device.beginDirectCall()
        return try runtime.enqueueUniquePeriodic(request.template, name: name, policy: policy, in: call).first
    }

    /// Starts a chain (`beginWith`); enqueue it with ``WorkContinuation/enqueue()``.
    public func beginWith(_ requests: [OneTimeWorkRequest]) -> WorkContinuation {
        WorkContinuation(manager: self, name: nil, policy: .keep, requests: requests, parents: [])
    }

    /// Starts a unique chain (`beginUniqueWork`): `policy` applies to its head.
    public func beginUniqueWork(
        _ name: String, _ policy: ExistingWorkPolicy, _ requests: [OneTimeWorkRequest]
    ) -> WorkContinuation {
        WorkContinuation(manager: self, name: name, policy: policy, requests: requests, parents: [])
    }

    /// Updates enqueued or running work in place, by the request's id (`updateWork`).
    /// - Throws: `IllegalArgumentException` if the request has no id or the work does not exist;
    ///   `UnsupportedOperationException` when one-time and periodic are mixed.
    @discardableResult
    public func updateWork(_ request: PeriodicWorkRequest) throws(AndroidException) -> WorkUpdateResult {
        try update(request.template)
    }

    /// Updates one-time work in place (`updateWork`).
    @discardableResult
    public func updateWork(_ request: OneTimeWorkRequest) throws(AndroidException) -> WorkUpdateResult {
        try update(request.template)
    }

    private func update(_ template: WorkTemplate) throws(AndroidException) -> WorkUpdateResult {
        let call = device.beginDirectCall()
        guard let id = template.id else { throw .illegalArgument("updateWork needs a request built with setId") }
        return try runtime.update(id, with: template, in: call)
    }

    /// Cancels work and its dependents (`cancelWorkById`); finished work stays, its dependents do not.
    public func cancelWorkById(_ id: WorkID) {
        let call = device.beginDirectCall()
        runtime.cancel(roots: [id], includeFinishedRoots: true, in: call)
    }

    /// Cancels the unfinished work of a unique name and its dependents (`cancelUniqueWork`).
    public func cancelUniqueWork(_ name: String) {
        let call = device.beginDirectCall()
        runtime.cancel(roots: app.workDatabase.ids(named: name), includeFinishedRoots: false, in: call)
    }

    /// Cancels the unfinished work with a tag and its dependents (`cancelAllWorkByTag`).
    public func cancelAllWorkByTag(_ tag: String) {
        let call = device.beginDirectCall()
        runtime.cancel(roots: app.workDatabase.ids(tagged: tag), includeFinishedRoots: false, in: call)
    }

    /// Cancels all unfinished work of the app (`cancelAllWork`).
    public func cancelAllWork() {
        let call = device.beginDirectCall()
        runtime.cancel(roots: app.workDatabase.allIDs, includeFinishedRoots: false, in: call)
    }

    /// Deletes every finished row that no unfinished work depends on, whatever its age (`pruneWork`).
    public func pruneWork() {
        _ = device.beginDirectCall()
        runtime.prune(olderThanADay: false)
    }

    /// The work's current info, or `nil` if no such row exists (never enqueued, replaced or pruned).
    public func getWorkInfoById(_ id: WorkID) -> WorkInfo? {
        app.workDatabase[id].map(WorkInfo.init)
    }

    /// The infos of the work with a unique name, in enqueue order (`getWorkInfosForUniqueWork`).
    public func getWorkInfosForUniqueWork(_ name: String) -> [WorkInfo] {
        app.workDatabase.ids(named: name).compactMap(getWorkInfoById)
    }

    /// The infos of the work with a tag, in enqueue order (`getWorkInfosByTag`).
    public func getWorkInfosByTag(_ tag: String) -> [WorkInfo] {
        app.workDatabase.ids(tagged: tag).compactMap(getWorkInfoById)
    }

    /// The infos of all the app's work, in enqueue order.
    public var allWorkInfos: [WorkInfo] {
        app.workDatabase.allRows.map { WorkInfo($0.spec) }
    }

    /// The work whose worker runs in the app's process now (started, its run not over), in enqueue order.
    /// Unlike a `RUNNING` ``WorkInfo/state``, which stays so after the process died until the app starts
    /// again, this lists only workers that are alive.
    ///
    /// ```swift
    /// let id = try workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "SyncWorker").build())
    /// try device.advance(by: .zero)
    /// workManager.runningWorkIDs   // [id] while SyncWorker's declared duration lasts
    /// ```
    public var runningWorkIDs: [WorkID] { runtime.runningWorkIDs }

    /// How many times the work has started running (every attempt and period), or 0 for an unknown id.
    public func runCount(of id: WorkID) -> Int { app.workDatabase.row(id)?.runCount ?? 0 }

    /// The work's state changes (enqueue, start, result, stop, cancel, reset), oldest first — the newest
    /// 256 of them at least, so memory does not grow with simulated time; empty once
    /// the row is deleted.
    public func history(of id: WorkID) -> [WorkStateChange] {
        Array((app.workDatabase.row(id)?.history ?? []).suffix(WorkDatabase.historyLimit))
    }
}

extension AppContext {
    /// The app's WorkManager (`WorkManager.getInstance(context)`).
    public var workManager: WorkManager { WorkManager(context: applicationContext) }
}

extension Device {
    /// An installed app's WorkManager, to act as the app or inspect its work from a test or the CLI.
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func workManager(for packageName: String) throws(SimulationError) -> WorkManager {
        try processTable.installedApp(packageName).context.workManager
    }

    /// The work whose worker runs now, in every app, as `(package, id)` in installation then enqueue order
    /// (``WorkManager/runningWorkIDs`` of each app).
    ///
    /// ```swift
    /// device.runningWork.isEmpty   // no worker is running
    /// ```
    public var runningWork: [(packageName: String, id: WorkID)] {
        processTable.apps.flatMap { app in
            app.workManagerImpl.runningWorkIDs.map { (packageName: app.packageName, id: $0) }
        }
    }

    /// Every work item of every app, as `(package, info)` in installation then enqueue order.
    public var allWork: [(packageName: String, info: WorkInfo)] {
        processTable.apps.flatMap { app in
            app.context.workManager.allWorkInfos.map { (packageName: app.packageName, info: $0) }
        }
    }
}
