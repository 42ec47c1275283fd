/// AppWidgetService's side of widget collections (AppWidgetServiceImpl `bindRemoteViewsService`,
/// `notifyAppWidgetViewDataChanged`, the RemoteViewsService reference counts and `destroyRemoteViewsService`). Line
/// numbers are of services/appwidget/java/com/android/server/appwidget/AppWidgetServiceImpl.java at
/// frameworks/base 8e46fa0761450601f421f859c78f64458a56dfe3 (Android 15).
extension AppWidgetService {
    /// `SecurityPolicy.canAccessAppWidget` for an app: its host's package or its provider's
    /// (AppWidgetServiceImpl.java:4243-4263, the hosting and providing cases).
    func canAccess(_ widget: AppWidgetRecord, _ package: String) -> Bool {
        widget.host == package || widget.provider.packageName == package
    }

    /// `bindRemoteViewsService` (AppWidgetServiceImpl.java:1277-1350): the service must be in the provider's
    /// package, declared, and require `BIND_REMOTEVIEWS` (`enforceServiceExistsAndRequiresBindRemoteViewsPermission`,
    /// :4151-4171); then the widget counts as a user of the intent. Returns why it refused, or `nil` when bound.
    func bindRemoteViewsService(_ id: Int32, _ key: RemoteViewsFactoryKey) -> String? {
        guard let widget = widget(id) else { return "bad widget id \(id)" }
        guard key.service.packageName == widget.provider.packageName else {
            return "the service is not in the package of the provider \(widget.provider.shortString)"
        }
        guard let app = processTable.app(key.service.packageName),
            let service = app.manifest.services.first(where: {
                ComponentName(packageName: app.packageName, className: $0.className) == key.service
            })
        else { return "no service \(key.service.shortString) is installed" }
        guard service.permission == RemoteViewsService.bindPermission else {
            return "the service does not require \(RemoteViewsService.bindPermission)"
        }
        var ids = remoteViewsServiceWidgets[key] ?? []
        if !ids.contains(id) {
            ids.append(id)
            ids.sort()
        }
        remoteViewsServiceWidgets[key] = ids
        return nil
    }

    /// `notifyAppWidgetViewDataChanged` (AppWidgetServiceImpl.java:1587-1620, `scheduleNotifyAppWidgetViewDataChanged`
    /// :2045-2072): for each widget the caller hosts or provides, the host is told the view's data changed
    /// (`IAppWidgetHost.viewDataChanged`). Unknown ids and ids of other apps' widgets are ignored.
    func notifyAppWidgetViewDataChanged(_ ids: [Int32], viewId: String, from caller: String) {
        _ = core.beginDirectCall()
        for id in ids {
            guard let widget = widget(id), canAccess(widget, caller) else { continue }
            remoteViewsAdapters.viewDataChanged(id, viewId: viewId, provider: widget.provider)
        }
    }

    /// `decrementAppWidgetServiceRefCount` (AppWidgetServiceImpl.java:1995-2012), called by `deleteAppWidgetLocked`
    /// (:1905-1908): the deleted widget stops using its intents; an intent no widget uses any more has its factory
    /// destroyed (`destroyRemoteViewsService`, :1949-1978: the system binds the service, starting the process if
    /// need be, and the factory, if the process has one, gets `onDestroy`).
    func decrementAppWidgetServiceRefCount(_ id: Int32) {
        for key in remoteViewsServiceWidgets.keys.sorted() {
            guard var ids = remoteViewsServiceWidgets[key], let index = ids.firstIndex(of: id) else { continue }
            ids.remove(at: index)
            if ids.isEmpty {
                remoteViewsServiceWidgets[key] = nil
                remoteViewsAdapters.scheduleDestroy(key, appWidgetId: id)
            } else {
                remoteViewsServiceWidgets[key] = ids
            }
        }
    }
}
