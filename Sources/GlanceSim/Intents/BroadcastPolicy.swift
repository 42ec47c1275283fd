/// Android's platform lists that decide who may send or receive a broadcast.
///
/// The lists are unordered sets, meant for membership tests; sort them before rendering any of them.
///
/// ```swift
/// let intent = BroadcastPolicy.asSystemSends(Intent(action: IntentAction.dateChanged))
/// print(BroadcastPolicy.skipsManifestReceiver(intent, targetSdk: 34))  // true: DATE_CHANGED is not exempt
/// ```
public enum BroadcastPolicy {
    /// The actions exempt from the Android 8 (API 26) limit on implicit broadcasts to manifest receivers: the
    /// system's senders of these set ``IntentFlags/receiverIncludeBackground`` on each send (UserController's
    /// BOOT_COMPLETED, AlarmManagerService's TIME_SET and TIMEZONE_CHANGED, …), and the flag, not this list, is what
    /// lets a manifest receiver have them (``skipsManifestReceiver(_:targetSdk:)``). ``asSystemSends(_:)`` sets it
    /// for the device's and the scenarios' system sends and for lint.
    ///
    /// Source: https://developer.android.com/guide/components/broadcast-exceptions (android.md §3.4,
    /// DOC-bcx); the strings are the constants' values in AOSP. `TelephonyIntents.ACTION_*_SUBSCRIPTION_CHANGED` is
    /// taken as the default data and default voice subscription actions, which are the two in AOSP's
    /// protected-broadcast list.
    ///
    /// UNCONFIRMED (listed by the live page but not by the page text the reference cites):
    /// `NEW_OUTGOING_CALL`, `DEVICE_OWNER_CHANGED`, `SMS_RECEIVED` and `WAP_PUSH_RECEIVED`.
    ///
    /// Not exempt, per the same page: `DATE_CHANGED`, `TIME_TICK` and the other package broadcasts such as
    /// `PACKAGE_REPLACED`.
    public static let implicitBroadcastExemptions: Set<String> = [
        // Boot.
        IntentAction.lockedBootCompleted,
        IntentAction.bootCompleted,
        // Users.
        "android.intent.action.USER_INITIALIZE",
        "android.intent.action.USER_ADDED",
        "android.intent.action.USER_REMOVED",
        // Time.
        IntentAction.timeSet,
        IntentAction.timezoneChanged,
        IntentAction.nextAlarmClockChanged,
        // Locale.
        IntentAction.localeChanged,
        // USB.
        "android.hardware.usb.action.USB_ACCESSORY_ATTACHED",
        "android.hardware.usb.action.USB_ACCESSORY_DETACHED",
        "android.hardware.usb.action.USB_DEVICE_ATTACHED",
        "android.hardware.usb.action.USB_DEVICE_DETACHED",
        // Bluetooth.
        "android.bluetooth.headset.profile.action.CONNECTION_STATE_CHANGED",
        "android.bluetooth.a2dp.profile.action.CONNECTION_STATE_CHANGED",
        "android.bluetooth.device.action.ACL_CONNECTED",
        "android.bluetooth.device.action.ACL_DISCONNECTED",
        // Telephony.
        "android.telephony.action.CARRIER_CONFIG_CHANGED",
        "android.intent.action.ACTION_DEFAULT_DATA_SUBSCRIPTION_CHANGED",
        "android.intent.action.ACTION_DEFAULT_VOICE_SUBSCRIPTION_CHANGED",
        "android.provider.Telephony.SECRET_CODE",
        "android.intent.action.PHONE_STATE",
        "android.telecom.action.PHONE_ACCOUNT_REGISTERED",
        "android.telecom.action.PHONE_ACCOUNT_UNREGISTERED",
        // Accounts.
        "android.accounts.LOGIN_ACCOUNTS_CHANGED",
        "android.accounts.action.ACCOUNT_REMOVED",
        // Packages: data cleared by the user, another package fully removed.
        "android.intent.action.PACKAGE_DATA_CLEARED",
        "android.intent.action.PACKAGE_FULLY_REMOVED",
        // Calendar.
        "android.intent.action.EVENT_REMINDER",
        // Storage volumes.
        "android.intent.action.MEDIA_MOUNTED",
        "android.intent.action.MEDIA_CHECKING",
        "android.intent.action.MEDIA_UNMOUNTED",
        "android.intent.action.MEDIA_EJECT",
        "android.intent.action.MEDIA_UNMOUNTABLE",
        "android.intent.action.MEDIA_REMOVED",
        "android.intent.action.MEDIA_BAD_REMOVAL",
        // UNCONFIRMED in the reference (see above).
        "android.intent.action.NEW_OUTGOING_CALL",
        "android.app.action.DEVICE_OWNER_CHANGED",
        "android.provider.Telephony.SMS_RECEIVED",
        "android.provider.Telephony.WAP_PUSH_RECEIVED",
    ]

