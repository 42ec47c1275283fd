import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// ``ScenarioRunner/monitor``: what a command line uses to show progress and stop on Ctrl-C.
@Suite struct ScenarioMonitorTests {
    static let script = """
        install ticker
        add widget .TickReceiver as t
        advance 1d
        set screen off
        advance 3h
        set screen on
        advance to 2026-01-03T05:07:30Z
        """

    func runner(monitor: ScenarioRunner.Monitor?) -> ScenarioRunner {
        let runner = ScenarioRunner(baseDirectory: "/apps", loadApp: ScenarioRunnerTests.loadApp)
        runner.monitor = monitor
        return runner
    }

    @Test func aMonitoredAdvanceRunsExactlyTheEventsOfAnUnmonitoredOne() throws {
        let scenario = try ScenarioParser.parse(Self.script, path: "m.scenario")
        let plain = runner(monitor: nil)
        _ = try plain.run(scenario)
        var seen: [SimInstant] = []
        let watched = runner(monitor: { device in
            seen.append(device.now)
            return .proceed
        })
        _ = try watched.run(scenario)
        #expect(watched.device.trace.text == plain.device.trace.text)
        #expect(watched.device.now == plain.device.now)
        // Before each of the 7 steps, and after every 10 simulated minutes of each advance but its last piece:
        // 1 day, 3 hours, then 26 h 7.5 min (the last piece is 7.5 minutes).
        #expect(seen.count == 7 + (144 - 1) + (18 - 1) + 156)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.0 <= $0.1 })
    }

    @Test func aMonitorThatSaysStopInterruptsTheStepWithALocatedError() throws {
        let scenario = try ScenarioParser.parse(Self.script, path: "m.scenario")
        var calls = 0
        let watched = runner(monitor: { _ in
            calls += 1
            return calls == 20 ? .interrupt : .proceed
        })
        let error = #expect(throws: FormatError.self) { try watched.run(scenario) }
        #expect(error?.diagnostics.map(\.code) == [.interrupted])
        #expect(error?.diagnostics.first?.location == SourceLocation(path: "m.scenario", line: 3, column: 1))
        // Called before steps 1–3, then after each slice of step 3: the 17th slice ends at 02:50.
        #expect(watched.device.now == SimInstant(milliseconds: 17 * 600_000))
    }
}
