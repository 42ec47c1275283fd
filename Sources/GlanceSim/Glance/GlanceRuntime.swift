/// Glance's app-widget runtime, the library code inside each app process (androidx.glance.appwidget's
/// `GlanceAppWidget.update`/`resize`/`deleted`/`triggerAction`, `AppWidgetSession` and the `SessionWorker`
/// timer). What it holds per process — the running sessions — lives in that process's
/// ``GlanceSessionManager``, so it dies with the process; what it keeps across processes — the widget states
/// and ``GlanceAppWidgetManager``'s receiver table — lives in the app's storage. It reaches AppWidgetService
/// only as Glance does on a phone, through ``AppWidgetManager`` (`getAppWidgetInfo`, `getAppWidgetOptions`,
/// `updateAppWidget`).
///
/// It owns one event, the session timer (``Event/sessionTimeout(package:appWidgetId:)``), which the device's
/// run loop routes here.
///
/// ```swift
/// try context.device.glance.update(ClockWidget(), context: context, id: GlanceId(appWidgetId: 1))
/// ```
final class GlanceRuntime {
    /// What the runtime queues on the device.
    enum Event {
        /// A session's timer runs out (unless an event pushed its deadline on, or its process died).
        case sessionTimeout(package: String, appWidgetId: Int32)
        /// A DataStore the session's composition collects changed: it recomposes (once per instant).
        case collectedChange(package: String, appWidgetId: Int32)
    }

    /// The unique keys of the runtime's events: one timer per session.
    enum EventKey: Hashable {
        /// The timer of the session of one widget of one package.
        case session(package: String, appWidgetId: Int32)
        /// The pending recomposition of one session for a collected store's change.
        case collected(package: String, appWidgetId: Int32)

        /// Hashes the case and the widget id, not the package: widget ids are unique on a device, so keys of two
        /// packages rarely share a hash, and equality still compares the package. A session's timer is re-armed
        /// at every update, so its key is hashed at every update.
        func hash(into hasher: inout Hasher) {
            switch self {
            case .session(_, let appWidgetId):
                hasher.combine(0 as UInt8)
                hasher.combine(appWidgetId)
            case .collected(_, let appWidgetId):
                hasher.combine(1 as UInt8)
                hasher.combine(appWidgetId)
            }
        }
    }

    /// The `provider:<widget type>` keys of GlanceAppWidgetManager's DataStore, made once per widget type name.
    private var providerKeys: [String: PreferencesKey<Set<String>>] = [:]
    /// ``GlanceAppWidgetManager/getGlanceIds(widgetTypeName:)``'s answers, each kept while what it was derived from
    /// is unchanged (see ``GlanceIdsAnswer``); only answers of the current widget bindings are kept. Read at every
    /// state write to every widget of a type, so it skips the runtime's exclusivity check: only `knownGlanceIds` and
    /// `remember` touch it, and neither calls back into the runtime while it does.
    @exclusivity(unchecked) private var glanceIdsAnswers: [GlanceIdsAnswer] = []

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appWidgetService: AppWidgetService!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(appWidgetService: AppWidgetService, processTable: ProcessTable) {
        self.appWidgetService = appWidgetService
        self.processTable = processTable
    }

    /// The key under which GlanceAppWidgetManager keeps the receivers that serve `widgetTypeName`.
    func providerKey(for widgetTypeName: String) -> PreferencesKey<Set<String>> {
        if let key = providerKeys[widgetTypeName] { return key }
        let key = stringSetPreferencesKey("provider:\(widgetTypeName)")
        providerKeys[widgetTypeName] = key
        return key
    }

    /// The ids `getGlanceIds` gave for a widget type of the app whose storage this is, if nothing they were derived
    /// from changed since.
    func knownGlanceIds(_ storage: AppStorage, widgetTypeName: String) -> [GlanceId]? {
        let bindings = appWidgetService.bindingGeneration
        for answer in glanceIdsAnswers where answer.storage === storage && answer.widgetTypeName == widgetTypeName {
            return answer.holds(bindings: bindings) ? answer.ids : nil
        }
        return nil
    }

