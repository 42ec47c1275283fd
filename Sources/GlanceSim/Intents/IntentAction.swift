/// Android's broadcast action strings that the simulator sends or recognises, verbatim.
///
/// Values are from `android.content.Intent`, `android.os.PowerManager`
/// (`ACTION_DEVICE_IDLE_MODE_CHANGED`), `android.net.ConnectivityManager` (`CONNECTIVITY_ACTION`),
/// `android.app.AlarmManager` (`ACTION_NEXT_ALARM_CLOCK_CHANGED`) and
/// `android.appwidget.AppWidgetManager` (`ACTION_APPWIDGET_*`).
///
/// ```swift
/// let filter = IntentFilter(action: IntentAction.timeTick)
/// print(IntentAction.appWidgetOptionsChanged)  // android.appwidget.action.APPWIDGET_UPDATE_OPTIONS
/// ```
public enum IntentAction {
    /// `Intent.ACTION_TIME_TICK`: sent every minute, to registered receivers only.
    public static let timeTick = "android.intent.action.TIME_TICK"
    /// `Intent.ACTION_TIME_CHANGED`: the wall clock was set.
    public static let timeSet = "android.intent.action.TIME_SET"
    /// `Intent.ACTION_TIMEZONE_CHANGED`: the time zone changed; extra ``IntentExtra/timeZone``.
    public static let timezoneChanged = "android.intent.action.TIMEZONE_CHANGED"
    /// `Intent.ACTION_DATE_CHANGED`: the date changed (local midnight).
    public static let dateChanged = "android.intent.action.DATE_CHANGED"
    /// `Intent.ACTION_BOOT_COMPLETED`: the user is unlocked after boot.
    public static let bootCompleted = "android.intent.action.BOOT_COMPLETED"
    /// `Intent.ACTION_SHUTDOWN`: the device is shutting down or rebooting; to registered receivers only.
    public static let shutdown = "android.intent.action.ACTION_SHUTDOWN"
    /// `Intent.ACTION_LOCKED_BOOT_COMPLETED`: boot finished, user still locked (direct boot).
    public static let lockedBootCompleted = "android.intent.action.LOCKED_BOOT_COMPLETED"
    /// `Intent.ACTION_SCREEN_ON`.
    public static let screenOn = "android.intent.action.SCREEN_ON"
    /// `Intent.ACTION_SCREEN_OFF`.
    public static let screenOff = "android.intent.action.SCREEN_OFF"
    /// `Intent.ACTION_USER_PRESENT`: the keyguard was dismissed.
    public static let userPresent = "android.intent.action.USER_PRESENT"
    /// `Intent.ACTION_POWER_CONNECTED`.
    public static let powerConnected = "android.intent.action.ACTION_POWER_CONNECTED"
    /// `Intent.ACTION_POWER_DISCONNECTED`.
    public static let powerDisconnected = "android.intent.action.ACTION_POWER_DISCONNECTED"
    /// `Intent.ACTION_BATTERY_LOW`.
    public static let batteryLow = "android.intent.action.BATTERY_LOW"
    /// `Intent.ACTION_BATTERY_OKAY`.
    public static let batteryOkay = "android.intent.action.BATTERY_OKAY"
    /// `Intent.ACTION_BATTERY_CHANGED` (sticky).
    public static let batteryChanged = "android.intent.action.BATTERY_CHANGED"
    /// `Intent.ACTION_DEVICE_STORAGE_LOW`.
    public static let deviceStorageLow = "android.intent.action.DEVICE_STORAGE_LOW"
    /// `Intent.ACTION_DEVICE_STORAGE_OK`.
    public static let deviceStorageOk = "android.intent.action.DEVICE_STORAGE_OK"
    /// `PowerManager.ACTION_DEVICE_IDLE_MODE_CHANGED`: Doze was entered or left.
    public static let deviceIdleModeChanged = "android.os.action.DEVICE_IDLE_MODE_CHANGED"
    /// `PowerManager.ACTION_POWER_SAVE_MODE_CHANGED`: battery saver was turned on or off.
    public static let powerSaveModeChanged = "android.os.action.POWER_SAVE_MODE_CHANGED"
    /// `PowerManager.ACTION_LIGHT_DEVICE_IDLE_MODE_CHANGED`: light Doze was entered or left.
    public static let lightDeviceIdleModeChanged = "android.os.action.LIGHT_DEVICE_IDLE_MODE_CHANGED"
    /// `ConnectivityManager.CONNECTIVITY_ACTION`.
    public static let connectivityChange = "android.net.conn.CONNECTIVITY_CHANGE"
    /// `Intent.ACTION_MY_PACKAGE_REPLACED`: sent only to the updated package.
    public static let myPackageReplaced = "android.intent.action.MY_PACKAGE_REPLACED"
    /// `Intent.ACTION_PACKAGE_REPLACED`.
    public static let packageReplaced = "android.intent.action.PACKAGE_REPLACED"
    /// `Intent.ACTION_PACKAGE_ADDED`.
    public static let packageAdded = "android.intent.action.PACKAGE_ADDED"
    /// `Intent.ACTION_PACKAGE_REMOVED`.
    public static let packageRemoved = "android.intent.action.PACKAGE_REMOVED"
    /// `Intent.ACTION_LOCALE_CHANGED`.
    public static let localeChanged = "android.intent.action.LOCALE_CHANGED"
    /// `AlarmManager.ACTION_NEXT_ALARM_CLOCK_CHANGED`.
    public static let nextAlarmClockChanged = "android.app.action.NEXT_ALARM_CLOCK_CHANGED"

