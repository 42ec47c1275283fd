import Testing

@testable import GlanceSim

/// The system side of work: AOSP `JobSchedulerService` as WorkManager's jobs meet it — restarts after
/// process death, the order parked jobs become ready in, and a reboot forgetting non-persisted jobs.
@Suite struct JobSchedulerTests {
    /// `JobServiceContext` sees the process die with two executing jobs; JobScheduler reschedules each
    /// with its own backoff (`JobSchedulerService.getRescheduleJobForFailureLocked`), so the app comes back
    /// after the shorter of the two (20 s, not 60 s), once.
    @Test func aDeadProcessIsRestartedAfterTheShortestBackoffOfItsJobs() throws {
        let h = try WorkHarness(workers: ["W": (.minutes(5), { _ in .success() })])
        let slow = try OneTimeWorkRequest.Builder(workerClassName: "W").setBackoffCriteria(.linear, .seconds(60))
            .build()
        let fast = try OneTimeWorkRequest.Builder(workerClassName: "W").setBackoffCriteria(.linear, .seconds(20))
            .build()
        try h.workManager.enqueue(slow)
        try h.workManager.enqueue(fast)
        try h.device.advance(by: .seconds(1))
        try h.device.kill(WorkHarness.package)
        try h.device.advance(by: .seconds(19))
        #expect(!h.device.isProcessAlive(WorkHarness.package))
        try h.device.advance(by: .seconds(1))
        let starts = h.device.trace.records.filter { $0.kind == .processStart }
        #expect(starts.map(\.details).last == "pid 1001 for job reschedule")
        #expect(starts.count == 2)
    }

    /// Jobs parked on the same constraint become ready, when it holds, in the order WorkManager enqueued
    /// their rows (`lastEnqueueTime`, then job id) — not in hash order.
    @Test func parkedJobsBecomeReadyInEnqueueOrder() throws {
        var conditions = DeviceConditions()
        conditions.isCharging = false
        let h = try WorkHarness(conditions: conditions, workers: ["W": (.zero, { _ in .success() })])
        let charging = Constraints(requiresCharging: true)
        var ids: [WorkID] = []
        for minute in 0..<5 {
            ids.append(try h.workManager.enqueue(try oneTime("W", constraints: charging)))
            try h.device.advance(by: .minutes(minute == 2 ? 0 : 1))
        }
        h.device.setCharging(true)
        try h.device.advance(by: .seconds(1))
        let started = h.device.trace.records.compactMap { record -> WorkID? in
            guard case .work(.start(_, let id, _, _, _, _)) = record.event else { return nil }
            return id
        }
        #expect(started == ids)
    }

    /// WorkManager's jobs are not persisted: after a reboot JobScheduler holds none of them until
    /// `RescheduleReceiver` starts the app and its start-up schedules them again.
    @Test func aRebootForgetsEveryJobUntilTheAppReschedules() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("W", delay: .hours(1)))
        let row = try #require(h.context.app.workDatabase.row(id))
        #expect(h.device.jobScheduler.isScheduled(row.job))
        h.device.powerLoss()
        #expect(!h.device.jobScheduler.isScheduled(row.job))
        #expect(h.device.pendingEvents.map(\.description).contains("work reschedule after boot \(WorkHarness.package)"))
        try h.device.advance(by: .seconds(1))
        #expect(h.device.jobScheduler.isScheduled(row.job))
        try h.device.advance(by: .hours(1))
        #expect(h.state(id) == .succeeded)
    }
}
