public import GlanceSim

/// Where a test last accounted for the trace: how many records of each kind it had seen asserted. Records
/// made after that are *unasserted* until the test marks them (``markAsserted(_:in:)``) or a settled check
/// (``expectSettled(_:unasserted:since:fileID:filePath:line:column:)``) reports them and moves on.
///
/// It keeps counts, not records, so it works in every ``Trace/Mode``; in ``Trace/Mode/full`` a failure also
/// shows the records.
///
/// ```swift
/// var cursor = TraceCursor(device.trace)          // what happened so far is accounted for
/// try device.advance(by: .minutes(15))
/// expectWork(device, .uniqueName("sync"), runCount: 1)
/// cursor.markAsserted(.workStart, .workFinish, in: device.trace)
/// expectSettled(device, unasserted: [.workStart, .workFinish, .workStop], since: &cursor)
/// ```
public struct TraceCursor: Hashable, Sendable {
    /// How many records the trace had made in all when the cursor last moved to its end.
    public private(set) var totalCount: Int
    /// How many records of each kind the test has accounted for; a kind not listed counts as 0.
    public private(set) var assertedCounts: [TraceKind: Int]

    /// A cursor at the trace's start: every record the trace has made is unasserted.
    ///
    /// ```swift
    /// var cursor = TraceCursor()
    /// ```
    public init() {
        totalCount = 0
        assertedCounts = [:]
    }

    /// A cursor at the trace's end: every record made so far counts as asserted.
    ///
    /// ```swift
    /// var cursor = TraceCursor(device.trace)
    /// ```
    public init(_ trace: Trace) {
        self.init()
        moveToEnd(of: trace)
    }

    /// Marks every record of `kinds` made so far as asserted: the test checked them another way
    /// (``expectTrace(_:containsInOrder:fileID:filePath:line:column:)``, ``expectWork(_:_:state:attempts:nextRun:nextRunIn:runCount:periodCount:fileID:filePath:line:column:)``).
    ///
    /// ```swift
    /// cursor.markAsserted(.workStart, in: device.trace)
    /// ```
    public mutating func markAsserted(_ kinds: TraceKind..., in trace: Trace) {
        for kind in kinds { assertedCounts[kind] = trace.count(of: kind) }
    }

    /// Marks every record made so far, of any kind, as asserted.
    ///
    /// ```swift
    /// cursor.moveToEnd(of: device.trace)
    /// ```
    public mutating func moveToEnd(of trace: Trace) {
        totalCount = trace.totalCount
        for (kind, count) in trace.counts { assertedCounts[kind] = count }
    }

    /// How many records of each of `kinds` the trace made that are not asserted, in the order of `kinds`;
    /// kinds with none are left out.
    ///
    /// ```swift
    /// cursor.unasserted([.workStart], in: device.trace)   // [(kind: .workStart, count: 2)]
    /// ```
    public func unasserted(_ kinds: [TraceKind], in trace: Trace) -> [(kind: TraceKind, count: Int)] {
        var seen: Set<TraceKind> = []
        return kinds.compactMap { kind in
            guard seen.insert(kind).inserted else { return nil }
            let count = trace.count(of: kind) - (assertedCounts[kind] ?? 0)
            return count > 0 ? (kind: kind, count: count) : nil
        }
    }
}

