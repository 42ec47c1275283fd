import GlanceSimFormats

/// The rules of ``AppLinter``, each with the Android source that makes it true.
extension LintRule {
    /// Every rule, in the order `glancesim lint --help` lists them.
    public static let all: [LintRule] = [
        registeredOnlyBroadcast, missingExported, implicitBroadcast, updatePeriodClamped,
        updatePeriodWithWorkManager, receiverExportFlag, periodicWorkClamped, sharedUniqueWork, exactAlarmPermission,
        exactAlarmDeniedByDefault,
        missingBootPermission, modelDrift,
    ]

    public static let modelDrift = LintRule(
        id: "model-drift", severity: .warning,
        summary: "the behaviour file and the module's Kotlin or Java disagree",
        help: "GlanceSim runs what the behaviour file says, so its verdicts hold for the code only while the two agree "
            + "(`glancesim init MODULE --facts` lists what the code does, each at its line). Change the behaviour "
            + "file to say what the code does, or the code, and lint again. Values the code computes at run time "
            + "are not compared.")

    public static let registeredOnlyBroadcast = LintRule(
        id: "registered-only-broadcast", severity: .error,
        summary: "a manifest receiver listens for a broadcast Android sends to registered receivers only",
        help: "Android never delivers it to a receiver declared in the manifest: the system sends it with "
            + "FLAG_RECEIVER_REGISTERED_ONLY (Intent.java javadoc of ACTION_TIME_TICK, ACTION_SCREEN_ON/OFF, "
            + "ACTION_BATTERY_CHANGED, ACTION_CONFIGURATION_CHANGED: \"You cannot receive this through components "
            + "declared in manifests, only by explicitly registering for it with Context.registerReceiver()\"). "
            + "Register a receiver at run time, or schedule the work with AlarmManager or WorkManager.")

    public static let missingExported = LintRule(
        id: "missing-exported", severity: .error,
        summary: "a component with intent filters has no android:exported on API 31+",
        help: "The device refuses to install the app (INSTALL_PARSE_FAILED_MANIFEST_MALFORMED; "
            + "ParsingPackageUtils / ComponentParseUtils on Android 12, \"Targeting S+ … requires that an explicit "
            + "value for android:exported be defined when intent filters are present\"). Add android:exported.")

    public static let implicitBroadcast = LintRule(
        id: "implicit-broadcast", severity: .warning,
        summary: "a manifest receiver listens for an implicit system broadcast its target SDK no longer gets",
        help: "Since Android 8 (targetSdk 26) implicit broadcasts are not delivered to receivers declared in the "
            + "manifest, except the listed exemptions (developer.android.com/guide/components/broadcast-exceptions; "
            + "BroadcastQueue logs \"Background execution not allowed\"); CONNECTIVITY_ACTION stopped at targetSdk 24. "
            + "Register the receiver at run time while the app runs, or use WorkManager constraints or alarms.")

    public static let updatePeriodClamped = LintRule(
        id: "update-period-clamped", severity: .warning,
        summary: "updatePeriodMillis is below 30 minutes",
        help: "AppWidgetService clamps the period to 30 minutes (AppWidgetServiceImpl: period = "
            + "max(updatePeriodMillis, MIN_UPDATE_PERIOD), MIN_UPDATE_PERIOD = 30 min; the "
            + "AppWidgetProviderInfo.updatePeriodMillis javadoc: \"not delivered more than once every 30 "
            + "minutes\"). Use WorkManager or an alarm for faster refreshes.")

    public static let updatePeriodWithWorkManager = LintRule(
        id: "update-period-with-workmanager", severity: .warning,
        summary: "a widget has a nonzero updatePeriodMillis and also refreshes with WorkManager periodic work",
        help: "Both run: the updatePeriodMillis alarm wakes the app for APPWIDGET_UPDATE on top of the periodic "
            + "work (AppWidgetServiceImpl registers it whatever else the app does). Set "
            + "android:updatePeriodMillis=\"0\" when WorkManager refreshes the widget "
            + "(developer.android.com \"Optimize widget updates\").")

    public static let receiverExportFlag = LintRule(
        id: "receiver-export-flag", severity: .error,
        summary: "a runtime registration has neither RECEIVER_EXPORTED nor RECEIVER_NOT_EXPORTED at target SDK 34+",
        help: "registerReceiver throws SecurityException (ActivityManagerService.registerReceiverWithFeature, "
            + "Android 14: \"One of RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified when a receiver "
            + "isn't being registered exclusively for system broadcasts\"). Add exported: true or false.")

    public static let periodicWorkClamped = LintRule(
        id: "periodic-work-clamped", severity: .warning,
        summary: "periodic work repeats more often than every 15 minutes",
        help: "WorkManager raises the interval to PeriodicWorkRequest.MIN_PERIODIC_INTERVAL_MILLIS, 15 minutes "
            + "(androidx work-runtime PeriodicWorkRequest.kt / WorkSpec.setPeriodic, which logs \"Interval duration "
            + "lesser than minimum allowed value; Changed to 900000\").")

    public static let sharedUniqueWork = LintRule(
        id: "shared-unique-work", severity: .warning,
        summary: "several widget types' lifecycle callbacks use one unique work name",
        help: "Unique work names are per app, not per widget type: one type's onDisabled cancels the work another "
            + "type still needs, and KEEP keeps whichever type enqueued first (WorkManagerImpl.enqueueUniquePeriodicWork; "
            + "the shiguangschedule pitfall). Give each widget type its own name.")

    public static let missingBootPermission = LintRule(
        id: "missing-boot-permission", severity: .error,
        summary: "a BOOT_COMPLETED receiver in an app without RECEIVE_BOOT_COMPLETED",
        help: "The system sends BOOT_COMPLETED and LOCKED_BOOT_COMPLETED only to apps that hold "
            + "android.permission.RECEIVE_BOOT_COMPLETED (UserController.finishUserUnlockedCompleted / "
            + "sendLockedBootCompletedBroadcast pass it as the required permission), so the receiver never runs "
            + "after a reboot. Add <uses-permission android:name=\"android.permission.RECEIVE_BOOT_COMPLETED\"/>.")

    public static let exactAlarmPermission = LintRule(
        id: "exact-alarm-permission", severity: .error,
        summary: "exact alarms without SCHEDULE_EXACT_ALARM or USE_EXACT_ALARM on API 31+",
        help: "setExact/setExactAndAllowWhileIdle/setAlarmClock throw SecurityException for apps targeting API 31+ "
            + "that hold neither permission (AlarmManagerService.setImpl → hasScheduleExactAlarmInternal; "
            + "AlarmManager.setExact javadoc). Declare one in the manifest, or use an inexact alarm.")

    public static let exactAlarmDeniedByDefault = LintRule(
        id: "exact-alarm-denied-by-default", severity: .warning,
        summary: "exact alarms with only SCHEDULE_EXACT_ALARM, targeting API 33+",
        help: "On Android 14+ SCHEDULE_EXACT_ALARM is denied by default to apps targeting API 33+ "
            + "(SCHEDULE_EXACT_ALARM_DENIED_BY_DEFAULT): setExact throws SecurityException until the user turns on "
            + "Alarms & reminders (`set exact-alarms PACKAGE allow` in a scenario). Check "
            + "AlarmManager.canScheduleExactAlarms() first, or hold USE_EXACT_ALARM if the app is an alarm clock or "
            + "calendar (the ExactAlarmPermission rule, shared with the device).")
}
