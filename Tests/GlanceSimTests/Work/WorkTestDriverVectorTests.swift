import GlanceSim
import Testing

/// The `testDriver` vectors (work-testing's `TestSchedulerTest`), re-enacted with ``WorkTestDriver``.
@Suite struct WorkTestDriverVectorTests {
    /// A harness in test-driver mode; every worker succeeds except `Retry`.
    private func driven() throws -> (WorkHarness, WorkTestDriver) {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() }), "Retry": (.zero, { _ in .retry })])
        return (h, h.workManager.installTestDriver())
    }

    private func runs(_ h: WorkHarness) throws -> Int {
        try h.device.runUntilIdle()
        return h.log.runs.count
    }

    @Test(arguments: WorkVectors.shared.testDriver)
    func testDriverVectorHoldsOnTheDevice(_ vector: DescriptiveVector) throws {
        let (h, driver) = try driven()
        let wm = h.workManager
        switch vector.id {
        case "TD-1":  // testWorker_withPeriodDelay_shouldRunAfterEachSetPeriodDelay
            let id = try wm.enqueue(try periodic("W", every: .days(10)))
            var counts = [try runs(h)]
            for _ in 0..<5 {
                try driver.setPeriodDelayMet(id)
                counts.append(try runs(h))
            }
            #expect(counts == [1, 2, 3, 4, 5, 6])
            #expect(h.state(id)?.isFinished == false)
        case "TD-2":  // testWorker_withPeriodicWorkerWithInitialDelay_shouldRun
            let request = try PeriodicWorkRequest.Builder(workerClassName: "W", repeatInterval: .days(10))
                .setInitialDelay(.days(10)).build()
            let id = try wm.enqueue(request)
            var counts = [try runs(h)]
            try driver.setInitialDelayMet(id)
            counts.append(try runs(h))
            try driver.setPeriodDelayMet(id)
            counts.append(try runs(h))
            #expect(counts == [0, 1, 2])
        case "TD-3", "TD-4":  // testOverrideWorker_* (with and without an initial delay)
            var builder = try PeriodicWorkRequest.Builder(workerClassName: "W", repeatInterval: .days(1))
                .setNextScheduleTimeOverride(h.device.clock.wallTime + .days(10))
            if vector.id == "TD-4" { builder = builder.setInitialDelay(.days(2)) }
            let id = try wm.enqueue(try builder.build())
            var counts = [try runs(h)]
            if vector.id == "TD-4" {
                try driver.setInitialDelayMet(id)
                counts.append(try runs(h))
                try driver.setPeriodDelayMet(id)
                counts.append(try runs(h))
                #expect(counts == [0, 0, 1])
            } else {
                for _ in 0..<6 {
                    try driver.setPeriodDelayMet(id)
                    counts.append(try runs(h))
                }
                #expect(counts == [0, 1, 2, 3, 4, 5, 6])
            }
        case "TD-5":  // testWorker_withPeriodicWorkerFlex_shouldRun
            let request = try PeriodicWorkRequest.Builder(
                workerClassName: "W", repeatInterval: .days(10), flexInterval: .hours(5)
            ).build()
            try wm.enqueue(request)
            #expect(try runs(h) == 1)
        case "TD-6":  // testWorker_withConstraints_shouldSucceedAfterSetConstraints
            let id = try wm.enqueue(try oneTime("W", constraints: Constraints(requiredNetworkType: .connected)))
            _ = try runs(h)
            #expect(h.state(id) == .enqueued)
            try driver.setAllConstraintsMet(id)
            _ = try runs(h)
            #expect(h.state(id) == .succeeded)
        case "TD-7":  // testWorker_withInitialDelay_shouldSucceedAfterSetInitialDelay
            let id = try wm.enqueue(try oneTime("W", delay: .days(10)))
            _ = try runs(h)
            #expect(h.state(id) == .enqueued)
            try driver.setInitialDelayMet(id)
            _ = try runs(h)
            #expect(h.state(id) == .succeeded)
        case "TD-8":  // testOneTimeWorkerRetry
            let id = try wm.enqueue(try oneTime("Retry"))
            _ = try runs(h)
            #expect(h.state(id) == .enqueued && h.info(id)?.runAttemptCount == 1)
            try driver.setAllConstraintsMet(id)
            _ = try runs(h)
            #expect(h.state(id) == .enqueued && h.info(id)?.runAttemptCount == 2)
        case "TD-9":  // testWorkerUnique
            let first = try wm.enqueueUniqueWork("n", .replace, [try oneTime("W", delay: .days(10))])[0]
            let second = try wm.enqueueUniqueWork("n", .replace, [try oneTime("W", delay: .days(10))])[0]
            let error = #expect(throws: AndroidException.self) { try driver.setInitialDelayMet(first) }
            #expect(error?.className == "java.lang.IllegalArgumentException")
            try driver.setInitialDelayMet(second)
            _ = try runs(h)
            #expect(h.state(second) == .succeeded)
        case "TD-10":  // testWorker_afterSuccessfulRun_throwsExceptionWhenSetPeriodDelayMet
            let id = try wm.enqueue(try oneTime("W"))
            _ = try runs(h)
            let error = #expect(throws: AndroidException.self) { try driver.setPeriodDelayMet(id) }
            #expect(error?.className == "java.lang.IllegalArgumentException")
        case "TD-11":  // testWorker_withPeriod_cancelAndResume_shouldRun
            let id = try wm.enqueue(try periodic("W", every: .days(10)))
            _ = try runs(h)
            wm.cancelWorkById(id)
            try driver.setPeriodDelayMet(id)
            #expect(try runs(h) == 1)
            #expect(h.state(id) == .cancelled)
        default:
            Issue.record("no scenario for test-driver vector \(vector.id)")
        }
    }

    @Test func stopRunningWorkWithReasonPutsWorkBackWithTheReason() throws {
        // TestSchedulerTest.testStopWorkerWithReason
        let h = try WorkHarness(workers: ["Slow": (.minutes(1), { _ in .success() })])
        let driver = h.workManager.installTestDriver()
        let id = try h.workManager.enqueue(try oneTime("Slow"))
        try h.device.advance(by: .seconds(1))
        #expect(h.info(id)?.runAttemptCount == 1 && h.state(id) == .running)
        try driver.stopRunningWorkWithReason(id, .constraintCharging)
        #expect(h.state(id) == .enqueued)
        #expect(h.info(id)?.stopReason == .constraintCharging)
        #expect(h.log.stops == [.constraintCharging])
        #expect(throws: AndroidException.self) { try driver.stopRunningWorkWithReason(id, .notStopped) }
    }
}
