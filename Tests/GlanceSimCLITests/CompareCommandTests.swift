import Foundation
import GlanceSimFormats
import Testing

@testable import GlanceSimCLI

/// `glancesim compare`: one scenario on both platforms.
@Suite struct CompareCommandTests {
    static let manifests = ManifestScenarioTests.manifests

    static let comparisons: [String] = (FileManager.default.subpaths(atPath: manifests) ?? [])
        .filter { $0.hasSuffix(".compare") }.sorted()

    @Test func everySeedAppHasAComparison() {
        #expect(
            Self.comparisons == [
                "clock/both.compare", "todo/both.compare", "wallet/both.compare", "weather/both.compare",
            ])
    }

    @Test(arguments: comparisons)
    func sampleComparisonPassesTwiceIdentically(_ file: String) {
        let first = ReplayCommandTests.run(["compare", Self.manifests + "/" + file])
        #expect(first.status == .success, "\(first.stderr)\(first.stdout)")
        #expect(first.stdout == ReplayCommandTests.run(["compare", Self.manifests + "/" + file]).stdout)
    }

    /// The clock: Android draws once its broadcasts are delivered, iOS at once; after the process dies only the
    /// iOS clock moves (TIME_TICK was a runtime registration; the timeline needs no process).
    @Test func theClockDivergesWhereAndroidNeedsItsProcess() throws {
        let comparison = try PlatformComparison.run(path: Self.manifests + "/clock/both.compare")
        let diverged = comparison.steps.filter(\.differs)
        #expect(diverged.map(\.line) == [7, 8, 13, 16])
        #expect(diverged.map(\.iosChanged) == [true, false, true, true])
        let hour = try #require(comparison.steps.first { $0.line == 9 })
        #expect(hour.android.cost["broadcast.deliver"] == 10 && hour.ios.cost["wk.provider.timeline"] == 0)
    }

    @Test func badLinesAreErrorsAtTheirToken() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-\(getpid()).compare").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "compare\nadd widget w android .R\nwobble 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = ReplayCommandTests.run(["compare", path])
        #expect(result.status == .dataError)
        #expect(
            result.stderr.hasPrefix(
                "\(path):2:1: error: expected 'add widget NAME android PROVIDER ios KIND [FAMILY]'\n\(path):3:1: error: unknown word 'wobble'"
            ))
        #expect(ReplayCommandTests.run(["replay", Self.manifests + "/clock/both.compare"]).status == .dataError)
    }
}
