import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// Widget options and RemoteViews collections in behaviour files (issue 42, items 3 and 4). Platform sources:
/// frameworks/base 8e46fa0761450601f421f859c78f64458a56dfe3 (Android 15) —
/// services/appwidget/java/com/android/server/appwidget/AppWidgetServiceImpl.java,
/// core/java/android/widget/RemoteViewsService.java and RemoteViewsAdapter.java.
@Suite struct BehaviorCollectionTests {
    static let package = "com.example.agenda"
    static let folder = ManifestFixtures.folder("agenda-collection")

    static func service(permission: String? = RemoteViewsService.bindPermission) -> ComponentDescription {
        var service = ComponentDescription(
            className: ".AgendaService", component: ComponentName(packageName: package, className: ".AgendaService"),
            exported: false, location: SourceLocation(path: "AndroidManifest.xml", line: 14, column: 9))
        service.permission = permission
        return service
    }

    static func description(services: [ComponentDescription] = [service()]) -> AppDescription {
        AppDescription(
            manifestPath: "AndroidManifest.xml", packageName: package, minSdkVersion: 26, targetSdkVersion: 34,
            receivers: [
                BehaviorTestSupport.widgetReceiver(".AgendaProvider", package: package, width: 250, height: 180)
            ],
            services: services)
    }

    /// A provider drawing `content` on update, and a service whose factory is `factory`.
    static func behavior(factory: String, content: String, actions: String = "") -> String {
        """
        {
          application: { actions: { \(actions) } },
          receivers: { ".AgendaProvider": { onUpdate: [{ updateAppWidget: "Agenda" }],
                                             onAppWidgetOptionsChanged: [{ updateAppWidget: "Agenda" }] } },
          services: { ".AgendaService": { factory: \(factory) } },
          widgets: { Agenda: { content: \(content) } },
        }
        """
    }

    static let list = "{ Column: [{ Text: 'Agenda' }, { ListView: '.AgendaService', empty: { Text: 'Nothing' } }] }"

    private func install(_ behavior: String) throws -> (Device, Int32) {
        let device = try BehaviorTestSupport.install(Self.description(), behavior)
        let id = try device.addWidget(ComponentName(packageName: Self.package, className: ".AgendaProvider"))
        try device.runUntilIdle()
        return (device, id)
    }

    private func loadError(_ behavior: String, services: [ComponentDescription] = [service()]) -> String? {
        BehaviorTestSupport.formatError { () throws(FormatError) in
            let spec = try BehaviorLoader.parse(text: behavior, path: "b.json5")
            _ = try AppAssembler.assemble(Self.description(services: services), behavior: spec)
        }
    }

    // MARK: - The fixture app, as a new user writes it

    /// Fixtures/agenda-collection: a ListView backed by a RemoteViewsService, refreshed with
    /// `notifyAppWidgetViewDataChanged`, a new factory after process death, options the app writes — and a session
    /// saved and restored after any of its steps continues byte-identically.
    @Test func theAgendaFixtureScenarioPassesAndRestoresAfterEveryStep() throws {
        let path = Self.folder + "/agenda.scenario"
        let scenario = try ScenarioParser.parse(try ScenarioSession.readScript(path), path: path)
        let unsaved = ScenarioSession()
        let report = try unsaved.run(scenario, baseDirectory: Self.folder)
        #expect(report.failures.map { "\($0.step.location.line): \($0.verdict?.message ?? "")" } == [])
        #expect(report.entries.count == scenario.steps.count)
        let records = unsaved.device.trace.records.map(\.jsonLine)
        for k in stride(from: 0, through: scenario.steps.count, by: 1) {
            let saved = ScenarioSession()
            _ = try SnapshotEquivalenceTests.run(scenario.steps[..<k], of: scenario, in: saved)
            let data = try StateFolderCrashTests.encoded(saved.snapshot())
            let restored = try ScenarioSession(
                restoring: JSONDecoder().decode(ScenarioRunnerSnapshot.self, from: data), steps: saved.steps,
                traceMode: .full)
            _ = try SnapshotEquivalenceTests.run(scenario.steps[k...], of: scenario, in: restored)
            let first = restored.device.trace.firstRecordNumber
            #expect(restored.device.trace.records.map(\.jsonLine) == Array(records[first...]), "restored after \(k)")
        }
    }

    // MARK: - Widget options

