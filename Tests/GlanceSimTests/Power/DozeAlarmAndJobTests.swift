import GlanceSim
import Testing

/// What deep and light Doze hold (alarms, jobs, network) and what they let through, each rule cited to
/// israfilbd/ff @ 8e46fa07 (Android 14 QPR frameworks/base): AlarmManagerService.java (AMS),
/// DeviceIdleJobsController.java (DIJC), JobStatus.java (JS), ConnectivityController.java (CC).
@Suite struct DozeAlarmAndJobTests {
    /// Deep IDLE from 1 h 0 m 30 s after the screen goes off at 0:00 (see ``DozeTimelineTests``).
    private func enterDeepIdle(_ device: Device) throws {
        device.setScreenOn(false)
        try device.advance(to: SimInstant(milliseconds: 3_630_000))
        #expect(device.doze.deep == .idle)
    }

    /// AMS:2516-2561: in deep IDLE an alarm that is not allowed while idle is held until the idle-until time (the
    /// next maintenance window, 2:00:30 here), and `alarms` shows when it will now go off and why.
    @Test func anExactAlarmInDeepIdleWaitsForTheMaintenanceWindow() throws {
        let (device, context, log) = try AlarmTestApp().parts
        try enterDeepIdle(device)
        try context.alarmManager.setExact(
            .elapsedRealtimeWakeup, triggerAtMillis: 4_000_000, operation: try AlarmTestApp.operation(context))
        try device.advance(to: SimInstant(milliseconds: 4_000_000))
        #expect(log.fired.isEmpty)
        let alarm = try #require(device.alarms().first)
        #expect(alarm.deferral == .doze(until: SimInstant(milliseconds: 7_230_000)))
        #expect(alarm.firesAt == SimInstant(milliseconds: 7_230_000))
        try device.advance(to: SimInstant(milliseconds: 7_230_000))
        #expect(log.fired == [SimInstant(milliseconds: 7_230_000)])
    }

    /// AMS:777-781, 2918-2981: `setAndAllowWhileIdle` is FLAG_ALLOW_WHILE_IDLE_COMPAT at every target SDK, so in
    /// deep IDLE at most 7 go off per rolling hour; the 8th waits until an hour after the 1st or idle's end,
    /// whichever comes first (AMS:2540-2548) — here idle's end, 2:00:30, before 2:01:30.
    @Test func setAndAllowWhileIdleGoesOffSevenTimesAnHourInDeepIdle() throws {
        let (device, context, log) = try AlarmTestApp().parts
        try enterDeepIdle(device)
        for index in 0..<8 {
            // Eight alarms a minute apart (distinct PendingIntents), inexact with no window (under 10 s ahead).
            context.alarmManager.setAndAllowWhileIdle(
                .elapsedRealtimeWakeup,
                triggerAtMillis: device.clock.elapsedRealtime.milliseconds + Int64(index + 1) * 60_000,
                operation: try AlarmTestApp.operation(context, Int32(index)))
        }
        try device.advance(by: .minutes(30))
        #expect(log.fired.count == 7)
        try device.advance(by: .minutes(30))
        #expect(log.fired.count == 8)
        #expect(log.fired.last == SimInstant(milliseconds: 7_230_000))
        let held = device.trace.records.compactMap { record -> AlarmDeferral? in
            guard case .alarm(.heldByDoze(_, let deferral)) = record.event else { return nil }
            return deferral
        }
        #expect(held == [.allowWhileIdleQuota(perHour: 7, until: SimInstant(milliseconds: 7_230_000))])
    }

    /// AMS:2918-2981: `setExactAndAllowWhileIdle` with SCHEDULE_EXACT_ALARM, targeting API 31+, is
    /// FLAG_ALLOW_WHILE_IDLE (72 an hour); targeting API 30 it is COMPAT (7 an hour).
    @Test func exactWhileIdleQuotaDependsOnTheTargetSdk() throws {
        for (targetSdk, expected) in [(35, 10), (30, 7)] {
            let (device, context, log) = try AlarmTestApp(targetSdk: targetSdk).parts
            try enterDeepIdle(device)
            for index in 0..<10 {
                try context.alarmManager.setExactAndAllowWhileIdle(
                    .elapsedRealtimeWakeup,
                    triggerAtMillis: device.clock.elapsedRealtime.milliseconds + Int64(index + 1) * 60_000,
                    operation: try AlarmTestApp.operation(context, Int32(index)))
            }
            try device.advance(by: .minutes(15))
            #expect(log.fired.count == expected, "target \(targetSdk)")
        }
    }

