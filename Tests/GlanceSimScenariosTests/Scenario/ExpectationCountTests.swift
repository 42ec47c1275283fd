import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// Every `expect` that takes a count accepts `N`, `= N`, `>= N`, `<= N` and `N..M`.
@Suite struct ExpectationCountTests {
    private func expectation(_ line: String) throws -> GlanceSimFormats.Expectation {
        let scenario = try ScenarioParser.parse(line, path: "s.scenario")
        guard case .expect(let expectation) = try #require(scenario.steps.first).action else {
            throw FormatError(.invalidValue, at: .file("s.scenario"), "not an expectation")
        }
        return expectation
    }

    private func diagnostics(_ line: String) -> [String] {
        do {
            _ = try ScenarioParser.parse(line, path: "s.scenario")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test(arguments: [
        ("expect trace clock.tick 3", CountCheck.exactly(3)),
        ("expect trace clock.tick = 3", .exactly(3)),
        ("expect trace clock.tick =3", .exactly(3)),
        ("expect trace clock.tick >= 3", .atLeast(3)),
        ("expect trace clock.tick >=3", .atLeast(3)),
        ("expect trace clock.tick <= 3", .atMost(3)),
        ("expect trace clock.tick 2..4", .between(2, 4)),
    ])
    func everyCountFormParses(_ line: String, _ expected: CountCheck) throws {
        guard case .trace(_, let count) = try expectation(line) else {
            Issue.record("not a trace expectation")
            return
        }
        #expect(count == expected)
    }

    @Test func everyExpectationThatCountsTakesTheForms() throws {
        guard case .work(_, .runs(.atLeast(3))) = try expectation("expect work weather runs >= 3") else {
            Issue.record("runs")
            return
        }
        guard case .work(_, .attempts(.between(1, 2))) = try expectation("expect work weather attempts 1..2") else {
            Issue.record("attempts")
            return
        }
        guard case .receivers(_, .atMost(1)) = try expectation("expect receivers com.example <= 1") else {
            Issue.record("receivers")
            return
        }
        guard case .alarms(_, .atLeast(1)) = try expectation("expect alarms com.example >= 1") else {
            Issue.record("alarms")
            return
        }
        guard
            case .stateNumber(.store, "alarmTicks", .atLeast(1)) = try expectation(
                "expect store com.example ticks alarmTicks >= 1")
        else {
            Issue.record("store")
            return
        }
        guard case .stateNumber(.widget, "count", .between(2, 5)) = try expectation("expect state w count 2..5") else {
            Issue.record("state")
            return
        }
        guard case .callCount(".P", "onUpdate", .atLeast(10)) = try expectation("expect calls .P onUpdate >= 10")
        else {
            Issue.record("calls")
            return
        }
        guard case .calls(".P", let names) = try expectation("expect calls .P onEnabled onUpdate") else {
            Issue.record("calls list")
            return
        }
        #expect(names == ["onEnabled", "onUpdate"])
    }

    @Test(arguments: [
        (
            "expect trace clock.tick >= many",
            "s.scenario:1:28: error: malformed count '>= many'; expected N, = N, >= N, <= N or N..M"
        ),
        (
            "expect trace clock.tick 3..",
            "s.scenario:1:28: error: malformed count '3..'; expected N, = N, >= N, <= N or N..M"
        ),
        ("expect trace clock.tick 5..3", "s.scenario:1:25: error: empty count range '5..3': 5 is above 3"),
        ("expect work w runs -1", "s.scenario:1:20: error: a count cannot be negative, found '-1'"),
        (
            "expect work w runs",
            "s.scenario:1:19: error: expected a count (N, = N, >= N, <= N or N..M) at the end of the line"
        ),
        (
            "expect alarms com.example >=",
            "s.scenario:1:29: error: expected a whole number after '>=' at the end of the line"
        ),
        (
            "expect store p s k > 1",
            "s.scenario:1:20: error: unknown word '>'; expected '= VALUE', 'absent' or a count (>= N, <= N, N..M); did you mean '='?"
        ),
    ])
    func aMalformedCountIsAnErrorAtItsColumn(_ line: String, _ expected: String) {
        #expect(diagnostics(line) == [expected])
    }

    @Test func countsAreCheckedWhenTheScenarioRuns() throws {
        let session = ScenarioSession(loadApp: ScenarioRunnerTests.loadApp)
        let report = try session.run(
            ScenarioParser.parse(
                """
                install ticker
                add widget .TickReceiver as t
                advance 3m
                expect trace clock.tick >= 3
                expect trace clock.tick 2..4
                expect trace clock.tick <= 2
                expect state t ticks >= 3
                expect state t ticks 0..2
                expect calls .TickReceiver onUpdate = 1
                expect receivers com.example.ticker 1..1
                """, path: "t.scenario"), baseDirectory: "apps")
        #expect(report.passedCount == 5)
        #expect(
            report.failures.map(\.verdict!.message) == [
                "expected <= 2 'clock.tick' record(s), got 3", "expected a number 0..2, got 3",
            ])
    }
}
