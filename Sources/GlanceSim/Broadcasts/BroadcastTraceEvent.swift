/// What the broadcast queue records: the typed payload of `broadcast.*` and `receiver.*` trace records.
///
/// ```swift
/// let delivered = device.trace.records.compactMap { record -> ReceiverIdentity? in
///     guard case .broadcast(.deliver(let receiver, let intent)) = record.event,
///         intent.action == IntentAction.timeTick
///     else { return nil }
///     return receiver
/// }
/// ```
public enum BroadcastTraceEvent: TracePayload {
    /// A broadcast was sent (`broadcast.send`) and resolved to this many receivers.
    case send(sender: BroadcastSender, intent: Intent, receiverCount: Int, ordered: Bool)
    /// A receiver's `onReceive` ran (`broadcast.deliver`).
    case deliver(receiver: ReceiverIdentity, intent: Intent)
    /// A receiver matched, but Android's rules kept the broadcast from it (`broadcast.blocked`).
    case blocked(receiver: ReceiverIdentity, reason: BroadcastBlockReason, intent: Intent)
    /// A delivery found its receiver gone (`broadcast.skipped`).
    case skipped(BroadcastSkip)
    /// The sender's result receiver of an ordered broadcast ran with the final result (`broadcast.final`).
    case final(receiver: ReceiverIdentity, action: String?, result: BroadcastResult, aborted: Bool)
    /// A receiver aborted an ordered broadcast (`broadcast.abort`).
    case abort(receiver: ReceiverIdentity, action: String?)
    /// A receiver was registered at run time (`receiver.register`).
    case register(receiver: ReceiverIdentity, filter: IntentFilter, exported: Bool)
    /// A runtime receiver was unregistered (`receiver.unregister`).
    case unregister(receiver: ReceiverIdentity)

    public var kind: TraceKind {
        switch self {
        case .send: return .broadcastSend
        case .deliver: return .broadcastDeliver
        case .blocked: return .broadcastBlocked
        case .skipped: return .broadcastSkipped
        case .final: return .broadcastFinal
        case .abort: return .broadcastAbort
        case .register: return .receiverRegister
        case .unregister: return .receiverUnregister
        }
    }

    public var subject: String {
        switch self {
        case .send(let sender, _, _, _): return sender.description
        case .skipped(let skip): return skip.subject
        case .deliver(let receiver, _), .blocked(let receiver, _, _), .final(let receiver, _, _, _),
            .abort(let receiver, _), .register(let receiver, _, _), .unregister(let receiver):
            return receiver.description
        }
    }

    public var details: String {
        switch self {
        case .send(_, let intent, let count, let ordered):
            return "\(intent) to \(count) receiver(s)\(ordered ? " ordered" : "")"
        case .deliver(_, let intent): return intent.description
        case .blocked(let receiver, let reason, let intent): return reason.details(intent: intent, receiver: receiver)
        case .skipped(let skip): return skip.details
        case .final(_, let action, let result, let aborted):
            return "\(action ?? "-") code=\(result.code)" + (result.data.map { " data=\(jsonString($0))" } ?? "")
                + (aborted ? " aborted" : "")
        case .abort(_, let action): return action ?? "-"
        case .register(_, let filter, let exported):
            return "actions [\(filter.actions.joined(separator: ", "))]" + (exported ? "" : " not exported")
                + (filter.priority != 0 ? " priority \(filter.priority)" : "")
        case .unregister: return ""
        }
    }

    public var packageName: String? {
        switch self {
        case .send(let sender, _, _, _):
            if case .app(let package) = sender { return package }
            return nil
        case .skipped(let skip): return skip.packageName
        case .deliver(let receiver, _), .blocked(let receiver, _, _), .final(let receiver, _, _, _),
            .abort(let receiver, _), .register(let receiver, _, _), .unregister(let receiver):
            return receiver.packageName
        }
    }
}

/// Why a receiver that matched a broadcast did not get it (ActivityManagerService's permission and export
/// checks, and the implicit-broadcast limits of Android 7 and 8).
///
/// ```swift
/// if case .broadcast(.blocked(_, .notExported(let sender), _)) = record.event { print("refused \(sender)") }
/// ```
public enum BroadcastBlockReason: Hashable, Sendable {
    /// The sender required a permission the receiver's app does not hold.
    case receiverLacksPermission(String)
    /// The receiver is not exported and the sender is another app or the shell.
    case notExported(to: BroadcastSender)
    /// The receiver requires a permission the sender does not hold.
    case senderLacksPermission(BroadcastSender, String)
    /// An implicit broadcast to a manifest receiver of an app targeting API 26+ (or CONNECTIVITY_ACTION from
    /// API 24): "Background execution not allowed".
    case backgroundExecutionNotAllowed

    /// The record's details for a broadcast of `intent` to `receiver`.
    func details(intent: Intent, receiver: ReceiverIdentity) -> String {
        switch self {
        case .receiverLacksPermission(let permission):
            return "receiver app does not hold '\(permission)' required by the sender: \(intent)"
        case .notExported(let sender): return "not exported to \(sender): \(intent)"
        case .senderLacksPermission(let sender, let permission):
            return "\(sender) does not hold '\(permission)': \(intent)"
        case .backgroundExecutionNotAllowed:
            return "Background execution not allowed: receiving \(intent) to \(receiver)"
        }
    }
}

/// A delivery that found its receiver gone, as a `broadcast.skipped` record carries it.
///
/// ```swift
/// if case .broadcast(.skipped(.registrationGone(let receiver, _))) = record.event { print(receiver) }
/// ```
public enum BroadcastSkip: Hashable, Sendable {
    /// The runtime registration was unregistered, or died with its process, after the broadcast was sent.
    case registrationGone(ReceiverIdentity, action: String?)
    /// The app that sent an ordered broadcast died before its result receiver could run.
    case resultReceiverGone(package: String)
    /// The manifest receiver's process crashed while starting (in `Application.onCreate`).
    case processCrashedWhileStarting(ComponentName)

    var subject: String {
        switch self {
        case .registrationGone(let receiver, _):
            guard case .registration(_, _, let number) = receiver else { return receiver.description }
            return "registration#\(number)"
        case .resultReceiverGone(let package): return package
        case .processCrashedWhileStarting(let component): return component.shortString
        }
    }

    var details: String {
        switch self {
        case .registrationGone(_, let action): return "receiver gone: \(action ?? "-")"
        case .resultReceiverGone: return "final receiver gone with its process"
        case .processCrashedWhileStarting: return "process crashed while starting"
        }
    }

    var packageName: String {
        switch self {
        case .registrationGone(let receiver, _): return receiver.packageName
        case .resultReceiverGone(let package): return package
        case .processCrashedWhileStarting(let component): return component.packageName
        }
    }
}
