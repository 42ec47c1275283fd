import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// `broadcast` steps carry data, categories and int[] extras, so a scenario can send what the platform sends
/// (PROVIDER_CHANGED for `content://com.android.calendar`, APPWIDGET_UPDATE with EXTRA_APPWIDGET_IDS).
@Suite struct BroadcastStepTests {
    @Test func aBroadcastStepCarriesDataCategoriesAndAnIntArrayExtra() throws {
        let scenario = try ScenarioParser.parse(
            "broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.calendar category "
                + "android.intent.category.DEFAULT as system extra appWidgetIds=[1,2] extra names=[a,b]",
            path: "s.scenario")
        guard
            case .broadcast(let action, _, _, let sender, let extras, let data, let categories, _) = try #require(
                scenario.steps.first
            ).action
        else {
            Issue.record("not a broadcast")
            return
        }
        #expect(action == "android.intent.action.PROVIDER_CHANGED")
        #expect(sender == "system")
        #expect(data == "content://com.android.calendar")
        #expect(categories == ["android.intent.category.DEFAULT"])
        #expect(extras.map(\.1) == [.intArray([1, 2]), .stringArray(["a", "b"])])
    }

    @Test func aRuntimeReceiverWithADataFilterHearsTheScenariosBroadcast() throws {
        let behavior = """
            { receivers: { ".AgendaProvider": { onEnabled: [
                { register: "calendar", actions: ["android.intent.action.PROVIDER_CHANGED"],
                  data: [{ scheme: "content", host: "com.android.calendar" }], exported: true,
                  onReceive: [{ increment: "changes", store: "agenda" }] },
            ] } } }
            """
        let session = ScenarioSession { _, _ throws(FormatError) in
            let description = BehaviorTestSupport.app(
                "com.example.agenda",
                receivers: [BehaviorTestSupport.widgetReceiver(".AgendaProvider", package: "com.example.agenda")])
            return try AppAssembler.assemble(
                description, behavior: try BehaviorLoader.parse(text: behavior, path: "behavior.json5"))
        }
        let report = try session.run(
            ScenarioParser.parse(
                """
                install agenda
                add widget .AgendaProvider
                advance 1s
                broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.calendar as system
                broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.contacts as system
                advance 1s
                expect store com.example.agenda agenda changes = 1
                """, path: "t.scenario"), baseDirectory: "apps")
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
        #expect(report.passedCount == 1)
    }

    /// A manifest receiver of an app targeting 34 gets PROVIDER_CHANGED when the scenario sends it as CalendarProvider2
    /// does (`as system`: with FLAG_RECEIVER_INCLUDE_BACKGROUND, CalendarProvider2.java:4842-4846), and not from the
    /// shell without the flag (BroadcastSkipPolicy.java:341-348); with `flag include-background` the shell's send
    /// reaches it too.
    @Test func aManifestReceiverGetsProviderChangedSentAsTheCalendarProviderSendsIt() throws {
        let session = ScenarioSession { _, _ throws(FormatError) in
            var manifest = AppManifest(packageName: "com.example.agenda", targetSdkVersion: 34)
            var filter = IntentFilter(action: "android.intent.action.PROVIDER_CHANGED")
            filter.dataSchemes = ["content"]
            manifest.receivers = [
                ReceiverDeclaration(className: ".CalendarChanged", exported: true, intentFilters: [filter]) {
                    BlockReceiver { context, _ in
                        let changes = intPreferencesKey("changes")
                        context.storage.dataStore(named: "agenda").edit { $0[changes] = ($0[changes] ?? 0) + 1 }
                    }
                }
            ]
            return manifest
        }
        let report = try session.run(
            ScenarioParser.parse(
                """
                install agenda
                broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.calendar as shell
                advance 1s
                expect trace broadcast.blocked 1
                broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.calendar as shell flag include-background
                advance 1s
                expect store com.example.agenda agenda changes = 1
                broadcast android.intent.action.PROVIDER_CHANGED data content://com.android.calendar as system
                advance 1s
                expect store com.example.agenda agenda changes = 2
                """, path: "t.scenario"), baseDirectory: "apps")
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
        #expect(report.passedCount == 3)
    }
}
