import Foundation
import GlanceSim
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `replay --metrics [--json]` and `replay --perfetto FILE` of iOS scenarios (issue 43, item 6): reloads by
/// reason, budget spent, timeline age and stale time per widget; every script of a mixed run in the JSON; spans
/// for the entries shown, the reloads in flight and the app's state in the Perfetto trace.
@Suite struct IOSMetricsReplayTests {
    static let root = GoldenTraces.packageRoot

    /// The sample iOS scenarios, `Manifests/*/ios-*.scenario`, sorted.
    static var iosSamples: [String] {
        let manifests = root + "/Manifests"
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: manifests)) ?? []
        return apps.sorted().flatMap { app in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: manifests + "/" + app)) ?? []
            return files.filter { $0.hasPrefix("ios-") && $0.hasSuffix(".scenario") }.sorted().map {
                manifests + "/" + app + "/" + $0
            }
        }
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// A Perfetto document's events.
    static func traceEvents(_ path: String) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require((document as? [String: Any])?["traceEvents"] as? [[String: Any]])
    }

    @Test func metricsJSONOfEverySampleIOSScenarioIsOneObjectNamingItsScript() throws {
        let samples = Self.iosSamples
        #expect(samples.count >= 4)
        for file in samples {
            let run = FrontDoorCommandTests.run(["replay", file, "--metrics", "--json"])
            #expect(run.status == .success, "\(file): \(run.stderr)")
            let object = try #require(try Self.json(run.stdout) as? [String: Any], "\(file) printed \(run.stdout)")
            #expect(object["scenario"] as? String == file)
            #expect(object["platform"] as? String == "ios")
            let widgets = try #require(object["widgets"] as? [[String: Any]])
            #expect(!widgets.isEmpty, "\(file)")
            for widget in widgets {
                #expect(widget["reloads"] is [String: Any] && widget["budgetSpent"] is Int)
                #expect(widget["staleTime"] is Int && widget["ageMax"] != nil)
            }
            #expect(!run.stderr.contains("note:"), "\(file): \(run.stderr)")
        }
        // All of them at once: one array, in the order given.
        let all = FrontDoorCommandTests.run(["replay"] + samples + ["--metrics", "--json"])
        let array = try #require(try Self.json(all.stdout) as? [[String: Any]])
        #expect(array.compactMap { $0["scenario"] as? String } == samples)
    }

    @Test func mixedRunJSONListsEveryScriptWithItsPlatform() throws {
        let folder = Self.root + "/Manifests/weather"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }
            .sorted().map { folder + "/" + $0 }
        #expect(files.contains { $0.hasSuffix("/ios-day.scenario") } && files.count > 2)
        let run = FrontDoorCommandTests.run(["replay"] + files + ["--metrics", "--json"])
        #expect(run.status == .success, "\(run.stderr)")
        let array = try #require(try Self.json(run.stdout) as? [[String: Any]])
        #expect(array.compactMap { $0["scenario"] as? String } == files)
        #expect(
            array.compactMap { $0["platform"] as? String }
                == files.map { $0.hasSuffix("/ios-day.scenario") ? "ios" : "android" })
        #expect(!run.stderr.contains("'--metrics' is for Android scenarios"))
    }

    @Test func textMetricsOfAnIOSScenarioShowReloadsByReasonAndBudgetSpent() throws {
        let file = Self.root + "/Manifests/weather/ios-day.scenario"
        let text = FrontDoorCommandTests.run(["replay", "--quiet", "--metrics", file])
        #expect(text.status == .success)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("metrics from 0d 00:00:00.000 to 1d 05:00:00.000 (iOS):") })
        let widget = try #require(lines.first { $0.hasPrefix("  widget 1 WeatherWidget systemSmall: ") })
        // Added once (free), then the hourly policy: 27 timelines, 3 requests withheld for budget.
        #expect(widget.contains("reload requests (1 added, ") && widget.contains(" policy), 3 withheld; 27 timelines"))
        let json = FrontDoorCommandTests.run(["replay", "--quiet", "--metrics", "--json", file])
        let object = try #require(try Self.json(json.stdout) as? [String: Any])
        let metrics = try #require((object["widgets"] as? [[String: Any]])?.first)
        let reloads = try #require(metrics["reloads"] as? [String: Int])
        #expect(reloads["added"] == 1 && reloads.keys.sorted() == ["added", "policy"])
        #expect(widget.contains("reload requests (1 added, \(reloads["policy"]!) policy)"))
        // Every budgeted reload served took one from the budget: 26 debits, and the refill leaves it empty.
        #expect(
            metrics["budgetSpent"] as? Int == 26 && widget.contains("budget 26 spent, \(metrics["budgetLeft"]!) left"))
        #expect(lines.contains("  app: background 1d5h"))
    }

    @Test func staleTimeRunsFromAnAppGroupWriteTheExtensionReadsToTheNextTimeline() throws {
        let folder = try FrontDoorCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try FrontDoorCommandTests.scenario(
            """
            platform ios
            device zone Europe/Berlin time 2026-06-01T09:00 preset device
            install \(Self.root)/Manifests/todo
            app foreground
            app write group.com.example.todo items="Buy milk"
            add widget TodoWidget family medium as list
            advance 10m
            app write group.com.example.todo items="Buy milk,Call the plumber"
            app background
            advance 30m
            app reload all
            advance 5m
            app write group.com.example.todo items="Call the plumber"
            advance 15m
            """, in: folder)
        let run = FrontDoorCommandTests.run(["replay", "--quiet", "--metrics", "--json", file])
        #expect(run.status == .success, "\(run.stderr)")
        let object = try #require(try Self.json(run.stdout) as? [String: Any])
        let widget = try #require((object["widgets"] as? [[String: Any]])?.first)
        // Stale 30m (the write to the reload), then 15m (the last write to the end of the run).
        #expect(widget["staleStretches"] as? Int == 2)
        #expect(widget["staleTime"] as? Int == 45 * 60_000 && widget["staleMax"] as? Int == 30 * 60_000)
        // Timeline age: the first timeline shown 40m, the second 20m (to the end).
        #expect(widget["ageMax"] as? Int == 40 * 60_000 && widget["shownTime"] as? Int == 60 * 60_000)
        #expect(widget["reloads"] as? [String: Int] == ["added": 1, "app (background)": 1])
        let app = try #require(object["app"] as? [String: Int])
        #expect(app["foreground"] == 10 * 60_000 && app["background"] == 50 * 60_000)
        let text = FrontDoorCommandTests.run(["replay", "--quiet", "--metrics", file])
        #expect(text.stdout.contains("; stale 2 times for 45m in all, longest 30m"))
    }

    @Test func perfettoOfAnIOSScenarioHasSpansForEntriesReloadsAndTheAppState() throws {
        let folder = try FrontDoorCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/ios.json"
        let file = Self.root + "/Manifests/weather/ios-day.scenario"
        let run = FrontDoorCommandTests.run(["replay", "--quiet", "--perfetto", path, file])
        #expect(run.status == .success, "\(run.stderr)")
        let events = try Self.traceEvents(path)
        let threads = Dictionary(
            events.filter { $0["name"] as? String == "thread_name" }.compactMap { event -> (Int, String)? in
                guard let tid = event["tid"] as? Int, let name = (event["args"] as? [String: Any])?["name"] as? String
                else { return nil }
                return (tid, name)
            }, uniquingKeysWith: { first, _ in first })
        func spans(on thread: String) -> [[String: Any]] {
            events.filter { $0["ph"] as? String == "X" && threads[$0["tid"] as? Int ?? -1] == thread }
        }
        func count(_ name: String) -> Int { events.filter { $0["name"] as? String == name }.count }
        // One span per entry shown, back to back, the last ending at the end of the run (1d5h).
        let entries = spans(on: "widget 1 entries").sorted { ($0["ts"] as! Int) < ($1["ts"] as! Int) }
        #expect(entries.count == count("wk.entry.show") && !entries.isEmpty)
        for (span, next) in zip(entries, entries.dropFirst()) {
            #expect((span["ts"] as! Int) + (span["dur"] as! Int) == next["ts"] as! Int)
        }
        #expect((entries.last!["ts"] as! Int) + (entries.last!["dur"] as! Int) == 29 * 3_600_000_000)
        // One span per reload, each ending at the timeline it brought; the withheld ones last an hour.
        let reloads = spans(on: "widget 1 reloads")
        #expect(reloads.count == count("wk.timeline.set"))
        #expect(reloads.filter { ($0["args"] as? [String: Int])?["withheld"] == 1 }.count == 3)
        #expect(
            reloads.filter { ($0["args"] as? [String: Int])?["withheld"] == 1 }.allSatisfy {
                $0["dur"] as? Int == 3_600_000_000
            })
        #expect(reloads.first?["name"] as? String == "reload: added, free")
        // The app, in the background from its first step to the end.
        #expect(spans(on: "app state").map { $0["name"] as? String } == ["background"])
        // The instants are still there, and the same run writes the same bytes.
        #expect(count("wk.provider.timeline") == 27)
        let again = folder + "/again.json"
        _ = FrontDoorCommandTests.run(["replay", "--quiet", "--perfetto", again, file])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: URL(fileURLWithPath: again)))
    }
}