    /// `updateAppWidgetOptions` merges (`widget.options.putAll`, AppWidgetServiceImpl.java:1497) and sends
    /// APPWIDGET_UPDATE_OPTIONS (:1500, :2526-2534); whole numbers are ints, as `set` stores them; `options.NAME` and
    /// `{{options.NAME}}` read the widget's options, the host's keys too, `null` (or the default) when absent.
    @Test func updateAppWidgetOptionsMergesAndTemplatesReadTheOptions() throws {
        let (device, id) = try install(
            Self.behavior(
                factory: "{ count: 0, item: { Text: 'x' } }",
                content: """
                    { Column: [{ Text: "theme {{options.theme|none}} size ${options.size} \
                    min ${options.appWidgetMinWidth} missing ${options.nothing}" }] }
                    """,
                actions: "Theme: [{ updateAppWidgetOptions: { theme: 'dark', size: 3 } }]"))
        #expect(try device.renderWidget(id).contains("theme none size null min 276 missing null"))
        try device.runAppAction("Theme", of: Self.package, appWidgetId: id)
        try device.runUntilIdle()
        let options = try #require(device.widgetInfo(id)?.options)
        #expect(options["size"] == .int(3))
        #expect(options.int(AppWidgetOption.minWidth) == 276)  // kept: merged, not replaced
        #expect(try device.renderWidget(id).contains("theme dark size 3 min 276 missing null"))
    }

