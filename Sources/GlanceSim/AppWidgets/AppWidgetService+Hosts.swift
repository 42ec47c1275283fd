/// What hosts ask AppWidgetService for: allocating, binding, resizing and deleting widgets, and deleting
/// whole hosts (AppWidgetServiceImpl `allocateAppWidgetId`, `bindAppWidgetId`, `updateAppWidgetOptions`,
/// `deleteAppWidgetId`, `deleteHost`).
extension AppWidgetService {
    /// `allocateAppWidgetId`: the next id (from 1, never reused), held by `host` but bound to no provider.
    func allocateAppWidgetId(for host: AppWidgetHostID, in call: DirectCall) -> Int32 {
        let id = nextId(for: host)
        holdUnbound(id, for: host)
        core.record(.widgetAllocate, .appWidget(.allocate(host: host, appWidgetId: id)))
        return id
    }

    /// Allocates the next id for `host` and binds it at once, as a launcher adding a widget does.
    func addWidget(_ provider: ComponentName, sizes: [DpSize], host: AppWidgetHostID, in call: DirectCall) -> Int32 {
        let id = nextId(for: host)
        bindAppWidgetId(id, to: provider, sizes: sizes, host: host, in: call)
        return id
    }

    /// `bindAppWidgetId` for an allocated id: the widget gets its provider and the host's size options; the
    /// provider's first widget gets ENABLED then UPDATE([id]) (or the combined broadcast), later ones only
    /// UPDATE([id]); the update alarm is registered; a declared configure activity is started, unless the host
    /// may skip it (``AppWidgetProviderInfo/hostSkipsConfigure(onSdk:)``).
    func bindAppWidgetId(
        _ id: Int32, to provider: ComponentName, sizes: [DpSize], host: AppWidgetHostID, in call: DirectCall
    ) {
        var options = AppWidgetOption.sizeOptions(sizes)
        options[AppWidgetOption.hostCategory] = .int(1)
        insert(AppWidgetRecord(id: id, provider: provider, host: host, options: options))
        core.record(.widgetBind, .appWidget(.bind(provider: provider, appWidgetId: id, host: host, sizes: sizes)))
        if ids(of: provider).count == 1 {
            sendEnableAndUpdate(provider, ids: [id])
        } else {
            sendBroadcast(IntentAction.appWidgetUpdate, to: provider, ids: [id])
        }
        registerForBroadcasts(provider)
        if let info = providerInfo(of: provider), let configure = info.configure,
            !info.hostSkipsConfigure(onSdk: core.sdkInt)
        {
            var intent = Intent(
                component: ComponentName(packageName: provider.packageName, className: configure),
                action: IntentAction.appWidgetConfigure)
            intent.extras[IntentExtra.appWidgetId] = .int(id)
            processTable.startComponent(.activity, intent, from: host.packageName)
        }
    }

    /// `updateAppWidgetOptions`: merges the options into the widget's (`widget.options.putAll(options)`) and sends
    /// `APPWIDGET_UPDATE_OPTIONS(id, all options)` (AppWidgetServiceImpl.java:1473-1503, 2526-2534). Unknown ids are
    /// ignored, and so, for an app's call (`caller`), are ids of widgets it neither hosts nor provides
    /// (`lookupWidgetLocked` returns null).
    func updateAppWidgetOptions(_ id: Int32, _ options: AndroidBundle, from caller: String? = nil) {
        guard let widget = widget(id), caller.map({ canAccess(widget, $0) }) ?? true else { return }
        _ = core.beginDirectCall()
        widget.mergeOptions(options)
        core.record(
            .widgetOptions,
            .appWidget(.options(provider: widget.provider, appWidgetId: id, options: widget.options)))
        var extras = AndroidBundle()
        extras[IntentExtra.appWidgetId] = .int(id)
        extras[IntentExtra.appWidgetOptions] = .bundle(widget.options)
        sendBroadcast(IntentAction.appWidgetOptionsChanged, to: widget.provider, extras: extras)
    }

    /// `deleteAppWidgetLocked`: forgets the id; a bound widget's provider gets DELETED, then, after its last
    /// widget, the alarm is cancelled and DISABLED is sent. An unbound id goes silently.
    func deleteAppWidget(_ id: Int32, in call: DirectCall) {
        if let host = removeUnbound(id) {
            core.record(.widgetDelete, .appWidget(.deleteUnbound(host: host, appWidgetId: id)))
            return
        }
        guard let widget = widget(id) else { return }
        decrementAppWidgetServiceRefCount(id)
        forgetWidget(id)
        remoteViewsAdapters.forget(id)
        core.record(.widgetDelete, .appWidget(.delete(provider: widget.provider, appWidgetId: id)))
        var extras = AndroidBundle()
        extras[IntentExtra.appWidgetId] = .int(id)
        sendBroadcast(IntentAction.appWidgetDeleted, to: widget.provider, extras: extras)
        if ids(of: widget.provider).isEmpty {
            unregisterForBroadcasts(widget.provider)
            sendBroadcast(IntentAction.appWidgetDisabled, to: widget.provider)
        }
    }

    /// `deleteHostLocked`: deletes every id of the host, newest first, then forgets the host. Returns `false`
    /// for a host the service does not know.
    @discardableResult
    func deleteHost(_ host: AppWidgetHostID) -> Bool {
        guard hosts.contains(host) else { return false }
        let call = core.beginDirectCall()
        let ids = ids(of: host)
        core.record(.widgetHostDelete, .appWidget(.hostDelete(host: host, appWidgetIds: ids)))
        for id in ids.reversed() { deleteAppWidget(id, in: call) }
        forgetHost(host)
        return true
    }

    /// `deleteAllHosts`: deletes every host of a package, the newest host first (`mHosts` walked backwards).
    func deleteAllHosts(of packageName: String) {
        for host in hosts.reversed() where host.packageName == packageName { deleteHost(host) }
    }
}
