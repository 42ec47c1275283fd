import Foundation
import Testing

@testable import GlanceSimCLI

/// `glancesim explore`: exit statuses, reproducible output whatever the number of cores, bad options.
@Suite struct ExploreCommandTests {
    static let clock = GoldenTraces.packageRoot + "/Manifests/clock"

    /// An invariants file the clock breaks whenever its process is killed (its TIME_TICK receiver dies with it).
    static let fresh: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glancesim-fresh-\(getpid()).invariants"
        )
        .path
        try? "max content age 2m\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }()

    @Test func aBrokenInvariantExitsOneAndTheOutputDoesNotDependOnTheCores() {
        let arguments = ["explore", Self.clock, "--runs", "50", "--span", "6h", "--invariants", Self.fresh]
        let one = ReplayCommandTests.run(arguments + ["--jobs", "1"])
        let two = ReplayCommandTests.run(arguments + ["--jobs", "2"])
        #expect(one.status == .expectationFailed && one.stdout == two.stdout)
        #expect(one.stdout.hasPrefix("explored 50 histories of 6h (seed 1), 5 invariant(s): "))
        #expect(one.stdout.contains("invariant 'max-content-age 2m' broken"))
        #expect(one.stdout.contains("\ninstall \(Self.clock)\n"))
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
}
