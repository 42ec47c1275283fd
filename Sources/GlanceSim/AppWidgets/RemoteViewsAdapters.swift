/// The widget hosts' collection views: one `RemoteViewsAdapter` per collection view (``RemoteAdapter``) of each
/// widget whose views the host shows, with the items it loaded from the app's ``RemoteViewsFactory``.
///
/// The platform's steps, from frameworks/base 8e46fa0761450601f421f859c78f64458a56dfe3 (Android 15), and how they
/// are modelled:
///
/// - When a host applies views with an adapter (`SetRemoteViewsAdapterIntent.apply`, RemoteViews.java:1385-1439) it
///   makes a `RemoteViewsAdapter` — unless the view already has one for an intent that is `filterEquals`
///   (AbsListView.java:6714-6731), so views pushed again with the same intent keep their items. The adapter binds
///   the service (`bindRemoteViewsService`, BIND_AUTO_CREATE: the app's process starts if need be); here the bind
///   runs as an event at the same instant, after the code that pushed the views.
/// - In the app's process `RemoteViewsService.onBind` makes the factory for the intent if the process has none and
///   calls `onCreate` (RemoteViewsService.java:265-282); on connecting, the adapter calls `onDataSetChanged` if the
///   factory is new (`sendNotifyDataSetChange(false)`, RemoteViewsAdapter.java:205-231, 349-358), then reads the
///   count and the items (`updateTemporaryMetaData`, `updateRemoteViews`, :941-1000).
/// - `notifyAppWidgetViewDataChanged` reaches the host (`viewDataChanged`), whose adapter calls `onDataSetChanged`
///   — binding again first if it had unbound, which makes a new factory (and calls `onCreate`) when the process
///   died meanwhile — then reads the count and the items anew (RemoteViewsAdapter.java:268-313).
/// - The host reads **every** item, up to ``cacheSize`` (the adapter's cache, `DEFAULT_CACHE_SIZE`,
///   RemoteViewsAdapter.java:80), at once: the platform reads the visible ones first and the rest as the list
///   scrolls, which depends on the screen; reading them all keeps runs deterministic. The measuring call of the first
///   item (`getViewAt(0)` in `updateTemporaryMetaData`) is not made separately.
/// - A throw in a factory call is an uncaught exception in the app's process (`RemoteViewsFactoryAdapter` hands it
///   to the default handler, RemoteViewsService.java:147-234): the app crashes. The host keeps what it showed before
///   a failed `onDataSetChanged`, shows no items after a failed `getCount`, and shows its loading view ("Loading…")
///   for items it could not read.
///
/// ```swift
/// let shown = device.remoteViewsAdapters.shown(views, of: id)   // the views with the loaded items
/// ```
final class RemoteViewsAdapters {
    /// What the adapters queue on the device.
    enum Event {
        /// The host binds the service for a widget's adapter (first shown).
        case connect(appWidgetId: Int32, key: RemoteViewsFactoryKey)
        /// The host was told the adapter's data changed.
        case dataSetChanged(appWidgetId: Int32, key: RemoteViewsFactoryKey)
        /// The last widget using the intent was deleted: its factory is destroyed.
        case destroy(key: RemoteViewsFactoryKey, appWidgetId: Int32)
    }

    /// One pending step per adapter, and one destruction per intent.
    enum EventKey: Hashable {
        case adapter(appWidgetId: Int32, key: RemoteViewsFactoryKey)
        case destroy(RemoteViewsFactoryKey)
    }

    /// One collection view's adapter in its host.
    struct Adapter: Codable, Equatable {
        /// The adapter as the views last applied name it.
        var adapter: RemoteAdapter
        /// The items loaded, or `nil` before the first load.
        var items: [GlanceNode]?
        /// AppWidgetService refused to bind the service: the view stays empty.
        var refused = false
        /// Until when the adapter stays bound to the service: ``unbindDelay`` after its last call
        /// (`enqueueDeferredUnbindServiceMessage`); `nil` before the first bind.
        var boundUntil: SimInstant? = nil
    }

    /// `RemoteViewsAdapter.UNBIND_SERVICE_DELAY`: an adapter unbinds 5 s after its last message.
    static let unbindDelay = SimDuration.seconds(5)

    /// `RemoteViewsAdapter.DEFAULT_CACHE_SIZE`: the most items an adapter holds.
    static let cacheSize: Int32 = 40

    /// The text of the host's default loading view (`remote_views_adapter_default_loading_view`, `@string/loading`).
    static let loadingText = "Loading\u{2026}"

