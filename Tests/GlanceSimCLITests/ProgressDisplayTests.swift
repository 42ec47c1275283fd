import Foundation
import GlanceSim
import Synchronization
import Testing

@testable import GlanceSimCLI

/// The progress line of a long run: its text, when it appears, and that it never appears off a terminal.
@Suite struct ProgressDisplayTests {
    typealias Reached = ProgressDisplay.Reached

    @Test func progressLineShowsTheSimulatedTimeReachedTheEventsAndTheEventsPerSecond() {
        let runs = [
            Reached(
                label: "night.scenario", simulated: SimInstant(milliseconds: 1_051_200_000),
                localTime: "2026-01-13 04:00:00", events: 1_234_567)
        ]
        #expect(
            ProgressDisplay.line(runs, elapsed: .milliseconds(2_500), width: 200)
                == "1,234,567 events, 493,827 events/s; night.scenario 2026-01-13 04:00:00 (12d 04:00:00)")
    }

    @Test func progressLineNamesEveryRunningScriptAndCountsAllTheirEvents() {
        let runs = [
            Reached(label: "a", simulated: SimInstant(milliseconds: 60_000), localTime: "t1", events: 500),
            Reached(label: "b", simulated: SimInstant(milliseconds: 0), localTime: "t2", events: 1_500),
        ]
        #expect(
            ProgressDisplay.line(runs, elapsed: .seconds(1), width: 200)
                == "2,000 events, 2,000 events/s; a t1 (0d 00:01:00); b t2 (0d 00:00:00)")
    }

    @Test func progressLineIsCutToFitTheTerminal() {
        let runs = [Reached(label: "x", simulated: .zero, localTime: "t", events: 0)]
        let line = ProgressDisplay.line(runs, elapsed: .zero, width: 20)
        #expect(line == "0 events, 0 events…")
        #expect(line.count == 19)
    }

    @Test func countsAreGroupedByThousands() {
        #expect(ProgressDisplay.grouped(0) == "0")
        #expect(ProgressDisplay.grouped(999) == "999")
        #expect(ProgressDisplay.grouped(1_000) == "1,000")
        #expect(ProgressDisplay.grouped(12_345_678) == "12,345,678")
    }

    /// A terminal whose clock moves 300 ms each time it is read.
    final class FakeTerminal: Sendable {
        let written = Mutex("")
        let reads = Atomic(0)

        var terminal: ProgressTerminal {
            ProgressTerminal(
                write: { text in self.written.withLock { $0 += text } }, width: 1_000,
                elapsed: { .milliseconds(300 * self.reads.add(1, ordering: .relaxed).newValue) })
        }
    }

    @Test func aLongReplayOnATerminalShowsProgressAfterASecondAndErasesItAtTheEnd() {
        let script = ReplayCommandTests.fixtures + "/ticker/pass.scenario"
        let fake = FakeTerminal()
        let onTerminal = StateFolderCommandTests.run(["replay", script], terminal: fake.terminal)
        let plain = StateFolderCommandTests.run(["replay", script])
        #expect(onTerminal.stdout == plain.stdout)
        #expect(onTerminal.stderr.isEmpty)
        let written = fake.written.withLock { $0 }
        let lines = written.split(separator: "\r", omittingEmptySubsequences: true)
        #expect(lines.count >= 2)
        #expect(lines.first?.contains(" events/s; pass.scenario 2026-03-29 0") == true)
        #expect(lines.first?.hasSuffix(")\u{1B}[K") == true)
        #expect(written.hasSuffix("\r\u{1B}[K"))
    }

    @Test func noProgressIsShownWhenStandardErrorIsNotATerminal() {
        // `CommandOutput(stdout:stderr:)` is how pipes, files and tests are written: no terminal.
        var err = ""
        let output = CommandOutput(stdout: { _ in }, stderr: { err += $0 })
        #expect(output.terminal == nil)
        #expect(output.progressDisplay(labels: ["x"]) == nil)
        let status = CommandLineTool.run(
            ["replay", ReplayCommandTests.fixtures + "/ticker/pass.scenario"], output: output)
        #expect(status == .success)
        #expect(err.isEmpty)
    }
}
