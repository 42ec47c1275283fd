import Testing

@testable import GlanceSim

/// Request building, ids, input merging and the errors androidx reports at enqueue.
@Suite struct WorkRequestTests {
    @Test func idsCountUpPerDeviceAndPrintLikeUUIDs() throws {
        let h = try WorkHarness(workers: [:])
        let first = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        let second = try h.workManager.enqueue(try periodic("W", every: .hours(1)))
        #expect(first.description == "00000000-0000-0000-0000-000000000001")
        #expect(second == WorkID(2))
        #expect(WorkID(255).description == "00000000-0000-0000-0000-0000000000ff")
    }

    @Test func theWorkerClassNameIsTheFirstTag() throws {
        // WorkRequest.Builder adds workerClass.name to the tags.
        let request = try OneTimeWorkRequest.Builder(workerClassName: "com.example.Sync").addTag("a").build()
        #expect(request.tags == ["a", "com.example.Sync"])
    }

    @Test func arrayCreatingMergerRejectsMixedTypesAndTheWorkFails() throws {
        // ArrayCreatingInputMerger: a String and an Int under one key is an IllegalArgumentException.
        #expect(throws: AndroidException.self) {
            try InputMerger.arrayCreating.merge([["k": .string("a")], ["k": .int(1)]])
        }
        #expect(
            try InputMerger.arrayCreating.merge([["k": .int(1)], ["k": .intArray([2, 3])]]) == [
                "k": .intArray([1, 2, 3])
            ])
        let h = try WorkHarness(workers: [
            "P": (.zero, { _ in .success(["k": .int(1)]) }), "C": (.zero, { _ in .success() }),
        ])
        let child = h.workManager.beginWith([try oneTime("P")])
            .then([try oneTime("C", input: ["k": .string("own")], merger: .arrayCreating)])
        try child.enqueue()
        try h.device.advance(by: .seconds(1))
        #expect(h.state(child.workIDs[0]) == .failed)
        #expect(h.log.runs.count == 1)
    }

    @Test func enqueueRejectsWhatAndroidxRejects() throws {
        let h = try WorkHarness(workers: [:])
        // WorkContinuationImpl: an override with REPLACE / CANCEL_AND_REENQUEUE.
        let overridden = try PeriodicWorkRequest.Builder(workerClassName: "W", repeatInterval: .hours(1))
            .setNextScheduleTimeOverride(h.device.clock.wallTime + .hours(3)).build()
        #expect(
            throws: AndroidException.illegalArgument(
                "Next Schedule Time Override must be used with ExistingPeriodicWorkPolicyUPDATE (preferably) or KEEP"
            )
        ) {
            try h.workManager.enqueueUniquePeriodicWork("n", .cancelAndReenqueue, overridden)
        }
        #expect(throws: AndroidException.self) {
            try OneTimeWorkRequest.Builder(workerClassName: "W")
                .setNextScheduleTimeOverride(WallTime(millisecondsSinceEpoch: Int64.max))
        }
        #expect(throws: AndroidException.self) {
            try h.workManager.enqueue(try oneTime("W", delay: .milliseconds(Int64.max - 1_000)))
        }
        // WorkerUpdater: UPDATE over a chain.
        try h.workManager.beginUniqueWork("chain", .keep, [try oneTime("W", delay: .hours(1))])
            .then([try oneTime("W")]).enqueue()
        let error = #expect(throws: AndroidException.self) {
            try h.workManager.enqueueUniquePeriodicWork("chain", .update, try periodic("W", every: .hours(1)))
        }
        #expect(error?.message == "Can't apply UPDATE policy to the chains of work.")
        // An explicit id that exists.
        let id = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        #expect(throws: AndroidException.self) {
            try h.workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "W").setId(id).build())
        }
    }

    @Test func deviceIdleWithBackoffIsRejectedForOneTimeWorkToo() {
        // OneTimeWorkRequest on API 23+: "Cannot set backoff criteria on an idle mode job".
        #expect(throws: AndroidException.illegalArgument("Cannot set backoff criteria on an idle mode job")) {
            try OneTimeWorkRequest.Builder(workerClassName: "W").setConstraints(Constraints(requiresDeviceIdle: true))
                .setBackoffCriteria(.linear, .seconds(10)).build()
        }
    }
}
