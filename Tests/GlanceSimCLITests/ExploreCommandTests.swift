import Foundation
import Synchronization
import Testing

@testable import GlanceSimCLI

/// `glancesim explore`: exit statuses, reproducible output whatever the number of cores, bad options.
@Suite struct ExploreCommandTests {
    static let clock = GoldenTraces.packageRoot + "/Manifests/clock"

    /// An invariants file the clock breaks whenever its process is killed (its TIME_TICK receiver dies with it).
    static let fresh = ReplayCommandTests.fixtures + "/invariants/fresh.invariants"

    @Test func aBrokenInvariantExitsOneAndTheOutputDoesNotDependOnTheCores() {
        let arguments = ["explore", Self.clock, "--runs", "50", "--span", "6h", "--invariants", Self.fresh]
        let one = ReplayCommandTests.run(arguments + ["--jobs", "1"])
        let two = ReplayCommandTests.run(arguments + ["--jobs", "2"])
        #expect(one.status == .expectationFailed && one.stdout == two.stdout)
        #expect(one.stdout.hasPrefix("explored 50 histories of 6h (seed 1), 6 invariant(s): "))
        #expect(one.stdout.contains("invariant 'max-content-age 2m' broken"))
        // The app's folder relative to the current directory, where a scenario pasted from the output runs.
        #expect(!one.stdout.contains(Self.clock))
        let cwd = FileManager.default.currentDirectoryPath
        #expect(
            !Self.clock.hasPrefix(cwd + "/")
                || one.stdout.contains("\ninstall " + Self.clock.dropFirst(cwd.count + 1) + "\n"))
    }

    @Test func nothingBrokenExitsZero() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-explore-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "max content age 400d\nno builtin\n".write(toFile: folder + "/inv", atomically: true, encoding: .utf8)
        let result = ReplayCommandTests.run(
            ["explore", Self.clock, "--runs", "5", "--span", "1h", "--invariants", folder + "/inv"])
        #expect(result.status == .success)
        #expect(result.stdout == "explored 5 histories of 1h (seed 1), 1 invariant(s): none broken\n")
    }

    @Test func shardsMergeIntoExactlyWhatOneRunReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-shards-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["explore", Self.clock, "--runs", "60", "--span", "6h", "--invariants", Self.fresh]
        for k in 1...3 {
            let shard = ReplayCommandTests.run(arguments + ["--shard", "\(k)/3", "-o", folder + "/s\(k)"])
            #expect(shard.stdout.hasPrefix("explored 60 histories of 6h (seed 1), shard \(k)/3, "))
        }
        let files = (1...3).map { folder + "/s\($0)/shard-\($0)-of-3.json" }
        let merged = ReplayCommandTests.run(["explore", "merge"] + files.reversed())
        let single = ReplayCommandTests.run(arguments)
        #expect(merged.stdout == single.stdout && merged.status == single.status)
        let missing = ReplayCommandTests.run(["explore", "merge", files[0], files[2]])
        #expect(missing.status == .dataError && missing.stderr.contains("shards 2/3 are missing"))
        let twice = ReplayCommandTests.run(["explore", "merge", files[0], files[0], files[1]])
        #expect(twice.status == .dataError && twice.stderr.contains("is given twice"))
        #expect(ReplayCommandTests.run(["explore", "merge", Self.clock + "/behavior.json5"]).status == .dataError)
        #expect(ReplayCommandTests.run(arguments + ["--shard", "4/3"]).status == .usage)
    }

    @Test func badInputHasItsStatus() {
        #expect(ReplayCommandTests.run(["explore"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--runs", "0"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--span", "soon"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", "/no/such/app"]).status != .success)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--invariants", "/no/such/file"]).status == .noInput)
    }

    /// `--update-to APP2`: the package-update move installs the app's next version, and the shrunk scenario names
    /// it (relative to the current folder, as the app's); without it nothing is found; another package is an error.
    @Test func updateToInstallsTheNextVersion() {
        let fixtures = GoldenTraces.packageRoot + "/Tests/GlanceSimFormatsTests/Fixtures/explore-shrink"
        let arguments = ["explore", fixtures + "/sync-v1", "--runs", "30", "--jobs", "1"]
        let updating = ReplayCommandTests.run(arguments + ["--update-to", fixtures + "/sync-v2"])
        #expect(updating.status == .expectationFailed)
        #expect(updating.stdout.contains("invariant 'no-periodic-work-without-widgets' broken"))
        #expect(updating.stdout.contains("sync-v2\n"), "\(updating.stdout)")
        #expect(!updating.stdout.contains(fixtures))
        #expect(ReplayCommandTests.run(arguments).status == .success)
        let other = ReplayCommandTests.run(arguments + ["--update-to", Self.clock])
        #expect(other.status == .dataError && other.stderr.contains("not the app's 'com.example.syncagenda'"))
        #expect(ReplayCommandTests.run(arguments + ["--update-to"]).status == .usage)
        #expect(ExploreCommand.usage.contains("--update-to <app2>"))
    }

    @Test func progressLineCountsHistoriesTheRateAndTheBrokenInvariants() {
        #expect(
            ExploreProgress.line(done: 1_234, total: 2_000, broken: 1, elapsed: .seconds(2))
                == "explore: 1,234 of 2,000 histories, 617 a second, 1 invariant broken")
        #expect(
            ExploreProgress.line(done: 0, total: 5, broken: 0, elapsed: .zero)
                == "explore: 0 of 5 histories, 0 a second, 0 invariants broken")
    }

    /// On a terminal the line appears after a second, and is erased before the result: stdout is the same.
    @Test func onATerminalProgressGoesToStandardErrorAndIsErased() {
        let fake = ProgressDisplayTests.FakeTerminal()
        let arguments = ["explore", Self.clock, "--runs", "20", "--span", "1h", "--jobs", "1"]
        let onTerminal = StateFolderCommandTests.run(arguments, terminal: fake.terminal)
        #expect(onTerminal.stdout == ReplayCommandTests.run(arguments).stdout)
        let written = fake.written.withLock { $0 }
        #expect(written.contains("\rexplore: ") && written.contains(" of 20 histories, "))
        #expect(written.hasSuffix("\r\u{1B}[K"))
    }

    @Test func ctrlCStopsTheExplorationWithStatus130() {
        let result = StateFolderCommandTests.run(
            ["explore", Self.clock, "--runs", "1000", "--jobs", "1"], interruptAt: 3)
        #expect(result.status == .interrupted)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "explore: interrupted; nothing is reported for a partial exploration\n")
    }
}
