/// Glance's runtime on the device: sessions, composition, resize, delete and lambda actions.
extension Device {
    /// `GlanceAppWidget.update`: recompose a running session with reloaded state, or start one.
    func glanceUpdate(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId) throws {
        guard let widgetRecord = appWidgetService.widgets[id.appWidgetId],
            widgetRecord.provider.packageName == context.packageName
        else {
            throw AndroidException.illegalArgument("Invalid Glance ID")
        }
        let process = ensureProcess(context.app, cause: "Glance update")
        if let session = process.glanceSessions[id.appWidgetId] {
            session.noteEvent(at: now)
            session.state = widget.state(context, id)  // UpdateGlanceState
            record(.glanceSession, context.packageName, "\(id) update: reload state, recompose")
            compose(session, context: context)
            scheduleGlanceTimeout(session, package: context.packageName)
        } else {
            try startGlanceSession(widget, context: context, id: id, options: widgetRecord.options)
        }
    }

    /// `GlanceAppWidget.resize`: nothing for `.single`, nor for `.responsive` above API 31; otherwise the
    /// session recomposes with the new options (starting if needed).
    func glanceResize(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId, options: AndroidBundle) throws {
        switch widget.sizeMode {
        case .single: return
        case .responsive where sdkInt > 31: return
        case .exact, .responsive: break
        }
        let process = ensureProcess(context.app, cause: "Glance resize")
        if let session = process.glanceSessions[id.appWidgetId] {
            session.noteEvent(at: now)
            session.options = options
            record(.glanceSession, context.packageName, "\(id) options changed, recompose")
            compose(session, context: context)
            scheduleGlanceTimeout(session, package: context.packageName)
        } else {
            try startGlanceSession(widget, context: context, id: id, options: options)
        }
    }

    /// `GlanceAppWidget.deleted`: close the session, `onDelete`, delete the state store's location (`appWidget-<id>`
    /// unless the widget's state definition says otherwise).
    func glanceDeleted(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId) {
        if let process = context.app.process, process.glanceSessions.removeValue(forKey: id.appWidgetId) != nil {
            queue.cancel(key: .glanceSession(context.packageName, id.appWidgetId))
            record(.glanceSession, context.packageName, "\(id) closed: widget deleted")
        }
        do {
            try widget.onDelete(context, id)
        } catch {
            record(.appWarning, context.packageName, "GlanceAppWidget.onDelete failed: \(error)")
        }
        // `stateDefinition?.let { GlanceState.deleteStore(context, it, createUniqueRemoteUiName(appWidgetId)) }`:
        // deletes `getLocation(context, fileKey)`, which for a shared store is every widget's state.
        if let location = widget.stateLocation(for: id), context.storage.deleteDataStore(named: location) {
            record(.glanceSession, context.packageName, "\(id) state store '\(location)' deleted")
        }
    }

    /// Runs a lambda action in the widget's session, starting the session if needed.
    func glanceTriggerLambda(_ widget: GlanceAppWidget, context: AppContext, id: GlanceId, key: String) throws {
        let process = ensureProcess(context.app, cause: "Glance lambda")
        if process.glanceSessions[id.appWidgetId] == nil {
            guard let widgetRecord = appWidgetService.widgets[id.appWidgetId] else {
                throw AndroidException.illegalArgument("Invalid Glance ID")
            }
            try startGlanceSession(widget, context: context, id: id, options: widgetRecord.options)
        }
        guard let session = process.glanceSessions[id.appWidgetId] else { return }
        session.noteEvent(at: now)
        scheduleGlanceTimeout(session, package: context.packageName)
        guard let lambda = session.lambdas[key] else {
            record(.appWarning, context.packageName, "Triggering Action(\(key)) for session \(id) failed")
            return
        }
        record(.glanceAction, context.packageName, "\(lambda) in \(id)")
        try lambda.run()
    }

    private func startGlanceSession(
        _ widget: GlanceAppWidget, context: AppContext, id: GlanceId, options: AndroidBundle
    )
        throws
    {
        let process = ensureProcess(context.app, cause: "Glance session")
        record(.glanceSession, context.packageName, "\(id) start \(widget.widgetTypeName): provideGlance")
        let content: GlanceContent
        do {
            content = try widget.provideGlance(context, id)
        } catch {
            showGlanceError(id, package: context.packageName, "\(widget.widgetTypeName).provideGlance threw \(error)")
            return
        }
        let session = GlanceSession(
            id: id, widget: widget, content: content, state: widget.state(context, id), options: options,
            deadline: now + GlanceSession.initialTimeout)
        process.glanceSessions[id.appWidgetId] = session
        compose(session, context: context)
        scheduleGlanceTimeout(session, package: context.packageName)
    }

