import GlanceSim
import Testing

/// Doze's edges (israfilbd/ff @ 8e46fa07, Android 14 QPR; AlarmManagerService.java = AMS, DeviceIdleController.java =
/// DIC): what an alarm's delivery lets through, JobScheduler's own idleness, forcing, alarm clocks that move, budget
/// carry-over, snapshots and reboots inside Doze.
@Suite struct DozeEdgeTests {
    /// AMS:2932-2945, 754, 897-923: an exact while-idle alarm's delivery puts its app on the temporary allowlist for
    /// 10 s, so its receiver has a network in deep IDLE; 10 s later the app has none again.
    @Test func anExactWhileIdleAlarmsReceiverHasANetworkInDeepIdle() throws {
        let (device, context, log) = try AlarmTestApp().parts
        device.setScreenOn(false)
        try device.advance(to: SimInstant(milliseconds: 3_700_000))  // deep IDLE from 1:00:30
        try context.alarmManager.setExactAndAllowWhileIdle(
            .elapsedRealtimeWakeup, triggerAtMillis: 4_000_000, operation: try AlarmTestApp.operation(context))
        try device.advance(to: SimInstant(milliseconds: 4_000_000))
        #expect(log.networks == [.unmetered])
        try device.advance(by: .seconds(11))
        #expect(context.conditions.network == .none)
    }

