import GlanceSim
import Testing

/// Battery saver's full policy (israfilbd/ff @ 8e46fa07, Android 14 QPR: `config_battery_saver.xml`,
/// BatterySaverPolicy.java:259-279): quick Doze, jobs, alarms and network of the apps it restricts, with the
/// platform's exemptions.
@Suite struct BatterySaverTests {
    /// Quick Doze (DeviceIdleController.java:3664-3687, 3986-3994; quick_doze_delay_to 60 s): screen off with
    /// battery saver on, deep Doze is QUICK_DOZE_DELAY, then IDLE a minute later for idle_to (1 h); motion does not
    /// end it (:4154-4160).
    @Test func quickDozeIdlesAMinuteAfterTheScreenGoesOffAndIgnoresMotion() throws {
        let (device, _, _) = try AlarmTestApp().parts
        device.setBatterySaver(true)
        device.setScreenOn(false)
        #expect(device.doze.deep == .quickDozeDelay)
        #expect(device.doze.nextDeepStep == SimInstant(milliseconds: 60_000))
        try device.advance(by: .minutes(1))
        #expect(device.doze.deep == .idle && device.doze.nextDeepStep == SimInstant(milliseconds: 3_660_000))
        device.setMoving(true)
        #expect(device.doze.deep == .idle)
    }

    /// Plugging in ends battery saver and Doze at once; the job both held still waits out Doze's release delay: on a
    /// phone its not-dozing constraint is satisfied only `BACKGROUND_JOBS_DELAY` (3 s) after Doze ends
    /// (DeviceIdleJobsController.java:59, 164-172), whatever battery saver's release.
    @Test func aJobHeldByBatterySaverAndDozeStartsThreeSecondsAfterPlugIn() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        h.device.setBatterySaver(true)
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        h.device.setScreenOn(false)
        try h.device.advance(by: .minutes(2))
        #expect(h.device.doze.deep == .idle && h.state(id) == .enqueued)
        h.device.setCharging(true)
        try h.device.advance(by: .seconds(3) - .milliseconds(1))
        #expect(h.state(id) == .enqueued)
        try h.device.advance(by: .milliseconds(1))
        #expect(h.state(id) == .succeeded)
    }

    /// Battery saver coming on in deep IDLE keeps motion's effect (`mQuickDozeActivatedWhileIdling`, :4154-4160);
    /// going off leaves Doze where it is (:3531-3544).
    @Test func batterySaverTurnedOnWhileIdlingStillLetsMotionEndDoze() throws {
        let (device, _, _) = try AlarmTestApp().parts
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        device.setBatterySaver(true)
        device.setMoving(true)
        #expect(device.doze.deep == .quickDozeDelay)
    }

    /// BackgroundJobsController.java:333-389 with AppStateTrackerImpl.areJobsRestricted (:1175-1207): with the screen
    /// on, battery saver holds a regular job (it waits on `notRestricted`) and lets an expedited one run
    /// (JobStatus.canRunInBatterySaver, :1772-1778); turning it off lets the held job run at once.
    @Test func batterySaverHoldsRegularJobsButNotExpeditedOnes() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        h.device.setBatterySaver(true)
        let regular = try h.workManager.enqueue(try oneTime("W"))
        let expedited = try h.workManager.enqueue(
            try OneTimeWorkRequest.Builder(workerClassName: "W").setExpedited(.runAsNonExpeditedWorkRequest).build())
        try h.device.advance(by: .seconds(1))
        #expect(h.state(regular) == .enqueued && h.state(expedited) == .succeeded)
        let waits = h.device.trace.records.filter { $0.kind == .workWait }.map(\.details)
        #expect(waits.contains { $0.contains("notRestricted") })
        h.device.setBatterySaver(false)
        try h.device.advance(by: .seconds(1))
        #expect(h.state(regular) == .succeeded)
    }

    /// An app in the EXEMPTED bucket, or on the power-save allowlist, is not restricted (:1175-1207).
    @Test func exemptedAndAllowlistedAppsRunTheirJobs() throws {
        for exempt in [true, false] {
            let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
            if exempt {
                try h.device.setStandbyBucket(.exempted, of: WorkHarness.package)
            } else {
                h.device.setPowerSaveAllowlisted(WorkHarness.package, true)
            }
            h.device.setBatterySaver(true)
            let id = try h.workManager.enqueue(try oneTime("W"))
            try h.device.advance(by: .seconds(1))
            #expect(h.state(id) == .succeeded)
        }
    }

    /// AlarmManagerService.java:2449-2497: a restricted app's plain alarm waits until battery saver ends; its exact
    /// while-idle alarm goes off (within 72 an hour); the system's widget alarm is exempt (:4285-4297, tested in
    /// ``NightstandNightTests`` for Doze).
    @Test func batterySaverHoldsPlainAlarmsUntilItEnds() throws {
        let (device, context, log) = try AlarmTestApp().parts
        device.setBatterySaver(true)
        try context.alarmManager.setExact(
            .elapsedRealtimeWakeup, triggerAtMillis: 600_000, operation: try AlarmTestApp.operation(context, 1))
        try context.alarmManager.setExactAndAllowWhileIdle(
            .elapsedRealtimeWakeup, triggerAtMillis: 900_000, operation: try AlarmTestApp.operation(context, 2))
        try device.advance(by: .minutes(20))
        #expect(log.fired == [SimInstant(milliseconds: 900_000)])
        let held = try #require(device.alarms().first)
        #expect(held.deferral == .batterySaver && held.firesAt == nil)
        device.setBatterySaver(false)
        try device.advance(by: .seconds(1))
        #expect(log.fired == [SimInstant(milliseconds: 900_000), SimInstant(milliseconds: 1_200_000)])
    }

    /// NetworkPolicyManagerService's POWERSAVE chain (:5467): the app reads no network while battery saver is on.
    @Test func theAppLosesItsNetworkUnderBatterySaver() throws {
        let (device, context, _) = try AlarmTestApp().parts
        device.setBatterySaver(true)
        #expect(context.conditions.network == .none && device.conditions.network == .unmetered)
        device.setBatterySaver(false)
        #expect(context.conditions.network == .unmetered)
    }

    /// BatterySaverStateMachine: never on while powered — turning it on while plugged in does nothing, and plugging
    /// in turns it off.
    @Test func batterySaverIsNeverOnWhilePluggedIn() throws {
        let (device, _, _) = try AlarmTestApp().parts
        device.setBatterySaver(true)
        device.setCharging(true)
        #expect(!device.conditions.isPowerSaveMode)
        device.setBatterySaver(true)
        #expect(!device.conditions.isPowerSaveMode)
    }
}
