import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// What behaviour files say about real apps without stand-ins (issue "Real apps say everything"), on
/// Fixtures/app-actions: values a Glance session loads once, the app's own actions, data on click actions, and
/// templates in every intent field.
@Suite struct RealAppBehaviourTests {
    static let app = ManifestFixtures.folder("app-actions")

    /// Runs `steps` after adding and configuring widget `m`: the report and the device's trace.
    static func run(_ steps: String) throws -> (report: ScenarioReport, trace: [TraceRecord]) {
        try runScript(
            "device zone Europe/Berlin time 2026-06-01T08:00:00 sdk 35\ninstall \(app)\n"
                + "add widget .MemoWidgetReceiver as m\nconfigure widget m ok\nadvance 1s\n" + steps)
    }

    static func runScript(_ script: String) throws -> (report: ScenarioReport, trace: [TraceRecord]) {
        let session = try ScenarioSession(traceMode: .full)
        let report = try session.run(ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
        return (report, session.device.trace.records)
    }

    static func failures(_ report: ScenarioReport) -> [String] {
        report.failures.map { "\($0.step.location.line): \($0.verdict?.message ?? "")" }
    }

    /// androidx.glance `GlanceAppWidget.update`: with a session running, `AppWidgetSession.updateGlance` only
    /// recomposes — `provideGlance` (and what it loaded before `provideContent`, or `remember`ed) is not run
    /// again; a session that has been idle for 45 s closes, and the next update starts one that loads afresh.
    @Test func aSessionValueIsStaleWhileTheSessionLivesAndFreshAfterItCloses() throws {
        let (report, trace) = try Self.run(
            """
            expect render m contains "no memo (loaded)"
            app do saveMemo text=milk
            advance 1s
            expect store org.example.memo memo memo = milk
            expect render m contains "no memo (loaded)"
            advance 1m
            expect trace glance.session >= 3
            app do saveMemo "text=eggs and ham"
            advance 1s
            expect render m contains "eggs and ham (loaded)"

            """)
        #expect(Self.failures(report) == [])
        let starts = trace.filter {
            if case .glance(.session(_, _, .started)) = $0.event { true } else { false }
        }
        #expect(starts.count == 2)
    }

    /// A Flow collected in the composition (`collectAsState()` of a Room or DataStore Flow) recomposes the running
    /// session when its data changes, without `update` — once for the two writes of one action, since the
    /// emission is dispatched after the code that wrote — while a value loaded at the session's start stays.
    @Test func aCollectedFlowRecomposesTheSessionWithoutAnUpdate() throws {
        let (report, trace) = try Self.run(
            """
            expect render m contains "live none"
            app do saveQuietly text=milk
            advance 1s
            expect render m contains "live milk"
            expect render m contains "no memo (loaded)"

            """)
        #expect(Self.failures(report) == [])
        let recompositions = trace.filter {
            if case .glance(.session(_, _, .collectedChanged)) = $0.event { true } else { false }
        }
        #expect(recompositions.count == 1)
        // After the session closed, nothing collects: a write recomposes nothing.
        let (later, laterTrace) = try Self.run("advance 1m\napp do saveQuietly text=eggs\nadvance 1s\n")
        #expect(Self.failures(later) == [])
        #expect(
            !laterTrace.contains {
                if case .glance(.session(_, _, .collectedChanged)) = $0.event { true } else { false }
            })
    }

    /// The app's own code (an activity) runs in its process — starting it, as opening the activity does — and a
    /// configuration activity writes the widget's state before `setResult(RESULT_OK)` (developer guide "Enable
    /// users to configure app widgets": the activity updates the widget itself, then returns OK).
    @Test func anAppActionRunsInTheAppsProcessAndAConfigurationActivityWritesBeforeOk() throws {
        let script = """
            device zone Europe/Berlin time 2026-06-01T08:00:00 sdk 35
            install \(Self.app)
            add widget .MemoWidgetReceiver as m
            kill org.example.memo
            app do chooseColour for m colour=blue
            expect process org.example.memo alive
            expect trace app.action = 1
            configure widget m ok
            advance 1s
            expect render m contains "colour blue"

            """
        let (report, trace) = try Self.runScript(script)
        #expect(Self.failures(report) == [])
        let action = try #require(trace.first { $0.kind == TraceKind.appAction })
        guard case .process(.action(_, let name, let parameters, let widget)) = action.event else {
            Issue.record("not an app action record")
            return
        }
        #expect(name == "chooseColour" && parameters["colour"] == BundleValue.string("blue") && widget == 1)
    }

