import Foundation
import GlanceSimFormats
import GlanceSimFuzzing
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim fuzz`: the seeded mutation fuzzer, run against this very executable.
struct FuzzCommand {
    static let abstract = "Fuzz every input format with seeded mutations and report crashes, hangs and bad errors."

    static let options = OptionTable(
        "fuzz",
        options: [
            .count(
                "--cases", in: 1...10_000_000, default: FuzzCampaign.Configuration.defaultCases, "How many cases"),
            CommandOption("--seed", value: "<n>", "The campaign's seed, a whole number (default 1)"),
            .count("--jobs", in: 1...256, default: nil, "Cases run in parallel (default the number of processors)"),
            .count(
                "--timeout", value: "<seconds>", in: 1...3_600, default: FuzzCampaign.Configuration.defaultTimeout,
                "A case running longer is a hang"),
            CommandOption(
                "--format", value: "<name>",
                "Only this format (\(FuzzFormat.allCases.map(\.rawValue).joined(separator: ", "))); repeatable",
                synopsis: .repeatable),
            CommandOption(
                "--seeds", value: "<dir>",
                "A folder of app folders to take seeds from; repeatable (default Manifests and the test fixtures "
                    + "under Tests/, those that exist)",
                synopsis: .repeatable),
            CommandOption(
                "--regressions", value: "<dir>", "Minimise each failure and write it there as a regression fixture"),
            CommandOption("--executable", value: "<path>", "The glancesim to run (default this one)"),
            CommandOption("--show-starts", "List the cases whose error is at 1:1 (counted in the last column)"),
            .count(
                "--case", in: 0...10_000_000, default: nil,
                "Run only case n of the campaign and keep its folder, to look at it"),
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            Each case mutates a seed (the app folders under --seeds: manifests, provider and values XML, behaviour
            files, Android and iOS scenarios, compare scripts, invariants files, Gradle build files, Kotlin and Java
            sources, and the manifests and snapshots of state folders saved from the scenarios), runs glancesim on it
            as child processes (validate, lint, init, replay, compare, explore, work, step), and classifies it: ok, located (a clean
            'path:line:column: error:'), crash, slow (finished only with six times the timeout), hang, unlocated (an
            error without a usable position) or damaged-state (a state folder that stopped loading). Slow cases and
            failures are listed with their case number. The same seed gives the same cases. Exit status 1 if any case
            failed.
            """,
        options: options)

    var configuration: FuzzCampaign.Configuration
    /// Whether to list the cases whose located error is at 1:1 (`--show-starts`).
    var showStarts = false

    static func parse(_ arguments: [String]) throws -> FuzzCommand {
        let parsed = try options.parse(arguments, usage: usage)
        if let extra = parsed.positionals.first {
            throw UsageError(message: "'fuzz' takes no file or word, found '\(extra)'", usage: usage)
        }
        let executable = URL(filePath: CommandLine.arguments.first ?? "glancesim").standardizedFileURL.path
        var configuration = FuzzCampaign.Configuration(
            jobs: try parsed.countIfGiven("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount,
            executable: parsed.string("--executable") ?? executable, workDirectory: "")
        configuration.cases = try parsed.count("--cases")
        configuration.seed = try parsed.seed("--seed", default: configuration.seed)
        configuration.timeout = Double(try parsed.count("--timeout"))
        configuration.regressions = parsed.string("--regressions")
        configuration.onlyCase = try parsed.countIfGiven("--case")
        var formats: [FuzzFormat] = []
        for name in parsed.strings("--format") {
            guard let format = FuzzFormat(rawValue: name) else {
                let names = FuzzFormat.allCases.map(\.rawValue)
                throw UsageError(
                    message: "unknown format '\(name)'\(EditDistanceHint.text(for: name, among: names))", usage: usage)
            }
            formats.append(format)
        }
        if !formats.isEmpty { configuration.formats = FuzzFormat.allCases.filter(formats.contains) }
        let roots = parsed.strings("--seeds")
        if !roots.isEmpty { configuration.seedRoots = roots }
        return FuzzCommand(configuration: configuration, showStarts: parsed.flag("--show-starts"))
    }

    func run(output: CommandOutput) -> CommandStatus {
        var configuration = configuration
        let work = FileManager.default.temporaryDirectory.appending(
            path: "glancesim-fuzz-\(configuration.seed)-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        configuration.workDirectory = work
        defer { if configuration.onlyCase == nil { try? FileManager.default.removeItem(atPath: work) } }
        guard FileManager.default.isExecutableFile(atPath: configuration.executable) else {
            output.errorLine(
                "error: cannot run '\(configuration.executable)'; give the glancesim to fuzz with --executable")
            return .noInput
        }
        do {
            let report = try FuzzCampaign(configuration).run()
            output.line(FuzzSummary.table(report, formats: configuration.formats))
            if let only = configuration.onlyCase, let result = report.results.first {
                output.line("case \(only): \(result.outcome.rawValue): \(result.detail)")
                output.line("    kept in \(work)/case-\(only)")
            }
            for result in report.results where result.atFileStart && showStarts {
                output.line("at 1:1: case \(result.index) (\(result.format.rawValue)): \(result.detail)")
            }
            for slow in report.results where slow.outcome == .slow {
                output.line("slow: case \(slow.index) (\(slow.format.rawValue), seed \(slow.seedFile)): \(slow.detail)")
            }
            for failure in report.failures {
                output.line(
                    "\(failure.outcome.rawValue): case \(failure.index) (\(failure.format.rawValue), seed "
                        + "\(failure.seedFile)): \(failure.detail)")
                if let fixture = report.fixtures[failure.index] { output.line("    minimised: \(fixture)") }
            }
            return report.failures.isEmpty ? .success : .expectationFailed
        } catch {
            output.errorLine("error: \(error)")
            return .noInput
        }
    }
}

/// The summary table: one row per format, one column per outcome, and a total row.
enum FuzzSummary {
    static func table(_ report: FuzzCampaign.Report, formats: [FuzzFormat]) -> String {
        let outcomes = FuzzOutcome.allCases
        var rows = [["format", "cases"] + outcomes.map(\.rawValue) + ["located at 1:1"]]
        for format in formats {
            let results = report.results.filter { $0.format == format }
            guard !results.isEmpty else { continue }
            rows.append(
                [format.rawValue, String(results.count)] + outcomes.map { String(report.count($0, format: format)) }
                    + [String(results.filter(\.atFileStart).count)])
        }
        rows.append(
            ["total", String(report.results.count)] + outcomes.map { String(report.count($0)) }
                + [String(report.results.filter(\.atFileStart).count)])
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0
                    ? cell + String(repeating: " ", count: widths[column] - cell.count)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
