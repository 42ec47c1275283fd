/// What a click on a view does, mirroring Glance's `Action` family.
///
/// ```swift
/// Button("Refresh", onClick: .runCallback(RefreshCallback.self, parameters: actionParametersOf(index.to(2))))
/// Text("Open").clickable(.startActivity(ComponentName(packageName: "com.ex", className: ".Main")))
/// Text("Count").clickable { count += 1 }
/// ```
///
/// - `runCallback`: a broadcast to Glance's `ActionCallbackBroadcastReceiver`, which creates the callback by
///   its class and calls `onAction(context, glanceId, parameters)` **outside** the widget's session; to
///   change what the widget shows, the callback must write state and call `update`.
/// - `startActivity`, `startService`, `sendBroadcast`: a `PendingIntent` for the intent. For activities
///   Glance puts the action's parameters into the intent's extras (see
///   `startActivity(_:parameters:)`).
/// - `lambda`: a broadcast back to the widget's receiver that runs the closure inside the session.
public enum GlanceAction: Hashable, CustomStringConvertible {
    /// Run the `ActionCallback` named `callback` (its type name) with `parameters`.
    case runCallback(callback: String, parameters: ActionParameters)
    /// Start the activity the intent names (`actionStartActivity`).
    case startActivity(Intent)
    /// Start the service the intent names (`actionStartService`); `foreground` uses `getForegroundService`.
    case startService(Intent, foreground: Bool)
    /// Send the intent as a broadcast (`actionSendBroadcast`).
    case sendBroadcast(Intent)
    /// Run a closure in the widget's session.
    case lambda(LambdaAction)

    /// `actionRunCallback<T>(parameters)`: the callback is named by `String(describing: T.self)`.
    public static func runCallback<T>(_ type: T.Type, parameters: ActionParameters = ActionParameters()) -> GlanceAction
    {
        .runCallback(callback: String(describing: type), parameters: parameters)
    }

    /// `actionStartActivity(componentName, parameters)`: an explicit intent whose extras are the parameters.
    public static func startActivity(
        _ component: ComponentName,
        parameters: ActionParameters = ActionParameters()
    ) -> GlanceAction {
        .startActivity(Intent(component: component), parameters: parameters)
    }

    /// `actionStartActivity(intent, parameters)`: the parameters are added to the intent's extras, as Glance's
    /// `getStartActivityIntent` does with `putExtras`.
    public static func startActivity(_ intent: Intent, parameters: ActionParameters) -> GlanceAction {
        var withExtras = intent
        withExtras.extras.putAll(parameters.bundle)
        return .startActivity(withExtras)
    }

    /// `actionStartService(componentName, isForegroundService)`.
    public static func startService(_ component: ComponentName, foreground: Bool = false) -> GlanceAction {
        .startService(Intent(component: component), foreground: foreground)
    }

    /// `actionSendBroadcast(action, componentName)`.
    public static func sendBroadcast(action: String, component: ComponentName? = nil) -> GlanceAction {
        .sendBroadcast(Intent(action: action, component: component))
    }

    /// `actionSendBroadcast(componentName)`.
    public static func sendBroadcast(_ component: ComponentName) -> GlanceAction {
        .sendBroadcast(Intent(component: component))
    }

    /// A lambda action running `block`, keyed by position unless `key` is given.
    public static func lambda(key: String? = nil, _ block: @escaping () throws -> Void) -> GlanceAction {
        .lambda(LambdaAction(key: key, block))
    }

    /// The lambda, if this is a lambda action.
    public var lambdaAction: LambdaAction? {
        if case .lambda(let lambda) = self { return lambda }
        return nil
    }

    /// The action as a compound button's click delivers it, carrying the new checked state.
    ///
    /// Glance wraps `onCheckedChange` in a `CompoundButtonAction`. Before API 31 it precomputes
    /// `ToggleableStateKey = !checked` into the parameters; from API 31 the platform fills
    /// `RemoteViews.EXTRA_CHECKED` (the same name) into the mutable PendingIntent's extras and
    /// `ActionCallbackBroadcastReceiver` copies it into the parameters. The result modelled here is the
    /// API 31+ one:
    /// - `runCallback`: ``ActionParameters/toggleableStateKey`` set in the parameters;
    /// - `startActivity`, `startService`, `sendBroadcast`: the extra `android.widget.extra.CHECKED` set on the intent;
    /// - `lambda`: unchanged — a lambda receives no value and reads or flips its own state.
    public func addingToggleableState(_ checked: Bool) -> GlanceAction {
        let key = ActionParameters.toggleableStateKey
        switch self {
        case .runCallback(let callback, let parameters):
            return .runCallback(callback: callback, parameters: parameters.setting(key, to: checked))
        case .startActivity(var intent):
            intent.extras[key.name] = .bool(checked)
            return .startActivity(intent)
        case .startService(var intent, let foreground):
            intent.extras[key.name] = .bool(checked)
            return .startService(intent, foreground: foreground)
        case .sendBroadcast(var intent):
            intent.extras[key.name] = .bool(checked)
            return .sendBroadcast(intent)
        case .lambda:
            return self
        }
    }

    /// The compact form used in snapshots: `runCallback(Refresh)`, `runCallback(Refresh, {index=2})`,
    /// `startActivity(Intent { … })`, `startService(Intent { … }, foreground)`, `sendBroadcast(Intent { … })`,
    /// `lambda#0.1`.
    public var description: String {
        switch self {
        case .runCallback(let callback, let parameters):
            parameters.isEmpty ? "runCallback(\(callback))" : "runCallback(\(callback), \(parameters))"
        case .startActivity(let intent): "startActivity(\(intent))"
        case .startService(let intent, let foreground):
            foreground ? "startService(\(intent), foreground)" : "startService(\(intent))"
        case .sendBroadcast(let intent): "sendBroadcast(\(intent))"
        case .lambda(let lambda): lambda.description
        }
    }
}

extension GlanceAction: Codable {}
