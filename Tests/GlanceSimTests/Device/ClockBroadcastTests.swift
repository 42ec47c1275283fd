import Testing

@testable import GlanceSim

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
        #expect(recorder.log.last == "tick 2026-01-01 00:11:45")  // one late tick, at wake
        try device.advance(by: .seconds(15))
        #expect(recorder.log.suffix(2) == ["tick 2026-01-01 00:11:45", "tick 2026-01-01 00:12:00"])
        #expect(recorder.log.count == 3)
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

    @Test func settingTheClockSendsTimeSetOnlyForChangesOverOneSecond() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [TestApps.receiver(".TimeSet", actions: [IntentAction.timeSet], recorder: recorder)]
        try device.install(manifest)
        device.setWallTime(device.clock.wallTime + .milliseconds(800))
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)  // AlarmManagerService ignores changes within ±1 s
        device.setWallTime(device.clock.wallTime + .hours(2))
        try device.runUntilIdle()
        #expect(recorder.log == ["com.example.a.TimeSet android.intent.action.TIME_SET"])  // exempt from the limit
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
