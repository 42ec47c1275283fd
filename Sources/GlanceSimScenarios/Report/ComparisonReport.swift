import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

/// A compare file's section of a timeline report: both platforms on one time axis — the Android lanes as an
/// Android scenario has them and the iOS lanes as an iOS scenario has them, groups prefixed `Android · ` and
/// `iOS ` — and each compare step marked, with the verdict of whichever side checked something.
package enum ComparisonReport {
    /// Runs the compare file with recorders on both platforms. A file that fails to run still gives the part
    /// that ran (with its error), unless it could not start at all.
    package static func record(_ file: String) -> RecordedRun {
        let android = ReportRecorder(downstream: nil)
        let session: ScenarioSession
        do {
            session = try ScenarioSession(traceMode: .streaming(TraceFanOut(android.sinks)), savable: false)
        } catch {
            return RecordedRun(reported: nil, error: error)
        }
        android.attach(to: session.runner, listening: false)
        let runner = IOSScenarioRunner(baseDirectory: ".")
        let ios = IOSReportRecorder(runner: runner)
        var steps: [ReportedScenario.Step] = []
        func reported(error: String?) -> ReportedScenario {
            let end = max(session.device.now, runner.device.now)
            let androidLanes = android.timeline.timeline(at: end)
            let iosMetrics = ios.metrics
            return ReportedScenario(
                name: file, end: end,
                metrics: "Android\n" + MetricsPrinter.text(android.metrics.summary(at: end)) + "\niOS\n"
                    + (iosMetrics.isEmpty ? "(no widgets)\n" : iosMetrics),
                lanes: ReportLane.android(androidLanes, groupPrefix: "Android · ")
                    + ios.lanes(pictureOffset: androidLanes.pictures.count),
                steps: steps, pictures: androidLanes.pictures + ios.drawnPictures, error: error)
        }
        do {
            let comparison = try PlatformComparison.run(path: file, android: session, ios: runner) { step in
                steps.append(
                    ReportedScenario.Step(
                        instant: max(session.device.now, runner.device.now), line: step.line, text: step.text,
                        verdict: verdict(of: step)))
            }
            let failed = comparison.steps.contains {
                $0.android.verdict?.passed == false || $0.ios.verdict?.passed == false
            }
            return RecordedRun(reported: reported(error: nil), expectationFailed: failed)
        } catch {
            return RecordedRun(reported: steps.isEmpty ? nil : reported(error: error.description), error: error)
        }
    }

    /// The step's verdict on either side: failed if one side failed, its message naming the platform.
    private static func verdict(of step: PlatformComparison.Step) -> ScenarioReport.Verdict? {
        let verdicts = [("Android", step.android.verdict), ("iOS", step.ios.verdict)].compactMap { platform, verdict in
            verdict.map { (platform, $0) }
        }
        let failures = verdicts.filter { !$0.1.passed }
        guard var merged = failures.first?.1 ?? verdicts.first?.1 else { return nil }
        if !merged.passed { merged.message = failures.map { "\($0.0): \($0.1.message)" }.joined(separator: "; ") }
        return merged
    }
}