    /// Actions the system sends with ``IntentFlags/receiverRegisteredOnly``: manifest receivers never get them
    /// (ActivityManagerService.java:15652-15654 resolves no manifest receiver for such a send). Send sites in Android 14:
    /// TIME_TICK (AlarmManagerService), SCREEN_ON/OFF (Notifier), BATTERY_CHANGED (BatteryService),
    /// CONFIGURATION_CHANGED and CLOSE_SYSTEM_DIALOGS (ActivityManagerService), DEVICE_IDLE_MODE_CHANGED,
    /// LIGHT_DEVICE_IDLE_MODE_CHANGED (DeviceIdleController), POWER_SAVE_MODE_CHANGED (PowerManagerService),
    /// ACTION_SHUTDOWN (ShutdownThread), DREAMING_STARTED/STOPPED (DreamManagerService). One list for the device
    /// (``BroadcastQueue`` adds the flag to every system send of these) and for lint.
    public static let registeredOnlyActions: Set<String> = [
        IntentAction.timeTick, IntentAction.screenOn, IntentAction.screenOff, IntentAction.batteryChanged,
        "android.intent.action.CONFIGURATION_CHANGED", "android.intent.action.CLOSE_SYSTEM_DIALOGS",
        IntentAction.deviceIdleModeChanged, IntentAction.lightDeviceIdleModeChanged,
        "android.os.action.POWER_SAVE_MODE_CHANGED", IntentAction.shutdown, "android.intent.action.DREAMING_STARTED",
        "android.intent.action.DREAMING_STOPPED",
    ]

    /// Whether a broadcast skips a manifest receiver of an app targeting `targetSdk` (BroadcastSkipPolicy
    /// `disallowBackgroundStart`, :341-348, for apps the background check restricts, which every app targeting API 26+
    /// is, ActivityManagerService.java:6243-6284): ``IntentFlags/receiverExcludeBackground`` always; an implicit
    /// broadcast (no component, no package) unless it carries ``IntentFlags/receiverIncludeBackground`` — which the
    /// system's senders of the ``implicitBroadcastExemptions`` set (``asSystemSends(_:)``). And CONNECTIVITY_ACTION to
    /// apps targeting API 24+ (Android 7). One rule for the device and for lint.
    ///
    /// ```swift
    /// var provider = Intent(action: "android.intent.action.PROVIDER_CHANGED")
    /// BroadcastPolicy.skipsManifestReceiver(provider, targetSdk: 34)   // true
    /// provider.flags.insert(.receiverIncludeBackground)                // as CalendarProvider2 sends it
    /// BroadcastPolicy.skipsManifestReceiver(provider, targetSdk: 34)   // false
    /// ```
    public static func skipsManifestReceiver(_ intent: Intent, targetSdk: Int) -> Bool {
        if targetSdk >= 26 && intent.flags.contains(.receiverExcludeBackground) { return true }
        guard !intent.isExplicit, !intent.flags.contains(.receiverIncludeBackground) else { return false }
        if targetSdk >= 24 && intent.action == IntentAction.connectivityChange { return true }
        return targetSdk >= 26
    }

    /// The intent as the system's sender of its action sends it: with ``IntentFlags/receiverRegisteredOnly`` for the
    /// ``registeredOnlyActions`` and ``IntentFlags/receiverIncludeBackground`` for the
    /// ``implicitBroadcastExemptions``, as each platform sender sets them. The device's system sends and lint both
    /// go through it.
    ///
    /// ```swift
    /// let boot = BroadcastPolicy.asSystemSends(Intent(action: IntentAction.bootCompleted))
    /// print(boot.flags.contains(.receiverIncludeBackground))  // true
    /// ```
    public static func asSystemSends(_ intent: Intent) -> Intent {
        guard let action = intent.action else { return intent }
        var intent = intent
        intent.flags.formUnion(systemSendFlags(action: action, data: intent.data))
        return intent
    }

