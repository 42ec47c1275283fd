import GlanceSim
import Testing

/// The typed payloads of `widget.*` records: what AppWidgetServiceImpl did (allocateAppWidgetId,
/// bindAppWidgetId, updateAppWidgetOptions, deleteAppWidgetLocked, deleteHostLocked, the
/// BackupRestoreController's restore) and what a host's click sent, with the values tests match on. The text
/// of each record is rendered from the payload and must read as it always did.
@Suite struct AppWidgetTraceEventTests {
    private func setUp() throws -> Device {
        let device = TestApps.device()
        device.sdkInt = 34
        try device.install(WidgetTestApps.calendar(recorder: Recorder()))
        return device
    }

    private func widgetEvents(_ device: Device) -> [AppWidgetTraceEvent] {
        device.trace.records.compactMap {
            guard case .appWidget(let event) = $0.event, $0.kind != .widgetCallback else { return nil }
            return event
        }
    }

    /// `allocateAppWidgetId` then `bindAppWidgetId`: the id, its host (with a non-launcher host id) and the
    /// sizes the host reports travel as values.
    @Test func allocateAndBindRecordsCarryTheHostIdAndSizes() throws {
        let device = try setUp()
        let host = AppWidgetHostID(packageName: "com.example.launcher", hostId: 7)
        let id = device.allocateAppWidgetId(host: host)
        try device.bindAppWidgetId(id, provider: WidgetTestApps.provider, cells: WidgetCells(columns: 2, rows: 1))
        let sizes = WidgetCells(columns: 2, rows: 1).reportedSizes
        #expect(
            widgetEvents(device).prefix(2) == [
                .allocate(host: host, appWidgetId: id),
                .bind(provider: WidgetTestApps.provider, appWidgetId: id, host: host, sizes: sizes),
            ])
        let bind = try #require(device.trace.records.first { $0.kind == .widgetBind })
        #expect(bind.subject == "com.example.calendar/.CalendarProvider")
        #expect(bind.details == "id 1 in com.example.launcher#7 at 130x102dp, 269x51dp")
        #expect(bind.event.packageName == WidgetTestApps.package)
    }

    /// `updateAppWidgetOptions` merges into the widget's options; the record carries the whole merged bundle,
    /// the one APPWIDGET_UPDATE_OPTIONS delivers.
    @Test func optionsRecordCarriesTheMergedBundle() throws {
        let device = try setUp()
        let id = try device.addWidget(WidgetTestApps.provider, cells: WidgetCells(columns: 2, rows: 1))
        try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
        let options = try #require(device.widgetInfo(id)?.options)
        #expect(options.int(AppWidgetOption.hostCategory) == 1)  // kept from the bind: merged, not replaced
        #expect(
            widgetEvents(device).last == .options(provider: WidgetTestApps.provider, appWidgetId: id, options: options))
    }

    /// `deleteAppWidgetLocked` for a bound and an unbound id, and `deleteHostLocked` listing the host's ids.
    @Test func deleteRecordsTellBoundFromUnboundAndListAHostsIds() throws {
        let device = try setUp()
        let bound = try device.addWidget(WidgetTestApps.provider)
        let unbound = device.allocateAppWidgetId()
        device.deleteHost(.launcher)
        #expect(
            widgetEvents(device).suffix(3) == [
                .hostDelete(host: .launcher, appWidgetIds: [bound, unbound]),
                .deleteUnbound(host: .launcher, appWidgetId: unbound),
                .delete(provider: WidgetTestApps.provider, appWidgetId: bound),
            ])
        let texts = device.trace.records.filter { $0.kind == .widgetDelete }.map(\.details)
        #expect(texts == ["id 2 (unbound: no broadcast)", "id 1"])
        #expect(device.trace.records.first { $0.kind == .widgetHostDelete }?.details == "ids 1, 2")
    }

    /// BackupRestoreController: the restore record pairs the backup's ids with the new ones, in order, as
    /// APPWIDGET_RESTORED's `appWidgetOldIds` and `appWidgetIds` do.
    @Test func restoreRecordPairsOldAndNewIds() throws {
        let device = try setUp()
        _ = try device.addWidget(WidgetTestApps.provider)
        let backup = [
            WidgetBackupEntry(id: 11, provider: WidgetTestApps.provider),
            WidgetBackupEntry(id: 12, provider: WidgetTestApps.provider),
        ]
        let newIds = device.restoreWidgets(backup)
        #expect(newIds == [2, 3])
        #expect(
            widgetEvents(device).last == .restore(provider: WidgetTestApps.provider, oldIds: [11, 12], newIds: [2, 3]))
        #expect(device.trace.records.last { $0.kind == .widgetRestore }?.details == "11 -> 2, 12 -> 3")
    }
}
