public import GlanceSim

/// The `AppWidgetProvider` callbacks a widget receiver got, in order, as the trace records them: `onEnabled`,
/// `onUpdate [1, 2]`, `onAppWidgetOptionsChanged 1`, `onDeleted [1]`, `onDisabled`, `onRestored …`.
///
/// `receiver` is matched as in `Device.widgetProvider`: `com.example/.ClockReceiver`,
/// `.ClockReceiver` or `ClockReceiver`.
///
/// ```swift
/// #expect(widgetCalls(device, receiver: "ClockReceiver") == ["onEnabled", "onUpdate [1]"])
/// ```
public func widgetCalls(_ device: Device, receiver: String) -> [String] {
    callbackRecords(device.trace, receiver: receiver).map(\.call.description)
}

/// Why the callbacks `receiver` got differ from `expected` (all of them, in exactly this order), or `nil` if
/// they do not. Framework-free; ``expectCalls(_:receiver:_:fileID:filePath:line:column:)`` reports it.
///
/// An expected call without arguments (`"onUpdate"`) matches the call with any arguments (`onUpdate [1, 2]`);
/// one with arguments (`"onUpdate [1, 2]"`) must match exactly.
///
/// ```swift
/// if let message = callsMismatch(device, receiver: "ClockReceiver", ["onEnabled", "onUpdate"]) {
///     print(message)
/// }
/// ```
public func callsMismatch(_ device: Device, receiver: String, _ expected: [String]) -> String? {
    let records = callbackRecords(device.trace, receiver: receiver)
    let calls = records.map(\.call)
    let actual = calls.map(\.description)
    let firstDifference = (0..<min(expected.count, calls.count)).first {
        !callMatches(calls[$0], expected: expected[$0])
    }
    guard firstDifference != nil || expected.count != actual.count else { return nil }
    let subjects = Set(records.map(\.receiver))
    let name = subjects.count == 1 ? subjects.first! : receiver
    var message = "expected the widget callbacks of \(name) to be, in this order:\n"
    message += expected.isEmpty ? "    (none)\n" : expected.map { "    \($0)\n" }.joined()
    if actual.isEmpty {
        message += "but it got none"
        let others = Set(device.trace.records.compactMap { callback(in: $0)?.receiver }).sorted()
        message += others.isEmpty ? "; no receiver got any" : "; receivers that did: " + others.joined(separator: ", ")
        if !device.trace.mode.keepsRecords { message += " (the trace counts records only)" }
        return message
    }
    message += "but they were:\n" + actual.map { "    \($0)\n" }.joined()
    let index = firstDifference ?? min(expected.count, actual.count)
    let expectedCall = index < expected.count ? "'\(expected[index])'" : "no more calls"
    let actualCall = index < actual.count ? "'\(actual[index])'" : "no more calls"
    message += "the first difference is call \(index + 1): expected \(expectedCall), got \(actualCall)\n"
    message += traceExcerpt(device.trace, "widget.callback records of \(name)") { record in
        callback(in: record).map { names($0.receiver, receiver) } ?? false
    }
    return message
}

/// Expects the widget receiver to have got exactly these `AppWidgetProvider` callbacks, in this order.
///
/// On failure the message lists the expected and the actual calls, the first difference and the receiver's
/// `widget.callback` trace records (or, if it got none, the receivers that did).
///
/// ```swift
/// let id = try device.addWidget("ClockReceiver")
/// try device.runUntilIdle()
/// try device.removeWidget(id)
/// try device.runUntilIdle()
/// expectCalls(device, receiver: "ClockReceiver", ["onEnabled", "onUpdate [1]", "onDeleted [1]", "onDisabled"])
/// ```
/// - Parameters:
///   - device: The device whose trace to read.
///   - receiver: The receiver's component, short class name or class name.
///   - expected: The calls; `"onUpdate"` matches any `onUpdate`, `"onUpdate [1]"` only that one.
///   - fileID: The caller's file id; leave the default, the issue is reported at the call.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func expectCalls(
    _ device: Device,
    receiver: String,
    _ expected: [String],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = callsMismatch(device, receiver: receiver, expected) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The callbacks `receiver` got, from the typed `widget.callback` records.
private func callbackRecords(_ trace: Trace, receiver: String) -> [(receiver: String, call: AppWidgetCallback)] {
    trace.records.compactMap { callback(in: $0) }.filter { names($0.receiver, receiver) }
}

/// The receiver and callback of a `widget.callback` record.
private func callback(in record: TraceRecord) -> (receiver: String, call: AppWidgetCallback)? {
    guard case .appWidget(.callback(let receiver, let call)) = record.event else { return nil }
    return (receiver, call)
}

/// Whether a callback's receiver (a component's short string, or a runtime receiver's label) is what `receiver`
/// names.
private func names(_ callbackReceiver: String, _ receiver: String) -> Bool {
    guard let component = ComponentName(shortString: callbackReceiver) else { return callbackReceiver == receiver }
    return componentMatches(component, receiver)
}

/// Whether a call matches an expected one: by name alone (`onUpdate`), or by name and arguments as the trace
/// shows them (`onUpdate [1, 2]`).
private func callMatches(_ actual: AppWidgetCallback, expected: String) -> Bool {
    expected == actual.name || expected == actual.description
}
