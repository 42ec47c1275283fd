/// Whether an app may set exact alarms (`AlarmManager.canScheduleExactAlarms`), as Android 14's AlarmManagerService
/// decides it (`hasScheduleExactAlarmInternal`, `isExactAlarmPermissionRequired`, the app op
/// `OP_SCHEDULE_EXACT_ALARM`'s default), by the device's API level and the app's target. One rule, read by the device
/// (``AlarmManager/setExact(_:triggerAtMillis:operation:)`` throws without it) and by lint.
///
/// | The app | Exact alarms |
/// |---|---|
/// | targets API 30 or lower, or the device runs API 30 or lower | allowed, no permission needed |
/// | holds `USE_EXACT_ALARM`, targets 33+, device 33+ | allowed (install-time, the user cannot revoke it) |
/// | on the power-save allowlist | allowed (`isExemptFromExactAlarmPermission`) |
/// | declares `SCHEDULE_EXACT_ALARM`, targets 31–32 (or the device runs 31–33) | allowed until the user turns it off |
/// | declares `SCHEDULE_EXACT_ALARM`, targets 33+, device 34+ | denied until the user turns on Alarms & reminders (`SCHEDULE_EXACT_ALARM_DENIED_BY_DEFAULT`) |
/// | declares neither | denied |
///
/// ```swift
/// let grant = ExactAlarmPermission.grant(
///     deviceSdk: 34, targetSdk: 34, permissions: [ExactAlarmPermission.schedule], userChoice: nil, allowlisted: false)
/// print(grant, grant.allowsExactAlarms)   // deniedByDefault false
/// ```
public enum ExactAlarmPermission: Hashable, Sendable, CustomStringConvertible {
    /// Below API 31 (the app's target or the device's) exact alarms need no permission
    /// (`REQUIRE_EXACT_ALARM_PERMISSION`, enabled since S).
    case notRequired
    /// `USE_EXACT_ALARM` (`ENABLE_USE_EXACT_ALARM`, enabled since T): granted at install.
    case useExactAlarm
    /// The app is on the power-save allowlist.
    case allowlisted
    /// `SCHEDULE_EXACT_ALARM` with the app op at its default, allowed.
    case allowedByDefault
    /// `SCHEDULE_EXACT_ALARM` with the app op at its default, denied: targets 33+ on an API 34+ device.
    case deniedByDefault
    /// The user turned Alarms & reminders on for the app.
    case allowedByUser
    /// The user turned it off.
    case deniedByUser
    /// The app declares neither permission.
    case notDeclared

    /// `android.permission.SCHEDULE_EXACT_ALARM`.
    public static let schedule = "android.permission.SCHEDULE_EXACT_ALARM"
    /// `android.permission.USE_EXACT_ALARM`.
    public static let use = "android.permission.USE_EXACT_ALARM"
    /// `AlarmManager.ACTION_SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED`: sent to the app when the user allows it.
    public static let stateChangedAction = "android.app.action.SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED"

    /// The rule (AlarmManagerService.java:2940-2975 `hasScheduleExactAlarmInternal`, AlarmManager.java:264-312 for the
    /// change ids, AppOpsCheckingServiceImpl for the op's default).
    public static func grant(
        deviceSdk: Int, targetSdk: Int, permissions: [String], userChoice: Bool?, allowlisted: Bool
    ) -> ExactAlarmPermission {
        guard deviceSdk >= 31 && targetSdk >= 31 else { return .notRequired }
        if deviceSdk >= 33 && targetSdk >= 33 && permissions.contains(use) { return .useExactAlarm }
        if allowlisted { return .allowlisted }
        guard permissions.contains(schedule) else { return .notDeclared }
        if let userChoice { return userChoice ? .allowedByUser : .deniedByUser }
        return deviceSdk >= 34 && targetSdk >= 33 ? .deniedByDefault : .allowedByDefault
    }

    /// Whether `setExact`, `setExactAndAllowWhileIdle` and `setAlarmClock` may be called.
    public var allowsExactAlarms: Bool {
        switch self {
        case .notRequired, .useExactAlarm, .allowlisted, .allowedByDefault, .allowedByUser: true
        case .deniedByDefault, .deniedByUser, .notDeclared: false
        }
    }

    public var description: String {
        switch self {
        case .notRequired: "notRequired"
        case .useExactAlarm: "useExactAlarm"
        case .allowlisted: "allowlisted"
        case .allowedByDefault: "allowedByDefault"
        case .deniedByDefault: "deniedByDefault"
        case .allowedByUser: "allowedByUser"
        case .deniedByUser: "deniedByUser"
        case .notDeclared: "notDeclared"
        }
    }
}
