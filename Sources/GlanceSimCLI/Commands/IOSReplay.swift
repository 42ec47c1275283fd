import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit

/// `glancesim replay` of an iOS scenario (its first step is `platform ios`): the app folder's iOS side on a
/// WidgetKit device, printed as an Android replay prints (each step, its `wk.*` records, its verdict); with
/// `--state`, the device is saved into a state folder that `step`, `timeline`, `widgets`, `state` and `render`
/// continue or read.
enum IOSReplay {
    /// Replays `file`; with `spool`, its records' JSON lines go there too; with `state`, the final device is
    /// saved there (unless a step could not run). With `recording`, it also gives the run's report section
    /// (`replay --report`, `glancesim report`): the part that ran when a step could not run, none when the script
    /// does not parse. With `perfetto`, the run's WidgetKit records are written there once it ran to the end.
    static func replay(
        _ file: String, quiet: Bool, spool: TraceSpool?, state: String? = nil, recording: Bool = false,
        perfetto: PerfettoTraceWriter? = nil, output: CommandOutput
    ) -> (CommandStatus, ReportedScenario?) {
        let session = IOSSession()
        session.shouldStop = output.isInterrupted
        let recorder = recording ? IOSReportRecorder(runner: session.runner) : nil
        let print = printer(file, quiet: quiet, session, spool, output)
        do {
            let report = try session.run(script: file) { entry in
                recorder?.stepDidRun(entry)
                print(entry)
            }
            output.line("\(file): \(report.passedCount) expectation(s) passed, \(report.failures.count) failed")
            var status: CommandStatus = report.failures.isEmpty ? .success : .expectationFailed
            if let perfetto {
                perfetto.add(session.device.trace)
                do {
                    try perfetto.finish(at: session.device.now)
                } catch {
                    output.errorLine(error.description)
                    status = .cannotCreate
                }
            }
            if let state { try StateArguments.save(.ios(session), to: state, output: output) }
            return (status, recorder?.reported(name: file, error: nil))
        } catch {
            let status = DiagnosticPrinter.report(error.notingUnsaved(state), output: output)
            guard let recorder, !recorder.steps.isEmpty else { return (status, nil) }
            return (status, recorder.reported(name: file, error: error.description))
        }
    }

    /// Prints each step as it ends: its text, its records and its verdict (with `quiet`, only failures).
    static func printer(
        _ file: String?, quiet: Bool, _ session: IOSSession, _ spool: TraceSpool?, _ output: CommandOutput
    ) -> (IOSScenarioRunner.Entry) -> Void {
        { entry in
            let failed = entry.verdict?.passed == false
            let place = file.map { "\($0):\(entry.step.location.line): " } ?? ""
            if !quiet || failed { output.line(place + entry.step.text) }
            for record in session.device.trace[entry.records] {
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
    }
}