    /// DeviceIdlenessTracker.java:268-366 (`config_jobSchedulerInactivityIdleThreshold` 1 860 000 ms): the
    /// `deviceIdle` constraint holds 31 minutes after the screen goes off, on the charger too, until it comes on —
    /// charging + idle work runs overnight on the charger.
    @Test func chargingAndIdleWorkRunsOnTheChargerAfterThirtyOneMinutes() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        h.device.setCharging(true)
        let id = try h.workManager.enqueue(
            try oneTime("W", constraints: Constraints(requiresCharging: true, requiresDeviceIdle: true)))
        h.device.setScreenOn(false)
        try h.device.advance(by: .minutes(30))
        #expect(h.state(id) == .enqueued)
        try h.device.advance(by: .minutes(1))
        #expect(h.state(id) == .succeeded && h.device.conditions.isDeviceIdle)
        h.device.peek()
        #expect(!h.device.conditions.isDeviceIdle)
    }

    /// `exitForceIdleLocked` (DIC:3735-3742): unforcing with the screen on — even locked, after a peek — ends Doze.
    @Test func unforceAfterAPeekEndsDoze() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        device.setScreenOn(false)
        device.forceDeviceIdle(deep: true)
        device.peek()
        #expect(device.doze.deep == .idle)
        device.unforceDeviceIdle()
        #expect(device.doze.deep == .active)
    }

    /// `handleMotionDetectedLocked` (DIC:4144-4172) has no force test: motion knocks a forced Doze back to INACTIVE.
    @Test func motionEndsEvenAForcedIdle() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        device.setScreenOn(false)
        device.forceDeviceIdle(deep: true)
        device.setMoving(true)
        #expect(device.doze.deep == .inactive)
    }

    /// `resetIdleManagementLocked` (DIC:3713-3716) clears `mQuickDozeActivatedWhileIdling`: battery saver turned on
    /// in deep IDLE, then an unlock and a new quick Doze — now motion is ignored.
    @Test func aResetForgetsThatBatterySaverCameOnWhileIdling() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        device.setBatterySaver(true)
        device.setScreenOn(true)
        device.setScreenOn(false)
        try device.advance(by: .minutes(1))
        #expect(device.doze.deep == .idle)
        device.setMoving(true)
        #expect(device.doze.deep == .idle)
    }

    /// AMS:2412-2441, 4111-4117: cancelling the alarm clock that pulled deep IDLE's end forward puts it back where
    /// idle asked for it.
    @Test func cancellingTheAlarmClockRestoresDeepIdlesEnd() throws {
        let (device, context, _) = try AlarmTestApp().parts
        device.setScreenOn(false)
        try device.advance(to: SimInstant(milliseconds: 3_631_000))  // IDLE 1:00:30 – 2:00:30
        let clock = try AlarmTestApp.operation(context, 7)
        try context.alarmManager.setAlarmClock(
            triggerAtMillis: WallTime(year: 2026, month: 1, day: 1, hour: 1, minute: 45).millisecondsSinceEpoch,
            operation: clock)
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 6_180_000))  // 1:43
        context.alarmManager.cancel(clock)
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 7_230_000))  // 2:00:30
    }

    /// DIC:3691-3701 (`isUpcomingAlarmClock`): an alarm clock within min_time_to_alarm when the screen goes off times
    /// INACTIVE to inactive_to after the clock.
    @Test func anAlarmClockSoonKeepsDozeInactiveUntilAfterIt() throws {
        let (device, context, _) = try AlarmTestApp().parts
        try context.alarmManager.setAlarmClock(
            triggerAtMillis: WallTime(year: 2026, month: 1, day: 1, minute: 40).millisecondsSinceEpoch,
            operation: try AlarmTestApp.operation(context))
        device.setScreenOn(false)
        #expect(device.doze.deep == .inactive)
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 2_400_000 + 1_800_000))
    }

    /// DIC:3798-3811: the light budget keeps the unused part of light_idle_maintenance_min_budget — a 5-s window
    /// leaves 115 s — so a long job gets a longer window next time (clamped to the max budget, 300 s).
    @Test func lightMaintenanceCarriesTheUnusedBudget() throws {
        let h = try WorkHarness(workers: ["Long": (.minutes(30), { _ in .success() })])
        h.device.setScreenOn(false)  // light IDLE 0:04, window 0:09–0:09:05, IDLE until 0:19:05
        try h.device.advance(by: .minutes(10))
        _ = try h.workManager.enqueue(try oneTime("Long"))  // held; runs 3 s into the 0:19:05 window
        try h.device.advance(by: .minutes(12))
        let lights = h.device.trace.records.compactMap { record -> (Int64, LightDozeState)? in
            guard case .doze(.light(let state, _, _)) = record.event else { return nil }
            return (record.instant.milliseconds / 1000, state)
        }
        // The second window opens at 1145 s and, the job running, lasts its whole budget: 60 + 55 = 115 s.
        #expect(lights.suffix(2).map(\.0) == [1145, 1260])
        #expect(lights.suffix(2).map(\.1) == [.idleMaintenance, .idle])
    }

    /// A device saved inside a maintenance window with a job running continues as the unsaved one does (the window
    /// ends when the job does, not at its timer).
    @Test func aSnapshotInsideAMaintenanceWindowContinuesTheSame() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        device.setScreenOn(false)
        try device.advance(to: SimInstant(milliseconds: 7_231_000))  // maintenance 2:00:30
        #expect(device.doze.deep == .idleMaintenance)
        let restored = try Device(restoring: try device.snapshot(), apps: [:], traceMode: .full)
        for each in [device, restored] { try each.advance(by: .hours(10)) }
        #expect(restored.doze == device.doze)
        let tail = { (d: Device) in d.trace.records.suffix(6).map { "\($0.instant) \($0.details)" } }
        #expect(tail(restored) == tail(device))
    }

    /// A reboot in deep IDLE: Doze starts over ACTIVE (then INACTIVE, the screen being off), apps are free, the held
    /// alarms are gone with every alarm, and no idle-mode broadcast is sent.
    @Test func aRebootInDeepIdleStartsDozeOver() throws {
        let (device, _, _) = try AlarmTestApp().parts
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        let before = device.trace.count(of: .broadcastSend)
        device.powerLoss()
        #expect(device.doze.deep == .inactive && !device.conditions.isDozing)
        let sent = device.trace.records.suffix(
            from: device.trace.records.count - (device.trace.count(of: .broadcastSend) - before))
        #expect(!sent.contains { $0.details.contains("DEVICE_IDLE_MODE_CHANGED") })
    }
}
