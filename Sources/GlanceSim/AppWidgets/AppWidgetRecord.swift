/// One widget instance as AppWidgetService holds it (AppWidgetServiceImpl's `Widget`): an object the service
/// mutates in place, never a value copied in and out of its tables.
final class AppWidgetRecord {
    let id: Int32
    let provider: ComponentName
    /// The host that holds it.
    let hostID: AppWidgetHostID
    /// The merged options bundle.
    private(set) var options: AndroidBundle
    /// The id it had before a restore, if it was restored.
    let restoredFrom: Int32?
    /// What the widget shows, once its provider pushed views; cleared when its package is replaced (the
    /// host shows the initial layout again).
    private(set) var views: RemoteViews?

    init(id: Int32, provider: ComponentName, host: AppWidgetHostID, options: AndroidBundle, restoredFrom: Int32? = nil)
    {
        self.id = id
        self.provider = provider
        self.hostID = host
        self.options = options
        self.restoredFrom = restoredFrom
    }

    /// The host's package.
    var host: String { hostID.packageName }

    /// Merges a host's options into the widget's (`Bundle.putAll`). Only AppWidgetService calls it.
    func mergeOptions(_ new: AndroidBundle) { options.putAll(new) }

    /// Stores what the widget shows (`nil`: the initial layout). Only AppWidgetService calls it.
    func show(_ new: RemoteViews?) { views = new }
}

/// What AppWidgetService keeps per provider beyond its widgets (AppWidgetServiceImpl's `Provider`).
struct AppWidgetProviderState {
    /// The periodic update alarm's PendingIntent while it is registered.
    var updateAlarm: PendingIntent?
    /// Set once the app's code showed the provider class extends AppWidgetProvider (the app's
    /// AppWidgetManager calls `notifyProviderInheritance`); lost at reboot. Needed for the combined
    /// ENABLE_AND_UPDATE broadcast on API 35.
    var extendsAppWidgetProvider = false
}
