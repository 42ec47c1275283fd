import Foundation
import GlanceSim
import GlanceSimFormats

/// `glancesim replay FILE...`: runs scenario scripts and prints their traces and verdicts.
struct ReplayCommand {
    static let abstract = "Run scenario scripts: print each step's trace and each expectation's verdict."

    static let usage = """
        USAGE: glancesim replay <file>... [--quiet] [--trace-json <file>] [--state <dir>] [--record]

        \(abstract)
        Each script runs on a fresh device. Exit status 1 if any expectation fails, 65 for an invalid script
        or app folder, 66 for a missing file.

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

    func run(output: CommandOutput) -> CommandStatus {
        var traceLines = ""
        var failed = false
        for file in files {
            let session = ScenarioSession()
            session.runner.recordGoldens = record
            let report: ScenarioReport
            do {
                report = try session.run(script: file)
            } catch {
                return DiagnosticPrinter.report(error, output: output)
            }
            if files.count > 1 && !quiet { output.line("== \(file)") }
            ReportPrinter.print(report, device: session.device, quiet: quiet, output: output)
            output.line("\(file): " + ReportPrinter.summary(report))
            failed = failed || report.failedCount > 0
            if traceJSON != nil {
                traceLines += "{\"scenario\":\(jsonQuoted(file))}\n" + session.device.trace.jsonLines
            }
            if let state {
                do {
                    try StateFolder.save(session, to: state)
                } catch {
                    return DiagnosticPrinter.report(error, output: output)
                }
            }
        }
        if let traceJSON {
            do {
                try Data(traceLines.utf8).write(to: URL(fileURLWithPath: traceJSON), options: .atomic)
            } catch {
                output.errorLine("\(traceJSON): error: cannot write the trace: \(error.localizedDescription)")
                return .noInput
            }
        }
        return failed ? .expectationFailed : .success
    }
}

/// Quotes a string for JSON.
func jsonQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
