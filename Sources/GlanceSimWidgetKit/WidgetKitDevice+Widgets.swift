public import GlanceSim

extension WidgetKitDevice {
    /// The user adds a widget of `kind` in `family` (with its configuration): WidgetKit shows the gallery snapshot,
    /// draws the placeholder, then asks for the first timeline — not budgeted (§2, §5).
    ///
    /// ```swift
    /// let id = try device.addWidget(kind: "TodoWidget", family: .systemMedium)
    /// ```
    /// - Throws: ``WidgetKitError`` for an unknown kind or a family it does not support or this screen lacks.
    public func addWidget(kind name: String, family: WidgetFamily, configuration: [String: String] = [:])
        throws(WidgetKitError) -> Int
    {
        guard let app else { throw WidgetKitError(.noApp, "no app is installed") }
        guard let kind = app.kinds.first(where: { $0.name == name }) else {
            let names = app.kinds.map(\.name).joined(separator: ", ")
            throw WidgetKitError(.unknownKind, "no widget kind '\(name)' in \(app.bundleIdentifier); kinds: \(names)")
        }
        guard kind.supportedFamilies.contains(family) else {
            throw WidgetKitError(
                .unsupportedFamily,
                "\(name) does not support \(family); it supports \(kind.supportedFamilies.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard let size = screen.displaySize(of: family) else {
            throw WidgetKitError(.unsupportedFamily, "a \(screen) screen has no \(family) widgets")
        }
        guard kind.configuration != .static || configuration.isEmpty else {
            throw WidgetKitError(.staticConfiguration, "\(name) has a static configuration: it takes no settings")
        }
        beginStep()
        let budget = ReloadBudget(daily: parameters.dailyBudget, now: now, nextReset: nextBudgetReset(after: now))
        let instance = placed.add { id in
            WidgetInstance(
                id: id, kind: kind, family: family, displaySize: size, configuration: configuration,
                budget: budget, placeholder: TimelineEntry(date: now))
        }
        let id = instance.id
        record(.widgetAdded(id: id, kind: name, family: family, size: size))
        _ = call(.snapshot, of: instance, isPreview: true) { $0.snapshot(in: $1) }
        instance.setPlaceholder(call(.placeholder, of: instance, isPreview: false) { $0.placeholder(in: $1) })
        requestReload(instance, source: .added)
        return id
    }

    /// The user edits a configurable widget's settings: a new timeline for that instance only (§9).
    public func editWidget(_ id: Int, configuration: [String: String]) throws(WidgetKitError) {
        let instance = try instance(id)
        guard instance.kind.configuration != .static else {
            throw WidgetKitError(
                .staticConfiguration, "\(instance.kind.name) has a static configuration: it has no settings to edit")
        }
        beginStep()
        instance.configure(configuration)
        record(.widgetEdited(id: id, configuration: configuration))
        requestReload(instance, source: .edited)
    }

    /// The user removes a widget. WidgetKit tells the app nothing (no callback, §13).
    public func removeWidget(_ id: Int) throws(WidgetKitError) {
        _ = try instance(id)
        beginStep()
        placed.remove(id)
        _ = loop.queue.cancel(key: .policy(id))
        _ = loop.queue.cancel(key: .reload(id))
        record(.widgetRemoved(id: id))
    }

    /// The containing app moves to the foreground, the background, an audio session, or stops.
    public func setAppState(_ state: AppState) {
        guard state != appState else { return }
        beginStep()
        let previous = appState
        appState = state
        record(.appState(state))
        if state == .notRunning {
            storage.appStopped()
        } else if previous == .notRunning || state == .foreground {
            // A launch, or a scenePhase change to active: the app fetches its data again (S001).
            storage.appFetched(groups: groups(of: .app))
        }
    }

    /// Locks or unlocks the device: while locked, taps on buttons and toggles do nothing (A-INT).
    public func setLocked(_ locked: Bool) {
        beginStep()
        isLocked = locked
    }

    /// The containing app writes `value` (or removes the key) in App Group `group`. If the app does not declare
    /// the group, the write lands in its private store and the widget never sees it (§10).
    public func writeGroup(_ group: String, key: String, value: String?) {
        beginStep()
        storage.appWrite(value, forKey: key, inGroup: group, groups: groups(of: .app))
        record(.storeWrite(target: .app, group: group, key: key, value: value))
    }

    /// What the containing app's own UI shows for `key` in `group`: its cached fetch while it runs — which misses
    /// the widget extension's writes until the app comes back to the foreground (or starts again) — or the store
    /// itself when it is not running (widgetkit reference §8.2, §10; S001).
    ///
    /// ```swift
    /// try device.tap(id, on: .text("Buy milk"))          // the intent writes done=0 in the group
    /// device.appSees("done", inGroup: "group.todo")      // still the old value while the app stays active
    /// ```
    public func appSees(_ key: String, inGroup group: String) -> String? {
        storage.appSees(key, inGroup: group, groups: groups(of: .app))
    }

    /// What `target` reads for `key` in `group`.
    public func readGroup(_ group: String, key: String, as target: AppTarget = .widgetExtension) -> String? {
        store(of: target).value(forKey: key, inGroup: group)
    }

    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` from the containing app: every instance of the kind,
    /// each charged to its own budget unless the app is in the foreground (§5, §7).
    ///
    /// ```swift
    /// device.setAppState(.background)
    /// try device.reloadTimelines(ofKind: "WeatherWidget")   // budgeted: the app is not in the foreground
    /// ```
    /// - Throws: ``WidgetKitError`` when the app is not running: a stopped app calls nothing, and nothing is
    ///   charged (start it with ``setAppState(_:)`` first).
    public func reloadTimelines(ofKind kind: String) throws(WidgetKitError) {
        try requireRunningApp(for: "reloadTimelines(ofKind:)")
        beginStep()
        for instance in placed.reached(by: .kind(kind)) { requestReload(instance, source: .app(appState)) }
    }

    /// `WidgetCenter.shared.reloadAllTimelines()` from the containing app: every instance of every kind.
    ///
    /// ```swift
    /// device.setAppState(.foreground)
    /// try device.reloadAllTimelines()   // free: the app is in the foreground
    /// ```
    /// - Throws: ``WidgetKitError`` when the app is not running (see ``reloadTimelines(ofKind:)``).
    public func reloadAllTimelines() throws(WidgetKitError) {
        try requireRunningApp(for: "reloadAllTimelines()")
        beginStep()
        for instance in placed.reached(by: .all) { requestReload(instance, source: .app(appState)) }
    }

    /// Only a running app calls `WidgetCenter` (§12): one that never started or was stopped cannot.
    private func requireRunningApp(for call: String) throws(WidgetKitError) {
        guard appState == .notRunning else { return }
        throw WidgetKitError(
            .appNotRunning,
            "the app is not running, so it cannot call WidgetCenter.\(call); nothing was reloaded or charged "
                + "(start it with setAppState(.foreground), .background or .audioSession first)")
    }

    /// A change after which the system reloads every widget by itself, free (§5): a locale change, a Dynamic
    /// Type or accessibility change.
    public func systemChange(_ change: String) {
        beginStep()
        for instance in placed.reached(by: .all) { requestReload(instance, source: .system(change)) }
    }

    /// A WidgetKit push notification arrives (iOS 26, A-PUSH): every widget of the app reloads as after
    /// `reloadAllTimelines()`, without waking the app, each charged to its budget (see ``ReloadSource/push``).
    ///
    /// ```swift
    /// device.receiveWidgetPush()
    /// ```
    public func receiveWidgetPush() {
        beginStep()
        for instance in placed.reached(by: .all) { requestReload(instance, source: .push) }
    }

    /// The user taps a button or toggle of a widget as it is drawn now: its App Intent performs in the widget
    /// extension with the parameters baked into the view, writes to the stores, and WidgetKit then reloads the
    /// touched widget once, free. Other widgets and the app see nothing until someone reloads (§8).
    ///
    /// ```swift
    /// try device.tap(id, on: .text("Call the plumber"))
    /// ```
    /// - Throws: ``WidgetKitError`` when no shown node or more than one matches, or it runs no App Intent.
    public func tap(_ id: Int, on selector: WidgetNodeSelector) throws(WidgetKitError) {
        let instance = try instance(id)
        let root = view(of: instance)
        let found: FoundGlanceNode
        do {
            found = try root.findNode(selector)
        } catch {
            throw WidgetKitError(.tapFailed, "cannot tap \(selector) in widget \(id): \(error)")
        }
        guard found.isShown else {
            throw WidgetKitError(.tapFailed, "the node with \(selector) in widget \(id) is not visible")
        }
        guard case .runCallback(let name, let parameters)? = found.node.actionForClick() else {
            throw WidgetKitError(.tapFailed, "the node with \(selector) in widget \(id) runs no App Intent")
        }
        guard let intent = app?.intents.first(where: { $0.name == name }) else {
            throw WidgetKitError(.tapFailed, "the app declares no App Intent '\(name)'")
        }
        beginStep()
        guard !isLocked else {
            return record(.tapIgnored(id: id, reason: "the device is locked: \(name) is not performed"))
        }
        var effects = AppIntentEffects(
            store: store(of: .widgetExtension))
        intent.perform(parameters, &effects)
        record(.intentPerformed(id: id, intent: name, parameters: parameters.description))
        for warning in effects.warnings { record(.intentWarning(id: id, intent: name, message: warning)) }
        storage.apply(effects.store, for: .widgetExtension)
        for write in effects.writes {
            record(.storeWrite(target: .widgetExtension, group: write.group, key: write.key, value: write.value))
        }
        for scope in effects.reloads {
            for target in placed.reached(by: scope) { requestReload(target, source: .intent) }
        }
        requestReload(instance, source: .interaction)
    }
}
