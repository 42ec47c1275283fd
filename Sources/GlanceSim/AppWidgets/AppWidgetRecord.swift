/// One widget instance as AppWidgetService holds it.
struct AppWidgetRecord {
    let id: Int32
    let provider: ComponentName
    let host: String
    /// The host's `AppWidgetHost` id.
    var hostId: Int32 = AppWidgetHostID.launcherHostId
    /// The merged options bundle.
    var options: AndroidBundle
    /// The id it had before a restore, if it was restored.
    var restoredFrom: Int32?
    /// What the widget shows, once its provider pushed views; cleared when its package is replaced (the
    /// host shows the initial layout again).
    var views: RemoteViews?

    var hostID: AppWidgetHostID { AppWidgetHostID(packageName: host, hostId: hostId) }
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
    /// Ids a host allocated that are not bound to a provider (yet), with their host.
    var unbound: [Int32: AppWidgetHostID] = [:]
    /// The hosts in the order they first allocated an id (`mHosts`); a deleted host leaves the list.
    var hosts: [AppWidgetHostID] = []
    var providers: [ComponentName: AppWidgetProviderState] = [:]

    func ids(of provider: ComponentName) -> [Int32] {
        order.filter { widgets[$0]?.provider == provider }
    }

    /// Every id a host holds, bound or not, in allocation order (ids only grow, so ascending).
    func ids(of host: AppWidgetHostID) -> [Int32] {
        (widgets.values.filter { $0.hostID == host }.map(\.id) + unbound.filter { $0.value == host }.map(\.key))
            .sorted()
    }

    /// Hands out the next id to a host, remembering the host (`allocateAppWidgetId`).
    mutating func allocate(for host: AppWidgetHostID) -> Int32 {
        lastID += 1
        if !hosts.contains(host) { hosts.append(host) }
        return lastID
    }
}
