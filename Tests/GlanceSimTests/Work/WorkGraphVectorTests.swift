import GlanceSim
import Testing

/// The `graphs` vectors (chains, cancellation, merging, pruning), each re-enacted on a device.
@Suite struct WorkGraphVectorTests {
    static var succeed: (SimDuration, (WorkerContext) throws -> WorkResult) { (.zero, { _ in .success() }) }
    static var fail: (SimDuration, (WorkerContext) throws -> WorkResult) { (.zero, { _ in .failure() }) }

    @Test(arguments: WorkVectors.shared.graphs)
    func graphVectorHoldsOnTheDevice(_ vector: DescriptiveVector) throws {
        switch vector.id {
        case "G-1", "G-2": try dependentsFollowPrerequisiteResult(failing: vector.id == "G-1")
        case "G-3": try unblockedWorkGetsItsEnqueueTimeWhenThePrerequisiteFinishes()
        case "G-4": try enqueueAfterFinishedPrerequisitesTakesTheirOutcome()
        case "G-5", "G-6": try cancelByIdWalksDependents(prerequisiteFinished: vector.id == "G-6")
        case "G-7": try cancelByTagCancelsEveryTransitiveDependent()
        case "G-8": try cancelByNameOrAllIgnoresFinishedWork()
        case "G-9": try failureReachesTheEndOfADeepChain()
        case "G-10": try arrayCreatingMergerCollectsEveryPrerequisiteOutput()
        case "G-12": try pruneWorkDeletesFinishedRowsWithoutUnfinishedDependents()
        case "G-13": try databaseOpenPrunesFinishedRowsOlderThanADay()
        default: Issue.record("no scenario for graph vector \(vector.id)")
        }
    }

    // WorkerWrapperTest.testDependencies_failsUncancelledDependentsOnFailure / _enqueuesBlockedDependentsOnSuccess
    private func dependentsFollowPrerequisiteResult(failing: Bool) throws {
        let h = try WorkHarness(workers: [
            "A": failing ? Self.fail : Self.succeed, "B": Self.succeed, "C": Self.succeed,
        ])
        // The process runs first, so no database open prunes the cancelled, never-enqueued C (its
        // lastEnqueueTime is -1, which the one-day cleanup would take) before the check.
        try h.device.startProcess(WorkHarness.package)
        let a = h.workManager.beginWith([try oneTime("A", delay: .minutes(1))])
        let b = a.then([try oneTime("B")])
        let c = a.then([try oneTime("C")])
        try b.enqueue()
        try c.enqueue()
        h.workManager.cancelWorkById(c.workIDs[0])
        #expect(h.state(b.workIDs[0]) == .blocked)
        try h.device.advance(by: .minutes(2))
        #expect(h.state(a.workIDs[0]) == (failing ? .failed : .succeeded))
        #expect(h.state(b.workIDs[0]) == (failing ? .failed : .succeeded))
        #expect(h.state(c.workIDs[0]) == .cancelled)
    }

    // WorkerWrapperTest.testDependencies_setsPeriodStartTimesForUnblockedWork
    private func unblockedWorkGetsItsEnqueueTimeWhenThePrerequisiteFinishes() throws {
        let h = try WorkHarness(workers: ["A": (.seconds(20), { _ in .success() }), "B": Self.succeed])
        let chain = h.workManager.beginWith([try oneTime("A")]).then([try oneTime("B", delay: .hours(1))])
        try chain.enqueue()
        let b = chain.workIDs[0]
        #expect(h.info(b)?.nextScheduleTime == nil)
        let start = h.wallNow
        try h.device.advance(by: .seconds(30))
        #expect(h.info(b)?.nextScheduleTimeMillis == start + 20_000 + 3_600_000)
    }

    // WorkManagerImplTest.testEnqueue_insertWithCompletedDependencies_isNotStatusBlocked / _isStatusFailed / _isStatusCancelled
    private func enqueueAfterFinishedPrerequisitesTakesTheirOutcome() throws {
        let h = try WorkHarness(workers: ["Ok": Self.succeed, "Bad": Self.fail, "Child": Self.succeed])
        let ok = h.workManager.beginWith([try oneTime("Ok")])
        let bad = h.workManager.beginWith([try oneTime("Bad")])
        let gone = h.workManager.beginWith([try oneTime("Ok", delay: .hours(1))])
        try ok.enqueue()
        try bad.enqueue()
        try gone.enqueue()
        h.workManager.cancelWorkById(gone.workIDs[0])
        try h.device.advance(by: .seconds(1))
        let afterOk = try ok.then([try oneTime("Child")]).enqueue()
        let afterBad = try bad.then([try oneTime("Child")]).enqueue()
        let afterGone = try gone.then([try oneTime("Child")]).enqueue()
        #expect(h.state(afterOk[0]) == .enqueued)
        #expect(h.state(afterBad[0]) == .failed)
        #expect(h.state(afterGone[0]) == .cancelled)
    }

