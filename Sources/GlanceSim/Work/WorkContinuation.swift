/// A chain of one-time work (`WorkContinuation`): each step runs after every request of the step before
/// it succeeded; a failure fails the rest, a cancellation cancels it.
///
/// ```swift
/// let workManager = context.workManager
/// let download = try OneTimeWorkRequest.Builder(workerClassName: "Download").build()
/// let parse = try OneTimeWorkRequest.Builder(workerClassName: "Parse").build()
/// let render = try OneTimeWorkRequest.Builder(workerClassName: "Render").build()
/// let ids = try workManager.beginWith([download]).then([parse]).then([render]).enqueue()
/// ```
public final class WorkContinuation {
    let manager: WorkManager
    let name: String?
    let policy: ExistingWorkPolicy
    let requests: [OneTimeWorkRequest]
    let parents: [WorkContinuation]
    /// The ids this step's requests got when the chain was enqueued (empty before).
    public private(set) var workIDs: [WorkID] = []
    private var isEnqueued = false

    init(
        manager: WorkManager, name: String?, policy: ExistingWorkPolicy, requests: [OneTimeWorkRequest],
        parents: [WorkContinuation]
    ) {
        self.manager = manager
        self.name = name
        self.policy = policy
        self.requests = requests
        self.parents = parents
    }

    /// Adds a step that runs after this one (`then`); it keeps the chain's unique name.
    public func then(_ requests: [OneTimeWorkRequest]) -> WorkContinuation {
        WorkContinuation(manager: manager, name: name, policy: .keep, requests: requests, parents: [self])
    }

    /// Joins continuations (`combine`): a synthetic `CombineContinuationsWorker` with the array-creating
    /// merger waits for all of them and outputs its merged input.
    public static func combine(_ continuations: [WorkContinuation]) -> WorkContinuation {
        let manager = continuations[0].manager
        var builder = OneTimeWorkRequest.Builder(workerClassName: CombineContinuationsWorker.className)
        builder = builder.setInputMerger(.arrayCreating)
        let request = OneTimeWorkRequest(template: builder.template)
        return WorkContinuation(manager: manager, name: nil, policy: .keep, requests: [request], parents: continuations)
    }

    /// Enqueues the chain (parents first, each once). Returns the ids of this step's requests.
    @discardableResult
    public func enqueue() throws(AndroidException) -> [WorkID] {
        let call = manager.device.beginDirectCall()
        try enqueueOnce(in: call)
        return workIDs
    }

    private func enqueueOnce(in call: DirectCall) throws(AndroidException) {
        guard !isEnqueued else { return }
        var prerequisites: [WorkID] = []
        for parent in parents {
            try parent.enqueueOnce(in: call)
            prerequisites += parent.workIDs
        }
        workIDs = try manager.runtime.enqueueWork(
            requests.map(\.template), prerequisites: prerequisites, name: name, policy: policy, in: call)
        isEnqueued = true
    }
}

/// androidx's `CombineContinuationsWorker`: outputs its merged input. WorkManager provides it to every
/// app, so it needs no entry in ``AppManifest/workers``.
final class CombineContinuationsWorker: Worker {
    static let className = "androidx.work.impl.workers.CombineContinuationsWorker"
    func doWork(_ context: WorkerContext) throws -> WorkResult { .success(context.inputData) }
}
