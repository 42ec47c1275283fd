import GlanceSim
import GlanceSimFormats

/// Prints what scenario steps did: each step, the trace records it made (indented), and its verdict.
enum ReportPrinter {
    static func print(_ report: ScenarioReport, device: Device, quiet: Bool, output: CommandOutput) {
        let records = device.trace.records
        for entry in report.entries {
            let place = "\(entry.step.location.path):\(entry.step.location.line)"
            if !quiet {
                output.line("\(place): \(entry.step.text)")
                for index in entry.records where index < records.count {
                    output.line("    " + records[index].description.replacingOccurrences(of: "\n", with: "\\n"))
                }
            }
            guard let verdict = entry.verdict else { continue }
            if verdict.passed {
                if !quiet { output.line("    ✓ passed" + (verdict.message.isEmpty ? "" : " (\(verdict.message))")) }
            } else {
                if quiet { output.line("\(place): \(entry.step.text)") }
                let lines = verdict.message.split(separator: "\n", omittingEmptySubsequences: false)
                output.line("    ✗ failed: " + (lines.first.map(String.init) ?? ""))
                for line in lines.dropFirst() { output.line("      " + line) }
            }
        }
    }

    /// `N expectations passed, M failed`.
    static func summary(_ report: ScenarioReport) -> String {
        "\(report.passedCount) expectation(s) passed, \(report.failedCount) failed"
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
