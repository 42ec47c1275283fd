import Foundation
import GlanceSimCLI
import Testing

/// The repros, run in-process: each is now a located error (exit 65) at the token, from a script, from
/// `step --state`, and from a state folder whose saved steps hold the line.
@Suite(.serialized) struct NoCrashOnBadNumbersTests {
    static let clock = FuzzTests.root + "/Manifests/clock"

    private func run(_ arguments: [String]) -> (status: CommandStatus, stderr: String) {
        var err = ""
        let status = CommandLineTool.run(arguments, output: CommandOutput(stdout: { _ in }, stderr: { err += $0 }))
        return (status, err)
    }

    private func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "glancesim-repro-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [
        (
            "advance 3s\nadvance 9223372036854775807ms", "2:9",
            "duration '9223372036854775807ms' is longer than the simulation horizon; expected at most 36525d (100 years)"
        ),
        (
            "set screen off\nadvance 106751991167d\nset screen on", "2:9",
            "duration '106751991167d' is longer than the simulation horizon; expected at most 36525d (100 years)"
        ),
        (
            "install CLOCK\nadd widget .ClockReceiver size 2147483648x4", "2:32",
            "size '2147483648x4' is out of range; width and height must be more than 0 and at most 100000 dp"
        ),
        (
            "install CLOCK\nadd widget .ClockReceiver cells 2x47483647", "2:33",
            "cell area '2x47483647' is out of range; columns and rows must be from 1 to 100"
        ),
        (
            "advance 3s\nadvance 36525d", "2:1",
            "cannot advance by '36525d' from '0d 00:00:03.000': that is past the simulation horizon "
                + "'36525d 00:00:00.000' (100 years after the device started)"
        ),
    ])
    func scriptLinesThatCrashedAreLocatedErrors(script: String, position: String, message: String) throws {
        let directory = try folder("script")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/repro.scenario"
        try Data(script.replacingOccurrences(of: "CLOCK", with: Self.clock).utf8).write(to: URL(filePath: path))
        let result = run(["replay", "--quiet", path])
        #expect(result.status == .dataError)
        #expect(result.stderr.hasPrefix("\(path):\(position): error: \(message)"))
    }

    @Test func stepStateRefusesTheLinesAndLeavesTheFolderLoadable() throws {
        let directory = try folder("step")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = directory + "/st"
        #expect(run(["replay", "--quiet", "--state", state, Self.clock + "/an-hour.scenario"]).status == .success)
        let advance = run(["step", "--state", state, "advance 3s", "advance 9223372036854775807ms"])
        #expect(advance.status == .dataError)
        #expect(advance.stderr.hasPrefix("<step 2>:1:9: error: duration '9223372036854775807ms' is longer"))
        let size = run(["step", "--state", state, "add widget .ClockReceiver size 2147483648x4"])
        #expect(size.status == .dataError)
        #expect(size.stderr.hasPrefix("<step 1>:1:32: error: size '2147483648x4' is out of range"))
        #expect(run(["work", "list", "--state", state]).status == .success)
    }

    /// A state folder whose saved steps hold a crashing line: `work cancel` and `step --state` with `--verify`
    /// replay the steps; the error points at the step's text in `glancesim-state.json`, with a note at its origin.
    @Test func savedStepsWithTheLinesAreLocatedInTheStateManifest() throws {
        let directory = try folder("saved")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = directory + "/st"
        #expect(run(["replay", "--quiet", "--state", state, Self.clock + "/an-hour.scenario"]).status == .success)
        let manifestPath = state + "/glancesim-state.json"
        let original = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: "\"text\" : \"advance 0\"", with: "\"text\" : \"advance 9223372036854775807ms\"")
        #expect(edited != original)
        try Data(edited.utf8).write(to: URL(filePath: manifestPath))
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("9223372036854775807ms") }) + 1
        for command in [
            ["work", "cancel", "sync", "--state", state, "--verify"],
            ["step", "--state", state, "--verify", "advance 1m"],
        ] {
            let result = run(command)
            #expect(result.status == .dataError)
            #expect(
                result.stderr.hasPrefix(
                    "\(manifestPath):\(line):16: error: saved step 4: duration '9223372036854775807ms' is longer"))
            #expect(result.stderr.contains("an-hour.scenario:6:1: note: the step was saved from here"))
        }
    }

    @Test func aStateManifestThatIsNotJSONIsLocatedAtTheBadToken() throws {
        let directory = try folder("json")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = directory + "/st"
        #expect(run(["replay", "--quiet", "--state", state, Self.clock + "/an-hour.scenario"]).status == .success)
        let manifestPath = state + "/glancesim-state.json"
        let original = try String(contentsOfFile: manifestPath, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "\"line\" : 3,", with: "\"line\" : NaN,")
        try Data(edited.utf8).write(to: URL(filePath: manifestPath))
        let line =
            try #require(
                edited.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("NaN")
                }) + 1
        let result = run(["work", "list", "--state", state])
        #expect(result.status == .dataError)
        #expect(result.stderr.contains("glancesim-state.json:\(line):16: error: the state folder"))
        #expect(result.stderr.contains("is damaged: glancesim-state.json does not decode"))
    }
}
