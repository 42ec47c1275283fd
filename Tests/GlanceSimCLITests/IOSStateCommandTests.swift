import Foundation
import GlanceSimCLI
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// `replay --state` of an iOS scenario, then `timeline`, `step`, `widgets`, `state` and `render` on the folder it
/// saved — and the Android-only commands refusing it with a pointer to the iOS one.
@Suite struct IOSStateCommandTests {
    let root: String
    let state: String
    let weather = ManifestScenarioTests.manifests + "/weather/ios-day.scenario"

    init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-cli-ios-state-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        state = root + "/st"
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    /// Every file of the state folder with its bytes.
    func files(_ folder: String) -> [String: Data] {
        (FileManager.default.subpaths(atPath: folder) ?? []).reduce(into: [:]) {
            $0[$1] = FileManager.default.contents(atPath: folder + "/" + $1)
        }
    }

    func run(_ arguments: [String]) -> StateFolderCommandTests.Run { StateFolderCommandTests.run(arguments) }

    struct TimelineJSON: Decodable {
        struct Entry: Decodable {
            var date: String
            var fields: [String: String]
        }
        var id: Int
        var alias: String?
        var kind: String
        var family: String
        var budgetRemaining: Int?
        var nextReload: String?
        var nextReloadReason: String?
        var policy: String?
        var shownEntry: Int?
        var timelines: Int
        var calls: [String: Int]
        var entries: [Entry]?
    }

    @Test func timelineListShowsEachWidgetsTimelineNextReloadAndBudget() throws {
        defer { cleanUp() }
        #expect(run(["replay", "--quiet", "--state", state, weather]).status == .success)
        let list = run(["timeline", "list", "--state", state])
        #expect(list.status == .success)
        #expect(
            list.stdout
                == "widget 1 (weather) WeatherWidget systemSmall timelines=27 entries=1 "
                + "policy=after 2026-06-02 14:00:00 shows=entry:0/1 next=2026-06-02 14:00:00 (policy) budget=0 "
                + "calls=placeholder:1,snapshot:1,timeline:27\n")
        let json = run(["timeline", "list", "--state", state, "--json"])
        let rows = try JSONDecoder().decode([TimelineJSON].self, from: Data(json.stdout.utf8))
        #expect(rows.count == 1)
        #expect(rows[0].alias == "weather" && rows[0].budgetRemaining == 0 && rows[0].nextReloadReason == "policy")
        #expect(rows[0].entries == nil)
        let show = run(["timeline", "show", "weather", "--state", state, "--json"])
        let row = try JSONDecoder().decode(TimelineJSON.self, from: Data(show.stdout.utf8))
        #expect(row.entries?.map(\.date) == ["2026-06-02 13:00:00"])
        #expect(row.entries?.first?.fields["temperature"] == "14°C")
        let text = run(["timeline", "show", "1", "--state", state])
        #expect(text.stdout.hasSuffix("  entry 0 at 2026-06-02 13:00:00 temperature=14°C updated=13:00  ← on screen\n"))
    }

    @Test func stepContinuesAnIOSDeviceAndSavesIt() throws {
        defer { cleanUp() }
        #expect(run(["replay", "--quiet", "--state", state, weather]).status == .success)
        // The budget is spent: the 14:00 policy reload is withheld until 15:00.
        let step = run(["step", "--state", state, "advance 1h", "expect reload weather withheld"])
        #expect(step.status == .success, "\(step.stderr)")
        #expect(step.stdout.contains("<step 1>:1: advance 1h\n"))
        #expect(step.stdout.contains("wk.reload.withheld widget 1 - policy: no budget left"))
        let list = run(["timeline", "list", "--state", state, "--json"])
        let rows = try JSONDecoder().decode([TimelineJSON].self, from: Data(list.stdout.utf8))
        #expect(rows[0].nextReloadReason == "withheld")
        #expect(rows[0].nextReload == "2026-06-02 15:00:00")
        let failed = run(["step", "--state", state, "expect calls weather timeline 99"])
        #expect(failed.status == .expectationFailed)
    }

    @Test func aStepThatCannotRunLeavesTheIOSFolderAsItWas() throws {
        defer { cleanUp() }
        #expect(run(["replay", "--quiet", "--state", state, weather]).status == .success)
        let before = files(state)
        let result = run(["step", "--state", state, "advance 1h", "tap nosuch text \"x\""])
        #expect(result.status == .dataError)
        #expect(result.stderr.hasPrefix("<step 2>:1:1: error: unknown widget 'nosuch'; widgets: weather"))
        #expect(files(state) == before)
    }

    @Test func widgetsStateAndRenderReadAnIOSFolder() throws {
        defer { cleanUp() }
        #expect(run(["replay", "--quiet", "--state", state, weather]).status == .success)
        let widgets = run(["widgets", "--state", state])
        #expect(
            widgets.stdout
                == """
                widget 1 (weather): WeatherWidget systemSmall 158x158pt
                  shows: entry 0 of 1
                    Column
                      Text "14°C"
                      Text "updated 13:00"

                """)
        #expect(run(["render", "--state", state, "weather"]).stdout.contains("Text \"updated 13:00\""))
        #expect(run(["render", "--state", state, "weather", "--json"]).stdout.hasPrefix("{\"children\":"))
        let svg = run(["render", "--state", state, "weather", "--svg", "-o", root + "/pictures"])
        #expect(svg.stdout == root + "/pictures/weather-158x158.svg\n")
        let picture = try String(contentsOfFile: root + "/pictures/weather-158x158.svg", encoding: .utf8)
        #expect(picture.contains("width=\"158\" height=\"158\""))
        #expect(picture.contains("14°C"))
        let sized = run(["render", "--state", state, "weather", "--svg", "--size", "300x100"])
        #expect(sized.stdout.contains("width=\"300\" height=\"100\""))
        #expect(run(["state", "--state", state, "weather"]).stdout.hasPrefix("configuration: (none)\n"))
    }

    @Test func androidCommandsRefuseAnIOSFolderAndTimelineRefusesAnAndroidOne() throws {
        defer { cleanUp() }
        #expect(run(["replay", "--quiet", "--state", state, weather]).status == .success)
        let work = run(["work", "list", "--state", state])
        #expect(work.status == .dataError)
        #expect(work.stderr.contains("'work' is for Android devices"))
        #expect(work.stderr.contains("glancesim timeline list --state \(state)"))
        let android = root + "/android"
        let clock = ManifestScenarioTests.manifests + "/clock/an-hour.scenario"
        #expect(run(["replay", "--quiet", "--state", android, clock]).status == .success)
        let timeline = run(["timeline", "list", "--state", android])
        #expect(timeline.status == .dataError)
        #expect(timeline.stderr.contains("holds an Android device"))
        #expect(run(["timeline", "show", "nosuch", "--state", state]).status == .dataError)
        #expect(run(["timeline", "lst", "--state", state]).stderr.contains("did you mean 'list'"))
    }
}
