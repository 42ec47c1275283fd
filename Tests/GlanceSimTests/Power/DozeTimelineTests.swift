import GlanceSim
import Testing

/// Deep and light Doze as Android 14's DeviceIdleController runs them, with AOSP's `config_device_idle.xml`
/// (aosp-mirror/platform_frameworks_base @ 008fa43f: inactive_to 30 min, idle_after_inactive_to 30 min,
/// locating_to 30 s, idle_to 1 h ×2 to 6 h, idle_pending_to 5 min ×2 to 10 min, min_deep_maintenance_time 30 s;
/// light_after_inactive_to 4 min, light_idle_to 5 min ×2 to 15 min, min_light_maintenance_time 5 s). Logic line
/// numbers are DeviceIdleController.java in israfilbd/ff @ 8e46fa07 (an Android 14 QPR tree). Every time below is
/// worked out by hand from those constants, with window timers at their window's start (GlanceSim's inexact point).
@Suite struct DozeTimelineTests {
    /// A device at 22:00 UTC on 2026-01-01, screen on, unplugged, still.
    private func device() -> Device {
        Device(wallTime: WallTime(year: 2026, month: 1, day: 1, hour: 22))
    }

    private func deepStates(_ device: Device) -> [String] {
        device.trace.records.compactMap { record in
            guard case .doze(.deep(let state, _, _)) = record.event else { return nil }
            return "\(String(device.clock.localDateTime(at: record.instant).description.suffix(8))) \(state)"
        }
    }

    private func lightStates(_ device: Device) -> [String] {
        device.trace.records.compactMap { record in
            guard case .doze(.light(let state, _, _)) = record.event else { return nil }
            return "\(String(device.clock.localDateTime(at: record.instant).description.suffix(8))) \(state)"
        }
    }

