import GlanceSim
import GlanceSimFormats

/// Prints what scenario steps did: each step, the trace records it made (indented), and its verdict.
///
/// ``ReportPrinter/Stream`` prints a run as it goes, from a streaming trace; ``print(_:device:quiet:output:)``
/// prints a finished run from a device that kept its records. Both print the same bytes.
enum ReportPrinter {
    /// Prints a finished run from the records its device kept (nothing of the trace when it kept none).
    static func print(_ report: ScenarioReport, device: Device, quiet: Bool, output: CommandOutput) {
        let records = device.trace.records
        for entry in report.entries {
            if !quiet {
                output.line(stepLine(entry.step))
                if device.trace.mode.keepsRecords {
                    for index in entry.records where index < records.count { output.line(recordLine(records[index])) }
                }
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
        private let output: CommandOutput
        /// Printed before the first step (the `== FILE` line of a multi-file replay).
        private var heading: String?
        /// Whether a step is running (its records are printed).
        private var inStep = false

        init(quiet: Bool, output: CommandOutput, heading: String? = nil) {
            self.quiet = quiet
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
            if inStep && !quiet { output.line(ReportPrinter.recordLine(record)) }
        }

        func stepDidRun(_ entry: ScenarioReport.Entry) {
            inStep = false
            ReportPrinter.printVerdict(of: entry, quiet: quiet, output: output)
        }
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
