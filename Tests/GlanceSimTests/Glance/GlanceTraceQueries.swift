import GlanceSim

/// Typed reads of a trace's Glance records for the Glance tests, instead of matching their text.
extension Trace {
    /// Every `glance.*` payload, in order.
    var glanceEvents: [GlanceTraceEvent] {
        records.compactMap {
            guard case .glance(let event) = $0.event else { return nil }
            return event
        }
    }

    /// The session transitions, in order.
    var glanceTransitions: [GlanceSessionTransition] {
        glanceEvents.compactMap {
            guard case .session(_, _, let transition) = $0 else { return nil }
            return transition
        }
    }

    /// How many sessions started.
    var glanceSessionStarts: Int {
        glanceTransitions.filter {
            if case .started = $0 { return true }
            return false
        }.count
    }

    /// Whether a session timed out.
    var glanceSessionTimedOut: Bool { glanceTransitions.contains(.closed(.timedOut)) }

    /// The callbacks `ActionCallbackBroadcastReceiver` ran, by name.
    var glanceCallbacksRun: [String] {
        glanceEvents.compactMap {
            guard case .callbackAction(_, let callback, _, _) = $0 else { return nil }
            return callback
        }
    }

    /// The content errors that made widgets show the error layout.
    var glanceContentErrors: [GlanceContentError.Code] {
        glanceEvents.compactMap {
            guard case .error(_, _, .invalidContent(let error)) = $0 else { return nil }
            return error.code
        }
    }
}
