public import GlanceSim

/// Why a widget's rendered content (`Device.renderWidget`, the layout the host shows) does
/// not contain `text`, or `nil` if it does. Framework-free;
/// ``expectRendered(_:widget:contains:fileID:filePath:line:column:)`` reports it.
///
/// ```swift
/// let message = renderedMismatch(device, widget: id, contains: "Count: 1")
/// ```
public func renderedMismatch(_ device: Device, widget id: Int32, contains text: String) -> String? {
    renderedMismatch(device, id, expectation: "to show \(quoted(text))") { $0.contains(text) ? nil : shows($0) }
}

/// Why a widget's rendered content contains `text`, or `nil` if it does not.
///
/// ```swift
/// let message = renderedMismatch(device, widget: id, doesNotContain: "Loading")
/// ```
public func renderedMismatch(_ device: Device, widget id: Int32, doesNotContain text: String) -> String? {
    renderedMismatch(device, id, expectation: "not to show \(quoted(text))") { $0.contains(text) ? shows($0) : nil }
}

/// Why a widget's rendered content is not exactly `expected` (line endings and the final newline aside), or
/// `nil` if it is. The message carries a line diff.
///
/// ```swift
/// let message = renderedMismatch(device, widget: id, equals: """
///     Column width=fill height=fill padding=8 appWidgetBackground
///       Text "08:05" testTag="time"
///     """)
/// ```
public func renderedMismatch(_ device: Device, widget id: Int32, equals expected: String) -> String? {
    renderedMismatch(device, id, expectation: "to render as expected") { actual in
        normalizedText(actual) == normalizedText(expected)
            ? nil : "it differs:\n" + lineDiff(normalizedText(expected), normalizedText(actual))
    }
}

/// Expects a widget's rendered content to contain `text`.
///
/// On failure the message shows what the widget renders and the trace records that explain it: the widget's
/// last `widget.views` pushes and its app's errors, warnings and crashes.
///
/// ```swift
/// try device.click(id, on: .text("Add"))
/// try device.advance(by: .zero)
/// expectRendered(device, widget: id, contains: "Count: 1")
/// ```
public func expectRendered(
    _ device: Device,
    widget id: Int32,
    contains text: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = renderedMismatch(device, widget: id, contains: text) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Expects a widget's rendered content not to contain `text`.
///
/// ```swift
/// expectRendered(device, widget: id, doesNotContain: "--:--")
/// ```
public func expectRendered(
    _ device: Device,
    widget id: Int32,
    doesNotContain text: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = renderedMismatch(device, widget: id, doesNotContain: text) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Expects a widget's rendered content to be exactly `expected`; the failure shows a line diff. For larger
/// layouts a golden file is easier to keep: ``expectSnapshot(ofWidget:on:named:fileID:filePath:line:column:function:)``.
///
/// ```swift
/// expectRendered(device, widget: id, equals: """
///     Column width=fill height=fill padding=8 appWidgetBackground
///       Text "08:05" testTag="time"
///       Text "Thu 1 Jan" testTag="date"
///     """)
/// ```
public func expectRendered(
    _ device: Device,
    widget id: Int32,
    equals expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = renderedMismatch(device, widget: id, equals: expected) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Renders the widget and asks `problem` what is wrong with it: `nil` for nothing, otherwise what the message
/// says after "but" (`it shows: …`, `it differs: …`).
private func renderedMismatch(
    _ device: Device,
    _ id: Int32,
    expectation: String,
    problem: (String) -> String?
) -> String? {
    guard let info = device.widgetInfo(id) else {
        let ids = device.widgetIDs().map(String.init).joined(separator: ", ")
        return "expected widget \(id) \(expectation), but there is no widget \(id); "
            + (ids.isEmpty ? "there are no widgets" : "widgets: \(ids)")
    }
    let rendered: String
    do {
        rendered = try device.renderWidget(id)
    } catch {
        return "expected widget \(id) \(expectation), but it cannot be rendered: \(error.message)"
    }
    guard let details = problem(rendered) else { return nil }
    let name = "widget \(id) (\(info.provider.shortString))"
    var message = "expected \(name) \(expectation), but "
    message += details
    let package = info.provider.packageName
    let problems: Set<TraceKind> = [.glanceError, .glanceWarning, .appCrash, .appWarning]
    message +=
        "\n"
        + traceExcerpt(device.trace, "views of widget \(id) and problems of \(package)") { record in
            if case .appWidget(.views(_, let viewsId, _, _)) = record.event { return viewsId == id }
            return problems.contains(record.kind) && isAbout(record, package: package)
        }
    return message
}

/// "it shows:" and the rendering, indented.
private func shows(_ rendered: String) -> String {
    "it shows:\n" + indented(String(normalizedText(rendered).dropLast()))
}
