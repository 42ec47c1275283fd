import Foundation
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim fuzz`: the seeded mutation fuzzer, run against this very executable.
struct FuzzCommand {
    static let abstract = "Fuzz every input format with seeded mutations and report crashes, hangs and bad errors."

    static let usage = """
        USAGE: glancesim fuzz [--cases <n>] [--seed <n>] [--jobs <n>] [--timeout <seconds>] [--format <name>]...
                              [--seeds <dir>]... [--regressions <dir>] [--executable <path>]

        \(abstract)
        Each case mutates a seed (the app folders under --seeds: manifests, provider and values XML, behaviour
        files, Android and iOS scenarios, compare scripts, invariants files, Gradle build files, Kotlin and Java
        sources, and the manifests and snapshots of state folders saved from the scenarios), runs glancesim on it
        as child processes (validate, lint, init, replay, compare, explore, work, step), and classifies it: ok, located (a clean
        'path:line:column: error:'), crash, slow (finished only with six times the timeout), hang, unlocated (an
        error without a usable position) or damaged-state (a state folder that stopped loading). Slow cases and
        failures are listed with their case number. The same seed gives the same cases. Exit status 1 if any case
        failed.

        OPTIONS:
          --cases <n>          How many cases (default 1000)
          --seed <n>           The campaign's seed (default 1)
          --jobs <n>           Cases run in parallel (default: the number of processors)
          --timeout <seconds>  A case running longer is a hang (default 10)
          --format <name>      Only this format (scenario, ios, compare, invariants, manifest, provider, values,
                               behavior, build, state, snapshot, kotlin); repeatable
          --seeds <dir>        A folder of app folders to take seeds from; repeatable (default: Manifests and
                               the test fixtures under Tests/, those that exist)
          --regressions <dir>  Minimise each failure and write it there as a regression fixture
          --executable <path>  The glancesim to run (default: this one)
          --show-starts        List the cases whose error is at 1:1 (counted in the last column)
          --case <n>           Run only case n of the campaign and keep its folder, to look at it
          --help               Show this help.
        """

    var configuration: FuzzCampaign.Configuration
    /// Whether to list the cases whose located error is at 1:1 (`--show-starts`).
    var showStarts = false

    static func parse(_ arguments: [String]) throws -> FuzzCommand {
        let executable = URL(filePath: CommandLine.arguments.first ?? "glancesim").standardizedFileURL.path
        var configuration = FuzzCampaign.Configuration(
            jobs: ProcessInfo.processInfo.activeProcessorCount, executable: executable, workDirectory: "")
        var formats: [FuzzFormat] = []
        var roots: [String] = []
        var showStarts = false
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            switch argument {
            case "--help", "-h": throw HelpRequest()
            case "--cases": configuration.cases = try cursor.integer(for: argument, in: 1...10_000_000)
            case "--seed": configuration.seed = UInt64(try cursor.integer(for: argument, in: 0...Int.max))
            case "--jobs": configuration.jobs = try cursor.integer(for: argument, in: 1...256)
            case "--timeout": configuration.timeout = Double(try cursor.integer(for: argument, in: 1...3_600))
            case "--format":
                let name = try cursor.value(for: argument)
                guard let format = FuzzFormat(rawValue: name) else {
                    let names = FuzzFormat.allCases.map(\.rawValue)
                    throw UsageError(
                        message: "unknown format '\(name)'\(EditDistanceHint.text(for: name, among: names))",
                        usage: usage)
                }
                formats.append(format)
            case "--seeds": roots.append(try cursor.value(for: argument))
            case "--regressions": configuration.regressions = try cursor.value(for: argument)
            case "--executable": configuration.executable = try cursor.value(for: argument)
            case "--show-starts": showStarts = true
            case "--case": configuration.onlyCase = try cursor.integer(for: argument, in: 0...Int.max)
            default:
                throw cursor.unknownOption(
                    argument,
                    known: [
                        "--cases", "--seed", "--jobs", "--timeout", "--format", "--seeds", "--regressions",
                        "--executable", "--show-starts", "--case", "--help",
                    ])
            }
        }
        if !formats.isEmpty { configuration.formats = FuzzFormat.allCases.filter(formats.contains) }
        if !roots.isEmpty { configuration.seedRoots = roots }
        return FuzzCommand(configuration: configuration, showStarts: showStarts)
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