    /// Outside a widget context the file is refused where the effect is; in an app action run without a widget the
    /// effect throws (the app crashes), as `update` does for an id that is no widget.
    @Test func updateAppWidgetOptionsNeedsAWidgetInContext() throws {
        let message = loadError(
            "{ workers: { W: { effects: [{ updateAppWidgetOptions: { theme: 'dark' } }] } } }")
        #expect(message?.hasPrefix("b.json5:1:29: error: 'updateAppWidgetOptions' needs a widget in context") == true)
        #expect(
            loadError("{ callbacks: { C: [{ updateAppWidgetOptions: {} }] } }")
                == "b.json5:1:46: error: expected an object of options such as { theme: 'dark' } for "
                + "'updateAppWidgetOptions', found an object")
        let (device, _) = try install(
            Self.behavior(
                factory: "{ count: 0, item: { Text: 'x' } }", content: Self.list,
                actions: "Theme: [{ updateAppWidgetOptions: { theme: 'dark' } }]"))
        try device.runAppAction("Theme", of: Self.package)
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.details.contains("no widget in context"))
    }

    // MARK: - Collections

    /// The factory's effects and `count` run in the app as the host drives them: `onCreate`, `onDataSetChanged`,
    /// `getCount`, `getViewAt` for every item with `index` in scope (RemoteViewsService.java:265-282,
    /// RemoteViewsAdapter.java:205-231, 941-1000); the items show in `render`; `notifyAppWidgetViewDataChanged` with
    /// the widget in context reloads them (RemoteViewsAdapter.java:268-313).
    @Test func aFactoryMakesTheItemsAndNotifyReloadsThem() throws {
        let (device, id) = try install(
            Self.behavior(
                factory: """
                    { onCreate: [{ increment: 'created', store: 'f' }],
                      onDataSetChanged: [{ increment: 'loads', store: 'f' }],
                      count: "stores.f.loads + 1", item: { Text: "row ${index} of load ${stores.f.loads}" } }
                    """,
                content: Self.list, actions: "Reload: [{ notifyAppWidgetViewDataChanged: '.AgendaService' }]"))
        var rendered = try device.renderWidget(id)
        #expect(rendered.contains("row 1 of load 1") && !rendered.contains("row 2"))
        try device.runAppAction("Reload", of: Self.package, appWidgetId: id)
        try device.runUntilIdle()
        rendered = try device.renderWidget(id)
        #expect(rendered.contains("row 2 of load 2"))
        let context = try device.context(for: Self.package)
        #expect(context.storage.dataStore(named: "f").data.value(named: "created") == .int(1))
    }

    /// A content node naming a service the file does not describe, and `notifyAppWidgetViewDataChanged` naming a
    /// view no content has, are refused at their place.
    @Test func unknownServicesAndViewIdsAreRefusedWhereTheyAreWritten() {
        let unknownService = loadError(
            Self.behavior(
                factory: "{ count: 0, item: { Text: 'x' } }",
                content: "{ ListView: '.AgendaServce' }"))
        #expect(
            unknownService?.hasSuffix("error: no service '.AgendaServce' in 'services'; did you mean '.AgendaService'?")
                == true)
        let unknownView = loadError(
            Self.behavior(
                factory: "{ count: 0, item: { Text: 'x' } }", content: Self.list,
                actions: "R: [{ notifyAppWidgetViewDataChanged: 'events' }]"))
        #expect(
            unknownView?.contains(
                "error: no collection view has the id 'events' (a ListView, GridView or StackView's 'viewId', or its "
                    + "service); ids: '.AgendaService'") == true)
        let noWidget = loadError(
            "{ workers: { W: { effects: [{ notifyAppWidgetViewDataChanged: 'v' }] } } }")
        #expect(noWidget?.contains("or give 'ids' (such as \"${widgets}\")") == true)
    }

    /// `enforceServiceExistsAndRequiresBindRemoteViewsPermission` (AppWidgetServiceImpl.java:4151-4171): a `services`
    /// entry for a service the manifest does not declare, or one without BIND_REMOTEVIEWS, is refused at its key.
    @Test func aServiceMustBeDeclaredAndRequireBindRemoteViews() {
        let behavior = Self.behavior(factory: "{ count: 0, item: { Text: 'x' } }", content: Self.list)
        let undeclared = loadError(behavior, services: [])
        #expect(
            undeclared?.contains("error: the manifest has no service '.AgendaService'; declare it: <service") == true)
        let unprotected = loadError(behavior, services: [Self.service(permission: nil)])
        #expect(
            unprotected?.contains(
                "error: service '.AgendaService' serves widget collections, so its <service> must have "
                    + "android:permission=\"android.permission.BIND_REMOTEVIEWS\"") == true)
        #expect(unprotected?.hasPrefix("b.json5:5:15:") == true)
    }

    /// `count` must be a whole number: refused at load when written as something else; an expression that computes
    /// text throws in `getCount` — the app crashes (RemoteViewsService.java:158-167) and the empty view stays.
    @Test func aCountThatIsNotANumberIsRefusedOrCrashesTheApp() throws {
        let refused = loadError(Self.behavior(factory: "{ count: true, item: { Text: 'x' } }", content: Self.list))
        #expect(
            refused?.contains(
                "error: expected a whole number or an expression such as \"stores.events.count\" for 'count', found "
                    + "a boolean") == true)
        let (device, id) = try install(
            Self.behavior(factory: "{ count: \"'three'\", item: { Text: 'x' } }", content: Self.list))
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.details.contains("factory.getCount()"))
        #expect(crash.details.contains("ClassCastException"))
        #expect(try device.renderWidget(id).contains("Nothing"))
    }

    /// An item that throws (`getViewAt`, RemoteViewsService.java:168-180) crashes the app; the items before it show,
    /// the rest keep the host's loading view.
    @Test func anItemThatThrowsCrashesTheAppAndTheRestShowLoading() throws {
        let (device, id) = try install(
            Self.behavior(factory: "{ count: 3, item: { Text: \"${10 / (1 - index)}\" } }", content: Self.list))
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.details.contains("factory.getViewAt(1)"))
        #expect(crash.details.contains("/ by zero"))
        let rendered = try device.renderWidget(id)
        #expect(rendered.contains("Text \"10\""))
        #expect(rendered.split(separator: "\n").filter { $0.contains("Loading\u{2026}") }.count == 2)
    }

    /// GridView and StackView take the same form; a GridView's `columns` and a `data` template (one factory per
    /// widget: `filterEquals` compares the data) show in the rendering.
    @Test func gridAndStackViewsAndTheirAttributesRender() throws {
        let (device, id) = try install(
            Self.behavior(
                factory: "{ count: 2, item: { Text: 'cell ${index}' } }",
                content: """
                    { Column: [{ GridView: '.AgendaService', columns: 2, data: 'agenda://widget/{{widgetId}}' },
                               { StackView: '.AgendaService', viewId: 'cards' }] }
                    """))
        let rendered = try device.renderWidget(id)
        #expect(rendered.contains("GridView service=com.example.agenda/.AgendaService data=\"agenda://widget/\(id)\""))
        #expect(rendered.contains("columns=2"))
        #expect(rendered.contains("StackView service=com.example.agenda/.AgendaService viewId=\"cards\""))
        #expect(rendered.contains("cell 1"))
    }
}
