import GlanceSim
import Testing

/// The suites that share ``ScriptedWidget``'s statics run one test at a time.
@Suite(.serialized) enum ScriptedGlanceTests {}

/// A Glance widget driven by closures, so each test can shape provideGlance and its content.
final class ScriptedWidget: GlanceAppWidget {
    nonisolated(unsafe) static var mode: SizeMode = .single
    nonisolated(unsafe) static var provide: (AppContext, GlanceId) throws -> GlanceContent = { _, _ in
        provideContent { scope in Text(scope.currentState(stringPreferencesKey("text")) ?? "empty") }
    }
    nonisolated(unsafe) static var deletions: [GlanceId] = []

    override var sizeMode: SizeMode { Self.mode }
    override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
        try Self.provide(context, id)
    }
    override func onDelete(_ context: AppContext, _ id: GlanceId) throws { Self.deletions.append(id) }
}

final class ScriptedReceiver: GlanceAppWidgetReceiver {
    override var glanceAppWidget: GlanceAppWidget { ScriptedWidget() }
}

/// A callback that appends its parameters to the widget's state and updates it.
final class RecordClick: ActionCallback {
    static let indexKey = ActionParameters.Key<Int32>("index")
    init() {}
    func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws {
        let checked = parameters[ActionParameters.toggleableStateKey]
        updateAppWidgetState(context, glanceId) {
            $0[stringPreferencesKey("text")] =
                "clicked \(parameters[Self.indexKey].map(String.init) ?? "-") checked \(checked.map(String.init) ?? "-")"
        }
        try ScriptedWidget().update(context, glanceId)
    }
}

enum GlanceTestApps {
    static let package = "com.example.glance"
    static let receiver = ComponentName(packageName: package, className: ".ScriptedReceiver")

    /// Installs the scripted Glance app (resetting the scripted widget's statics) on a device at API `sdk`.
    static func install(on device: Device, sdk: Int = 35, info: AppWidgetProviderInfo? = nil) throws {
        ScriptedWidget.mode = .single
        ScriptedWidget.provide = { _, _ in
            provideContent { scope in Text(scope.currentState(stringPreferencesKey("text")) ?? "empty") }
        }
        ScriptedWidget.deletions = []
        device.sdkInt = sdk
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".ScriptedReceiver", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                appWidgetProvider: info ?? AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { ScriptedReceiver() }
        ]
        manifest.actionCallbacks = [RecordClick.self]
        try device.install(manifest)
    }
}
