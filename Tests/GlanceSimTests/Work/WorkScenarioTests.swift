import GlanceSim
import Testing

/// The scenarios: what a widget app's WorkManager does across nights, reboots, retries and
/// re-enqueues.
@Suite struct WorkScenarioTests {
    /// `HH:mm:ss` of the device's local time.
    static func clockText(_ context: WorkerContext) -> String {
        let local = context.appContext.clock.localDateTime
        return [local.hour, local.minute, local.second].map { ($0 < 10 ? "0" : "") + "\($0)" }.joined(separator: ":")
    }

    @Test func hourlyWeatherJobWaitsOutANightOfflineAndSurvivesAReboot() throws {
        var ranAt: [String] = []
        let h = try WorkHarness(workers: [
            "WeatherWorker": (
                .seconds(20),
                { context in
                    ranAt.append(Self.clockText(context))
                    return .success()
                }
            )
        ])
        try h.device.advance(by: .hours(20))
        let request = try periodic(
            "WeatherWorker", every: .hours(1), constraints: Constraints(requiredNetworkType: .connected))
        let id = try #require(try h.workManager.enqueueUniquePeriodicWork("weather", .keep, request))
        // doWork runs at the end of each 20 s run, and the next period counts from there (androidx
        // anchors periods to completion), so the runs drift by 20 s an hour.
        try h.device.advance(by: .hours(2) + .minutes(30))
        h.device.setNetwork(.none)
        try h.device.advance(by: .hours(8) + .minutes(30))  // 23:01 … 07:00: offline, nothing runs
        #expect(ranAt == ["20:00:20", "21:00:40", "22:01:00"])
        let waiting = try #require(h.info(id))
        #expect(waiting.state == .enqueued && waiting.periodCount == 3)
        // WorkInfo's next schedule time is 23:01 (long past): due, waiting for the network.
        #expect(waiting.nextScheduleTime == WallTime(year: 2026, month: 1, day: 1, hour: 23, minute: 1))
        #expect(h.workTrace.contains { $0.contains("work.wait") && $0.contains("network=CONNECTED") })
        h.device.setNetwork(.unmetered)  // 07:00: one catch-up run at once, not one per missed hour
        try h.device.advance(by: .hours(1) + .minutes(30))
        h.device.powerLoss()  // 08:30
        try h.device.advance(by: .hours(1))  // RescheduleReceiver at boot; the period still counts from 08:00:40
        #expect(ranAt == ["20:00:20", "21:00:40", "22:01:00", "07:00:20", "08:00:40", "09:01:00"])
        #expect(h.info(id)?.periodCount == 6)
        let starts = h.device.trace.records.filter { $0.kind == .processStart }.map(\.details)
        #expect(starts.contains { $0.contains("RescheduleReceiver BOOT_COMPLETED") })
    }

