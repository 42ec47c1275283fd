/// The Glance sessions running in one app process: Glance's `SessionManager` (`GlanceSessionManager`), keyed
/// by widget id. It lives in the ``AppProcess``, so every session dies with the process; ``GlanceRuntime``
/// starts, finds and closes sessions through it.
///
/// ```swift
/// if let session = process.glanceSessions.session(for: id.appWidgetId) { session.noteEvent(at: device.now) }
/// ```
final class GlanceSessionManager {
    /// The sessions by widget id. Every access is one subscript or one read of the whole, never held across a
    /// call, so it skips the runtime's exclusivity check (a session is looked up several times a widget-minute).
    @exclusivity(unchecked) private var sessions: [Int32: GlanceSession] = [:]

    init() {}

    /// The running session of a widget (`isSessionRunning` / `getSession`).
    func session(for appWidgetId: Int32) -> GlanceSession? { sessions[appWidgetId] }

    /// Starts tracking a session (`startSession`), replacing one of the same widget.
    func start(_ session: GlanceSession) { sessions[session.id.appWidgetId] = session }

    /// Stops tracking a widget's session (`closeSession`), returning it if one was running.
    @discardableResult
    func close(_ appWidgetId: Int32) -> GlanceSession? { sessions.removeValue(forKey: appWidgetId) }

    /// The running sessions in widget id order.
    var sessionsByWidgetId: [GlanceSession] { sessions.keys.sorted().map { sessions[$0]! } }
}
