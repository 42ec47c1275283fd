public import GlanceSim

/// Which unit of work an expectation is about. It must pick exactly one, in any installed app.
///
/// ```swift
/// expectWork(device, .uniqueName("weather-refresh"), state: .enqueued)
/// expectWork(device, .tag("weather"), runCount: 2)
/// expectWork(device, .id(id), attempts: 1)
/// ```
public enum WorkSelector: Hashable, Sendable, CustomStringConvertible {
    /// The work with this id.
    case id(WorkID)
    /// The work enqueued under this unique name.
    case uniqueName(String)
    /// The work with this tag (worker class names are tags too).
    case tag(String)

    /// Whether `info` is selected.
    public func matches(_ info: WorkInfo) -> Bool {
        switch self {
        case .id(let id): return info.id == id
        case .uniqueName(let name): return info.uniqueName == name
        case .tag(let tag): return info.tags.contains(tag)
        }
    }

    public var description: String {
        switch self {
        case .id(let id): return "work \(id)"
        case .uniqueName(let name): return "work named \(quoted(name))"
        case .tag(let tag): return "work tagged \(quoted(tag))"
        }
    }
}

/// Why the selected work does not look as expected, or `nil` if it does. Each expectation left `nil` is not
/// checked. Framework-free; ``expectWork(_:_:state:attempts:nextRun:nextRunIn:runCount:periodCount:fileID:filePath:line:column:)``
/// reports it.
///
/// ```swift
/// let message = workMismatch(device, .uniqueName("weather-refresh"), state: .enqueued, runCount: 1)
/// ```
public func workMismatch(
    _ device: Device,
    _ selector: WorkSelector,
    state: WorkState? = nil,
    attempts: Int? = nil,
    nextRun: WallTime? = nil,
    nextRunIn: SimDuration? = nil,
    runCount: Int? = nil,
    periodCount: Int? = nil
) -> String? {
    let all = device.allWork
    let selected = all.filter { selector.matches($0.info) }
    guard selected.count == 1, let (package, info) = selected.first else {
        if selected.isEmpty {
            return "expected \(selector), but there is none; "
                + (all.isEmpty
                    ? "no app has any work"
                    : "the work on the device:\n"
                        + all.map { "    \($0.packageName) \($0.info)" }.joined(separator: "\n"))
        }
        return "expected one \(selector), but there are \(selected.count); select one by id:\n"
            + selected.map { "    \($0.packageName) \($0.info)" }.joined(separator: "\n")
    }
    let runs = (try? device.workManager(for: package).runCount(of: info.id)) ?? 0
    let now = device.clock.wallTime
    var differences: [String] = []
    func check<T: Equatable>(_ name: String, _ expected: T?, _ actual: T, _ show: (T) -> String) {
        if let expected, expected != actual {
            differences.append("\(name): expected \(show(expected)), got \(show(actual))")
        }
    }
    check("state", state, info.state) { "\($0)" }
    check("attempts", attempts, info.runAttemptCount) { "\($0)" }
    check("next run", nextRun.map { Optional($0) }, info.nextScheduleTime) { $0.map { "\($0)" } ?? "none" }
    check("next run in", nextRunIn.map { Optional($0) }, info.nextScheduleTime.map { $0 - now }) {
        $0.map { "\($0)" } ?? "none"
    }
    check("run count", runCount, runs) { "\($0)" }
    check("period count", periodCount, info.periodCount) { "\($0)" }
    guard !differences.isEmpty else { return nil }
    var message = "\(selector) (\(info.workerClassName) in \(package)) is not as expected:\n"
    message += differences.map { "    \($0)\n" }.joined()
    message += "it is: \(info) runs=\(runs), now \(now)\n"
    message += traceExcerpt(device.trace, "records of \(info.id)") { record in
        guard case .work(let event) = record.event else { return false }
        return event.work == (package, info.id)
    }
    return message
}

/// Expects the selected work to be in this state, with these attempts, next run, run count and period count;
/// each expectation left `nil` is not checked.
///
/// On failure the message lists each difference, the work's `WorkInfo` and its trace records (enqueue,
/// waits, starts, finishes, stops).
///
/// ```swift
/// try device.addWidget("WeatherReceiver")
/// try device.advance(by: .hours(3))
/// expectWork(device, .uniqueName("weather-refresh"), state: .enqueued, runCount: 4, nextRunIn: .hours(1))
/// ```
/// - Parameters:
///   - device: The device whose work to read, in every installed app.
///   - selector: Which work: by id, unique name or tag; it must pick exactly one.
///   - state: The `WorkInfo.state`.
///   - attempts: `WorkInfo.runAttemptCount`.
///   - nextRun: `WorkInfo.nextScheduleTime`, a wall time.
///   - nextRunIn: The same, as a duration from the device's wall clock now.
///   - runCount: How many times a worker started for it, in all periods.
///   - periodCount: The completed periods of periodic work.
///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectWork(
    _ device: Device,
    _ selector: WorkSelector,
    state: WorkState? = nil,
    attempts: Int? = nil,
    nextRun: WallTime? = nil,
    nextRunIn: SimDuration? = nil,
    runCount: Int? = nil,
    periodCount: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = workMismatch(
        device, selector, state: state, attempts: attempts, nextRun: nextRun, nextRunIn: nextRunIn,
        runCount: runCount, periodCount: periodCount)
    {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
