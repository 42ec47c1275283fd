import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimWidgetKit

/// `glancesim replay` of an iOS scenario (its first step is `platform ios`): the app folder's iOS side on a
/// WidgetKit device, printed as an Android replay prints (each step, its `wk.*` records, its verdict).
enum IOSReplay {
    /// Replays `file` (whose text is `text`); with `spool`, its records' JSON lines go there too. With
    /// `recording`, it also gives the run's report section (`replay --report`, `glancesim report`): the part
    /// that ran when a step could not run, none when the script does not parse.
    static func replay(
        _ file: String, text: String, quiet: Bool, spool: TraceSpool?, recording: Bool = false,
        output: CommandOutput
    ) -> (CommandStatus, ReportedScenario?) {
        var recorder: IOSReportRecorder?
        do {
            let scenario = try IOSScenarioParser.parse(text, path: file)
            let base = (file as NSString).deletingLastPathComponent
            let runner = IOSScenarioRunner(baseDirectory: base.isEmpty ? "." : base)
            recorder = recording ? IOSReportRecorder(runner: runner) : nil
            let report = try runner.run(scenario) { entry in
                recorder?.stepDidRun(entry)
                let failed = entry.verdict?.passed == false
                if !quiet || failed { output.line("\(file):\(entry.step.location.line): \(entry.step.text)") }
                for record in runner.device.trace[entry.records] {
                    if !quiet { output.line("    \(record)") }
                    spool?.receive(record.record)
                }
                guard let verdict = entry.verdict else { return }
                if verdict.passed {
                    if !quiet { output.line("    ✓ passed") }
                } else {
                    output.line("    ✗ failed: \(verdict.message)")
                }
            }
            output.line("\(file): \(report.passedCount) expectation(s) passed, \(report.failures.count) failed")
            return (
                report.failures.isEmpty ? .success : .expectationFailed, recorder?.reported(name: file, error: nil)
            )
        } catch {
            let status = DiagnosticPrinter.report(error, output: output)
            guard let recorder, !recorder.steps.isEmpty else { return (status, nil) }
            return (status, recorder.reported(name: file, error: error.description))
        }
    }
}
