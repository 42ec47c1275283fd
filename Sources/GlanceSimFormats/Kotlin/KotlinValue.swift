/// A value the code reader worked out from source: a literal, a constant it followed, or a platform constant.
package enum KotlinValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case double(Double)
    case boolean(Bool)
    /// A span of time, in milliseconds (`Duration.ofMinutes(15)`, `15.minutes`).
    case duration(Int64)
    /// A `TimeUnit` or `DurationUnit`, as milliseconds per unit.
    case timeUnit(Int64)
    /// An enum-style constant of a platform or app type: `ExistingPeriodicWorkPolicy.KEEP` is (type
    /// `ExistingPeriodicWorkPolicy`, name `KEEP`).
    case constant(type: String, name: String)
    /// A class literal, `W::class.java`, fully qualified.
    case classReference(String)

    /// The value as milliseconds when it is a duration or a number of milliseconds.
    package var milliseconds: Int64? {
        switch self {
        case .duration(let value), .integer(let value): value
        default: nil
        }
    }

    /// A string's text, or a constant's name.
    package var name: String? {
        switch self {
        case .string(let value): value
        case .constant(_, let name): name
        default: nil
        }
    }
}

/// What evaluating an expression gave: a value, or why there is none (said in a located TODO).
package enum KotlinEvaluation: Equatable, Sendable {
    case value(KotlinValue)
    case unknown(String)

    package var value: KotlinValue? {
        if case .value(let value) = self { return value }
        return nil
    }

    package var reason: String? {
        if case .unknown(let reason) = self { return reason }
        return nil
    }
}

