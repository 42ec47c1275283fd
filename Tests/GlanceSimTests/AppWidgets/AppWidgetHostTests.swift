import GlanceSim
import Testing

/// Hosts and their ids as AppWidgetServiceImpl keeps them
/// (services/appwidget/java/com/android/server/appwidget/AppWidgetServiceImpl.java: `allocateAppWidgetId`,
/// `bindAppWidgetId`, `deleteAppWidgetId`, `deleteHost`, `deleteAllHosts`, `deleteHostLocked`,
/// `deleteAppWidgetLocked`).
@Suite struct AppWidgetHostTests {
    private func setUp(updatePeriod: Int64 = 0) throws -> (Device, Recorder) {
        let device = TestApps.device()
        device.sdkInt = 34
        let recorder = Recorder()
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.updatePeriodMillis = updatePeriod
        try device.install(WidgetTestApps.calendar(info: info, recorder: recorder))
        return (device, recorder)
    }

    /// `allocateAppWidgetId` makes a Widget with a host and no provider: the provider hears nothing,
    /// `getAppWidgetInfo` is null and the options are an empty AndroidBundle.
    @Test func allocatedUnboundIdHasNoInfoEmptyOptionsAndNoBroadcast() throws {
        let (device, recorder) = try setUp()
        let id = device.allocateAppWidgetId()
        try device.runUntilIdle()
        #expect(id == 1)
        #expect(recorder.log.isEmpty)
        #expect(device.trace.count(of: .broadcastSend) == 0)
        let manager = try device.context(for: WidgetTestApps.package).appWidgetManager
        #expect(manager.getAppWidgetInfo(id) == nil)
        #expect(manager.getAppWidgetOptions(id) == AndroidBundle())
        #expect(manager.getAppWidgetIds(WidgetTestApps.provider).isEmpty)
        #expect(device.appWidgetIds(of: .launcher) == [1])
        #expect(device.trace.count(of: .widgetAllocate) == 1)
    }

    /// `deleteAppWidgetLocked` only sends DELETED/DISABLED `if (provider != null)`: an unbound id goes silently.
    @Test func deletingAnUnboundIdSendsNoDeletedBroadcast() throws {
        let (device, recorder) = try setUp()
        let id = device.allocateAppWidgetId()
        try device.removeWidget(id)
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)
        #expect(device.trace.count(of: .broadcastSend) == 0)
        #expect(device.appWidgetIds(of: .launcher).isEmpty)
        #expect(throws: SimulationError.self) { try device.removeWidget(id) }
    }

    /// Binding an allocated id runs the usual bind (ENABLED, UPDATE([id])); binding it again returns false
    /// ("Widget id … already bound"); ids keep counting across allocation and `addWidget`.
    @Test func bindingAnAllocatedIdSendsEnabledThenUpdateAndASecondBindReturnsFalse() throws {
        let (device, recorder) = try setUp()
        let id = device.allocateAppWidgetId()
        #expect(try device.bindAppWidgetId(id, provider: WidgetTestApps.provider))
        #expect(try device.bindAppWidgetId(id, provider: WidgetTestApps.provider) == false)
        try device.runUntilIdle()
        #expect(recorder.log == ["onEnabled", "onUpdate [1]"])
        #expect(try device.addWidget(WidgetTestApps.provider) == 2)
        #expect(throws: SimulationError.self) { try device.bindAppWidgetId(9, provider: WidgetTestApps.provider) }
    }

    /// `deleteHostLocked` walks `host.widgets` backwards (newest first) through `deleteAppWidgetLocked`: DELETED
    /// per bound widget, then the update alarm cancelled and DISABLED after the provider's last one; the unbound
    /// id goes silently; another host's widget stays.
    @Test func deleteHostDeletesItsWidgetsNewestFirstThenDisabled() throws {
        let (device, recorder) = try setUp(updatePeriod: 1_800_000)
        let other = AppWidgetHostID(packageName: "com.example.otherlauncher", hostId: 7)
        try device.addWidget(WidgetTestApps.provider)  // 1
        device.allocateAppWidgetId()  // 2, unbound
        try device.addWidget(WidgetTestApps.provider)  // 3
        try device.runUntilIdle()
        recorder.log.removeAll()
        device.deleteHost(.launcher)
        try device.runUntilIdle()
        #expect(recorder.log == ["onDeleted [3]", "onDeleted [1]", "onDisabled"])
        #expect(device.alarms().isEmpty)
        #expect(device.appWidgetHosts.isEmpty)
        let kept = device.allocateAppWidgetId(host: other)
        #expect(try device.bindAppWidgetId(kept, provider: WidgetTestApps.provider))
        device.deleteHost(.launcher)  // no longer known: nothing happens
        #expect(device.widgetIDs() == [4])
    }

    /// `deleteAllHosts` deletes every host of the calling uid, walking `mHosts` backwards; other apps' hosts
    /// stay.
    @Test func deleteAllHostsDeletesEveryHostOfThePackageNewestHostFirst() throws {
        let (device, recorder) = try setUp()
        let first = AppWidgetHostID(packageName: "com.example.launcher", hostId: 1)
        let second = AppWidgetHostID(packageName: "com.example.launcher", hostId: 2)
        let a = device.allocateAppWidgetId(host: first)
        let b = device.allocateAppWidgetId(host: second)
        try device.bindAppWidgetId(a, provider: WidgetTestApps.provider)
        try device.bindAppWidgetId(b, provider: WidgetTestApps.provider)
        let stays = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        recorder.log.removeAll()
        device.deleteAllHosts(of: "com.example.launcher")
        try device.runUntilIdle()
        #expect(recorder.log == ["onDeleted [2]", "onDeleted [1]"])
        #expect(device.widgetIDs() == [stays])
        #expect(device.appWidgetHosts == [.launcher])
        #expect(device.trace.count(of: .widgetHostDelete) == 2)
    }
}
