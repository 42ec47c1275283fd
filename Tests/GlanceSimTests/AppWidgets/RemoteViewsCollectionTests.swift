import GlanceSim
import Testing

/// A factory that logs its calls and serves `events` (or throws where told).
private final class EventsFactory: RemoteViewsFactory {
    let recorder: Recorder
    let source: () -> [String]
    var events: [String] = []
    var throwsAt: Int32?

    init(recorder: Recorder, throwsAt: Int32? = nil, source: @escaping () -> [String]) {
        self.recorder = recorder
        self.throwsAt = throwsAt
        self.source = source
    }

    func onCreate() { recorder.log.append("onCreate") }
    func onDataSetChanged() {
        recorder.log.append("onDataSetChanged")
        events = source()
    }
    func onDestroy() { recorder.log.append("onDestroy") }
    func getCount() -> Int32 {
        recorder.log.append("getCount")
        return Int32(events.count)
    }
    func getViewAt(_ position: Int32) throws -> GlanceNode? {
        recorder.log.append("getViewAt \(position)")
        if position == throwsAt {
            throw AndroidException(className: "java.lang.IllegalStateException", message: "no row \(position)")
        }
        return Text(events[Int(position)])
    }
}

/// Widget collections backed by a RemoteViewsService, as the platform drives them. Sources: frameworks/base
/// 8e46fa0761450601f421f859c78f64458a56dfe3 (Android 15) — core/java/android/widget/RemoteViewsService.java,
/// core/java/android/widget/RemoteViewsAdapter.java, core/java/android/widget/AbsListView.java,
/// services/appwidget/java/com/android/server/appwidget/AppWidgetServiceImpl.java.
@Suite struct RemoteViewsCollectionTests {
    static let package = WidgetTestApps.package
    static let service = ComponentName(packageName: package, className: ".EventsService")

    /// A calendar app whose provider shows a ListView of `.EventsService` with an empty view.
    private final class Fixture {
        let recorder = Recorder()
        var events = ["Standup", "Lunch", "Review"]
        var throwsAt: Int32?
        var permission: String? = RemoteViewsService.bindPermission
        var data: URI?

        func manifest() -> AppManifest {
            var manifest = WidgetTestApps.calendar(recorder: recorder)
            manifest.services = [ComponentDeclaration(className: ".EventsService", permission: permission)]
            manifest.remoteViewsServices[".EventsService"] = RemoteViewsService { [unowned self] _, _ in
                EventsFactory(recorder: self.recorder, throwsAt: self.throwsAt) { [unowned self] in self.events }
            }
            return manifest
        }

        func views(viewId: String? = nil) -> RemoteViews {
            RemoteViews(
                Column {
                    Text("Today")
                    RemoteCollectionView(
                        RemoteAdapter(
                            .listView, service: RemoteViewsCollectionTests.service, data: data, viewId: viewId)
                    ) { Text("No events") }
                })
        }
    }

    private func setUp(_ fixture: Fixture = Fixture()) throws -> (Device, AppWidgetManager, Int32, Fixture) {
        let device = TestApps.device()
        try device.install(fixture.manifest())
        let id = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        fixture.recorder.log.removeAll()
        return (device, try device.context(for: Self.package).appWidgetManager, id, fixture)
    }

    private func collectionRecords(_ device: Device) -> [String] {
        device.trace.records.filter { $0.kind == .widgetCollection }.map(\.details)
    }

