import GlanceSim
import Testing

/// JobScheduler's (QuotaController) and AlarmManagerService's per-bucket quotas, each against Android 14's source
/// (line numbers as in docs/research/standby-buckets-and-quotas.md §4–5).
@Suite struct StandbyQuotaTests {
    // MARK: - Jobs

    /// WORKING_SET: 10 sessions in 2 hours (QuotaController.java:3177-3184). Eleven one-time works 1 minute apart: the
    /// 11th waits until the 10th-newest session (the first, at 00:00) leaves the window, at 02:00
    /// (`session.end + windowSize`, :1369-1379).
    @Test func aWorkingSetAppGetsTenSessionsInTwoHours() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        try h.device.setStandbyBucket(.workingSet, of: WorkHarness.package)
        var ids: [WorkID] = []
        for _ in 0..<11 {
            ids.append(try h.workManager.enqueue(try oneTime("W")))
            try h.device.advance(by: .minutes(1))
        }
        #expect(ids.prefix(10).allSatisfy { h.state($0) == .succeeded })
        #expect(h.state(ids[10]) == .enqueued)
        #expect(h.device.jobQuotaHeldUntil(WorkHarness.package) == .zero + .hours(2))
        #expect(
            h.device.trace.records.contains { record in
                guard case .work(.wait(_, let id, .withinQuota)) = record.event else { return false }
                return id == ids[10]
            })
        try h.device.advance(to: .zero + .hours(2))
        #expect(h.state(ids[10]) == .succeeded)
    }

    /// Sessions whose gap is 5 s or less count as one (`TIMING_SESSION_COALESCING_DURATION_MS`, :3186, `<=` at
    /// :1369-1371): a RARE app's 3 sessions a day then take in more runs.
    @Test func sessionsWithinFiveSecondsCoalesce() throws {
        let h = try WorkHarness(workers: ["W": (.seconds(1), { _ in .success() })])
        try h.device.setStandbyBucket(.rare, of: WorkHarness.package)
        var ids: [WorkID] = []
        for _ in 0..<4 {
            ids.append(try h.workManager.enqueue(try oneTime("W")))
            try h.device.advance(by: .seconds(6))  // 1 s run, 5 s gap
        }
        #expect(ids.allSatisfy { h.state($0) == .succeeded })
    }

    /// RARE: 3 sessions in 24 hours (:3184). The 4th, 6 s after the 3rd (a gap over 5 s), waits until the
    /// 3rd-newest session's end + 24 h.
    @Test func aRareAppGetsThreeSessionsADay() throws {
        let h = try WorkHarness(workers: ["W": (.seconds(1), { _ in .success() })])
        try h.device.setStandbyBucket(.rare, of: WorkHarness.package)
        var ids: [WorkID] = []
        for _ in 0..<4 {
            ids.append(try h.workManager.enqueue(try oneTime("W")))
            try h.device.advance(by: .seconds(7))  // 1 s run, 6 s gap
        }
        #expect(ids.prefix(3).allSatisfy { h.state($0) == .succeeded })
        #expect(h.state(ids[3]) == .enqueued)
        #expect(h.device.jobQuotaHeldUntil(WorkHarness.package) == .zero + .seconds(1) + .hours(24))
    }

    /// At most 20 jobs start per minute (`MAX_JOB_COUNT_PER_RATE_LIMITING_WINDOW`, :3161-3163, 1849-1860), even for an
    /// ACTIVE app; the rest wait for the window to end.
    @Test func twentyJobsAMinuteAtMost() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        let ids = try (0..<25).map { _ in try h.workManager.enqueue(try oneTime("W")) }
        try h.device.advance(by: .seconds(1))
        #expect(ids.filter { h.state($0) == .succeeded }.count == 20)
        try h.device.advance(to: .zero + .minutes(1))
        #expect(ids.allSatisfy { h.state($0) == .succeeded })
    }

    /// Charging (as BatteryStats reports it) frees every bucket but RESTRICTED from quota (`isQuotaFreeLocked`,
    /// :900-909): the held work runs when the parole begins.
    @Test func chargingFreesTheQuotaButNotForRestricted() throws {
        var conditions = DeviceConditions()
        conditions.batteryLevel = 95
        let h = try WorkHarness(conditions: conditions, workers: ["W": (.seconds(1), { _ in .success() })])
        try h.device.setStandbyBucket(.rare, of: WorkHarness.package)
        var ids: [WorkID] = []
        for _ in 0..<4 {
            ids.append(try h.workManager.enqueue(try oneTime("W")))
            try h.device.advance(by: .seconds(7))
        }
        #expect(h.state(ids[3]) == .enqueued)
        h.device.setCharging(true)
        try h.device.advance(by: .seconds(1))
        #expect(h.state(ids[3]) == .succeeded)
    }

    /// A RESTRICTED app's jobs also wait for the charger, a battery that is not low and an idle device
    /// (`DYNAMIC_RESTRICTED_CONSTRAINTS`, JobStatus.java:145-149).
    @Test func aRestrictedAppsJobWaitsForChargerAndIdle() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        try h.device.setStandbyBucket(.restricted, of: WorkHarness.package)
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .enqueued)
        h.device.setCharging(true)
        h.device.setScreenOn(false)
        try h.device.advance(by: .minutes(32))  // JobScheduler's idle: 31 minutes of screen off
        #expect(h.state(id) == .succeeded)
    }

    /// A job runs for its execution window, or until its app's quota would be used up (JobSchedulerService
    /// .getMaxJobExecutionTimeMs, :4218-4250; QuotaController.getTimeUntilQuotaConsumedLocked, :1042-1084), and is
    /// then stopped with STOP_REASON_TIMEOUT: a WORKING_SET app that used 4 minutes of its 10 gets 6 more.
    @Test func aLongJobIsStoppedWhenTheQuotaRunsOut() throws {
        let h = try WorkHarness(workers: [
            "Short": (.minutes(4), { _ in .success() }), "Long": (.minutes(9), { _ in .success() }),
        ])
        try h.device.setStandbyBucket(.workingSet, of: WorkHarness.package)
        _ = try h.workManager.enqueue(try oneTime("Short"))
        try h.device.advance(by: .minutes(5))
        let long = try h.workManager.enqueue(try oneTime("Long"))
        try h.device.advance(by: .minutes(6) - .milliseconds(1))
        #expect(h.state(long) == .running)
        try h.device.advance(by: .milliseconds(1))
        #expect(h.log.stops == [.timeout])
        #expect(h.state(long) == .enqueued)
    }

    // MARK: - Alarms

    /// Sets `count` exact RTC alarms one minute apart, the first a minute from now, each with its own request code.
    private static func setExactAlarms(_ count: Int, in app: AlarmTestApp) throws {
        for code in 0..<count {
            try app.context.alarmManager.setExact(
                .rtc, triggerAtMillis: app.device.clock.wallTime.millisecondsSinceEpoch + 60_000 * Int64(code + 1),
                operation: try AlarmTestApp.operation(app.context, Int32(code)))
        }
    }

    /// WORKING_SET: 10 alarms an hour (`DEFAULT_APP_STANDBY_QUOTAS`, AlarmManagerService.java:757-769); the 11th
    /// waits until an hour after the 10th-last delivery (:2608-2615).
    @Test func aWorkingSetAppGetsTenAlarmsAnHour() throws {
        let app = try AlarmTestApp()
        try app.device.setStandbyBucket(.workingSet, of: AlarmTestApp.package)
        try Self.setExactAlarms(11, in: app)
        try app.device.advance(by: .minutes(30))
        #expect(app.log.fired == (1...10).map { .zero + .minutes($0) })
        let held = app.device.alarms().filter { $0.package == AlarmTestApp.package }
        #expect(held.count == 1 && held.first?.firesAt == .zero + .minutes(61))
        try app.device.advance(to: .zero + .minutes(61))
        #expect(app.log.fired.last == .zero + .minutes(61))
    }

    /// Exempt from the standby quota (`isExemptFromAppStandby`, :4523-4526): alarm clocks and exact allow-while-idle
    /// alarms; an inexact `setAndAllowWhileIdle` (FLAG_ALLOW_WHILE_IDLE_COMPAT) is not.
    @Test func alarmClocksAndExactWhileIdleAlarmsAreExempt() throws {
        for kind in ["clock", "exactWhileIdle", "whileIdle"] {
            let app = try AlarmTestApp()
            try app.device.setStandbyBucket(.rare, of: AlarmTestApp.package)
            let alarms = app.context.alarmManager
            for code in 0..<2 {
                let at = app.device.clock.wallTime.millisecondsSinceEpoch + 60_000 * Int64(code + 1)
                let operation = try AlarmTestApp.operation(app.context, Int32(code))
                switch kind {
                case "clock": try alarms.setAlarmClock(triggerAtMillis: at, operation: operation)
                case "exactWhileIdle":
                    try alarms.setExactAndAllowWhileIdle(.rtcWakeup, triggerAtMillis: at, operation: operation)
                default: alarms.setAndAllowWhileIdle(.rtcWakeup, triggerAtMillis: at, operation: operation)
                }
            }
            try app.device.advance(by: .minutes(5))
            #expect(app.log.fired.count == (kind == "whileIdle" ? 1 : 2), "\(kind)")
        }
    }

    /// RESTRICTED (API 30+): one alarm a day (:768-769, 2585-2596); Android 9 (API 28) had no quota but kept a RARE
    /// app's alarms 2 hours apart (`DEFAULT_APP_STANDBY_DELAYS`).
    @Test func restrictedGetsOneAlarmADayAndAndroid9KeptRareAlarmsTwoHoursApart() throws {
        for (sdk, bucket, second) in [(35, StandbyBucket.restricted, SimDuration.hours(24)), (28, .rare, .hours(2))] {
            let app = try AlarmTestApp(targetSdk: 28)
            app.device.sdkInt = sdk
            try app.device.setStandbyBucket(bucket, of: AlarmTestApp.package)
            try Self.setExactAlarms(2, in: app)
            try app.device.advance(by: .hours(25))
            #expect(
                app.log.fired == [SimInstant.zero + .minutes(1), SimInstant.zero + .minutes(1) + second], "API \(sdk)")
        }
    }

    /// Charging parole lifts the alarm quota for every bucket, RESTRICTED included (:2573-2575), and the held alarm
    /// goes off when it begins (:4981-4988).
    @Test func chargingReleasesAlarmsTheQuotaHeld() throws {
        let app = try AlarmTestApp()
        app.device.setBatteryLevel(95)
        try app.device.setStandbyBucket(.rare, of: AlarmTestApp.package)
        try Self.setExactAlarms(2, in: app)
        try app.device.advance(by: .minutes(10))
        #expect(app.log.fired.count == 1)
        app.device.setCharging(true)
        try app.device.advance(by: .seconds(1))
        #expect(app.log.fired == [.zero + .minutes(1), .zero + .minutes(10)])
    }
}