/// Why the device is not settled, or `nil` if it is. Framework-free;
/// ``expectSettled(_:fileID:filePath:line:column:)`` and
/// ``expectSettled(_:unasserted:since:fileID:filePath:line:column:)`` report it.
///
/// The device is settled when no event is pending at the current instant (``Device/pendingEventCountDueNow``:
/// a direct call queued something no step of time ran yet), no worker is running
/// (``Device/runningWork``), and — with a cursor — no record of `kinds` was made since the cursor that the
/// test did not mark asserted. Later events (the next TIME_TICK, a delayed job) do not count.
///
/// ```swift
/// let message = settledMismatch(device, unasserted: [.workStart], since: cursor)
/// ```
/// - Parameters:
///   - device: The device to check.
///   - kinds: The trace kinds every record of which the test must account for.
///   - cursor: Where the test last accounted for the trace; without one, no records are checked.
public func settledMismatch(
    _ device: Device,
    unasserted kinds: [TraceKind] = [],
    since cursor: TraceCursor? = nil
) -> String? {
    var problems: [String] = []
    let dueNow = device.pendingEventCountDueNow
    if dueNow > 0 {
        let events = device.pendingEvents.prefix { $0.instant <= device.now }
        var problem = "\(dueNow) event\(dueNow == 1 ? " is" : "s are") still pending now "
        problem += "(advance by .zero or runUntilIdle to run them):\n"
        problem += events.prefix(20).map { "        \($0.description)" }.joined(separator: "\n")
        if dueNow > 20 { problem += "\n        … \(dueNow - 20) more" }
        problems.append(problem)
    }
    let running = device.runningWork
    if !running.isEmpty {
        var problem = "\(running.count) worker\(running.count == 1 ? " is" : "s are") still running:\n"
        problem += running.map { work in
            let worker = (try? device.workManager(for: work.packageName).getWorkInfoById(work.id))?.workerClassName
            return "        \(work.packageName) \(work.id)" + (worker.map { " (\($0))" } ?? "")
        }.joined(separator: "\n")
        problems.append(problem)
    }
    if let cursor {
        let trace = device.trace
        let unasserted = cursor.unasserted(kinds, in: trace)
        if !unasserted.isEmpty {
            let total = unasserted.reduce(0) { $0 + $1.count }
            var problem = "\(total) record\(total == 1 ? "" : "s") went unasserted since the last check:\n"
            problem += unasserted.map { "        \($0.kind): \($0.count)" }.joined(separator: "\n")
            if trace.mode.keepsRecords {
                var records: [TraceRecord] = []
                for (kind, count) in unasserted {
                    records += trace.records.filter { $0.kind == kind }.suffix(count)
                }
                records.sort { $0.sequence < $1.sequence }
                problem += "\n    the records:\n"
                problem += records.prefix(20).map { "        \($0)" }.joined(separator: "\n")
                if records.count > 20 { problem += "\n        … \(records.count - 20) more" }
            } else {
                problem += "\n    (the trace only counts records; a full trace would show them)"
            }
            problems.append(problem)
        }
    }
    guard !problems.isEmpty else { return nil }
    return "expected the device to be settled at \(device.now), but:\n"
        + problems.map { "    \($0)" }.joined(separator: "\n")
}

/// Expects the device to be settled: no event pending at the current instant and no worker running — the
/// simulator's `EmbeddedChannel.finish()`. Call it at the end of a test, or after a step, to catch a
/// broadcast or job that a direct call queued and nothing ran.
///
/// ```swift
/// try device.addWidget("ClockReceiver")
/// try device.advance(by: .zero)
/// expectSettled(device)
/// ```
/// - Parameters:
///   - device: The device to check.
///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectSettled(
    _ device: Device,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = settledMismatch(device) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Expects the device to be settled and every record of `kinds` made since `cursor` to be accounted for —
/// exhaustive testing, as in TCA's `TestStore`: a job that started, an alarm that went off, a widget
/// update the test did not look at fails the test. Whether or not it fails, `cursor` then moves to the
/// trace's end, so the next check sees only what happens after this one.
///
/// ```swift
/// var cursor = TraceCursor(device.trace)
/// try device.advance(by: .hours(1))
/// expectWork(device, .uniqueName("weather-refresh"), runCount: 4)
/// cursor.markAsserted(.workStart, .workFinish, in: device.trace)
/// expectSettled(device, unasserted: [.workStart, .workFinish, .alarmFire], since: &cursor)
/// ```
/// - Parameters:
///   - device: The device to check.
///   - kinds: The trace kinds every record of which the test must account for.
///   - cursor: Where the test last accounted for the trace; moved to the trace's end.
///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectSettled(
    _ device: Device,
    unasserted kinds: [TraceKind],
    since cursor: inout TraceCursor,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message = settledMismatch(device, unasserted: kinds, since: cursor)
    cursor.moveToEnd(of: device.trace)
    if let message {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
