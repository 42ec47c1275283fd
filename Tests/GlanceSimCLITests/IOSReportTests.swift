import Foundation
import GlanceSim
import GlanceSimFormats
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimScenarios

/// `glancesim report` and `replay --report` of iOS scenarios and compare files.
@Suite struct IOSReportTests {
    static let manifests = ManifestScenarioTests.manifests
    static let weatherIOS = manifests + "/weather/ios-day.scenario"
    static let weatherCompare = manifests + "/weather/both.compare"

    /// One lane of the embedded data: its events (instant, label) or steps (instant, value).
    struct Lane {
        var group: String
        var name: String
        var kind: String
        var marks: [(instant: Int, label: String?)]
    }

    /// One report section of the embedded data.
    struct Section {
        var name: String
        var lanes: [Lane]
        /// Each step's line and verdict (`nil`: not an expectation).
        var steps: [(line: Int, passed: Bool?)]
        var pictures: [String]

        func lane(_ group: String, _ name: String) -> Lane? {
            lanes.first { $0.group == group && $0.name == name }
        }
    }

    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glancesim-ios-report-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The sections of the report at `path`, decoded from the JSON the page embeds.
    private func sections(_ path: String) throws -> [Section] {
        let html = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(html.range(of: "<script id=\"data\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let scenarios = try #require(root["scenarios"] as? [[String: Any]])
        return try scenarios.map { scenario in
            let lanes = try #require(scenario["lanes"] as? [[String: Any]]).map { lane in
                let kind = lane["kind"] as? String ?? ""
                let rows = (lane[kind == "steps" ? "steps" : "events"] as? [[Any]]) ?? []
                return Lane(
                    group: lane["group"] as? String ?? "", name: lane["name"] as? String ?? "", kind: kind,
                    marks: rows.map { row in ((row[0] as? Int) ?? -1, row.last as? String) })
            }
            let steps = (scenario["steps"] as? [[Any]] ?? []).map { ($0[1] as? Int ?? 0, $0[3] as? Bool) }
            return Section(
                name: scenario["name"] as? String ?? "", lanes: lanes, steps: steps,
                pictures: scenario["pictures"] as? [String] ?? [])
        }
    }

    @Test func anIOSScenarioHasTheAppAndWidgetLanesWithWithheldReloadsAndTheBudgetSteppingDown() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = ReplayCommandTests.run(["report", Self.weatherIOS, "-o", dir + "/r.html"])
        #expect(result.status == .success, "\(result.stderr)")
        let section = try #require(try sections(dir + "/r.html").first)
        let widget = "iOS widget 1 · WeatherWidget systemSmall"
        #expect(
            section.lanes.map { "\($0.group) | \($0.name) | \($0.kind)" } == [
                "iOS app | state | steps", "iOS app | App Group writes | events",
                "\(widget) | placed | steps", "\(widget) | renders | renders",
                "\(widget) | provider calls | events", "\(widget) | reloads | events",
                "\(widget) | budget left | steps",
            ])
        #expect(section.lane("iOS app", "state")?.marks.map(\.label) == ["background"])
        let reloads = try #require(section.lane(widget, "reloads")).marks.compactMap(\.label)
        #expect(reloads.filter { $0.hasPrefix("withheld: policy: no budget left, until ") }.count == 3)
        #expect(reloads.contains("requested: added, free") && reloads.contains("debit: 11 left"))
        let budget = try #require(section.lane(widget, "budget left")).marks.compactMap { $0.label.flatMap(Int.init) }
        // Hourly debits against a refill of one every 2 hours, down to nothing by the next morning; a refill and
        // a debit at one instant are one change (no sliver of the refilled value).
        #expect(budget == [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
        let calls = try #require(section.lane(widget, "provider calls")).marks.compactMap(\.label)
        #expect(
            calls.prefix(3) == [
                "snapshot (preview)", "placeholder",
                "timeline → 1 entry at 0d 00:00:00.000, policy after 0d 01:00:00.000",
            ])
        #expect(calls.filter { $0.hasPrefix("timeline") }.count == 27)
        #expect(section.steps.filter { $0.passed == true }.count == 13)
    }

    /// The weather provider writes the hour it fetched ("updated 09:00"), so each render's picture must show its
    /// own hour: a picture drawn after the step would show the step's last fetch.
    @Test func eachRenderShowsTheEntryShownAtItsInstant() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = ReplayCommandTests.run(["report", Self.weatherIOS, "-o", dir + "/r.html"])
        let section = try #require(try sections(dir + "/r.html").first)
        let renders = try #require(section.lane("iOS widget 1 · WeatherWidget systemSmall", "renders")).marks
        #expect(renders.count == 27)
        for render in renders.dropFirst() {
            let index = try #require(render.label.flatMap { Int($0) })
            let picture = section.pictures[index]
            let hour = (8 + render.instant / 3_600_000) % 24
            #expect(
                picture.contains(String(format: "updated %02d:00", hour)),
                "render at \(render.instant) ms shows \(picture)")
            #expect(picture.contains("width=\"158\" height=\"158\""))  // a small widget, in points
        }
    }

    @Test func aCompareReportHasBothPlatformsLanesOnOneAxisAndItsStepsVerdicts() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = ReplayCommandTests.run(["report", Self.weatherCompare, "-o", dir + "/r.html"])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(Self.weatherCompare): 6 expectation(s) passed, 0 failed\n"))
        let section = try #require(try sections(dir + "/r.html").first)
        let groups = section.lanes.map(\.group)
        #expect(groups.allSatisfy { $0.hasPrefix("Android · ") || $0.hasPrefix("iOS ") })
        let androidRenders = try #require(
            section.lane("Android · Widget 1 · com.example.weather/.WeatherReceiver", "renders"))
        let iosRenders = try #require(section.lane("iOS widget 1 · WeatherWidget systemSmall", "renders"))
        #expect(section.lane("Android · Work · com.example.weather", "runs")?.marks.count == 29)
        #expect(section.lane("iOS widget 1 · WeatherWidget systemSmall", "reloads") != nil)
        // Both platforms' pictures in one list: Android's first, then iOS's.
        let androidPictures = androidRenders.marks.compactMap { $0.label.flatMap(Int.init) }
        let iosPictures = iosRenders.marks.compactMap { $0.label.flatMap(Int.init) }
        #expect(iosPictures.count == iosRenders.marks.count && !androidPictures.isEmpty)
        #expect(androidPictures.max()! < iosPictures.min()!)
        #expect(iosPictures.allSatisfy { section.pictures[$0].contains("width=\"158\"") })
        // Every compare step, at its line; the expectations with the verdict of the side that checked.
        #expect(section.steps.map(\.line) == [5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 21])
        #expect(section.steps.compactMap(\.passed) == [true, true, true, true, true, true])
    }

    @Test func reportsAreByteIdenticalTwiceAndReplayWritesTheSameReport() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [Self.weatherIOS, Self.weatherCompare, ReportCommandTests.scenario]
        _ = ReplayCommandTests.run(["report"] + files + ["-o", dir + "/a.html"])
        _ = ReplayCommandTests.run(["report"] + files + ["-o", dir + "/b.html"])
        let first = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.html"))
        #expect(first == (try Data(contentsOf: URL(fileURLWithPath: dir + "/b.html"))))
        #expect(try sections(dir + "/a.html").map(\.name) == files)
        _ = ReplayCommandTests.run(["report", Self.weatherIOS, "-o", dir + "/c.html"])
        let replay = ReplayCommandTests.run(["replay", "--quiet", "--report", dir + "/d.html", Self.weatherIOS])
        #expect(replay.status == .success, "\(replay.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/c.html"))
                == Data(contentsOf: URL(fileURLWithPath: dir + "/d.html")))
    }

    @Test func aFailingIOSExpectationExitsOneAndStillWritesTheReport() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = dir + "/fail.scenario"
        try """
        platform ios
        device zone Europe/Berlin time 2026-06-01T08:00
        install \(Self.manifests)/weather
        add widget WeatherWidget family small as w
        advance 2h
        expect budget w 3
        advance 1h
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let result = ReplayCommandTests.run(["report", script, "-o", dir + "/r.html"])
        #expect(result.status == .expectationFailed)
        #expect(result.stdout.hasPrefix("\(script): 0 expectation(s) passed, 1 failed\n"))
        let section = try #require(try sections(dir + "/r.html").first)
        #expect(section.steps.compactMap(\.passed) == [false])
        #expect(section.lane("iOS widget 1 · WeatherWidget systemSmall", "renders")?.marks.count == 4)
        let replay = ReplayCommandTests.run(["replay", "--quiet", "--report", dir + "/s.html", script])
        #expect(replay.status == .expectationFailed && FileManager.default.fileExists(atPath: dir + "/s.html"))
    }

    /// Runs an iOS scenario with the report's recorder listening: the report and the recorder's metrics line.
    static func runRecordingMetrics(_ scenario: IOSScenario) throws -> (
        report: IOSScenarioRunner.Report, metrics: String
    ) {
        let runner = IOSScenarioRunner(baseDirectory: ".")
        let recorder = IOSReportRecorder(runner: runner)
        let report = try runner.run(scenario) { recorder.stepDidRun($0) }
        return (report, recorder.metrics)
    }

    /// The summary counts the provider's timeline calls, not the timelines set: with `duplicates 1` each reload
    /// calls the provider twice (F-758400) and sets one timeline.
    @Test func theSummaryCountsEveryTimelineCallEvenDuplicates() throws {
        let scenario = try IOSScenarioParser.parse(
            """
            platform ios
            device zone Europe/Berlin time 2026-06-01T08:00 duplicates 1
            install \(Self.manifests)/weather
            add widget WeatherWidget family small as w
            expect calls w timeline 2
            """, path: "dup.scenario")
        let (report, metrics) = try Self.runRecordingMetrics(scenario)
        #expect(report.failures.isEmpty)
        #expect(
            metrics
                == "iOS widget 1 · WeatherWidget systemSmall: 2 timeline call(s), 0 budget debit(s), "
                + "0 reload(s) withheld; budget left 48\n")
    }

    /// widgetkit reference §15 rule 10 (F-653265: under Xcode "these limits are not imposed"): on the `debugger`
    /// preset the background app's reload and the policy's reloads take nothing from a budget, so the summary
    /// counts no budget debit.
    @Test func underTheDebuggerPresetTheSummaryCountsNoBudgetDebit() throws {
        let scenario = try IOSScenarioParser.parse(
            """
            platform ios
            device zone Europe/Berlin time 2026-06-01T08:00 preset debugger
            install \(Self.manifests)/weather
            add widget WeatherWidget family small as w
            app background
            app reload all
            advance 6h
            expect calls w timeline 8
            """, path: "dbg.scenario")
        let (report, metrics) = try Self.runRecordingMetrics(scenario)
        #expect(report.failures.isEmpty)
        #expect(
            metrics
                == "iOS widget 1 · WeatherWidget systemSmall: 8 timeline call(s), 0 budget debit(s), "
                + "0 reload(s) withheld; budget left unlimited\n")
    }

    @Test func aBadIOSScriptIsAnErrorAtItsLineAndColumn() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = dir + "/bad.scenario"
        try "platform ios\ninstall .\n  wobble 3\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = ReplayCommandTests.run(["report", script, "-o", dir + "/r.html"])
        #expect(result.status == .dataError)
        #expect(result.stderr.hasPrefix("\(script):3:3: error: unknown word 'wobble'"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/r.html"))
    }

    /// A compare run counts each step's cost from the trace's counts, so a session that streams its trace (as the
    /// report's does) gives the same comparison as one that keeps every record.
    @Test func aComparisonOnAStreamingSessionCostsTheSame() throws {
        final class Nothing: TraceSink {
            func receive(_ record: TraceRecord) {}
        }
        let kept = try PlatformComparison.run(path: Self.weatherCompare)
        var seen: [Int] = []
        let streamed = try PlatformComparison.run(
            path: Self.weatherCompare, android: ScenarioSession(traceMode: .streaming(Nothing())),
            ios: IOSScenarioRunner(baseDirectory: "/nowhere")
        ) { seen.append($0.line) }
        #expect(streamed.steps.map(\.android.cost) == kept.steps.map(\.android.cost))
        #expect(streamed.steps.map(\.ios.cost) == kept.steps.map(\.ios.cost))
        #expect(seen == kept.steps.map(\.line) && kept.steps.contains { $0.android.cost["work.start"] ?? 0 > 0 })
    }
}
