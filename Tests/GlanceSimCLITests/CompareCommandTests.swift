import Foundation
import GlanceSimCLI
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import Testing

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
        // replay runs a compare file as compare does, and reports its bad lines alike.
        let replayed = ReplayCommandTests.run(["replay", path])
        #expect(replayed.status == .dataError && replayed.stderr == result.stderr)
    }

    /// widgetkit reference §15 rule 10 (F-653265: under Xcode "these limits are not imposed"): on the `debugger`
    /// preset a background app's reload and the policy's reloads take nothing from a budget, so compare counts no
    /// budgeted reload — per step or in its summary.
    @Test func underTheDebuggerPresetCompareCountsNoBudgetedReload() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-dbg-\(getpid()).compare")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        compare
        device zone Europe/Berlin time 2026-06-01T08:00
        ios: device preset debugger
        install \(Self.manifests)/weather
        add widget weather android .WeatherReceiver ios WeatherWidget small
        ios: app background
        ios: app reload all
        advance 6h
        ios: expect calls weather timeline 8
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let comparison = try PlatformComparison.run(path: path)
        #expect(comparison.steps.map { $0.ios.cost["wk.provider.timeline"] ?? 0 }.reduce(0, +) == 8)
        #expect(comparison.steps.allSatisfy { $0.ios.cost["wk.budget.debit"] == 0 })
        let result = ReplayCommandTests.run(["compare", path])
        #expect(result.status == .success, "\(result.stderr)\(result.stdout)")
        #expect(result.stdout.contains("    iOS:     8 timelines\n"), "\(result.stdout)")
    }
}