    /// The first show: `SetRemoteViewsAdapterIntent.apply` (RemoteViews.java:1385-1439) makes a RemoteViewsAdapter,
    /// which binds the service (AppWidgetServiceImpl.java:1277-1350); `onBind` makes the factory and calls `onCreate`
    /// (RemoteViewsService.java:265-282); on connecting, the adapter calls `onDataSetChanged` for a new factory
    /// (RemoteViewsAdapter.java:205-231, 349-358), then reads the count and the items. The items show in `render`.
    @Test func firstShowCreatesTheFactoryThenReadsCountAndEveryItem() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views())
        #expect(try device.renderWidget(id).contains("Text \"No events\""))  // not bound yet: the empty view
        #expect(fixture.recorder.log.isEmpty)  // the bind runs after the code that pushed the views
        try device.runUntilIdle()
        #expect(
            fixture.recorder.log == [
                "onCreate", "onDataSetChanged", "getCount", "getViewAt 0", "getViewAt 1", "getViewAt 2",
            ])
        #expect(
            collectionRecords(device) == [
                "id 1 bind", "id 1 onCreate", "id 1 onDataSetChanged", "id 1 getCount -> 3",
                "id 1 getViewAt 0 -> [\"Standup\"]", "id 1 getViewAt 1 -> [\"Lunch\"]",
                "id 1 getViewAt 2 -> [\"Review\"]",
            ])
        let rendered = try device.renderWidget(id)
        #expect(rendered.contains("Text \"Standup\""))
        #expect(rendered.contains("Text \"Review\""))
        #expect(!rendered.contains("No events"))
        #expect(device.widgetViews(id)?.json.contains("Lunch") == true)
        #expect(try device.widgetPictures(id).first?.svg.contains("Standup") == true)
    }

    /// `AbsListView.setRemoteViewsAdapter` keeps its adapter for a `filterEquals` intent (AbsListView.java:6714-6731):
    /// views pushed again with the same service and data load nothing again.
    @Test func viewsPushedAgainWithTheSameIntentKeepTheLoadedItems() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        fixture.recorder.log.removeAll()
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        #expect(fixture.recorder.log.isEmpty)
        #expect(try device.renderWidget(id).contains("Standup"))
    }

    /// `notifyAppWidgetViewDataChanged` (AppWidgetServiceImpl.java:1587-1620) reaches the host, whose adapter calls
    /// `onDataSetChanged` and reads the count and items anew (RemoteViewsAdapter.java:268-313); no `onCreate`.
    @Test func notifyAppWidgetViewDataChangedCallsOnDataSetChangedAndReloads() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views(viewId: "events_list"))
        try device.runUntilIdle()
        fixture.recorder.log.removeAll()
        fixture.events = ["Retro"]
        manager.notifyAppWidgetViewDataChanged([id], viewId: "other_list")  // no such view: nothing
        try device.runUntilIdle()
        #expect(fixture.recorder.log.isEmpty)
        manager.notifyAppWidgetViewDataChanged([id], viewId: "events_list")
        try device.runUntilIdle()
        #expect(fixture.recorder.log == ["onDataSetChanged", "getCount", "getViewAt 0"])
        #expect(collectionRecords(device).suffix(4).first == "id 1 notifyAppWidgetViewDataChanged events_list")
        let rendered = try device.renderWidget(id)
        #expect(rendered.contains("Retro") && !rendered.contains("Standup"))
    }

    /// RemoteViewsAdapter.notifyDataSetChanged sends one MSG_NOTIFY_DATA_SET_CHANGED per call, and a bound adapter
    /// calls `onDataSetChanged` for each (RemoteViewsAdapter.java:268-313): two notifications at one instant within
    /// 5 s of the last call (UNBIND_SERVICE_DELAY) reload twice; once the adapter has unbound, the two make one bind
    /// and one reload (`mNotifyDataSetChangedPending`).
    @Test func aBoundAdapterReloadsForEachNotificationAndAnUnboundOneOnce() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views(viewId: "events_list"))
        try device.runUntilIdle()
        for (wait, reloads) in [(SimDuration.seconds(1), 2), (.seconds(6), 1)] {
            try device.advance(by: wait)
            fixture.recorder.log.removeAll()
            manager.notifyAppWidgetViewDataChanged([id], viewId: "events_list")
            manager.notifyAppWidgetViewDataChanged([id], viewId: "events_list")
            try device.runUntilIdle()
            #expect(fixture.recorder.log.filter { $0 == "onDataSetChanged" }.count == reloads, "after \(wait)")
        }
    }

    /// The factories are a static map of the app's process, gone with it (RemoteViewsService.java:36-42): after a
    /// process death the next notification binds again and a new factory gets `onCreate`, then `onDataSetChanged`
    /// once (the pending notification, RemoteViewsAdapter.java:215-219, 268-281).
    @Test func processDeathDropsTheFactoryAndANewOneIsCreatedOnTheNextNotification() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        try device.kill(Self.package)
        #expect(try device.renderWidget(id).contains("Standup"))  // the host keeps showing its items
        fixture.recorder.log.removeAll()
        let manager2 = try device.context(for: Self.package).appWidgetManager
        manager2.notifyAppWidgetViewDataChanged([id], viewId: Self.service.className)
        try device.runUntilIdle()
        #expect(
            fixture.recorder.log == [
                "onCreate", "onDataSetChanged", "getCount", "getViewAt 0", "getViewAt 1", "getViewAt 2",
            ])
    }

    /// Two widgets whose intents are `filterEquals` share one factory (`onBind` finds it, `isCreated`): the second
    /// widget's adapter gets no `onCreate` and no `onDataSetChanged` (RemoteViewsService.java:265-282,
    /// RemoteViewsAdapter.java:349-358). With the widget id in the data, each widget has its own.
    @Test func widgetsWithFilterEqualIntentsShareOneFactory() throws {
        let (device, manager, first, fixture) = try setUp()
        let second = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        manager.updateAppWidget([first, second], views: fixture.views())
        try device.runUntilIdle()
        #expect(fixture.recorder.log.filter { $0 == "onCreate" }.count == 1)
        #expect(fixture.recorder.log.filter { $0 == "onDataSetChanged" }.count == 1)
        #expect(try device.renderWidget(second).contains("Review"))

        let (device2, manager2, third, fixture2) = try setUp()
        let fourth = try device2.addWidget(WidgetTestApps.provider)
        try device2.runUntilIdle()
        for id in [third, fourth] {
            fixture2.data = URI("widget://\(id)")
            manager2.updateAppWidget(id, views: fixture2.views())
        }
        try device2.runUntilIdle()
        #expect(fixture2.recorder.log.filter { $0 == "onCreate" }.count == 2)
    }

    /// Deleting the last widget that uses an intent destroys its factory: `decrementAppWidgetServiceRefCount`
    /// (AppWidgetServiceImpl.java:1905-1908, 1995-2012) then `destroyRemoteViewsService` (:1949-1978), which calls
    /// `onDestroy` through `RemoteViewsFactoryAdapter.onDestroy(intent)` (RemoteViewsService.java:221-235).
    @Test func deletingTheLastWidgetUsingTheIntentDestroysTheFactory() throws {
        let (device, manager, first, fixture) = try setUp()
        let second = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        manager.updateAppWidget([first, second], views: fixture.views())
        try device.runUntilIdle()
        fixture.recorder.log.removeAll()
        try device.removeWidget(first)
        try device.runUntilIdle()
        #expect(!fixture.recorder.log.contains("onDestroy"))
        try device.removeWidget(second)
        try device.runUntilIdle()
        #expect(fixture.recorder.log.contains("onDestroy"))
        #expect(collectionRecords(device).last == "id 2 onDestroy")
    }

    /// `destroyRemoteViewsService` binds the service, and `RemoteViewsService.onBind` (RemoteViewsService.java:265-282)
    /// makes a factory the process lacks: removing the last widget after the app's process died starts it, creates the
    /// factory (`onCreate`) only to destroy it (`onDestroy`).
    @Test func destroyingInAProcessWithoutTheFactoryCreatesItFirst() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        try device.kill(WidgetTestApps.package)
        fixture.recorder.log.removeAll()
        try device.removeWidget(id)
        try device.runUntilIdle()
        #expect(
            fixture.recorder.log.filter { $0.hasPrefix("on") && !$0.contains(" ") && $0 != "onDisabled" } == [
                "onCreate", "onDestroy",
            ])
        #expect(collectionRecords(device).suffix(2) == ["id 1 onCreate", "id 1 onDestroy"])
    }

    /// `enforceServiceExistsAndRequiresBindRemoteViewsPermission` (AppWidgetServiceImpl.java:4151-4171): a service
    /// that does not require BIND_REMOTEVIEWS is not bound; the view keeps its empty view.
    @Test func aServiceWithoutBindRemoteViewsPermissionIsNotBound() throws {
        let fixture = Fixture()
        fixture.permission = nil
        let (device, manager, id, _) = try setUp(fixture)
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        #expect(fixture.recorder.log.isEmpty)
        #expect(collectionRecords(device).first?.hasPrefix("id 1 bind refused: the service does not require") == true)
        #expect(try device.renderWidget(id).contains("No events"))
    }

    /// A throw in `getViewAt` goes to the default uncaught-exception handler (RemoteViewsService.java:168-180): the
    /// app crashes; the host keeps its loading view for the items it could not read (RemoteViewsAdapter.java:981-1000).
    @Test func aThrowingItemCrashesTheAppAndLeavesLoadingViews() throws {
        let fixture = Fixture()
        fixture.throwsAt = 1
        let (device, manager, id, _) = try setUp(fixture)
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        #expect(fixture.recorder.log.last == "getViewAt 1")
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.details.contains("com.example.calendar/.EventsService factory.getViewAt(1)"))
        let rendered = try device.renderWidget(id)
        #expect(rendered.contains("Standup"))
        #expect(rendered.split(separator: "\n").filter { $0.contains("Loading\u{2026}") }.count == 2)  // items 1, 2
    }

    /// A count of 0 leaves the empty view shown (`AdapterView.updateEmptyStatus`).
    @Test func anEmptyCollectionShowsItsEmptyView() throws {
        let fixture = Fixture()
        fixture.events = []
        let (device, manager, id, _) = try setUp(fixture)
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        #expect(fixture.recorder.log == ["onCreate", "onDataSetChanged", "getCount"])
        #expect(try device.renderWidget(id).contains("No events"))
    }

    /// A saved device keeps the host's loaded items and the process's factories: the restored one continues as the
    /// unsaved one does (no second `onCreate`).
    @Test func aSnapshotKeepsLoadedItemsAndLiveFactories() throws {
        let (device, manager, id, fixture) = try setUp()
        manager.updateAppWidget(id, views: fixture.views())
        try device.runUntilIdle()
        let restored = try Device(
            restoring: try device.snapshot(), apps: [Self.package: fixture.manifest()], traceMode: .full)
        #expect(try restored.renderWidget(id) == (try device.renderWidget(id)))
        fixture.recorder.log.removeAll()
        try restored.context(for: Self.package).appWidgetManager
            .notifyAppWidgetViewDataChanged([id], viewId: Self.service.className)
        try restored.runUntilIdle()
        #expect(fixture.recorder.log.first == "onDataSetChanged")
    }
}

