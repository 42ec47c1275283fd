import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// `glancesim init`'s drafts of the real-app samples: each validates against its manifest, replays a day with a
/// widget of every provider, and leaves its TODOs outside the content at the lines the code points to.
@Suite struct BehaviorDraftTests {
    /// Each sample, its module, and the TODOs its draft leaves outside the content (measured; the closing note
    /// of issue 27 says why each was there). Issue 45 ("never guesses") added one per condition the behaviour
    /// format cannot say (a field of the app, a date, `Build.VERSION.SDK_INT`, a `catch`): h2r's `receiver !=
    /// null`, platform-weather's catch, snaptick's two action-parameter checks, pixelix's five (a signed-in user, a
    /// fetch result, a catch) and shiguangschedule's six (settings, dates, the SDK level) — before, those effects
    /// were drafted as if they always ran. Following calls on instances (`SyncManager(…).startAllSynchronizers()`)
    /// added shiguangschedule's four more: two flow collectors that call back later and two settings checks.
    static let samples: [(app: String, todos: Int)] = [
        ("h2r", 1), ("platform-weather", 3), ("hour-glass", 0), ("snaptick", 3), ("pixelix", 8),
        ("shiguangschedule", 16),
    ]

    /// A copy of a sample's project in a temporary folder, so a draft can stand where the loader reads it.
    static func copy(_ app: String) throws -> String {
        let target =
            FileManager.default.temporaryDirectory.path
            + "/glancesim-draft-\(app)-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: RealAppSamples.manifests + "/" + app, toPath: target)
        return target
    }

