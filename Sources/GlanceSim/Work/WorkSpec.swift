/// One row of WorkManager's database (`androidx.work.impl.model.WorkSpec`): everything that decides when
/// the work may run and what state it is in. Times are milliseconds on WorkManager's clock, the wall
/// clock, as in androidx; ``WorkSpec/never`` (`Long.MAX_VALUE`) means "not scheduled".
///
/// The transitions (``start(at:)``, ``complete(_:at:run:)``, ``stop(_:)``…) are pure, so the golden vectors
/// can drive a row without a device.
struct WorkSpec {
    /// `Long.MAX_VALUE`.
    static let never = Int64.max

    let id: WorkID
    /// Insertion order in the database: the stable tie-break for everything that walks rows.
    let sequence: UInt64
    var workerClassName: String
    var input: AndroidBundle
    var inputMerger: InputMerger = .overwriting
    var state: WorkState = .enqueued
    var initialDelay: Int64 = 0
    var intervalDuration: Int64 = 0
    var flexDuration: Int64 = 0
    var constraints = Constraints()
    var runAttemptCount: Int32 = 0
    var backoffPolicy = BackoffPolicy.exponential
    var backoffDelayDuration: Int64 = WorkTiming.defaultBackoffDelay
    var backoffOnSystemInterruptions = false
    var lastEnqueueTime: Int64 = -1
    var minimumRetentionDuration: Int64 = 0
    var periodCount: Int32 = 0
    var generation: Int32 = 0
    var nextScheduleTimeOverride = WorkSpec.never
    var nextScheduleTimeOverrideGeneration: Int32 = 0
    var stopReason = StopReason.notStopped
    var output = AndroidBundle()
    var tags: [String] = []
    var uniqueName: String?
    /// `expedited`: the request asked to run as an expedited job.
    var expedited = false
    /// `outOfQuotaPolicy`.
    var outOfQuotaPolicy = OutOfQuotaPolicy.runAsNonExpeditedWorkRequest

    /// Whether this is periodic work (`intervalDuration != 0`).
    var isPeriodic: Bool { intervalDuration != 0 }
    /// ENQUEUED after at least one start: the backoff branch of ``nextRunTime`` applies.
    var isBackedOff: Bool { state == .enqueued && runAttemptCount > 0 }

    /// `calculateNextRunTime`: the earliest wall time the work may run.
    var nextRunTime: Int64 {
        WorkTiming.nextRunTime(
            isPeriodic: isPeriodic, isBackedOff: isBackedOff, runAttemptCount: runAttemptCount,
            backoffPolicy: backoffPolicy, backoffDelay: backoffDelayDuration, lastEnqueueTime: lastEnqueueTime,
            periodCount: periodCount, initialDelay: initialDelay, interval: intervalDuration,
            flex: flexDuration, override: nextScheduleTimeOverride)
    }

    /// `WorkInfo.nextScheduleTimeMillis`: ``nextRunTime`` while ENQUEUED, otherwise ``never``.
    var nextScheduleTime: Int64 { state == .enqueued ? nextRunTime : WorkSpec.never }

    // MARK: - Transitions (WorkerWrapper, EnqueueRunnable, ForceStopRunnable)

    /// The row becomes eligible for scheduling: enqueue without unfinished prerequisites, unblock.
    mutating func enqueue(at now: Int64) {
        state = .enqueued
        lastEnqueueTime = now
    }

    /// WorkerWrapper's gate: periodic or backed-off work is refused before its next run time; one-time
    /// work that never ran is trusted to the scheduler.
    func mayStart(at now: Int64) -> Bool {
        guard state == .enqueued else { return false }
        if isPeriodic || isBackedOff { return now >= nextRunTime }
        return true
    }

    /// ENQUEUED → RUNNING (`trySetRunning`). Returns what the run captured: the attempt count the worker
    /// sees (before the increment), the generation and the override generation.
    mutating func start() -> WorkRun {
        let run = WorkRun(
            seenRunAttemptCount: runAttemptCount, generation: generation,
            overrideGeneration: nextScheduleTimeOverrideGeneration)
        state = .running
        runAttemptCount += 1
        stopReason = .notStopped
        return run
    }

    /// Applies a worker's result (WorkerWrapper's result handling, workmanager.md §3.1).
    ///
    /// Only a RUNNING row takes the result; a finished row ignores it and any other unfinished row is
    /// re-enqueued like a retry with ``StopReason/unknown``. (androidx lets a thrown error skip that check;
    /// in the simulator a stopped worker never returns, so the two paths cannot differ.)
    mutating func complete(_ outcome: WorkOutcome, at now: Int64, run: WorkRun) {
        guard state == .running else {
            // Result handling only applies to a RUNNING row; an unfinished one is re-enqueued like a retry.
            if !state.isFinished {
                state = .enqueued
                lastEnqueueTime = now
                stopReason = .unknown
            }
            return
        }
        switch outcome {
        case .success(let data), .failure(let data):
            if isPeriodic {
                completePeriod(at: now, run: run)
            } else {
                if case .success = outcome { state = .succeeded } else { state = .failed }
                output = data
                clearOverride(ifUnchangedSince: run)
            }
        case .failureFromError:
            if isPeriodic { completePeriod(at: now, run: run) } else { state = .failed }
            clearOverride(ifUnchangedSince: run)
        case .retry:
            state = .enqueued
            lastEnqueueTime = now
            stopReason = .notStopped
            clearOverride(ifUnchangedSince: run)
        }
    }

