/// Edits a Glance widget's Preferences state (`updateAppWidgetState(context, glanceId) { prefs -> … }`).
///
/// The state lives in the app's storage as the DataStore `appWidget-<id>`: it survives process death and
/// reboot, and is deleted with the widget. Writing it does **not** re-render the widget: call
/// ``GlanceAppWidget/update(_:_:)`` afterwards.
///
/// ```swift
/// updateAppWidgetState(context, id) { $0[intPreferencesKey("count")] = 3 }
/// try ClockWidget().update(context, id)
/// ```
public func updateAppWidgetState(
    _ context: AppContext,
    _ id: GlanceId,
    _ body: (inout MutablePreferences) throws -> Void
) rethrows {
    try context.storage.dataStore(named: id.storeName).edit(body)
}

/// A Glance widget's current Preferences state (`getAppWidgetState`).
public func getAppWidgetState(_ context: AppContext, _ id: GlanceId) -> Preferences {
    context.storage.dataStore(named: id.storeName).data
}
