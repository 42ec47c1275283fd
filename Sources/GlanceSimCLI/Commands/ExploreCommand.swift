import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import Synchronization

/// `glancesim explore APP`: random device histories checked against invariants; each broken one is shrunk to a
/// short scenario (see the DocC article Explore.md).
struct ExploreCommand {
    static let abstract = "Run random device histories of an app and shrink each broken invariant to a short scenario."

    static let options = OptionTable(
        "explore", "<app>",
        options: [
            CommandOption(
                "--invariants", value: "<file>",
                "More invariants, one per line: 'max content age <duration> [when screen on|network up for "
                    + "<duration>]', 'max data age <key> <duration> [when …]', 'work <unique name> while widgets [of "
                    + "<provider>]', 'max process starts <n> per <duration>', or 'no builtin'; without it, "
                    + "<app>/explore.invariants when the app folder has one"),
            .count("--runs", in: 1...1_000_000, default: 200, "How many histories"),
            CommandOption("--span", value: "<duration>", "Virtual time per history, up to 3650d (default 1d)"),
            CommandOption("--seed", value: "<n>", "The seed, a whole number (default 1)"),
            CommandOption("--no-builtin", "Check only the given invariants"),
            .count(
                "--jobs", in: 1...256, default: nil,
                "Cores to run on (default all; the result does not depend on it)"),
            CommandOption(
                "--shard", value: "<k>/<n>",
                "Run only the k-th of n equal parts of the runs, and (with -o) write <dir>/shard-<k>-of-<n>.json; "
                    + "'explore merge' of all n prints what one run would"),
            CommandOption(
                "-o", alias: "--output", value: "<dir>",
                "Write each shrunk scenario as <dir>/explore-<n>.scenario, with its timeline report "
                    + "<dir>/explore-<n>.html"),
            CommandOption(
                "--update-to", value: "<app2>",
                "The app's next version (a folder of the same package): the histories' package-update move installs "
                    + "it over the app, as 'install <app2>' does; without it the move installs <app> again"),
        ] + AppOptions.options)
    /// `explore merge`.
    static let mergeOptions = OptionTable(
        "explore merge", "<shard.json>...",
        options: [CommandOption("-o", alias: "--output", value: "<dir>", "Where explore -o would write")])

    static let usage = OptionTable.usage(
        [options, mergeOptions],
        description: """
            \(abstract)
            Each history adds and removes widgets, kills the process, reboots, changes the network, screen, charging,
            idle and time zone, and lets time pass, from a seeded generator: the same seed gives the same histories.
            Built-in invariants: \(builtInNames).
            On a terminal, a progress line on standard error shows the histories run, the rate and the invariants
            broken so far; Ctrl-C stops the exploration (exit status 130).
            Exit status 1 if an invariant broke, 0 if none did, 65 for an invalid app or invariants file.
            """,
        options: options)

    static let builtInNames = Invariant.builtIn.map { $0.name }.joined(separator: ", ")

    var exploration: Exploration
    var invariantsFile: String?
    var folder: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var shard: (index: Int, count: Int)?
    /// `explore merge`: the shard files.
    var merging: [String]?

