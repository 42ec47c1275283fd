import Foundation
import GlanceSimScenarios

/// A fuzz campaign: `cases` mutations of the corpus's seeds, formats taken in turn, each run as child processes
/// of the `glancesim` executable and classified; failures are minimised and written as regression fixtures.
///
/// Case `i` depends only on the seed and `i` (its own ``SplitMix64``, seeded by ``SplitMix64/seed(_:run:)`` as
/// `explore` seeds a run), so campaigns repeat exactly and the order in which parallel workers finish does not
/// matter.
///
/// ```swift
/// let report = try FuzzCampaign(configuration).run()
/// print(report.count(.crash))
/// ```
package struct FuzzCampaign {
    /// What to run.
    package struct Configuration {
        /// How many cases a campaign runs unless told otherwise.
        package static let defaultCases = 1_000
        /// How long a case may run (seconds) unless told otherwise.
        package static let defaultTimeout = 10

        package var cases = defaultCases
        package var seed: UInt64 = 1
        package var timeout = Double(defaultTimeout)
        package var jobs = 2
        package var formats = FuzzFormat.allCases
        /// The folders seeds come from: the sample apps and the test fixtures (those that exist).
        package var seedRoots = [
            "Manifests", "Tests/GlanceSimCLITests/Fixtures", "Tests/GlanceSimFormatsTests/Fixtures",
        ]
        package var executable: String
        package var workDirectory: String
        /// Where minimised failures are written (none when `nil`).
        package var regressions: String?
        /// Runs only this case and keeps its folder (to look at one case).
        package var onlyCase: Int?
    }

    /// One case's result.
    package struct Result: Sendable {
        package var index: Int
        package var format: FuzzFormat
        package var seedFile: String
        package var outcome: FuzzOutcome
        package var detail: String
        package var atFileStart: Bool
    }

    /// The results of every case, in case order, and where each failure's minimised fixture went.
    package struct Report {
        package var results: [Result]
        package var fixtures: [Int: String] = [:]

        package func count(_ outcome: FuzzOutcome, format: FuzzFormat? = nil) -> Int {
            results.filter { $0.outcome == outcome && (format == nil || $0.format == format) }.count
        }
        package var failures: [Result] { results.filter(\.outcome.isFailure) }
    }

    let configuration: Configuration

    package init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Where the saved state folder of a scenario seed is kept.
    static func statePath(for seed: FuzzCorpus.Seed, in states: String) -> String {
        states + "/" + (seed.folder + "/" + seed.file).replacingOccurrences(of: "/", with: "_")
    }

    package func run() throws -> Report {
        let corpus = FuzzCorpus(roots: configuration.seedRoots.filter { FileManager.default.fileExists(atPath: $0) })
        let formats = configuration.formats.filter { !(corpus.seeds[$0] ?? []).isEmpty }
        guard !formats.isEmpty else { throw FuzzError("no seeds found under \(configuration.seedRoots)") }
        let child = ChildProcess(executable: configuration.executable, timeout: configuration.timeout)
        let states = configuration.workDirectory + "/states"
        for format in [FuzzFormat.state, .snapshot] where formats.contains(format) {
            try saveStates(corpus.seeds[format] ?? [], into: states, child: child)
        }
        if let only = configuration.onlyCase {
            return Report(results: [runCase(only, formats: formats, corpus: corpus, states: states, child: child)])
        }
        let results = ResultBox(count: configuration.cases)
        DispatchQueue.concurrentPerform(iterations: max(1, configuration.jobs)) { worker in
            while let index = results.claim() {
                results.store(runCase(index, formats: formats, corpus: corpus, states: states, child: child))
            }
            _ = worker
        }
        var report = Report(results: results.all)
        if let regressions = configuration.regressions {
            for failure in report.failures {
                report.fixtures[failure.index] = try minimise(
                    failure, formats: formats, corpus: corpus, states: states, child: child, into: regressions)
            }
        }
        return report
    }

    /// Replays each scenario seed once into a state folder the state cases start from.
    private func saveStates(_ seeds: [FuzzCorpus.Seed], into states: String, child: ChildProcess) throws {
        try FileManager.default.createDirectory(atPath: states, withIntermediateDirectories: true)
        for seed in seeds {
            let path = Self.statePath(for: seed, in: states)
            if FileManager.default.fileExists(atPath: path + "/glancesim-state.json") { continue }
            _ = child.run(["replay", "--quiet", "--state", path, seed.folder + "/" + seed.file], in: states)
        }
    }

    private func caseFor(_ index: Int, formats: [FuzzFormat], corpus: FuzzCorpus)
        -> (format: FuzzFormat, seed: FuzzCorpus.Seed, random: SplitMix64)
    {
        var random = SplitMix64(seed: SplitMix64.seed(configuration.seed, run: index))
        let format = formats[index % formats.count]
        return (format, random.pick(corpus.seeds[format]!), random)
    }

    private func seedBytes(_ format: FuzzFormat, _ seed: FuzzCorpus.Seed, states: String) -> [UInt8] {
        let path =
            switch format {
            case .state: Self.statePath(for: seed, in: states) + "/glancesim-state.json"
            case .snapshot: Self.statePath(for: seed, in: states) + "/snapshot.json"
            default: seed.folder + "/" + seed.file
            }
        return Array(FileManager.default.contents(atPath: path) ?? Data())
    }

    private func runCase(
        _ index: Int, formats: [FuzzFormat], corpus: FuzzCorpus, states: String, child: ChildProcess
    ) -> Result {
        var (format, seed, random) = caseFor(index, formats: formats, corpus: corpus)
        let mutated = FuzzMutator.mutate(seedBytes(format, seed, states: states), format: format, random: &random)
        let directory = configuration.workDirectory + "/case-\(index)"
        defer { if configuration.onlyCase == nil { try? FileManager.default.removeItem(atPath: directory) } }
        let verdict = run(format, seed, mutated, in: directory, states: states, child: child)
        return Result(
            index: index, format: format, seedFile: seed.file, outcome: verdict.outcome, detail: verdict.detail,
            atFileStart: verdict.atFileStart)
    }

    private func run(
        _ format: FuzzFormat, _ seed: FuzzCorpus.Seed, _ bytes: [UInt8], in directory: String, states: String,
        child: ChildProcess
    ) -> FuzzVerdict {
        do {
            let fuzzCase = try FuzzCase.prepare(
                format: format, seed: seed, bytes: bytes, directory: directory, states: states)
            let verdict = fuzzCase.run(child)
            guard verdict.outcome == .hang else { return verdict }
            // Run it again, from a fresh copy, with six times the time: a long simulation finishes, a hang does not.
            let patient = ChildProcess(executable: child.executable, timeout: child.timeout * 6)
            let again = try FuzzCase.prepare(
                format: format, seed: seed, bytes: bytes, directory: directory, states: states
            ).run(patient)
            guard again.outcome != .hang else { return again }
            return FuzzVerdict(outcome: .slow, detail: "finished in under \(Int(patient.timeout)) s: \(verdict.detail)")
        } catch {
            return FuzzVerdict(outcome: .ok, detail: "skipped: \(error)")
        }
    }

    /// Shrinks a failure's file while it fails the same way, and writes the case as a regression fixture.
    private func minimise(
        _ failure: Result, formats: [FuzzFormat], corpus: FuzzCorpus, states: String, child: ChildProcess,
        into regressions: String
    ) throws -> String {
        var (format, seed, random) = caseFor(failure.index, formats: formats, corpus: corpus)
        let mutated = FuzzMutator.mutate(seedBytes(format, seed, states: states), format: format, random: &random)
        let scratch = configuration.workDirectory + "/minimise-\(failure.index)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let budget = failure.outcome == .hang ? 12 : 200
        let minimal = DeltaDebugging.minimise(mutated, budget: budget) { candidate in
            run(format, seed, candidate, in: scratch, states: states, child: child).outcome == failure.outcome
        }
        let name = "\(format.rawValue)-seed\(configuration.seed)-case\(failure.index)"
        let fixture = regressions + "/" + name
        let fuzzCase = try FuzzCase.prepare(
            format: format, seed: seed, bytes: minimal, directory: fixture, states: states)
        try RegressionFixture.write(fuzzCase, outcome: failure.outcome, root: FileManager.default.currentDirectoryPath)
        return fixture
    }
}

/// The results being collected by parallel workers.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var results: [FuzzCampaign.Result?]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: FuzzCampaign.Result) {
        lock.withLock { results[result.index] = result }
    }

    var all: [FuzzCampaign.Result] { lock.withLock { results.compactMap { $0 } } }
}

/// A fuzzer setup problem (no seeds, no executable).
struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension FuzzCampaign.Configuration {
    /// The defaults, run by `executable` in `workDirectory` on `jobs` processes (in an extension, so that the
    /// memberwise initializer stays for the tests).
    package init(jobs: Int, executable: String, workDirectory: String) {
        self.jobs = jobs
        self.executable = executable
        self.workDirectory = workDirectory
    }
}
