import GlanceSim

/// What `forEachWidget` loops over.
package enum WidgetSelection {
    /// `".CalendarProvider"` or `"com.example/.Provider"`: `AppWidgetManager.getAppWidgetIds(provider)`.
    case provider(String)
    /// A Glance widget of the file: `GlanceAppWidgetManager.getGlanceIds`.
    case glanceWidget(String)
    /// `"${extras.appWidgetIds}"`: the ids an expression lists.
    case ids(TextTemplate)
}