    /// Keeps an answer of `getGlanceIds`, in place of the app's earlier one for the type and of any answer of
    /// earlier widget bindings.
    func remember(_ answer: GlanceIdsAnswer) {
        glanceIdsAnswers.removeAll {
            $0.bindingGeneration != answer.bindingGeneration
                || ($0.storage === answer.storage && $0.widgetTypeName == answer.widgetTypeName)
        }
        glanceIdsAnswers.append(answer)
    }

    /// Runs one of the runtime's events.
    func handle(_ event: Event) {
        switch event {
        case .sessionTimeout(let package, let appWidgetId): sessionTimedOut(package: package, appWidgetId: appWidgetId)
        case .collectedChange(let package, let appWidgetId):
            recomposeForCollectedChange(package: package, appWidgetId: appWidgetId)
        }
    }

    /// How the device's pending-event list names an event.
    func describe(_ event: Event) -> String {
        switch event {
        case .sessionTimeout(let package, let id): return "Glance session timeout \(package) \(id)"
        case .collectedChange(let package, let id): return "Glance collected change \(package) \(id)"
        }
    }

    // MARK: - The session timer

    /// Arms (or re-arms) a session's timer at its deadline.
    func scheduleTimeout(_ session: GlanceSession, package: String) {
        core.loop.queue.schedule(
            at: session.deadline, key: .glance(.session(package: package, appWidgetId: session.id.appWidgetId)),
            policy: .replace, .glance(.sessionTimeout(package: package, appWidgetId: session.id.appWidgetId)))
    }

    /// Disarms a session's timer.
    func cancelTimeout(package: String, appWidgetId: Int32) {
        core.loop.queue.cancel(key: .glance(.session(package: package, appWidgetId: appWidgetId)))
    }

    /// A session's timer ran out: the session closes unless an event pushed its deadline on (then the timer
    /// is re-armed), or its process died.
    private func sessionTimedOut(package: String, appWidgetId: Int32) {
        guard let sessions = processTable.app(package)?.process?.glanceSessions,
            let session = sessions.session(for: appWidgetId)
        else { return }
        guard session.deadline <= core.now else {
            scheduleTimeout(session, package: package)
            return
        }
        sessions.close(appWidgetId)
        core.record(.glanceSession, .glance(.session(package: package, glanceId: session.id, .closed(.timedOut))))
    }

    // MARK: - Collected Flows

    /// A store some composition collects changed: each running session of the app that collects it recomposes
    /// at this instant, after the code that wrote it (the Flow's emission is dispatched, and conflated).
    func collectedStoreChanged(_ name: String, of app: InstalledApp) {
        guard let process = app.process else { return }
        for session in process.glanceSessions.sessionsByWidgetId where session.content.collectedStores.contains(name) {
            let id = session.id.appWidgetId
            core.loop.queue.schedule(
                at: core.now, key: .glance(.collected(package: app.packageName, appWidgetId: id)), policy: .replace,
                .glance(.collectedChange(package: app.packageName, appWidgetId: id)))
        }
    }

    private func recomposeForCollectedChange(package: String, appWidgetId: Int32) {
        guard let app = processTable.app(package), let process = app.process,
            let session = process.glanceSessions.session(for: appWidgetId)
        else { return }
        core.record(.glanceSession, .glance(.session(package: package, glanceId: session.id, .collectedChanged)))
        compose(session, context: app.context)
    }

    /// The device went idle: every session's timer is set to 5 s (`TimeoutOptions.idleTimeout`), in app then
    /// widget id order.
    func deviceBecameIdle() {
        for app in processTable.apps {
            guard let process = app.process else { continue }
            for session in process.glanceSessions.sessionsByWidgetId {
                session.deadline = core.now + GlanceSession.idleTimeout
                scheduleTimeout(session, package: app.packageName)
            }
        }
    }
}
