/// An app's view of AppWidgetService: Android's `AppWidgetManager`.
///
/// ```swift
/// let manager = AppWidgetManager(context: context)
/// let ids = manager.getAppWidgetIds(ComponentName(packageName: "com.example", className: ".Provider"))
/// ```
public struct AppWidgetManager {
    let context: AppContext

    /// The manager for an app's context (`AppWidgetManager.getInstance(context)`).
    public init(context: AppContext) {
        self.context = context
    }

    var service: AppWidgetService { context.device.appWidgetService }

    /// The ids of a provider's widgets, in the order they were bound.
    public func getAppWidgetIds(_ provider: ComponentName) -> [Int32] {
        service.ids(of: provider)
    }

    /// A copy of a widget's options (empty for an unknown id).
    public func getAppWidgetOptions(_ appWidgetId: Int32) -> AndroidBundle {
        service.widget(appWidgetId)?.options ?? AndroidBundle()
    }

    /// The provider info of a widget's provider.
    public func getAppWidgetInfo(_ appWidgetId: Int32) -> AppWidgetProviderInfo? {
        service.widget(appWidgetId).flatMap { service.providerInfo(of: $0.provider) }
    }

    /// `getAppWidgetInfo(id).minimumSize` without copying the rest of the provider info (read at every composition).
    func minimumSize(of appWidgetId: Int32) -> DpSize? {
        service.widget(appWidgetId).flatMap { service.minimumSize(of: $0.provider) }
    }

    /// A widget's provider (`getAppWidgetInfo(id).provider`), or `nil` for an id bound to no provider.
    func provider(of appWidgetId: Int32) -> ComponentName? {
        service.widget(appWidgetId)?.provider
    }

    /// `updateAppWidgetOptions(id, options)`: merges `options` into the widget's (`putAll`: keys it does not name
    /// keep their values) and sends the provider `APPWIDGET_UPDATE_OPTIONS` with the whole merged bundle, as a host
    /// resizing the widget does. A widget the app neither hosts nor provides is ignored.
    ///
    /// ```swift
    /// var options = AndroidBundle()
    /// options["theme"] = .string("dark")
    /// context.appWidgetManager.updateAppWidgetOptions(id, options)
    /// ```
    public func updateAppWidgetOptions(_ appWidgetId: Int32, _ options: AndroidBundle) {
        service.updateAppWidgetOptions(appWidgetId, options, from: context.packageName)
    }

    /// `notifyAppWidgetViewDataChanged(ids, viewId)`: the hosts of the widgets call `onDataSetChanged` on the
    /// factory of their collection view with this id (``RemoteAdapter/viewId``) and read its count and items again.
    /// Widgets the app neither hosts nor provides are ignored.
    ///
    /// ```swift
    /// context.appWidgetManager.notifyAppWidgetViewDataChanged([id], viewId: "events_list")
    /// ```
    public func notifyAppWidgetViewDataChanged(_ appWidgetIds: [Int32], viewId: String) {
        service.notifyAppWidgetViewDataChanged(appWidgetIds, viewId: viewId, from: context.packageName)
    }
}

extension AppContext {
    /// The app's `AppWidgetManager`.
    public var appWidgetManager: AppWidgetManager { AppWidgetManager(context: self) }
}

extension AppWidgetManager {
    /// `updateAppWidget(id, views)`: replaces what the widget shows. Unknown ids are ignored, as the service
    /// ignores ids the caller does not own.
    public func updateAppWidget(_ appWidgetId: Int32, views: RemoteViews) {
        service.updateAppWidget(appWidgetId, views, from: context.packageName, partially: false)
    }

    /// `partiallyUpdateAppWidget(id, views)`: merges `views` into what the widget shows
    /// (`RemoteViews.mergeRemoteViews`, see ``RemoteViews/merging(_:)``). A widget that has had no full
    /// update yet stores `views` as they are: AppWidgetServiceImpl (Android 5+) replaces when
    /// `widget.views == null`; the "ignored until a full update" in the javadoc is Android 4.x's rule.
    public func partiallyUpdateAppWidget(_ appWidgetId: Int32, views: RemoteViews) {
        service.updateAppWidget(appWidgetId, views, from: context.packageName, partially: true)
    }

    /// `partiallyUpdateAppWidget(ids, views)`.
    public func partiallyUpdateAppWidget(_ appWidgetIds: [Int32], views: RemoteViews) {
        for id in appWidgetIds { partiallyUpdateAppWidget(id, views: views) }
    }

    /// `updateAppWidget(ids, views)`.
    public func updateAppWidget(_ appWidgetIds: [Int32], views: RemoteViews) {
        for id in appWidgetIds { updateAppWidget(id, views: views) }
    }

    /// `updateAppWidget(ComponentName, views)`: replaces the views of every widget of one of the caller's
    /// providers, in bind order (AppWidgetServiceImpl.updateAppWidgetProvider). A provider of another
    /// package, or one that is not installed, is ignored ("Provider doesn't exist").
    public func updateAppWidget(_ provider: ComponentName, views: RemoteViews) {
        service.updateAppWidgetProvider(provider, views, from: context.packageName)
    }
}

extension Device {
    /// What a widget shows now, or `nil` before its provider pushed any views.
    ///
    /// ```swift
    /// let views = device.widgetViews(id)
    /// print(views?.snapshot ?? "(initial layout)")
    /// ```
    public func widgetViews(_ id: Int32) -> RemoteViews? {
        appWidgetService.widget(id).flatMap(appWidgetService.shownViews)
    }

    /// The content a widget shows at its current (portrait) size — the layout the host picks — or `nil` before
    /// its provider pushed any views (or for an unknown id).
    ///
    /// ```swift
    /// let clickable = device.shownLayout(id)?.findNodes(.hasClickAction) ?? []
    /// ```
    public func shownLayout(_ id: Int32) -> GlanceNode? {
        guard let widget = appWidgetService.widget(id), let views = appWidgetService.shownViews(of: widget) else {
            return nil
        }
        return views.layout(for: appWidgetService.shownSize(of: widget))
    }

    /// The text snapshot of what a widget shows at its current (portrait) size: the layout the host picks.
    ///
    /// ```swift
    /// print(try device.renderWidget(id))
    /// ```
    public func renderWidget(_ id: Int32) throws(SimulationError) -> String {
        guard let widget = appWidgetService.widget(id) else { throw appWidgetService.unknownWidget(id) }
        guard let views = appWidgetService.shownViews(of: widget) else {
            return "(initial layout: the provider has not pushed views yet)"
        }
        return views.layout(for: appWidgetService.shownSize(of: widget)).snapshot
    }
}
