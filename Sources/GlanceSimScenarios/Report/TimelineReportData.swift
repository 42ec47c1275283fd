import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// One section of a timeline report — an Android scenario, an iOS scenario or a compare file: its lanes, its
/// steps with their verdicts, a summary of its metrics.
package struct ReportedScenario: Sendable {
    /// One step as the report marks it: where it ran in virtual time and, for an expectation, its verdict.
    package struct Step: Sendable {
        var instant: SimInstant
        var line: Int
        var text: String
        package var verdict: ScenarioReport.Verdict?
    }

    var name: String
    /// Where its time axis ends.
    var end: SimInstant
    /// The metrics, as text.
    var metrics: String
    var lanes: [ReportLane]
    package var steps: [Step]
    /// Distinct widget pictures (SVG) that renders lanes point into.
    var pictures: [String]
    /// Set when the scenario could not run to the end: the error's text.
    var error: String?
}

/// The JSON a report embeds, written by hand in a fixed key order so the report's bytes are deterministic.
package enum TimelineReportData {
    package static func json(_ scenarios: [ReportedScenario]) -> String {
        "{\"scenarios\":[" + scenarios.map(scenario).joined(separator: ",") + "]}"
    }

    private static func scenario(_ scenario: ReportedScenario) -> String {
        let steps = scenario.steps.map { step in
            let verdict = step.verdict.map { $0.passed ? "true" : "false" } ?? "null"
            return "[\(step.instant.milliseconds),\(step.line),\(jsonString(step.text)),\(verdict),"
                + "\(jsonString(step.verdict?.message ?? ""))]"
        }
        return "{\"name\":\(jsonString(scenario.name)),\"end\":\(scenario.end.milliseconds),"
            + "\"error\":\(scenario.error.map(jsonString) ?? "null"),"
            + "\"metrics\":\(jsonString(scenario.metrics)),"
            + "\"lanes\":[\(scenario.lanes.map(lane).joined(separator: ","))],"
            + "\"steps\":[\(steps.joined(separator: ","))],"
            + "\"pictures\":[\(scenario.pictures.map(jsonString).joined(separator: ","))]}"
    }

    private static func lane(_ lane: ReportLane) -> String {
        let head = "{\"group\":\(jsonString(lane.group)),\"name\":\(jsonString(lane.name)),"
        switch lane.content {
        case .steps(let steps):
            let values = steps.steps.map { "[\($0.instant.milliseconds),\($0.value.map(jsonString) ?? "null")]" }
            return head + "\"kind\":\"steps\",\"steps\":[\(values.joined(separator: ","))],"
                + "\"truncated\":\(steps.truncated)}"
        case .events(let series, let kind):
            let events = series.events.map { event in
                var label = event.label
                if kind == "renders", lane.pictureOffset != 0, let index = Int(label) {
                    label = String(index + lane.pictureOffset)
                }
                return "[\(event.instant.milliseconds),\(event.duration.milliseconds),\(jsonString(label))]"
            }
            return head + "\"kind\":\"\(kind)\",\"events\":[\(events.joined(separator: ","))],"
                + "\"total\":\(series.total),\"bucket\":\(series.bucketWidth.milliseconds),"
                + "\"counts\":[\(series.counts.map(String.init).joined(separator: ","))]}"
        }
    }
}
