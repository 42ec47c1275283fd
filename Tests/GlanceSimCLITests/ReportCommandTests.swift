import Foundation
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `glancesim report` and `replay --report`: one self-contained HTML file whose embedded data has the lanes.
@Suite struct ReportCommandTests {
    static let scenario = ReplayCommandTests.fixtures + "/ticker/pass.scenario"

    /// The data the page embeds, decoded.
    struct Data_: Decodable {
        var scenarios: [Scenario]
        struct Scenario: Decodable {
            var name: String
            var end: Int64
            var lanes: [Lane]
            var pictures: [String]
        }
        struct Lane: Decodable {
            var group: String
            var name: String
            var kind: String
        }
    }

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glancesim-report-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func embeddedData(_ path: String) throws -> Data_ {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(html.range(of: "<script id=\"data\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        return try JSONDecoder().decode(Data_.self, from: Data(json.utf8))
    }

    @Test func reportHasALanePerConditionProcessBroadcastAlarmAndWidgetAndNoNetworkReferences() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = ReplayCommandTests.run(["report", Self.scenario, "-o", dir + "/r.html"])
        #expect(result.status == .success)
        #expect(result.stdout.hasSuffix("wrote \(dir)/r.html\n"))
        let data = try embeddedData(dir + "/r.html")
        let lanes = try #require(data.scenarios.first).lanes
        #expect(lanes.contains { $0.group == "Processes" && $0.name == "com.example.ticker" })
        #expect(lanes.contains { $0.group == "Broadcasts" } && lanes.contains { $0.group == "Alarms" })
        #expect(lanes.contains { $0.group.hasPrefix("Widget 1") && $0.kind == "renders" })
        #expect(data.scenarios[0].end == 300_000 && !data.scenarios[0].pictures.isEmpty)
        let html = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))  // nothing fetched from a network
        #expect(!html.contains("<link") && !html.contains("<script src"))
    }

    @Test func replayWritesTheSameReportAsTheReportCommand() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = ReplayCommandTests.run(["report", Self.scenario, "-o", dir + "/a.html"])
        let replay = ReplayCommandTests.run(["replay", "--quiet", "--report", dir + "/b.html", Self.scenario])
        #expect(replay.status == .success)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/a.html"))
                == Data(contentsOf: URL(fileURLWithPath: dir + "/b.html")))
    }

    @Test func reportErrorsHaveTheirStatuses() throws {
        #expect(ReplayCommandTests.run(["report", Self.scenario]).status == .usage)
        #expect(ReplayCommandTests.run(["report", "-o", "x.html"]).status == .usage)
        #expect(ReplayCommandTests.run(["report", "/no/such.scenario", "-o", "/tmp/x.html"]).status == .noInput)
        let unwritable = ReplayCommandTests.run(["report", Self.scenario, "-o", "/dev/null/r.html"])
        #expect(unwritable.status == .cannotCreate && unwritable.stderr.contains("cannot write the report"))
    }
}