    @Test func retriesBackOffExponentiallyFromEachRetryUntilSuccess() throws {
        // WorkerWrapper: retry → ENQUEUED, lastEnqueueTime = now; next = now + 30 s · 2^(attempt-1).
        var seconds: [Int64] = []
        var h: WorkHarness!
        h = try WorkHarness(workers: [
            "Flaky": (
                .zero,
                { context in
                    seconds.append(h.device.now.milliseconds / 1_000)
                    return context.runAttemptCount < 3 ? .retry : .success(["ok": .bool(true)])
                }
            )
        ])
        let id = try h.workManager.enqueue(try oneTime("Flaky"))
        try h.device.advance(by: .minutes(10))
        #expect(seconds == [0, 30, 90, 210])
        let info = try #require(h.info(id))
        #expect(info.state == .succeeded && info.runAttemptCount == 4 && info.outputData.bool("ok"))
        #expect(
            h.workManager.history(of: id).map(\.state) == [
                .enqueued, .running, .enqueued, .running, .enqueued, .running, .enqueued, .running, .succeeded,
            ])
    }

    @Test func onUpdateReenqueueWithKeepIsANoOpButUpdateChangesTheSpecInPlace() throws {
        for policy in [ExistingPeriodicWorkPolicy.keep, .update, .cancelAndReenqueue] {
            let h = try WorkHarness(workers: ["Refresh": (.zero, { _ in .success() })])
            // The widget provider's onUpdate enqueues its refresh; the first broadcast at install…
            let first = try h.workManager.enqueueUniquePeriodicWork(
                "refresh", policy, try periodic("Refresh", every: .hours(1)))
            try h.device.advance(by: .minutes(30))
            // …and the next one (a resize, a new widget) asks for every 2 hours.
            let second = try h.workManager.enqueueUniquePeriodicWork(
                "refresh", policy, try periodic("Refresh", every: .hours(2)))
            let info = try #require(h.workManager.getWorkInfosForUniqueWork("refresh").first)
            switch policy {
            case .keep:
                #expect(second == nil && info.id == first && info.repeatInterval == .hours(1))
                #expect(info.nextScheduleTimeMillis - h.wallNow == 30 * 60_000)
            case .update:  // same id, same period start (0:00) → next run at 2:00, generation 1
                #expect(second == first && info.repeatInterval == .hours(2) && info.generation == 1)
                #expect(info.nextScheduleTimeMillis - h.wallNow == 90 * 60_000)
            case .cancelAndReenqueue:  // the pitfall: a new id and an immediate run on every onUpdate
                #expect(second != first && h.info(first) == nil)
                try h.device.advance(by: .seconds(1))
                #expect(h.log.runs.count == 2)
            }
        }
    }

    @Test func twoWidgetTypesSharingOneUniqueNameCancelEachOtherWithReplace() throws {
        let h = try WorkHarness(workers: [
            "ClockRefresh": (.minutes(1), { _ in .success() }), "WeatherRefresh": (.minutes(1), { _ in .success() }),
        ])
        // Both providers' onUpdate use the name "widget_refresh" with REPLACE, 30 s apart.
        let clock = try h.workManager.enqueueUniqueWork("widget_refresh", .replace, [try oneTime("ClockRefresh")])
        try h.device.advance(by: .seconds(30))
        let weather = try h.workManager.enqueueUniqueWork(
            "widget_refresh", .replace, [try oneTime("WeatherRefresh")])
        try h.device.advance(by: .seconds(30))
        _ = try h.workManager.enqueueUniqueWork("widget_refresh", .replace, [try oneTime("ClockRefresh")])
        try h.device.advance(by: .seconds(30))
        #expect(h.info(clock[0]) == nil && h.info(weather[0]) == nil)  // replaced rows are deleted
        #expect(h.log.runs.isEmpty)  // neither refresh ever finished
        #expect(h.log.stops == [.cancelledByApp, .cancelledByApp])
        // The fix: one name per widget type.
        try h.device.advance(by: .minutes(2))
        try h.workManager.enqueueUniqueWork("clock_refresh", .replace, [try oneTime("ClockRefresh")])
        try h.workManager.enqueueUniqueWork("weather_refresh", .replace, [try oneTime("WeatherRefresh")])
        try h.device.advance(by: .minutes(2))
        #expect(h.log.runs.count == 3)
    }

    @Test func workerStoppedByALostConstraintKeepsItsAttemptCountAndEnqueueTime() throws {
        // workmanager.md §5.2; TestSchedulerTest.testStopWorkerWithReason.
        let h = try WorkHarness(workers: ["Upload": (.minutes(2), { _ in .success() })])
        let id = try h.workManager.enqueue(
            try oneTime("Upload", constraints: Constraints(requiredNetworkType: .unmetered)))
        let enqueued = h.wallNow
        try h.device.advance(by: .minutes(1))
        h.device.setNetwork(.metered)
        var info = try #require(h.info(id))
        #expect(info.state == .enqueued && info.runAttemptCount == 1)
        #expect(info.stopReason == .constraintConnectivity)
        #expect(info.nextScheduleTimeMillis == enqueued + 30_000)  // old enqueue time + backoff(1)
        #expect(h.log.stops == [.constraintConnectivity])
        try h.device.advance(by: .minutes(4))
        h.device.setNetwork(.unmetered)
        try h.device.advance(by: .minutes(3))
        info = try #require(h.info(id))
        #expect(h.log.runs == ["Upload \(id) attempt 1"])
        #expect(info.state == .succeeded && info.runAttemptCount == 2)
    }

    @Test func aQuickStopHoldsTheWorkUntilTheBackoffFromItsOriginalEnqueue() throws {
        let h = try WorkHarness(workers: ["Upload": (.minutes(2), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("Upload", constraints: Constraints(requiresCharging: true)))
        h.device.setCharging(true)
        try h.device.advance(by: .seconds(5))
        h.device.setCharging(false)  // stopped 5 s in: CONSTRAINT_CHARGING
        try h.device.advance(by: .seconds(5))
        h.device.setCharging(true)  // back at 10 s, but held until 30 s after the enqueue
        try h.device.advance(by: .seconds(19))
        #expect(h.state(id) == .enqueued && h.info(id)?.stopReason == .constraintCharging)
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .running)
    }
}
