import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// Issue 43's shrinker and update move: the shortest wait that still breaks, even when a breach is not worse for
/// longer waits; and an app update to a next version, named in the shrunk scenario so that it replays.
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

    static let v1 = fixtures + "/sync-v1"
    static let v2 = fixtures + "/sync-v2"

    static func updating(_ update: String?) -> Exploration {
        var exploration = Exploration(app: v1)
        exploration.updateTo = update
        exploration.runs = 30
        return exploration
    }

    /// Version 2 renames its unique work and cancels only the new name; WorkManager keeps version 1's across the
    /// update. Explore with the update move finds it, and the shrunk scenario names the update, so it replays.
    @Test func theUpdateMoveInstallsTheNextVersion() throws {
        let failures = try Self.updating(Self.v2).run()
        #expect(failures.map(\.invariant) == ["no-periodic-work-without-widgets"])
        let failure = try #require(failures.first)
        let steps = failure.steps.dropFirst(2)
        #expect(steps.contains("install " + Self.v2), "\(Array(steps))")
        #expect(steps.count <= 5, "\(Array(steps))")
        #expect(failure.message.contains("agenda-sync"))
        let text = failure.scenarioText(relativeTo: FileManager.default.currentDirectoryPath)
        let report = try ScenarioSession().run(
            try ScenarioParser.parse(text, path: "shrunk.scenario"), baseDirectory: ".")
        #expect(report.failedCount == 1, "\(text)")
    }

    /// Without a next version the update move reinstalls the app, as before: each version on its own is clean, and
    /// the histories are those of an exploration that never heard of updates.
    @Test func withoutANextVersionNothingChanges() throws {
        #expect(try Self.updating(nil).run().isEmpty)
        var alone = Self.updating(nil)
        alone.app = Self.v2
        #expect(try alone.run().isEmpty)
        let plain = try ExploredApp(folder: Self.v1, deviceLine: Exploration(app: "").deviceLine)
        let updating = try ExploredApp(
            folder: Self.v1, deviceLine: Exploration(app: "").deviceLine, updateTo: Self.v2)
        let parsed = ParsedSteps()
        for run in 0..<5 {
            let seed = SplitMix64.seed(1, run: run)
            let before = plain.explore(seed: seed, span: .days(1), checking: [], parsed: parsed).steps
            let after = updating.explore(seed: seed, span: .days(1), checking: [], parsed: parsed).steps
            // The same draws: up to the first update the histories agree, and that step is the next version's.
            let first = before.firstIndex(of: plain.header[1]) ?? before.count
            #expect(Array(after.prefix(first)) == Array(before.prefix(first)))
            if first < before.count { #expect(after[first] == updating.update?.step) }
        }
    }

    /// The next version must be the same package: anything else is an install, not an update.
    @Test func anUpdateOfAnotherPackageIsAnError() {
        #expect(throws: FormatError.self) {
            try ExploredApp(
                folder: Self.v1, deviceLine: Exploration(app: "").deviceLine, updateTo: Self.late)
        }
    }
}
