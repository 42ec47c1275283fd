import GlanceSim
import Testing

/// The nightstand night (issue "Doze"): a phone screen off, still and unplugged from 23:00, unlocked at 07:00,
/// with a 15-minute CONNECTED periodic work, a widget with a 30-minute `updatePeriodMillis`, an exact alarm (not
/// while-idle) for 04:00 and an exact while-idle alarm every 5 minutes. Every time below was worked out by hand from
/// AOSP 14's `config_device_idle.xml` (see ``DozeTimelineTests``) and these rules:
/// - jobs are held in light IDLE (23:04–23:09, 23:09:05–23:19:05, 23:19:10–23:34:10, 23:34:15–23:49:15, 23:49:20–)
///   and deep IDLE (00:00:30–01:00:30, 01:01–03:01, 03:01:30–07:01:30), and re-checked 3 s after a window opens
///   (DeviceIdleJobsController.java:59, 164-172); WorkManager times the next period from the end of the last run;
/// - alarms are held only in deep IDLE, until it ends (AlarmManagerService.java:2516-2561, 4106-4111); the unlock at
///   07:00 ends it;
/// - exact while-idle alarms of an app targeting API 31+ with the exact-alarm permission go off in deep IDLE up to 72 an
///   hour (:777-781, 2918-2981);
/// - AppWidgetService's update alarm is the system's own (FLAG_ALLOW_WHILE_IDLE_UNRESTRICTED, :2893-2899;
///   AppWidgetServiceImpl.java:2556-2564): it fires every 30 minutes all night.
@Suite struct NightstandNightTests {
    static let package = "com.example.night"
    static let every5 = "com.example.night.EVERY5"
    static let at4 = "com.example.night.AT4"

    private final class Log {
        var fired: [String] = []
        var runs: [String] = []
    }

    private func wall(_ device: Device, _ hour: Int, _ minute: Int = 0, nextDay: Bool = false) -> Int64 {
        WallTime(year: 2026, month: 1, day: nextDay ? 2 : 1, hour: hour, minute: minute).millisecondsSinceEpoch
    }

    private func time(_ device: Device) -> String {
        String(device.clock.localDateTime.description.suffix(8))
    }

    private func night(parameters: DozeParameters = .aosp) throws -> (Device, Log, Recorder) {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1, hour: 22))
        device.dozeParameters = parameters
        let log = Log()
        var manifest = AppManifest(
            packageName: Self.package, targetSdkVersion: 35,
            usesPermissions: ["android.permission.SCHEDULE_EXACT_ALARM", "android.permission.USE_EXACT_ALARM"])
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Every5", exported: false, intentFilters: [IntentFilter(action: Self.every5)]
            ) {
                BlockReceiver { context, _ in
                    log.fired.append("\(String(context.clock.localDateTime.description.suffix(8))) every5")
                    try Self.armEvery5(context)
                }
            },
            ReceiverDeclaration(
                className: ".At4", exported: false, intentFilters: [IntentFilter(action: Self.at4)]
            ) {
                BlockReceiver { context, _ in
                    log.fired.append("\(String(context.clock.localDateTime.description.suffix(8))) at4")
                }
            },
        ]
        manifest.workers["Sync"] = {
            ScriptWorker("Sync", duration: .zero, log: WorkLog()) { context in
                log.runs.append(String(context.appContext.clock.localDateTime.description.suffix(8)))
                return .success()
            }
        }
        try device.install(manifest)
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.updatePeriodMillis = 1_800_000
        let recorder = Recorder()
        try device.install(WidgetTestApps.calendar(info: info, recorder: recorder))
        let context = try device.context(for: Self.package)
        _ = try context.workManager.enqueue(
            try periodic("Sync", every: .minutes(15), constraints: Constraints(requiredNetworkType: .connected)))
        try Self.armEvery5(context)
        let at4 = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 4, intent: Intent(action: Self.at4, package: Self.package), flags: .immutable))
        try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: wall(device, 4, nextDay: true), operation: at4)
        try device.addWidget(WidgetTestApps.provider)
        try device.advance(to: device.now + .hours(1))  // 23:00
        device.setScreenOn(false)
        try device.advance(by: .hours(8))  // 07:00
        device.setScreenOn(true)
        try device.advance(by: .hours(1))  // 08:00
        return (device, log, recorder)
    }

    private static func armEvery5(_ context: AppContext) throws {
        let operation = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 5, intent: Intent(action: every5, package: package), flags: .immutable))
        try context.alarmManager.setExactAndAllowWhileIdle(
            .rtcWakeup, triggerAtMillis: context.clock.wallTime.millisecondsSinceEpoch + 300_000, operation: operation)
    }

    @Test func theConnectedPeriodicWorkRunsOnlyInMaintenanceWindowsAtNight() throws {
        let (_, log, _) = try night()
        #expect(
            log.runs == [
                "22:00:00", "22:15:00", "22:30:00", "22:45:00", "23:00:00", "23:19:08", "23:34:13", "23:49:18",
                "01:00:33", "03:01:03", "07:00:03", "07:15:03", "07:30:03", "07:45:03",
            ])
    }

    @Test func theExactAlarmForFourWaitsForTheUnlockThatEndsDeepIdle() throws {
        let (device, log, _) = try night()
        #expect(log.fired.filter { $0.hasSuffix("at4") } == ["07:00:00 at4"])
        let held = device.trace.records.compactMap { record -> AlarmDeferral? in
            guard case .alarm(.heldByDoze(let alarm, let deferral)) = record.event, alarm.package == Self.package
            else { return nil }
            return deferral
        }
        // Held at 04:00 until deep IDLE's end as then known: 03:01:30 + 4 h = 07:01:30 (9 h 1 m 30 s after 22:00).
        #expect(held == [.doze(until: SimInstant(milliseconds: 32_490_000))])
    }

    @Test func theWhileIdleAlarmGoesOffEveryFiveMinutesAllNight() throws {
        let (_, log, _) = try night()
        let every5 = log.fired.filter { $0.hasSuffix("every5") }
        #expect(every5.count == 120)  // 22:05 … 08:00
        #expect(every5.first == "22:05:00 every5" && every5.last == "08:00:00 every5")
    }

    @Test func theWidgetUpdateAlarmFiresEveryHalfHourThroughDoze() throws {
        let (_, _, recorder) = try night()
        #expect(recorder.log.filter { $0.hasPrefix("onUpdate") }.count == 21)  // the bind's + 22:30 … 08:00
    }

    /// The same night under the Doze-off preset (config_enableAutoPowerModes=false): the work runs every 15 minutes
    /// and the 04:00 alarm at 04:00.
    @Test func underTheDozeOffPresetNothingWaits() throws {
        let (_, log, _) = try night(parameters: .off)
        #expect(log.runs.count == 41)  // 22:00 … 08:00 every 15 minutes
        #expect(log.fired.filter { $0.hasSuffix("at4") } == ["04:00:00 at4"])
    }
}
