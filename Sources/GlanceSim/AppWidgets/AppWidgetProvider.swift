/// A widget provider: Android's `AppWidgetProvider`, a receiver whose `onReceive` turns AppWidgetService's
/// broadcasts into callbacks. Subclass it and override the callbacks you need (their default bodies are
/// empty); an override of ``onReceive(_:_:)`` must call `super`.
///
/// Dispatch follows AppWidgetProvider.onReceive (android.md §1.2): `APPWIDGET_UPDATE` calls ``onUpdate(_:_:_:)``
/// only with a non-empty `appWidgetIds`; `APPWIDGET_DELETED` calls ``onDeleted(_:_:)`` with the one
/// `appWidgetId`; `APPWIDGET_UPDATE_OPTIONS` needs both `appWidgetId` and `appWidgetOptions`;
/// `APPWIDGET_RESTORED` calls ``onRestored(_:_:_:)`` then ``onUpdate(_:_:_:)`` with the new ids; the API 35
/// `APPWIDGET_ENABLE_AND_UPDATE` calls ``onEnabled(_:)`` then ``onUpdate(_:_:_:)`` on the same instance.
/// Each callback is recorded in the trace as `widget.callback`.
///
/// ```swift
/// final class CalendarProvider: AppWidgetProvider {
///     override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
///         for id in ids { manager.updateAppWidget(id, views: RemoteViews(Text("Today"))) }
///     }
/// }
/// ```
open class AppWidgetProvider: BroadcastReceiver {
    /// Creates a provider; the system makes a new one for every broadcast.
    public init() {}

    /// Dispatches AppWidgetService's broadcasts to the callbacks; other actions are ignored.
    open func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        let manager = AppWidgetManager(context: context)
        let extras = intent.extras
        switch intent.action {
        case IntentAction.appWidgetUpdate:
            if let ids = extras.intArray(IntentExtra.appWidgetIds), !ids.isEmpty {
                try callback(context, .onUpdate(ids)) { try onUpdate(context, manager, ids) }
            }
        case IntentAction.appWidgetEnableAndUpdate:
            try callback(context, .onEnabled) { try onEnabled(context) }
            if let ids = extras.intArray(IntentExtra.appWidgetIds), !ids.isEmpty {
                try callback(context, .onUpdate(ids)) { try onUpdate(context, manager, ids) }
            }
        case IntentAction.appWidgetDeleted:
            if case .int(let id)? = extras[IntentExtra.appWidgetId] {
                try callback(context, .onDeleted([id])) { try onDeleted(context, [id]) }
            }
        case IntentAction.appWidgetOptionsChanged:
            if case .int(let id)? = extras[IntentExtra.appWidgetId],
                let options = extras.bundle(IntentExtra.appWidgetOptions)
            {
                try callback(context, .onAppWidgetOptionsChanged(id, options)) {
                    try onAppWidgetOptionsChanged(context, manager, id, options)
                }
            }
        case IntentAction.appWidgetEnabled:
            try callback(context, .onEnabled) { try onEnabled(context) }
        case IntentAction.appWidgetDisabled:
            try callback(context, .onDisabled) { try onDisabled(context) }
        case IntentAction.appWidgetRestored:
            if let old = extras.intArray(IntentExtra.appWidgetOldIds), !old.isEmpty {
                let new = extras.intArray(IntentExtra.appWidgetIds) ?? []
                try callback(context, .onRestored(old: old, new: new)) { try onRestored(context, old, new) }
                try callback(context, .onUpdate(new)) { try onUpdate(context, manager, new) }
            }
        default:
            break
        }
    }

    /// `onUpdate(context, appWidgetManager, appWidgetIds)`: draw these widgets.
    open func onUpdate(_ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetIds: [Int32])
        throws
    {}

    /// `onAppWidgetOptionsChanged`: a widget was resized; `newOptions` is the whole merged options bundle.
    open func onAppWidgetOptionsChanged(
        _ context: ReceiverContext,
        _ appWidgetManager: AppWidgetManager,
        _ appWidgetId: Int32,
        _ newOptions: AndroidBundle
    ) throws {}

    /// `onDeleted`: a widget was removed (always one id).
    open func onDeleted(_ context: ReceiverContext, _ appWidgetIds: [Int32]) throws {}

    /// `onEnabled`: the provider's first widget was added, or the device booted with widgets.
    open func onEnabled(_ context: ReceiverContext) throws {}

    /// `onDisabled`: the provider's last widget was removed.
    open func onDisabled(_ context: ReceiverContext) throws {}

    /// `onRestored`: widgets came back from a backup with new ids (same order as the old ones).
    open func onRestored(_ context: ReceiverContext, _ oldWidgetIds: [Int32], _ newWidgetIds: [Int32]) throws {}

    /// Records the callback (e.g. `onUpdate [1, 2]`) under the receiver's component, then runs it.
    private func callback(_ context: ReceiverContext, _ call: AppWidgetCallback, _ body: () throws -> Void) rethrows {
        context.device.record(.widgetCallback, .appWidget(.callback(receiver: context.receiverName, call)))
        try body()
    }
}
