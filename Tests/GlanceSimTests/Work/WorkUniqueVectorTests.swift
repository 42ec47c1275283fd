import Testing

@testable import GlanceSim

/// The `uniqueWork` vectors (existing-work policies, updates), each re-enacted on a device.
@Suite struct WorkUniqueVectorTests {
    static var succeed: (SimDuration, (WorkerContext) throws -> WorkResult) { (.zero, { _ in .success() }) }
    static var slow: (SimDuration, (WorkerContext) throws -> WorkResult) { (.minutes(1), { _ in .success() }) }

    @Test(arguments: WorkVectors.shared.uniqueWork)
    func uniqueWorkVectorHoldsOnTheDevice(_ vector: DescriptiveVector) throws {
        switch vector.id {
        case "U-1": try replaceDeletesTheOldChain()
        case "U-2": try cancelAndReenqueueDeletesOldPeriodicWork()
        case "U-3": try keepLeavesEnqueuedOrRunningWork()
        case "U-4": try keepReplacesFinishedWork()
        case "U-5": try updateKeepsIdAndEnqueueTime()
        case "U-6": try updateOfCancelledWorkEnqueuesNewWork()
        case "U-7": try updateWithoutExistingWorkEnqueues()
        case "U-8": try updateOfOneTimeWorkThrows()
        case "U-9": try appendBlocksBehindExistingWork()
        case "U-10": try appendDependsOnLeavesOnly()
        case "U-11": try appendOrReplaceStartsFreshAfterAFailedLeaf()
        case "U-12": try appendOrReplaceAppendsBehindEnqueuedWork()
        case "U-13": try appendWithNothingToAppendToInsertsTheChain()
        case "U-20": try updateOfRunningPeriodicWorkAppliesForNextRun()
        case "U-21": try updateAfterFirstPeriodAppliesImmediately()
        case "U-22": try updateOfRetryingWorkKeepsAttemptCount()
        case "U-23": try updateKeepsEnqueueTimeAndAppliesNewDelay()
        case "U-24": try updateResultsAndGeneration()
        default: Issue.record("no scenario for unique-work vector \(vector.id)")
        }
    }

    // WorkManagerImplTest.testBeginUniqueWork_deletesOldWorkOnReplace
    private func replaceDeletesTheOldChain() throws {
        for running in [false, true] {
            let h = try WorkHarness(workers: ["W": Self.slow])
            let orig = try h.workManager.enqueueUniqueWork("n", .replace, [try oneTime("W")])[0]
            if running { try h.device.advance(by: .seconds(1)) }
            #expect(h.state(orig) == (running ? .running : .enqueued))
            let chain = h.workManager.beginUniqueWork("n", .replace, [try oneTime("W")]).then([try oneTime("W")])
            let r2 = try chain.enqueue()
            #expect(h.info(orig) == nil)
            #expect(h.log.stops == (running ? [.cancelledByApp] : []))
            let named = h.workManager.getWorkInfosForUniqueWork("n").map(\.id)
            #expect(named.count == 2 && named[1] == r2[0])
        }
    }