/// `updateAppWidgetOptions` from an app (AppWidgetServiceImpl.java:1473-1503 at frameworks/base
/// 8e46fa0761450601f421f859c78f64458a56dfe3).
@Suite struct AppWidgetOptionsUpdateTests {
    /// `widget.options.putAll(options)` (AppWidgetServiceImpl.java:1497) then `sendOptionsChangedIntentLocked`
    /// (:1500, :2526-2534): the provider gets APPWIDGET_UPDATE_OPTIONS with the whole merged bundle.
    @Test func updateAppWidgetOptionsMergesIntoTheOptionsAndSendsUpdateOptions() throws {
        let recorder = Recorder()
        let device = TestApps.device()
        try device.install(WidgetTestApps.calendar(recorder: recorder))
        let id = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        recorder.log.removeAll()
        var options = AndroidBundle()
        options["theme"] = .string("dark")
        try device.context(for: WidgetTestApps.package).appWidgetManager.updateAppWidgetOptions(id, options)
        try device.runUntilIdle()
        let merged = try #require(device.widgetInfo(id)?.options)
        #expect(merged.string("theme") == "dark")
        #expect(merged.int(AppWidgetOption.minWidth) > 0)  // the host's keys are kept
        #expect(recorder.log == ["onAppWidgetOptionsChanged \(id)"])
        let sent = try #require(
            device.trace.records.last { $0.kind == .broadcastSend && $0.details.contains("APPWIDGET_UPDATE_OPTIONS") })
        #expect(sent.details.contains("theme"))
    }

    /// `lookupWidgetLocked` (AppWidgetServiceImpl.java:2326-2335) finds only widgets the caller hosts or provides:
    /// another app's call changes nothing and sends nothing.
    @Test func updateAppWidgetOptionsFromAnotherAppIsIgnored() throws {
        let device = TestApps.device()
        try device.install(WidgetTestApps.calendar(recorder: Recorder()))
        try device.install(AppManifest(packageName: "com.example.other", targetSdkVersion: 34))
        let id = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        let before = device.trace.count(of: .widgetOptions)
        var options = AndroidBundle()
        options["theme"] = .string("dark")
        try device.context(for: "com.example.other").appWidgetManager.updateAppWidgetOptions(id, options)
        #expect(device.widgetInfo(id)?.options.string("theme") == nil)
        #expect(device.trace.count(of: .widgetOptions) == before)
    }
}
