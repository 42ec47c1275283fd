import GlanceSim
import Testing

/// Expedited work: androidx `WorkRequest.Builder.setExpedited` / `build()` and `PeriodicWorkRequest.Builder
/// .buildInternal` (the builder errors), `SystemJobInfoConverter.convert` (expedited only for a first,
/// undelayed attempt on API 31+), `SystemJobScheduler.scheduleInternal` (the out-of-quota fallback); AOSP
/// `JobSchedulerService.scheduleAsPackage` ("Return failure early if expedited job quota used up") and
/// `QuotaController` (`DEFAULT_EJ_LIMIT_ACTIVE_MS` = 30 min, `_RARE_MS` = 10 min, `DEFAULT_EJ_WINDOW_SIZE_MS`
/// = 24 h).
@Suite struct ExpeditedWorkTests {
    private func harness(duration: SimDuration = .minutes(4)) throws -> WorkHarness {
        try WorkHarness(workers: ["Send": (duration, { _ in .success() })])
    }

    private func expedited(_ policy: OutOfQuotaPolicy = .runAsNonExpeditedWorkRequest) throws -> OneTimeWorkRequest {
        try OneTimeWorkRequest.Builder(workerClassName: "Send").setExpedited(policy).build()
    }

    /// `PeriodicWorkRequest.Builder.buildInternal`: `require(!workSpec.expedited) { "PeriodicWorkRequests
    /// cannot be expedited" }`.
    @Test func periodicWorkRequestsCannotBeExpedited() {
        #expect(throws: AndroidException.illegalArgument("PeriodicWorkRequests cannot be expedited")) {
            try PeriodicWorkRequest.Builder(workerClassName: "Send", repeatInterval: .hours(1))
                .setExpedited(.runAsNonExpeditedWorkRequest).build()
        }
    }

    /// `WorkRequest.Builder.build()`: an expedited request with an initial delay throws "Expedited jobs cannot
    /// be delayed".
    @Test func expeditedJobsCannotBeDelayed() {
        #expect(throws: AndroidException.illegalArgument("Expedited jobs cannot be delayed")) {
            try OneTimeWorkRequest.Builder(workerClassName: "Send").setInitialDelay(.seconds(1))
                .setExpedited(.dropWorkRequest).build()
        }
    }

    /// `build()`: charging, battery-not-low, device-idle (and content-URI) constraints throw "Expedited jobs
    /// only support network and storage constraints", checked before the delay; network and storage are fine.
    @Test func expeditedJobsOnlySupportNetworkAndStorageConstraints() throws {
        for constraints in [
            Constraints(requiresCharging: true), Constraints(requiresBatteryNotLow: true),
            Constraints(requiresDeviceIdle: true),
        ] {
            #expect(
                throws: AndroidException.illegalArgument("Expedited jobs only support network and storage constraints")
            ) {
                try OneTimeWorkRequest.Builder(workerClassName: "Send").setConstraints(constraints)
                    .setInitialDelay(.minutes(1)).setExpedited(.dropWorkRequest).build()
            }
        }
        let fine = try OneTimeWorkRequest.Builder(workerClassName: "Send")
            .setConstraints(Constraints(requiredNetworkType: .connected, requiresStorageNotLow: true))
            .setExpedited(.dropWorkRequest).build()
        #expect(fine.isExpedited && fine.outOfQuotaPolicy == .dropWorkRequest)
    }

    /// JobScheduler runs an accepted expedited job at once; `WorkInfo` shows the request's flag and policy,
    /// and the run's time counts against the app's quota.
    @Test func expeditedWorkRunsAtOnceAsAnExpeditedJobAndUsesQuota() throws {
        let h = try harness()
        let id = try h.workManager.enqueue(expedited())
        #expect(h.info(id)?.isExpedited == true)
        #expect(h.info(id)?.outOfQuotaPolicy == .runAsNonExpeditedWorkRequest)
        try h.device.advance(by: .minutes(5))
        #expect(h.state(id) == .succeeded)
        #expect(h.device.trace.count(of: .workExpedited) == 1)
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(4))
    }

    /// Out of quota (30 min per 24 h in the ACTIVE bucket) with RUN_AS_NON_EXPEDITED_WORK_REQUEST: JobScheduler
    /// returns RESULT_FAILURE and WorkManager schedules an ordinary job, which still runs; its time is not
    /// expedited time.
    @Test func outOfQuotaRunAsNonExpeditedWorkRequestRunsAsOrdinaryWork() throws {
        let h = try harness(duration: .minutes(10))
        for _ in 0..<3 {
            try h.workManager.enqueue(expedited())
            try h.device.advance(by: .minutes(11))
        }
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(30))
        let id = try h.workManager.enqueue(expedited(.runAsNonExpeditedWorkRequest))
        try h.device.advance(by: .minutes(11))
        #expect(h.state(id) == .succeeded)
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(30))
        #expect(h.device.trace.records.last { $0.kind == .workExpedited }?.details.hasPrefix("refused") == true)
    }

    /// Out of quota with DROP_WORK_REQUEST: nothing is scheduled, the row stays ENQUEUED and never runs; after
    /// the quota window moves on it still waits until WorkManager schedules it again — at the next boot, when
    /// the quota (kept in memory by JobScheduler) is fresh, so it runs expedited.
    @Test func outOfQuotaDropWorkRequestIsNotScheduledUntilWorkManagerReschedules() throws {
        let h = try harness(duration: .minutes(5))
        try h.device.setStandbyBucket(.rare, of: WorkHarness.package)  // 10 minutes a day
        for _ in 0..<2 {
            try h.workManager.enqueue(expedited())
            try h.device.advance(by: .minutes(6))
        }
        let dropped = try h.workManager.enqueue(expedited(.dropWorkRequest))
        try h.device.advance(by: .days(2))
        #expect(h.state(dropped) == .enqueued)
        #expect(h.log.runs.count == 2)
        h.device.powerLoss()
        try h.device.advance(by: .minutes(6))
        #expect(h.state(dropped) == .succeeded)
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(5))
    }

    /// The quota is a rolling 24-hour window: time used a day ago no longer counts.
    @Test func expeditedQuotaIsARolling24HourWindow() throws {
        let h = try harness(duration: .minutes(10))
        try h.device.setStandbyBucket(.frequent, of: WorkHarness.package)
        try h.workManager.enqueue(expedited())
        try h.device.advance(by: .hours(12))
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(10))
        try h.device.advance(by: .hours(12) + .minutes(5))  // the run was 00:00–00:10 a day ago: half counts
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(5))
        try h.device.advance(by: .minutes(5))
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .zero)
        #expect(h.device.standbyBucket(of: WorkHarness.package) == .frequent)
        #expect(StandbyBucket.active.expeditedJobLimit == .minutes(30))
    }

    /// `SystemJobInfoConverter`: `isRetry = runAttemptCount > 0` — a retry is an ordinary job; and below
    /// API 31 WorkManager never asks JobScheduler for an expedited job.
    @Test func retriesAndPreApi31DevicesRunExpeditedWorkAsOrdinaryJobs() throws {
        var attempts = 0
        let h = try WorkHarness(workers: [
            "Send": (
                .minutes(1),
                { _ in
                    attempts += 1
                    return attempts == 1 ? .retry : .success()
                }
            )
        ])
        let id = try h.workManager.enqueue(expedited())
        try h.device.advance(by: .minutes(5))
        #expect(h.state(id) == .succeeded)
        #expect(h.device.trace.count(of: .workExpedited) == 1)  // the first attempt only
        #expect(h.device.expeditedJobTimeUsed(by: WorkHarness.package) == .minutes(1))

        let old = try harness()
        old.device.sdkInt = 30
        let legacy = try old.workManager.enqueue(expedited())
        try old.device.advance(by: .minutes(5))
        #expect(old.state(legacy) == .succeeded)
        #expect(old.device.trace.count(of: .workExpedited) == 0)
        #expect(old.device.expeditedJobTimeUsed(by: WorkHarness.package) == .zero)
    }
}
