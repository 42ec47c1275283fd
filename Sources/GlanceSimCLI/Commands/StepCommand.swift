import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim step --state DIR 'STEP'...`: continues a saved device with more steps.
struct StepCommand {
    static let abstract = "Continue a saved device with more scenario steps, and save it again."

    static let options = OptionTable(
        "step",
        options: [
            CommandOption(
                "--state", value: "<dir>", "The state folder (written by 'replay --state' or an earlier 'step')",
                synopsis: .required),
            CommandOption("--quiet", "Print only failed expectations (with their step) and errors, no trace"),
            ReplayCommand.verboseOption,
            StateArguments.verifyOption(synopsis: .optional),
            CommandOption(
                "--full-trace",
                "From now on the folder keeps every record (trace-000001.jsonl, …), not only the last 10,000 "
                    + "(trace.jsonl); a folder that keeps them goes on keeping them"),
        ],
        trailing: "<step>...")

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            Each step is one scenario line, e.g. 'advance 2h' or 'expect work weather-sync state ENQUEUED' (for a
            folder saved from a 'platform ios' scenario, an iOS step such as 'app reload all').
            Steps run on the device restored from the folder's snapshot; if one cannot run, nothing is saved.
            Ctrl-C stops the run (exit status 130) and saves nothing. See the docs: StateFolders.md.
            """,
        options: options)

    let arguments: StateArguments
    var quiet = false
    var verbose = false

    static func parse(_ arguments: [String]) throws -> StepCommand {
        let given = try options.parse(arguments, usage: usage)
        let parsed = try StateArguments(given)
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "give at least one step", usage: usage) }
        let quiet = given.flag("--quiet")
        let verbose = given.flag("--verbose")
        if quiet && verbose { throw UsageError(message: "give '--quiet' or '--verbose', not both", usage: usage) }
        return StepCommand(arguments: parsed, quiet: quiet, verbose: verbose)
    }

    func run(output: CommandOutput) -> CommandStatus {
        let display = output.progressDisplay(labels: [arguments.state!])
        defer { display?.clear() }
        do {
            // Each new step prints as it runs (the saved steps replayed first print nothing); the progress line
            // is erased before each line printed.
            let printing = CommandOutput(
                stdout: {
                    display?.clear()
                    output.write($0)
                },
                stderr: {
                    display?.clear()
                    output.writeError($0)
                },
                isInterrupted: output.isInterrupted, terminal: nil)
            let printer = ReportPrinter.Stream(quiet: quiet, verbose: verbose, output: printing)
            var failed = 0
            switch try arguments.device(output: output, display: display, traceMode: .streaming(printer)) {
            case .android(let session):
                session.runner.listener = printer
                for (index, text) in arguments.positionals.enumerated() {
                    let report = try session.run(text: text, path: "<step \(index + 1)>")
                    failed += report.failedCount
                }
                try arguments.save(.android(session), output: output)
            case .ios(let session):
                for (index, text) in arguments.positionals.enumerated() {
                    let path = "<step \(index + 1)>"
                    let report = try session.run(
                        text: text, path: path,
                        listener: IOSReplay.printer(path, quiet: quiet, session, nil, printing))
                    failed += report.failures.count
                }
                try arguments.save(.ios(session), output: output)
            }
            return failed > 0 ? .expectationFailed : .success
        } catch {
            display?.clear()
            return DiagnosticPrinter.report(error.notingUnsaved(arguments.state), output: output)
        }
    }
}
