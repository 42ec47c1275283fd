import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import Synchronization

/// `glancesim replay FILE...`: runs scenario scripts and prints their traces and verdicts.
struct ReplayCommand {
    static let abstract = "Run scenario scripts: print each step's trace and each expectation's verdict."

    static let usage = """
        USAGE: glancesim replay <file>... [--quiet] [--trace-json <file>] [--state <dir>] [--record]

        \(abstract)
        Each script runs on a fresh device; several run in parallel, their output printed in the order given.
        Exit status 1 if any expectation fails, 65 for an invalid script or app folder, 66 for a missing file.
        A run longer than a second shows its progress on a terminal; Ctrl-C stops it (exit status 130, nothing
        saved). A state folder survives any kill; see README, "State folders".

        OPTIONS:
          --quiet              Print only failed expectations and the summary
          --trace-json <file>  Also write the trace as JSON lines (one header line per script)
          --state <dir>        Save the final device into a state folder (one script only)
          --record             Write golden files that are missing or differ instead of failing
          --help               Show this help.
        """

    var files: [String] = []
    var quiet = false
    var traceJSON: String?
    var state: String?
    var record = false

    static func parse(_ arguments: [String]) throws -> ReplayCommand {
        var command = ReplayCommand()
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            switch argument {
            case "--quiet": command.quiet = true
            case "--trace-json": command.traceJSON = try cursor.value(for: argument)
            case "--state": command.state = try cursor.value(for: argument)
            case "--record": command.record = true
            case "--help", "-h": throw HelpRequest()
            default:
                if argument.hasPrefix("--") {
                    throw cursor.unknownOption(
                        argument, known: ["--quiet", "--trace-json", "--state", "--record", "--help"])
                }
                command.files.append(argument)
            }
        }
        guard !command.files.isEmpty else { throw UsageError(message: "give at least one scenario file", usage: usage) }
        if command.state != nil && command.files.count > 1 {
            throw UsageError(message: "'--state' saves one device: give one scenario file", usage: usage)
        }
        return command
    }

    /// What replaying one file printed and how it ended.
    struct FileOutcome: Sendable {
        var stdout = ""
        var stderr = ""
        var status = CommandStatus.success
        var traceLines = ""
    }

    func run(output: CommandOutput) -> CommandStatus {
        // Each script runs on its own device, so several run in parallel, one per core; their output is
        // printed in the order the files were given, exactly as a serial run prints it.
        // A long run shows its progress on a terminal; Ctrl-C stops every script (and saves nothing).
        let outcomes = Mutex([FileOutcome?](repeating: nil, count: files.count))
        let command = self
        let display = output.progressDisplay(labels: files)
        let isInterrupted = output.isInterrupted
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let outcome = command.replay(index, display: display, isInterrupted: isInterrupted)
            outcomes.withLock { $0[index] = outcome }
        }
        display?.clear()
        var status = CommandStatus.success
        var traceLines = ""
        for outcome in outcomes.withLock({ $0 }) {
            guard let outcome else { continue }
            output.write(outcome.stdout)
            if !outcome.stderr.isEmpty { output.writeError(outcome.stderr) }
            traceLines += outcome.traceLines
            status = worse(status, outcome.status)
        }
        if let traceJSON {
            do {
                try Data(traceLines.utf8).write(to: URL(fileURLWithPath: traceJSON), options: .atomic)
            } catch {
                output.errorLine("\(traceJSON): error: cannot write the trace: \(error.localizedDescription)")
                return .noInput
            }
        }
        return status
    }

    /// Replays script `index` into a captured output.
    private func replay(
        _ index: Int, display: ProgressDisplay?, isInterrupted: @escaping @Sendable () -> Bool
    ) -> FileOutcome {
        var out = ""
        var err = ""
        let output = CommandOutput(
            stdout: { out += $0 }, stderr: { err += $0 }, isInterrupted: isInterrupted, terminal: nil)
        var outcome = replay(files[index], into: output, monitor: output.monitor(display, index: index))
        outcome.stdout = out
        outcome.stderr = err
        return outcome
    }

    private func replay(_ file: String, into output: CommandOutput, monitor: @escaping ScenarioRunner.Monitor)
        -> FileOutcome
    {
        var outcome = FileOutcome()
        let session = ScenarioSession()
        session.runner.recordGoldens = record
        session.runner.monitor = monitor
        let report: ScenarioReport
        do {
            report = try session.run(script: file)
        } catch {
            outcome.status = DiagnosticPrinter.report(error.notingUnsaved(state), output: output)
            return outcome
        }
        if files.count > 1 && !quiet { output.line("== \(file)") }
        ReportPrinter.print(report, device: session.device, quiet: quiet, output: output)
        output.line("\(file): " + ReportPrinter.summary(report))
        if report.failedCount > 0 { outcome.status = .expectationFailed }
        if traceJSON != nil {
            outcome.traceLines = "{\"scenario\":\(jsonString(file))}\n" + session.device.trace.jsonLines
        }
        if let state {
            do {
                try StateArguments.save(session, to: state, output: output)
            } catch {
                outcome.status = DiagnosticPrinter.report(error, output: output)
            }
        }
        return outcome
    }

    /// The status to exit with when two files ended with these: a missing or invalid input outranks a failed
    /// expectation.
    private func worse(_ a: CommandStatus, _ b: CommandStatus) -> CommandStatus {
        func rank(_ status: CommandStatus) -> Int {
            switch status {
            case .success: return 0
            case .expectationFailed: return 1
            case .dataError: return 2
            case .noInput: return 3
            case .interrupted: return 5
            default: return 4
            }
        }
        return rank(a) >= rank(b) ? a : b
    }
}
