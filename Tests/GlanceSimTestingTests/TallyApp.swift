import GlanceSim
import GlanceSimTesting

// A small app in Swift types for the helpers' own tests: a Glance tally widget with an "Add" button, a
// settings DataStore, and hourly unique work enqueued when the first tally is added.

final class TallyWidget: GlanceAppWidget {
    static let count = intPreferencesKey("count")
    override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
        provideContent { scope in
            Column {
                Text("Tally: \(scope.currentState(Self.count) ?? 0)")
                Button("Add", onClick: .runCallback(TallyAdd.self))
            }
        }
    }
}

final class TallyReceiver: GlanceAppWidgetReceiver {
    override var glanceAppWidget: GlanceAppWidget { TallyWidget() }

    override func onEnabled(_ context: ReceiverContext) throws {
        let request = try WorkRequestBuilder<PeriodicWorkRequest>(
            workerClassName: "TallySync", repeatInterval: .hours(1)
        )
        .addTag("sync").build()
        try context.applicationContext.workManager.enqueueUniquePeriodicWork("tally-sync", .keep, request)
    }
}

final class TallyAdd: ActionCallback {
    init() {}
    func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws {
        updateAppWidgetState(context, glanceId) { $0[TallyWidget.count] = ($0[TallyWidget.count] ?? 0) + 1 }
        context.storage.dataStore(named: "settings").edit { $0[stringPreferencesKey("last")] = "add" }
        try TallyWidget().update(context, glanceId)
    }
}

final class TallySync: Worker {
    func doWork(_ context: WorkerContext) throws -> WorkResult { .success() }
}

/// The tally app's manifest.
func tallyManifest() -> AppManifest {
    var manifest = AppManifest(packageName: "com.example.tally", targetSdkVersion: 34)
    manifest.receivers = [
        ReceiverDeclaration(
            className: ".TallyReceiver", exported: false,
            intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
            appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        ) { TallyReceiver() }
    ]
    manifest.actionCallbacks = [TallyAdd.self]
    manifest.workers["TallySync"] = { TallySync() }
    return manifest
}

/// A device (API 34, 2026-01-01 08:00 UTC) with the tally app installed and one tally widget, settled.
func tallyDevice() throws -> (device: Device, id: Int32) {
    let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00", sdk: 34)
    try device.install(tallyManifest())
    let id = try device.addWidget("TallyReceiver")
    try device.advance(by: .zero)
    return (device, id)
}
