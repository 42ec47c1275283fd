/// What WorkManager and JobScheduler record about work: the typed payload of `work.*` trace records.
/// Every record is about one row: its app's package and its ``WorkID`` (the subject `<package> <id>`).
///
/// ```swift
/// let attempts = device.trace.records.compactMap { record -> Int32? in
///     guard case .work(.start(_, _, _, let attempt, _, _)) = record.event else { return nil }
///     return attempt
/// }
/// ```
public enum WorkTraceEvent: TracePayload {
    /// A row was inserted (`work.enqueue`): its worker, state and next run, unique name and prerequisites.
    case enqueue(
        package: String, id: WorkID, worker: String, schedule: WorkSchedule, uniqueName: String?, after: [WorkID])
    /// Its last prerequisite succeeded, so BLOCKED work became ENQUEUED (`work.enqueue`).
    case unblocked(package: String, id: WorkID, schedule: WorkSchedule)
    /// The due work's job waits for a constraint that does not hold (`work.wait`).
    case wait(package: String, id: WorkID, constraint: ConstraintKind)
    /// A worker started (`work.start`) with the attempt count it sees; `duration` is how long it declared
    /// it runs (zero: it returns at once).
    case start(package: String, id: WorkID, worker: String, attempt: Int32, duration: SimDuration, expedited: Bool)
    /// The run could not start a worker (`work.start`); it counts as a failure.
    case startFailed(package: String, id: WorkID, worker: String, attempt: Int32, reason: WorkStartFailure)
    /// A run ended with `result` (`work.finish`); `previous` is the state the result found (RUNNING unless
    /// something changed the row meanwhile).
    case finish(package: String, id: WorkID, result: WorkRunResult, schedule: WorkSchedule, previous: WorkState)
    /// A run ended after its row was deleted (`work.finish`).
    case finishIgnored(package: String, id: WorkID, result: WorkRunResult)
    /// A prerequisite failed, so the work failed without running (`work.finish`).
    case prerequisiteFailed(package: String, id: WorkID, prerequisite: WorkID)
    /// A running worker was stopped (`work.stop`): `onStopped(reason)` ran.
    case stop(package: String, id: WorkID, reason: StopReason)
    /// A running worker died with its process (`work.stop`); the row stays RUNNING until the app starts.
    case processDied(package: String, id: WorkID)
    /// Work was cancelled (`work.cancel`), directly or as a dependent of `dependentOf`.
    case cancel(package: String, id: WorkID, dependentOf: WorkID?)
    /// Work was updated in place (`work.update`).
    case update(package: String, id: WorkID, generation: Int32, result: WorkUpdateResult)
    /// A row was deleted (`work.delete`).
    case delete(package: String, id: WorkID, reason: WorkDeletion)
    /// At app start, work left RUNNING by a dead process went back to ENQUEUED (`work.reset`).
    case reset(package: String, id: WorkID, schedule: WorkSchedule)
    /// WorkManager asked JobScheduler for an expedited job (`work.expedited`).
    case expedited(package: String, id: WorkID, decision: ExpeditedJobDecision)
    /// The worker threw instead of returning a result (`app.warning`); WorkManager treats it as a failure.
    case workerThrew(package: String, id: WorkID, error: String)

    public var kind: TraceKind {
        switch self {
        case .enqueue, .unblocked: return .workEnqueue
        case .wait: return .workWait
        case .start, .startFailed: return .workStart
        case .finish, .finishIgnored, .prerequisiteFailed: return .workFinish
        case .stop, .processDied: return .workStop
        case .cancel: return .workCancel
        case .update: return .workUpdate
        case .delete: return .workDelete
        case .reset: return .workReset
        case .expedited: return .workExpedited
        case .workerThrew: return .appWarning
        }
    }

    /// The package and id of the row the record is about.
    public var work: (package: String, id: WorkID) {
        switch self {
        case .enqueue(let package, let id, _, _, _, _), .unblocked(let package, let id, _),
            .wait(let package, let id, _), .start(let package, let id, _, _, _, _),
            .startFailed(let package, let id, _, _, _), .finish(let package, let id, _, _, _),
            .finishIgnored(let package, let id, _), .prerequisiteFailed(let package, let id, _),
            .stop(let package, let id, _), .processDied(let package, let id), .cancel(let package, let id, _),
            .update(let package, let id, _, _), .delete(let package, let id, _), .reset(let package, let id, _),
            .expedited(let package, let id, _), .workerThrew(let package, let id, _):
            return (package, id)
        }
    }

    public var subject: String {
        let (package, id) = work
        return "\(package) \(id)"
    }

