import GlanceSim
import GlanceSimFormats

/// One scenario's part of a timeline report: its lanes, its steps with their verdicts, its metrics.
struct ReportedScenario: Sendable {
    /// One step as the report marks it: where it ran in virtual time and, for an expectation, its verdict.
    struct Step: Sendable {
        var instant: SimInstant
        var line: Int
        var text: String
        var verdict: ScenarioReport.Verdict?
    }

    var name: String
    var timeline: TimelineCollector.Timeline
    var metrics: MetricsSummary
    var steps: [Step]
    /// Set when the scenario could not run to the end: the error's text.
    var error: String?
}

/// The JSON a report embeds, written by hand in a fixed key order so the report's bytes are deterministic.
enum TimelineReportData {
    static func json(_ scenarios: [ReportedScenario]) -> String {
        "{\"scenarios\":[" + scenarios.map(scenario).joined(separator: ",") + "]}"
    }

    private static func scenario(_ scenario: ReportedScenario) -> String {
        let timeline = scenario.timeline
        var lanes: [String] = []
        for lane in timeline.conditions { lanes.append(stepLane(lane, group: "Device", name: lane.name)) }
        for lane in timeline.processes { lanes.append(stepLane(lane, group: "Processes", name: lane.name)) }
        lanes.append(eventLane(timeline.broadcasts, group: "Broadcasts", name: "sent"))
        lanes.append(eventLane(timeline.alarms, group: "Alarms", name: "set · fired"))
        for work in timeline.work {
            let name = "\(work.worker) \(work.id)"
            lanes.append(stepLane(work.states, group: "Work · \(work.package)", name: name))
            lanes.append(eventLane(work.runs, group: "Work · \(work.package)", name: "runs", kind: "runs"))
        }
        for widget in timeline.widgets {
            let group = "Widget \(widget.appWidgetId) · \(widget.provider.shortString)"
            lanes.append(stepLane(widget.presence, group: group, name: "placed"))
            lanes.append(eventLane(widget.renders, group: group, name: "renders", kind: "renders"))
        }
        let steps = scenario.steps.map { step in
            let verdict = step.verdict.map { $0.passed ? "true" : "false" } ?? "null"
            return "[\(step.instant.milliseconds),\(step.line),\(jsonString(step.text)),\(verdict),"
                + "\(jsonString(step.verdict?.message ?? ""))]"
        }
        return "{\"name\":\(jsonString(scenario.name)),\"end\":\(timeline.end.milliseconds),"
            + "\"error\":\(scenario.error.map(jsonString) ?? "null"),"
            + "\"metrics\":\(jsonString(MetricsPrinter.text(scenario.metrics))),"
            + "\"lanes\":[\(lanes.joined(separator: ","))],\"steps\":[\(steps.joined(separator: ","))],"
            + "\"pictures\":[\(timeline.pictures.map(jsonString).joined(separator: ","))]}"
    }

    private static func stepLane(_ lane: TimelineCollector.StepLane, group: String, name: String) -> String {
        let steps = lane.steps.map { "[\($0.instant.milliseconds),\($0.value.map(jsonString) ?? "null")]" }
        return "{\"group\":\(jsonString(group)),\"name\":\(jsonString(name)),\"kind\":\"steps\","
            + "\"steps\":[\(steps.joined(separator: ","))],\"truncated\":\(lane.truncated)}"
    }

    private static func eventLane(_ series: EventSeries, group: String, name: String, kind: String = "events")
        -> String
    {
        let events = series.events.map {
            "[\($0.instant.milliseconds),\($0.duration.milliseconds),\(jsonString($0.label))]"
        }
        return "{\"group\":\(jsonString(group)),\"name\":\(jsonString(name)),\"kind\":\"\(kind)\","
            + "\"events\":[\(events.joined(separator: ","))],\"total\":\(series.total),"
            + "\"bucket\":\(series.bucketWidth.milliseconds),\"counts\":[\(series.counts.map(String.init).joined(separator: ","))]}"
    }
}
