import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// What `explore` hands back reads like a colleague's bug report: every broken invariant on its own scenario,
/// waits merged and cut to the second that matters, widgets named w1, w2…, the app's folder relative to the
/// scenario, local times the way `set time` reads them, and times in messages as dates.
@Suite struct ExploreReportTests {
    static let bugs = NoFalseAlarmTests.fixtures

    /// One history that breaks two invariants reports both, each shrunk for itself (a history no longer stops at
    /// its first breach, so one finding cannot hide another).
    @Test func everyInvariantBrokenIsReportedAndShrunkOnItsOwn() throws {
        var exploration = Exploration(
            app: Self.bugs + "/tick-never-unregistered", invariants: [.maxContentAge(.minutes(30))])
        exploration.runs = 20
        let failures = try exploration.run()
        #expect(Set(failures.map(\.invariant)) == ["no-receivers-without-widgets", "max-content-age 30m"])
        for failure in failures {
            let invariant = exploration.checked.first { $0.name == failure.invariant }!
            let app = try ExploredApp(folder: exploration.app, deviceLine: exploration.deviceLine)
            let breach = app.replay(Array(failure.steps.dropFirst(2)), checking: [invariant], parsed: ParsedSteps())
            #expect(breach?.invariant == failure.invariant)
        }
    }

    /// A 25-hour wait drawn as many `advance 3h` becomes one wait, then the shortest whole second that still
    /// breaks the invariant (bisection, not halving: a 45-minute bound gives 45m, not 1h30m).
    @Test func consecutiveWaitsAreMergedThenBisected() {
        func total(_ steps: [String]) -> Int64 {
            steps.compactMap { try? DurationSyntax.parse($0.dropFirst("advance ".count)) }.reduce(0) {
                $0 + $1.milliseconds / 1_000
            }
        }
        let breaks = { (steps: [String]) in steps.contains("kill p") && total(steps) >= 2_700 }
        let history = ["add widget .A as w1", "advance 3h", "advance 3h", "advance 3h", "kill p", "advance 1h"]
        let merged = ExploreShrinker.mergingWaits(history, while: breaks)
        #expect(merged == ["add widget .A as w1", "advance 9h", "kill p", "advance 1h"])
        let shrunk = ExploreShrinker.minimizingWaits(merged, while: breaks)
        #expect(shrunk.steps == ["add widget .A as w1", "advance 1s", "kill p", "advance 44m59s"])
        #expect(shrunk.unsure.isEmpty)
    }

    /// A breach need not get worse with longer waits: here a wait breaks in [15m1s, 20m) of every hour (stale
    /// until the hourly refresh at 20m). Bisection alone keeps 1h15m1s (its midpoints all land outside a window);
    /// the scan below it finds 16m, then 15m1s.
    @Test func theShortestWaitIsFoundBelowTheBisection() {
        var replays = 0
        let breaks = { (steps: [String]) -> Bool in
            replays += 1
            guard let wait = try? DurationSyntax.parse(steps[1].dropFirst("advance ".count)) else { return false }
            return (901..<1_200).contains(wait.milliseconds / 1_000 % 3_600)
        }
        let history = ["add widget .A as w1", "advance 1h15m1s"]
        #expect(breaks(history))
        let shrunk = ExploreShrinker.minimizingWaits(history, while: breaks)
        #expect(shrunk.steps == ["add widget .A as w1", "advance 15m1s"])
        #expect(shrunk.unsure.isEmpty)
        // Bisection (13), whole minutes 1m…16m (16), then 15m1s (1): well within the budget.
        #expect(replays <= 1 + 13 + 16 + 1 + 2, "\(replays) replays")
        // A window narrower than a minute that holds no whole minute is not looked for: the wait stays.
        let later = { (steps: [String]) -> Bool in
            guard let wait = try? DurationSyntax.parse(steps[1].dropFirst("advance ".count)) else { return false }
            return wait.milliseconds / 1_000 % 3_600 == 901
        }
        #expect(ExploreShrinker.minimizingWaits(history, while: later).steps == history)
    }

