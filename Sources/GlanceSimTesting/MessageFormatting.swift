import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// How many trace records a failure message shows at most.
let excerptLimit = 8

/// The last records of `trace` that `isRelevant` picks, under a heading that says which and how many:
///
/// ```text
/// the last 2 of 5 widget.callback records of com.example/.Clock:
///     0d 00:00:00.000 #9 widget.callback com.example/.Clock - onEnabled
///     …
/// ```
func traceExcerpt(
    _ trace: Trace,
    _ what: String,
    limit: Int = excerptLimit,
    where isRelevant: (TraceRecord) -> Bool
) -> String {
    if !trace.mode.keepsRecords { return "(the trace counts records only, so none can be shown)" }
    return excerpt(trace.records.filter(isRelevant), what, limit: limit)
}

/// `relevant` as ``traceExcerpt(_:_:limit:where:)`` shows it.
func excerpt(_ relevant: [TraceRecord], _ what: String, limit: Int = excerptLimit) -> String {
    if relevant.isEmpty { return "the trace has no \(what)" }
    let shown = relevant.suffix(limit)
    let heading =
        relevant.count > shown.count
        ? "the last \(shown.count) of \(relevant.count) \(what):" : "the trace's \(what) (\(relevant.count)):"
    return heading + "\n" + shown.map { "    \($0)" }.joined(separator: "\n")
}

/// The records of `package` that say why its stored values are what they are: its code ran (callbacks,
/// deliveries, actions, finished work) or failed, or its widget went away. A delivery is left out when the
/// next record names the callback or action it ran.
func stateChangingRecords(_ trace: Trace, package: String) -> [TraceRecord] {
    let records = trace.records
    return records.indices.compactMap { index -> TraceRecord? in
        let record = records[index]
        guard stateChangingKinds.contains(record.kind), isAbout(record, package: package) else { return nil }
        if record.kind == .broadcastDeliver, index + 1 < records.count {
            let next = records[index + 1]
            if next.sequence == record.sequence, next.kind == .widgetCallback || next.kind == .glanceAction {
                return nil
            }
        }
        return record
    }
}

/// Whether a record is about `package`, by its typed payload (``TraceEvent/packageName``).
func isAbout(_ record: TraceRecord, package: String) -> Bool {
    record.event.packageName == package
}

/// Every line of `text` indented by four spaces.
func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

/// A string as the message shows a user's text: in double quotes, escaped.
func quoted(_ text: String) -> String {
    PreferenceValue.string(text).description
}

/// Normalises text for comparison: CRLF becomes LF, and it ends with exactly one newline.
func normalizedText(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\r\n", with: "\n")
    while result.hasSuffix("\n") { result.removeLast() }
    return result + "\n"
}

/// A line diff of `expected` against `actual` (`-` expected only, `+` actual only), showing `context`
/// unchanged lines around each change and `…` for the rest.
func lineDiff(_ expected: String, _ actual: String, context: Int = 3) -> String {
    let lines = LineDiff.render(withoutFinalNewline(expected), withoutFinalNewline(actual))
        .split(separator: "\n", omittingEmptySubsequences: false)
    let changed = lines.indices.filter { lines[$0].hasPrefix("-") || lines[$0].hasPrefix("+") }
    var keep = Set<Int>()
    for index in changed { keep.formUnion(max(0, index - context)...min(lines.count - 1, index + context)) }
    var result = ["--- expected", "+++ actual"]
    var skipped = false
    for index in lines.indices {
        if keep.contains(index) {
            result.append(String(lines[index]))
            skipped = false
        } else if !skipped {
            result.append(" …")
            skipped = true
        }
    }
    return result.joined(separator: "\n")
}

private func withoutFinalNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
}

/// The kinds of ``stateChangingRecords(_:package:)``.
private let stateChangingKinds: Set<TraceKind> = [
    .widgetCallback, .broadcastDeliver, .glanceAction, .workFinish, .appCrash, .appWarning, .glanceError,
    .processDeath, .widgetDelete,
]
