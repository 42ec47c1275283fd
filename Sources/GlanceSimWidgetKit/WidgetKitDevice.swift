public import GlanceSim

/// An iPhone running one app's widgets under WidgetKit, in virtual time: the timeline runtime of iOS next to
/// GlanceSim's Android ``Device``, on the same clock, event queue, trace form and content tree.
///
/// WidgetKit, not the app, decides when a widget's content changes: it asks the kind's provider for a timeline
/// when the widget is added or edited, when the timeline's reload policy comes due and the instance has budget,
/// when the app asks through `WidgetCenter`, after an interaction, and after some system changes; the widget
/// shows the timeline's entries at their dates. What Apple leaves to the system is chosen by
/// ``WidgetKitParameters`` and traced.
///
/// ```swift
/// let device = WidgetKitDevice(timeZone: .utc, localTime: LocalDateTime(year: 2026, month: 6, day: 1, hour: 8))
/// try device.install(app)
/// let id = try device.addWidget(kind: "WeatherWidget", family: .systemSmall)
/// try device.advance(by: .hours(6))
/// print(try device.render(id).snapshot, device.budgetRemaining(id) ?? -1)
/// ```
public final class WidgetKitDevice {
    /// Now, on the simulation's timeline.
    public private(set) var now: SimInstant = .zero
    /// The phone's screen (the family sizes).
    public let screen: IPhoneScreen
    public let parameters: WidgetKitParameters
    public private(set) var timeZone: TimeZoneRules
    /// Everything that happened, in order: kept, counted or streamed as the trace mode says.
    public private(set) var trace: WidgetKitTrace
    /// The containing app's state.
    public internal(set) var appState: AppState = .notRunning
    /// Whether the device is locked (buttons and toggles are inactive, A-INT).
    public internal(set) var isLocked = false
    public private(set) var app: WidgetKitApp?
    /// Called with each trace record right after it is added to ``trace``, while the step that made it is still
    /// running: an observer sees the device as it is at that record (``widgetPicture(_:scheme:)`` draws the entry
    /// an ``WidgetKitTraceEvent/entryShown(id:index:)`` record is about, not one shown later in the same
    /// ``advance(by:)``). It may read the device; it must not drive it.
    ///
    /// ```swift
    /// device.onRecord = { record in
    ///     if case .entryShown(let id, _) = record.event { pictures.append(try! device.widgetPicture(id)) }
    /// }
    /// ```
    public var onRecord: ((WidgetKitTraceRecord) -> Void)?

    let wallAtZero: WallTime
    /// The event queue, step numbering and per-instant guard: the run loop the Android ``GlanceSim/Device`` runs on.
    let loop = EventLoop<WidgetKitEvent, WidgetKitEventKey>()
    /// The placed widgets (each owns its timeline, reload state and budget).
    var placed = WidgetInstances()
    /// The App Group containers, the private stores and the running app's cached fetch.
    var storage = AppGroupStorage()
    /// The timeline entries each widget's provider made at the current instant: the per-instant guard's measure of
    /// work (``maxTimelineEntriesPerWidgetPerInstant``).
    var entriesMade = EntriesAtInstant()

    /// A phone whose wall clock shows `wallTime` at timeline zero.
    /// - Parameter traceMode: ``GlanceSim/Trace/Mode/full`` keeps every record; ``GlanceSim/Trace/Mode/counting``
    ///   only counts them; ``GlanceSim/Trace/Mode/streaming(_:)`` also hands each to the sink as it is made.
    public init(
        screen: IPhoneScreen = .iPhone15, wallTime: WallTime, timeZone: TimeZoneRules,
        parameters: WidgetKitParameters = .device, traceMode: Trace.Mode = .full
    ) {
        trace = WidgetKitTrace(mode: traceMode)
        self.screen = screen
        wallAtZero = wallTime
        self.timeZone = timeZone
        self.parameters = parameters
    }

    /// A phone whose clock in `timeZone` shows `localTime` at timeline zero.
    public convenience init(
        screen: IPhoneScreen = .iPhone15, timeZone: TimeZoneRules, localTime: LocalDateTime,
        parameters: WidgetKitParameters = .device, traceMode: Trace.Mode = .full
    ) {
        self.init(
            screen: screen, wallTime: timeZone.wallTime(for: localTime), timeZone: timeZone, parameters: parameters,
            traceMode: traceMode)
    }

