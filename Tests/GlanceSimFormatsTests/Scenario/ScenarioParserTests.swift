import GlanceSim
import GlanceSimFormats
import Testing

/// The scenario language: every step parses, and every mistake is a diagnostic at its line and column.
@Suite struct ScenarioParserTests {
    private func parse(_ text: String) throws(FormatError) -> Scenario {
        try ScenarioParser.parse(text, path: "s.scenario")
    }

    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func everyStepKindParses() throws {
        let scenario = try parse(
            """
            # a comment line
            device zone Europe/Berlin time 2026-03-29T01:00 sdk 34 debuggable off
            install ../weather   # a trailing comment
            add widget .WeatherReceiver as w cells 2x1
            add widget com.example/.Other size 200x100
            resize widget w cells 4x2
            remove widget 2
            configure widget w ok
            advance 1h30m
            advance to 2026-03-29T08:00
            run until idle max 500
            run until work weather-sync is SUCCEEDED within 2h
            broadcast com.example.REFRESH to com.example as shell extra count=3 extra name="a b" extra big=5L extra on=true
            click w text "Refresh now"
            click w path 0.1
            set network none
            set battery 12
            set screen off
            set time 2026-03-30T10:00
            set zone UTC
            kill com.example
            reboot
            work run weather-sync
            save
            expect calls .WeatherReceiver onEnabled onUpdate
            expect state w temperature = 21
            expect state w missing absent
            expect store com.example settings units = metric
            expect render w contains "21°"
            expect render w equals golden/w.txt
            expect work weather-sync state ENQUEUED
            expect work weather-sync next in 1h
            expect receivers com.example 1
            expect process com.example dead
            expect trace clock.tick >= 60
            expect alarms com.example 0
            """)
        #expect(scenario.steps.count == 35)
        #expect(scenario.steps[1].text == "install ../weather")
        #expect(scenario.steps[1].location == SourceLocation(path: "s.scenario", line: 3, column: 1))
        guard case .broadcast(_, _, _, let sender, let extras, _, _, _) = scenario.steps[11].action else {
            Issue.record("not a broadcast")
            return
        }
        #expect(sender == "shell")
        #expect(extras.map(\.0) == ["count", "name", "big", "on"])
        #expect(extras[1].1 == .string("a b"))
        #expect(extras[2].1 == .long(5))
    }

    @Test func unknownStepWordSuggestsTheClosest() {
        #expect(
            diagnostics("advnce 2h") == [
                "s.scenario:1:1: error: unknown word 'advnce'; expected a step; did you mean 'advance'?"
            ])
    }

    @Test func badDurationPointsInsideTheWord() {
        #expect(
            diagnostics("  advance 2hr")
                == ["s.scenario:1:12: error: unknown duration unit 'hr'; expected ms, s, m, h or d"])
    }

    @Test func everyBadLineIsReportedNotJustTheFirst() {
        let found = diagnostics(
            """
            install .
            set netwrk none
            add widget .X as w cells 0x1
            expect render w contanis "a"
            click w text "unterminated
            reboot now
            """)
        #expect(
            found == [
                "s.scenario:2:5: error: unknown word 'netwrk'; expected what to set; did you mean 'network'?",
                "s.scenario:3:26: error: cell area '0x1' is out of range; columns and rows must be from 1 to 100",
                "s.scenario:4:17: error: unknown word 'contanis'; expected 'contains', 'lacks' or 'equals'; did you mean 'contains'?",
                "s.scenario:5:14: error: unterminated string: add a closing '\"'",
                "s.scenario:6:8: error: unexpected 'now' at the end of the step",
            ])
    }

    @Test func missingWordsAreReportedAtTheEndOfTheLine() {
        #expect(
            diagnostics("resize widget w") == [
                "s.scenario:1:16: error: expected 'cells CxR' or 'size WxH' after the widget"
            ])
        #expect(diagnostics("kill") == ["s.scenario:1:5: error: expected a package at the end of the line"])
    }

    @Test func batteryOutsideZeroToHundredIsRejected() {
        #expect(
            diagnostics("set battery 120") == [
                "s.scenario:1:13: error: a battery level must be from 0 to 100, found '120'"
            ])
    }
}
