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
    /// does not parse. With `perfetto`, the run's WidgetKit records are written there once it ran to the end. With
    /// `metrics`, the collector hears every record of the run (``IOSMetricsCollector``).
    static func replay(
        _ file: String, quiet: Bool, spool: TraceSpool?, state: String? = nil, recording: Bool = false,
        perfetto: PerfettoTraceWriter? = nil, metrics: IOSMetricsCollector? = nil, output: CommandOutput
    ) -> (CommandStatus, ReportedScenario?) {
        // A state folder and a Perfetto trace need every record; otherwise the records stream out as they are made
        // and the device keeps only counts, so a year runs in the memory of a day.
        let stream = state == nil && perfetto == nil ? Stream(quiet: quiet, spool: spool, output: output) : nil
        let session = IOSSession(traceMode: stream.map { .streaming($0) } ?? .full)
        session.shouldStop = output.isInterrupted
        let recorder = recording ? IOSReportRecorder(runner: session.runner) : nil
        metrics?.attach(to: session.runner)
        let print: (IOSScenarioRunner.Entry) -> Void
        if let stream {
            session.stepWillRun = { step in if !quiet { output.line("\(file):\(step.location.line): \(step.text)") } }
            print = { entry in stream.stepDidRun(entry, place: "\(file):\(entry.step.location.line): ") }
        } else {
            print = printer(file, quiet: quiet, session, spool, output)
        }
        do {
            let report = try session.run(script: file) { entry in
                recorder?.stepDidRun(entry)
                print(entry)
            }
            output.line("\(file): \(report.passedCount) expectation(s) passed, \(report.failures.count) failed")
            var status: CommandStatus = report.failures.isEmpty ? .success : .expectationFailed
            if let perfetto {
                perfetto.add(session.device.trace.records, end: session.device.now)
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

    /// Prints a streaming run as it goes, as ``printer(_:quiet:_:_:_:)`` prints a kept one: the step's line before
    /// it runs (the session's `stepWillRun`), each record as it is made (spooled too), the verdict when it ends
    /// (with `quiet`, only failures, with their line).
    final class Stream: TraceSink {
        let quiet: Bool
        let spool: TraceSpool?
        let output: CommandOutput

        init(quiet: Bool, spool: TraceSpool?, output: CommandOutput) {
            self.quiet = quiet
            self.spool = spool
            self.output = output
        }

        func receive(_ record: TraceRecord) {
            if !quiet { output.line("    \(record)") }
            spool?.receive(record)
        }

        func stepDidRun(_ entry: IOSScenarioRunner.Entry, place: String) {
            // Quiet, the step's line was not printed before it ran: a failure prints it now.
            if quiet && entry.verdict?.passed == false { output.line(place + entry.step.text) }
            IOSReplay.printVerdict(of: entry, quiet: quiet, output)
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
            printVerdict(of: entry, quiet: quiet, output)
        }
    }

    /// A step's verdict line, if it checked something: `✓ passed` (not when quiet) or `✗ failed: …`.
    static func printVerdict(of entry: IOSScenarioRunner.Entry, quiet: Bool, _ output: CommandOutput) {
        guard let verdict = entry.verdict else { return }
        if verdict.passed {
            if !quiet { output.line("    ✓ passed") }
        } else {
            output.line("    ✗ failed: \(verdict.message)")
        }
    }
}
