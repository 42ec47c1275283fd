public import GlanceSim

/// Expects `text` to equal the golden file `label` of the calling test, recording it when it is missing (or
/// when `GLANCESIM_RECORD` asks).
///
/// The golden is `__Snapshots__/<TestFileName>/<testName>.<label>.txt` next to the test file; the test
/// name is Swift Testing's `Test.current?.name` or, under XCTest, `#function`. A recorded golden always
/// fails the test ("Recorded …; re-run to verify"); a mismatch fails with a line diff and writes the actual
/// output to `GLANCESIM_ARTIFACTS` (default `.build/golden-failures/`). Give each golden of a test its own
/// `label`. Exclude the folder from your test target: `exclude: ["__Snapshots__"]`.
///
/// ```swift
/// expectSnapshot(of: try device.renderWidget(id), named: "after-click")
/// ```
public func expectSnapshot(
    of text: String,
    named label: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
) {
    let testName = currentTestName(function: function)
    if let message = snapshotMismatch(of: text, named: label, testName: testName, testFilePath: "\(filePath)") {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Expects a widget's rendered content (`Device.renderWidget`) to equal the golden `label`;
/// see ``expectSnapshot(of:named:fileID:filePath:line:column:function:)``.
///
/// ```swift
/// let id = try device.addWidget("ClockReceiver")
/// try device.advance(by: .minutes(5))
/// expectSnapshot(ofWidget: id, on: device, named: "five-past")
/// ```
public func expectSnapshot(
    ofWidget id: Int32,
    on device: Device,
    named label: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
) {
    do {
        let rendered = try device.renderWidget(id)
        expectSnapshot(
            of: rendered, named: label, fileID: fileID, filePath: filePath, line: line, column: column,
            function: function)
    } catch {
        reportIssue(
            "cannot snapshot widget \(id): \(error.message)", fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

/// Expects a trace — all of it, or only the records of `kinds` — to equal the golden `label`, one record a
/// line; see ``expectSnapshot(of:named:fileID:filePath:line:column:function:)``.
///
/// ```swift
/// expectSnapshot(of: device.trace, kinds: [.widgetCallback, .widgetViews], named: "lifecycle")
/// ```
public func expectSnapshot(
    of trace: Trace,
    kinds: Set<TraceKind>? = nil,
    named label: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
) {
    expectSnapshot(
        of: traceText(trace, kinds: kinds), named: label, fileID: fileID, filePath: filePath, line: line,
        column: column, function: function)
}

/// The trace's records of `kinds` (all when `nil`), one a line.
public func traceText(_ trace: Trace, kinds: Set<TraceKind>? = nil) -> String {
    trace.records.filter { kinds?.contains($0.kind) ?? true }.map(\.description).joined(separator: "\n")
}
