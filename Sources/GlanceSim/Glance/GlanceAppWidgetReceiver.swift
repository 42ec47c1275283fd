/// The receiver of a Glance widget: Android's `GlanceAppWidgetReceiver`, an ``AppWidgetProvider`` that hands
/// the lifecycle to its ``glanceAppWidget``. Subclass it and override ``glanceAppWidget``.
///
/// - `onUpdate(ids)`: remembers that this receiver serves the widget type, then `update` for each id.
/// - `onAppWidgetOptionsChanged`: `resize` (a no-op for `.single`, and for `.responsive` on API 32+).
/// - `onDeleted`: closes the session, calls `onDelete`, deletes the state store `appWidget-<id>`.
/// - `ACTION_TRIGGER_LAMBDA`: runs a lambda action in the widget's session, starting one if needed.
/// - `LOCALE_CHANGED` and `androidx.glance.appwidget.action.DEBUG_UPDATE` (if in the intent filter):
///   `onUpdate` for the ids in the extras, or all of this receiver's widgets.
/// It does not override `onEnabled`/`onDisabled`. Exceptions from the widget are caught and logged, as Glance
/// does, so they do not crash the app.
///
/// ```swift
/// final class ClockReceiver: GlanceAppWidgetReceiver {
///     override var glanceAppWidget: GlanceAppWidget { ClockWidget() }
/// }
/// ```
open class GlanceAppWidgetReceiver: AppWidgetProvider {
    /// `GlanceAppWidgetReceiver.ACTION_DEBUG_UPDATE`.
    public static let actionDebugUpdate = "androidx.glance.appwidget.action.DEBUG_UPDATE"
    /// The action of a lambda click (`ACTION_TRIGGER_LAMBDA`).
    public static let actionTriggerLambda = "ACTION_TRIGGER_LAMBDA"
    /// The extra naming the lambda (`EXTRA_ACTION_KEY`).
    public static let extraActionKey = "EXTRA_ACTION_KEY"
    /// The extra naming the widget of a lambda click (`EXTRA_APPWIDGET_ID`).
    public static let extraAppWidgetId = "EXTRA_APPWIDGET_ID"

    /// Creates the receiver; the system makes one per broadcast.
    public override init() {}

    /// The widget this receiver serves.
    open var glanceAppWidget: GlanceAppWidget {
        preconditionFailure("\(type(of: self)) must override glanceAppWidget")
    }

    open override func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        switch intent.action {
        case IntentAction.localeChanged, Self.actionDebugUpdate:
            guard let component = context.component else { return }
            let ids =
                intent.extras.intArray(IntentExtra.appWidgetIds)
                ?? AppWidgetManager(context: context).getAppWidgetIds(component)
            try onUpdate(context, AppWidgetManager(context: context), ids)
        case Self.actionTriggerLambda:
            let id = intent.extras.int(Self.extraAppWidgetId, default: -1)
            let key = intent.extras.string(Self.extraActionKey) ?? ""
            logging(context, "lambda \(key)") {
                try context.device.glance.triggerLambda(
                    glanceAppWidget, context: context, id: GlanceId(appWidgetId: id), key: key)
            }
        default:
            try super.onReceive(context, intent)
        }
    }

    open override func onUpdate(
        _ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetIds: [Int32]
    )
        throws
    {
        let widget = glanceAppWidget
        if let component = context.component {
            GlanceAppWidgetManager(context: context).remember(receiver: component, serves: widget.widgetTypeName)
        }
        for id in appWidgetIds {
            logging(context, "update \(id)") { try widget.update(context, GlanceId(appWidgetId: id)) }
        }
    }

    open override func onAppWidgetOptionsChanged(
        _ context: ReceiverContext,
        _ appWidgetManager: AppWidgetManager,
        _ appWidgetId: Int32,
        _ newOptions: AndroidBundle
    ) throws {
        logging(context, "resize \(appWidgetId)") {
            try context.device.glance.resize(
                glanceAppWidget, context: context, id: GlanceId(appWidgetId: appWidgetId), options: newOptions)
        }
    }

    open override func onDeleted(_ context: ReceiverContext, _ appWidgetIds: [Int32]) throws {
        for id in appWidgetIds {
            context.device.glance.deleted(glanceAppWidget, context: context, id: GlanceId(appWidgetId: id))
        }
    }

    /// Glance catches and logs what the widget throws (except cancellation).
    private func logging(_ context: ReceiverContext, _ what: @autoclosure () -> String, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            context.device.record(
                .appWarning,
                .process(
                    .warning(
                        package: context.packageName, source: context.receiverName,
                        message: "GlanceAppWidget \(what()) failed: \(error)")))
        }
    }
}