    // WorkManagerImplTest.testEnqueueUniquePeriodicWork_deletesOldWorkOnReplace
    private func cancelAndReenqueueDeletesOldPeriodicWork() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let orig = try h.workManager.enqueueUniquePeriodicWork("n", .keep, try periodic("W", every: .minutes(15)))
        let new = try h.workManager.enqueueUniquePeriodicWork(
            "n", .cancelAndReenqueue, try periodic("W", every: .minutes(30)))
        #expect(h.info(orig) == nil)
        #expect(h.workManager.getWorkInfosForUniqueWork("n").map(\.id) == [try #require(new)])
    }

    // WorkManagerImplTest.testBeginUniqueWork_keepsExistingWorkOnKeep / testEnqueueUniquePeriodicWork_keepsExistingWorkOnKeep
    private func keepLeavesEnqueuedOrRunningWork() throws {
        for running in [false, true] {
            let h = try WorkHarness(workers: ["W": Self.slow])
            let orig = try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("W")])[0]
            let origPeriodic = try h.workManager.enqueueUniquePeriodicWork(
                "p", .keep, try periodic("W", every: .hours(1)))
            if running { try h.device.advance(by: .seconds(1)) }
            #expect(try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("W")]).isEmpty)
            #expect(try h.workManager.enqueueUniquePeriodicWork("p", .keep, try periodic("W", every: .hours(2))) == nil)
            #expect(h.workManager.getWorkInfosForUniqueWork("n").map(\.id) == [orig])
            #expect(h.workManager.getWorkInfosForUniqueWork("p").map(\.id) == [try #require(origPeriodic)])
            #expect(h.log.stops.isEmpty)
        }
    }

    // WorkManagerImplTest.testBeginUniqueWork_replacesExistingWorkOnKeepWhenExistingWorkIsDone (+ periodic)
    private func keepReplacesFinishedWork() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let orig = try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("W")])[0]
        try h.device.advance(by: .seconds(1))
        #expect(h.state(orig) == .succeeded)
        let new = try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("W", delay: .hours(1))])
        #expect(h.info(orig) == nil)
        #expect(h.state(new.first) == .enqueued)
        // Periodic work never succeeds; a cancelled row is the finished periodic case.
        let oldPeriodic = try h.workManager.enqueueUniquePeriodicWork("p", .keep, try periodic("W", every: .hours(1)))
        h.workManager.cancelUniqueWork("p")
        let newPeriodic = try h.workManager.enqueueUniquePeriodicWork("p", .keep, try periodic("W", every: .hours(1)))
        #expect(h.info(oldPeriodic) == nil)
        #expect(h.state(newPeriodic) == .enqueued)
    }

    // WorkManagerImplTest.testEnqueueUniquePeriodicWork_update
    private func updateKeepsIdAndEnqueueTime() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let orig = try #require(
            try h.workManager.enqueueUniquePeriodicWork("n", .keep, try periodic("W", every: .minutes(15))))
        let enqueueTime = try #require(h.context.app.workDatabase[orig]?.lastEnqueueTime)
        try h.device.advance(by: .minutes(5))
        let updated = try h.workManager.enqueueUniquePeriodicWork("n", .update, try periodic("W", every: .minutes(30)))
        #expect(updated == orig)
        #expect(h.workManager.getWorkInfosForUniqueWork("n").map(\.id) == [orig])
        #expect(h.context.app.workDatabase[orig]?.lastEnqueueTime == enqueueTime)
        #expect(h.info(orig)?.repeatInterval == .minutes(30))
        #expect(h.info(orig)?.generation == 1)
    }

    // WorkManagerImplTest.testEnqueueUniquePeriodicWork_updateCancelled
    private func updateOfCancelledWorkEnqueuesNewWork() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let orig = try h.workManager.enqueueUniquePeriodicWork("n", .keep, try periodic("W", every: .hours(1)))
        h.workManager.cancelUniqueWork("n")
        let new = try h.workManager.enqueueUniquePeriodicWork("n", .update, try periodic("W", every: .hours(1)))
        #expect(h.info(orig) == nil)
        #expect(new != orig && h.state(new) == .enqueued)
    }

    // WorkManagerImplTest.testEnqueueUniquePeriodicWork_updateNonExistent
    private func updateWithoutExistingWorkEnqueues() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let new = try h.workManager.enqueueUniquePeriodicWork("n", .update, try periodic("W", every: .hours(1)))
        #expect(h.state(new) == .enqueued)
    }

    // WorkManagerImplTest.testEnqueueUniquePeriodicWork_updateOneTimeWork
    private func updateOfOneTimeWorkThrows() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("W", delay: .hours(1))])
        let error = #expect(throws: AndroidException.self) {
            try h.workManager.enqueueUniquePeriodicWork("n", .update, try periodic("W", every: .hours(1)))
        }
        #expect(error?.className == "java.lang.UnsupportedOperationException")
    }

    // WorkManagerImplTest.testBeginUniqueWork_appendsExistingWorkOnAppend
    private func appendBlocksBehindExistingWork() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let orig = try h.workManager.enqueueUniqueWork("n", .append, [try oneTime("W", delay: .hours(1))])[0]
        let a1 = h.workManager.beginUniqueWork("n", .append, [try oneTime("W")])
        let a2 = a1.then([try oneTime("W")])
        try a2.enqueue()
        let database = h.context.app.workDatabase
        #expect(h.state(a1.workIDs[0]) == .blocked && database.prerequisites(of: a1.workIDs[0]) == [orig])
        #expect(h.state(a2.workIDs[0]) == .blocked && database.prerequisites(of: a2.workIDs[0]) == a1.workIDs)
        #expect(h.info(a2.workIDs[0])?.uniqueName == "n")
    }

    // WorkManagerImplTest.testBeginUniqueWork_appendsExistingWorkToOnlyLeavesOnAppend
    private func appendDependsOnLeavesOnly() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let o2 = h.workManager.beginUniqueWork("n", .append, [try oneTime("W", delay: .hours(1))])
            .then([try oneTime("W")])
        let leaves = o2.then([try oneTime("W"), try oneTime("W")])
        try leaves.enqueue()
        let a1 = h.workManager.beginUniqueWork("n", .append, [try oneTime("W")])
        let a2 = a1.then([try oneTime("W")])
        try a2.enqueue()
        let database = h.context.app.workDatabase
        #expect(database.prerequisites(of: a1.workIDs[0]) == leaves.workIDs)
        #expect(database.prerequisites(of: a2.workIDs[0]) == a1.workIDs)
        #expect(h.state(a1.workIDs[0]) == .blocked && h.state(a2.workIDs[0]) == .blocked)
    }

    // WorkManagerImplTest.testBeginUniqueWork_insertsWithAppendOrReplaceWithFailedPreRequisites / …Cancelled…
    private func appendOrReplaceStartsFreshAfterAFailedLeaf() throws {
        for failed in [true, false] {
            let h = try WorkHarness(workers: ["Bad": (.zero, { _ in .failure() }), "W": Self.succeed])
            let p = try h.workManager.enqueueUniqueWork("n", .append, [try oneTime("Bad")])[0]
            if failed { try h.device.advance(by: .seconds(1)) } else { h.workManager.cancelWorkById(p) }
            let r = try h.workManager.enqueueUniqueWork("n", .appendOrReplace, [try oneTime("W", delay: .hours(1))])[0]
            #expect(h.info(p) == nil)
            #expect(h.state(r) == .enqueued)
            #expect(h.context.app.workDatabase.prerequisites(of: r) == [])
        }
    }

    // WorkManagerImplTest.testBeginUniqueWork_appendsWork_whenUsingAppendOrReplace
    private func appendOrReplaceAppendsBehindEnqueuedWork() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let p = try h.workManager.enqueueUniqueWork("n", .append, [try oneTime("W", delay: .hours(1))])[0]
        let r = try h.workManager.enqueueUniqueWork("n", .appendOrReplace, [try oneTime("W")])[0]
        #expect(h.state(r) == .blocked)
        #expect(h.context.app.workDatabase.prerequisites(of: r) == [p])
    }

    // WorkManagerImplTest.testBeginUniqueWork_insertsExistingWorkWhenNothingToAppendTo
    private func appendWithNothingToAppendToInsertsTheChain() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let a1 = h.workManager.beginUniqueWork("n", .append, [try oneTime("W")])
        let a2 = a1.then([try oneTime("W")])
        try a2.enqueue()
        #expect(h.workManager.getWorkInfosForUniqueWork("n").map(\.id) == a1.workIDs + a2.workIDs)
        #expect(h.state(a1.workIDs[0]) == .enqueued && h.state(a2.workIDs[0]) == .blocked)
    }

    // WorkUpdateTest.updateRunningPeriodicWorkRequest
    private func updateOfRunningPeriodicWorkAppliesForNextRun() throws {
        let h = try WorkHarness(workers: ["W": Self.slow])
        let id = try h.workManager.enqueue(try periodic("W", every: .days(1), tag: "original"))
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .running)
        let update = try PeriodicWorkRequest.Builder(workerClassName: "W", repeatInterval: .days(1))
            .setId(id).addTag("updated").build()
        #expect(try h.workManager.updateWork(update) == .appliedForNextRun)
        try h.device.advance(by: .minutes(1))
        #expect(h.log.stops.isEmpty)
        #expect(h.log.tags == [["W", "original"]])
        #expect(h.state(id) == .enqueued)
        #expect(h.info(id)?.tags == ["W", "updated"])
        #expect(h.workManager.getWorkInfosByTag("original").isEmpty)
    }

    // WorkUpdateTest.updatePeriodicWorkAfterFirstPeriod
    private func updateAfterFirstPeriodAppliesImmediately() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let id = try h.workManager.enqueue(try periodic("W", every: .hours(1)))
        try h.device.advance(by: .seconds(1))
        let update = try PeriodicWorkRequest.Builder(workerClassName: "W", repeatInterval: .hours(1)).setId(id)
            .setConstraints(Constraints(requiresCharging: true)).addTag("new").build()
        #expect(try h.workManager.updateWork(update) == .appliedImmediately)
        #expect(h.info(id)?.periodCount == 1)
        #expect(h.info(id)?.constraints.requiresCharging == true)
    }

    // WorkUpdateTest.updateRetryingOneTimeWork
    private func updateOfRetryingWorkKeepsAttemptCount() throws {
        let h = try WorkHarness(workers: ["Retry": (.zero, { _ in .retry }), "W": Self.succeed])
        let first = try OneTimeWorkRequest.Builder(workerClassName: "Retry").setBackoffCriteria(.linear, .days(10))
            .build()
        let id = try h.workManager.enqueue(first)
        try h.device.advance(by: .seconds(1))
        let update = try OneTimeWorkRequest.Builder(workerClassName: "W").setId(id).build()
        #expect(try h.workManager.updateWork(update) == .appliedImmediately)
        try h.device.advance(by: .hours(6))  // the 5 h cap of the clamped 10-day backoff
        #expect(h.log.runs == ["Retry \(id) attempt 0", "W \(id) attempt 1"])
        #expect(h.state(id) == .succeeded)
    }

    // WorkUpdateTest.updateCorrectNextRunTime
    private func updateKeepsEnqueueTimeAndAppliesNewDelay() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let id = try h.workManager.enqueue(try oneTime("W", delay: .minutes(10)))
        try h.device.advance(by: .minutes(5))
        let update = try OneTimeWorkRequest.Builder(workerClassName: "W").setId(id).setInitialDelay(.minutes(20))
            .build()
        try h.workManager.updateWork(update)
        #expect(h.info(id)?.nextScheduleTimeMillis == h.wallNow + 15 * 60_000)
    }

    // WorkUpdateTest.failFinished / failWorkDoesntExit / updateWorkerGeneration
    private func updateResultsAndGeneration() throws {
        var generations: [Int] = []
        let h = try WorkHarness(workers: [
            "W": (
                .zero,
                { context in
                    generations.append(context.generation)
                    return .success()
                }
            )
        ])
        // androidx runs the vector without App Standby; on a phone an app unused for 10 days (8 of them with 6 hours
        // of screen on) is RESTRICTED by then and its job waits for the charger and an idle device.
        h.device.dozeParameters = .off
        let done = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        let later = try h.workManager.enqueue(try oneTime("W", delay: .days(10)))
        func update(_ id: WorkID) throws -> WorkUpdateResult {
            try h.workManager.updateWork(
                try OneTimeWorkRequest.Builder(workerClassName: "W").setId(id).setInitialDelay(.days(10)).build())
        }
        #expect(try update(done) == .notApplied)
        let error = #expect(throws: AndroidException.self) { try update(WorkID(999)) }
        #expect(error?.className == "java.lang.IllegalArgumentException")
        #expect(try update(later) == .appliedImmediately)
        #expect(h.info(later)?.generation == 1)
        try h.device.advance(by: .days(11))
        #expect(generations == [0, 1])
    }
}