    /// `AppWidgetManager.ACTION_APPWIDGET_UPDATE`: extra ``IntentExtra/appWidgetIds``.
    public static let appWidgetUpdate = "android.appwidget.action.APPWIDGET_UPDATE"
    /// `AppWidgetManager.ACTION_APPWIDGET_ENABLED`: the provider's first widget was bound.
    public static let appWidgetEnabled = "android.appwidget.action.APPWIDGET_ENABLED"
    /// `AppWidgetManager.ACTION_APPWIDGET_DISABLED`: the provider's last widget was removed.
    public static let appWidgetDisabled = "android.appwidget.action.APPWIDGET_DISABLED"
    /// `AppWidgetManager.ACTION_APPWIDGET_DELETED`: extra ``IntentExtra/appWidgetId``.
    public static let appWidgetDeleted = "android.appwidget.action.APPWIDGET_DELETED"
    /// `AppWidgetManager.ACTION_APPWIDGET_OPTIONS_CHANGED` (note the string says `UPDATE_OPTIONS`).
    public static let appWidgetOptionsChanged = "android.appwidget.action.APPWIDGET_UPDATE_OPTIONS"
    /// `AppWidgetManager.ACTION_APPWIDGET_RESTORED`: extras ``IntentExtra/appWidgetOldIds`` and
    /// ``IntentExtra/appWidgetIds``.
    public static let appWidgetRestored = "android.appwidget.action.APPWIDGET_RESTORED"
    /// `AppWidgetManager.ACTION_APPWIDGET_HOST_RESTORED`: sent to the host package after a restore.
    public static let appWidgetHostRestored = "android.appwidget.action.APPWIDGET_HOST_RESTORED"
    /// `AppWidgetManager.ACTION_APPWIDGET_ENABLE_AND_UPDATE` (hidden, Android 15): ENABLED and UPDATE in one.
    public static let appWidgetEnableAndUpdate = "android.appwidget.action.APPWIDGET_ENABLE_AND_UPDATE"
    /// `AppWidgetManager.ACTION_APPWIDGET_CONFIGURE`: an activity action, not a broadcast.
    public static let appWidgetConfigure = "android.appwidget.action.APPWIDGET_CONFIGURE"
}