    static func parse(_ arguments: [String]) throws -> ExploreCommand {
        if arguments.first == "merge" { return try parseMerge(Array(arguments.dropFirst())) }
        let parsed = try options.parse(arguments, usage: usage)
        guard parsed.positionals.count <= 1 else { throw UsageError(message: "give one app folder", usage: usage) }
        let app = parsed.positionals.first
        let runs = try parsed.count("--runs")
        let span = try parsed.duration("--span", in: .milliseconds(1)...SimDuration.days(3650), default: .days(1))
        let seed = try parsed.seed("--seed", default: 1)
        let jobs = try parsed.countIfGiven("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        var shard: (index: Int, count: Int)?
        if let text = parsed.string("--shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let k = parts[0], let n = parts[1], (1...10_000).contains(n), (1...n).contains(k)
            else {
                throw UsageError(message: "'--shard' takes k/n with 1 ≤ k ≤ n, like 2/8, not '\(text)'", usage: usage)
            }
            shard = (k, n)
        }
        let builtIn = !parsed.flag("--no-builtin")
        let invariants = parsed.string("--invariants")
        let folder = parsed.string("-o")
        let updateTo = parsed.string("--update-to")
        let appOptions = try AppOptions.loaderOptions(parsed)
        guard let app else { throw UsageError(message: "give an app folder", usage: usage) }
        var exploration = Exploration(app: app)
        exploration.runs = runs
        exploration.span = span
        exploration.seed = seed
        exploration.includeBuiltIn = builtIn
        exploration.appOptions = appOptions
        exploration.updateTo = updateTo
        return ExploreCommand(
            exploration: exploration, invariantsFile: invariants, folder: folder, jobs: jobs, shard: shard)
    }

    private static func parseMerge(_ arguments: [String]) throws -> ExploreCommand {
        let parsed = try mergeOptions.parse(arguments, usage: usage)
        let files = parsed.positionals
        let folder = parsed.string("-o")
        guard !files.isEmpty else { throw UsageError(message: "give the shard files to merge", usage: usage) }
        return ExploreCommand(exploration: Exploration(app: ""), folder: folder, merging: files)
    }

    func run(output: CommandOutput) -> CommandStatus {
        if let merging { return merge(merging, output: output) }
        var exploration = self.exploration
        do throws(FormatError) {
            if let invariantsFile = invariantsFile ?? InvariantFile.besideApp(exploration.app) {
                if self.invariantsFile == nil { output.errorLine("explore: invariants from \(invariantsFile)") }
                let file = try InvariantFile.load(invariantsFile)
                exploration.invariants += file.invariants
                if !file.includeBuiltIn { exploration.includeBuiltIn = false }
            }
            var runs = 0..<exploration.runs
            if let shard {
                runs = exploration.runs * (shard.index - 1) / shard.count..<exploration.runs * shard.index / shard.count
            }
            let progress = output.terminal.map { ExploreProgress(terminal: $0, total: runs.count) }
            let isInterrupted = output.isInterrupted
            let failures = try Self.run(exploration, runs: runs, jobs: jobs) { run, broke in
                progress?.note(run: run, broke: broke)
                return !isInterrupted()
            }
            progress?.clear()
            if isInterrupted() {
                output.errorLine("explore: interrupted; nothing is reported for a partial exploration")
                return .interrupted
            }
            let result = ShardResult(
                runs: exploration.runs, spanMilliseconds: exploration.span.milliseconds, seed: exploration.seed,
                invariantCount: exploration.checked.count, shard: shard.map { [$0.index, $0.count] },
                failures: failures.map(ShardResult.Failure.init))
            if let shard, let folder {
                let path = (folder as NSString).appendingPathComponent("shard-\(shard.index)-of-\(shard.count).json")
                guard write(result.json, to: path, in: folder, output: output) else { return .cannotCreate }
            }
            return report(result, output: output)
        } catch {
            return DiagnosticPrinter.report(error, output: output)
        }
    }

    /// Prints a result as one run prints it, writing the shrunk scenarios into `-o`'s folder.
    private func report(_ result: ShardResult, output: CommandOutput) -> CommandStatus {
        let span = SimDuration.milliseconds(result.spanMilliseconds)
        var heading = "explored \(result.runs) histories of \(span) (seed \(result.seed))"
        if let shard = result.shard { heading += ", shard \(shard[0])/\(shard[1])" }
        let broken = result.failures.isEmpty ? "none broken" : "\(result.failures.count) broken"
        output.line(heading + ", \(result.invariantCount) invariant(s): " + broken)
        for (index, failure) in result.failures.enumerated() {
            output.line("")
            let explored = failure.exploreFailure(seed: result.seed)
            output.write(explored.scenarioText)
            if let folder {
                let path = (folder as NSString).appendingPathComponent("explore-\(index + 1).scenario")
                let text = explored.scenarioText(relativeTo: folder)
                guard write(text, to: path, in: folder, output: output) else { return .cannotCreate }
                // The shrunk run's timeline report beside it: what the widget showed, step by step.
                let report = (folder as NSString).appendingPathComponent("explore-\(index + 1).html")
                let quiet = CommandOutput(stdout: { _ in }, stderr: { output.writeError($0) })
                if case (let reported?, _) = ReportCommand.record(path, output: quiet, listener: nil, traceSink: nil) {
                    do {
                        try ReportCommand.write([reported], title: path, to: report)
                    } catch {
                        output.errorLine("\(report): error: cannot write the report: \(error)")
                        return .cannotCreate
                    }
                }
                output.line("(written to \(path), its report to \(report))")
            }
        }
        return result.failures.isEmpty ? .success : .expectationFailed
    }

    private func write(_ text: String, to path: String, in folder: String, output: CommandOutput) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return true
        } catch {
            output.errorLine("\(path): error: cannot write it: \(error.localizedDescription)")
            return false
        }
    }

    /// `explore merge`: the shards' failures combined into what one run over all of them reports.
    private func merge(_ files: [String], output: CommandOutput) -> CommandStatus {
        var shards: [ShardResult] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                output.errorLine("\(file): error: cannot read the shard file")
                return .noInput
            }
            guard let shard = try? JSONDecoder().decode(ShardResult.self, from: data), let part = shard.shard else {
                output.errorLine("\(file): error: not a shard file written by 'glancesim explore --shard k/n -o DIR'")
                return .dataError
            }
            if let first = shards.first,
                first.runs != shard.runs || first.seed != shard.seed || first.spanMilliseconds != shard.spanMilliseconds
                    || first.invariantCount != shard.invariantCount || first.shard?[1] != part[1]
            {
                output.errorLine("\(file): error: this shard is of another exploration than \(files[0])")
                return .dataError
            }
            if shards.contains(where: { $0.shard?[0] == part[0] }) {
                output.errorLine("\(file): error: shard \(part[0])/\(part[1]) is given twice")
                return .dataError
            }
            shards.append(shard)
        }
        let count = shards[0].shard![1]
        guard shards.count == count else {
            let missing = (1...count).filter { k in !shards.contains { $0.shard?[0] == k } }
            output.errorLine("error: shards \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing")
            return .dataError
        }
        let merged = Exploration.merge(shards.map { $0.failures.map { $0.exploreFailure(seed: shards[0].seed) } })
        var result = shards[0]
        result.shard = nil
        result.failures = merged.map(ShardResult.Failure.init)
        return report(result, output: output)
    }

    /// Runs the exploration's histories in `jobs` contiguous parts at once and merges them: the same failures
    /// as one serial run, since each run's history depends only on the seed and its index.
    static func run(
        _ exploration: Exploration, runs: Range<Int>, jobs: Int,
        afterEachRun: (@Sendable (_ run: Int, _ broke: String?) -> Bool)? = nil
    ) throws(FormatError) -> [ExploreFailure] {
        let parts = max(1, min(jobs, runs.count))
        guard parts > 1 else { return try exploration.run(runsIn: runs, afterEachRun: afterEachRun) }
        let results = Mutex([Result<[ExploreFailure], FormatError>?](repeating: nil, count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let lower = runs.lowerBound + runs.count * part / parts
            let upper = runs.lowerBound + runs.count * (part + 1) / parts
            let result = Result { () throws(FormatError) in
                try exploration.run(runsIn: lower..<upper, afterEachRun: afterEachRun)
            }
            results.withLock { $0[part] = result }
        }
        var found: [[ExploreFailure]] = []
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let failures): found.append(failures)
            case .failure(let error): throw error
            case nil: break
            }
        }
        return Exploration.merge(found)
    }
}