    /// The wall clock now.
    public var wallTime: WallTime { wallAtZero + (now - .zero) }

    /// The device's complete state between steps: restoring it gives a device that continues as this one would.
    /// - Throws: ``GlanceSim/SnapshotError`` while a step runs (from ``onRecord``): a device is saved between steps.
    package func snapshot() throws(SnapshotError) -> WidgetKitDeviceSnapshot {
        guard !loop.isRunningEvent else { throw SnapshotError("a device is saved between steps, not while one runs") }
        return WidgetKitDeviceSnapshot(
            now: now.milliseconds, wallAtZero: wallAtZero.millisecondsSinceEpoch, timeZone: timeZone.identifier,
            screen: SavedPointSize(width: screen.width, height: screen.height),
            parameters: SavedWidgetKitParameters(parameters), app: app?.bundleIdentifier,
            appState: appState.rawValue, isLocked: isLocked, widgets: placed.snapshot, storage: storage.snapshot,
            loop: SavedEventLoop(loop.snapshot(payload: SavedWidgetKitEvent.init, key: SavedWidgetKitEventKey.init)),
            trace: trace.snapshot)
    }

    /// The device a ``snapshot()`` describes, with `app` — the app it had installed, loaded again — installed.
    /// - Parameter traceMode: How much of the trace from now on is kept (the saved records are not restored).
    /// - Throws: ``GlanceSim/SnapshotError`` when the snapshot does not describe a device (an unknown zone or
    ///   screen, two widgets of one id, an event queue that refers to a slot it does not have) or does not fit
    ///   `app` (another bundle, a widget of a kind `app` lacks).
    package convenience init(
        restoring saved: WidgetKitDeviceSnapshot, app: WidgetKitApp?, traceMode: Trace.Mode = .full
    ) throws(SnapshotError) {
        guard let zone = TimeZoneRules(identifier: saved.timeZone) else {
            throw SnapshotError("unknown time zone '\(saved.timeZone)'", at: ["timeZone"])
        }
        guard let screen = IPhoneScreen(width: saved.screen.width, height: saved.screen.height) else {
            throw SnapshotError("no iPhone screen is \(saved.screen.width)x\(saved.screen.height)pt", at: ["screen"])
        }
        guard saved.app == app?.bundleIdentifier else {
            throw SnapshotError(
                "the device had \(saved.app ?? "no app") installed; restoring it with "
                    + "\(app?.bundleIdentifier ?? "no app")", at: ["app"])
        }
        // The wall clock is read as `wallAtZero + now` anywhere on the timeline: it must stay in the range a wall
        // time has from timeline zero to the horizon.
        try SnapshotError.check(
            saved.wallAtZero,
            in: WallTime.supportedRange.lowerBound.millisecondsSinceEpoch...WallTime.supportedRange.upperBound
                .millisecondsSinceEpoch - SimInstant.horizon.milliseconds, "the wall clock at timeline zero",
            at: ["wallAtZero"])
        self.init(
            screen: screen, wallTime: WallTime(millisecondsSinceEpoch: saved.wallAtZero), timeZone: zone,
            parameters: saved.parameters.parameters, traceMode: traceMode)
        if let app {
            do { try install(app) } catch { throw SnapshotError("\(error)") }
        }
        now = SimInstant(milliseconds: saved.now)
        guard now >= .zero, now <= .horizon else {
            throw SnapshotError("the clock stands outside the timeline (\(saved.now) ms)", at: ["now"])
        }
        appState = try SnapshotError.within("appState") { () throws(SnapshotError) in
            try AppState(saved: saved.appState)
        }
        isLocked = saved.isLocked
        placed = try SnapshotError.within("widgets") { () throws(SnapshotError) in
            try WidgetInstances(restoring: saved.widgets) { name throws(SnapshotError) in
                guard let kind = app?.kinds.first(where: { $0.name == name }) else {
                    throw SnapshotError(
                        "a widget is of kind '\(name)', which \(saved.app ?? "no app") has not", at: ["kind"])
                }
                return kind
            }
        }
        // A reload stamps its widget with the time it ran (`replaceTimeline`): now or before.
        for (index, instance) in saved.widgets.instances.enumerated() {
            guard let lastReload = instance.lastReload else { continue }
            try SnapshotError.check(
                lastReload, in: 0...saved.now, "widget \(instance.id)'s last reload (no later than the clock, 'now')",
                at: ["widgets", "instances", String(index), "lastReload"])
        }
        storage = try SnapshotError.within("storage") { () throws(SnapshotError) in
            try AppGroupStorage(restoring: saved.storage)
        }
        do {
            try loop.restore(
                saved.loop.value, payload: { saved throws(SnapshotError) in try saved.restored() }, key: \.restored)
        } catch let error as SnapshotError {
            throw error.under("loop", "value")
        } catch {
            throw SnapshotError("\(error)", at: ["loop", "value"])
        }
        try SnapshotError.within("trace") { () throws(SnapshotError) in try trace.restore(saved.trace) }
    }

