/// Glance's `GlanceAppWidgetManager`: which widgets belong to which GlanceAppWidget type.
///
/// Glance learns which receiver serves which widget type when a receiver's `onUpdate` runs, and keeps that
/// mapping in a DataStore; until then `getGlanceIds` knows no widget of the type (so `updateAll` updates
/// nothing).
///
/// ```swift
/// let ids = GlanceAppWidgetManager(context: context).getGlanceIds(ClockWidget.self)
/// ```
public struct GlanceAppWidgetManager {
    /// The DataStore where the receiver → widget type mapping is kept.
    static let storeName = "GlanceAppWidgetManager"

    let context: AppContext

    /// The manager for an app's context.
    public init(context: AppContext) {
        self.context = context
    }

    /// The ids of every widget whose receiver serves `type`, in bind order.
    public func getGlanceIds(_ type: GlanceAppWidget.Type) -> [GlanceId] {
        getGlanceIds(widgetTypeName: String(describing: type))
    }

    /// The ids of every widget whose receiver serves the widget type of this name
    /// (``GlanceAppWidget/widgetTypeName``), in bind order.
    public func getGlanceIds(widgetTypeName: String) -> [GlanceId] {
        let glance = context.device.glance
        if let ids = glance.knownGlanceIds(context.storage, widgetTypeName: widgetTypeName) { return ids }
        let store = context.storage.dataStore(named: Self.storeName)
        let answer = GlanceIdsAnswer(
            storage: context.storage, widgetTypeName: widgetTypeName,
            storesGeneration: context.storage.storesGeneration, store: store, storeVersion: store.version,
            bindingGeneration: context.device.appWidgetService.bindingGeneration,
            ids: glanceIds(receivers: store.data[key(for: widgetTypeName)] ?? []))
        glance.remember(answer)
        return answer.ids
    }

    /// The ids of the widgets of these receivers of the app, in bind order.
    private func glanceIds(receivers: Set<String>) -> [GlanceId] {
        guard !receivers.isEmpty else { return [] }
        let manager = AppWidgetManager(context: context)
        var ids: [Int32] = []
        // Any receiver order will do: an id belongs to one provider, and the ids are sorted next.
        for className in receivers {
            ids += manager.getAppWidgetIds(ComponentName(packageName: context.packageName, className: className))
        }
        ids.sort()
        return ids.map(GlanceId.init(appWidgetId:))
    }

    /// The Glance id of a widget id.
    public func getGlanceIdBy(_ appWidgetId: Int32) -> GlanceId { GlanceId(appWidgetId: appWidgetId) }

    /// Records that a receiver serves a widget type (`updateReceiver`, called from
    /// GlanceAppWidgetReceiver.onUpdate). When the mapping is already there it skips the edit, which would
    /// change nothing observable.
    func remember(receiver: ComponentName, serves widgetTypeName: String) {
        let store = context.storage.dataStore(named: Self.storeName)
        let key = key(for: widgetTypeName)
        guard store.data[key]?.contains(receiver.className) != true else { return }
        store.edit { preferences in
            var receivers = preferences[key] ?? []
            receivers.insert(receiver.className)
            preferences[key] = receivers
        }
    }

    /// `cleanReceivers` (what Glance's `MyPackageReplacedReceiver` runs after an update): drops from the mapping
    /// every receiver that is no longer one of the app's installed widget providers. It updates no widget.
    func cleanReceivers() {
        let store = context.storage.dataStore(named: Self.storeName)
        let app = context.app
        let installed = Set(
            zip(app.manifest.receivers, app.receiverComponents).filter { $0.0.isAppWidgetProvider && $0.0.enabled }
                .map(\.1.className))
        let stale = store.data.entries.compactMap { entry -> (String, Set<String>)? in
            guard entry.name.hasPrefix("provider:"), case .stringSet(let receivers) = entry.value,
                !receivers.isSubset(of: installed)
            else { return nil }
            return (entry.name, receivers.intersection(installed))
        }
        guard !stale.isEmpty else { return }
        store.edit { preferences in
            for (name, receivers) in stale {
                let key = stringSetPreferencesKey(name)
                if receivers.isEmpty { preferences.remove(key) } else { preferences[key] = receivers }
            }
        }
    }

    private func key(for widgetTypeName: String) -> PreferencesKey<Set<String>> {
        context.device.glance.providerKey(for: widgetTypeName)
    }
}
