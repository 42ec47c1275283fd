import GlanceSim
import GlanceSimWidgetKit

extension MetricsPrinter {
    /// An iOS run's summary as indented lines, one per widget and one for the app:
    ///
    /// ```text
    /// metrics from 0d 00:00:00.000 to 1d 06:00:00.000 (iOS):
    ///   widget 1 WeatherWidget systemSmall: 31 reload requests (1 added, 30 policy), 3 withheld; 28 timelines, …
    ///   app: background 1d6h
    /// ```
    package static func text(_ summary: IOSMetricsSummary) -> String {
        var lines = ["metrics from \(summary.start) to \(summary.end) (iOS):"]
        if summary.widgets.isEmpty { lines.append("  no widget was added") }
        for widget in summary.widgets {
            var line = "  widget \(widget.id) \(widget.kind) \(widget.family): "
            line += count(widget.reloadRequests, "reload request")
            if widget.reloadRequests > 0 {
                line += " (" + widget.reloadsByReason.map { "\($0.count) \($0.reason)" }.joined(separator: ", ") + ")"
            }
            line += ", \(widget.withheld) withheld; \(count(widget.timelines, "timeline")), "
            line += "\(count(widget.entriesShown, "entry", plural: "entries")) shown; "
            line += "budget \(widget.budgetSpent) spent"
            if let left = widget.budgetLeft {
                line += ", \(left) left"
            } else if widget.removedAt == nil {
                line += ", unlimited"
            }
            if let mean = widget.age.mean, let p95 = widget.age.percentile(0.95) {
                line += "; timeline age max \(widget.age.maximum), mean \(mean), p95 \(p95)"
            } else if widget.firstTimelineAt != nil {
                line += "; no time passed since its first timeline"
            } else {
                line += "; never given a timeline"
            }
            if widget.staleStretches == 0 {
                line += "; never stale"
            } else {
                line +=
                    "; stale \(count(widget.staleStretches, "time")) for \(widget.staleTime) in all, "
                    + "longest \(widget.staleMax)"
            }
            if let removed = widget.removedAt { line += "; removed at \(removed)" }
            lines.append(line)
        }
        let states = AppState.allCases.filter { summary.time(in: $0) > .zero }
        lines.append(
            "  app: "
                + (states.isEmpty
                    ? "no time passed" : states.map { "\(name($0)) \(summary.time(in: $0))" }.joined(separator: ", ")))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A state's name in the text: `foreground`, `background`, `audio session`, `not running`.
    private static func name(_ state: AppState) -> String {
        switch state {
        case .foreground: "foreground"
        case .background: "background"
        case .audioSession: "audio session"
        case .notRunning: "not running"
        }
    }

    /// An iOS run's summary as one line of JSON, keys in a fixed order (reload reasons sorted), durations and
    /// instants in milliseconds:
    /// `{"scenario":"ios-day.scenario","platform":"ios","start":0,"end":108000000,"widgets":[…],"app":{…}}`.
    package static func json(_ summary: IOSMetricsSummary, scenario: String) -> String {
        func instant(_ value: SimInstant?) -> String { value.map { "\($0.milliseconds)" } ?? "null" }
        func duration(_ value: SimDuration?) -> String { value.map { "\($0.milliseconds)" } ?? "null" }
        let widgets = summary.widgets.map { widget in
            let reloads = widget.reloadsByReason.map { "\(jsonString($0.reason)):\($0.count)" }
            return "{\"id\":\(widget.id),\"kind\":\(jsonString(widget.kind)),"
                + "\"family\":\(jsonString(widget.family.rawValue)),"
                + "\"addedAt\":\(widget.addedAt.milliseconds),\"removedAt\":\(instant(widget.removedAt)),"
                + "\"reloads\":{\(reloads.joined(separator: ","))},\"withheld\":\(widget.withheld),"
                + "\"timelines\":\(widget.timelines),\"entriesShown\":\(widget.entriesShown),"
                + "\"budgetSpent\":\(widget.budgetSpent),"
                + "\"budgetLeft\":\(widget.budgetLeft.map { "\($0)" } ?? "null"),"
                + "\"firstTimelineAt\":\(instant(widget.firstTimelineAt)),"
                + "\"shownTime\":\(widget.age.shownTime.milliseconds),"
                + "\"ageMax\":\(widget.firstTimelineAt == nil ? "null" : duration(widget.age.maximum)),"
                + "\"ageMean\":\(duration(widget.age.mean)),\"ageP95\":\(duration(widget.age.percentile(0.95))),"
                + "\"staleStretches\":\(widget.staleStretches),\"staleTime\":\(widget.staleTime.milliseconds),"
                + "\"staleMax\":\(widget.staleMax.milliseconds)}"
        }
        let states = AppState.allCases.map { "\(jsonString($0.rawValue)):\(summary.time(in: $0).milliseconds)" }
        return "{\"scenario\":\(jsonString(scenario)),\"platform\":\"ios\",\"start\":\(summary.start.milliseconds),"
            + "\"end\":\(summary.end.milliseconds),\"widgets\":[\(widgets.joined(separator: ","))],"
            + "\"app\":{\(states.joined(separator: ","))}}\n"
    }
}
