import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimWidgetKit

/// `glancesim replay` of an iOS scenario (its first step is `platform ios`): the app folder's iOS side on a
/// WidgetKit device, printed as an Android replay prints (each step, its `wk.*` records, its verdict).
enum IOSReplay {
    /// Replays `file` (whose text is `text`); with `spool`, its records' JSON lines go there too.
    static func replay(_ file: String, text: String, quiet: Bool, spool: TraceSpool?, output: CommandOutput)
        -> CommandStatus
    {
        do {
            let scenario = try IOSScenarioParser.parse(text, path: file)
            let base = (file as NSString).deletingLastPathComponent
            let runner = IOSScenarioRunner(baseDirectory: base.isEmpty ? "." : base)
            let report = try runner.run(scenario) { entry in
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
            return report.failures.isEmpty ? .success : .expectationFailed
        } catch {
            return DiagnosticPrinter.report(error, output: output)
        }
    }
}