/// The platform's constants that widget code uses, with their values from the Android and AndroidX sources.
///
/// Durations are in milliseconds: `AlarmManager.INTERVAL_*` (android.app.AlarmManager), `WorkRequest` and
/// `PeriodicWorkRequest`'s minimums (androidx.work), `TimeUnit` (java.util.concurrent) and `DurationUnit`
/// (kotlin.time). Actions are `Intent`'s and `AppWidgetManager`'s string values.
package enum PlatformConstants {
    static let enumTypes: Set<String> = [
        "ExistingPeriodicWorkPolicy", "ExistingWorkPolicy", "NetworkType", "BackoffPolicy", "OutOfQuotaPolicy",
    ]

    static let units: [String: Int64] = [
        "NANOSECONDS": 0, "MICROSECONDS": 0, "MILLISECONDS": 1, "SECONDS": 1000, "MINUTES": 60_000,
        "HOURS": 3_600_000, "DAYS": 86_400_000,
    ]

    static let values: [String: KotlinValue] = [
        "AlarmManager.INTERVAL_FIFTEEN_MINUTES": .integer(900_000),
        "AlarmManager.INTERVAL_HALF_HOUR": .integer(1_800_000),
        "AlarmManager.INTERVAL_HOUR": .integer(3_600_000),
        "AlarmManager.INTERVAL_HALF_DAY": .integer(43_200_000),
        "AlarmManager.INTERVAL_DAY": .integer(86_400_000),
        "AlarmManager.RTC_WAKEUP": .constant(type: "AlarmManager", name: "RTC_WAKEUP"),
        "AlarmManager.RTC": .constant(type: "AlarmManager", name: "RTC"),
        "AlarmManager.ELAPSED_REALTIME_WAKEUP": .constant(type: "AlarmManager", name: "ELAPSED_REALTIME_WAKEUP"),
        "AlarmManager.ELAPSED_REALTIME": .constant(type: "AlarmManager", name: "ELAPSED_REALTIME"),
        "WorkRequest.MIN_BACKOFF_MILLIS": .integer(10_000),
        "WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS": .integer(30_000),
        "PeriodicWorkRequest.MIN_PERIODIC_INTERVAL_MILLIS": .integer(900_000),
        "PeriodicWorkRequest.MIN_PERIODIC_FLEX_MILLIS": .integer(300_000),
        "Intent.ACTION_TIME_TICK": .string("android.intent.action.TIME_TICK"),
        "Intent.ACTION_TIME_CHANGED": .string("android.intent.action.TIME_SET"),
        "Intent.ACTION_TIMEZONE_CHANGED": .string("android.intent.action.TIMEZONE_CHANGED"),
        "Intent.ACTION_DATE_CHANGED": .string("android.intent.action.DATE_CHANGED"),
        "Intent.ACTION_BOOT_COMPLETED": .string("android.intent.action.BOOT_COMPLETED"),
        "Intent.ACTION_LOCKED_BOOT_COMPLETED": .string("android.intent.action.LOCKED_BOOT_COMPLETED"),
        "Intent.ACTION_SCREEN_ON": .string("android.intent.action.SCREEN_ON"),
        "Intent.ACTION_SCREEN_OFF": .string("android.intent.action.SCREEN_OFF"),
        "Intent.ACTION_USER_PRESENT": .string("android.intent.action.USER_PRESENT"),
        "Intent.ACTION_LOCALE_CHANGED": .string("android.intent.action.LOCALE_CHANGED"),
        "Intent.ACTION_MY_PACKAGE_REPLACED": .string("android.intent.action.MY_PACKAGE_REPLACED"),
        "Intent.ACTION_PACKAGE_REPLACED": .string("android.intent.action.PACKAGE_REPLACED"),
        "Intent.ACTION_BATTERY_CHANGED": .string("android.intent.action.BATTERY_CHANGED"),
        "Intent.ACTION_BATTERY_LOW": .string("android.intent.action.BATTERY_LOW"),
        "Intent.ACTION_BATTERY_OKAY": .string("android.intent.action.BATTERY_OKAY"),
        "Intent.ACTION_POWER_CONNECTED": .string("android.intent.action.ACTION_POWER_CONNECTED"),
        "Intent.ACTION_POWER_DISCONNECTED": .string("android.intent.action.ACTION_POWER_DISCONNECTED"),
        "Intent.ACTION_CONFIGURATION_CHANGED": .string("android.intent.action.CONFIGURATION_CHANGED"),
        "Intent.ACTION_CLOSE_SYSTEM_DIALOGS": .string("android.intent.action.CLOSE_SYSTEM_DIALOGS"),
        "Intent.ACTION_USER_UNLOCKED": .string("android.intent.action.USER_UNLOCKED"),
        "Intent.ACTION_AIRPLANE_MODE_CHANGED": .string("android.intent.action.AIRPLANE_MODE"),
        "Intent.ACTION_SHUTDOWN": .string("android.intent.action.ACTION_SHUTDOWN"),
        "Intent.ACTION_REBOOT": .string("android.intent.action.REBOOT"),
        "Intent.ACTION_PACKAGE_ADDED": .string("android.intent.action.PACKAGE_ADDED"),
        "Intent.ACTION_PACKAGE_REMOVED": .string("android.intent.action.PACKAGE_REMOVED"),
        "Intent.ACTION_PACKAGE_CHANGED": .string("android.intent.action.PACKAGE_CHANGED"),
        "Intent.ACTION_PROVIDER_CHANGED": .string("android.intent.action.PROVIDER_CHANGED"),
        "Intent.ACTION_DREAMING_STARTED": .string("android.intent.action.DREAMING_STARTED"),
        "Intent.ACTION_DREAMING_STOPPED": .string("android.intent.action.DREAMING_STOPPED"),
        "Intent.ACTION_MEDIA_EJECT": .string("android.intent.action.MEDIA_EJECT"),
        "Intent.ACTION_MEDIA_MOUNTED": .string("android.intent.action.MEDIA_MOUNTED"),
        "Intent.ACTION_MEDIA_UNMOUNTED": .string("android.intent.action.MEDIA_UNMOUNTED"),
        "Intent.ACTION_MEDIA_REMOVED": .string("android.intent.action.MEDIA_REMOVED"),
        "Intent.ACTION_DEVICE_STORAGE_LOW": .string("android.intent.action.DEVICE_STORAGE_LOW"),
        "Intent.ACTION_DEVICE_STORAGE_OK": .string("android.intent.action.DEVICE_STORAGE_OK"),
        "Intent.ACTION_MY_PACKAGE_SUSPENDED": .string("android.intent.action.MY_PACKAGE_SUSPENDED"),
        "Intent.ACTION_MY_PACKAGE_UNSUSPENDED": .string("android.intent.action.MY_PACKAGE_UNSUSPENDED"),
        "AlarmManager.ACTION_NEXT_ALARM_CLOCK_CHANGED": .string("android.app.action.NEXT_ALARM_CLOCK_CHANGED"),
        "AlarmManager.ACTION_SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED": .string(
            "android.app.action.SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED"),
        "Intent.ACTION_VIEW": .string("android.intent.action.VIEW"),
        "Intent.ACTION_MAIN": .string("android.intent.action.MAIN"),
        "AppWidgetManager.ACTION_APPWIDGET_UPDATE": .string("android.appwidget.action.APPWIDGET_UPDATE"),
        "AppWidgetManager.ACTION_APPWIDGET_OPTIONS_CHANGED": .string(
            "android.appwidget.action.APPWIDGET_UPDATE_OPTIONS"),
        "AppWidgetManager.ACTION_APPWIDGET_DELETED": .string("android.appwidget.action.APPWIDGET_DELETED"),
        "AppWidgetManager.ACTION_APPWIDGET_ENABLED": .string("android.appwidget.action.APPWIDGET_ENABLED"),
        "AppWidgetManager.ACTION_APPWIDGET_DISABLED": .string("android.appwidget.action.APPWIDGET_DISABLED"),
        "AppWidgetManager.ACTION_APPWIDGET_RESTORED": .string("android.appwidget.action.APPWIDGET_RESTORED"),
        "AppWidgetManager.ACTION_APPWIDGET_CONFIGURE": .string("android.appwidget.action.APPWIDGET_CONFIGURE"),
        "AppWidgetManager.INVALID_APPWIDGET_ID": .integer(0),
        "AppWidgetManager.EXTRA_APPWIDGET_IDS": .string("appWidgetIds"),
        "AppWidgetManager.EXTRA_APPWIDGET_ID": .string("appWidgetId"),
        "Long.MAX_VALUE": .integer(Int64.max),
    ]

    /// The constant a dotted name ends with (`androidx.work.ExistingPeriodicWorkPolicy.KEEP` too), if it is one.
    static func value(of dotted: [String]) -> KotlinValue? {
        guard dotted.count >= 2 else { return nil }
        let type = dotted[dotted.count - 2]
        let name = dotted[dotted.count - 1]
        if let value = values[type + "." + name] { return value }
        if enumTypes.contains(type) { return .constant(type: type, name: name) }
        if type == "TimeUnit" || type == "DurationUnit", let unit = units[name] { return .timeUnit(unit) }
        return nil
    }
}
