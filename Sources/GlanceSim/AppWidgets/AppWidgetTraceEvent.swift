/// What AppWidgetService and widget providers record: the typed payload of `widget.*` trace records.
///
/// ```swift
/// let calls = device.trace.records.compactMap { record -> AppWidgetCallback? in
///     guard case .appWidget(.callback(_, let call)) = record.event else { return nil }
///     return call
/// }
/// ```
public enum AppWidgetTraceEvent: TracePayload {
    /// A host allocated an id bound to no provider yet (`widget.allocate`).
    case allocate(host: AppWidgetHostID, appWidgetId: Int32)
    /// A host bound an id to a provider, shown at these sizes (`widget.bind`).
    case bind(provider: ComponentName, appWidgetId: Int32, host: AppWidgetHostID, sizes: [DpSize])
    /// A host changed a widget's options; `options` is the whole merged bundle (`widget.options`).
    case options(provider: ComponentName, appWidgetId: Int32, options: AndroidBundle)
    /// A bound widget was deleted (`widget.delete`).
    case delete(provider: ComponentName, appWidgetId: Int32)
    /// An id bound to no provider was deleted, with no broadcast (`widget.delete`).
    case deleteUnbound(host: AppWidgetHostID, appWidgetId: Int32)
    /// A host was deleted with the ids it held (`widget.host.delete`).
    case hostDelete(host: AppWidgetHostID, appWidgetIds: [Int32])
    /// A provider's widgets came back from a backup: old ids and the new ids, in the same order
    /// (`widget.restore`).
    case restore(provider: ComponentName, oldIds: [Int32], newIds: [Int32])
    /// The user clicked a node of a widget, and the host sent its action (`widget.click`).
    case click(provider: ComponentName, appWidgetId: Int32, selector: WidgetNodeSelector, action: WidgetClickAction)
    /// An `AppWidgetProvider` callback ran (`widget.callback`), on the receiver with this component short
    /// string (or runtime label).
    case callback(receiver: String, AppWidgetCallback)
    /// A provider pushed views for a widget (`widget.views`), replacing them or merging a partial update.
    case views(provider: ComponentName, appWidgetId: Int32, partial: Bool, summary: String)
    /// A step of a widget's collection view (`widget.collection`): the host bound the app's `RemoteViewsService`,
    /// a call of its factory ran, or the provider said the data changed.
    case collection(service: ComponentName, appWidgetId: Int32, RemoteAdapterCall)

    public var kind: TraceKind {
        switch self {
        case .allocate: return .widgetAllocate
        case .bind: return .widgetBind
        case .options: return .widgetOptions
        case .delete, .deleteUnbound: return .widgetDelete
        case .hostDelete: return .widgetHostDelete
        case .restore: return .widgetRestore
        case .click: return .widgetClick
        case .callback: return .widgetCallback
        case .views: return .widgetViews
        case .collection: return .widgetCollection
        }
    }

    public var subject: String {
        switch self {
        case .allocate(let host, _), .deleteUnbound(let host, _), .hostDelete(let host, _): return host.description
        case .bind(let provider, _, _, _), .options(let provider, _, _), .delete(let provider, _),
            .restore(let provider, _, _), .click(let provider, _, _, _), .views(let provider, _, _, _):
            return provider.shortString
        case .callback(let receiver, _): return receiver
        case .collection(let service, _, _): return service.shortString
        }
    }

    public var details: String {
        switch self {
        case .allocate(_, let id), .delete(_, let id): return "id \(id)"
        case .bind(_, let id, let host, let sizes):
            let shownHost = host.hostId == AppWidgetHostID.launcherHostId ? host.packageName : host.description
            return "id \(id) in \(shownHost) at " + sizes.map(\.description).joined(separator: ", ")
        case .options(_, let id, let options): return "id \(id) \(options)"
        case .deleteUnbound(_, let id): return "id \(id) (unbound: no broadcast)"
        case .hostDelete(_, let ids):
            return ids.isEmpty ? "no widgets" : "ids \(AppWidgetCallback.list(ids, brackets: false))"
        case .restore(_, let old, let new):
            return zip(old, new).map { "\($0) -> \($1)" }.joined(separator: ", ")
        case .click(_, let id, let selector, let action): return "id \(id) \(selector) -> \(action)"
        case .callback(_, let call): return call.description
        case .views(_, let id, let partial, let summary): return "id \(id) \(partial ? "partial " : "")\(summary)"
        case .collection(_, let id, let call): return "id \(id) \(call)"
        }
    }

