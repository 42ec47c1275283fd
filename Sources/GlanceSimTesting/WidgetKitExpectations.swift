public import GlanceSim
public import GlanceSimWidgetKit

/// Why a WidgetKit widget does not look as expected, or `nil` if it does: the entry shown (an index of its
/// current timeline, or `nil` for the placeholder), the budget left (`.some(nil)` for unlimited), whether a reload
/// is withheld, how many timelines its provider gave, and how long until its next reload (`.some(nil)` for none
/// coming). Each expectation left `nil` is not checked. Framework-free;
/// ``expectWidget(_:_:showsEntry:budgetLeft:withheld:timelineCalls:nextReloadIn:fileID:filePath:line:column:)``
/// reports it.
///
/// ```swift
/// #expect(widgetMismatch(device, id, budgetLeft: 47) == nil)
/// ```
public func widgetMismatch(
    _ device: WidgetKitDevice, _ id: Int, showsEntry entry: Int?? = nil, budgetLeft: Int?? = nil,
    withheld: Bool? = nil, timelineCalls: Int? = nil, nextReloadIn: SimDuration?? = nil
) -> String? {
    var problems: [String] = []
    do {
        if let entry {
            let shown = try device.shownEntry(id)
            let matches = entry.map { !shown.isPlaceholder && shown.index == $0 } ?? shown.isPlaceholder
            if !matches {
                let actual =
                    shown.isPlaceholder
                    ? "the placeholder" : shown.index.map { "entry \($0)" } ?? "an entry of an earlier timeline"
                problems.append("shows \(actual), expected " + (entry.map { "entry \($0)" } ?? "the placeholder"))
            }
        }
        if let budgetLeft {
            let actual = try device.budgetRemaining(id)
            if actual != budgetLeft {
                problems.append(
                    "has \(actual.map(String.init) ?? "an unlimited") budget left, expected "
                        + (budgetLeft.map { "\($0)" } ?? "unlimited"))
            }
        }
        if let withheld, try device.isReloadWithheld(id) != withheld {
            problems.append(withheld ? "has no withheld reload" : "has a withheld reload")
        }
        if let timelineCalls {
            let actual = try device.providerCalls(id, .timeline)
            if actual != timelineCalls { problems.append("got \(actual) timeline(s), expected \(timelineCalls)") }
        }
        if let nextReloadIn {
            let actual = try device.nextReload(id).map { $0 - device.now }
            if actual != nextReloadIn {
                problems.append(
                    "reloads next " + (actual.map { "in \($0)" } ?? "never") + ", expected "
                        + (nextReloadIn.map { "in \($0)" } ?? "never"))
            }
        }
    } catch {
        return error.message
    }
    return problems.isEmpty ? nil : "widget \(id) " + problems.joined(separator: "; ")
}

/// Checks a WidgetKit widget as ``widgetMismatch(_:_:showsEntry:budgetLeft:withheld:timelineCalls:nextReloadIn:)`` does and
/// reports a mismatch as a test issue (Swift Testing) or failure (XCTest) — the iOS counterpart of `expectWork`.
///
/// ```swift
/// expectWidget(device, id, showsEntry: 0, budgetLeft: 47, withheld: false, timelineCalls: 2, nextReloadIn: .hours(1))
/// ```
public func expectWidget(
    _ device: WidgetKitDevice, _ id: Int, showsEntry entry: Int?? = nil, budgetLeft: Int?? = nil,
    withheld: Bool? = nil, timelineCalls: Int? = nil, nextReloadIn: SimDuration?? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let problem = widgetMismatch(
        device, id, showsEntry: entry, budgetLeft: budgetLeft, withheld: withheld, timelineCalls: timelineCalls,
        nextReloadIn: nextReloadIn)
    {
        reportIssue(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
