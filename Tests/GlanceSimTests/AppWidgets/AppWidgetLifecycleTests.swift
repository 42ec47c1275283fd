import GlanceSim
import Testing

/// The widget lifecycle as AppWidgetServiceImpl drives it and AppWidgetProvider dispatches it (android.md §1, §8).
@Suite struct AppWidgetLifecycleTests {
    private func setUp(sdk: Int = 34, info: AppWidgetProviderInfo = AppWidgetProviderInfo(minWidth: 110, minHeight: 40))
        throws -> (Device, Recorder)
    {
        let device = TestApps.device()
        device.sdkInt = sdk
        let recorder = Recorder()
        try device.install(WidgetTestApps.calendar(info: info, recorder: recorder))
        return (device, recorder)
    }

    @Test func firstBindSendsEnabledThenUpdate() throws {
        let (device, recorder) = try setUp()
        let id = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        #expect(id == 1)
        #expect(recorder.log == ["onEnabled", "onUpdate [1]"])
        #expect(device.trace.records.filter { $0.kind == .broadcastSend }.count == 2)
    }

    @Test func secondInstanceGetsOnlyUpdate() throws {
        let (device, recorder) = try setUp()
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        #expect(recorder.log == ["onEnabled", "onUpdate [1]", "onUpdate [2]"])
    }

    @Test func api35SendsOneCombinedEnableAndUpdateOnceTheProviderHasRun() throws {
        let (device, recorder) = try setUp(sdk: 35)
        try device.addWidget(WidgetTestApps.provider)  // never ran: two broadcasts
        try device.runUntilIdle()
        try device.removeWidget(1)
        try device.addWidget(WidgetTestApps.provider)  // known to extend AppWidgetProvider: one broadcast
        try device.runUntilIdle()
        let sends = device.trace.records.filter { $0.kind == .broadcastSend }.map(\.details)
        #expect(sends.filter { $0.contains("APPWIDGET_ENABLE_AND_UPDATE") }.count == 1)
        #expect(recorder.log.suffix(2) == ["onEnabled", "onUpdate [2]"])  // same order at the hook level
    }

    @Test func configureActivityIsStartedAndUpdateIsStillSent() throws {
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.configure = ".ConfigureActivity"
        let (device, recorder) = try setUp(info: info)
        let id = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        #expect(recorder.log == ["onEnabled", "onUpdate [1]"])
        let start = try #require(device.trace.records.first { $0.kind == .activityStart })
        #expect(start.subject == "com.example.calendar/.ConfigureActivity")
        #expect(start.details.contains("APPWIDGET_CONFIGURE") && start.details.contains("appWidgetId=1"))
        try device.finishWidgetConfiguration(id, accepted: false)  // RESULT_CANCELED: the host deletes it
        try device.runUntilIdle()
        #expect(recorder.log.suffix(2) == ["onDeleted [1]", "onDisabled"])
    }

    @Test func resizeSendsOptionsChangedWithoutUpdate() throws {
        let (device, recorder) = try setUp()
        let id = try device.addWidget(WidgetTestApps.provider, cells: WidgetCells(columns: 2, rows: 1))
        try device.runUntilIdle()
        try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
        try device.runUntilIdle()
        #expect(recorder.log == ["onEnabled", "onUpdate [1]", "onAppWidgetOptionsChanged 1"])
        let options = try #require(device.widgetInfo(id)?.options)
        #expect(options.int(AppWidgetOption.minWidth) == 276)  // 4 columns portrait: 73·4 − 16
        #expect(options.int(AppWidgetOption.maxWidth) == 553)  // landscape: 142·4 − 15
        #expect(options.int(AppWidgetOption.hostCategory) == 1)  // merged, not replaced
        // The same sizes again: the host sends nothing.
        try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
        try device.runUntilIdle()
        #expect(recorder.log.count == 3)
    }

    @Test func deleteSendsDeletedThenDisabledAfterTheLastAndCancelsTheAlarm() throws {
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.updatePeriodMillis = 1_800_000
        let (device, recorder) = try setUp(info: info)
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        #expect(device.alarms().count == 1)  // one alarm per provider, not per widget
        try device.removeWidget(1)
        try device.runUntilIdle()
        #expect(recorder.log.last == "onDeleted [1]")
        #expect(device.alarms().count == 1)
        try device.removeWidget(2)
        try device.runUntilIdle()
        #expect(recorder.log.suffix(2) == ["onDeleted [2]", "onDisabled"])
        #expect(device.alarms().isEmpty)
    }

    @Test func idsCountFromOneAndAreNeverReused() throws {
        let (device, _) = try setUp()
        try device.addWidget(WidgetTestApps.provider)
        try device.removeWidget(1)
        #expect(try device.addWidget(WidgetTestApps.provider) == 2)
        let error = #expect(throws: SimulationError.self) { try device.removeWidget(1) }
        #expect(error?.code == .unknownWidget)
    }

    @Test func bootSendsEnabledAndUpdateWithAllIdsBeforeBootCompleted() throws {
        let (device, recorder) = try setUp()
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        recorder.log.removeAll()
        device.powerLoss()
        try device.runUntilIdle()
        #expect(recorder.log == ["onEnabled", "onUpdate [1, 2]"])
        let sends = device.trace.records.filter { $0.kind == .broadcastSend }.suffix(4).map(\.details)
        #expect(sends[0].contains("LOCKED_BOOT_COMPLETED"))
        #expect(sends[1].contains("APPWIDGET_ENABLED"))
        #expect(sends[2].contains("APPWIDGET_UPDATE"))
        #expect(sends[3].contains("act=android.intent.action.BOOT_COMPLETED"))
    }

    @Test func packageReplacedSendsOnlyUpdateWithAllIds() throws {
        let (device, recorder) = try setUp()
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        recorder.log.removeAll()
        try device.install(WidgetTestApps.calendar(recorder: recorder))
        try device.runUntilIdle()
        #expect(recorder.log == ["onUpdate [1, 2]"])
    }

    @Test func restoreGivesNewIdsThenOnRestoredThenOnUpdate() throws {
        let (device, recorder) = try setUp()
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        let backup = device.backupWidgets()
        let fresh = TestApps.device()
        fresh.sdkInt = 34
        let restoredLog = Recorder()
        try fresh.install(WidgetTestApps.calendar(recorder: restoredLog))
        try fresh.addWidget(WidgetTestApps.provider)  // id 1 is taken on the new device
        try fresh.runUntilIdle()
        restoredLog.log.removeAll()
        #expect(fresh.restoreWidgets(backup) == [2, 3])
        try fresh.runUntilIdle()
        #expect(restoredLog.log == ["onRestored [1, 2] [2, 3]", "onUpdate [2, 3]"])
        _ = recorder
    }

    @Test func unknownProviderIsAClearError() throws {
        let (device, _) = try setUp()
        let error = #expect(throws: SimulationError.self) {
            try device.addWidget(ComponentName(packageName: WidgetTestApps.package, className: ".Nope"))
        }
        #expect(error?.code == .unknownComponent)
        #expect(error?.message.contains("providers: 'com.example.calendar/.CalendarProvider'") == true)
    }
}
