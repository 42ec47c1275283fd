import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimFuzzing
@testable import GlanceSimScenarios

/// The fuzzer: a short deterministic pass against the built `glancesim`, its parts, and the replay of every
/// minimised failure kept under `Fixtures/fuzz-regressions/`.
@Suite(.serialized) struct FuzzTests {
    /// The package root (this file is `Tests/GlanceSimCLITests/FuzzTests.swift`).
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The `glancesim` built with the tests: beside the test bundle, or in `.build/debug`.
    static func executable() throws -> String {
        let besideTests = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/glancesim"
        let candidates = [besideTests, root + "/.build/debug/glancesim"]
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
            "build the glancesim executable first (swift build)")
    }

    private func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appending(path: "glancesim-fuzz-test-\(name)-\(getpid())").path
    }

    /// The short pass of the test suite: every format (16 cases each), a fixed seed, well under a minute.
    @Test func shortPassFindsNoCrashHangUnlocatedErrorOrDamagedState() throws {
        let work = scratch("short")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let configuration = FuzzCampaign.Configuration(
            cases: 192, seed: 1, timeout: 20, jobs: 2,
            seedRoots: [Self.root + "/Manifests", Self.root + "/Tests/GlanceSimFormatsTests/Fixtures"],
            executable: try Self.executable(), workDirectory: work)
        let report = try FuzzCampaign(configuration).run()
        #expect(report.results.count == 192)
        for format in FuzzFormat.allCases {
            #expect(report.results.contains { $0.format == format }, "no \(format) cases")
        }
        #expect(report.failures.map { "\($0.outcome.rawValue) \($0.format.rawValue): \($0.detail)" } == [])
        #expect(report.count(.located) > 0 && report.count(.ok) > 0)
    }

    @Test func theSameSeedGivesTheSameCasesAndOutcomes() throws {
        let first = scratch("same-1")
        let second = scratch("same-2")
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        var configuration = FuzzCampaign.Configuration(
            cases: 12, seed: 7, timeout: 20, jobs: 2, formats: [.scenario, .behavior],
            seedRoots: [Self.root + "/Manifests"],
            executable: try Self.executable(), workDirectory: first)
        let one = try FuzzCampaign(configuration).run().results
        configuration.workDirectory = second
        configuration.jobs = 1
        let two = try FuzzCampaign(configuration).run().results
        #expect(one.map(\.outcome) == two.map(\.outcome))
        #expect(one.map(\.seedFile) == two.map(\.seedFile))
    }

    @Test func mutationsDependOnlyOnTheSeedAndTheCase() {
        let seed = Array("advance 3s\nset battery 50\n".utf8)
        var a = SplitMix64(seed: SplitMix64.seed(3, run: 11))
        var b = SplitMix64(seed: SplitMix64.seed(3, run: 11))
        var c = SplitMix64(seed: SplitMix64.seed(3, run: 12))
        let first = FuzzMutator.mutate(seed, format: .scenario, random: &a)
        #expect(first == FuzzMutator.mutate(seed, format: .scenario, random: &b))
        #expect(first != FuzzMutator.mutate(seed, format: .scenario, random: &c))
    }

    @Test func classifierAcceptsOnlyErrorsThatPointIntoTheirFile() throws {
        let folder = scratch("classify")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("advance 3s\nadvance 9x\n".utf8).write(to: URL(filePath: folder + "/s.scenario"))
        func outcome(_ ending: ChildProcess.Ending, _ stderr: String) -> FuzzOutcome {
            FuzzClassifier.classify(ending, stderr: stderr, directory: folder)
        }
        #expect(outcome(.exited(65), "s.scenario:2:9: error: bad\n") == .located)
        #expect(outcome(.exited(65), "s.scenario:2:11: error: missing at the end of the line\n") == .located)
        #expect(outcome(.exited(65), "s.scenario:3:1: error: at the end of the file\n") == .located)
        #expect(outcome(.exited(65), "s.scenario:2:12: error: past the end of the line\n") == .unlocated)
        #expect(outcome(.exited(65), "s.scenario:4:1: error: past the last line\n") == .unlocated)
        #expect(outcome(.exited(65), "s.scenario:0:1: error: line zero\n") == .unlocated)
        #expect(outcome(.exited(65), "error: no position\n") == .unlocated)
        #expect(outcome(.exited(65), "other.scenario:1:1: error: no such file\n") == .unlocated)
        #expect(outcome(.exited(65), "<step 2>:1:9: error: a command-line step\n") == .located)
        try Data("<a>\r\r<b/>\r</a>".utf8).write(to: URL(filePath: folder + "/cr.xml"))
        #expect(outcome(.exited(65), "cr.xml:3:5: error: lines end at CR in XML\n") == .located)
        #expect(outcome(.exited(65), "cr.xml:5:1: error: past the last line\n") == .unlocated)
        #expect(
            outcome(
                .exited(65),
                "s.scenario:1:1: warning: cannot work out 'x' from 'other.xml:9:9: error: quoted'\n"
                    + "s.scenario:2:9: error: the real one\n") == .located)
        #expect(outcome(.exited(1), "") == .ok)
        #expect(outcome(.exited(70), "error: internal\n") == .crash)
        #expect(outcome(.signaled(4), "") == .crash)
        #expect(outcome(.timedOut, "") == .hang)
    }

    /// A duration mutated to a valid but long run (`2147483648s` is 68 years of ticks) would take minutes and be
    /// taken for a hang; duration digits only become tiny, malformed or past-the-horizon numbers.
    @Test func durationMutationsAreNeverLongButValidRuns() {
        for number in FuzzMutator.durationNumbers {
            for unit in ["ms", "s", "m", "h", "d"] {
                if let duration = try? DurationSyntax.parse(Substring(number + unit)) {
                    #expect(duration <= .days(1), "\(number)\(unit)")
                }
            }
        }
    }

    @Test func deltaDebuggingKeepsOnlyWhatTheFailureNeeds() {
        let input = Array("keep\nnoise one\nnoise two\nBOOM here\nnoise three\n".utf8)
        var runs = 0
        let minimal = DeltaDebugging.minimise(input, budget: 500) { candidate in
            runs += 1
            return String(decoding: candidate, as: UTF8.self).contains("BOOM")
        }
        #expect(String(decoding: minimal, as: UTF8.self) == "BOOM")
        #expect(runs <= 500)
    }

    /// Every minimised failure the fuzzer (or the issue) found now ends cleanly: ok or a located error.
    @Test func everyRegressionFixtureEndsCleanly() throws {
        let regressions = Self.root + "/Tests/GlanceSimCLITests/Fixtures/fuzz-regressions"
        let names = try FileManager.default.contentsOfDirectory(atPath: regressions).sorted()
        #expect(!names.isEmpty)
        let executable = try Self.executable()
        for name in names {
            let work = scratch("regression-\(name)")
            defer { try? FileManager.default.removeItem(atPath: work) }
            let verdict = try RegressionFixture.replay(
                regressions + "/" + name, root: Self.root, executable: executable, scratch: work)
            #expect(!verdict.outcome.isFailure, "\(name): \(verdict.outcome.rawValue) \(verdict.detail)")
        }
    }

    @Test func fuzzCommandPrintsASummaryTableByFormatAndOutcome() throws {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(
            [
                "fuzz", "--cases", "6", "--seed", "1", "--jobs", "1", "--seeds", Self.root + "/Manifests",
                "--executable", try Self.executable(),
            ], output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        #expect(status == .success, "\(err)")
        let lines = out.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix("format    cases  ok  located  crash  slow  hang  unlocated  damaged-state") == true)
        #expect(lines.contains { $0.hasPrefix("total") })
    }

    @Test func fuzzCommandRejectsBadOptionsWithUsageStatus() {
        var err = ""
        let status = CommandLineTool.run(
            ["fuzz", "--cases", "0"], output: CommandOutput(stdout: { _ in }, stderr: { err += $0 }))
        #expect(status == .usage)
        #expect(err.hasPrefix("error: '0' for '--cases' must be a count from 1 to 10000000"))
        let format = CommandLineTool.run(
            ["fuzz", "--format", "senario"], output: CommandOutput(stdout: { _ in }, stderr: { err = $0 }))
        #expect(format == .usage)
    }
}
