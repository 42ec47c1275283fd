/// The system's widget service: Android's `AppWidgetServiceImpl`. It owns every widget, the hosts that hold
/// them, what it knows per provider (the update alarm, whether the class extends AppWidgetProvider) and the
/// id counter; it sends providers their lifecycle broadcasts and arms their update alarms through
/// AlarmManager's API. Apps reach it through ``AppWidgetManager``, hosts and tests through `Device`'s widget
/// methods, which forward here.
///
/// ```swift
/// let id = device.appWidgetService.allocateAppWidgetId(for: .launcher)
/// let sizes = WidgetCells(columns: 2, rows: 1).reportedSizes
/// device.appWidgetService.bindAppWidgetId(id, to: provider, sizes: sizes, host: .launcher)
/// ```
final class AppWidgetService {
    /// `MIN_UPDATE_PERIOD`: 30 minutes, except on debuggable Android 15 builds.
    static let minimumUpdatePeriod: Int64 = 1_800_000

    /// Every bound widget by id (`mWidgets`). Every access is one subscript or one read of the whole, never held
    /// across a call, so it skips the runtime's exclusivity check (several lookups a widget-minute).
    @exclusivity(unchecked) private var widgets: [Int32: AppWidgetRecord] = [:]
    /// Bound widget ids in the order they were bound (`getAppWidgetIds` returns them in this order).
    private(set) var boundIds: [Int32] = []
    /// Counts the changes to which widgets are bound to which provider (a bind, a delete, a restore): while it stays
    /// the same, ``ids(of:)`` gives the same answers.
    private(set) var bindingGeneration: UInt64 = 0
    /// The last id handed out; ids count from 1 and are never reused (`mNextAppWidgetIds`).
    private var lastID: Int32 = 0
    /// Ids a host allocated that are not bound to a provider (yet), with their host.
    private var unbound: [Int32: AppWidgetHostID] = [:]
    /// The hosts in the order they first allocated an id (`mHosts`); a deleted host leaves the list.
    private(set) var hosts: [AppWidgetHostID] = []
    /// What the service knows per provider (`mProviders`).
    private var providers: [ComponentName: AppWidgetProviderState] = [:]
    /// The widgets bound to each RemoteViewsService intent, ascending (`mRemoteViewsServicesAppWidgets`): when the
    /// last one is deleted, the factory is destroyed.
    var remoteViewsServiceWidgets: [RemoteViewsFactoryKey: [Int32]] = [:]

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var alarmManagerService: AlarmManagerService!
    private(set) unowned(unsafe) var broadcastQueue: BroadcastQueue!
    private(set) unowned(unsafe) var pendingIntentController: PendingIntentController!
    private(set) unowned(unsafe) var processTable: ProcessTable!
    private(set) unowned(unsafe) var remoteViewsAdapters: RemoteViewsAdapters!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        alarmManagerService: AlarmManagerService, broadcastQueue: BroadcastQueue,
        pendingIntentController: PendingIntentController, processTable: ProcessTable,
        remoteViewsAdapters: RemoteViewsAdapters
    ) {
        self.alarmManagerService = alarmManagerService
        self.broadcastQueue = broadcastQueue
        self.pendingIntentController = pendingIntentController
        self.processTable = processTable
        self.remoteViewsAdapters = remoteViewsAdapters
    }

    // MARK: - Queries

    /// A bound widget.
    func widget(_ id: Int32) -> AppWidgetRecord? { widgets[id] }

    /// Whether any widget of the package's providers is bound (`isBoundWidgetPackage`, AppWidgetServiceImpl.java:3174-3186,
    /// which App Standby asks at each check).
    func isBoundWidgetPackage(_ packageName: String) -> Bool {
        boundIds.contains { widgets[$0]?.provider.packageName == packageName }
    }

    /// Whether a host holds the id, bound or not.
    func holds(_ id: Int32) -> Bool { widgets[id] != nil || unbound[id] != nil }

    /// The host holding an allocated id that is bound to no provider.
    func unboundHost(of id: Int32) -> AppWidgetHostID? { unbound[id] }

    /// A provider's widget ids, in the order they were bound.
    func ids(of provider: ComponentName) -> [Int32] {
        boundIds.filter { widgets[$0]?.provider == provider }
    }

    /// Every id a host holds, bound or not, in allocation order (ids only grow, so ascending).
    func ids(of host: AppWidgetHostID) -> [Int32] {
        (widgets.values.filter { $0.hostID == host }.map(\.id) + unbound.filter { $0.value == host }.map(\.key))
            .sorted()
    }

    /// Every widget provider installed, in installation then manifest order.
    var installedProviders: [ComponentName] {
        processTable.apps.flatMap { app in
            zip(app.manifest.receivers, app.receiverComponents).filter { $0.0.isAppWidgetProvider && $0.0.enabled }
                .map(\.1)
        }
    }

    /// The provider info of an installed, enabled widget provider.
    func providerInfo(of provider: ComponentName) -> AppWidgetProviderInfo? {
        receiverIndex(of: provider).flatMap { $0.app.widgetProviderInfos[$0.index] }
    }

    /// ``providerInfo(of:)``'s minimum size, reading no other field.
    func minimumSize(of provider: ComponentName) -> DpSize? {
        receiverIndex(of: provider).flatMap { $0.app.widgetMinimumSizes[$0.index] }
    }

    /// The installed app of a receiver and the receiver's place in its manifest, which the app's per-receiver
    /// tables share.
    private func receiverIndex(of provider: ComponentName) -> (app: InstalledApp, index: Int)? {
        guard let app = processTable.app(provider.packageName),
            let index = app.receiverComponents.firstIndex(of: provider)
        else { return nil }
        return (app, index)
    }

    /// The error for an id no host holds, listing the ids there are.
    func unknownWidget(_ id: Int32) -> SimulationError {
        let known = (boundIds + unbound.keys.sorted()).map(String.init).joined(separator: ", ")
        return SimulationError(
            .unknownWidget,
            "no widget has id \(id)" + (known.isEmpty ? "; there are no widgets" : "; widgets: \(known)"))
    }

    // MARK: - Tables

    /// Hands out the next id to a host, remembering the host (`allocateAppWidgetId`).
    func nextId(for host: AppWidgetHostID) -> Int32 {
        lastID += 1
        if !hosts.contains(host) { hosts.append(host) }
        return lastID
    }

    /// Holds an allocated id for a host, bound to no provider.
    func holdUnbound(_ id: Int32, for host: AppWidgetHostID) { unbound[id] = host }

    /// Adds a widget to the tables, after the others in bind order; the id is no longer unbound.
    func insert(_ widget: AppWidgetRecord) {
        unbound[widget.id] = nil
        widgets[widget.id] = widget
        boundIds.append(widget.id)
        bindingGeneration &+= 1
    }

    /// Removes an unbound id, returning the host that held it.
    func removeUnbound(_ id: Int32) -> AppWidgetHostID? { unbound.removeValue(forKey: id) }

    /// Removes a widget from the service's tables, sending nothing.
    func forgetWidget(_ id: Int32) {
        widgets[id] = nil
        boundIds.removeAll { $0 == id }
        bindingGeneration &+= 1
    }

    /// Forgets a deleted host.
    func forgetHost(_ host: AppWidgetHostID) { hosts.removeAll { $0 == host } }

    /// What the service knows about a provider.
    func providerState(_ provider: ComponentName) -> AppWidgetProviderState { providers[provider] ?? .init() }

    /// Changes what the service knows about a provider.
    func updateProviderState(_ provider: ComponentName, _ change: (inout AppWidgetProviderState) -> Void) {
        change(&providers[provider, default: .init()])
    }

    /// Forgets what the service learnt in memory about a provider (a reboot).
    func resetProviderState(_ provider: ComponentName) { providers[provider] = AppWidgetProviderState() }
}

