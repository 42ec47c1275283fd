import GlanceSim
import Testing

/// AlarmManager and PendingIntent as AlarmManagerService and PendingIntent behave.
@Suite struct AlarmManagerTests {
    private let package = "com.example.alarms"

    /// An app with a runtime receiver for `action`; returns its context and a recorder of deliveries.
    private func app(on device: Device, targetSdk: Int = 30, action: String = "com.example.ALARM") throws
        -> (AppContext, Recorder)
    {
        try device.install(
            AppManifest(
                packageName: package, targetSdkVersion: targetSdk,
                usesPermissions: ["android.permission.SCHEDULE_EXACT_ALARM", "android.permission.USE_EXACT_ALARM"]))
        let context = try device.context(for: package)
        let recorder = Recorder()
        try context.registerReceiver(
            BlockReceiver { context, intent in
                let count = intent.extras.int("android.intent.extra.ALARM_COUNT")
                recorder.log.append("\(intent.extras.string("tag") ?? "-") at \(context.clock.now) count \(count)")
            }, IntentFilter(action: action), flags: .notExported)
        return (context, recorder)
    }

    private func pending(_ context: AppContext, tag: String, requestCode: Int32 = 0, flags: PendingIntent.Flags = [])
        throws -> PendingIntent
    {
        var intent = Intent(action: "com.example.ALARM", package: package)
        intent.extras["tag"] = .string(tag)
        return try #require(
            try PendingIntent.getBroadcast(context, requestCode: requestCode, intent: intent, flags: flags))
    }

    @Test func nonWakeupAlarmDueWhileAsleepFiresOnWake() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 60_000, operation: pending(context, tag: "late"))
        device.setScreenOn(false)
        try device.advance(by: .minutes(5))
        #expect(recorder.log.isEmpty)
        #expect(device.trace.count(of: .alarmDeferred) > 0)
        device.setScreenOn(true)
        try device.advance(by: .zero)
        #expect(recorder.log == ["late at 0d 00:05:00.000 count 1"])
    }

    @Test func wakeupAlarmFiresWhileAsleepAndTakesDueNonWakeupAlarmsAlong() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 60_000, operation: pending(context, tag: "sleepy", requestCode: 1))
        try context.alarmManager.setExact(
            .elapsedRealtimeWakeup, triggerAtMillis: 120_000, operation: pending(context, tag: "wakeup", requestCode: 2)
        )
        device.setScreenOn(false)
        try device.advance(by: .minutes(3))
        #expect(recorder.log == ["sleepy at 0d 00:02:00.000 count 1", "wakeup at 0d 00:02:00.000 count 1"])
    }

    @Test func equalPendingIntentReplacesTheAlarm() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 60_000, operation: pending(context, tag: "a"))
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 90_000, operation: pending(context, tag: "b"))
        #expect(context.alarmManager.alarms.count == 1)
        try device.advance(by: .minutes(5))
        // Same request code and filterEquals intent: one PendingIntent, whose extras are still the first's.
        #expect(recorder.log == ["a at 0d 00:01:30.000 count 1"])
    }

    @Test func updateCurrentReplacesThePendingIntentExtras() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        _ = try pending(context, tag: "old")
        let updated = try pending(context, tag: "new", flags: .updateCurrent)
        try context.alarmManager.setExact(.elapsedRealtime, triggerAtMillis: 60_000, operation: updated)
        try device.advance(by: .minutes(2))
        #expect(recorder.log == ["new at 0d 00:01:00.000 count 1"])
    }

    @Test func differentRequestCodesMakeDifferentAlarms() throws {
        let device = TestApps.device()
        let (context, _) = try app(on: device)
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 60_000, operation: pending(context, tag: "a", requestCode: 1))
        try context.alarmManager.setExact(
            .elapsedRealtime, triggerAtMillis: 60_000, operation: pending(context, tag: "b", requestCode: 2))
        #expect(context.alarmManager.alarms.count == 2)
    }

    @Test func alarmsSurviveProcessDeathButNotReboot() throws {
        let device = TestApps.device()
        let (context, _) = try app(on: device)
        try context.alarmManager.setExact(
            .rtc, triggerAtMillis: context.clock.wallTime.millisecondsSinceEpoch + 3_600_000,
            operation: pending(context, tag: "x"))
        try device.kill(package)
        #expect(context.alarmManager.alarms.count == 1)
        device.powerLoss()
        #expect(context.alarmManager.alarms.isEmpty)
    }

    @Test func alarmLessThanFiveSecondsAheadFiresFiveSecondsAfterItWasSet() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        try context.alarmManager.setExact(.elapsedRealtime, triggerAtMillis: 0, operation: pending(context, tag: "now"))
        try device.advance(by: .seconds(10))
        #expect(recorder.log == ["now at 0d 00:00:05.000 count 1"])  // MIN_FUTURITY
    }

    @Test func repeatIntervalUnderAMinuteBecomesAMinuteAndMissedRepeatsCollapse() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device, targetSdk: 18)  // pre-KitKat: setRepeating is exact
        context.alarmManager.setRepeating(
            .elapsedRealtime, triggerAtMillis: 10_000, intervalMillis: 1_000, operation: try pending(context, tag: "r"))
        try device.advance(by: .seconds(130))
        #expect(
            recorder.log == [
                "r at 0d 00:00:10.000 count 1", "r at 0d 00:01:10.000 count 1", "r at 0d 00:02:10.000 count 1",
            ])
        device.setScreenOn(false)
        try device.advance(by: .minutes(5))
        device.setScreenOn(true)
        try device.advance(by: .zero)
        // Asleep from 2:10 to 7:10: the repeats at 3:10…7:10 arrive as one delivery counting 5.
        #expect(recorder.log.last == "r at 0d 00:07:10.000 count 5")
    }

    @Test func inexactAlarmFiresAtTheChosenPointOfItsWindow() throws {
        for (point, expected) in [(AlarmWindowPoint.start, "0d 00:10:00.000"), (.end, "0d 00:17:30.000")] {
            let device = TestApps.device()
            device.inexactAlarmPoint = point
            let (context, recorder) = try app(on: device)
            // set() on API 19+: window = 75 % of the 10 min ahead = 7.5 min (AlarmManagerService.maxTriggerTime).
            context.alarmManager.set(
                .elapsedRealtime, triggerAtMillis: 600_000, operation: try pending(context, tag: "i"))
            #expect(context.alarmManager.alarms.first?.windowMillis == 450_000)
            try device.advance(by: .minutes(20))
            #expect(recorder.log == ["i at \(expected) count 1"])
        }
    }

    @Test func wallClockAlarmFollowsTheClockWhenItIsSet() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        let inOneHour = context.clock.wallTime.millisecondsSinceEpoch + 3_600_000
        try context.alarmManager.setExact(.rtc, triggerAtMillis: inOneHour, operation: pending(context, tag: "rtc"))
        device.setWallTime(context.clock.wallTime + .minutes(50))
        try device.advance(by: .minutes(11))
        #expect(recorder.log == ["rtc at 0d 00:10:00.000 count 1"])
    }

    @Test func cancellingThePendingIntentRemovesItsAlarm() throws {
        let device = TestApps.device()
        let (context, recorder) = try app(on: device)
        let operation = try pending(context, tag: "c")
        try context.alarmManager.setExact(.elapsedRealtime, triggerAtMillis: 60_000, operation: operation)
        operation.cancel(context)
        try device.advance(by: .minutes(2))
        #expect(recorder.log.isEmpty)
        #expect(context.alarmManager.alarms.isEmpty)
    }

    @Test func targetSdk31RequiresAMutabilityFlagAndExactAlarmPermission() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: package, targetSdkVersion: 31))
        let context = try device.context(for: package)
        let intent = Intent(action: "com.example.ALARM", package: package)
        let mutability = #expect(throws: AndroidException.self) {
            try PendingIntent.getBroadcast(context, requestCode: 0, intent: intent, flags: [])
        }
        #expect(mutability?.className == "java.lang.IllegalArgumentException")
        let operation = try #require(
            try PendingIntent.getBroadcast(context, requestCode: 0, intent: intent, flags: .immutable))
        let exact = #expect(throws: AndroidException.self) {
            try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: 0, operation: operation)
        }
        #expect(exact?.className == "java.lang.SecurityException")
        #expect(
            try PendingIntent.getBroadcast(context, requestCode: 9, intent: intent, flags: [.immutable, .noCreate])
                == nil)
    }
}