    /// `becomeInactiveIfAppropriateLocked` (:3646-3711) and `stepIdleStateLocked` (:3913-4027): screen off at 23:00,
    /// INACTIVE for inactive_to, IDLE_PENDING for idle_after_inactive_to, SENSING → LOCATING at once (the phone
    /// is still), LOCATING for locating_to, then IDLE 1 h, 2 h, 4 h with 30-s maintenance windows between (nothing
    /// runs, so each ends when min_deep_maintenance_time is over, :763-769, 4111-4133).
    @Test func deepDozeOnTheNightstandFollowsTheAOSPTimeline() throws {
        let device = device()
        try device.advance(by: .hours(1))
        device.setScreenOn(false)
        try device.advance(by: .hours(9))
        #expect(
            deepStates(device) == [
                "23:00:00 INACTIVE", "23:30:00 IDLE_PENDING", "00:00:00 SENSING", "00:00:00 LOCATING",
                "00:00:30 IDLE", "01:00:30 IDLE_MAINTENANCE", "01:01:00 IDLE", "03:01:00 IDLE_MAINTENANCE",
                "03:01:30 IDLE", "07:01:30 IDLE_MAINTENANCE", "07:02:00 IDLE",
            ])
    }

    /// `stepLightIdleStateLocked` (:3790-3853), factor mode: light INACTIVE for light_after_inactive_to, then idle
    /// periods of 5, 10, 15, 15 min (×light_idle_factor, capped at light_max_idle_to) with maintenance windows that
    /// end after min_light_maintenance_time when nothing runs; deep IDLE overrides it (:4003-4006).
    @Test func lightDozeIdlesFiveTenFifteenMinutesUntilDeepDozeOverridesIt() throws {
        let device = device()
        try device.advance(by: .hours(1))
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        #expect(
            lightStates(device) == [
                "23:00:00 INACTIVE", "23:04:00 IDLE", "23:09:00 IDLE_MAINTENANCE", "23:09:05 IDLE",
                "23:19:05 IDLE_MAINTENANCE", "23:19:10 IDLE", "23:34:10 IDLE_MAINTENANCE", "23:34:15 IDLE",
                "23:49:15 IDLE_MAINTENANCE", "23:49:20 IDLE", "00:00:30 OVERRIDE",
            ])
    }

    /// `WAIT_FOR_UNLOCK` (config true; :3477-3483): a lock-screen peek does not end Doze; unlocking does
    /// (`becomeActiveLocked("unlocked")`, :3557-3566), and both machines start over at the next screen-off.
    @Test func aPeekKeepsDozeAndUnlockingEndsIt() throws {
        let device = device()
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        #expect(device.doze.deep == .idle)
        device.peek()
        #expect(device.doze.deep == .idle && device.conditions.isScreenOn && device.conditions.isLocked)
        device.setScreenOn(true)
        #expect(device.doze.deep == .active && device.doze.light == .active)
        #expect(!device.conditions.isDozing && !device.conditions.isDeviceIdle)
    }

    /// `updateChargingLocked` (:3494-3507): plugging in ends Doze whatever the screen; unplugging starts it again.
    @Test func theChargerEndsDozeAndUnpluggingStartsItAgain() throws {
        let device = device()
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        device.setCharging(true)
        #expect(device.doze.deep == .active && device.doze.light == .active)
        device.setCharging(false)
        #expect(device.doze.deep == .inactive && device.doze.light == .inactive)
    }

    /// `handleMotionDetectedLocked` (:4144-4172): significant motion in deep IDLE resets deep to INACTIVE with
    /// motion_inactive_to (10 min) and, light being OVERRIDE, light to INACTIVE; motion in INACTIVE is not seen
    /// (the listener is armed from IDLE_PENDING on, :3917).
    @Test func motionInIdleRestartsDozeWithTheMotionTimeout() throws {
        let device = device()
        device.setScreenOn(false)
        try device.advance(by: .minutes(10))
        device.setMoving(true)
        #expect(device.doze.deep == .inactive)
        device.setMoving(false)
        try device.advance(by: .hours(1) + .minutes(50))  // 00:00
        #expect(device.doze.deep == .idle)
        device.setMoving(true)
        #expect(device.doze.deep == .inactive && device.doze.light == .inactive)
        #expect(device.doze.nextDeepStep == device.now + .minutes(10))
    }

    /// AnyMotion reporting the device moving at SENSING (:1915-1925) sends deep Doze back to INACTIVE with
    /// inactive_to; a phone carried all night never reaches deep IDLE, but light Doze goes on.
    @Test func aPhoneThatKeepsMovingNeverReachesDeepIdle() throws {
        let device = device()
        device.setScreenOn(false)
        device.setMoving(true)
        try device.advance(by: .hours(6))
        #expect(device.doze.deep != .idle)
        #expect(!deepStates(device).contains { $0.hasSuffix(" IDLE") })
        #expect(lightStates(device).contains { $0.hasSuffix(" IDLE") })
    }

    /// `dumpsys deviceidle force-idle` steps deep Doze to IDLE at once and holds it: the screen coming on does not
    /// end it until `unforce` (:3466-3508 skip `becomeActive` while `mForceIdle`; `exitForceIdleLocked`).
    @Test func forceIdleHoldsDozeUntilUnforce() throws {
        let device = device()
        device.setDeviceIdle(true)
        #expect(device.doze.deep == .idle && device.doze.isForced)
        #expect(device.conditions.isDozing)
        device.setScreenOn(false)
        device.setScreenOn(true)
        #expect(device.doze.deep == .idle)
        device.setDeviceIdle(false)
        #expect(device.doze.deep == .active && !device.doze.isForced)
    }

    /// `config_enableAutoPowerModes=false` (AOSP's own default): Doze never starts by itself.
    @Test func theDozeOffPresetNeverDozes() throws {
        let device = device()
        device.dozeParameters = .off
        device.setScreenOn(false)
        try device.advance(by: .hours(10))
        #expect(device.doze.deep == .active && device.doze.light == .active)
        #expect(deepStates(device).isEmpty)
    }

    /// Light Doze with no network at its maintenance time waits the next, already grown idle length for it
    /// (WAITING_FOR_NETWORK, :3846-3853) and goes to maintenance at once when the network comes back (:3451-3452).
    @Test func lightDozeWaitsForTheNetworkBeforeItsMaintenanceWindow() throws {
        let device = device()
        device.setNetwork(.none)
        device.setScreenOn(false)  // 22:00
        try device.advance(by: .minutes(9))  // light IDLE 22:04, maintenance due 22:09
        #expect(device.doze.light == .waitingForNetwork)
        #expect(device.doze.nextLightStep == device.now + .minutes(10))
        device.setNetwork(.unmetered)
        #expect(device.doze.light == .idleMaintenance)
    }

    /// `stepIdleStateLocked` (:3992-4027): idle periods double up to max_idle_to (6 h) and stay there; maintenance
    /// windows end early (30 s) when nothing runs.
    @Test func deepIdlePeriodsGrowToSixHoursAndStayThere() throws {
        let device = device()
        device.setScreenOn(false)  // 22:00
        try device.advance(by: .days(2))
        let idles = deepStates(device).filter { $0.hasSuffix(" IDLE") }.map { $0.prefix(8) }
        // IDLE at 23:00:30, then after 1 h, 2 h, 4 h, 6 h, 6 h … each plus a 30-s window.
        #expect(
            Array(idles.prefix(7)) == [
                "23:00:30", "00:01:00", "02:01:30", "06:02:00", "12:02:30", "18:03:00", "00:03:30",
            ])
    }

    /// A job that keeps running keeps a deep maintenance window open (`mJobsActive`, :4111-4113) until its timer:
    /// idle_pending_to (5 min) the first time, then ×idle_pending_factor up to max_idle_pending_to (10 min); when
    /// IDLE comes back the job is stopped (DeviceIdleJobsController).
    @Test func aRunningJobKeepsTheMaintenanceWindowOpenUntilItsTimer() throws {
        let h = try WorkHarness(workers: ["Long": (.hours(5), { _ in .success() })])
        h.device.setScreenOn(false)  // 0:00
        try h.device.advance(by: .hours(1) + .seconds(31))  // deep IDLE at 1:00:30
        _ = try h.workManager.enqueue(try oneTime("Long"))
        try h.device.advance(by: .hours(4))
        let states = h.device.trace.records.compactMap { record -> String? in
            guard case .doze(.deep(let state, _, _)) = record.event, state == .idle || state == .idleMaintenance
            else { return nil }
            return "\(record.instant.milliseconds / 1000) \(state)"
        }
        // Windows at 2:00:30 for 5 min (to 2:05:30), then IDLE 2 h, a window at 4:05:30 for 10 min: the job,
        // stopped at 2:05:30 and run again at 4:05:33, still runs.
        #expect(
            states == [
                "3630 IDLE", "7230 IDLE_MAINTENANCE", "7530 IDLE", "14730 IDLE_MAINTENANCE", "15330 IDLE",
            ])
        #expect(h.log.stops == [.deviceState, .deviceState])
    }

    /// Choosing the Doze-off parameters while Doze runs ends it (auto power modes off), unless it is forced.
    @Test func choosingDozeOffEndsARunningDoze() throws {
        let device = device()
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        device.dozeParameters = .off
        #expect(device.doze.deep == .active && device.doze.light == .active && !device.conditions.isDozing)
        device.setDeviceIdle(true)
        #expect(device.doze.deep == .idle)
    }
}
