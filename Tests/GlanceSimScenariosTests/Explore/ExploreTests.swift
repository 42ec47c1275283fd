import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// `explore` finds, from nothing but an app folder and an invariant, the failures the samples were written to
/// show, and shrinks them to a handful of steps.
@Suite struct ExploreTests {
    static let manifests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Manifests").path

    @Test func splitMixIsTheReferenceSequence() {
        // SplitMix64 from seed 0: the first outputs of the reference implementation (Vigna, splitmix64.c).
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(SplitMix64.seed(7, run: 3) == SplitMix64.seed(7, run: 3))
        #expect(SplitMix64.seed(7, run: 3) != SplitMix64.seed(7, run: 4))
    }

    /// The clock's TIME_TICK receiver is registered at runtime and dies with the process: after a kill nothing
    /// redraws the widget until it is updated again (Manifests/clock/process-death.scenario).
    /// With the screen on: while it is off Android sends no TIME_TICK (AlarmManagerService schedules the tick only
    /// while interactive; Manifests/clock/screen-off.scenario), so a clock may lag then by design.
    @Test func findsTheStaleClockAfterProcessDeath() throws {
        var exploration = Exploration(
            app: Self.manifests + "/clock",
            invariants: [.maxContentAge(.minutes(2), when: .screenOn, for: .minutes(1))])
        exploration.includeBuiltIn = false
        exploration.runs = 50
        exploration.span = .hours(6)
        let failure = try #require(try exploration.run().first)
        #expect(failure.invariant == "max-content-age 2m when screen on for 1m")
        let steps = failure.steps.dropFirst(2)
        #expect(steps.count <= 4, "shrunk to \(Array(steps))")
        #expect(steps.contains { $0.hasPrefix("add widget") } && steps.contains { $0.hasPrefix("kill") })
    }

    /// shiguangschedule's widget types share two unique work names, so removing the last widget of one type
    /// cancels the work the others need (Manifests/shiguangschedule/shared-work-names.scenario).
    @Test func findsTheSharedUniqueWorkPitfall() throws {
        var exploration = Exploration(
            app: Self.manifests + "/shiguangschedule/app",
            invariants: [.workWhileWidgets("WidgetUiUpdateWorker_Periodic")])
        exploration.includeBuiltIn = false
        exploration.runs = 100
        exploration.span = .hours(6)
        let failure = try #require(try exploration.run().first)
        let steps = failure.steps.dropFirst(2)
        #expect(steps.count <= 5, "shrunk to \(Array(steps))")
        #expect(
            steps.filter { $0.hasPrefix("add widget") }.count == 2 && steps.contains { $0.hasPrefix("remove widget") })
    }

    @Test func theSameSeedGivesTheSameFailuresAndTheShrunkScenarioReplays() throws {
        var exploration = Exploration(app: Self.manifests + "/clock", invariants: [.maxContentAge(.minutes(2))])
        exploration.runs = 30
        exploration.span = .hours(3)
        let first = try exploration.run()
        #expect(first == (try exploration.run()))
        let failure = try #require(first.first)
        // The scenario is an ordinary script: it parses and runs to its end.
        let session = ScenarioSession()
        let scenario = try ScenarioParser.parse(failure.scenarioText, path: "shrunk.scenario")
        _ = try session.run(scenario, baseDirectory: ".")
    }

    /// Histories tap what a widget shows at that moment (the issue: "taps on what the widget shows"): the todo
    /// widget's rows and check boxes, named by their text when it is unique, and every tap runs as drawn.
    @Test func historiesTapWhatTheWidgetShows() throws {
        let app = try ExploredApp(folder: Self.manifests + "/todo", deviceLine: Exploration(app: "").deviceLine)
        var taps: [String] = []
        let parsed = ParsedSteps()
        for run in 0..<20 {
            let (steps, _) = app.explore(
                seed: SplitMix64.seed(5, run: run), span: .days(1), checking: [], parsed: parsed)
            taps += steps.filter { $0.hasPrefix("click ") }
            // Drawn against the device, each history replays step for step (no tap on a node that is not there).
            let check = Invariant(name: "never", why: "") { _, _ in nil }
            #expect(app.replay(steps, checking: [check], parsed: parsed) == nil)
        }
        #expect(taps.count >= 5, "\(taps)")
        #expect(taps.contains { $0.contains(" text \"") })
    }

    /// Histories have nights (the issue "explore draws nights"): the phone put down — on or off the charger,
    /// screen off, still — for 4 to 9 hours, then picked up; the night's wait counts towards the span like any
    /// other, and the same seed draws the same nights.
    @Test func historiesHaveNights() throws {
        let app = try ExploredApp(folder: Self.manifests + "/todo", deviceLine: Exploration(app: "").deviceLine)
        let parsed = ParsedSteps()
        var nights: [[String]] = []
        for run in 0..<10 {
            let seed = SplitMix64.seed(3, run: run)
            let (steps, _) = app.explore(seed: seed, span: .days(1), checking: [], parsed: parsed)
            #expect(steps == app.explore(seed: seed, span: .days(1), checking: [], parsed: parsed).steps)
            let waits = steps.compactMap { step in
                step.hasPrefix("advance ") ? try? DurationSyntax.parse(step.dropFirst("advance ".count)) : nil
            }
            #expect(waits.reduce(.zero, +) <= .days(1) + .minutes(1))
            for (index, step) in steps.enumerated() where step == "set motion off" && index >= 2 {
                guard steps[index - 1] == "set screen off", steps[index - 2].hasPrefix("set "),
                    steps.count > index + 1, steps[index + 1].hasPrefix("advance ")
                else { continue }
                nights.append(Array(steps[(index - 2)...].prefix(7)))
            }
        }
        #expect(nights.count >= 3, "\(nights)")
        for night in nights {
            let wait = try #require(try? DurationSyntax.parse(night[3].dropFirst("advance ".count)))
            #expect(wait <= .hours(9))
        }
        let ends = nights.filter { $0.count == 7 }
        #expect(ends.contains { $0.contains("peek") } && ends.contains { $0.contains("set screen on") })
        #expect(nights.contains { $0.first == "set charging on" } && nights.contains { $0.first == "set charging off" })
    }
}
