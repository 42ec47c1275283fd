/// What the Glance runtime records: the typed payload of `glance.*` trace records.
///
/// ```swift
/// let starts = device.trace.records.filter {
///     if case .glance(.session(_, _, .started)) = $0.event { return true }
///     return false
/// }
/// ```
public enum GlanceTraceEvent: TracePayload {
    /// A session of the widget started, got an event, or closed; or its state store was deleted
    /// (`glance.session`).
    case session(package: String, glanceId: GlanceId, GlanceSessionTransition)
    /// The widget was composed at these sizes and its views pushed (`glance.compose`).
    case compose(package: String, glanceId: GlanceId, sizes: [DpSize])
    /// `ActionCallbackBroadcastReceiver` ran a `runCallback` action's callback (`glance.action`), on the
    /// receiver with this component short string.
    case callbackAction(receiver: String, callback: String, glanceId: GlanceId, parameters: ActionParameters)
    /// A lambda action ran in the widget's session (`glance.action`).
    case lambdaAction(package: String, key: String, glanceId: GlanceId)
    /// Glance logged a problem it recovers from, such as a container truncated to 10 children
    /// (`glance.warning`); the message is Glance's text.
    case warning(package: String, glanceId: GlanceId, message: String)
    /// Composition failed or broke a Glance limit, so the widget shows Glance's error layout (`glance.error`).
    case error(package: String, glanceId: GlanceId, GlanceCompositionFailure)

    public var kind: TraceKind {
        switch self {
        case .session: return .glanceSession
        case .compose: return .glanceCompose
        case .callbackAction, .lambdaAction: return .glanceAction
        case .warning: return .glanceWarning
        case .error: return .glanceError
        }
    }

    public var subject: String {
        switch self {
        case .session(let package, _, _), .compose(let package, _, _), .lambdaAction(let package, _, _),
            .warning(let package, _, _), .error(let package, _, _):
            return package
        case .callbackAction(let receiver, _, _, _): return receiver
        }
    }

    public var details: String {
        switch self {
        case .session(_, let id, let transition): return "\(id) \(transition)"
        case .compose(_, let id, let sizes): return "\(id) at " + sizes.map(\.description).joined(separator: ", ")
        case .callbackAction(_, let callback, let id, let parameters): return "\(callback).onAction \(id) \(parameters)"
        case .lambdaAction(_, let key, let id): return "lambda#\(key) in \(id)"
        case .warning(_, let id, let message): return "\(id) \(message)"
        case .error(_, let id, let failure): return "\(id) \(failure)"
        }
    }

    public var packageName: String? {
        switch self {
        case .session(let package, _, _), .compose(let package, _, _), .lambdaAction(let package, _, _),
            .warning(let package, _, _), .error(let package, _, _):
            return package
        case .callbackAction(let receiver, _, _, _): return receiver.split(separator: "/").first.map(String.init)
        }
    }
}

/// What happened to a Glance session, as a `glance.session` record carries it.
public enum GlanceSessionTransition: Hashable, Sendable, CustomStringConvertible {
    /// No session was running: one started and called `provideGlance` of the widget type of this name.
    case started(widgetType: String)
    /// `update` reached the running session: it reloads the state and recomposes.
    case updated
    /// `resize` reached the running session with new options: it recomposes.
    case optionsChanged
    /// The session closed.
    case closed(GlanceSessionCloseReason)
    /// The widget's state store (its location) was deleted with the widget.
    case stateStoreDeleted(location: String)
    /// A DataStore the composition collects changed: it recomposes (the state is not reloaded).
    case collectedChanged

    /// As the trace writes it: `start ClockWidget: provideGlance`, `closed: timed out`, ….
    public var description: String {
        switch self {
        case .started(let widgetType): return "start \(widgetType): provideGlance"
        case .updated: return "update: reload state, recompose"
        case .optionsChanged: return "options changed, recompose"
        case .closed(let reason): return "closed: \(reason)"
        case .stateStoreDeleted(let location): return "state store '\(location)' deleted"
        case .collectedChanged: return "collected data changed, recompose"
        }
    }
}

/// Why a Glance session closed.
public enum GlanceSessionCloseReason: Hashable, Sendable, CustomStringConvertible {
    /// Its timer ran out with no event extending it.
    case timedOut
    /// Its widget was deleted.
    case widgetDeleted

    public var description: String {
        switch self {
        case .timedOut: return "timed out"
        case .widgetDeleted: return "widget deleted"
        }
    }
}

/// Why a widget shows Glance's error layout (`onCompositionError`'s default).
public enum GlanceCompositionFailure: Hashable, Sendable, CustomStringConvertible {
    /// `provideGlance` of the widget type of this name threw; `error` is the thrown error's text.
    case provideGlanceThrew(widgetType: String, error: String)
    /// The content closure threw during composition; `error` is the thrown error's text.
    case compositionThrew(error: String)
    /// The composed content broke a Glance limit.
    case invalidContent(GlanceContentError)

    public var description: String {
        switch self {
        case .provideGlanceThrew(let widgetType, let error): return "\(widgetType).provideGlance threw \(error)"
        case .compositionThrew(let error): return "composition threw \(error)"
        case .invalidContent(let error): return "\(error)"
        }
    }
}