    /// Composes a session for every size its mode asks for, validates, and pushes one RemoteViews.
    private func compose(_ session: GlanceSession, context: AppContext) {
        let sizes = glanceSizes(session.widget.sizeMode, options: session.options, id: session.id)
        var layouts: [(size: DpSize, root: GlanceNode)] = []
        var lambdas: [String: LambdaAction] = [:]
        for size in sizes {
            let scope = GlanceScope(
                context: context, id: session.id, state: session.state, size: size, options: session.options)
            let root: GlanceNode
            do {
                root = try session.content.compose(scope).assigningLambdaKeys()
            } catch {
                showGlanceError(session.id, package: context.packageName, "composition threw \(error)")
                return
            }
            let validated = validateGlanceContent(root, sizeCount: sizes.count)
            for warning in validated.warnings {
                record(.glanceWarning, context.packageName, "\(session.id) \(warning)")
            }
            if let error = validated.error {
                showGlanceError(session.id, package: context.packageName, "\(error)")
                return
            }
            layouts.append((size, validated.displayed))
            for key in validated.content.lambdaKeys {
                // One click runs the lambda in every size's composition; the last one wins here.
                if let lambda = validated.content.lambdaActions(forKey: key).last { lambdas[key] = lambda }
            }
        }
        session.lambdas = lambdas
        let views: RemoteViews
        if case .single = session.widget.sizeMode {
            views = RemoteViews(layouts[0].root)
        } else {
            views = RemoteViews(sizes: layouts)
        }
        record(
            .glanceCompose, context.packageName,
            "\(session.id) at \(sizes.map(\.description).joined(separator: ", "))")
        setWidgetViews(session.id.appWidgetId, views, from: context.packageName)
    }

    /// The sizes a mode composes for (android.md §5.4).
    func glanceSizes(_ mode: SizeMode, options: AndroidBundle, id: GlanceId) -> [DpSize] {
        let minimum =
            appWidgetService.widgets[id.appWidgetId].flatMap { providerInfo(of: $0.provider) }?.minimumSize
            ?? DpSize(width: 0, height: 0)
        switch mode {
        case .single:
            return [minimum]
        case .exact:
            if let sizes = options.sizeList(AppWidgetOption.sizes), !sizes.isEmpty {
                return unique(sizes.map { DpSize(width: Double($0.width), height: Double($0.height)) })
            }
            let ints = [
                AppWidgetOption.minWidth, AppWidgetOption.maxWidth, AppWidgetOption.minHeight,
                AppWidgetOption.maxHeight,
            ]
            .map { Double(options.int($0)) }
            guard !ints.contains(0) else { return [minimum] }
            return unique([DpSize(width: ints[0], height: ints[3]), DpSize(width: ints[1], height: ints[2])])
        case .responsive(let sizes):
            return unique(sizes)
        }
    }

    private func unique(_ sizes: [DpSize]) -> [DpSize] {
        var seen: [DpSize] = []
        for size in sizes where !seen.contains(size) { seen.append(size) }
        return seen
    }

    /// `onCompositionError`'s default: the widget shows Glance's error layout.
    private func showGlanceError(_ id: GlanceId, package: String, _ message: String) {
        record(.glanceError, package, "\(id) \(message)")
        setWidgetViews(id.appWidgetId, RemoteViews(GlanceNode.errorLayout), from: package)
    }

    private func scheduleGlanceTimeout(_ session: GlanceSession, package: String) {
        queue.schedule(
            at: session.deadline, key: .glanceSession(package, session.id.appWidgetId), policy: .replace,
            .glanceSessionTimeout(package: package, appWidgetId: session.id.appWidgetId))
    }

    /// A session's timer ran out (unless an event pushed its deadline on, or its process died).
    func glanceSessionTimeoutDue(package: String, appWidgetId: Int32) {
        guard let process = appsByPackage[package]?.process, let session = process.glanceSessions[appWidgetId] else {
            return
        }
        guard session.deadline <= now else {
            scheduleGlanceTimeout(session, package: package)
            return
        }
        process.glanceSessions[appWidgetId] = nil
        record(.glanceSession, package, "\(session.id) closed: timed out")
    }

    /// The device went idle: every session's timer is set to 5 s.
    func glanceDeviceBecameIdle() {
        for app in apps {
            guard let process = app.process else { continue }
            for id in process.glanceSessions.keys.sorted() {
                let session = process.glanceSessions[id]!
                session.deadline = now + GlanceSession.idleTimeout
                scheduleGlanceTimeout(session, package: app.packageName)
            }
        }
    }
}
