/// What a host sent when the user clicked a widget node: the node's ``GlanceAction`` as a `widget.click`
/// trace record carries it — the same cases and values, with a lambda named by its key (the closure itself
/// stays in the app's session).
///
/// ```swift
/// if case .appWidget(.click(_, _, _, .runCallback(let callback, _))) = record.event { print(callback) }
/// ```
public enum WidgetClickAction: Hashable, Sendable, CustomStringConvertible {
    /// A broadcast to Glance's `ActionCallbackBroadcastReceiver` running this callback with `parameters`.
    case runCallback(callback: String, parameters: ActionParameters)
    /// The activity the intent names was started.
    case startActivity(Intent)
    /// The service the intent names was started (`foreground` for `getForegroundService`).
    case startService(Intent, foreground: Bool)
    /// The intent was sent as a broadcast.
    case sendBroadcast(Intent)
    /// A broadcast to the widget's receiver running the lambda with this key in the session.
    case lambda(key: String)

    /// The clicked node's action.
    public init(_ action: GlanceAction) {
        switch action {
        case .runCallback(let callback, let parameters): self = .runCallback(callback: callback, parameters: parameters)
        case .startActivity(let intent): self = .startActivity(intent)
        case .startService(let intent, let foreground): self = .startService(intent, foreground: foreground)
        case .sendBroadcast(let intent): self = .sendBroadcast(intent)
        case .lambda(let lambda): self = .lambda(key: lambda.key)
        }
    }

    /// The action as ``GlanceAction/description`` writes it: `runCallback(Refresh)`, `lambda#0.1`, ….
    public var description: String {
        switch self {
        case .runCallback(let callback, let parameters):
            GlanceAction.runCallback(callback: callback, parameters: parameters).description
        case .startActivity(let intent): GlanceAction.startActivity(intent).description
        case .startService(let intent, let foreground):
            GlanceAction.startService(intent, foreground: foreground).description
        case .sendBroadcast(let intent): GlanceAction.sendBroadcast(intent).description
        case .lambda(let key): LambdaAction(key: key) {}.description
        }
    }
}
