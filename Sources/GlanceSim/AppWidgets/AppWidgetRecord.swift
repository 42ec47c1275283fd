/// One widget instance as AppWidgetService holds it.
struct AppWidgetRecord {
    let id: Int32
    let provider: ComponentName
    let host: String
    /// The merged options bundle.
    var options: Bundle
    /// The id it had before a restore, if it was restored.
    var restoredFrom: Int32?
    /// What the widget shows, once its provider pushed views; cleared when its package is replaced (the
    /// host shows the initial layout again).
    var views: RemoteViews?
}

/// What AppWidgetService keeps per provider beyond its widgets.
struct AppWidgetProviderState {
    /// The periodic update alarm's PendingIntent while it is registered.
    var updateAlarm: PendingIntent?
    /// Set once the app's code showed the provider class extends AppWidgetProvider (the app's
    /// AppWidgetManager calls `notifyProviderInheritance`); lost at reboot. Needed for the combined
    /// ENABLE_AND_UPDATE broadcast on API 35.
    var extendsAppWidgetProvider = false
}

/// AppWidgetService's state on a device.
struct AppWidgetServiceState {
    var widgets: [Int32: AppWidgetRecord] = [:]
    /// Widget ids in the order they were bound (`getAppWidgetIds` returns them in this order).
    var order: [Int32] = []
    /// The last id handed out; ids count from 1 and are never reused.
    var lastID: Int32 = 0
    var providers: [ComponentName: AppWidgetProviderState] = [:]

    func ids(of provider: ComponentName) -> [Int32] {
        order.filter { widgets[$0]?.provider == provider }
    }
}