    public var packageName: String? {
        switch self {
        case .allocate(let host, _), .deleteUnbound(let host, _), .hostDelete(let host, _): return host.packageName
        case .bind(let provider, _, _, _), .options(let provider, _, _), .delete(let provider, _),
            .restore(let provider, _, _), .click(let provider, _, _, _), .views(let provider, _, _, _):
            return provider.packageName
        case .callback(let receiver, _): return receiver.split(separator: "/").first.map(String.init)
        case .collection(let service, _, _): return service.packageName
        }
    }
}

/// One `AppWidgetProvider` callback with its arguments, as a `widget.callback` record carries it.
public enum AppWidgetCallback: Hashable, Sendable, CustomStringConvertible {
    /// `onUpdate(context, manager, appWidgetIds)`.
    case onUpdate([Int32])
    /// `onEnabled(context)`.
    case onEnabled
    /// `onDeleted(context, appWidgetIds)` (always one id).
    case onDeleted([Int32])
    /// `onAppWidgetOptionsChanged(context, manager, appWidgetId, newOptions)`.
    case onAppWidgetOptionsChanged(Int32, AndroidBundle)
    /// `onDisabled(context)`.
    case onDisabled
    /// `onRestored(context, oldWidgetIds, newWidgetIds)`.
    case onRestored(old: [Int32], new: [Int32])

    /// The callback's name: `onUpdate`, `onEnabled`, ….
    public var name: String {
        switch self {
        case .onUpdate: return "onUpdate"
        case .onEnabled: return "onEnabled"
        case .onDeleted: return "onDeleted"
        case .onAppWidgetOptionsChanged: return "onAppWidgetOptionsChanged"
        case .onDisabled: return "onDisabled"
        case .onRestored: return "onRestored"
        }
    }

    /// The name with its arguments, as the trace shows it: `onUpdate [1, 2]`, `onRestored [1] -> [5]`.
    public var description: String {
        switch self {
        case .onUpdate(let ids): return "onUpdate \(Self.list(ids))"
        case .onEnabled, .onDisabled: return name
        case .onDeleted(let ids): return "onDeleted \(Self.list(ids))"
        case .onAppWidgetOptionsChanged(let id, let options): return "onAppWidgetOptionsChanged \(id) \(options)"
        case .onRestored(let old, let new): return "onRestored \(Self.list(old)) -> \(Self.list(new))"
        }
    }

    /// `[1, 2]` (or `1, 2` without brackets), as the trace writes id lists.
    static func list(_ ids: [Int32], brackets: Bool = true) -> String {
        let joined = ids.map(String.init).joined(separator: ", ")
        return brackets ? "[" + joined + "]" : joined
    }
}

/// One step of a widget's collection view, as a `widget.collection` record carries it.
///
/// ```swift
/// let counts = device.trace.records.compactMap { record -> Int32? in
///     guard case .appWidget(.collection(_, _, .getCount(let count))) = record.event else { return nil }
///     return count
/// }
/// ```
public enum RemoteAdapterCall: Hashable, Sendable, CustomStringConvertible {
    /// The host bound the service for the widget (`AppWidgetService.bindRemoteViewsService`).
    case bind
    /// AppWidgetService refused to bind: the service is not the provider's, not declared, or does not require
    /// `BIND_REMOTEVIEWS`.
    case bindRefused(String)
    /// `RemoteViewsFactory.onCreate()`.
    case onCreate
    /// `RemoteViewsFactory.onDataSetChanged()`.
    case onDataSetChanged
    /// `RemoteViewsFactory.getCount()` and what it returned.
    case getCount(Int32)
    /// `RemoteViewsFactory.getViewAt(position)` and the first texts of the item it returned (`null` for none).
    case getViewAt(Int32, summary: String)
    /// `RemoteViewsFactory.onDestroy()`: the last widget using the factory was deleted.
    case onDestroy
    /// The provider called `notifyAppWidgetViewDataChanged` for the view with this id.
    case viewDataChanged(viewId: String)

    public var description: String {
        switch self {
        case .bind: return "bind"
        case .bindRefused(let reason): return "bind refused: \(reason)"
        case .onCreate: return "onCreate"
        case .onDataSetChanged: return "onDataSetChanged"
        case .getCount(let count): return "getCount -> \(count)"
        case .getViewAt(let position, let summary): return "getViewAt \(position) -> \(summary)"
        case .onDestroy: return "onDestroy"
        case .viewDataChanged(let viewId): return "notifyAppWidgetViewDataChanged \(viewId)"
        }
    }
}
