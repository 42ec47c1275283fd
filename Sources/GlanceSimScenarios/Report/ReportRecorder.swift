package import GlanceSim
package import GlanceSimFormats
import GlanceSimInterpreter

/// Watches one scenario run for its report: a ``TimelineCollector`` and a ``ScenarioMetrics`` on the trace,
/// and the steps with their virtual time and verdicts as the runner reports them (passing them on to the
/// listener that was there, so `replay --report` still prints).
package final class ReportRecorder: ScenarioListener {
    let timeline: TimelineCollector
    let metrics = ScenarioMetrics()
    package private(set) var steps: [ReportedScenario.Step] = []
    private weak var runner: ScenarioRunner?
    private let downstream: (any ScenarioListener)?

    /// The sinks to put on the scenario's trace.
    package var sinks: [any TraceSink] { [timeline, metrics] }

    package init(downstream: (any ScenarioListener)?) {
        self.downstream = downstream
        let pictures = PictureSource()
        timeline = TimelineCollector { id in pictures.runner.flatMap { try? $0.device.widgetPictures(id).first?.svg } }
        self.pictureSource = pictures
    }

    private let pictureSource: PictureSource

    /// The runner whose device draws the widget pictures and, when `listening`, whose steps are recorded (a
    /// compare run marks its own steps).
    package func attach(to runner: ScenarioRunner, listening: Bool = true) {
        self.runner = runner
        pictureSource.runner = runner
        if listening { runner.listener = self }
    }

    package func stepWillRun(_ step: ScenarioStep) { downstream?.stepWillRun(step) }

    package func stepDidRun(_ entry: ScenarioReport.Entry) {
        if let runner {
            steps.append(
                ReportedScenario.Step(
                    instant: runner.device.now, line: entry.step.location.line, text: entry.step.text,
                    verdict: entry.verdict))
        }
        downstream?.stepDidRun(entry)
    }

    /// What the report shows of the run so far.
    package func reported(name: String, error: String?) -> ReportedScenario {
        let end = runner?.device.now ?? .zero
        let lanes = timeline.timeline(at: end)
        return ReportedScenario(
            name: name, end: end, metrics: MetricsPrinter.text(metrics.summary(at: end)),
            lanes: ReportLane.android(lanes), steps: steps, pictures: lanes.pictures, error: error)
    }

    /// Holds the runner for the picture closure, which is made before the runner exists.
    private final class PictureSource {
        weak var runner: ScenarioRunner?
    }
}
