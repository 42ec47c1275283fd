import GlanceSim
import Testing

@Suite struct IntentConstantsTests {
    // Values of the constants in android.content.Intent, PowerManager, ConnectivityManager, AlarmManager
    // and AppWidgetManager (AOSP frameworks/base).
    @Test(arguments: [
        (IntentAction.timeTick, "android.intent.action.TIME_TICK"),
        (IntentAction.timeSet, "android.intent.action.TIME_SET"),
        (IntentAction.timezoneChanged, "android.intent.action.TIMEZONE_CHANGED"),
        (IntentAction.dateChanged, "android.intent.action.DATE_CHANGED"),
        (IntentAction.bootCompleted, "android.intent.action.BOOT_COMPLETED"),
        (IntentAction.lockedBootCompleted, "android.intent.action.LOCKED_BOOT_COMPLETED"),
        (IntentAction.powerConnected, "android.intent.action.ACTION_POWER_CONNECTED"),
        (IntentAction.powerDisconnected, "android.intent.action.ACTION_POWER_DISCONNECTED"),
        (IntentAction.deviceIdleModeChanged, "android.os.action.DEVICE_IDLE_MODE_CHANGED"),
        (IntentAction.connectivityChange, "android.net.conn.CONNECTIVITY_CHANGE"),
        (IntentAction.nextAlarmClockChanged, "android.app.action.NEXT_ALARM_CLOCK_CHANGED"),
        (IntentAction.appWidgetUpdate, "android.appwidget.action.APPWIDGET_UPDATE"),
        (IntentAction.appWidgetOptionsChanged, "android.appwidget.action.APPWIDGET_UPDATE_OPTIONS"),
        (IntentAction.appWidgetEnableAndUpdate, "android.appwidget.action.APPWIDGET_ENABLE_AND_UPDATE"),
        (IntentCategory.default, "android.intent.category.DEFAULT"),
        (IntentExtra.timeZone, "time-zone"),
        (IntentExtra.appWidgetOldIds, "appWidgetOldIds"),
        (IntentExtra.appWidgetOptions, "appWidgetOptions"),
    ])
    func constantsHoldAndroidStrings(value: String, expected: String) {
        #expect(value == expected)
    }

    // developer.android.com/guide/components/broadcast-exceptions (android.md §3.4).
    @Test(arguments: [
        IntentAction.bootCompleted, IntentAction.lockedBootCompleted, IntentAction.timeSet,
        IntentAction.timezoneChanged, IntentAction.nextAlarmClockChanged, IntentAction.localeChanged,
        "android.intent.action.PACKAGE_FULLY_REMOVED", "android.intent.action.MEDIA_MOUNTED",
    ])
    func exemptActionsReachManifestReceivers(action: String) {
        #expect(BroadcastPolicy.implicitBroadcastExemptions.contains(action))
        let sent = BroadcastPolicy.asSystemSends(Intent(action: action))
        #expect(!BroadcastPolicy.skipsManifestReceiver(sent, targetSdk: 34))
    }

    // The same page: DATE_CHANGED, TIME_TICK and other package broadcasts are not exempt.
    @Test(arguments: [
        IntentAction.dateChanged, IntentAction.timeTick, IntentAction.packageReplaced, IntentAction.packageAdded,
        IntentAction.screenOn, IntentAction.appWidgetUpdate,
    ])
    func otherImplicitActionsAreNotExempt(action: String) {
        #expect(!BroadcastPolicy.implicitBroadcastExemptions.contains(action))
        let sent = BroadcastPolicy.asSystemSends(Intent(action: action))
        #expect(BroadcastPolicy.skipsManifestReceiver(sent, targetSdk: 34))
    }

    // <protected-broadcast> entries in AOSP core/res/AndroidManifest.xml.
    @Test(arguments: [
        IntentAction.timeTick, IntentAction.screenOff, IntentAction.batteryChanged, IntentAction.deviceIdleModeChanged,
        IntentAction.connectivityChange, IntentAction.myPackageReplaced, IntentAction.appWidgetEnabled,
        IntentAction.appWidgetDisabled, IntentAction.appWidgetDeleted, IntentAction.appWidgetOptionsChanged,
        IntentAction.appWidgetRestored, IntentAction.appWidgetHostRestored,
    ])
    func protectedBroadcastsAreSystemOnly(action: String) {
        #expect(BroadcastPolicy.systemOnlyActions.contains(action))
    }

    // APPWIDGET_UPDATE is not in the protected-broadcast list: apps may send it to their own provider.
    @Test func appWidgetUpdateIsNotSystemOnly() {
        #expect(!BroadcastPolicy.systemOnlyActions.contains(IntentAction.appWidgetUpdate))
        #expect(!BroadcastPolicy.systemOnlyActions.contains(IntentAction.appWidgetConfigure))
    }
}
