import GlanceSim
import Testing

// The Glance example of the GlanceSimTesting article "Writing tests", kept here word for word so the article
// stays true (DocExampleTests checks it).

final class CounterWidget: GlanceAppWidget {
    static let count = intPreferencesKey("count")
    override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
        provideContent { scope in
            Column {
                Text("Count: \(scope.currentState(Self.count) ?? 0)")
                Button("Add", onClick: .runCallback(AddOne.self))
            }
        }
    }
}

final class CounterReceiver: GlanceAppWidgetReceiver {
    override var glanceAppWidget: GlanceAppWidget { CounterWidget() }
}

final class AddOne: ActionCallback {
    init() {}
    func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws {
        updateAppWidgetState(context, glanceId) { $0[CounterWidget.count] = ($0[CounterWidget.count] ?? 0) + 1 }
        try CounterWidget().update(context, glanceId)  // writing state alone does not re-render
    }
}

@Test func clickingAddCountsUp() throws {
    let device = Device()
    var manifest = AppManifest(packageName: "com.example.counter", targetSdkVersion: 34)
    manifest.receivers = [
        ReceiverDeclaration(
            className: ".CounterReceiver", exported: false,
            intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
            appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        ) { CounterReceiver() }
    ]
    manifest.actionCallbacks = [AddOne.self]
    try device.install(manifest)
    let id = try device.addWidget(ComponentName(packageName: "com.example.counter", className: ".CounterReceiver"))
    try device.advance(by: .zero)
    try device.click(id, on: .text("Add"))
    try device.advance(by: .zero)
    #expect(try device.renderWidget(id).contains("Count: 1"))
}
