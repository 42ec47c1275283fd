import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim report SCENARIO… -o report.html`: runs scenarios and writes one self-contained HTML timeline of
/// them (see the DocC article TimelineReport.md).
struct ReportCommand {
    static let abstract = "Run scenarios and write one HTML timeline report of them (open it in a browser)."

    static let options = OptionTable(
        "report", "<file>...",
        options: [
            CommandOption(
                "-o", alias: "--output", value: "<report.html>",
                "The HTML file to write (replaced whole, never half-written)", synopsis: .required)
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            Lanes for the device's conditions, each app's process, broadcasts, alarms, each work item and each widget
            (with pictures of what it showed), expectations marked at their step; zoom, pan, details on click.
            iOS scenarios ('platform ios') and compare files ('compare') are reported too, a compare file with both
            platforms on one time axis; their lanes are listed in the docs, TimelineReport.md.
            Exit status 1 if an expectation failed (the report is still written), 65 for an invalid script or app
            folder, 66 for a missing file, 73 if the report cannot be written.
            """,
        options: options)

    var files: [String] = []
    var output: String = ""

    static func parse(_ arguments: [String]) throws -> ReportCommand {
        let parsed = try options.parse(arguments, usage: usage)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(message: "give at least one scenario file", usage: usage)
        }
        guard let out = parsed.string("-o") else {
            throw UsageError(message: "'-o <report.html>' is required", usage: usage)
        }
        return ReportCommand(files: parsed.positionals, output: out)
    }

    func run(output out: CommandOutput) -> CommandStatus {
        var scenarios: [ReportedScenario] = []
        var status = CommandStatus.success
        for file in files {
            let (scenario, fileStatus) = Self.record(file, output: out, listener: nil, traceSink: nil)
            if let scenario { scenarios.append(scenario) }
            status = fileStatus == .success ? status : (status == .success ? fileStatus : status)
            if let scenario {
                let passed = scenario.steps.filter { $0.verdict?.passed == true }.count
                let failed = scenario.steps.filter { $0.verdict?.passed == false }.count
                out.line("\(file): \(passed) expectation(s) passed, \(failed) failed")
            }
        }
        guard !scenarios.isEmpty else { return status }
        do {
            try Self.write(scenarios, title: files.count == 1 ? files[0] : "\(files.count) scenarios", to: output)
        } catch {
            out.errorLine("\(output): error: cannot write the report: \(error)")
            return .cannotCreate
        }
        out.line("wrote \(output)")
        return status
    }

    /// Runs one file with recorders on it: an Android scenario, an iOS scenario (`platform ios`) or a compare
    /// file (`compare`). A script that fails to run still gives the part that ran (with its error), unless it
    /// could not start at all.
    static func record(
        _ file: String, output: CommandOutput, listener: (any ScenarioListener)?, traceSink: (any TraceSink)?
    ) -> (ReportedScenario?, CommandStatus) {
        if let data = FileManager.default.contents(atPath: file), let text = String(validating: data, as: UTF8.self) {
            if IOSScenario.isIOS(text) {
                // Only the diagnostics are printed: the command prints each file's summary itself.
                let silent = CommandOutput(stdout: { _ in }, stderr: { output.writeError($0) })
                let (status, reported) = IOSReplay.replay(
                    file, quiet: true, spool: nil, recording: true, output: silent)
                return (reported, status)
            }
            if PlatformComparison.isComparison(text) {
                let run = ComparisonReport.record(file)
                if let error = run.error { return (run.reported, DiagnosticPrinter.report(error, output: output)) }
                return (run.reported, run.expectationFailed ? .expectationFailed : .success)
            }
        }
        let recorder = ReportRecorder(downstream: listener)
        let session: ScenarioSession
        do {
            let sinks = recorder.sinks + (traceSink.map { [$0] } ?? [])
            session = try ScenarioSession(traceMode: .streaming(TraceFanOut(sinks)), savable: false)
        } catch {
            return (nil, DiagnosticPrinter.report(error, output: output))
        }
        recorder.attach(to: session.runner)
        do {
            let report = try session.run(script: file)
            return (recorder.reported(name: file, error: nil), report.failedCount > 0 ? .expectationFailed : .success)
        } catch {
            let status = DiagnosticPrinter.report(error, output: output)
            if recorder.steps.isEmpty { return (nil, status) }
            return (recorder.reported(name: file, error: error.description), status)
        }
    }

    /// Writes the report beside `path` and renames it onto `path`.
    static func write(_ scenarios: [ReportedScenario], title: String, to path: String) throws {
        let html = TimelineReportPage.html(
            title: "GlanceSim report: \(title)", data: TimelineReportData.json(scenarios))
        try html.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