    /// Installs `app` (replacing one installed before; its widgets stay only if their kinds remain).
    public func install(_ app: WidgetKitApp) throws(WidgetKitError) {
        var names: Set<String> = []
        for kind in app.kinds where !names.insert(kind.name).inserted {
            throw WidgetKitError(.invalidApp, "two kinds are named '\(kind.name)'")
        }
        self.app = app
    }

    /// Moves time forward by `duration`, running every reload, policy and entry change due, in order.
    public func advance(by duration: SimDuration) throws(WidgetKitError) {
        guard duration >= .zero else {
            throw WidgetKitError(.timeWentBackwards, "cannot move time backwards (\(duration))")
        }
        try advance(to: now + duration)
    }

    /// Moves time forward to `instant`.
    /// - Throws: ``WidgetKitError`` for an instant in the past or past the horizon, or — naming the widget — after
    ///   ``maxEventsPerWidgetPerInstant`` events, or ``maxTimelineEntriesPerWidgetPerInstant`` timeline entries, of
    ///   one widget at one instant (its reloads come due again at once).
    public func advance(to instant: SimInstant) throws(WidgetKitError) {
        guard instant >= now else {
            throw WidgetKitError(.timeWentBackwards, "cannot move time backwards to \(instant)")
        }
        guard instant <= .horizon else { throw WidgetKitError(.beyondHorizon, "\(instant) is past the horizon") }
        entriesMade = EntriesAtInstant()
        let stopped = loop.runEvents(
            dueBy: instant, limit: Self.maxEventsPerWidgetPerInstant, key: \.widgetID
        ) { event in
            now = event.deadline
            run(event.payload)
            return entriesMade.count(of: event.payload.widgetID, at: now) >= Self.maxTimelineEntriesPerWidgetPerInstant
        }
        if let widget = stopped { throw loopError(widget) }
        now = instant
    }

    private func run(_ event: WidgetKitEvent) {
        switch event {
        case .policyDue(let id), .reload(let id, _, _):
            guard let instance = placed[id] else { return }
            reloadCameDue(instance, event)
        case .entryShown(let id, let generation, let index):
            guard let instance = placed[id], instance.generation == generation else { return }
            record(.entryShown(id: id, index: index))
        }
    }

    /// The stores `target` sees now: the App Groups it declares, and its private store.
    func store(of target: AppTarget) -> AppGroupSnapshot {
        storage.snapshot(for: target, groups: groups(of: target))
    }

    /// The App Groups `target` declares.
    func groups(of target: AppTarget) -> [String] { app?.groups(of: target) ?? [] }

    /// Starts a step from outside (a call on the device): its records share a new sequence number.
    func beginStep() {
        loop.beginDirectCall()
    }

    func record(_ event: WidgetKitTraceEvent) {
        let record = WidgetKitTraceRecord(instant: now, sequence: loop.sequence, event: event)
        trace.append(record)
        onRecord?(record)
    }

    /// The instance with `id`, or an error naming the widgets there are.
    func instance(_ id: Int) throws(WidgetKitError) -> WidgetInstance {
        try placed.instance(id)
    }

    /// The local instant of the next budget reset after `instant`, for a daily refill.
    func nextBudgetReset(after instant: SimInstant) -> SimInstant? {
        guard case .daily(let hour) = parameters.budgetRefill else { return nil }
        let wall = wallAtZero + (instant - .zero)
        var local = timeZone.localDateTime(at: wall)
        local.hour = hour
        local.minute = 0
        local.second = 0
        local.millisecond = 0
        var reset = timeZone.wallTime(for: local)
        if reset <= wall {
            var next = timeZone.localDateTime(at: timeZone.startOfNextLocalDay(after: wall))
            next.hour = hour
            reset = timeZone.wallTime(for: next)
        }
        return instant + (reset - wall)
    }
}
