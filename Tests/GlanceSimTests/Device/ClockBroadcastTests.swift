import GlanceSim
import Testing

/// Time broadcasts (android.md §4): TIME_TICK at each wall-minute boundary to runtime receivers only,
/// non-wakeup; DATE_CHANGED at local midnight; TIME_SET; TIMEZONE_CHANGED.
@Suite struct ClockBroadcastTests {
    private let berlin = TimeZoneRules(identifier: "Europe/Berlin")!

    /// Installs an app whose runtime receiver records every TIME_TICK and DATE_CHANGED with the local time.
    private func clockApp(on device: Device) throws -> Recorder {
        try device.install(AppManifest(packageName: "com.example.clock", targetSdkVersion: 34))
        let recorder = Recorder()
        let receiver = BlockReceiver { context, intent in
            recorder.log.append(
                "\(intent.action == IntentAction.timeTick ? "tick" : "date") \(context.clock.localDateTime)")
        }
        var filter = IntentFilter(action: IntentAction.timeTick)
        filter.actions.append(IntentAction.dateChanged)
        try device.context(for: "com.example.clock").registerReceiver(receiver, filter, flags: .notExported)
        return recorder
    }

    @Test func timeTickArrivesAtEachWallMinuteBoundary() throws {
        let device = TestApps.device()  // 00:00:30
        let recorder = try clockApp(on: device)
        try device.advance(by: .minutes(3))
        #expect(recorder.log == ["tick 2026-01-01 00:01:00", "tick 2026-01-01 00:02:00", "tick 2026-01-01 00:03:00"])
    }

    @Test func tickReceiverDiesWithProcess() throws {
        let device = TestApps.device()
        let recorder = try clockApp(on: device)
        try device.advance(by: .minutes(2))
        try device.kill("com.example.clock")
        try device.advance(by: .minutes(10))
        #expect(recorder.log.count == 2)
        #expect(device.trace.count(of: .clockTick) == 12)  // the system keeps ticking
    }

    @Test func springForwardDayInBerlinHas1380TicksBetweenLocalMidnights() throws {
        // 2026-03-29: CET→CEST at 02:00 local; the local day is 23 h long.
        let midnight = berlin.wallTime(for: LocalDateTime(year: 2026, month: 3, day: 29))
        let device = Device(wallTime: midnight, timeZone: berlin)
        let recorder = try clockApp(on: device)
        try device.advance(by: .hours(23))
        let ticks = recorder.log.filter { $0.hasPrefix("tick") }
        #expect(ticks.count == 1380)
        #expect(ticks.contains("tick 2026-03-29 01:59:00"))
        #expect(ticks.contains("tick 2026-03-29 03:00:00"))
        #expect(!ticks.contains { $0.contains(" 02:") })
        #expect(recorder.log.filter { $0.hasPrefix("date") } == ["date 2026-03-30 00:00:00"])
    }

    @Test func fallBackDayInBerlinHas1500TicksAndOneDateChange() throws {
        let midnight = berlin.wallTime(for: LocalDateTime(year: 2026, month: 10, day: 25))
        let device = Device(wallTime: midnight, timeZone: berlin)
        let recorder = try clockApp(on: device)
        try device.advance(by: .hours(24))
        #expect(recorder.log.filter { $0.hasPrefix("tick") }.count == 1440)
        #expect(recorder.log.filter { $0.hasPrefix("date") }.isEmpty)  // the local day has 25 h
        try device.advance(by: .hours(1))
        #expect(recorder.log.filter { $0.hasPrefix("tick") }.count == 1500)
        #expect(recorder.log.filter { $0.hasPrefix("date") } == ["date 2026-10-26 00:00:00"])
    }

    @Test func screenOffStopsTicksAndWakeDeliversOneLateTickWithoutReplay() throws {
        let device = TestApps.device()  // 00:00:30
        let recorder = try clockApp(on: device)
        try device.advance(by: .minutes(1))  // tick 00:01
        device.setScreenOn(false)
        try device.advance(by: .minutes(10) + .seconds(15))  // now 00:11:45
        #expect(recorder.log.count == 1)
        device.setScreenOn(true)
        try device.advance(by: .zero)
        // The overdue TIME_TICK alarm goes off once (no replay), then the screen-on tick follows.
        #expect(recorder.log.suffix(2) == ["tick 2026-01-01 00:11:45", "tick 2026-01-01 00:11:45"])
        try device.advance(by: .seconds(15))
        #expect(recorder.log.last == "tick 2026-01-01 00:12:00")
        #expect(recorder.log.count == 4)
    }

    /// AOSP `AlarmManagerServiceTest#sendsTimeTickOnInteractive`: interactive false → true posts
    /// `sendBroadcastAsUser(mTimeTickIntent, ALL)` at once (AlarmManagerService.interactiveStateChangedLocked,
    /// apex/jobscheduler/service/java/com/android/server/alarm/AlarmManagerService.java), even when no minute
    /// boundary passed while the screen was off; the TIME_TICK alarm itself keeps its minute boundary.
    @Test func sendsTimeTickOnInteractive() throws {
        let device = TestApps.device()  // 00:00:30
        let recorder = try clockApp(on: device)
        try device.advance(by: .seconds(5))
        device.setScreenOn(false)
        try device.advance(by: .seconds(10))  // 00:00:45, no boundary passed
        device.setScreenOn(true)
        try device.advance(by: .zero)
        #expect(recorder.log == ["tick 2026-01-01 00:00:45"])
        #expect(device.trace.records.filter { $0.kind == .clockTick }.map(\.details) == ["00:00 screen on"])
        try device.advance(by: .seconds(15))  // the alarm still goes off at 00:01:00
        #expect(recorder.log == ["tick 2026-01-01 00:00:45", "tick 2026-01-01 00:01:00"])
        device.setScreenOn(true)  // already on: no change of interactive state, no tick
        try device.advance(by: .zero)
        #expect(recorder.log.count == 2)
    }

