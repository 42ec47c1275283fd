import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

/// One iOS widget's lanes in a report, and the counts its metrics line gives.
struct IOSWidgetLanes {
    var id: Int
    var kind: String
    var family: WidgetFamily
    /// `placed` (with its configuration once edited), then `nil` when removed.
    var placed = TimelineCollector.StepLane(name: "placed")
    /// One event per timeline set and per entry shown; each label is the index of its picture.
    var renders = EventSeries()
    /// Placeholder, snapshot and timeline calls (a timeline call with what it returned).
    var calls = EventSeries()
    /// Reload requests (free or budgeted), withheld reloads, budget debits, the system's choices about reloads,
    /// and taps.
    var reloads = EventSeries()
    /// The reloads the budget has left after each record (`unlimited` without a limit).
    var budget = TimelineCollector.StepLane(name: "budget left")
    var timelineCalls = 0
    var debits = 0
    var withheld = 0

    /// `iOS widget N · KIND FAMILY`.
    var group: String { "iOS widget \(id) · \(kind) \(family)" }

    /// Its lanes, in the order the report draws them.
    func lanes(pictureOffset: Int) -> [ReportLane] {
        var renders = ReportLane.events(renders, group: group, name: "renders", kind: "renders")
        renders.pictureOffset = pictureOffset
        return [
            .steps(placed, group: group, name: "placed"), renders,
            .events(calls, group: group, name: "provider calls"), .events(reloads, group: group, name: "reloads"),
            .steps(budget, group: group, name: "budget left"),
        ]
    }

    /// `iOS widget 1 · WeatherWidget systemSmall: 27 timeline calls, 23 budget debits, 3 reloads withheld; 4 left`.
    var summary: String {
        let left = budget.steps.last?.value.map { "budget left \($0)" } ?? "removed"
        return "\(group): \(timelineCalls) timeline call(s), \(debits) budget debit(s), \(withheld) reload(s) "
            + "withheld; \(left)"
    }
}
