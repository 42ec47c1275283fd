/// Code a `runCallback` click runs: Glance's `ActionCallback`. Glance makes a new instance with the public
/// no-argument initialiser for each click and calls ``onAction(_:_:_:)`` outside the widget's session: to
/// change what the widget shows, write its state and call `update`.
///
/// List the app's callbacks in ``AppManifest/actionCallbacks``; the manifest then gets Glance's
/// `ActionCallbackBroadcastReceiver`, as Glance's manifest merge adds it.
///
/// ```swift
/// final class ToggleItem: ActionCallback {
///     static let index = ActionParameters.Key<Int32>("index")
///     init() {}
///     func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws {
///         updateAppWidgetState(context, glanceId) { $0[booleanPreferencesKey("done") ] = true }
///         try TodoWidget().update(context, glanceId)
///     }
/// }
/// ```
public protocol ActionCallback: AnyObject {
    /// Glance instantiates callbacks by reflection; a public no-argument initialiser is required.
    init()
    /// Handles the click.
    func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws
}

/// Glance's `ActionCallbackBroadcastReceiver`: receives `runCallback` clicks and runs the named callback.
final class ActionCallbackBroadcastReceiver: BroadcastReceiver {
    static let className = "androidx.glance.appwidget.action.ActionCallbackBroadcastReceiver"
    static let extraCallbackClass = "ActionCallbackBroadcastReceiver:callbackClass"
    static let extraAppWidgetId = "ActionCallbackBroadcastReceiver:appWidgetId"
    static let extraParameters = "ActionCallbackBroadcastReceiver:parameters"

    let callbacks: [String: () -> any ActionCallback]

    init(callbacks: [String: () -> any ActionCallback]) {
        self.callbacks = callbacks
    }

    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        let name = intent.extras.string(Self.extraCallbackClass) ?? ""
        let id = GlanceId(appWidgetId: intent.extras.int(Self.extraAppWidgetId, default: -1))
        let parameters = ActionParameters(bundle: intent.extras.bundle(Self.extraParameters) ?? AndroidBundle())
        guard let makeCallback = callbacks[name] else {
            context.device.record(
                .appWarning,
                .process(
                    .warning(
                        package: context.packageName, source: context.receiverName,
                        message: "no ActionCallback named '\(name)'")))
            return
        }
        context.device.record(
            .glanceAction,
            .glance(
                .callbackAction(receiver: context.receiverName, callback: name, glanceId: id, parameters: parameters)))
        do {
            try makeCallback().onAction(context, id, parameters)
        } catch {
            // ActionCallbackBroadcastReceiver logs errors and does not rethrow.
            context.device.record(
                .appWarning,
                .process(
                    .warning(
                        package: context.packageName, source: context.receiverName,
                        message: "\(name).onAction failed: \(error)")))
        }
    }
}