    public var details: String {
        switch self {
        case .enqueue(_, _, let worker, let schedule, let name, let after):
            return "\(worker) \(schedule)" + (name.map { " name=\($0)" } ?? "")
                + (after.isEmpty ? "" : " after \(after.map(\.description).joined(separator: ","))")
        case .unblocked(_, _, let schedule): return "unblocked -> \(schedule)"
        case .wait(_, _, let constraint): return constraint.description
        case .start(_, _, let worker, let attempt, let duration, let expedited):
            return "\(worker) attempt \(attempt)" + (duration > .zero ? " for \(duration)" : "")
                + (expedited ? " expedited" : "")
        case .startFailed(_, _, let worker, let attempt, let reason): return "\(worker) attempt \(attempt): \(reason)"
        case .finish(_, _, let result, let schedule, let previous):
            return "\(result) -> \(schedule)" + (previous != .running ? " (was \(previous))" : "")
        case .finishIgnored(_, _, let result): return "\(result) ignored: the work no longer exists"
        case .prerequisiteFailed(_, _, let prerequisite): return "prerequisite \(prerequisite) failed -> FAILED"
        case .stop(_, _, let reason): return "stopReason \(reason)"
        case .processDied: return "process died; stays RUNNING until the app starts"
        case .cancel(_, _, let root): return root.map { "dependent of \($0)" } ?? ""
        case .update(_, _, let generation, let result): return "generation \(generation) \(result.rawValue)"
        case .delete(_, _, let reason): return reason.description
        case .workerThrew(_, _, let error): return "worker threw \(error)"
        case .reset(_, _, let schedule): return "RUNNING -> \(schedule)"
        case .expedited(_, _, let decision): return decision.description
        }
    }

    public var packageName: String? { work.package }
}

/// A row's state with its next run (`WorkInfo.nextScheduleTimeMillis`, only while ENQUEUED), as the trace
/// shows it: `ENQUEUED next=2026-01-01T00:15:00Z`, `SUCCEEDED`.
public struct WorkSchedule: Hashable, Sendable, CustomStringConvertible {
    /// The state.
    public var state: WorkState
    /// The earliest wall time it may run, `nil` unless ENQUEUED (or never, under an override of `Long.MAX_VALUE`).
    public var nextRun: WallTime?

    /// A state with its next run.
    public init(state: WorkState, nextRun: WallTime?) {
        self.state = state
        self.nextRun = nextRun
    }

    init(_ spec: WorkSpec) {
        state = spec.state
        let next = spec.nextScheduleTime
        nextRun = next == WorkSpec.never ? nil : WallTime(millisecondsSinceEpoch: next)
    }

    public var description: String { state.rawValue + (nextRun.map { " next=\($0)" } ?? "") }
}

/// How a run ended, as WorkerWrapper hands it to the database.
public enum WorkRunResult: String, Hashable, Sendable, CustomStringConvertible {
    /// `Result.success()`.
    case success = "SUCCESS"
    /// `Result.failure()`.
    case failure = "FAILURE"
    /// `Result.retry()`.
    case retry = "RETRY"
    /// The worker threw, could not be created, or its input could not be merged.
    case failureFromError = "FAILURE (error)"

    public var description: String { rawValue }
}

/// Why a run started no worker.
public enum WorkStartFailure: Hashable, Sendable, CustomStringConvertible {
    /// The manifest registers no worker under the row's class name.
    case noSuchWorker
    /// The prerequisites' outputs could not be merged into the input (`InputMerger`).
    case inputMerge(AndroidException)

    public var description: String {
        switch self {
        case .noSuchWorker: return "no such worker"
        case .inputMerge(let error): return error.description
        }
    }
}

/// Why a row was deleted.
public enum WorkDeletion: Hashable, Sendable, CustomStringConvertible {
    /// A unique enqueue with REPLACE (or KEEP over finished work) replaced the name's rows.
    case replaced(ExistingWorkPolicy)
    /// APPEND_OR_REPLACE found a failed or cancelled leaf and started the chain afresh.
    case appendOrReplace
    /// UPDATE of cancelled periodic work enqueues new work instead.
    case updateOfCancelledWork
    /// The cleanup when WorkManager opens its database: finished more than a day ago.
    case prunedAfterADay
    /// `pruneWork()`.
    case pruned

    public var description: String {
        switch self {
        case .replaced(let policy): return policy.rawValue
        case .appendOrReplace: return "APPEND_OR_REPLACE"
        case .updateOfCancelledWork: return "UPDATE of cancelled work"
        case .prunedAfterADay: return "pruned: finished more than a day ago"
        case .pruned: return "pruned"
        }
    }
}

/// JobScheduler's answer when WorkManager asks for an expedited job.
public enum ExpeditedJobDecision: Hashable, Sendable, CustomStringConvertible {
    /// Taken as an expedited job.
    case accepted
    /// Refused (`RESULT_FAILURE`): the app used up `limit` of expedited time in the last 24 hours, and
    /// WorkManager applied the row's out-of-quota `policy`.
    case refused(limit: SimDuration, policy: OutOfQuotaPolicy)

    public var description: String {
        switch self {
        case .accepted: return "expedited job"
        case .refused(let limit, .dropWorkRequest):
            return "refused: out of expedited quota (\(limit)/24h); DROP_WORK_REQUEST: not scheduled"
        case .refused(let limit, .runAsNonExpeditedWorkRequest):
            return "refused: out of expedited quota (\(limit)/24h); runs as non-expedited work"
        }
    }
}
