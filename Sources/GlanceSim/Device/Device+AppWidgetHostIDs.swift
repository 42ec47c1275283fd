/// A host's own ids: allocating one without binding it, binding it later, and deleting a host with all its
/// widgets (AppWidgetHost and AppWidgetServiceImpl).
extension Device {
    /// `AppWidgetHost.allocateAppWidgetId()`: the next id (from 1, never reused), held by `host` but bound to
    /// no provider. Until ``bindAppWidgetId(_:provider:cells:)`` the provider knows nothing of it:
    /// `getAppWidgetInfo` is `nil`, the options are empty, and deleting it sends no broadcast.
    ///
    /// ```swift
    /// let id = device.allocateAppWidgetId()
    /// try device.bindAppWidgetId(id, provider: ComponentName(packageName: "com.example", className: ".Clock"))
    /// ```
    @discardableResult
    public func allocateAppWidgetId(host: AppWidgetHostID = .launcher) -> Int32 {
        let call = beginDirectCall()
        return appWidgetService.allocateAppWidgetId(for: host, in: call)
    }

    /// `AppWidgetManager.bindAppWidgetIdIfAllowed`: binds an allocated id to a provider as
    /// ``addWidget(_:cells:host:)`` does after allocating. Returns `false`, changing nothing, for an id that is
    /// already bound (AppWidgetServiceImpl: "Widget id … already bound").
    /// - Throws: ``SimulationError/Code/unknownWidget`` for an id no host holds;
    ///   ``SimulationError/Code/unknownComponent`` for a component that is not an installed provider.
    @discardableResult
    public func bindAppWidgetId(_ id: Int32, provider: ComponentName, cells: WidgetCells? = nil)
        throws(SimulationError) -> Bool
    {
        if appWidgetService.widget(id) != nil { return false }
        guard let host = appWidgetService.unboundHost(of: id) else {
            throw appWidgetService.unknownWidget(id)
        }
        guard let info = appWidgetService.providerInfo(of: provider) else {
            throw SimulationError(.unknownComponent, "'\(provider.shortString)' is not an installed widget provider")
        }
        let call = beginDirectCall()
        appWidgetService.bindAppWidgetId(
            id, to: provider, sizes: (cells ?? WidgetCells.defaultCells(for: info)).reportedSizes, host: host,
            in: call)
        return true
    }

    /// `AppWidgetHost.getAppWidgetIds()`: every id the host holds, bound or not, in allocation order.
    public func appWidgetIds(of host: AppWidgetHostID) -> [Int32] {
        appWidgetService.ids(of: host)
    }

    /// The hosts that hold or held ids, in the order they first allocated one (deleted hosts left out).
    public var appWidgetHosts: [AppWidgetHostID] { appWidgetService.hosts }

    /// `AppWidgetHost.deleteHost()`: deletes every id of the host, newest first, as
    /// `AppWidgetServiceImpl.deleteHostLocked` does: each bound widget's provider gets `APPWIDGET_DELETED`,
    /// and a provider whose last widget went gets its update alarm cancelled and `APPWIDGET_DISABLED`;
    /// unbound ids go silently. Then the host is forgotten. Deleting an unknown host does nothing.
    public func deleteHost(_ host: AppWidgetHostID) {
        appWidgetService.deleteHost(host)
    }

    /// `AppWidgetHost.deleteAllHosts()`: deletes every host of the calling package, the newest host first
    /// (AppWidgetServiceImpl walks `mHosts` backwards), each as ``deleteHost(_:)`` does.
    public func deleteAllHosts(of packageName: String) {
        appWidgetService.deleteAllHosts(of: packageName)
    }
}
