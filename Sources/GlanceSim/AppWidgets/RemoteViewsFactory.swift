/// An app's `RemoteViewsService.RemoteViewsFactory`: makes the items of a widget's collection view.
///
/// The host drives it as `RemoteViewsAdapter` does (RemoteViewsService.java and RemoteViewsAdapter.java): a new
/// factory gets ``onCreate()`` then ``onDataSetChanged()``; then the host reads ``getCount()`` and
/// ``getViewAt(_:)`` for the items. `notifyAppWidgetViewDataChanged` makes it call ``onDataSetChanged()`` again and
/// read the count and items anew. A factory lives in the app's process and dies with it; ``onDestroy()`` runs when
/// the last widget using it is deleted. A throw is an uncaught exception in the app's process: the app crashes.
///
/// ```swift
/// final class EventsFactory: RemoteViewsFactory {
///     var events: [String] = []
///     func onDataSetChanged() { events = ["Standup", "Lunch"] }
///     func getCount() -> Int32 { Int32(events.count) }
///     func getViewAt(_ position: Int32) -> GlanceNode? { Text(events[Int(position)]) }
/// }
/// ```
public protocol RemoteViewsFactory: AnyObject {
    /// `onCreate()`: the factory was made, before its first `onDataSetChanged`.
    func onCreate() throws
    /// `onDataSetChanged()`: reload the data (the host shows the old items meanwhile).
    func onDataSetChanged() throws
    /// `onDestroy()`: the last widget using the factory was deleted.
    func onDestroy() throws
    /// `getCount()`: how many items there are.
    func getCount() throws -> Int32
    /// `getViewAt(position)`: the item at `position`; `nil` leaves the host's loading view there.
    func getViewAt(_ position: Int32) throws -> GlanceNode?
}

extension RemoteViewsFactory {
    public func onCreate() throws {}
    public func onDataSetChanged() throws {}
    public func onDestroy() throws {}
}

/// An app's `RemoteViewsService`: the `<service>` a widget's collection view binds for its items, declared with
/// `android:permission="android.permission.BIND_REMOTEVIEWS"` (AppWidgetService refuses to bind one without it).
///
/// ```swift
/// manifest.services.append(ComponentDeclaration(className: ".EventsService", permission: RemoteViewsService.bindPermission))
/// manifest.remoteViewsServices[".EventsService"] = RemoteViewsService { intent, context in EventsFactory() }
/// ```
public struct RemoteViewsService {
    /// `android.permission.BIND_REMOTEVIEWS`, which the service must require.
    public static let bindPermission = "android.permission.BIND_REMOTEVIEWS"

    /// `onGetViewFactory(intent)`: a new factory for the intent the host bound with (in the app's context).
    public var onGetViewFactory: (Intent, AppContext) -> any RemoteViewsFactory

    /// A service whose factories `onGetViewFactory` makes.
    public init(onGetViewFactory: @escaping (Intent, AppContext) -> any RemoteViewsFactory) {
        self.onGetViewFactory = onGetViewFactory
    }
}

/// The factories alive in one app process: `RemoteViewsService.sRemoteViewFactories`, a static map keyed by
/// `Intent.FilterComparison`, "destroyed when the process is destroyed" (RemoteViewsService.java:36-42). Each keeps
/// the intent it was made for, so that a saved process can make it again.
final class RemoteViewsFactories {
    private var factories: [RemoteViewsFactoryKey: (factory: any RemoteViewsFactory, intent: Intent)] = [:]

    /// The factory for an intent's key, if the process has one.
    func factory(_ key: RemoteViewsFactoryKey) -> (any RemoteViewsFactory)? { factories[key]?.factory }

    func insert(_ factory: any RemoteViewsFactory, for key: RemoteViewsFactoryKey, intent: Intent) {
        factories[key] = (factory, intent)
    }

    func remove(_ key: RemoteViewsFactoryKey) { factories[key] = nil }

    /// The intents of the live factories, in key order (the saved form).
    var intents: [Intent] { factories.keys.sorted().map { factories[$0]!.intent } }
}

extension RemoteViewsFactoryKey {
    init(_ intent: Intent) {
        self.init(service: intent.component ?? ComponentName(packageName: "", className: ""), data: intent.data)
    }
}
