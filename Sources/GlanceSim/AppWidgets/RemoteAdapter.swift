// The collection view of a classic widget: RemoteViews.setRemoteAdapter on a ListView, GridView or StackView.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A collection view whose items a ``RemoteViewsService`` makes: `RemoteViews.setRemoteAdapter(viewId, intent)`
/// on a `ListView`, `GridView` or `StackView`, the intent naming the app's service.
///
/// The host binds the service and asks its factory for the items (see ``RemoteViewsFactory``); the views the
/// provider pushes hold only the adapter and its empty view (`setEmptyView`). Two adapters whose intents are
/// `filterEquals` — the same service and data, whatever their extras — share one factory in the app's process
/// (`RemoteViewsService.onBind` keys its factories by `Intent.FilterComparison`), so apps that want one factory per
/// widget put the widget id in the data.
///
/// ```swift
/// let adapter = RemoteAdapter(.listView, service: ComponentName(packageName: "com.example", className: ".Events"))
/// let node = RemoteCollectionView(adapter) { Text("No events") }
/// ```
public struct RemoteAdapter: Hashable, Sendable, Codable {
    /// The AdapterView classes `setRemoteAdapter` accepts (an `AbsListView` or `AdapterViewAnimator`).
    public enum View: String, Hashable, Sendable, Codable, CaseIterable {
        case listView = "ListView"
        case gridView = "GridView"
        case stackView = "StackView"
    }

    /// Which view it is.
    public var view: View
    /// The intent's component: the app's `RemoteViewsService`.
    public var service: ComponentName
    /// The intent's data (part of `filterEquals`, unlike extras).
    public var data: URI?
    /// The view's id, as `notifyAppWidgetViewDataChanged(ids, viewId)` names it (Android's `R.id.…`).
    public var viewId: String
    /// A `GridView`'s `android:numColumns` (1 for the other views).
    public var columns: Int

    /// An adapter for `service`; the view id defaults to the service's class name.
    public init(_ view: View, service: ComponentName, data: URI? = nil, viewId: String? = nil, columns: Int = 1) {
        self.view = view
        self.service = service
        self.data = data
        self.viewId = viewId ?? service.className
        self.columns = max(1, columns)
    }

    /// The intent the host binds the service with: the service and the data, with the widget id as
    /// `AppWidgetManager.EXTRA_APPWIDGET_ID` (what apps put there) and `RemoteViews.EXTRA_REMOTEADAPTER_APPWIDGET_ID`
    /// (what `SetRemoteViewsAdapterIntent.apply` adds).
    ///
    /// ```swift
    /// let intent = adapter.intent(appWidgetId: 3)   // extras: appWidgetId=3, remoteAdapterAppWidgetId=3
    /// ```
    public func intent(appWidgetId: Int32) -> Intent {
        var intent = Intent(data: data, component: service)
        intent.extras[IntentExtra.appWidgetId] = .int(appWidgetId)
        intent.extras[Self.remoteAdapterAppWidgetId] = .int(appWidgetId)
        return intent
    }

    /// `RemoteViews.EXTRA_REMOTEADAPTER_APPWIDGET_ID`.
    public static let remoteAdapterAppWidgetId = "remoteAdapterAppWidgetId"

    /// What `Intent.FilterComparison` compares of the intent: the factory's key in the app's process.
    var factoryKey: RemoteViewsFactoryKey { RemoteViewsFactoryKey(service: service, data: data) }
}

/// The key of a factory in an app's process and of the host's adapters: an intent's service and data, as
/// `Intent.FilterComparison` compares the intents the host binds with (their extras aside).
struct RemoteViewsFactoryKey: Hashable, Codable, Comparable, CustomStringConvertible {
    var service: ComponentName
    var data: URI?

    var description: String { service.shortString + (data.map { " " + $0.string } ?? "") }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

/// A collection view backed by a ``RemoteViewsService`` (`setRemoteAdapter`), with the view shown while it has
/// no items (`setEmptyView`). The host fills in the items; until then, and whenever the count is 0, the empty view
/// shows.
///
/// ```swift
/// RemoteCollectionView(RemoteAdapter(.listView, service: events)) { Text("No events") }
/// ```
public func RemoteCollectionView(
    _ adapter: RemoteAdapter, modifier: GlanceModifier = GlanceModifier(),
    @GlanceContentBuilder emptyView: () -> [GlanceNode] = { [] }
) -> GlanceNode {
    GlanceNode(.remoteAdapter(adapter), modifier: modifier, children: emptyView())
}

extension GlanceNode {
    /// The adapters of the tree, in pre-order.
    var remoteAdapters: [RemoteAdapter] {
        var found: [RemoteAdapter] = []
        collectAdapters(into: &found)
        return found
    }

    private func collectAdapters(into found: inout [RemoteAdapter]) {
        if case .remoteAdapter(let adapter) = kind { found.append(adapter) }
        for child in children { child.collectAdapters(into: &found) }
    }

    /// The tree as the host shows it: each adapter's children are the items `items` gives for it, or its empty
    /// view when it gives none (not loaded yet, or a count of 0), as `AdapterView.updateEmptyStatus` shows the empty
    /// view while the adapter is empty.
    func fillingAdapters(_ items: (RemoteAdapter) -> [GlanceNode]?) -> GlanceNode {
        guard containsAdapter else { return self }
        var copy = self
        if case .remoteAdapter(let adapter) = kind {
            if let shown = items(adapter), !shown.isEmpty { copy.children = shown }
            return copy
        }
        copy.children = children.map { $0.fillingAdapters(items) }
        return copy
    }

    private var containsAdapter: Bool {
        if case .remoteAdapter = kind { return true }
        return children.contains { $0.containsAdapter }
    }
}