    @Test func dateChangedIsNotExemptSoManifestReceiversTargeting26NeverGetIt() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.cal", targetSdkVersion: 26)
        manifest.receivers = [TestApps.receiver(".Midnight", actions: [IntentAction.dateChanged], recorder: recorder)]
        try device.install(manifest)
        try device.advance(by: .days(2))
        #expect(recorder.log.isEmpty)
        #expect(device.trace.count(of: .clockDate) == 2)
    }

    @Test func settingTheClockSendsTimeSetForTheFirstChangeAndThenOnlyForChangesOverOneSecond() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [TestApps.receiver(".TimeSet", actions: [IntentAction.timeSet], recorder: recorder)]
        try device.install(manifest)
        device.setWallTime(device.clock.wallTime + .milliseconds(800))  // first change after boot: acted on
        try device.runUntilIdle()
        #expect(recorder.log == ["com.example.a.TimeSet android.intent.action.TIME_SET"])  // exempt from the limit
        device.setWallTime(device.clock.wallTime + .milliseconds(800))
        try device.runUntilIdle()
        #expect(recorder.log.count == 1)  // within ±1 s of the expected clock: drift correction
        device.setWallTime(device.clock.wallTime + .hours(2))
        try device.runUntilIdle()
        #expect(recorder.log.count == 2)
    }

    /// AOSP `AlarmManagerServiceTest#timeChangeMovesRtcAlarm`: an RTC_WAKEUP alarm 5 s ahead, then the first
    /// wall-clock change after boot, only −123 ms: the alarm's elapsed trigger moves by +123 ms. The alarm
    /// thread acts on it because `mLastTimeChangeClockTime == 0` (AlarmManagerService.AlarmThread.run).
    @Test func timeChangeMovesRtcAlarm() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 30))
        let context = try device.context(for: "com.example.a")
        let operation = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 0, intent: Intent(action: "com.example.RTC", package: "com.example.a"),
                flags: .immutable))
        let trigger = device.clock.wallTime.millisecondsSinceEpoch + 5_000
        try context.alarmManager.setExact(.rtcWakeup, triggerAtMillis: trigger, operation: operation)
        let before = try #require(device.alarms(of: "com.example.a").first?.firesAt)
        device.setWallTime(device.clock.wallTime - .milliseconds(123))
        let after = try #require(device.alarms(of: "com.example.a").first?.firesAt)
        #expect(after == before + .milliseconds(123))
        #expect(device.trace.count(of: .broadcastSend) == 1)  // TIME_SET
    }

    /// The filter compares with the clock expected since the last change acted on
    /// (`mLastTimeChangeClockTime + elapsed since mLastTimeChangeRealtime`), not with the clock just before:
    /// steps of 0.6 s are ignored one by one until together they are more than 1 s off; a reboot forgets the
    /// reference, so the first change after it is acted on again.
    @Test func smallClockStepsAddUpAgainstTheLastTimeChangeAndRebootForgetsIt() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [TestApps.receiver(".TimeSet", actions: [IntentAction.timeSet], recorder: recorder)]
        try device.install(manifest)
        let acted = {
            try device.runUntilIdle()
            return recorder.log.count
        }
        device.setWallTime(device.clock.wallTime + .hours(1))  // the reference
        #expect(try acted() == 1)
        try device.advance(by: .minutes(1))
        device.setWallTime(device.clock.wallTime + .milliseconds(600))
        #expect(try acted() == 1)
        device.setWallTime(device.clock.wallTime + .milliseconds(400))  // exactly 1 s off: still ignored
        #expect(try acted() == 1)
        device.setWallTime(device.clock.wallTime + .milliseconds(1))
        #expect(try acted() == 2)
        device.powerLoss()
        device.setWallTime(device.clock.wallTime + .milliseconds(10))
        #expect(try acted() == 3)
    }

    @Test func settingTheClockRetimesTheNextTickToTheNewMinuteBoundary() throws {
        let device = TestApps.device()  // 00:00:30
        let recorder = try clockApp(on: device)
        device.setWallTime(WallTime(year: 2026, month: 1, day: 1, hour: 9, minute: 30, second: 50))
        try device.advance(by: .seconds(10))
        #expect(recorder.log == ["tick 2026-01-01 09:31:00"])
    }

    @Test func timezoneChangedIsSentOnlyWhenTheZoneReallyChanges() throws {
        let device = TestApps.device()
        let zones = Recorder()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, intent in zones.log.append(intent.extras.string(IntentExtra.timeZone) ?? "?") },
            IntentFilter(action: IntentAction.timezoneChanged), flags: .notExported)
        device.setTimeZone(berlin)
        device.setTimeZone(berlin)
        try device.runUntilIdle()
        #expect(zones.log == ["Europe/Berlin"])
    }

    @Test func timezoneChangeMovesDateChangedToTheNewLocalMidnight() throws {
        let device = TestApps.device()  // 00:00:30 UTC = 01:00:30 Berlin
        device.setTimeZone(berlin)
        try device.advance(by: .hours(22))  // 23:00:30 Berlin: no midnight yet
        #expect(device.trace.count(of: .clockDate) == 0)
        try device.advance(by: .hours(1))  // past 00:00 Berlin (23:00 UTC)
        #expect(device.trace.count(of: .clockDate) == 1)
    }
}
