import Foundation
import GlanceSim
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `replay --metrics [--json]` and `replay --perfetto FILE`, on the ticker fixture.
@Suite struct ObservingReplayTests {
    static let scenario = ReplayCommandTests.fixtures + "/ticker/pass.scenario"

    /// The JSON line `--metrics --json` prints, decoded.
    struct MetricsLine: Decodable {
        var scenario: String
        var start: Int64
        var end: Int64
        var widgets: [Widget]
        var apps: [App]

        struct Widget: Decodable {
            var appWidgetId: Int32
            var provider: String
            var renders: Int
            var ageMax: Int64?
        }

        struct App: Decodable {
            var package: String
            var processStarts: Int
            var broadcastsReceived: Int
        }
    }

    @Test func metricsJSONIsTheOnlyLineOnStandardOutputAndTheSummaryGoesToStandardError() throws {
        let result = ReplayCommandTests.run(["replay", "--quiet", "--metrics", "--json", Self.scenario])
        #expect(result.status == .success)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.hasSuffix("3 expectation(s) passed, 0 failed\n"))
        let metrics = try JSONDecoder().decode(MetricsLine.self, from: Data(lines[0].utf8))
        #expect(metrics.start == 0 && metrics.widgets.map(\.provider) == ["com.example.ticker/.TickerReceiver"])
        #expect(metrics.apps.map(\.package) == ["com.example.ticker"] && metrics.apps[0].processStarts == 1)
    }

    @Test func metricsTextIsTheSameRunAsTheJSON() throws {
        let text = ReplayCommandTests.run(["replay", "--quiet", "--metrics", Self.scenario])
        let json = ReplayCommandTests.run(["replay", "--quiet", "--metrics", "--json", Self.scenario])
        let metrics = try JSONDecoder().decode(
            MetricsLine.self, from: Data(json.stdout.utf8))
        let widget = metrics.widgets[0]
        #expect(text.stdout.contains("widget \(widget.appWidgetId) com.example.ticker/.TickerReceiver: "))
        #expect(text.stdout.contains("\(metrics.apps[0].broadcastsReceived) broadcast"))
    }

    @Test func perfettoFileIsAJSONDocumentPutInPlaceAtTheEnd() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-perfetto-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("run.json").path
        let result = ReplayCommandTests.run(["replay", "--quiet", "--perfetto", path, Self.scenario])
        #expect(result.status == .success && result.stderr.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let events = try #require((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
        #expect(
            events.contains { $0["ph"] as? String == "M" && ($0["args"] as? [String: String])?["name"] == "system" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.json"])  // no temporary left
        let again = folder.appendingPathComponent("again.json").path
        _ = ReplayCommandTests.run(["replay", "--quiet", "--perfetto", again, Self.scenario])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: again)))
    }

    @Test func perfettoIntoAMissingFolderExitsCannotCreateAndLeavesNothing() {
        let result = ReplayCommandTests.run(["replay", "--perfetto", "/nonexistent-folder/run.json", Self.scenario])
        #expect(result.status == .cannotCreate)
        #expect(result.stderr.hasPrefix("/nonexistent-folder/run.json: error: cannot write the Perfetto trace: "))
        #expect(result.stdout.isEmpty)
    }

    @Test func badObservingOptionsAreUsageErrors() {
        #expect(ReplayCommandTests.run(["replay", "--json", Self.scenario]).status == .usage)
        #expect(
            ReplayCommandTests.run(["replay", "--perfetto", "a.json", Self.scenario, Self.scenario]).status == .usage)
        #expect(ReplayCommandTests.run(["replay", Self.scenario, "--perfetto"]).status == .usage)
    }
}
