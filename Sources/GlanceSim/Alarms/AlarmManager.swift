/// An app's `AlarmManager`: alarms that send a PendingIntent at a time on the wall clock (RTC) or on the
/// time since boot (ELAPSED_REALTIME).
///
/// Android's rules are kept (AlarmManagerService `setImpl`, `maxTriggerTime`): a trigger less than 5 s
/// ahead moves to now + 5 s (`MIN_FUTURITY`); repeat intervals under 60 s become 60 s (`MIN_INTERVAL`);
/// windows over 12 h shrink to 1 h; from API 19, `set` and `setRepeating` are inexact with a window of
/// 75 % of the time ahead (or of the interval); from API 31, `setWindow` windows are at least 10 min and
/// `setExact` needs `SCHEDULE_EXACT_ALARM` or `USE_EXACT_ALARM`. The simulator fires an inexact alarm at
/// ``Device/inexactAlarmPoint`` of its window. Non-wakeup alarms that fall due while the screen is off
/// wait for the next wake. Alarms survive process death, not reboot.
///
/// ```swift
/// let tick = try PendingIntent.getBroadcast(context, requestCode: 1,
///     intent: Intent(action: "com.example.TICK", package: "com.example"), flags: .immutable)!
/// context.alarmManager.setRepeating(.rtc, triggerAtMillis: context.clock.wallTime.millisecondsSinceEpoch,
///                                   intervalMillis: 1_000, operation: tick)   // becomes 60 s, inexact
/// ```
public struct AlarmManager {
    let context: AppContext

