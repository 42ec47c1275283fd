import Foundation
import Synchronization
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimScenarios

/// The commands that save a state folder: nothing half-applied, damaged folders refused, leftovers of an
/// interrupted save recovered with a note, and Ctrl-C (an in-process interruption hook) stopping a long run.
@Suite struct StateFolderCommandTests {
    let root: String
    let state: String
    let manager = FileManager.default

    init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-cli-state-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        state = root + "/st"
    }

    func cleanUp() { try? manager.removeItem(atPath: root) }

    /// Writes a scenario on the fixture ticker app and returns its path.
    func scenario(_ name: String, _ steps: String) -> String {
        let path = root + "/" + name
        let text =
            "device zone Europe/Berlin time 2026-03-29T01:58\ninstall \(ReplayCommandTests.fixtures)/ticker\n"
            + "add widget .TickerReceiver as t\n" + steps
        _ = manager.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Every file of the state folder with its bytes.
    func files(_ folder: String) -> [String: Data] {
        (manager.subpaths(atPath: folder) ?? []).reduce(into: [:]) {
            $0[$1] = manager.contents(atPath: folder + "/" + $1)
        }
    }

    struct Run {
        var status: CommandStatus
        var stdout = ""
        var stderr = ""
    }

    /// Runs the tool with an interruption hook: it reports Ctrl-C from the `interruptAt`-th time it is asked on.
    static func run(_ arguments: [String], interruptAt: Int? = nil, terminal: ProgressTerminal? = nil) -> Run {
        final class Asked: Sendable { let count = Atomic(0) }
        let asked = Asked()
        var out = ""
        var err = ""
        let output = CommandOutput(
            stdout: { out += $0 }, stderr: { err += $0 },
            isInterrupted: {
                let count = asked.count.add(1, ordering: .relaxed).newValue
                return interruptAt.map { count >= $0 } ?? false
            },
            terminal: terminal)
        let status = CommandLineTool.run(arguments, output: output)
        return Run(status: status, stdout: out, stderr: err)
    }

    @Test func aStepThatCannotRunLeavesTheStateFolderByteForByteAsItWas() {
        defer { cleanUp() }
        #expect(
            Self.run(["replay", "--quiet", "--state", state, scenario("s.scenario", "advance 3m")]).status == .success)
        let before = files(state)
        let result = Self.run(["step", "--state", state, "advance 1h", "set network nowhere"])
        #expect(result.status == .dataError)
        #expect(result.stderr.hasPrefix("<step 2>:1:13: error: unknown word 'nowhere'"))
        #expect(files(state) == before)
        let work = Self.run(["work", "cancel", "no-such-work", "--state", state])
        #expect(work.status == .dataError)
        #expect(files(state) == before)
    }

    @Test func aDamagedStateFolderIsRefusedWithALocatedErrorAndNeverOverwritten() {
        defer { cleanUp() }
        let script = scenario("s.scenario", "advance 3m")
        #expect(Self.run(["replay", "--quiet", "--state", state, script]).status == .success)
        _ = manager.createFile(atPath: state + "/widgets.json", contents: Data("[]\n".utf8))
        let before = files(state)
        for arguments in [
            ["work", "list", "--state", state], ["step", "--state", state, "advance 1m"],
            ["replay", "--quiet", "--state", state, script],
        ] {
            let result = Self.run(arguments)
            #expect(result.status == .dataError, "\(arguments)")
            #expect(result.stderr.contains("\(state)/widgets.json:1:1: error: the state folder '\(state)' is damaged"))
            #expect(files(state) == before, "\(arguments)")
        }
    }

    @Test func theNextCommandRecoversALeftoverOfAKilledSaveAndSaysSoOnStandardError() throws {
        defer { cleanUp() }
        #expect(
            Self.run(["replay", "--quiet", "--state", state, scenario("s.scenario", "advance 3m")]).status == .success)
        // A kill between the two renames of a save without the atomic swap: only the old folder is left.
        try manager.moveItem(atPath: state, toPath: state + ".glancesim-old")
        let result = Self.run(["render", "--state", state, "t"])
        #expect(result.status == .success)
        #expect(
            result.stderr
                == "\(state):1:1: note: a save was interrupted before it finished: moved the earlier state back from "
                + "'\(state).glancesim-old'\n")
        #expect(result.stdout == "Text \"03:01\"\n")
        #expect(!manager.fileExists(atPath: state + ".glancesim-old"))
        #expect(Self.run(["render", "--state", state, "t"]).stderr.isEmpty)
    }

    @Test func ctrlCStopsALongReplayWithinAMomentExits130AndLeavesTheStateFolderAsItWas() {
        defer { cleanUp() }
        #expect(
            Self.run(["replay", "--quiet", "--state", state, scenario("s.scenario", "advance 3m")]).status == .success)
        let before = files(state)
        let year = scenario("year.scenario", "advance 365d\nexpect render t contains \"03:01\"")
        // Asked before each of the 4 steps, then every 10 simulated minutes: the 10th time is 1 hour in.
        let result = Self.run(["replay", "--state", state, year], interruptAt: 10)
        #expect(result.status == .interrupted)
        // The steps print as they run, up to the interruption; there is no summary.
        let printed = result.stdout.split(separator: "\n")
        #expect(printed.first == "\(year):1: device zone Europe/Berlin time 2026-03-29T01:58")
        #expect(printed.contains("\(year):4: advance 365d"))
        #expect(printed.last?.hasPrefix("    0d 0") == true)
        #expect(!result.stdout.contains("expectation(s) passed"))
        #expect(
            result.stderr == """
                \(year):4:1: error: interrupted at 0d 01:00:00.000 (2026-03-29 03:58:00) after 182 events
                \(state):1:1: note: nothing was saved to '\(state)'

                """)
        #expect(files(state) == before)
    }

    @Test func ctrlCDuringStepsSavesNothing() {
        defer { cleanUp() }
        #expect(
            Self.run(["replay", "--quiet", "--state", state, scenario("s.scenario", "advance 3m")]).status == .success)
        let before = files(state)
        let result = Self.run(["step", "--state", state, "advance 1m", "advance 30d"], interruptAt: 12)
        #expect(result.status == .interrupted)
        #expect(result.stderr.hasPrefix("<step 2>:1:1: error: interrupted at "))
        #expect(result.stderr.hasSuffix("\(state):1:1: note: nothing was saved to '\(state)'\n"))
        #expect(files(state) == before)
        // Ctrl-C after the last step but before the save: nothing is saved either.
        let late = Self.run(["step", "--state", state, "advance 1m"], interruptAt: 2)
        #expect(late.status == .interrupted)
        #expect(late.stderr.hasSuffix("\(state):1:1: error: interrupted; nothing was saved to '\(state)'\n"))
        #expect(files(state) == before)
    }

    @Test func verifyChecksTheSnapshotAgainstTheSavedStepsAndFullTraceKeepsEveryRecord() throws {
        defer { cleanUp() }
        let script = scenario("s.scenario", "advance 3m")
        #expect(Self.run(["replay", "--quiet", "--state", state, "--full-trace", script]).status == .success)
        #expect(manager.fileExists(atPath: state + "/trace-000001.jsonl"))
        let verified = Self.run(["work", "list", "--state", state, "--verify"])
        #expect(verified.status == .success)
        #expect(verified.stderr.isEmpty)
        #expect(Self.run(["step", "--state", state, "advance 1m"]).status == .success)
        #expect(manager.fileExists(atPath: state + "/trace-000002.jsonl"))
        // The snapshot edited behind the steps' back (its checksum made to match): --verify says where they part.
        let snapshot = state + "/" + StateFolder.snapshotName
        let text = try String(contentsOfFile: snapshot, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"sdkInt\":35", with: "\"sdkInt\":34").utf8)
            .write(to: URL(fileURLWithPath: snapshot))
        try StateFolder.vouch(for: StateFolder.snapshotName, in: state)
        #expect(Self.run(["widgets", "--state", state]).status == .success)
        let refused = Self.run(["widgets", "--state", state, "--verify"])
        #expect(refused.status == .dataError)
        #expect(
            refused.stderr.hasPrefix("\(snapshot):1:1: error: the snapshot is not the device its 5 saved steps make"))
        #expect(Self.run(["replay", "--verify", script]).status == .usage)
    }

    /// Issue "Nothing lost, third pass": a `snapshot.json` whose `lastID` was edited to 0 while widget 1 is bound
    /// (its size and hash vouched for, as a person editing it would) trapped `work list --state` on `1...0`. The
    /// regression fixture is refused as damaged state, located at the `lastID` value, not at 1:1.
    @Test func aSnapshotWithLastWidgetIdZeroIsRefusedAtItsLastIDKeyByWorkList() throws {
        defer { cleanUp() }
        let fixture =
            FuzzTests.root + "/Tests/GlanceSimCLITests/Fixtures/fuzz-regressions/"
            + "snapshot-issue44-last-widget-id-zero/st"
        try manager.copyItem(atPath: fixture, toPath: state)
        for name in try manager.contentsOfDirectory(atPath: state) {
            let path = state + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "@ROOT@", with: FuzzTests.root).utf8).write(to: URL(filePath: path))
        }
        for name in [StateFolder.snapshotName] { try StateFolder.vouch(for: name, in: state) }
        let text = try String(contentsOfFile: state + "/" + StateFolder.snapshotName, encoding: .utf8)
        let value = try #require(text.range(of: "\"lastID\":0")).lowerBound
        let before = text[..<value]
        let line = before.count(where: { $0 == "\n" }) + 1
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex, to: before.endIndex)
            + 1 + "\"lastID\":".count
        let result = Self.run(["work", "list", "--state", state])
        #expect(result.status == .dataError, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("\(state)/snapshot.json:\(line):\(column): error: "), "\(result.stderr)")
        #expect(result.stderr.contains("widget id 1 was never allocated: the last widget id ('lastID') is 0"))
    }

    /// Saves `Manifests/clock/screen-off.scenario` (its TIME_TICK receiver registered, number 1, the next number 2),
    /// writes `number` as the registration's number, and runs `work list --state`.
    private func loadClockWithRegistrationNumber(_ number: Int) throws -> (Run, line: Int, column: Int) {
        let saved = Self.run([
            "replay", "--quiet", "--state", state, FuzzTests.root + "/Manifests/clock/screen-off.scenario",
        ])
        #expect(saved.status == .success, "\(saved.stderr)")
        let path = state + "/" + StateFolder.snapshotName
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let list = try #require(text.range(of: "\"registrations\":[{"))
        let field = try #require(text.range(of: "\"number\":1,", range: list.upperBound..<text.endIndex))
        text.replaceSubrange(field, with: "\"number\":\(number),")
        try Data(text.utf8).write(to: URL(filePath: path))
        try StateFolder.vouch(for: StateFolder.snapshotName, in: state)
        let before = text[..<field.lowerBound]
        let line = before.count(where: { $0 == "\n" }) + 1
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex, to: before.endIndex)
            + 1 + "\"number\":".count
        return (Self.run(["work", "list", "--state", state]), line, column)
    }

    @Test func aRegistrationNumberBelowTheNextOneRestoresAndOneAtItIsRefusedAtItsKey() throws {
        defer { cleanUp() }
        #expect(try loadClockWithRegistrationNumber(1).0.status == .success)
        cleanUp()
        let (refused, line, column) = try loadClockWithRegistrationNumber(2)
        #expect(refused.status == .dataError, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix("\(state)/snapshot.json:\(line):\(column): error: "), "\(refused.stderr)")
    }

}
