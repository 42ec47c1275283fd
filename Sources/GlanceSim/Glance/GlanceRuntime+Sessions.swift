/// What a GlanceAppWidget asks of the runtime: `update`, `resize`, `deleted` and lambda actions, each reaching
/// the widget's session or starting one (androidx.glance.appwidget `GlanceAppWidget` and `AppWidgetSession`).
extension GlanceRuntime {
    /// `GlanceAppWidget.update`: recompose a running session with reloaded state, or start one.
    /// - Throws: `IllegalArgumentException` "Invalid Glance ID" for an id that is not a widget of the app.
    func update(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId) throws {
        let manager = AppWidgetManager(context: context)
        guard manager.provider(of: id.appWidgetId)?.packageName == context.packageName else {
            throw AndroidException.illegalArgument("Invalid Glance ID")
        }
        let process = processTable.ensureProcess(context.app, cause: .described("Glance update"))
        if let session = process.glanceSessions.session(for: id.appWidgetId) {
            session.noteEvent(at: core.now)
            session.state = widget.state(context, id)  // UpdateGlanceState
            core.record(.glanceSession, .glance(.session(package: context.packageName, glanceId: id, .updated)))
            compose(session, context: context)
            scheduleTimeout(session, package: context.packageName)
        } else {
            try startSession(widget, context: context, id: id, options: manager.getAppWidgetOptions(id.appWidgetId))
        }
    }

    /// `GlanceAppWidget.resize`: nothing for `.single`, nor for `.responsive` above API 31; otherwise the
    /// session recomposes with the new options (starting if needed).
    func resize(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId, options: AndroidBundle) throws {
        switch widget.sizeMode {
        case .single: return
        case .responsive where core.sdkInt > 31: return
        case .exact, .responsive: break
        }
        let process = processTable.ensureProcess(context.app, cause: .described("Glance resize"))
        if let session = process.glanceSessions.session(for: id.appWidgetId) {
            session.noteEvent(at: core.now)
            session.options = options
            core.record(
                .glanceSession, .glance(.session(package: context.packageName, glanceId: id, .optionsChanged)))
            compose(session, context: context)
            scheduleTimeout(session, package: context.packageName)
        } else {
            try startSession(widget, context: context, id: id, options: options)
        }
    }

    /// `GlanceAppWidget.deleted`: close the session, `onDelete`, delete the state store's location
    /// (`appWidget-<id>` unless the widget's state definition says otherwise).
    func deleted(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId) {
        if let process = context.app.process, process.glanceSessions.close(id.appWidgetId) != nil {
            cancelTimeout(package: context.packageName, appWidgetId: id.appWidgetId)
            core.record(
                .glanceSession,
                .glance(.session(package: context.packageName, glanceId: id, .closed(.widgetDeleted))))
        }
        do {
            try widget.onDelete(context, id)
        } catch {
            core.record(
                .appWarning,
                .process(
                    .warning(
                        package: context.packageName, source: context.packageName,
                        message: "GlanceAppWidget.onDelete failed: \(error)")))
        }
        // `stateDefinition?.let { GlanceState.deleteStore(context, it, createUniqueRemoteUiName(appWidgetId)) }`:
        // deletes `getLocation(context, fileKey)`, which for a shared store is every widget's state.
        if let location = widget.stateLocation(for: id), context.storage.deleteDataStore(named: location) {
            core.record(
                .glanceSession,
                .glance(.session(package: context.packageName, glanceId: id, .stateStoreDeleted(location: location))))
        }
    }

    /// `triggerAction`: runs a lambda action in the widget's session, starting the session if needed.
    func triggerLambda(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId, key: String) throws {
        let process = processTable.ensureProcess(context.app, cause: .described("Glance lambda"))
        if process.glanceSessions.session(for: id.appWidgetId) == nil {
            let manager = AppWidgetManager(context: context)
            guard manager.provider(of: id.appWidgetId) != nil else {
                throw AndroidException.illegalArgument("Invalid Glance ID")
            }
            try startSession(widget, context: context, id: id, options: manager.getAppWidgetOptions(id.appWidgetId))
        }
        guard let session = process.glanceSessions.session(for: id.appWidgetId) else { return }
        session.noteEvent(at: core.now)
        scheduleTimeout(session, package: context.packageName)
        guard let lambda = session.lambdas[key] else {
            core.record(
                .appWarning,
                .process(
                    .warning(
                        package: context.packageName, source: context.packageName,
                        message: "Triggering Action(\(key)) for session \(id) failed")))
            return
        }
        core.record(
            .glanceAction, .glance(.lambdaAction(package: context.packageName, key: lambda.key, glanceId: id)))
        try lambda.run()
    }

    /// Starts a session: `provideGlance` once, then the first composition and the 45 s timer.
    private func startSession(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId, options: AndroidBundle)
        throws
    {
        let process = processTable.ensureProcess(context.app, cause: .described("Glance session"))
        core.record(
            .glanceSession,
            .glance(.session(package: context.packageName, glanceId: id, .started(widgetType: widget.widgetTypeName))))
        let content: GlanceContent
        do {
            content = try widget.provideGlance(context, id)
        } catch {
            showError(
                id, context: context, .provideGlanceThrew(widgetType: widget.widgetTypeName, error: "\(error)"))
            return
        }
        let session = GlanceSession(
            id: id, widget: widget, content: content, state: widget.state(context, id), options: options,
            deadline: core.now + GlanceSession.initialTimeout)
        process.glanceSessions.start(session)
        for name in content.collectedStores { context.storage.dataStore(named: name).isCollected = true }
        compose(session, context: context)
        scheduleTimeout(session, package: context.packageName)
    }
}
