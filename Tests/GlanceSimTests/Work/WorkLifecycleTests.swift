import GlanceSim
import Testing

/// Process death, the execution window, chains, cancellation, the wall clock, determinism and the cost
/// of condition changes.
@Suite struct WorkLifecycleTests {
    @Test func processDeathWhileRunningLeavesRunningUntilTheAppStartsThenRunsAgainWithAHigherCount() throws {
        // ForceStopRunnable: RUNNING → ENQUEUED, STOP_REASON_UNKNOWN; runAttemptCount and lastEnqueueTime kept.
        let h = try WorkHarness(workers: ["Sync": (.minutes(5), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("Sync"))
        try h.device.advance(by: .minutes(1))
        try h.device.kill(WorkHarness.package)
        #expect(h.state(id) == .running)  // the database still says RUNNING
        #expect(h.log.stops.isEmpty)  // a dead process gets no onStopped
        try h.device.advance(by: .seconds(30))  // JobScheduler restarts the job after its 30 s backoff
        #expect(h.device.isProcessAlive(WorkHarness.package))
        #expect(h.state(id) == .running && h.info(id)?.runAttemptCount == 2)
        let history = h.workManager.history(of: id)
        #expect(history.map(\.state) == [.enqueued, .running, .enqueued, .running])
        #expect(history[2].stopReason == .unknown)
        try h.device.advance(by: .minutes(5))
        #expect(h.log.runs == ["Sync \(id) attempt 1"])
        #expect(h.state(id) == .succeeded)
    }

    @Test func cancellingWorkOfADeadProcessMeansNoRestart() throws {
        let h = try WorkHarness(workers: ["Sync": (.minutes(5), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("Sync"))
        try h.device.advance(by: .minutes(1))
        try h.device.kill(WorkHarness.package)
        h.workManager.cancelWorkById(id)
        #expect(h.info(id)?.stopReason == .cancelledByApp)  // the row still said RUNNING
        try h.device.advance(by: .minutes(1))
        #expect(!h.device.isProcessAlive(WorkHarness.package))
        #expect(h.state(id) == .cancelled)
    }

    @Test func runsLongerThanTheTenMinuteWindowAreStoppedWithTimeout() throws {
        let h = try WorkHarness(workers: ["Export": (.minutes(15), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("Export"))
        try h.device.advance(by: .minutes(10) - .milliseconds(1))
        #expect(h.state(id) == .running)
        try h.device.advance(by: .milliseconds(1))
        // Stopped at 10 min, back to ENQUEUED; its backoff (30 s after the enqueue) is long past, but the app (ACTIVE,
        // unplugged) has used its 10 minutes in the last 10: QuotaController holds the job until 30 s of quota are
        // free again (IN_QUOTA_BUFFER_MS, QuotaController.java:1358-1362), then it starts with attempt 2.
        #expect(h.log.stops == [.timeout])
        #expect(h.state(id) == .enqueued)
        try h.device.advance(by: .seconds(30))
        #expect(h.state(id) == .running && h.info(id)?.runAttemptCount == 2)
        #expect(h.workManager.history(of: id)[2].stopReason == .timeout)
        try h.device.advance(by: .minutes(10))
        #expect(h.log.stops == [.timeout, .timeout] && h.log.runs.isEmpty)
    }

    @Test func aChainWhoseMiddleFailsFailsTheRestWithoutRunningIt() throws {
        let h = try WorkHarness(workers: [
            "Download": (.zero, { _ in .success(["bytes": .int(42)]) }),
            "Parse": (
                .zero,
                { context in context.inputData.int("bytes") == 42 ? .failure(["error": .string("bad")]) : .success() }
            ),
            "Render": (.zero, { _ in .success() }),
        ])
        let download = h.workManager.beginWith([try oneTime("Download")])
        let parse = download.then([try oneTime("Parse", input: ["bytes": .int(0), "mode": .string("x")])])
        let render = parse.then([try oneTime("Render")])
        try render.enqueue()
        try h.device.advance(by: .seconds(1))
        #expect(h.state(download.workIDs[0]) == .succeeded)
        #expect(h.state(parse.workIDs[0]) == .failed)
        #expect(h.info(parse.workIDs[0])?.outputData.string("error") == "bad")
        #expect(h.state(render.workIDs[0]) == .failed)
        #expect(h.log.runs.count == 2)
        // OverwritingInputMerger: the prerequisite's output wins over the worker's own input.
        #expect(h.log.inputs[1] == ["bytes": .int(42), "mode": .string("x")])
    }

    @Test func cancellingByTagNameOrAllStopsRunningWorkersWithCancelledByApp() throws {
        for how in ["tag", "name", "all", "id"] {
            let h = try WorkHarness(workers: ["Slow": (.minutes(3), { _ in .success() })])
            let id = try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("Slow", tag: "t")])[0]
            try h.device.advance(by: .minutes(1))
            switch how {
            case "tag": h.workManager.cancelAllWorkByTag("t")
            case "name": h.workManager.cancelUniqueWork("n")
            case "all": h.workManager.cancelAllWork()
            default: h.workManager.cancelWorkById(id)
            }
            #expect(h.state(id) == .cancelled && h.info(id)?.stopReason == .cancelledByApp, "\(how)")
            #expect(h.log.stops == [.cancelledByApp])
            try h.device.advance(by: .minutes(5))
            #expect(h.log.runs.isEmpty)
        }
    }

    @Test func aThrowingWorkerOrAnUnknownWorkerClassFails() throws {
        struct Boom: Error {}
        let h = try WorkHarness(workers: ["Throws": (.zero, { _ in throw Boom() })])
        let thrown = try h.workManager.enqueue(try oneTime("Throws"))
        let unknown = try h.workManager.enqueue(try oneTime("Missing"))
        try h.device.advance(by: .seconds(1))
        #expect(h.state(thrown) == .failed && h.state(unknown) == .failed)
    }

    @Test func settingTheWallClockRetimesDelayedWork() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        let late = try h.workManager.enqueue(try oneTime("W", delay: .hours(3)))
        let soon = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        h.device.setWallTime(h.device.clock.wallTime + .hours(2))  // WorkManager's clock is the wall clock
        try h.device.advance(by: .seconds(1))
        #expect(h.state(soon) == .succeeded && h.state(late) == .enqueued)
        h.device.setWallTime(h.device.clock.wallTime - .hours(2))
        try h.device.advance(by: .hours(2) + .seconds(1))
        #expect(h.state(late) == .enqueued)
        try h.device.advance(by: .hours(1))
        #expect(h.state(late) == .succeeded)
    }

    @Test func aConditionChangeOnlyTouchesTheWorkItCanAffect() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        for _ in 0..<200 {
            try h.workManager.enqueue(try oneTime("W", constraints: Constraints(requiresCharging: true)))
        }
        try h.workManager.enqueue(try oneTime("W", constraints: Constraints(requiredNetworkType: .metered)))
        try h.device.advance(by: .seconds(1))
        #expect(h.device.trace.count(of: .workWait) == 201)
        h.device.setNetwork(.metered)  // only the one metered job is re-examined
        #expect(h.device.pendingEvents.filter { $0.description.hasPrefix("work") }.count == 1)
        try h.device.advance(by: .seconds(1))
        #expect(h.log.runs.count == 1 && h.device.trace.count(of: .workWait) == 201)
        // Plugged in at 90 % or more, BatteryStats reports charging at once, and QuotaController's limit of 20 jobs a
        // minute no longer applies (QuotaController.isQuotaFreeLocked): all 200 run.
        h.device.setBatteryLevel(95)
        h.device.setCharging(true)
        try h.device.advance(by: .seconds(1))
        #expect(h.log.runs.count == 201)
    }

    @Test func aWorkerThatUpdatesItsOwnScheduleDuringTheRunKeepsTheOverride() throws {
        // WorkManagerImplTest.testOverrideNextSchedule_selfRescheduleWorker_update (vector WMI-5).
        var h: WorkHarness!
        h = try WorkHarness(workers: [
            "Self": (
                .zero,
                { context in
                    let request = try PeriodicWorkRequest.Builder(workerClassName: "Self", repeatInterval: .hours(1))
                        .setNextScheduleTimeOverride(h.device.clock.wallTime + .hours(9)).build()
                    try context.appContext.workManager.enqueueUniquePeriodicWork("self", .update, request)
                    return .success()
                }
            )
        ])
        let id = try #require(
            try h.workManager.enqueueUniquePeriodicWork("self", .keep, try periodic("Self", every: .hours(1))))
        let start = h.wallNow
        try h.device.advance(by: .seconds(1))
        #expect(h.info(id)?.nextScheduleTimeMillis == start + 9 * 3_600_000)
        #expect(h.info(id)?.generation == 1 && h.info(id)?.periodCount == 1)
    }

    @Test func theSameScriptGivesTheSameTrace() throws {
        func script() throws -> String {
            let h = try WorkHarness(workers: [
                "A": (.seconds(40), { $0.runAttemptCount < 2 ? .retry : .success() }),
                "B": (.zero, { _ in .success() }),
            ])
            try h.workManager.beginWith([try oneTime("A", tag: "x"), try oneTime("B")]).then([try oneTime("B")])
                .enqueue()
            try h.workManager.enqueue(
                try periodic("B", every: .minutes(20), constraints: Constraints(requiresCharging: true)))
            try h.device.advance(by: .minutes(3))
            h.device.setCharging(true)
            try h.device.advance(by: .hours(1))
            h.device.powerLoss()
            try h.device.advance(by: .hours(1))
            return h.device.trace.text
        }
        let first = try script()
        #expect(first.contains("work.start"))
        #expect(try script() == first)
    }
}