    /// The adapters of each widget, by intent.
    private var adapters: [Int32: [RemoteViewsFactoryKey: Adapter]] = [:]

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appWidgetService: AppWidgetService!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(appWidgetService: AppWidgetService, processTable: ProcessTable) {
        self.appWidgetService = appWidgetService
        self.processTable = processTable
    }

    // MARK: - What the host shows

    /// `views` as the host shows them for widget `id`: each adapter with the items it loaded.
    func shown(_ views: RemoteViews, of id: Int32) -> RemoteViews {
        guard let widgetAdapters = adapters[id] else { return views }
        var shown = views
        for index in shown.layouts.indices {
            shown.layouts[index].root = shown.layouts[index].root.fillingAdapters {
                widgetAdapters[$0.factoryKey]?.items
            }
        }
        return shown
    }

    /// The adapter of a widget for an intent, if its host has one.
    func adapter(_ id: Int32, _ key: RemoteViewsFactoryKey) -> Adapter? { adapters[id]?[key] }

    // MARK: - Views applied, widgets gone

    /// The host applied new views to widget `id`: an adapter for a new intent binds its service; one whose intent is
    /// no longer in the views goes (its factory stays in the app's process).
    func viewsApplied(_ id: Int32, _ views: RemoteViews) {
        var found: [RemoteViewsFactoryKey: RemoteAdapter] = [:]
        for layout in views.layouts {
            for adapter in layout.root.remoteAdapters where found[adapter.factoryKey] == nil {
                found[adapter.factoryKey] = adapter
            }
        }
        var current = adapters[id] ?? [:]
        guard !found.isEmpty || !current.isEmpty else { return }
        for key in current.keys.sorted() where found[key] == nil {
            current[key] = nil
            core.loop.queue.cancel(key: .remoteViewsAdapters(.adapter(appWidgetId: id, key: key)))
        }
        for key in found.keys.sorted() {
            if current[key] != nil {
                current[key]!.adapter = found[key]!
            } else {
                current[key] = Adapter(adapter: found[key]!)
                schedule(.connect(appWidgetId: id, key: key), id, key)
            }
        }
        adapters[id] = current.isEmpty ? nil : current
    }

    /// The widget is gone (deleted, or its views cleared): its adapters go.
    func forget(_ id: Int32) {
        guard let widgetAdapters = adapters.removeValue(forKey: id) else { return }
        for key in widgetAdapters.keys.sorted() {
            core.loop.queue.cancel(key: .remoteViewsAdapters(.adapter(appWidgetId: id, key: key)))
        }
    }

    /// `IAppWidgetHost.viewDataChanged(id, viewId)`: the widget's adapters for that view reload. A bound adapter
    /// (``unbindDelay`` not yet passed since its last call, its factory alive) handles each notification as a
    /// message of its own — `MSG_NOTIFY_DATA_SET_CHANGED` → `onDataSetChanged`, two notifications two reloads
    /// (RemoteViewsAdapter.java:268-313); an unbound one binds once, and the notifications before it connects make
    /// one reload (`mNotifyDataSetChangedPending`).
    func viewDataChanged(_ id: Int32, viewId: String, provider: ComponentName) {
        guard let widgetAdapters = adapters[id] else { return }
        for key in widgetAdapters.keys.sorted() where widgetAdapters[key]!.adapter.viewId == viewId {
            record(.viewDataChanged(viewId: viewId), key, id)
            if isBound(widgetAdapters[key]!, key) {
                _ = core.loop.queue.schedule(
                    at: core.now, .remoteViewsAdapters(.dataSetChanged(appWidgetId: id, key: key)))
            } else {
                schedule(.dataSetChanged(appWidgetId: id, key: key), id, key)
            }
        }
    }

    /// Whether the adapter is still bound: within ``unbindDelay`` of its last call, with its factory alive in the
    /// app's process (a dead process disconnects it).
    private func isBound(_ adapter: Adapter, _ key: RemoteViewsFactoryKey) -> Bool {
        guard let until = adapter.boundUntil, core.now < until else { return false }
        return processTable.app(key.service.packageName)?.process?.remoteViewsFactories.factory(key) != nil
    }

    /// `destroyRemoteViewsService`, at this instant after the deletion.
    func scheduleDestroy(_ key: RemoteViewsFactoryKey, appWidgetId: Int32) {
        core.loop.queue.schedule(
            at: core.now, key: .remoteViewsAdapters(.destroy(key)), policy: .replace,
            .remoteViewsAdapters(.destroy(key: key, appWidgetId: appWidgetId)))
    }

    /// A reboot: the hosts start again and apply the widgets' views anew, binding every adapter again.
    func deviceRebooted() {
        let ids = adapters.keys.sorted()
        adapters = [:]
        for id in ids {
            guard let views = appWidgetService.widget(id)?.views else { continue }
            viewsApplied(id, views)
        }
    }