    private mutating func completePeriod(at now: Int64, run: WorkRun) {
        state = .enqueued
        lastEnqueueTime = now
        runAttemptCount = 0
        periodCount += 1
        clearOverride(ifUnchangedSince: run)
    }

    private mutating func clearOverride(ifUnchangedSince run: WorkRun) {
        if nextScheduleTimeOverrideGeneration == run.overrideGeneration { nextScheduleTimeOverride = WorkSpec.never }
    }

    /// A system stop (constraint lost, timeout): back to ENQUEUED with the reason; `lastEnqueueTime` and
    /// `runAttemptCount` are kept, so the backoff branch decides the next run (workmanager.md §5.2).
    mutating func stop(_ reason: StopReason, at now: Int64) {
        guard state == .running else { return }
        state = .enqueued
        stopReason = reason
        if backoffOnSystemInterruptions { lastEnqueueTime = now }
    }

    /// Cancellation of an unfinished row: CANCELLED, stop reason 1 if it was running.
    mutating func cancel() {
        guard !state.isFinished else { return }
        stopReason = state == .running ? .cancelledByApp : .notStopped
        state = .cancelled
    }

    /// ForceStopRunnable at app start: a row left RUNNING by a dead process goes back to ENQUEUED.
    mutating func resetAfterProcessDeath() {
        guard state == .running else { return }
        state = .enqueued
        stopReason = .unknown
    }

    /// Sets (or with ``never`` clears) the schedule override, as an update does.
    mutating func setOverride(_ value: Int64) {
        nextScheduleTimeOverride = value
        nextScheduleTimeOverrideGeneration += 1
    }
}

/// What one run captured at its start.
struct WorkRun: Hashable {
    /// The attempt count the worker sees (before the increment).
    var seenRunAttemptCount: Int32
    var generation: Int32
    var overrideGeneration: Int32
}

/// How a run ended, as the database sees it.
enum WorkOutcome: Hashable {
    case success(AndroidBundle)
    case failure(AndroidBundle)
    case retry
    /// The worker threw, could not be created, or its input could not be merged: the failure path
    /// without the RUNNING check.
    case failureFromError
}

/// How the inputs of a unit of work and the outputs of its prerequisites are combined.
public enum InputMerger: String, Hashable, Sendable {
    /// `OverwritingInputMerger` (the default): later values win; prerequisites' outputs override own input.
    case overwriting = "OverwritingInputMerger"
    /// `ArrayCreatingInputMerger`: every key becomes an array of all values seen.
    case arrayCreating = "ArrayCreatingInputMerger"
}

extension WorkSpec: Codable, Equatable {}
extension WorkRun: Codable {}
extension InputMerger: Codable {}

extension WorkSpec {
    /// Checks a saved spec holds what WorkManager's builders and database let it hold (counts, delays and periods
    /// within their clamps), so nothing computed from it can overflow.
    /// - Throws: ``SnapshotError`` naming the first field out of range.
    func check() throws(SnapshotError) {
        let limit = Int64(SnapshotError.counterLimit)
        let counters = Int32.max / 2
        try SnapshotError.check(runAttemptCount, in: 0...counters, "\(id)'s run attempt count")
        try SnapshotError.check(periodCount, in: 0...counters, "\(id)'s period count")
        try SnapshotError.check(generation, in: 0...counters, "\(id)'s generation")
        try SnapshotError.check(nextScheduleTimeOverrideGeneration, in: 0...counters, "\(id)'s override generation")
        try SnapshotError.check(initialDelay, in: 0...limit, "\(id)'s initial delay")
        try SnapshotError.check(intervalDuration, in: 0...limit, "\(id)'s interval")
        try SnapshotError.check(flexDuration, in: 0...max(0, intervalDuration), "\(id)'s flex")
        try SnapshotError.check(backoffDelayDuration, in: 0...limit, "\(id)'s backoff delay")
        try SnapshotError.check(lastEnqueueTime, in: -limit...limit, "\(id)'s last enqueue time")
        try SnapshotError.check(minimumRetentionDuration, in: 0...limit, "\(id)'s retention")
        if nextScheduleTimeOverride != WorkSpec.never {
            try SnapshotError.check(nextScheduleTimeOverride, in: -limit...limit, "\(id)'s next schedule time")
        }
    }
}
