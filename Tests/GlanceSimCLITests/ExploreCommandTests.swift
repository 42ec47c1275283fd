import Foundation
import Testing

@testable import GlanceSimCLI

/// `glancesim explore`: exit statuses, reproducible output whatever the number of cores, bad options.
@Suite struct ExploreCommandTests {
    static let clock = GoldenTraces.packageRoot + "/Manifests/clock"

    @Test func aBrokenInvariantExitsOneAndTheOutputDoesNotDependOnTheCores() {
        let one = ReplayCommandTests.run(["explore", Self.clock, "--runs", "50", "--span", "6h", "--jobs", "1"])
        let two = ReplayCommandTests.run(["explore", Self.clock, "--runs", "50", "--span", "6h", "--jobs", "2"])
        #expect(one.status == .expectationFailed && one.stdout == two.stdout)
        #expect(one.stdout.hasPrefix("explored 50 histories of 6h (seed 1), 3 invariant(s): "))
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

    @Test func badInputHasItsStatus() {
        #expect(ReplayCommandTests.run(["explore"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--runs", "0"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--span", "soon"]).status == .usage)
        #expect(ReplayCommandTests.run(["explore", "/no/such/app"]).status != .success)
        #expect(ReplayCommandTests.run(["explore", Self.clock, "--invariants", "/no/such/file"]).status == .noInput)
    }
}
