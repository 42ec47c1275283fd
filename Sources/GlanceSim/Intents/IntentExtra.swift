/// Android's extra key strings used by the broadcasts the simulator sends, verbatim.
public enum IntentExtra {
    /// `Intent.EXTRA_TIMEZONE`: the new zone ID in ``IntentAction/timezoneChanged``.
    public static let timeZone = "time-zone"
    /// `AppWidgetManager.EXTRA_APPWIDGET_ID`: one widget id (`int`).
    public static let appWidgetId = "appWidgetId"
    /// `AppWidgetManager.EXTRA_APPWIDGET_IDS`: widget ids (`int[]`).
    public static let appWidgetIds = "appWidgetIds"
    /// `AppWidgetManager.EXTRA_APPWIDGET_OLD_IDS`: pre-restore widget ids (`int[]`).
    public static let appWidgetOldIds = "appWidgetOldIds"
    /// `AppWidgetManager.EXTRA_APPWIDGET_OPTIONS`: the widget's options (`Bundle`).
    public static let appWidgetOptions = "appWidgetOptions"
}
