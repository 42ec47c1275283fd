import Testing

@testable import GlanceSim

/// A job that starts its app's process: AOSP `JobServiceContext.executeRunnableJob` binds the app's
/// `JobService` (starting the process) with the job already in its active list, and `JobStore` keeps the
/// job until `onJobCompletedLocked`; so when WorkManager initialises in the new process,
/// `ForceStopRunnable` → `SystemJobScheduler.reconcileJobs` finds the job held and leaves the row alone.
/// Only then does `onStartJob` reach `SystemJobService`.
@Suite struct WorkJobStartTests {
    private func workStarts(_ h: WorkHarness) -> [WorkID] {
        h.device.trace.records.compactMap { record in
            guard case .work(.start(_, let id, _, _, _, _)) = record.event else { return nil }
            return id
        }
    }

    /// The process starts for the job, the start-up reconcile schedules the app's *other* ENQUEUED row
    /// that JobScheduler does not hold, and the started row runs exactly once with no second job pending.
    @Test func aJobThatStartsItsProcessRunsOnceAndTheReconcileLeavesItAlone() throws {
        let h = try WorkHarness(workers: ["W": (.seconds(10), { _ in .success() })])
        let due = try h.workManager.enqueue(try oneTime("W"))
        let later = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        // JobScheduler forgets `later`'s job, as after a failed schedule; the reconcile must bring it back.
        h.context.app.workManagerImpl.unschedule(try #require(h.context.app.workDatabase.row(later)))
        try h.device.advance(by: .seconds(1))
        let starts = h.device.trace.records.filter { $0.kind == .processStart }
        #expect(starts.map(\.details) == ["pid 1000 for work \(due)"])
        #expect(workStarts(h) == [due])
        #expect(h.state(due) == .running)
        let pending = h.device.pendingEvents.map(\.description)
        #expect(!pending.contains("work due \(WorkHarness.package) \(due)"))
        #expect(pending.contains("work due \(WorkHarness.package) \(later)"))
        try h.device.advance(by: .hours(1))
        #expect(workStarts(h) == [due, later])
        #expect(h.workManager.runCount(of: due) == 1)
    }

    /// `Application.onCreate` runs while the job binds; if it cancels the very work being started, the
    /// job is gone and `onStartJob` never runs a worker for it.
    @Test func onCreateCancellingTheWorkBeingStartedMeansItNeverRuns() throws {
        var target: WorkID?
        let h = try WorkHarness(
            workers: ["W": (.zero, { _ in .success() })],
            onCreate: { context in if let target { context.workManager.cancelWorkById(target) } })
        target = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        #expect(h.device.isProcessAlive(WorkHarness.package))
        #expect(h.state(target) == .cancelled)
        #expect(workStarts(h).isEmpty && h.log.runs.isEmpty)
    }

    /// `onCreate` enqueueing more work while the job binds: the new row gets its own job and both run,
    /// each once, the started one first.
    @Test func onCreateEnqueueingWorkWhileTheJobBindsSchedulesItOnce() throws {
        var enqueued: WorkID?
        let h = try WorkHarness(
            workers: ["W": (.zero, { _ in .success() })],
            onCreate: { context in enqueued = try context.workManager.enqueue(try oneTime("W")) })
        let first = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        #expect(workStarts(h) == [first, try #require(enqueued)])
        #expect(h.state(first) == .succeeded && h.state(enqueued) == .succeeded)
    }

    /// The process fails to start (`Application.onCreate` throws, the app crashes): JobScheduler retries
    /// the job after its backoff delay (`JobInfo.setBackoffCriteria` from the row: 30 s by default),
    /// starting the process again.
    @Test func aProcessThatCrashesWhileTheJobBindsIsRetriedAfterTheBackoffDelay() throws {
        struct Boom: Error {}
        var crashes = 1
        let h = try WorkHarness(
            workers: ["W": (.zero, { _ in .success() })],
            onCreate: { _ in
                if crashes > 0 {
                    crashes -= 1
                    throw Boom()
                }
            })
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(29))
        #expect(h.state(id) == .enqueued && !h.device.isProcessAlive(WorkHarness.package))
        try h.device.advance(by: .seconds(1))
        let starts = h.device.trace.records.filter { $0.kind == .processStart }
        #expect(starts.map(\.instant) == [.zero, .zero + .seconds(30)])
        #expect(h.state(id) == .succeeded && h.info(id)?.runAttemptCount == 1)
    }

    /// A run goes through one row object: the same `WorkRow` before and after, its job handle reused for
    /// the next period, and the pending job event carrying that row.
    @Test func aPeriodicRowIsOneObjectMutatedInPlaceAcrossRuns() throws {
        let h = try WorkHarness(workers: ["P": (.zero, { _ in .success() })])
        let id = try h.workManager.enqueue(try periodic("P", every: .minutes(15)))
        let database = h.context.app.workDatabase
        let row = try #require(database.row(id))
        try h.device.advance(by: .minutes(31))
        #expect(database.row(id) === row)
        #expect(row.runCount == 3 && row.spec.periodCount == 3)
        let job = try #require(row.job)
        let carried = h.device.loop.queue.pendingEvents.compactMap { event -> JobStatus? in
            guard case .jobScheduler(.jobDue(let job)) = event.payload else { return nil }
            return job
        }
        #expect(carried.count == 1 && carried.first === job)
        #expect(carried.first.map(h.context.app.workManagerImpl.row(of:)) === row)
    }

    /// JobScheduler knows a job by its id, its `JobInfo` and the app's job service; the work id rides in
    /// the job's extras, and WorkManager's job service reads its row back from them (androidx's
    /// `SystemJobService` reads `EXTRA_WORK_SPEC_ID`).
    @Test func aJobsExtrasRoundTripToItsRow() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        let runtime = h.context.app.workManagerImpl
        let first = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        let second = try h.workManager.enqueue(try oneTime("W", delay: .hours(2)))
        for id in [first, second] {
            let row = try #require(h.context.app.workDatabase.row(id))
            let job = try #require(row.job)
            #expect(job.jobId == row.sequence)
            #expect(job.extras.workSpecID == id)
            #expect(runtime.row(of: job) === row)
            #expect(job.service === runtime)
            #expect(runtime.job(for: row) === job)
        }
    }

    /// What dies with what on a row: process death kills its worker but not its run count or job handle; a
    /// reboot forgets the job's state but not the handle or the persisted spec; deletion drops the handle.
    @Test func aRowsWorkerDiesWithTheProcessItsJobStateWithTheBootItsHandleWithTheRow() throws {
        let h = try WorkHarness(workers: ["W": (.minutes(5), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .seconds(1))
        let row = try #require(h.context.app.workDatabase.row(id))
        let job = try #require(row.job)
        #expect(row.worker != nil && row.runCount == 1)
        try h.device.kill(WorkHarness.package)
        #expect(row.worker == nil && row.runCount == 1 && row.job === job)
        #expect(row.spec.state == .running)
        h.device.powerLoss()
        #expect(row.job === job && !h.device.jobScheduler.isScheduled(job))
        #expect(row.spec.state == .running && row.history.count > 1)
        h.workManager.cancelWorkById(id)
        h.workManager.pruneWork()
        #expect(row.isDeleted && row.job == nil && row.worker == nil)
    }
}
