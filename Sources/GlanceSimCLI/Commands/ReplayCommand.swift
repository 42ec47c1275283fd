import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit
import Synchronization

/// `glancesim replay FILE...`: runs scenario scripts and prints their traces and verdicts.
struct ReplayCommand {
    static let abstract = "Run scenario scripts: print each step's trace and each expectation's verdict."

    /// `--verbose`, which `step` takes too: how a trace shows broadcasts that reached no receiver.
    static let verboseOption = CommandOption(
        "--verbose",
        "List every broadcast that reached no receiver (by default a step's are folded into one line counting them "
            + "per action)",
        synopsis: .alternative)

    static let options = OptionTable(
        "replay", "<file>...",
        options: [
            CommandOption("--quiet", "Print only failed expectations and the summary"),
            verboseOption,
            CommandOption(
                "--trace-json", value: "<file>", "Also write the trace as JSON lines (one header line per script)"),
            CommandOption("--state", value: "<dir>", "Save the final device into a state folder (one script only)"),
            CommandOption(
                "--full-trace",
                "With --state: the folder keeps every record (trace-000001.jsonl, …), not only the last 10,000 "
                    + "(trace.jsonl)",
                synopsis: .within("--state")),
            CommandOption("--record", "Write golden files that are missing or differ instead of failing"),
            CommandOption(
                "--metrics",
                "After each script, print its widgets' renders and content age and its apps' process starts, alarms, "
                    + "broadcasts and work; for an iOS script, each widget's reloads by reason, budget spent, "
                    + "timeline age and stale time, and the app's time per state (docs: MetricsAndPerfetto.md)"),
            CommandOption(
                "--json",
                "With --metrics: print only JSON on standard output, one object for one script, an array of them (in "
                    + "the order given) for several, each with its \"platform\" (\"android\" or \"ios\"); the steps, "
                    + "verdicts and summaries go to standard error",
                synopsis: .within("--metrics")),
            CommandOption(
                "--perfetto", value: "<file>",
                "Also write the run as Chrome trace-event JSON for ui.perfetto.dev (one script: an Android or iOS "
                    + "scenario, or a .compare file; iOS: spans for the entries shown, the reloads in flight and the "
                    + "app's state)"),
            CommandOption(
                "--report", value: "<file.html>",
                "Also write an HTML timeline report of the scripts (as 'glancesim report')"),
        ] + AppOptions.options)

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            Each script runs on a fresh device; several run in parallel, their output printed in the order given.
            Exit status 1 if any expectation fails, 65 for an invalid script or app folder, 66 for a missing file.
            A run longer than a second shows its progress on a terminal; Ctrl-C stops it (exit status 130, nothing
            saved). A state folder survives any kill; see the docs: StateFolders.md.
            A script whose first step is 'platform ios' runs an app's iOS side on a WidgetKit device (docs:
            WidgetKitMode.md); it takes --quiet, --trace-json, --state, --metrics [--json], --perfetto and --report.
            A compare file (first step 'compare') prints as 'glancesim compare' prints it; it takes --quiet and
            --perfetto (both platforms in one trace).
            --namespace, --min-sdk, --target-sdk and --flat apply to every 'install' step (the step's own
            'target-sdk N' etc. win); not with --state, whose saved steps must say it: 'install FOLDER target-sdk N'.
            """,
        options: options)

    var files: [String] = []
    var quiet = false
    var verbose = false
    var traceJSON: String?
    var state: String?
    var fullTrace = false
    var record = false
    var metrics = false
    var metricsJSON = false
    var perfetto: String?
    var report: String?
    /// `--target-sdk` and the rest: what stands in for a build file at every `install` step.
    var appOptions = ManifestLoader.Options()

    static func parse(_ arguments: [String]) throws -> ReplayCommand {
        let parsed = try options.parse(arguments, usage: usage)
        var command = ReplayCommand()
        command.files = parsed.positionals
        command.quiet = parsed.flag("--quiet")
        command.verbose = parsed.flag("--verbose")
        command.traceJSON = parsed.string("--trace-json")
        command.state = parsed.string("--state")
        command.fullTrace = parsed.flag("--full-trace")
        command.record = parsed.flag("--record")
        command.metrics = parsed.flag("--metrics")
        command.metricsJSON = parsed.flag("--json")
        command.perfetto = parsed.string("--perfetto")
        command.report = parsed.string("--report")
        command.appOptions = try AppOptions.loaderOptions(parsed)
        guard !command.files.isEmpty else { throw UsageError(message: "give at least one scenario file", usage: usage) }
        if command.state != nil && command.appOptions != ManifestLoader.Options() {
            throw UsageError(
                message: "'--state' saves the scenario's steps, which must install the app the same way again: give "
                    + "the levels in the install step ('install FOLDER target-sdk N min-sdk N') instead",
                usage: usage)
        }
        if command.fullTrace && command.state == nil {
            throw UsageError(message: "'--full-trace' goes with '--state'", usage: usage)
        }
        if command.state != nil && command.files.count > 1 {
            throw UsageError(message: "'--state' saves one device: give one scenario file", usage: usage)
        }
        if command.perfetto != nil && command.files.count > 1 {
            throw UsageError(message: "'--perfetto' writes one run: give one scenario file", usage: usage)
        }
        if command.quiet && command.verbose {
            throw UsageError(message: "give '--quiet' or '--verbose', not both", usage: usage)
        }
        if command.metricsJSON && !command.metrics {
            throw UsageError(message: "'--json' goes with '--metrics'", usage: usage)
        }
        return command
    }

    /// What replaying one file printed and how it ended.
    struct FileOutcome: Sendable {
        var stdout = ""
        var stderr = ""
        var status = CommandStatus.success
        /// The script's trace as JSON lines, spooled to a temporary file (with `--trace-json`, when it ran).
        var traceJSON: SpoolHandOver?
        /// What `--report` shows of the script.
        var reported: ReportedScenario?
        /// The script's metrics as one JSON object (`--metrics --json`), printed once every script has run.
        var metricsJSON: String?
    }

    /// A spool handed from the thread that replayed a script to the one that writes `--trace-json`, once the
    /// replay has finished with it (it is never used by two threads at once).
    struct SpoolHandOver: @unchecked Sendable {
        let file: String
        let spool: TraceSpool
    }

    func run(output: CommandOutput) -> CommandStatus {
        // Each script runs on its own device, so several run in parallel, one per core; their output is
        // captured and printed in the order the files were given, exactly as a serial run prints it. One script
        // prints as it runs. The trace's JSON lines go to temporary files as the scripts run, and are copied
        // into the `--trace-json` file at the end, so memory does not grow with the length of the runs.
        // A long run shows its progress on a terminal; Ctrl-C stops every script (and saves nothing).
        let display = output.progressDisplay(labels: files)
        var outcomes: [FileOutcome?]
        if files.count == 1 {
            // Erase the progress line before each line printed, so the two never share a line.
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
            outcomes = [replay(files[0], into: printing, monitor: printing.monitor(display))]
        } else {
            let captured = Mutex([FileOutcome?](repeating: nil, count: files.count))
            let command = self
            let isInterrupted = output.isInterrupted
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let outcome = command.replay(index, display: display, isInterrupted: isInterrupted)
                captured.withLock { $0[index] = outcome }
            }
            outcomes = captured.withLock { $0 }
        }
        display?.clear()
        var status = CommandStatus.success
        for outcome in outcomes {
            guard let outcome else { continue }
            output.write(outcome.stdout)
            if !outcome.stderr.isEmpty { output.writeError(outcome.stderr) }
            status = worse(status, outcome.status)
        }
        if metricsJSON {
            let objects = outcomes.compactMap { $0?.metricsJSON }
            if files.count == 1 {
                for object in objects { output.line(object) }
            } else {
                output.line("[" + objects.joined(separator: ",\n") + "]")
            }
        }
        if let report {
            let reported = outcomes.compactMap { $0?.reported }
            do {
                try ReportCommand.write(
                    reported, title: files.count == 1 ? files[0] : "\(files.count) scenarios", to: report)
            } catch {
                output.errorLine("\(report): error: cannot write the report: \(error)")
                return .cannotCreate
            }
        }
        if let traceJSON {
            do {
                try TraceJSONFile.write(outcomes.compactMap { $0?.traceJSON }, to: traceJSON)
            } catch {
                output.errorLine("\(traceJSON): error: cannot write the trace: \(error)")
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

    /// Replays one script, printing each step, its records and its verdict as it runs (to standard error with
    /// `--metrics --json`, whose JSON alone goes to standard output).
    private func replay(
        _ file: String, into destination: CommandOutput, monitor: @escaping ScenarioRunner.Monitor
    ) -> FileOutcome {
        let output = metricsJSON ? destination.standardErrorOnly : destination
        var outcome = FileOutcome()
        if let data = FileManager.default.contents(atPath: file), let text = String(validating: data, as: UTF8.self),
            IOSScenario.isIOS(text)
        {
            if record || fullTrace {
                let option = record ? "--record" : "--full-trace"
                output.errorLine("\(file): error: '\(option)' is for Android scenarios; this one is 'platform ios'")
                outcome.status = .usage
                return outcome
            }
            if files.count > 1 && !quiet { output.line("== \(file)") }
            var spool: TraceSpool?
            if traceJSON != nil {
                do {
                    spool = try TraceSpool()
                } catch {
                    outcome.status = DiagnosticPrinter.report(error, output: output)
                    return outcome
                }
            }
            var writer: PerfettoTraceWriter?
            if let perfetto {
                do {
                    writer = try PerfettoTraceWriter(path: perfetto, android: false)
                } catch {
                    output.errorLine(error.description)
                    outcome.status = .cannotCreate
                    return outcome
                }
            }
            let collector = metrics ? IOSMetricsCollector() : nil
            (outcome.status, outcome.reported) = IOSReplay.replay(
                file, quiet: quiet, spool: spool, state: state, recording: self.report != nil, perfetto: writer,
                metrics: collector, output: output)
            outcome.traceJSON = spool.map { SpoolHandOver(file: file, spool: $0) }
            // As for an Android script: metrics of a script that ran to the end, failed expectations (or an unwritable
            // Perfetto file) or not.
            if let collector, [.success, .expectationFailed, .cannotCreate].contains(outcome.status) {
                let summary = collector.summary()
                if metricsJSON {
                    outcome.metricsJSON = String(MetricsPrinter.json(summary, scenario: file).dropLast())
                } else {
                    output.write(MetricsPrinter.text(summary))
                }
            }
            return outcome
        }
        if let data = FileManager.default.contents(atPath: file), let text = String(validating: data, as: UTF8.self),
            PlatformComparison.isComparison(text)
        {
            return compare(file, output: output)
        }
        let heading = files.count > 1 && !quiet ? "== \(file)" : nil
        let printer = ReportPrinter.Stream(quiet: quiet, verbose: verbose, output: output, heading: heading)
        let report: ScenarioReport
        let session: ScenarioSession
        var observers: (metrics: ScenarioMetrics?, perfetto: PerfettoTraceWriter?) = (nil, nil)
        let recorder = self.report == nil ? nil : ReportRecorder(downstream: printer)
        var perfettoWriter: PerfettoTraceWriter?
        if let perfetto {
            do {
                perfettoWriter = try PerfettoTraceWriter(path: perfetto)
            } catch {
                output.errorLine(error.description)
                outcome.status = .cannotCreate
                return outcome
            }
        }
        do {
            // The JSON lines are spooled for `--trace-json` and for the state folder's trace.jsonl alike; with
            // nothing to print per record (`--quiet`), the printer only hears of steps.
            let collector = metrics ? ScenarioMetrics() : nil
            var sinks: [any TraceSink] = quiet ? [] : [printer]
            if let recorder { sinks += recorder.sinks }
            if let collector { sinks.append(collector) }
            if let perfettoWriter { sinks.append(perfettoWriter) }
            let traceMode: Trace.Mode =
                switch sinks.count {
                case 0: .counting
                case 1: .streaming(sinks[0])
                default: .streaming(TraceFanOut(sinks))
                }
            let defaults = appOptions
            session = try ScenarioSession(
                traceMode: traceMode, savable: traceJSON != nil || state != nil, fullTrace: fullTrace && state != nil,
                spooled: traceJSON != nil, windowLines: [],
                loadApp: { path, step throws(FormatError) in
                    // The install step's own options win over the command line's.
                    var options = defaults
                    options.namespace = step.namespace ?? defaults.namespace
                    options.minSdkVersion = step.minSdkVersion ?? defaults.minSdkVersion
                    options.targetSdkVersion = step.targetSdkVersion ?? defaults.targetSdkVersion
                    options.flatResources = step.flatResources || defaults.flatResources
                    return try AppFolder.load(path, options: options)
                })
            observers = (collector, perfettoWriter)
            let spool = traceJSON == nil ? nil : session.traceSpool
            session.runner.listener = printer
            recorder?.attach(to: session.runner)
            session.runner.recordGoldens = record
            session.runner.monitor = monitor
            report = try session.run(script: file)
            outcome.traceJSON = spool.map { SpoolHandOver(file: file, spool: $0) }
        } catch {
            outcome.status = DiagnosticPrinter.report(error.notingUnsaved(state), output: output)
            if let recorder, !recorder.steps.isEmpty {
                outcome.reported = recorder.reported(name: file, error: error.description)
            }
            return outcome
        }
        outcome.reported = recorder?.reported(name: file, error: nil)
        output.line("\(file): " + ReportPrinter.summary(report))
        if report.failedCount > 0 { outcome.status = .expectationFailed }
        let end = session.runner.device.now
        if let collector = observers.metrics {
            let summary = collector.summary(at: end)
            if metricsJSON {
                outcome.metricsJSON = String(MetricsPrinter.json(summary, scenario: file).dropLast())
            } else {
                output.write(MetricsPrinter.text(summary))
            }
        }
        if let writer = observers.perfetto {
            do {
                try writer.finish(at: end)
            } catch {
                output.errorLine(error.description)
                outcome.status = .cannotCreate
            }
        }
        if let state {
            do {
                try StateArguments.save(.android(session), to: state, output: output)
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
