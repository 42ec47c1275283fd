import Foundation
import GlanceSim
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// `replay` and `step` print and write their traces as they run, keeping no records: their output must be
/// byte for byte what the same run renders from a device that kept every record.
@Suite struct StreamingReplayTests {
    /// What a full-trace run of `Manifests/<scenario>` renders: the text `replay` prints and the `--trace-json`
    /// file, with `<root>/` cut from paths as ``GoldenTraces/replay(_:in:)`` cuts it.
    static func rendered(_ scenario: String, quiet: Bool) throws -> (text: String, json: String) {
        let root = GoldenTraces.packageRoot
        let path = root + "/Manifests/" + scenario
        let session = ScenarioSession()
        #expect(session.device.trace.mode == .full)
        let report = try session.run(script: path)
        var text = ""
        let output = CommandOutput(stdout: { text += $0 }, stderr: { text += $0 })
        ReportPrinter.print(report, device: session.device, quiet: quiet, output: output)
        output.line("\(path): " + ReportPrinter.summary(report))
        let json = "{\"scenario\":\(jsonString(path))}\n" + session.device.trace.jsonLines
        func relative(_ text: String) -> String { text.replacingOccurrences(of: root + "/", with: "") }
        return (relative(text), relative(json))
    }

    @Test(arguments: ManifestScenarioTests.androidScenarios)
    func streamingReplayEqualsTheFullTraceRenderingOnEverySample(_ scenario: String) throws {
        let streamed = GoldenTraces.replay(scenario)
        let full = try Self.rendered(scenario, quiet: false)
        #expect(streamed.stderr.isEmpty)
        #expect(streamed.text == full.text)
        #expect(streamed.json == full.json)
    }

    @Test(arguments: ManifestScenarioTests.androidScenarios)
    func quietStreamingReplayEqualsTheQuietFullRenderingOnEverySample(_ scenario: String) throws {
        let path = GoldenTraces.packageRoot + "/Manifests/" + scenario
        var out = ""
        _ = CommandLineTool.run(
            ["replay", "--quiet", path], output: CommandOutput(stdout: { out += $0 }, stderr: { out += $0 }))
        let full = try Self.rendered(scenario, quiet: true)
        #expect(out.replacingOccurrences(of: GoldenTraces.packageRoot + "/", with: "") == full.text)
    }

    @Test func replayAndStepSaveTheWholeTraceAsJSONLinesInTheStateFolder() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-streaming-state-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scenario = "clock/an-hour.scenario"
        let path = GoldenTraces.packageRoot + "/Manifests/" + scenario
        let state = root + "/st"
        var out = ""
        let output = CommandOutput(stdout: { out += $0 }, stderr: { out += $0 })
        #expect(CommandLineTool.run(["replay", "--quiet", "--state", state, path], output: output) == .success)
        let saved = try String(contentsOfFile: state + "/trace.jsonl", encoding: .utf8)
        let full = ScenarioSession()
        _ = try full.run(script: path)
        #expect(saved == full.device.trace.jsonLines)
        #expect(!saved.isEmpty)

        out = ""
        #expect(CommandLineTool.run(["step", "--state", state, "advance 2m"], output: output) == .success)
        // Only the new step prints; the saved steps replayed first print nothing.
        #expect(out.hasPrefix("<step 1>:1: advance 2m\n    "))
        #expect(!out.contains("install"))
        _ = try full.run(text: "advance 2m", path: "<step 1>")
        #expect(try String(contentsOfFile: state + "/trace.jsonl", encoding: .utf8) == full.device.trace.jsonLines)
        // The manifest's size and checksum of the spooled trace hold: the folder loads.
        #expect(CommandLineTool.run(["work", "list", "--state", state], output: output) == .success)
    }

    @Test func aStreamedSessionThatIsNotSavableRefusesToSaveWithoutATrace() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-streaming-unsaved-\(UInt32.random(in: 0...UInt32.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = try ScenarioSession(traceMode: .counting)
        _ = try session.run(text: "advance 1m")
        #expect(throws: FormatError.self) { try StateFolder.save(session, to: root + "/st") }
        let savable = try ScenarioSession(traceMode: .counting, savable: true)
        _ = try savable.run(text: "advance 1m")
        try StateFolder.save(savable, to: root + "/st")
        let full = try ScenarioSession(traceMode: .full)
        _ = try full.run(text: "advance 1m")
        #expect(try String(contentsOfFile: root + "/st/trace.jsonl", encoding: .utf8) == full.device.trace.jsonLines)
    }
}
