import GlanceSim
import Testing

/// Pushing views: to every widget of a provider, and partial updates
/// (AppWidgetServiceImpl `updateAppWidgetProvider`, `updateAppWidgetIds(…, partially)`,
/// `updateAppWidgetInstanceLocked`; RemoteViews `mergeRemoteViews`).
@Suite struct AppWidgetViewsUpdateTests {
    private func setUp() throws -> (Device, AppWidgetManager, [Int32]) {
        let device = TestApps.device()
        try device.install(WidgetTestApps.calendar(recorder: Recorder()))
        let ids = [try device.addWidget(WidgetTestApps.provider), try device.addWidget(WidgetTestApps.provider)]
        try device.runUntilIdle()
        return (device, try device.context(for: WidgetTestApps.package).appWidgetManager, ids)
    }

    /// `AppWidgetManager.updateAppWidget(ComponentName, RemoteViews)` → `updateAppWidgetProvider`: the views
    /// of every widget of the caller's provider are replaced, one trace record per widget.
    @Test func updateAppWidgetByComponentNameUpdatesEveryWidgetOfTheProvider() throws {
        let (device, manager, ids) = try setUp()
        manager.updateAppWidget(WidgetTestApps.provider, views: RemoteViews(Text("All")))
        for id in ids { #expect(try device.renderWidget(id) == "Text \"All\"") }
        #expect(device.trace.count(of: .widgetViews) == 2)
    }

    /// The lookup is by (calling uid, component): another package's provider is not found and nothing
    /// changes ("Provider doesn't exist").
    @Test func updateAppWidgetByComponentNameIgnoresAnotherPackagesProvider() throws {
        let (device, _, ids) = try setUp()
        try device.install(AppManifest(packageName: "com.example.intruder", targetSdkVersion: 34))
        let intruder = try device.context(for: "com.example.intruder").appWidgetManager
        intruder.updateAppWidget(WidgetTestApps.provider, views: RemoteViews(Text("Mine now")))
        #expect(try device.renderWidget(ids[0]).hasPrefix("(initial layout"))
        #expect(device.trace.count(of: .widgetViews) == 0)
    }

    /// `mergeRemoteViews`: the partial views' actions replace earlier ones on the same view id (here: the
    /// same test tag); views the partial update does not name keep what they showed.
    @Test func partiallyUpdateAppWidgetMergesIntoTheStoredViews() throws {
        let (device, manager, ids) = try setUp()
        manager.updateAppWidget(
            ids[0],
            views: RemoteViews(
                Column {
                    Text("Mon", modifier: .testTag("day"))
                    Text("12°", modifier: .testTag("temp"))
                }))
        manager.partiallyUpdateAppWidget(ids[0], views: RemoteViews(Text("14°", modifier: .testTag("temp"))))
        let shown = try #require(device.widgetViews(ids[0])).layouts[0].root
        #expect(shown.children.map(\.text) == ["Mon", "14°"])
        manager.partiallyUpdateAppWidget(ids[0], views: RemoteViews(Text("gone", modifier: .testTag("missing"))))
        #expect(try #require(device.widgetViews(ids[0])).layouts[0].root.children.map(\.text) == ["Mon", "14°"])
    }

    /// AppWidgetServiceImpl (Android 5+) `updateAppWidgetInstanceLocked`: `if (isPartialUpdate && widget.views
    /// != null) merge; else widget.views = views`, so a partial update before any full one is stored as it is.
    /// The javadoc's "ignored if the widget has not received a full update" is Android 4.x's
    /// `partiallyUpdateAppWidgetIds` (`if (id.views != null)`); the platform code wins.
    @Test func partialUpdateBeforeAnyFullUpdateIsStoredAsModernAppWidgetServiceImplDoes() throws {
        let (device, manager, ids) = try setUp()
        manager.partiallyUpdateAppWidget(ids[1], views: RemoteViews(Text("partial")))
        #expect(try device.renderWidget(ids[1]) == "Text \"partial\"")
        #expect(device.trace.records.last?.kind == .widgetViews)
    }
}