/// What one exploration (or one shard of it) found, as `--shard … -o DIR` writes it for `explore merge`.
struct ShardResult: Codable {
    struct Failure: Codable {
        var run: Int
        var invariant: String
        var message: String
        var steps: [String]
        var originalStepCount: Int
        var invariantStep: String?
        /// ``ExploreFailure/unsureWaits``; absent when empty (and in shard files written before it).
        var unsureWaits: [Int]?

        init(_ failure: ExploreFailure) {
            run = failure.run
            invariant = failure.invariant
            message = failure.message
            steps = failure.steps
            originalStepCount = failure.originalStepCount
            invariantStep = failure.invariantStep
            unsureWaits = failure.unsureWaits.isEmpty ? nil : failure.unsureWaits
        }

        func exploreFailure(seed: UInt64) -> ExploreFailure {
            ExploreFailure(
                run: run, seed: seed, invariant: invariant, message: message, steps: steps,
                originalStepCount: originalStepCount, invariantStep: invariantStep, unsureWaits: unsureWaits ?? [])
        }
    }

    var runs: Int
    var spanMilliseconds: Int64
    var seed: UInt64
    var invariantCount: Int
    /// `[k, n]` for shard k of n; `nil` for a whole exploration.
    var shard: [Int]?
    var failures: [Failure]

    /// Deterministic JSON (sorted keys).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? String(decoding: encoder.encode(self), as: UTF8.self)).map { $0 + "\n" } ?? "{}\n"
    }
}
