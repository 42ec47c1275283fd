import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// Issue 43's shrinker: the shortest wait that still breaks, even when a breach is not worse for longer waits.
@Suite struct ExploreShrinkTests {
    static let fixtures = ManifestFixtures.folder("explore-shrink")
    static let late = fixtures + "/late-refresh"

    /// The widget is too old only in the last 5 minutes before each 20-minute refresh: the shrunk wait is exactly
    /// 15m1s, whatever the history broke with.
    @Test func theShrunkWaitIsExactly15m1s() throws {
        var exploration = Exploration(app: Self.late, invariants: [.maxContentAge(.minutes(15))])
        exploration.includeBuiltIn = false
        exploration.runs = 10
        exploration.span = .hours(2)
        let failure = try #require(try exploration.run().first)
        #expect(Array(failure.steps.dropFirst(2)) == ["add widget .LateProvider as w1", "advance 15m1s"])
        #expect(failure.unsureWaits.isEmpty)
        let text = failure.scenarioText(relativeTo: ".")
        #expect(!text.contains("may not be the shortest"))
        let report = try ScenarioSession().run(
            try ScenarioParser.parse(text, path: "shrunk.scenario"), baseDirectory: ".")
        #expect(report.failedCount == 1)
    }

    /// From `advance 59m` (stale since 55m) bisection alone lands in the last window; the scan below it finds the
    /// first: 15m1s. 15m (not older than 15 minutes) and 20m (just redrawn) do not break.
    @Test func aWaitThatBreaksInWindowsShrinksToTheFirstWindow() throws {
        let app = try ExploredApp(folder: Self.late, deviceLine: Exploration(app: "").deviceLine)
        let invariant = Invariant.maxContentAge(.minutes(15))
        let parsed = ParsedSteps()
        func breaks(_ wait: String) -> Bool {
            app.replay(["add widget .LateProvider as w1", "advance " + wait], checking: [invariant], parsed: parsed)
                != nil
        }
        #expect(breaks("59m") && breaks("15m1s") && breaks("35m1s"))
        #expect(!breaks("15m") && !breaks("20m") && !breaks("35m"))
        let shrunk = ExploreShrinker.shrink(
            ["add widget .LateProvider as w1", "set network none", "advance 59m"], breaking: invariant, app: app,
            parsed: parsed)
        #expect(shrunk == .init(steps: ["add widget .LateProvider as w1", "advance 15m1s"]))
    }
}