extension AppWidgetService {
    /// The service's saved form: every widget, the binding order, the id counter, unbound ids, hosts, and what it
    /// knows per provider.
    struct Snapshot: Codable, Equatable {
        struct Widget: Codable, Equatable {
            var id: Int32
            var provider: ComponentName
            var host: AppWidgetHostID
            var options: AndroidBundle
            var restoredFrom: Int32?
            var views: RemoteViews?
        }

        struct Unbound: Codable, Equatable {
            var id: Int32
            var host: AppWidgetHostID
        }

        struct Provider: Codable, Equatable {
            var provider: ComponentName
            var updateAlarm: PendingIntent?
            var extendsAppWidgetProvider: Bool
        }

        var widgets: [Widget]
        var boundIds: [Int32]
        var lastID: Int32
        var unbound: [Unbound]
        var hosts: [AppWidgetHostID]
        var providers: [Provider]
        /// The widgets bound to each RemoteViewsService intent (absent when there are none).
        var remoteViewsServices: [RemoteViewsService]? = nil

        struct RemoteViewsService: Codable, Equatable {
            var key: RemoteViewsFactoryKey
            var appWidgetIds: [Int32]
        }
    }

    var snapshot: Snapshot {
        Snapshot(
            widgets: widgets.keys.sorted().map { id in
                let widget = widgets[id]!
                return Snapshot.Widget(
                    id: id, provider: widget.provider, host: widget.hostID, options: widget.options,
                    restoredFrom: widget.restoredFrom, views: widget.views)
            },
            boundIds: boundIds, lastID: lastID,
            unbound: unbound.keys.sorted().map { Snapshot.Unbound(id: $0, host: unbound[$0]!) }, hosts: hosts,
            providers: providers.keys.sorted().map { provider in
                Snapshot.Provider(
                    provider: provider, updateAlarm: providers[provider]!.updateAlarm,
                    extendsAppWidgetProvider: providers[provider]!.extendsAppWidgetProvider)
            },
            remoteViewsServices: remoteViewsServiceWidgets.isEmpty
                ? nil
                : remoteViewsServiceWidgets.keys.sorted().map {
                    Snapshot.RemoteViewsService(key: $0, appWidgetIds: remoteViewsServiceWidgets[$0]!)
                })
    }