    private func schedule(_ event: Event, _ id: Int32, _ key: RemoteViewsFactoryKey) {
        core.loop.queue.schedule(
            at: core.now, key: .remoteViewsAdapters(.adapter(appWidgetId: id, key: key)), policy: .replace,
            .remoteViewsAdapters(event))
    }

    // MARK: - Events

    /// Runs one of the adapters' events.
    func handle(_ event: Event) {
        switch event {
        case .connect(let id, let key): load(id, key, dataChanged: false)
        case .dataSetChanged(let id, let key): load(id, key, dataChanged: true)
        case .destroy(let key, let id): destroy(key, appWidgetId: id)
        }
    }

    /// How the device's pending-event list names an event.
    func describe(_ event: Event) -> String {
        switch event {
        case .connect(let id, let key): return "collection bind \(key) for widget \(id)"
        case .dataSetChanged(let id, let key): return "collection data changed \(key) for widget \(id)"
        case .destroy(let key, _): return "collection factory destroy \(key)"
        }
    }

    /// Binds the adapter's service (making the factory if the process has none), tells it the data changed when it
    /// is new or `dataChanged`, and reads the count and the items.
    private func load(_ id: Int32, _ key: RemoteViewsFactoryKey, dataChanged: Bool) {
        guard var entry = adapters[id]?[key], !entry.refused,
            let app = processTable.app(key.service.packageName)
        else { return }
        defer {
            entry.boundUntil = core.now + Self.unbindDelay
            if adapters[id]?[key] != nil { adapters[id]![key] = entry }
        }
        var factory = app.process?.remoteViewsFactories.factory(key)
        let record = { (call: RemoteAdapterCall) in self.record(call, key, id) }
        if !dataChanged || factory == nil {
            if let reason = appWidgetService.bindRemoteViewsService(id, key) {
                record(.bindRefused(reason))
                entry.refused = true
                return
            }
            record(.bind)
        }
        var isNew = false
        if factory == nil {
            let process = processTable.ensureProcess(app, cause: .service)
            guard app.process === process else { return }  // Application.onCreate crashed
            switch onBind(app, process, key, intent: entry.adapter.intent(appWidgetId: id), appWidgetId: id) {
            case .notAService:
                record(.bindRefused("\(key.service.shortString) is not a RemoteViewsService"))
                entry.refused = true
                return
            case .crashed: return
            case .made(let made):
                factory = made
                isNew = true
            }
        }
        guard let factory else { return }
        if isNew || dataChanged {
            record(.onDataSetChanged)
            guard call(app, key, "onDataSetChanged()", { try factory.onDataSetChanged() }) != nil else { return }
        }
        guard let count = call(app, key, "getCount()", { try factory.getCount() }) else {
            entry.items = []  // the metadata is reset: no items
            return
        }
        record(.getCount(count))
        let loaded = min(max(count, 0), Self.cacheSize)
        var items: [GlanceNode] = []
        for position in 0..<loaded {
            guard let item = call(app, key, "getViewAt(\(position))", { try factory.getViewAt(position) }) else {
                break  // the process died: the rest keep their loading views
            }
            record(.getViewAt(position, summary: item.map { RemoteViews($0).summary } ?? "null"))
            items.append(item ?? Text(Self.loadingText))
        }
        while items.count < loaded { items.append(Text(Self.loadingText)) }
        entry.items = items
    }

    /// Runs a factory call in the app's process; a throw crashes the app (`nil`).
    private func call<T>(_ app: InstalledApp, _ key: RemoteViewsFactoryKey, _ name: String, _ body: () throws -> T)
        -> T?
    {
        do {
            return try body()
        } catch {
            processTable.crash(app, error, at: .remoteViewsFactory(key.service, name))
            return nil
        }
    }

    /// What `onBind` made of an intent the process had no factory for.
    private enum BindResult {
        case made(any RemoteViewsFactory)
        /// The service is not one of the app's RemoteViewsServices.
        case notAService
        /// The factory's `onCreate` threw: the app crashed.
        case crashed
    }

    /// `RemoteViewsService.onBind` (RemoteViewsService.java:265-282) for an intent the process has no factory for:
    /// the service makes one (`onGetViewFactory`), the process keeps it, and its `onCreate` runs.
    private func onBind(
        _ app: InstalledApp, _ process: AppProcess, _ key: RemoteViewsFactoryKey, intent: Intent, appWidgetId: Int32
    ) -> BindResult {
        guard
            let service = app.manifest.remoteViewsServices.first(where: {
                ComponentName(packageName: app.packageName, className: $0.key) == key.service
            })?.value
        else { return .notAService }
        let made = service.onGetViewFactory(intent, app.context)
        process.remoteViewsFactories.insert(made, for: key, intent: intent)
        record(.onCreate, key, appWidgetId)
        guard call(app, key, "onCreate()", { try made.onCreate() }) != nil else { return .crashed }
        return .made(made)
    }

