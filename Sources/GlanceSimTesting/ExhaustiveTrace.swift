public import GlanceSim

/// Exhaustive testing switched on for a whole test, as TCA's `TestStore` is by default: inside
/// ``withExhaustiveTrace(of:_:fileID:filePath:line:column:_:)`` every trace record of the named kinds must be
/// asserted (``expect(_:count:fileID:filePath:line:column:)``, or checked another way and then
/// ``markAsserted(_:)``) or skipped on purpose (``skip(_:)``). When the body returns, the test fails listing
/// every record of those kinds nobody accounted for, and — as ``expectSettled(_:fileID:filePath:line:column:)``
/// does — an event still pending now or a worker still running.
///
/// Records made before the body starts are accounted for. It keeps counts (a ``TraceCursor``), so it works with
/// a counting trace too; a full trace also shows the unasserted records.
///
/// ```swift
/// try withExhaustiveTrace(of: device, [.workStart, .workFinish, .alarmFire]) { trace in
///     try device.advance(by: .hours(1))
///     trace.expect(.workStart, count: 2)
///     expectWork(device, .uniqueName("weather-refresh"), runCount: 2)
///     trace.markAsserted(.workFinish)
///     trace.skip(.alarmFire)   // the update alarm is not what this test is about
/// }
/// ```
public final class ExhaustiveTrace {
    /// The device whose trace is checked.
    public let device: Device
    /// The kinds every record of which the test must account for.
    public let kinds: [TraceKind]
    /// Where the test last accounted for each kind.
    public private(set) var cursor: TraceCursor

    init(device: Device, kinds: [TraceKind]) {
        self.device = device
        self.kinds = kinds
        cursor = TraceCursor(device.trace)
    }

    /// Expects exactly `count` records of `kind` made since the test last accounted for it, then marks them
    /// asserted (whether or not the count matched, so one miss is reported once).
    ///
    /// ```swift
    /// trace.expect(.workStart, count: 2)
    /// ```
    /// - Parameters:
    ///   - kind: The kind of records.
    ///   - count: How many new records of it the test expects.
    ///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expect(
        _ kind: TraceKind,
        count: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let made = cursor.unasserted([kind], in: device.trace).first?.count ?? 0
        cursor.markAsserted(kind, in: device.trace)
        guard made != count else { return }
        reportIssue(
            "expected \(count) new \(kind) record\(count == 1 ? "" : "s"), but the trace made \(made)",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Marks every record of `kinds` made so far as asserted: the test checked them another way (`expectWork`,
    /// `expectCalls`, `expectTrace` …).
    ///
    /// ```swift
    /// trace.markAsserted(.workFinish)
    /// ```
    public func markAsserted(_ kinds: TraceKind...) {
        for kind in kinds { cursor.markAsserted(kind, in: device.trace) }
    }

    /// Skips every record of `kinds` made so far, on purpose: they happen, and this part of the test is not about
    /// them. Later records of those kinds must be accounted for again.
    ///
    /// ```swift
    /// trace.skip(.alarmFire, .clockTick)
    /// ```
    public func skip(_ kinds: TraceKind...) {
        for kind in kinds { cursor.markAsserted(kind, in: device.trace) }
    }

    /// Checks now, in the middle of the test: fails as the end of the body would, then starts over from here.
    ///
    /// ```swift
    /// trace.expectSettled()
    /// ```
    /// - Parameters:
    ///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectSettled(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        GlanceSimTesting.expectSettled(
            device, unasserted: kinds, since: &cursor, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Runs `body` with exhaustive testing on for `kinds`: when it returns, every record of those kinds the device's
/// trace made meanwhile must have been asserted or skipped through the ``ExhaustiveTrace`` it gets, and the
/// device must be settled, or the test fails at this call listing what was left. A body that throws is not
/// checked (the error already fails the test).
///
/// ```swift
/// @Test func refreshesTwiceAnHour() throws {
///     let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00")
///     try device.install(appFolder: "../../Manifests/weather")
///     try withExhaustiveTrace(of: device, [.workStart, .widgetCallback]) { trace in
///         _ = try device.addWidget("WeatherReceiver")
///         try device.advance(by: .hours(1) + .minutes(1))
///         trace.expect(.workStart, count: 2)
///         expectCalls(device, receiver: "WeatherReceiver", ["onEnabled", "onUpdate [1]"])
///         trace.markAsserted(.widgetCallback)
///     }
/// }
/// ```
/// - Parameters:
///   - device: The device whose trace is checked.
///   - kinds: The kinds every record of which the test must account for.
///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - body: The test, given the ``ExhaustiveTrace`` to account through.
/// - Returns: What `body` returns.
public func withExhaustiveTrace<Result>(
    of device: Device,
    _ kinds: [TraceKind],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (ExhaustiveTrace) throws -> Result
) rethrows -> Result {
    let trace = ExhaustiveTrace(device: device, kinds: kinds)
    let result = try body(trace)
    if let message = settledMismatch(device, unasserted: kinds, since: trace.cursor) {
        reportIssue(
            "exhaustive trace: " + message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}