    /// The flags ``asSystemSends(_:)`` adds to a broadcast of `action` with `data`.
    static func systemSendFlags(action: String, data: URI?) -> IntentFlags {
        var flags: IntentFlags = []
        if registeredOnlyActions.contains(action) { flags.insert(.receiverRegisteredOnly) }
        if implicitBroadcastExemptions.contains(action)
            || (action == providerChanged && data?.host.map(includeBackgroundProviders.contains) == true)
        {
            flags.insert(.receiverIncludeBackground)
        }
        return flags
    }

    /// Whether ``systemSendFlags(action:data:)`` depends on the data as well as the action.
    static func systemSendFlagsReadData(_ action: String) -> Bool { action == providerChanged }

    /// `Intent.ACTION_PROVIDER_CHANGED`.
    public static let providerChanged = "android.intent.action.PROVIDER_CHANGED"

    /// The content providers whose PROVIDER_CHANGED carries ``IntentFlags/receiverIncludeBackground``:
    /// CalendarProvider2's change notification (`doSendUpdateNotification`) adds the flag, so a manifest receiver
    /// of `content://com.android.calendar` gets it at any target SDK. Other providers' sends carry no flag.
    public static let includeBackgroundProviders: Set<String> = ["com.android.calendar"]

    /// Protected broadcasts: actions only the system may send, which count as "system broadcasts" for the
    /// Android 14 `registerReceiver` rule that otherwise requires `RECEIVER_EXPORTED` or
    /// `RECEIVER_NOT_EXPORTED`.
    ///
    /// Source: the `<protected-broadcast>` entries of AOSP `core/res/AndroidManifest.xml` (Android 15-era
    /// copy, `Neoteric-OS/android_frameworks_base`); `ActivityManagerService.registerReceiverWithFeature`
    /// exempts a filter whose every action passes `PackageManager.isProtectedBroadcast`. This is the subset
    /// the simulator uses.
    ///
    /// Of the app-widget actions, only ENABLED, DISABLED, DELETED, UPDATE_OPTIONS, RESTORED and
    /// HOST_RESTORED are protected. `APPWIDGET_UPDATE` is not (apps may send it to their own provider, as
    /// the `AppWidgetManager` javadoc implies), nor are the hidden `APPWIDGET_ENABLE_AND_UPDATE` and the
    /// activity action `APPWIDGET_CONFIGURE`, so they are absent here.
    public static let systemOnlyActions: Set<String> = [
        IntentAction.timeTick,
        IntentAction.timeSet,
        IntentAction.timezoneChanged,
        IntentAction.dateChanged,
        IntentAction.bootCompleted,
        IntentAction.lockedBootCompleted,
        IntentAction.screenOn,
        IntentAction.screenOff,
        IntentAction.userPresent,
        IntentAction.powerConnected,
        IntentAction.powerDisconnected,
        IntentAction.batteryLow,
        IntentAction.batteryOkay,
        IntentAction.batteryChanged,
        IntentAction.deviceStorageLow,
        IntentAction.deviceStorageOk,
        IntentAction.deviceIdleModeChanged,
        IntentAction.lightDeviceIdleModeChanged,
        IntentAction.powerSaveModeChanged,
        IntentAction.connectivityChange,
        IntentAction.packageAdded,
        IntentAction.packageReplaced,
        IntentAction.packageRemoved,
        "android.intent.action.PACKAGE_FULLY_REMOVED",
        "android.intent.action.PACKAGE_CHANGED",
        "android.intent.action.PACKAGE_RESTARTED",
        "android.intent.action.PACKAGE_DATA_CLEARED",
        IntentAction.myPackageReplaced,
        IntentAction.localeChanged,
        IntentAction.nextAlarmClockChanged,
        IntentAction.appWidgetEnabled,
        IntentAction.appWidgetDisabled,
        IntentAction.appWidgetDeleted,
        IntentAction.appWidgetOptionsChanged,
        IntentAction.appWidgetRestored,
        IntentAction.appWidgetHostRestored,
    ]
}
