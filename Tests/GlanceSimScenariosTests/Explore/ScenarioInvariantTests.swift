import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import Testing

/// A scenario's `invariant` steps: the invariants of `explore`, declared in a script and checked after every later
/// step that lets time pass, in full and streaming runs alike.
@Suite struct ScenarioInvariantTests {
    static let clock = ExploreTests.manifests + "/clock"

    /// The clock's TIME_TICK receiver dies with its process (a runtime registration); after the kill nothing
    /// redraws the widget, and the invariant fails the first `advance` that sees it stale.
    static let script = """
        device zone Europe/Berlin time 2026-06-01T08:00
        install \(clock)
        add widget .ClockReceiver as w1
        invariant builtin
        invariant max content age 2m when screen on for 1m
        advance 5m
        set screen off
        advance 10m
        set screen on
        advance 2m
        kill com.example.clock
        advance 3m
        advance 3m
        """

    @Test(arguments: [true, false])
    func anInvariantFailsTheFirstStepThatBreaksItOnce(keepingRecords: Bool) throws {
        let session = try ScenarioSession(traceMode: keepingRecords ? .full : .counting)
        let report = try session.run(ScenarioParser.parse(Self.script, path: "s.scenario"), baseDirectory: ".")
        // The screen was off for 10 minutes (no TIME_TICK then, by design) but the invariant waits for it to be
        // on for a minute; only the kill breaks it, and only the first advance after it reports the breach.
        #expect(report.failures.map(\.step.location.line) == [12])
        #expect(
            report.failures.first?.verdict?.message
                == "invariant 'max-content-age 2m when screen on for 1m' broken: widget 1 shows content 3m old (limit 2m)"
        )
    }

    @Test func builtInNamesAreInvariantsToo() throws {
        let scenario = try ScenarioParser.parse("invariant no-alarms-without-widgets\n", path: "s")
        guard case .invariants(let invariants) = scenario.steps[0].action else {
            Issue.record("not an invariant step")
            return
        }
        #expect(invariants == [.builtIn("no-alarms-without-widgets")])
        #expect(invariants.map(Invariant.init).map(\.name) == ["no-alarms-without-widgets"])
    }

    @Test(arguments: [
        (
            "invariant\n",
            "s:1:10: error: expected 'builtin' or an invariant like 'max content age 2h' at the end of the line"
        ),
        (
            "invariant no builtin\n",
            "s:1:11: error: 'no builtin' belongs in an invariants file; a scenario adds invariants"
        ),
        ("invariant max content age 2x\n", "s:1:27: error: '2x' is not a duration like 2h"),
    ])
    func badInvariantStepsAreReportedAtTheirToken(_ text: String, _ expected: String) {
        do {
            _ = try ScenarioParser.parse(text, path: "s")
            Issue.record("parsed")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// Each shrunk scenario declares the invariant it breaks, so `replay` of it fails where the history did.
    @Test func aShrunkScenarioFailsOnReplay() throws {
        var exploration = Exploration(
            app: Self.clock, invariants: [.maxContentAge(.minutes(2), when: .screenOn, for: .minutes(1))])
        exploration.includeBuiltIn = false
        exploration.runs = 50
        exploration.span = .hours(6)
        let failure = try #require(try exploration.run().first)
        #expect(failure.invariantStep == "invariant max content age 2m when screen on for 1m")
        let report = try ScenarioSession().run(
            ScenarioParser.parse(failure.scenarioText, path: "shrunk.scenario"), baseDirectory: ".")
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.verdict?.message.hasSuffix(failure.message) == true)
    }
}

/// The invariant values the formats read and the checks the scenarios layer runs are one list.
struct InvariantRuleTests {
    @Test func everyBuiltInRuleNamesABuiltInCheck() {
        #expect(Invariant.builtIn.map(\.name) == InvariantRule.builtInNames)
    }

    @Test func aRulesPhraseIsItsInvariantsPhrase() throws {
        let text = """
            max content age 2h when network up for 30m
            max data age temperature 3h
            work weather-refresh while widgets of .WeatherReceiver
            max process starts 3 per 1h
            no-alarms-without-widgets
            """
        let file = try InvariantFile.parse(text, path: "explore.invariants")
        #expect(file.rules.map(\.description) == text.split(separator: "\n").map(String.init))
        #expect(file.invariants.map(\.phrase) == file.rules.map(\.description))
    }
}
