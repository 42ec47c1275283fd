/// What WorkManager tells about one unit of work at a moment (`WorkInfo`).
///
/// ```swift
/// if let info = context.workManager.getWorkInfoById(id) {
///     print(info.state, info.runAttemptCount, info.nextScheduleTime as Any)
/// }
/// ```
public struct WorkInfo: Hashable, Sendable, CustomStringConvertible {
    /// The id.
    public var id: WorkID
    /// The state.
    public var state: WorkState
    /// The starts since the last completed period (one-time work: all starts).
    public var runAttemptCount: Int
    /// The output of a finished one-time work (empty otherwise).
    public var outputData: AndroidBundle
    /// The tags, sorted (the worker class name among them).
    public var tags: [String]
    /// `nextScheduleTimeMillis`: the earliest run time while ENQUEUED (possibly in the past), otherwise
    /// `Long.MAX_VALUE`.
    public var nextScheduleTimeMillis: Int64
    /// Why the last run was stopped (``StopReason/notStopped`` if it was not).
    public var stopReason: StopReason
    /// How many times the work was updated.
    public var generation: Int
    /// Completed periods of periodic work.
    public var periodCount: Int
    /// The unique-work name, if any.
    public var uniqueName: String?
    /// The constraints.
    public var constraints: Constraints
    /// The worker class name.
    public var workerClassName: String
    /// The repeat interval of periodic work (`nil` for one-time work).
    public var repeatInterval: SimDuration?
    /// Whether the request asked to run expedited (the row's `expedited`).
    public var isExpedited: Bool
    /// The out-of-quota policy of expedited work (`nil` when not expedited).
    public var outOfQuotaPolicy: OutOfQuotaPolicy?

    /// ``nextScheduleTimeMillis`` as a wall time, `nil` while not ENQUEUED.
    public var nextScheduleTime: WallTime? {
        nextScheduleTimeMillis == Int64.max ? nil : WallTime(millisecondsSinceEpoch: nextScheduleTimeMillis)
    }

    init(_ spec: WorkSpec) {
        id = spec.id
        state = spec.state
        runAttemptCount = Int(spec.runAttemptCount)
        outputData = spec.output
        tags = spec.tags
        nextScheduleTimeMillis = spec.nextScheduleTime
        stopReason = spec.stopReason
        generation = Int(spec.generation)
        periodCount = Int(spec.periodCount)
        uniqueName = spec.uniqueName
        constraints = spec.constraints
        workerClassName = spec.workerClassName
        repeatInterval = spec.isPeriodic ? .milliseconds(spec.intervalDuration) : nil
        isExpedited = spec.expedited
        outOfQuotaPolicy = spec.expedited ? spec.outOfQuotaPolicy : nil
    }

    /// `<id> <state> attempts=<n> …` in a stable form.
    public var description: String {
        var parts = ["\(id) \(state) attempts=\(runAttemptCount)"]
        if let next = nextScheduleTime { parts.append("next=\(next)") }
        if let repeatInterval { parts.append("every=\(repeatInterval) periods=\(periodCount)") }
        if stopReason != .notStopped { parts.append("stopReason=\(stopReason)") }
        if generation > 0 { parts.append("generation=\(generation)") }
        if let uniqueName { parts.append("name=\(uniqueName)") }
        if let outOfQuotaPolicy { parts.append("expedited=\(outOfQuotaPolicy.rawValue)") }
        return parts.joined(separator: " ")
    }
}

/// One recorded state change of a unit of work, for ``WorkManager/history(of:)``.
public struct WorkStateChange: Hashable, Sendable, CustomStringConvertible {
    /// When it happened, on the simulation's timeline.
    public var instant: SimInstant
    /// The state afterwards.
    public var state: WorkState
    /// The attempt count afterwards.
    public var runAttemptCount: Int
    /// The stop reason afterwards.
    public var stopReason: StopReason

    public var description: String {
        "\(instant) \(state) attempts=\(runAttemptCount)"
            + (stopReason == .notStopped ? "" : " stopReason=\(stopReason)")
    }
}

extension WorkStateChange: Codable {}