    /// AMS:2885-2887, 2412-2441 and DeviceIdleController.java:3891-3899: an alarm clock goes off in deep IDLE, and
    /// the idle-until time moves to 2 minutes before it (MIN_DEVICE_IDLE_FUZZ; Android draws 2–15 min at random);
    /// at that step Doze sees the clock within min_time_to_alarm and leaves IDLE for INACTIVE until inactive_to after it.
    @Test func anAlarmClockEndsDeepIdleAheadOfItself() throws {
        let (device, context, log) = try AlarmTestApp().parts
        try enterDeepIdle(device)  // IDLE until 2:00:30
        let clockAt = WallTime(year: 2026, month: 1, day: 1, hour: 1, minute: 30).millisecondsSinceEpoch
        try context.alarmManager.setAlarmClock(triggerAtMillis: clockAt, operation: try AlarmTestApp.operation(context))
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 5_280_000))  // 1:28
        try device.advance(to: SimInstant(milliseconds: 5_280_000))
        #expect(device.doze.deep == .inactive && device.doze.light == .inactive)
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 5_400_000 + 1_800_000))  // 1:30 + 30 min
        try device.advance(to: SimInstant(milliseconds: 5_400_000))
        #expect(log.fired == [SimInstant(milliseconds: 5_400_000)])
    }

    /// DeviceIdleController.java:1964-1980 and NetworkPolicyManagerService.java:5444-5475: in Doze the app's network
    /// is firewalled, so the app reads no network, while the device stays connected.
    @Test func theAppSeesNoNetworkWhileDozing() throws {
        let (device, context, _) = try AlarmTestApp().parts
        device.setScreenOn(false)
        try device.advance(by: .minutes(5))  // light IDLE from 0:04
        #expect(device.conditions.network == .unmetered)
        #expect(context.conditions.network == .none)
        try device.advance(by: .minutes(4))  // light maintenance at 0:09
        #expect(context.conditions.network == .unmetered)
    }

    /// DIJC:216-222 and JS:1763-1770: a running regular job is stopped when Doze starts (STOP_REASON_DEVICE_STATE)
    /// and runs again in the next maintenance window, 3 s after it opens (DIJC:59, 164-172); an expedited job
    /// may run in Doze.
    @Test func dozeStopsARegularJobAndLetsAnExpeditedOneRun() throws {
        let h = try WorkHarness(workers: [
            "Long": (.minutes(20), { _ in .success() }), "Quick": (.zero, { _ in .success() }),
        ])
        let long = try h.workManager.enqueue(try oneTime("Long"))
        try h.device.advance(by: .seconds(1))
        h.device.setScreenOn(false)
        try h.device.advance(by: .minutes(4))  // light IDLE at 0:04:01
        #expect(h.info(long)?.stopReason == .deviceState && h.state(long) == .enqueued)
        let quick = try h.workManager.enqueue(
            try OneTimeWorkRequest.Builder(workerClassName: "Quick").setExpedited(.runAsNonExpeditedWorkRequest).build()
        )
        try h.device.advance(by: .seconds(1))
        #expect(h.state(quick) == .succeeded)
        try h.device.advance(by: .minutes(5) + .seconds(5))  // maintenance at 0:09:01, the job re-checked at 0:09:04
        let starts = h.device.trace.records.filter { $0.kind == .workStart }.map(\.instant)
        #expect(starts.last == SimInstant(milliseconds: 544_000))
    }

    /// A saved device restores Doze where it was: the same states and the same next steps.
    @Test func aSnapshotKeepsDoze() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        try enterDeepIdle(device)
        let restored = try Device(restoring: try device.snapshot(), apps: [:], traceMode: .full)
        #expect(restored.doze == device.doze && restored.conditions == device.conditions)
        for each in [device, restored] { try each.advance(by: .hours(5)) }
        #expect(restored.doze == device.doze)
        #expect(restored.doze.deep == .idle && restored.doze.nextDeepStep == device.doze.nextDeepStep)
    }

    /// DeviceIdleJobsController.java:202-222 and AlarmManagerService.java:2893-2899: an app on the power-save
    /// allowlist ("Don't optimize") runs its jobs and keeps its network in Doze, and the alarms it sets while
    /// allowlisted go off in deep IDLE with no quota.
    @Test func anAllowlistedAppIsNotRestrictedByDoze() throws {
        let (device, context, log) = try AlarmTestApp().parts
        device.setPowerSaveAllowlisted(AlarmTestApp.package, true)
        try enterDeepIdle(device)
        #expect(context.conditions.network == .unmetered)
        try context.alarmManager.setExact(
            .elapsedRealtimeWakeup, triggerAtMillis: 4_000_000, operation: try AlarmTestApp.operation(context))
        #expect(device.alarms().first?.flags.contains(.allowWhileIdleUnrestricted) == true)
        try device.advance(to: SimInstant(milliseconds: 4_000_000))
        #expect(log.fired == [SimInstant(milliseconds: 4_000_000)])
        device.setPowerSaveAllowlisted(AlarmTestApp.package, false)
        try device.advance(by: .seconds(11))  // past the exact alarm's 10-s temporary allowlist
        #expect(context.conditions.network == .none)
    }

    /// A job Doze holds runs at once when its app joins the allowlist.
    @Test func joiningTheAllowlistReleasesTheJobsDozeHolds() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        h.device.setScreenOn(false)
        try h.device.advance(by: .hours(2))
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .enqueued)
        h.device.setPowerSaveAllowlisted(WorkHarness.package, true)
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .succeeded)
    }

    /// Doze came with Android 6.0 (API 23), light Doze with 7.0 (API 24): a device of an older API level never
    /// dozes, and one of API 23 only deep.
    @Test func dozeFollowsTheDevicesAPILevel() throws {
        for (sdk, deep, light) in [(22, false, false), (23, true, false), (24, true, true)] {
            let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
            device.sdkInt = sdk
            device.setScreenOn(false)
            try device.advance(by: .hours(2))
            #expect((device.doze.deep == .idle) == deep, "API \(sdk)")
            #expect((device.doze.light != .active) == light, "API \(sdk)")
        }
    }
}