    /// Whether `allocateAppWidgetId` has handed out `id` (bound now or not).
    func wasAllocated(_ id: Int32) -> Bool { id >= 1 && id <= lastID }

    func restore(_ saved: Snapshot) throws(SnapshotError) {
        try SnapshotError.check(saved.lastID, in: 0...(Int32.max / 2), "the last widget id", at: ["lastID"])
        // Every id a restore keeps must be one `allocateAppWidgetId` could have handed out: 1 … lastID (none when
        // lastID is 0). A range is not built from the saved value: `1...0` would trap.
        let allocated = { (id: Int32) in id >= 1 && id <= saved.lastID }
        let ids =
            saved.widgets.enumerated().map { (["widgets", String($0.offset), "id"], $0.element.id) }
            + saved.unbound.enumerated().map { (["unbound", String($0.offset), "id"], $0.element.id) }
        if let (_, id) = ids.first(where: { !allocated($0.1) }) {
            throw SnapshotError(
                "widget id \(id) was never allocated: the last widget id ('lastID') is \(saved.lastID)", at: ["lastID"])
        }
        // An id is bound or unbound, once.
        var seen: Set<Int32> = []
        for (key, id) in ids where !seen.insert(id).inserted {
            throw SnapshotError("widget id \(id) is saved twice (bound or unbound)", at: key)
        }
        for (index, id) in saved.boundIds.enumerated() where !saved.widgets.contains(where: { $0.id == id }) {
            throw SnapshotError("the bound id \(id) is not a saved widget's", at: ["boundIds", String(index)])
        }
        guard saved.boundIds.count == saved.widgets.count, Set(saved.boundIds).count == saved.boundIds.count else {
            throw SnapshotError(
                "the bound ids list \(saved.boundIds.count) ids for \(saved.widgets.count) widgets", at: ["boundIds"])
        }
        for (index, host) in saved.hosts.enumerated() where saved.hosts[..<index].contains(host) {
            throw SnapshotError("the host \(host) is saved twice", at: ["hosts", String(index)])
        }
        for (index, provider) in saved.providers.enumerated()
        where saved.providers[..<index].contains(where: { $0.provider == provider.provider }) {
            throw SnapshotError(
                "the provider \(provider.provider.shortString) is saved twice",
                at: ["providers", String(index), "provider"])
        }
        for (index, service) in (saved.remoteViewsServices ?? []).enumerated() {
            if let (position, id) = service.appWidgetIds.enumerated().first(where: { !saved.boundIds.contains($0.1) }) {
                throw SnapshotError(
                    "the RemoteViewsService intent \(service.key) names widget \(id), which is not bound",
                    at: ["remoteViewsServices", String(index), "appWidgetIds", String(position)])
            }
            // A widget is added to a service's list only when it is not in it (`setRemoteAdapter`).
            for (position, id) in service.appWidgetIds.enumerated()
            where service.appWidgetIds[..<position].contains(id) {
                throw SnapshotError(
                    "the RemoteViewsService intent \(service.key) lists widget \(id) twice",
                    at: ["remoteViewsServices", String(index), "appWidgetIds", String(position)])
            }
            if (saved.remoteViewsServices ?? [])[..<index].contains(where: { $0.key == service.key }) {
                throw SnapshotError(
                    "the RemoteViewsService intent \(service.key) is saved twice",
                    at: ["remoteViewsServices", String(index), "key"])
            }
        }
        widgets = [:]
        for widget in saved.widgets {
            let record = AppWidgetRecord(
                id: widget.id, provider: widget.provider, host: widget.host, options: widget.options,
                restoredFrom: widget.restoredFrom)
            record.show(widget.views)
            widgets[widget.id] = record
        }
        boundIds = saved.boundIds
        bindingGeneration &+= 1
        lastID = saved.lastID
        unbound = Dictionary(saved.unbound.map { ($0.id, $0.host) }, uniquingKeysWith: { first, _ in first })
        hosts = saved.hosts
        providers = Dictionary(
            saved.providers.map {
                (
                    $0.provider,
                    AppWidgetProviderState(
                        updateAlarm: $0.updateAlarm, extendsAppWidgetProvider: $0.extendsAppWidgetProvider)
                )
            }, uniquingKeysWith: { first, _ in first })
        remoteViewsServiceWidgets = Dictionary(
            (saved.remoteViewsServices ?? []).map { ($0.key, $0.appWidgetIds.sorted()) },
            uniquingKeysWith: { first, _ in first })
    }
}
