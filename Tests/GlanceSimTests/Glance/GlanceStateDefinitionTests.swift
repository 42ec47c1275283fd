import GlanceSim
import Testing

/// A custom `GlanceStateDefinition` from Swift: `stateStoreName(for:)` is `getDataStore`'s store,
/// `stateLocation(for:)` what `GlanceState.deleteStore` deletes (androidx glance-appwidget `GlanceAppWidget.deleted`:
/// `stateDefinition?.let { GlanceState.deleteStore(context, it, createUniqueRemoteUiName(appWidgetId)) }`, and
/// glance `GlanceState.deleteStore`: `definition.getLocation(context, fileKey).delete()`).
@Suite struct GlanceStateDefinitionTests {
    final class SharedWidget: GlanceAppWidget {
        override func stateStoreName(for id: GlanceId) -> String { "widget_state" }
        override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
            provideContent { scope in Text(scope.currentState(stringPreferencesKey("text")) ?? "empty") }
        }
    }

    final class SharedReceiver: GlanceAppWidgetReceiver {
        override var glanceAppWidget: GlanceAppWidget { SharedWidget() }
    }

    @Test func aStoreSharedByEveryWidgetIsDeletedWhenAnyOneWidgetIsDeleted() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 5, hour: 9))
        var manifest = AppManifest(packageName: "com.example.shared", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".SharedReceiver", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { SharedReceiver() }
        ]
        try device.install(manifest)
        let provider = ComponentName(packageName: "com.example.shared", className: ".SharedReceiver")
        let first = try device.addWidget(provider)
        let second = try device.addWidget(provider)
        let context = try device.context(for: "com.example.shared")
        context.storage.dataStore(named: "widget_state").edit { $0[stringPreferencesKey("text")] = "shared" }
        try SharedWidget().updateAll(context)
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(second).contains("\"shared\""), "every widget reads the one store")

        try device.removeWidget(first)
        try device.advance(by: .seconds(1))
        #expect(!context.storage.dataStoreNames.contains("widget_state"))
        try SharedWidget().update(context, GlanceId(appWidgetId: second))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(second).contains("\"empty\""))
    }
}