    /// `actionSendBroadcast(intent)` sends the Intent as built, data URI and extras included; `actionRunCallback`
    /// hands `actionParametersOf(...)` to `onAction`.
    @Test func clickActionsCarryTheirDataExtrasAndParameters() throws {
        let (report, _) = try Self.run(
            """
            click m text "Open"
            advance 1s
            expect store org.example.memo clicks opened = "org.example.memo.OPEN memo://widget/1 first"
            click m text "Pick"
            advance 1s
            expect state m picked = 10

            """)
        #expect(Self.failures(report) == [])
    }

    /// Every string of an intent is a template: the action and the component of `sendBroadcast` here come from
    /// the action's parameters (BehaviorFiles.md, "Templates").
    @Test func everyIntentFieldIsATemplate() throws {
        let (report, trace) = try Self.run(
            """
            app do ping verb=ITEM to=.ItemReceiver
            advance 1s
            expect store org.example.memo clicks items = 1

            """)
        #expect(Self.failures(report) == [])
        let send = try #require(
            trace.last {
                if case .broadcast(.send(_, let intent, _, _)) = $0.event {
                    intent.action == "org.example.memo.ITEM"
                } else {
                    false
                }
            })
        #expect(send.subject == "org.example.memo")
    }

    /// Android picks a resource by the device's configuration: `res/xml-v31/memo_info.xml` on API 31 and later,
    /// `res/xml/memo_info.xml` before (developer guide "Providing alternative resources", platform version
    /// qualifier `vN`).
    @Test(arguments: [(30, 180.0, 0), (31, 110.0, 2), (35, 110.0, 2)])
    func aProviderFileInXmlV31IsWhatApi31AndLaterRead(sdk: Int, minWidth: Double, cells: Int) throws {
        let device = Device()
        device.sdkInt = sdk
        try device.install(AppFolder.load(Self.app))
        let id = try device.addWidget(ComponentName(packageName: "org.example.memo", className: ".MemoWidgetReceiver"))
        let context = try device.context(for: "org.example.memo")
        let info = try #require(AppWidgetManager(context: context).getAppWidgetInfo(id))
        #expect(info.minWidth == minWidth && info.targetCellWidth == cells)
    }

    /// WorkRequest.Builder.setInitialDelay with a delay the code computes when it enqueues (snaptick's
    /// `Duration.between(LocalTime.now(), LocalTime.MAX)`): `delay: "${…}s"` is evaluated then.
    @Test func aComputedDelayIsEvaluatedWhenTheWorkIsEnqueued() throws {
        let (report, _) = try Self.run(
            """
            advance to 2026-06-01T21:30:10
            app do atMidnight
            advance to 2026-06-02T00:00:01
            expect work midnight state ENQUEUED
            advance 2s
            expect work midnight state SUCCEEDED
            expect store org.example.memo memo stamped = 00:00:02

            """)
        #expect(Self.failures(report) == [])
    }

    /// A misspelt action is an error at the step that names the actions the app has.
    @Test func anUnknownAppActionIsALocatedErrorNamingTheActions() throws {
        do {
            _ = try Self.run("app do saveMemmo text=x\n")
            Issue.record("expected an error")
        } catch let error as FormatError {
            let message = error.diagnostics.map(\.description).joined()
            #expect(message.contains("s.scenario:6:"))
            #expect(
                message.contains(
                    "no app action 'saveMemmo'; it has 'atMidnight', 'chooseColour', 'ping', 'saveMemo', 'saveQuietly'")
            )
        }
    }
}