    @Test(arguments: samples.map(\.app))
    func aDraftValidatesAndReplaysADay(app: String) throws {
        let project = try Self.copy(app)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let module = project + "/app"
        let draft = try BehaviorDraft.make(module: module)
        let path = module + "/" + AppFolder.behaviorFileName
        try Data(draft.text.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = try AppFolder.loadApp(module)
        #expect(loaded.behavior != nil)
        let providers = loaded.description.receivers.filter { $0.appWidgetProvider != nil }
        var script = "install app\n"
        for (number, provider) in providers.enumerated() {
            script += "add widget \(provider.component.className) as w\(number)\n"
        }
        script += "advance 1d\nreboot\nadvance 1h\n"
        let scenario = try ScenarioParser.parse(script, path: project + "/draft.scenario")
        let session = ScenarioSession()
        let report = try session.run(scenario, baseDirectory: project)
        #expect(report.failedCount == 0)
        #expect(session.device.trace.totalCount > 20, "the day ran")
        let expectedTodos = Self.samples.first { $0.app == app }!.todos
        let outsideContent = draft.todos.filter { !$0.isContent }
        #expect(
            outsideContent.count == expectedTodos, "\(outsideContent.map { "\($0.file):\($0.line): \($0.message)" })")
        // Every TODO in the file is at a line the facts point to, and every effect says where it came from.
        for todo in draft.todos { #expect(draft.text.contains("// TODO(\(todo.file):\(todo.line)): \(todo.message)")) }
    }

    @Test func aDraftSaysWhereEachEffectComesFrom() throws {
        let draft = try BehaviorDraft.make(module: RealAppSamples.manifests + "/platform-weather/app")
        let lines = draft.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, line) in lines.enumerated() where line.hasPrefix("{ enqueue:") || line.hasPrefix("{ updateAll:") {
            #expect(lines[index - 1].hasPrefix("// from samples/user-interface/appwidgets/src/main/java/"), "\(line)")
        }
        // WeatherWorker.enqueue(context, force): `var workPolicy = KEEP; if (force) workPolicy = UPDATE`, so
        // onEnabled's call (force's default, false) keeps and the Refresh action's (force = true) updates.
        #expect(
            draft.text.contains(
                "{ enqueue: \"WeatherWorker\", unique: \"WeatherWorker\", policy: \"KEEP\", periodic: \"30m\" }"))
        #expect(
            draft.text.contains(
                "{ enqueue: \"WeatherWorker\", unique: \"WeatherWorker\", policy: \"UPDATE\", periodic: \"30m\" }"))
        // WeatherRepo.getWeatherInfo's delay(Random.nextInt(1, 3) * 1000L) is the run's 2 s at most.
        #expect(draft.text.contains("duration: \"2s\","))
        #expect(draft.text.contains("{ cancelUniqueWork: \"WeatherWorker\" }"))
        // WeatherWorker.doWork returns retry and failure only from its catch: noted, not a TODO.
        #expect(draft.text.contains("// The catch at line 94 returns retry: only when the code throws"))
        #expect(draft.text.contains("result: \"success\","))
        #expect(!draft.todos.contains { $0.message.hasPrefix("doWork returns") })
        #expect(draft.text.contains("{ Button: \"Refresh\", onClick: { runCallback: \"UpdateWeatherAction\" } }"))
    }

    @Test func aPolicyPassedByTheCallerOrDefaultedIsResolvedAlongTheWalk() throws {
        // snaptick's WidgetUpdateWorker.enqueueWorker(context, policy = REPLACE) and enqueuePeriodicWorker's KEEP
        // default: the reader alone cannot tell (a parameter), the walk from the callback can.
        let draft = try BehaviorDraft.make(module: RealAppSamples.manifests + "/snaptick/app")
        #expect(draft.text.contains("unique: \"widget_update_worker\", policy: \"REPLACE\""))
        #expect(draft.text.contains("unique: \"widget_periodic_update_worker\", policy: \"KEEP\", periodic: \"1d\""))
        #expect(!draft.todos.contains { $0.message.hasPrefix("the existing-work policy") })
    }

    @Test func workOutsideTheLoopOverIdsRunsOncePerOnUpdate() throws {
        // H2.R registers its tick receiver after drawing every id: once per onUpdate call, not per id.
        let draft = try BehaviorDraft.make(module: RealAppSamples.manifests + "/h2r/app")
        let text = draft.text
        let loop = try #require(text.range(of: "{ updateAppWidget: \"TimeWidgetProvider\" }"))
        let once = try #require(text.range(of: "{ if: \"widgetId == ids.last\", then: ["))
        let register = try #require(text.range(of: "register: \"UpdateBroadcastReceiver\""))
        #expect(loop.lowerBound < once.lowerBound && once.lowerBound < register.lowerBound)
        #expect(text.contains("new: true"))
    }

    @Test func aLoopOverAListOfWidgetsUpdatesEachOfThem() throws {
        let draft = try BehaviorDraft.make(module: RealAppSamples.manifests + "/shiguangschedule/app")
        for widget in [
            "TodayScheduleWidget", "ModerateScheduleWidget", "DoubleDaysScheduleWidget", "LargeScheduleWidget",
        ] {
            #expect(draft.text.contains("{ updateAll: \"\(widget)\" }"))
        }
    }

    /// The README's walkthrough app: its draft needs nothing by hand, and passes the walkthrough's scenario.
    @Test func theWalkthroughDraftIsCompleteAndPassesItsScenario() throws {
        let source = RealAppSamples.manifests + "/../docs/walkthrough"
        let copy = FileManager.default.temporaryDirectory.path + "/glancesim-draft-walkthrough-\(getpid())"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let draft = try BehaviorDraft.make(module: copy)
        #expect(draft.todos.isEmpty)
        // `prefs[GlassesKey] = (prefs[GlassesKey] ?: 0) + 1` and `Text("Glasses today: $glasses")`.
        #expect(draft.text.contains("{ increment: \"glasses\" },"))
        #expect(draft.text.contains("{ Text: \"Glasses today: ${state.glasses ?: 0}\" },"))
        try Data(draft.text.utf8).write(to: URL(fileURLWithPath: copy + "/behavior.json5"))
        let report = try ScenarioSession().run(script: copy + "/first.scenario")
        #expect(report.failedCount == 0)
        #expect(report.passedCount == 5)
    }
}