    /// `AlarmManager.set`: inexact from API 19 (exact before).
    public func set(_ type: AlarmType, triggerAtMillis: Int64, operation: PendingIntent) {
        let legacyExact = context.targetSdkVersion < 19
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: legacyExact ? 0 : nil, interval: 0, operation: operation,
            package: context.packageName)
    }

    /// `AlarmManager.setExact`.
    /// - Throws: `SecurityException` on API 31+ without `SCHEDULE_EXACT_ALARM` or `USE_EXACT_ALARM`.
    public func setExact(_ type: AlarmType, triggerAtMillis: Int64, operation: PendingIntent) throws {
        try checkExactAlarmPermission()
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: 0, interval: 0, operation: operation, package: context.packageName)
    }

    /// `AlarmManager.setWindow`: delivered somewhere in `[windowStart, windowStart + windowLength]`.
    public func setWindow(
        _ type: AlarmType,
        windowStartMillis: Int64,
        windowLengthMillis: Int64,
        operation: PendingIntent
    ) {
        var window = windowLengthMillis
        if context.targetSdkVersion >= 31 && window > 0 && window < AlarmConstants.minWindow {
            window = AlarmConstants.minWindow  // ENFORCE_MINIMUM_WINDOW_ON_INEXACT_ALARMS
        }
        context.device.alarmManagerService.set(
            type, trigger: windowStartMillis, window: max(0, window), interval: 0, operation: operation,
            package: context.packageName)
    }

    /// `AlarmManager.setRepeating`: inexact from API 19, like ``setInexactRepeating(_:triggerAtMillis:intervalMillis:operation:)``.
    public func setRepeating(_ type: AlarmType, triggerAtMillis: Int64, intervalMillis: Int64, operation: PendingIntent)
    {
        let legacyExact = context.targetSdkVersion < 19
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: legacyExact ? 0 : nil, interval: intervalMillis,
            operation: operation, package: context.packageName)
    }

    /// `AlarmManager.setInexactRepeating`: repeats every interval with a window of 75 % of it.
    public func setInexactRepeating(
        _ type: AlarmType,
        triggerAtMillis: Int64,
        intervalMillis: Int64,
        operation: PendingIntent
    ) {
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: nil, interval: intervalMillis, operation: operation,
            package: context.packageName)
    }

    /// `AlarmManager.setAndAllowWhileIdle`: inexact like ``set(_:triggerAtMillis:operation:)``, and it may go off
    /// in Doze, at most 7 times an hour per app (`FLAG_ALLOW_WHILE_IDLE_COMPAT` at every API level,
    /// AlarmManagerService.java:2918-2981).
    ///
    /// ```swift
    /// context.alarmManager.setAndAllowWhileIdle(.elapsedRealtimeWakeup, triggerAtMillis: soon, operation: refresh)
    /// ```
    public func setAndAllowWhileIdle(_ type: AlarmType, triggerAtMillis: Int64, operation: PendingIntent) {
        let legacyExact = context.targetSdkVersion < 19
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: legacyExact ? 0 : nil, interval: 0, operation: operation,
            package: context.packageName, flags: .allowWhileIdleCompat)
    }

    /// `AlarmManager.setExactAndAllowWhileIdle`: exact, and it may go off in Doze — 72 times an hour per app when
    /// the app targets API 31+ (it then needs `SCHEDULE_EXACT_ALARM` or `USE_EXACT_ALARM`), 7 before
    /// (AlarmManagerService.java:2918-2981).
    /// - Throws: `SecurityException` on API 31+ without `SCHEDULE_EXACT_ALARM` or `USE_EXACT_ALARM`.
    ///
    /// ```swift
    /// try context.alarmManager.setExactAndAllowWhileIdle(.rtcWakeup, triggerAtMillis: at, operation: refresh)
    /// ```
    public func setExactAndAllowWhileIdle(_ type: AlarmType, triggerAtMillis: Int64, operation: PendingIntent) throws {
        try checkExactAlarmPermission()
        let flags: AlarmFlags =
            context.app.manifest.targetSdkVersion >= 31
            ? [.allowWhileIdle, .standalone] : [.allowWhileIdleCompat, .standalone]
        context.device.alarmManagerService.set(
            type, trigger: triggerAtMillis, window: 0, interval: 0, operation: operation, package: context.packageName,
            flags: flags)
    }

    /// `AlarmManager.setAlarmClock`: an exact RTC_WAKEUP alarm the user sees (`FLAG_WAKE_FROM_IDLE`): it goes off in
    /// Doze, and deep Doze ends ahead of it (the idle-until time moves to 2 minutes before it, and Doze stays
    /// INACTIVE from `min_time_to_alarm` before it until `inactive_to` after it).
    /// - Throws: `SecurityException` on API 31+ without `SCHEDULE_EXACT_ALARM` or `USE_EXACT_ALARM`.
    ///
    /// ```swift
    /// try context.alarmManager.setAlarmClock(triggerAtMillis: sevenAM, operation: ring)
    /// ```
    public func setAlarmClock(triggerAtMillis: Int64, operation: PendingIntent) throws {
        try checkExactAlarmPermission()
        context.device.alarmManagerService.set(
            .rtcWakeup, trigger: triggerAtMillis, window: 0, interval: 0, operation: operation,
            package: context.packageName, flags: [.wakeFromIdle, .standalone])
    }

    /// `AlarmManager.cancel`: removes every alarm of this app set with an equal PendingIntent.
    public func cancel(_ operation: PendingIntent) {
        context.device.alarmManagerService.cancel(operation, package: context.packageName)
    }

    /// The app's alarms, in the order they were set.
    public var alarms: [AlarmInfo] { context.device.alarmManagerService.alarms(of: context.packageName) }

    /// `AlarmManager.canScheduleExactAlarms()`: whether this app may set exact alarms now (``ExactAlarmPermission``).
    ///
    /// ```swift
    /// if context.alarmManager.canScheduleExactAlarms() { try context.alarmManager.setExact(…) }
    /// ```
    public func canScheduleExactAlarms() -> Bool {
        context.device.exactAlarmPermission(of: context.app).allowsExactAlarms
    }

    private func checkExactAlarmPermission() throws {
        let app = context.app
        guard context.device.exactAlarmPermission(of: app).allowsExactAlarms else {
            throw AndroidException.security(
                "Caller \(app.packageName) needs to hold android.permission.SCHEDULE_EXACT_ALARM or "
                    + "android.permission.USE_EXACT_ALARM to set exact alarms.")
        }
    }
}

/// AlarmManagerService's constants (`Constants.DEFAULT_*`).
enum AlarmConstants {
    /// `MIN_FUTURITY`: an app's alarm never fires sooner than this from when it is set.
    static let minFuturity: Int64 = 5_000
    /// `MIN_INTERVAL`: the shortest repeat interval.
    static let minInterval: Int64 = 60_000
    /// `MAX_INTERVAL`: the longest repeat interval (365 days).
    static let maxInterval: Int64 = 31_536_000_000
    /// `MIN_WINDOW`: the shortest inexact window for apps targeting API 31+.
    static let minWindow: Int64 = 600_000
    /// `MIN_FUZZABLE_INTERVAL`: alarms closer than this get no heuristic window.
    static let minFuzzableInterval: Int64 = 10_000
    /// Windows longer than `INTERVAL_HALF_DAY` are taken for a mistake and limited to `INTERVAL_HOUR`.
    static let halfDay: Int64 = 43_200_000
    static let hour: Int64 = 3_600_000
}
