import GlanceSim

/// A classic widget provider that logs every callback (and what it received) into a recorder.
final class LoggingProvider: AppWidgetProvider {
    let recorder: Recorder
    init(recorder: Recorder) { self.recorder = recorder }

    override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
        recorder.log.append("onUpdate \(ids)")
    }
    override func onEnabled(_ context: ReceiverContext) throws { recorder.log.append("onEnabled") }
    override func onDisabled(_ context: ReceiverContext) throws { recorder.log.append("onDisabled") }
    override func onDeleted(_ context: ReceiverContext, _ ids: [Int32]) throws {
        recorder.log.append("onDeleted \(ids)")
    }
    override func onAppWidgetOptionsChanged(
        _ context: ReceiverContext, _ manager: AppWidgetManager, _ id: Int32, _ options: AndroidBundle
    ) throws {
        recorder.log.append("onAppWidgetOptionsChanged \(id)")
    }
    override func onRestored(_ context: ReceiverContext, _ old: [Int32], _ new: [Int32]) throws {
        recorder.log.append("onRestored \(old) \(new)")
    }
}

enum WidgetTestApps {
    static let package = "com.example.calendar"
    static let provider = ComponentName(packageName: package, className: ".CalendarProvider")

    /// A calendar app with one classic provider.
    static func calendar(
        info: AppWidgetProviderInfo = AppWidgetProviderInfo(minWidth: 110, minHeight: 40), recorder: Recorder
    )
        -> AppManifest
    {
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".CalendarProvider", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                metaData: [(name: "android.appwidget.provider", value: "@xml/calendar_info")],
                appWidgetProvider: info
            ) { LoggingProvider(recorder: recorder) }
        ]
        return manifest
    }
}