    /// A wait with more whole minutes below it than the budget allows is scanned every 5 minutes (then every
    /// minute and second in the cell that breaks); since a narrower window could hide between, the shrinker says
    /// it may not be minimal, and the scenario's header says so.
    @Test func aWaitTooLongToScanIsReportedAsMaybeNotMinimal() {
        var replays = 0
        let breaks = { (steps: [String]) -> Bool in
            replays += 1
            guard let wait = try? DurationSyntax.parse(steps[2].dropFirst("advance ".count)) else { return false }
            return wait >= .hours(8)
        }
        let history = ["add widget .A as w1", "kill p", "advance 9h"]
        let shrunk = ExploreShrinker.minimizingWaits(history, while: breaks)
        #expect(shrunk.steps == ["add widget .A as w1", "kill p", "advance 8h"])
        #expect(shrunk.unsure == [2])
        #expect(replays <= 16 + ExploreShrinker.waitScanBudget, "\(replays) replays")
        let failure = ExploreFailure(
            run: 0, seed: 1, invariant: "x", message: "m", steps: ["device", "install /a"] + shrunk.steps,
            originalStepCount: 9, unsureWaits: shrunk.unsure.map { $0 + 2 })
        #expect(
            failure.scenarioText(relativeTo: "/").contains(
                "# 'advance 8h' (step 3) may not be the shortest wait that breaks: its search gave up"))
    }

    @Test func widgetAliasesAreRenumberedInTheOrderTheyAreAdded() {
        let steps = [
            "add widget .A as w3", "add widget .B as w9", "click w9 text \"w3\"", "remove widget w3",
            "resize widget w9 cells 2x2",
        ]
        #expect(
            ExploreShrinker.renumberingWidgets(steps) == [
                "add widget .A as w1", "add widget .B as w2", "click w2 text \"w3\"", "remove widget w1",
                "resize widget w2 cells 2x2",
            ])
    }

    /// `install` reads its folder relative to the scenario's own folder: a scenario written to `out/` names the
    /// app `../Manifests/clock`, for the first install and for a package update alike.
    @Test func theAppFolderIsRelativeToWhereTheScenarioIsWritten() {
        let failure = ExploreFailure(
            run: 0, seed: 1, invariant: "x", message: "m",
            steps: [
                "device zone Europe/Berlin time 2026-06-01T08:00", "install /repo/Manifests/clock", "advance 1m",
                "install /repo/Manifests/clock",
            ], originalStepCount: 9)
        let text = failure.scenarioText(relativeTo: "/repo/out")
        #expect(text.components(separatedBy: "\ninstall ../Manifests/clock\n").count == 3)
        #expect(!text.contains("/repo/"))
        #expect(RelativePath.of("/repo/Manifests/clock", from: "/repo") == "Manifests/clock")
    }

    /// `explore.invariants` in the app's folder is what `explore APP` checks when no file is given.
    @Test func theInvariantsFileBesideTheAppIsFound() throws {
        let path = try #require(InvariantFile.besideApp(Self.bugs + "/shared-unique-work"))
        #expect(try InvariantFile.load(path).invariants.map(\.name) == ["work agenda-refresh while widgets"])
        #expect(InvariantFile.besideApp(ExploreTests.manifests + "/clock") == nil)
    }

    /// `work NAME while widgets of PROVIDER`: shiguangschedule-style sharing, seen from the type that loses its
    /// refresh when the other type's last widget goes.
    @Test func workWhileWidgetsOfOneProvider() throws {
        let invariant = try #require(
            try InvariantFile.parse("work agenda-refresh while widgets of .SmallAgendaReceiver\n", path: "i")
                .invariants.first)
        #expect(invariant.name == "work agenda-refresh while widgets of .SmallAgendaReceiver")
        let script = """
            install \(Self.bugs)/shared-unique-work
            invariant \(invariant.phrase!)
            add widget .SmallAgendaReceiver as small
            add widget .LargeAgendaReceiver as large
            advance 1m
            remove widget large
            advance 1m
            """
        let report = try ScenarioSession().run(ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
        #expect(
            report.failures.map { $0.verdict?.message ?? "" } == [
                "invariant 'work agenda-refresh while widgets of .SmallAgendaReceiver' broken: "
                    + "com.example.sharedwork has 1 widget(s) of .SmallAgendaReceiver but no live work 'agenda-refresh'"
            ])
    }

    /// `max data age KEY D` measures how old the value shown is — when it was last written — not when the widget
    /// was last redrawn: REPLACE on every update restarts the hourly work's delay, so `temp` is never fetched.
    @Test func maxDataAgeMeasuresWhenTheValueWasLastWritten() throws {
        let script = """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(Self.bugs)/replace-every-update
            invariant max data age temp 3h
            add widget .WeatherReceiver as w
            advance 3h
            advance 2s
            """
        let report = try ScenarioSession().run(ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
        #expect(report.failures.map(\.step.location.line) == [6])
    }

    /// The history's wall-clock move is a local time (what `set time` reads), within ±90 minutes of the device's
    /// clock; alarm breaches name local dates, not epoch milliseconds.
    @Test func wallClockMovesAreLocalAndMessagesSayDates() throws {
        let app = try ExploredApp(
            folder: ExploreTests.manifests + "/weather", deviceLine: Exploration(app: "").deviceLine)
        let parsed = ParsedSteps()
        var checked = 0
        for run in 0..<40 where checked < 3 {
            let (steps, _) = app.explore(
                seed: SplitMix64.seed(3, run: run), span: .days(1), checking: [], parsed: parsed)
            guard let index = steps.firstIndex(where: { $0.hasPrefix("set time ") }) else { continue }
            let session = ScenarioSession()
            for line in app.header + steps[..<index] { _ = try? session.run(text: line) }
            let before = session.runner.device.clock.wallTime
            _ = try session.run(text: steps[index])
            let moved = session.runner.device.clock.wallTime.millisecondsSinceEpoch - before.millisecondsSinceEpoch
            #expect(abs(moved) <= 90 * 60_000 + 60_000, "\(steps[index]) moved the clock \(moved) ms")
            checked += 1
        }
        #expect(checked > 0)
        var exploration = Exploration(app: Self.bugs + "/alarm-cancel-mismatch")
        exploration.runs = 5
        let message = try #require(try exploration.run().first?.message)
        #expect(message.contains("next at 2026-") && message.range(of: "[0-9]{12}", options: .regularExpression) == nil)
    }

    /// A power loss (no shutdown) is drawn into at most one history in fifty, instead of one reboot, and the
    /// scenario says so.
    @Test func powerLossIsRareAndNamed() throws {
        let app = try ExploredApp(
            folder: ExploreTests.manifests + "/weather", deviceLine: Exploration(app: "").deviceLine)
        let parsed = ParsedSteps()
        let histories = 300
        var cut = 0
        for run in 0..<histories {
            let (steps, _) = app.explore(
                seed: SplitMix64.seed(1, run: run), span: .days(1), checking: [], parsed: parsed)
            if steps.contains("power loss") { cut += 1 }
        }
        #expect(cut >= 1 && cut <= histories / ExploreHistory.powerLossOneIn)
        let failure = ExploreFailure(
            run: 0, seed: 1, invariant: "x", message: "m", steps: ["device", "install /a", "power loss"],
            originalStepCount: 3)
        #expect(failure.scenarioText(relativeTo: "/").contains("# the history cuts the power ('power loss'"))
    }
}
