import Testing

@testable import GlanceSim

/// The exact-alarm permission as Android grants it (AlarmManagerService.hasScheduleExactAlarmInternal,
/// AlarmManager.java:264-312 for the change ids `REQUIRE_EXACT_ALARM_PERMISSION` (S), `ENABLE_USE_EXACT_ALARM` (T),
/// `SCHEDULE_EXACT_ALARM_DENIED_BY_DEFAULT` (U); israfilbd/ff @ 8e46fa07), and the user's Alarms & reminders switch.
@Suite struct ExactAlarmPermissionTests {
    static let package = "com.example.reminders"
    static let action = "com.example.reminders.REMIND"
    static let schedule = [ExactAlarmPermission.schedule]

    /// The rule's table, row by row.
    @Test func theGrantFollowsTheDeviceTheTargetAndThePermission() {
        func grant(_ device: Int, _ target: Int, _ permissions: [String], user: Bool? = nil, allowlisted: Bool = false)
            -> ExactAlarmPermission
        {
            .grant(
                deviceSdk: device, targetSdk: target, permissions: permissions, userChoice: user,
                allowlisted: allowlisted)
        }
        #expect(grant(34, 30, []) == .notRequired)
        #expect(grant(30, 34, []) == .notRequired)
        #expect(grant(34, 34, []) == .notDeclared)
        #expect(grant(34, 34, Self.schedule) == .deniedByDefault)
        #expect(grant(33, 34, Self.schedule) == .allowedByDefault)
        #expect(grant(34, 32, Self.schedule) == .allowedByDefault)
        #expect(grant(34, 34, Self.schedule, user: true) == .allowedByUser)
        #expect(grant(34, 32, Self.schedule, user: false) == .deniedByUser)
        #expect(grant(34, 34, [ExactAlarmPermission.use]) == .useExactAlarm)
        // USE_EXACT_ALARM counts only for apps targeting 33+ (ENABLE_USE_EXACT_ALARM).
        #expect(grant(34, 32, [ExactAlarmPermission.use]) == .notDeclared)
        #expect(grant(34, 34, [], allowlisted: true) == .allowlisted)
        #expect(!ExactAlarmPermission.deniedByDefault.allowsExactAlarms)
    }

    /// An app targeting 34 that declares only SCHEDULE_EXACT_ALARM, on an API 35 phone, with a manifest receiver for
    /// the permission's state change.
    private static func install(on device: Device, log: Log) throws -> AppContext {
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34, usesPermissions: schedule)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".PermissionReceiver", exported: false,
                intentFilters: [IntentFilter(action: ExactAlarmPermission.stateChangedAction)]
            ) { BlockReceiver { _, intent in log.received.append(intent.action ?? "") } },
            ReceiverDeclaration(
                className: ".Remind", exported: false, intentFilters: [IntentFilter(action: action)]
            ) { BlockReceiver { context, _ in log.fired.append(context.device.now) } },
        ]
        try device.install(manifest)
        return try device.context(for: package)
    }

    final class Log {
        var received: [String] = []
        var fired: [SimInstant] = []
    }

    private static func operation(_ context: AppContext) throws -> PendingIntent {
        try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 0, intent: Intent(action: action, package: package), flags: .immutable))
    }

    /// SCHEDULE_EXACT_ALARM_DENIED_BY_DEFAULT: on Android 14+, the app's `setExact` throws the platform's
    /// SecurityException (AlarmManagerService.java:2958-2964) until the user allows it; allowing sends it
    /// ACTION_SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED (explicit, so its manifest receiver gets it at target 34).
    @Test func deniedByDefaultThenAllowedByTheUser() throws {
        let device = Device()
        let log = Log()
        let context = try Self.install(on: device, log: log)
        let at = device.clock.wallTime.millisecondsSinceEpoch + 60_000
        #expect(!context.alarmManager.canScheduleExactAlarms())
        let error = #expect(throws: AndroidException.self) {
            try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: at, operation: try Self.operation(context))
        }
        #expect(
            error?.message
                == "Caller \(Self.package) needs to hold android.permission.SCHEDULE_EXACT_ALARM or "
                + "android.permission.USE_EXACT_ALARM to set exact alarms.")
        try device.setExactAlarmsAllowed(true, for: Self.package)
        try device.advance(by: .seconds(1))
        #expect(log.received == [ExactAlarmPermission.stateChangedAction])
        #expect(try device.exactAlarmPermission(of: Self.package) == .allowedByUser)
        try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: at, operation: try Self.operation(context))
        try device.advance(by: .minutes(1))
        #expect(log.fired.count == 1)
    }

    /// Revoking removes every exact alarm the app set and kills the app; its inexact alarms stay
    /// (`removeExactAlarmsOnPermissionRevoked`). Nothing is broadcast on revocation.
    @Test func revokingRemovesTheExactAlarmsAndKillsTheApp() throws {
        let device = Device()
        let log = Log()
        let context = try Self.install(on: device, log: log)
        try device.setExactAlarmsAllowed(true, for: Self.package)
        let at = device.clock.wallTime.millisecondsSinceEpoch + 3_600_000
        try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: at, operation: try Self.operation(context))
        let inexact = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 1, intent: Intent(action: Self.action, package: Self.package), flags: .immutable))
        context.alarmManager.set(.rtcWakeup, triggerAtMillis: at, operation: inexact)
        try device.advance(by: .seconds(1))
        #expect(device.alarms().filter { $0.package == Self.package }.count == 2)
        try device.setExactAlarmsAllowed(false, for: Self.package)
        let left = device.alarms().filter { $0.package == Self.package }
        #expect(left.count == 1 && left.first?.windowMillis ?? 0 > 0)
        #expect(
            device.trace.records.contains { record in
                guard case .process(.death(Self.package, _, .exactAlarmPermissionRevoked, _)) = record.event else {
                    return false
                }
                return true
            })
        #expect(log.received == [ExactAlarmPermission.stateChangedAction])
    }

    /// Settings shows the switch only for apps that declare SCHEDULE_EXACT_ALARM.
    @Test func anAppWithoutThePermissionHasNoSwitch() throws {
        let device = Device()
        try device.install(AppManifest(packageName: "com.example.plain", targetSdkVersion: 34))
        #expect(throws: SimulationError.self) { try device.setExactAlarmsAllowed(true, for: "com.example.plain") }
        #expect(throws: SimulationError.self) { try device.setExactAlarmsAllowed(true, for: "com.example.none") }
    }
}
