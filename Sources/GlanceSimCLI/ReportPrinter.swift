import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// Prints what scenario steps did: each step, the trace records it made (indented), and its verdict.
///
/// Unless `verbose`, the broadcasts of a step that reached no receiver (`… to 0 receiver(s)`, such as the
/// TIME_TICK every minute when nothing listens) are not printed one by one but folded into one line at the
/// end of the step, counted per action (see ``UnreceivedBroadcasts``); the JSON trace keeps every record.
///
/// ``ReportPrinter/Stream`` prints a run as it goes, from a streaming trace;
/// ``print(_:device:quiet:verbose:output:)`` prints a finished run from a device that kept its records. Both
/// print the same bytes.
enum ReportPrinter {
    /// Prints a finished run from the records its device kept (nothing of the trace when it kept none).
    static func print(
        _ report: ScenarioReport, device: Device, quiet: Bool, verbose: Bool = false, output: CommandOutput
    ) {
        let records = device.trace.records
        for entry in report.entries {
            if !quiet {
                output.line(stepLine(entry.step))
                var folded = UnreceivedBroadcasts()
                if device.trace.mode.keepsRecords {
                    for index in entry.records where index < records.count {
                        if !verbose && folded.fold(records[index]) { continue }
                        output.line(recordLine(records[index]))
                    }
                }
                if let line = folded.line { output.line(line) }
            }
            printVerdict(of: entry, quiet: quiet, output: output)
        }
    }

    /// `path:line: step text`.
    static func stepLine(_ step: ScenarioStep) -> String {
        "\(step.location.path):\(step.location.line): \(step.text)"
    }

    /// A record indented under its step, on one line.
    static func recordLine(_ record: TraceRecord) -> String {
        "    " + record.description.replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The verdict of an expectation: `✓ passed` (not when quiet) or `✗ failed: …` (after the step's line when
    /// quiet, which printed no step lines).
    static func printVerdict(of entry: ScenarioReport.Entry, quiet: Bool, output: CommandOutput) {
        guard let verdict = entry.verdict else { return }
        if verdict.passed {
            if !quiet { output.line("    ✓ passed" + (verdict.message.isEmpty ? "" : " (\(verdict.message))")) }
        } else {
            if quiet { output.line(stepLine(entry.step)) }
            let lines = verdict.message.split(separator: "\n", omittingEmptySubsequences: false)
            output.line("    ✗ failed: " + (lines.first.map(String.init) ?? ""))
            for line in lines.dropFirst() { output.line("      " + line) }
        }
    }

    /// `N expectations passed, M failed`.
    static func summary(_ report: ScenarioReport) -> String {
        "\(report.passedCount) expectation(s) passed, \(report.failedCount) failed"
    }

    /// Prints a run as it goes: each step when it starts, each trace record the step makes as it is made, and
    /// the verdict when the step has run. Records made outside the steps it is told about (the saved steps a
    /// state folder replays) are not printed. It keeps nothing, so a run of any length prints in flat memory.
    ///
    /// ```swift
    /// let stream = ReportPrinter.Stream(quiet: false, output: output)
    /// let session = try ScenarioSession(traceMode: .streaming(stream))
    /// session.runner.listener = stream
    /// ```
    final class Stream: TraceSink, ScenarioListener {
        private let quiet: Bool
        private let verbose: Bool
        private let output: CommandOutput
        /// The current step's broadcasts that reached no receiver, printed as one line when it ends.
        private var folded = UnreceivedBroadcasts()
        /// Printed before the first step (the `== FILE` line of a multi-file replay).
        private var heading: String?
        /// Whether a step is running (its records are printed).
        private var inStep = false

        init(quiet: Bool, verbose: Bool = false, output: CommandOutput, heading: String? = nil) {
            self.quiet = quiet
            self.verbose = verbose
            self.output = output
            self.heading = heading
        }

        func stepWillRun(_ step: ScenarioStep) {
            if let heading {
                output.line(heading)
                self.heading = nil
            }
            inStep = true
            if !quiet { output.line(ReportPrinter.stepLine(step)) }
        }

        func receive(_ record: TraceRecord) {
            guard inStep && !quiet else { return }
            if !verbose && folded.fold(record) { return }
            output.line(ReportPrinter.recordLine(record))
        }

        func stepDidRun(_ entry: ScenarioReport.Entry) {
            inStep = false
            if let line = folded.line { output.line(line) }
            folded = UnreceivedBroadcasts()
            ReportPrinter.printVerdict(of: entry, quiet: quiet, output: output)
        }
    }
}

/// The broadcasts of one step that reached no receiver, counted per action, for the one line that stands for
/// them in a text trace:
///
/// ```text
///     12 broadcasts reached no receiver: android.intent.action.TIME_TICK ×12 (--verbose lists them)
/// ```
struct UnreceivedBroadcasts {
    /// How many were sent, per action (`(no action)` for an intent without one).
    private var counts: [String: Int] = [:]
    private var total = 0

    /// Counts `record` if it is a broadcast that reached no receiver; `true` when it did (and is not printed).
    mutating func fold(_ record: TraceRecord) -> Bool {
        guard case .broadcast(.send(_, let intent, 0, _)) = record.event else { return false }
        counts[intent.action ?? "(no action)", default: 0] += 1
        total += 1
        return true
    }

    /// The line for the step, actions sorted by name; `nil` when there were none.
    var line: String? {
        guard total > 0 else { return nil }
        let actions = counts.keys.sorted().map { "\($0) ×\(counts[$0]!)" }.joined(separator: ", ")
        return "    \(total) broadcast\(total == 1 ? "" : "s") reached no receiver: \(actions) (--verbose lists "
            + (total == 1 ? "it)" : "them)")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// Prints diagnostics to standard error and picks the exit status (130 when interrupted, 66 for missing input,
/// else 65).
enum DiagnosticPrinter {
    static func report(_ error: FormatError, output: CommandOutput) -> CommandStatus {
        for diagnostic in error.diagnostics { output.errorLine(diagnostic.description) }
        if error.diagnostics.contains(where: { $0.code == .interrupted }) { return .interrupted }
        return error.isMissingInput ? .noInput : .dataError
    }
}
