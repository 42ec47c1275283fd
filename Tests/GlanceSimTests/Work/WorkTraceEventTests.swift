import GlanceSim
import Testing

/// The typed payload of `work.*` records: the values of one run, as androidx's `WorkerWrapper`
/// (`runWorker`, `handleResult`, `onWorkFinished`), `EnqueueRunnable`, `CancelWorkRunnable` and
/// JobScheduler's constraint controllers produce them — read as values, never parsed from the text.
@Suite struct WorkTraceEventTests {
    private static let start = WallTime(year: 2026, month: 1, day: 1)

    /// The `work.*` payloads recorded so far, in order.
    private func payloads(_ h: WorkHarness) -> [WorkTraceEvent] {
        h.device.trace.records.compactMap { record in
            guard case .work(let event) = record.event else { return nil }
            return event
        }
    }

    /// A constrained one-time run: `EnqueueRunnable` inserts it ENQUEUED, JobScheduler's connectivity
    /// controller parks it (`work.wait`), the network comes back, `WorkerWrapper` starts it with attempt 0
    /// and applies `Result.success()`: SUCCEEDED, no next run.
    @Test func aConstrainedRunRecordsEnqueueWaitStartAndFinishAsValues() throws {
        var conditions = DeviceConditions()
        conditions.network = .none
        let h = try WorkHarness(conditions: conditions, workers: ["Sync": (.seconds(40), { _ in .success() })])
        let id = try h.workManager.enqueue(
            try oneTime("Sync", constraints: Constraints(requiredNetworkType: .connected)))
        try h.device.advance(by: .minutes(1))
        h.device.setNetwork(.unmetered)
        try h.device.advance(by: .minutes(1))
        let package = WorkHarness.package
        #expect(
            payloads(h) == [
                .enqueue(
                    package: package, id: id, worker: "Sync",
                    schedule: WorkSchedule(state: .enqueued, nextRun: Self.start), uniqueName: nil, after: []),
                .wait(package: package, id: id, constraint: .network(.connected)),
                .start(package: package, id: id, worker: "Sync", attempt: 0, duration: .seconds(40), expedited: false),
                .finish(
                    package: package, id: id, result: .success, schedule: WorkSchedule(state: .succeeded, nextRun: nil),
                    previous: .running),
            ])
    }

    /// `Result.retry()` re-enqueues with the backoff branch of `calculateNextRunTime` (exponential, 30 s ×
    /// 2^0 for the first retry): the finish record carries the next run as a wall time.
    @Test func aRetryRecordsTheNextRunAsAWallTime() throws {
        let h = try WorkHarness(workers: ["Flaky": (.zero, { _ in .retry })])
        let id = try h.workManager.enqueue(try oneTime("Flaky"))
        try h.device.advance(by: .seconds(1))
        let finish = payloads(h).first { $0.kind == .workFinish }
        let expected = WallTime(millisecondsSinceEpoch: Self.start.millisecondsSinceEpoch + 30_000)
        #expect(
            finish
                == .finish(
                    package: WorkHarness.package, id: id, result: .retry,
                    schedule: WorkSchedule(state: .enqueued, nextRun: expected), previous: .running))
    }

    /// A lost constraint stops the worker with its controller's reason (`STOP_REASON_CONSTRAINT_CONNECTIVITY`),
    /// and cancelling a chain's head cancels its dependent with the head as the cause.
    @Test func stopsAndCancelsCarryTheirReasonAndRoot() throws {
        let h = try WorkHarness(workers: [
            "Long": (.minutes(5), { _ in .success() }), "Next": (.zero, { _ in .success() }),
        ])
        let head = h.workManager.beginWith([
            try oneTime("Long", constraints: Constraints(requiredNetworkType: .connected))
        ])
        let chain = head.then([try oneTime("Next")])
        try chain.enqueue()
        try h.device.advance(by: .seconds(1))
        h.device.setNetwork(.none)
        h.workManager.cancelWorkById(head.workIDs[0])
        let package = WorkHarness.package
        let tail = payloads(h).suffix(3)
        #expect(
            Array(tail) == [
                .stop(package: package, id: head.workIDs[0], reason: .constraintConnectivity),
                .cancel(package: package, id: head.workIDs[0], dependentOf: nil),
                .cancel(package: package, id: chain.workIDs[0], dependentOf: head.workIDs[0]),
            ])
        #expect(
            tail.map(\.subject) == [
                "\(package) \(head.workIDs[0])", "\(package) \(head.workIDs[0])", "\(package) \(chain.workIDs[0])",
            ])
    }

    /// An unknown worker class fails the run before a worker exists (`WorkerWrapper`: "Could not create
    /// Worker"), and REPLACE deletes the old row of the name with the policy as the reason.
    @Test func aMissingWorkerAndAReplacementAreTyped() throws {
        let h = try WorkHarness(workers: [:])
        let old = try h.workManager.enqueueUniqueWork("n", .keep, [try oneTime("Missing")])[0]
        try h.device.advance(by: .seconds(1))
        let new = try h.workManager.enqueueUniqueWork("n", .replace, [try oneTime("Missing", delay: .hours(1))])[0]
        let package = WorkHarness.package
        let events = payloads(h)
        #expect(
            events.contains(
                .startFailed(package: package, id: old, worker: "Missing", attempt: 0, reason: .noSuchWorker)))
        #expect(
            events.contains(
                .finish(
                    package: package, id: old, result: .failureFromError,
                    schedule: WorkSchedule(state: .failed, nextRun: nil), previous: .running)))
        #expect(events.contains(.delete(package: package, id: old, reason: .replaced(.replace))))
        #expect(events.last?.work.id == new)
    }

    /// `QuotaController`: a RARE app has 10 minutes of expedited time a day; once used, a
    /// DROP_WORK_REQUEST request is refused with the limit and the policy as values.
    @Test func anExpeditedRefusalCarriesTheLimitAndThePolicy() throws {
        let h = try WorkHarness(workers: ["Send": (.minutes(10), { _ in .success() })])
        try h.device.setStandbyBucket(.rare, of: WorkHarness.package)
        let request = { try OneTimeWorkRequest.Builder(workerClassName: "Send").setExpedited(.dropWorkRequest).build() }
        let first = try h.workManager.enqueue(try request())
        try h.device.advance(by: .minutes(11))
        let second = try h.workManager.enqueue(try request())
        let decisions = payloads(h).compactMap { event -> ExpeditedJobDecision? in
            guard case .expedited(_, _, let decision) = event else { return nil }
            return decision
        }
        #expect(decisions == [.accepted, .refused(limit: .minutes(10), policy: .dropWorkRequest)])
        #expect(payloads(h).first { $0.kind == .workExpedited }?.work.id == first)
        #expect(payloads(h).last { $0.kind == .workExpedited }?.work.id == second)
    }

    /// Every `work.*` record of a busy history — chains, retries, constraint loss, process death, a reboot
    /// — carries a typed payload, and its rendered kind, subject and package come from it.
    @Test func everyWorkRecordIsTyped() throws {
        let h = try WorkHarness(workers: [
            "A": (.minutes(2), { _ in .success() }), "B": (.zero, { _ in .retry }),
        ])
        try h.workManager.beginWith([try oneTime("A", constraints: Constraints(requiresCharging: true))])
            .then([try oneTime("B")]).enqueue()
        try h.workManager.enqueue(try periodic("A", every: .minutes(15)))
        h.device.setCharging(true)
        try h.device.advance(by: .minutes(1))
        try h.device.kill(WorkHarness.package)
        try h.device.advance(by: .minutes(20))
        h.device.powerLoss()
        try h.device.advance(by: .hours(1))
        let work = h.device.trace.records.filter { $0.kind.rawValue.hasPrefix("work.") }
        #expect(work.count > 10)
        for record in work {
            guard case .work(let event) = record.event else {
                Issue.record("untyped \(record.kind) record: \(record)")
                continue
            }
            #expect(record.kind == event.kind && record.subject == event.subject)
            #expect(event.packageName == WorkHarness.package)
        }
    }
}