    /// Records one step of a widget's collection.
    private func record(_ call: RemoteAdapterCall, _ key: RemoteViewsFactoryKey, _ appWidgetId: Int32) {
        core.record(.widgetCollection, .appWidget(.collection(service: key.service, appWidgetId: appWidgetId, call)))
    }

    /// `destroyRemoteViewsService` (AppWidgetServiceImpl.java:1949-1978): the system binds the service with the
    /// intent (starting the process if need be) and calls `IRemoteViewsFactory.onDestroy(intent)`. The bind goes
    /// through `RemoteViewsService.onBind` (RemoteViewsService.java:265-282), which makes the factory — and calls its
    /// `onCreate` — when the process has none for the intent (a process started for this, or one that never showed
    /// the list), so such a factory is created only to be destroyed.
    private func destroy(_ key: RemoteViewsFactoryKey, appWidgetId: Int32) {
        guard let app = processTable.app(key.service.packageName) else { return }
        let process = processTable.ensureProcess(app, cause: .service)
        guard app.process === process else { return }  // Application.onCreate crashed
        var factory = process.remoteViewsFactories.factory(key)
        if factory == nil {
            let intent = RemoteAdapter(.listView, service: key.service, data: key.data).intent(appWidgetId: appWidgetId)
            guard case .made(let made) = onBind(app, process, key, intent: intent, appWidgetId: appWidgetId) else {
                return
            }
            factory = made
        }
        guard let factory else { return }
        record(.onDestroy, key, appWidgetId)
        _ = call(app, key, "onDestroy()", { try factory.onDestroy() })
        process.remoteViewsFactories.remove(key)
    }
}

extension RemoteViewsAdapters {
    /// The adapters' saved form: each widget's adapters, by widget then intent.
    struct Snapshot: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var appWidgetId: Int32
            var key: RemoteViewsFactoryKey
            var adapter: Adapter
        }
        var adapters: [Entry]
    }

    var snapshot: Snapshot? {
        guard !adapters.isEmpty else { return nil }
        var entries: [Snapshot.Entry] = []
        for id in adapters.keys.sorted() {
            for key in adapters[id]!.keys.sorted() {
                entries.append(Snapshot.Entry(appWidgetId: id, key: key, adapter: adapters[id]![key]!))
            }
        }
        return Snapshot(adapters: entries)
    }

    /// Takes on the saved adapters (after AppWidgetService's widgets are restored).
    /// - Throws: ``SnapshotError`` for an adapter of a widget that is not bound, one saved twice, one whose
    ///   adapter names another intent than its key, more items than the adapter's cache holds, or a bind time
    ///   outside the timeline.
    func restore(_ saved: Snapshot?) throws(SnapshotError) {
        var restored: [Int32: [RemoteViewsFactoryKey: Adapter]] = [:]
        for (index, entry) in (saved?.adapters ?? []).enumerated() {
            let at = ["adapters", String(index)]
            guard appWidgetService.widget(entry.appWidgetId) != nil else {
                throw SnapshotError(
                    "a collection adapter belongs to widget \(entry.appWidgetId), which is not bound",
                    at: at + ["appWidgetId"])
            }
            guard restored[entry.appWidgetId]?[entry.key] == nil else {
                throw SnapshotError(
                    "widget \(entry.appWidgetId)'s adapter for \(entry.key) is saved twice", at: at + ["key"])
            }
            guard entry.adapter.adapter.factoryKey == entry.key else {
                throw SnapshotError(
                    "widget \(entry.appWidgetId)'s adapter for \(entry.key) names \(entry.adapter.adapter.factoryKey)",
                    at: at + ["adapter", "adapter"])
            }
            if let items = entry.adapter.items, items.count > Int(Self.cacheSize) {
                throw SnapshotError(
                    "widget \(entry.appWidgetId)'s adapter holds \(items.count) items, more than its cache's "
                        + "\(Self.cacheSize)", at: at + ["adapter", "items"])
            }
            if let until = entry.adapter.boundUntil {
                try SnapshotError.checkInstant(
                    until, "widget \(entry.appWidgetId)'s adapter's unbind time", at: at + ["adapter", "boundUntil"])
            }
            restored[entry.appWidgetId, default: [:]][entry.key] = entry.adapter
        }
        adapters = restored
    }
}
