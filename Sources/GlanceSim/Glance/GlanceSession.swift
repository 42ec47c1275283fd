/// The live composition of one Glance widget (Glance's `AppWidgetSession` in its `SessionWorker`). It lives
/// in the app's process, so it dies with it.
final class GlanceSession {
    /// `TimeoutOptions.initialTimeout`: 45 s after the first content.
    static let initialTimeout = SimDuration.seconds(45)
    /// `TimeoutOptions.additionalTime`: added when an event comes with less than this left.
    static let additionalTime = SimDuration.seconds(5)
    /// `TimeoutOptions.idleTimeout`: what is left once the device goes idle.
    static let idleTimeout = SimDuration.seconds(5)

    let id: GlanceId
    let widget: GlanceAppWidget
    /// The content captured when the session started: what `provideGlance` read then stays as it was.
    let content: GlanceContent
    var state: Preferences
    var options: AndroidBundle
    /// The lambda actions of the last composition, by key.
    var lambdas: [String: LambdaAction] = [:]
    /// When the session closes unless an event extends it.
    var deadline: SimInstant

    init(
        id: GlanceId, widget: GlanceAppWidget, content: GlanceContent, state: Preferences, options: AndroidBundle,
        deadline: SimInstant
    ) {
        self.id = id
        self.widget = widget
        self.content = content
        self.state = state
        self.options = options
        self.deadline = deadline
    }

    /// An event reached the session: with less than 5 s left it gets 5 s more.
    func noteEvent(at now: SimInstant) {
        if deadline - now < Self.additionalTime { deadline = deadline + Self.additionalTime }
    }
}

extension TraceKind {
    /// A Glance session started, got an event, or closed.
    public static let glanceSession = TraceKind(rawValue: "glance.session")
    /// A Glance widget was composed and its views pushed.
    public static let glanceCompose = TraceKind(rawValue: "glance.compose")
    /// Composition failed or broke a Glance limit: the widget shows Glance's error layout.
    public static let glanceError = TraceKind(rawValue: "glance.error")
    /// Glance logged a problem it recovers from (e.g. a container truncated to 10 children).
    public static let glanceWarning = TraceKind(rawValue: "glance.warning")
    /// An action callback or lambda ran.
    public static let glanceAction = TraceKind(rawValue: "glance.action")
    /// The user clicked a widget.
    public static let widgetClick = TraceKind(rawValue: "widget.click")
}

extension GlanceSession {
    /// A session's saved form: its widget (by type name), its content's saved form, and its state, options and
    /// deadline.
    struct Snapshot: Codable, Equatable {
        var appWidgetId: Int32
        var widget: String
        var content: String
        var collectedStores: [String]
        var state: Preferences
        var options: AndroidBundle
        var deadline: SimInstant
    }

    /// - Throws: ``SnapshotError`` for a session of a widget written in Swift (its content cannot be saved).
    func snapshot(of app: InstalledApp) throws(SnapshotError) -> Snapshot {
        guard lambdas.isEmpty, let form = content.savedForm?() else {
            throw SnapshotError(
                "\(app.packageName)'s Glance widget \(widget.widgetTypeName) runs code written in Swift: its session "
                    + "cannot be saved", appCodeInSwift: true)
        }
        return Snapshot(
            appWidgetId: id.appWidgetId, widget: widget.widgetTypeName, content: form,
            collectedStores: content.collectedStores, state: state, options: options, deadline: deadline)
    }

    /// The saved session again, its widget and content made by the app's ``AppRestorer``.
    convenience init(restoring saved: Snapshot, of app: InstalledApp) throws(SnapshotError) {
        try SnapshotError.checkInstant(saved.deadline, "a Glance session's deadline")
        let id = GlanceId(appWidgetId: saved.appWidgetId)
        guard let restorer = app.manifest.restorer, let widget = restorer.glanceWidget(named: saved.widget) else {
            throw SnapshotError("\(app.packageName) has no Glance widget '\(saved.widget)' to restore a session of")
        }
        let content: GlanceContent
        do {
            content = try restorer.glanceContent(saved: saved.content, of: widget, id: id)
        } catch {
            throw SnapshotError(
                "the session of \(app.packageName)'s widget \(saved.appWidgetId) cannot be restored: \(error)")
        }
        guard content.collectedStores == saved.collectedStores else {
            throw SnapshotError(
                "\(app.packageName)'s widget '\(saved.widget)' collects other stores than when it was saved")
        }
        self.init(
            id: id, widget: widget, content: content, state: saved.state, options: saved.options,
            deadline: saved.deadline)
    }
}