    // WorkManagerImplTest.testCancelWorkById_cancelsDependentWork / testCancelWorkById_cancelsUnfinishedWorkOnly
    private func cancelByIdWalksDependents(prerequisiteFinished: Bool) throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let first = h.workManager.beginWith([try oneTime("W")])
        let chain = first.then([try oneTime("W", delay: .hours(1))])
        try chain.enqueue()
        if prerequisiteFinished { try h.device.advance(by: .seconds(1)) }
        h.workManager.cancelWorkById(first.workIDs[0])
        #expect(h.state(first.workIDs[0]) == (prerequisiteFinished ? .succeeded : .cancelled))
        #expect(h.state(chain.workIDs[0]) == .cancelled)
    }

    // WorkManagerImplTest.testCancelAllWorkByTag_cancelsDependentWork
    private func cancelByTagCancelsEveryTransitiveDependent() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let w0 = h.workManager.beginWith([try oneTime("W", tag: "t", delay: .hours(1))])
        let w1 = w0.then([try oneTime("W")])
        let w4 = w0.then([try oneTime("W")])
        let w3 = h.workManager.beginWith([try oneTime("W", delay: .hours(1))])
        let w2 = WorkContinuation.combine([w1, w3])
        try w2.enqueue()
        try w4.enqueue()
        h.workManager.cancelAllWorkByTag("t")
        for step in [w0, w1, w2, w4] { #expect(h.state(step.workIDs[0]) == .cancelled) }
        #expect(h.state(w3.workIDs[0]) == .enqueued)
    }

    // WorkManagerImplTest.testCancelWorkByName_ignoresFinishedWork / testCancelAllWork
    private func cancelByNameOrAllIgnoresFinishedWork() throws {
        for byName in [true, false] {
            let h = try WorkHarness(workers: ["W": Self.succeed])
            let w0 = try h.workManager.enqueueUniqueWork("n", .append, [try oneTime("W")])[0]
            try h.device.advance(by: .seconds(1))
            let w1 = try h.workManager.enqueueUniqueWork("n", .append, [try oneTime("W", delay: .hours(1))])[0]
            if byName { h.workManager.cancelUniqueWork("n") } else { h.workManager.cancelAllWork() }
            #expect(h.state(w0) == .succeeded)
            #expect(h.state(w1) == .cancelled)
            #expect(h.info(w1)?.stopReason == .notStopped)
        }
    }

    // WorkerWrapperTest.testFailedOnDeepHierarchy
    private func failureReachesTheEndOfADeepChain() throws {
        let h = try WorkHarness(workers: ["Bad": Self.fail, "W": Self.succeed])
        var chain = h.workManager.beginWith([try oneTime("Bad")])
        let first = chain
        for _ in 0..<500 { chain = chain.then([try oneTime("W")]) }
        try chain.enqueue()
        try h.device.advance(by: .seconds(1))
        #expect(h.state(first.workIDs[0]) == .failed)
        #expect(h.state(chain.workIDs[0]) == .failed)
    }

    // WorkerWrapperTest.testDependencies_passesMergedOutputs
    private func arrayCreatingMergerCollectsEveryPrerequisiteOutput() throws {
        let h = try WorkHarness(workers: [
            "P1": (.zero, { _ in .success(["key": .string("value1")]) }),
            "P2": (.zero, { _ in .success(["key": .string("value2")]) }),
            "C": Self.succeed,
        ])
        let parents = h.workManager.beginWith([try oneTime("P1"), try oneTime("P2")])
        try parents.then([try oneTime("C", merger: .arrayCreating)]).enqueue()
        try h.device.advance(by: .seconds(1))
        let input = try #require(h.log.inputs.last)
        #expect(input.count == 1)
        #expect(input.stringArray("key")?.sorted() == ["value1", "value2"])
    }

    // WorkManagerImplTest.pruneFinishedWork
    private func pruneWorkDeletesFinishedRowsWithoutUnfinishedDependents() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let f = try h.workManager.enqueue(try oneTime("W"))
        let g = h.workManager.beginWith([try oneTime("W")])
        let e = g.then([try oneTime("W", delay: .days(3))])
        try e.enqueue()
        let keep = try OneTimeWorkRequest.Builder(workerClassName: "W").keepResultsForAtLeast(.days(999)).build()
        let hId = try h.workManager.enqueue(keep)
        try h.device.advance(by: .seconds(1))
        h.workManager.pruneWork()
        #expect(h.info(e.workIDs[0]) != nil)
        #expect(h.info(f) == nil)
        #expect(h.info(g.workIDs[0]) != nil)
        #expect(h.info(hId) == nil)
    }

    // WorkManagerImplTest.testGenerateCleanupCallback_deletesOldFinishedWork
    private func databaseOpenPrunesFinishedRowsOlderThanADay() throws {
        let h = try WorkHarness(workers: ["W": Self.succeed])
        let w1 = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .milliseconds(2))
        let w2 = try h.workManager.enqueue(try oneTime("W", delay: .days(5)))
        try h.device.advance(by: .days(1) - .milliseconds(1))  // w1 enqueued 1 day + 1 ms ago, w2 1 day - 1 ms
        try h.device.kill(WorkHarness.package)
        try h.device.startProcess(WorkHarness.package)  // WorkManager opens its database
        #expect(h.info(w1) == nil)
        #expect(h.info(w2)?.state == .enqueued)
    }
}
