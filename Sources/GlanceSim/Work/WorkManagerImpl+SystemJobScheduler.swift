/// How WorkManager hands rows to JobScheduler (androidx `SystemJobScheduler` with
/// `SystemJobInfoConverter`): each ENQUEUED row has exactly one of a timed job, a job parked on a
/// constraint, a job being started or executing, or no job at all (not yet due by any clock: a schedule
/// override of `Long.MAX_VALUE`, a test driver's closed gate, a dropped expedited request).
///
/// Expedited work (androidx `SystemJobInfoConverter.convert`, `SystemJobScheduler.scheduleInternal`; AOSP
/// `JobSchedulerService.scheduleAsPackage`, `QuotaController.isWithinEJQuotaLocked`):
/// - WorkManager asks for an expedited job only on API 31+, for a row marked expedited whose next run is now
///   (no delay) and that has never started (`runAttemptCount == 0`): retries and later runs are ordinary jobs.
/// - JobScheduler refuses an expedited job (`RESULT_FAILURE`) when the app has used up its expedited time in
///   the last 24 hours (``StandbyBucket/expeditedJobLimit``). WorkManager then schedules the work as an
///   ordinary job under ``OutOfQuotaPolicy/runAsNonExpeditedWorkRequest``, and nothing under
///   ``OutOfQuotaPolicy/dropWorkRequest``.
/// - An accepted expedited job runs as soon as its network/storage constraints hold; the time it runs counts
///   against the quota.
///
/// - Complexity: scheduling, re-timing or unscheduling one row is O(log n) in the device queue.
extension WorkManagerImpl {
    /// Hands an ENQUEUED row to JobScheduler: due at its next run time (now if that has passed).
    func schedule(_ row: WorkRow) {
        if usesTestDriver {
            scheduleForTestDriver(row, byDriverCall: false)
            return
        }
        guard !row.isDeleted, row.spec.state == .enqueued, row.worker == nil else {
            if row.worker == nil { unschedule(row) }
            return
        }
        let job = job(for: row)
        var expedited = false
        if !jobScheduler.isExpedited(job) {
            switch askForExpeditedJob(row) {
            case .expedited: expedited = true
            case .ordinary: break
            case .dropped:
                jobScheduler.cancel(job)
                return
            }
        }
        let next = row.spec.nextRunTime
        guard next != WorkSpec.never else {
            jobScheduler.cancel(job)
            return
        }
        let instant = device.clock.instant(atWallTime: WallTime(millisecondsSinceEpoch: next))
        job.info = jobInfo(for: row)
        jobScheduler.schedule(job, at: max(device.now, instant))
        if expedited { jobScheduler.markExpedited(job) }
    }

    /// Runs the row's job now, whatever its delay and constraints (`adb shell cmd jobscheduler run -f`).
    func forceRun(_ row: WorkRow) {
        let job = job(for: row)
        job.info = jobInfo(for: row)
        jobScheduler.forceRun(job)
    }

    /// What WorkManager asks JobScheduler for (`SystemJobInfoConverter.convert`). Under the test driver
    /// the driver's gates stand in for constraints, so the job has none.
    func jobInfo(for row: WorkRow) -> JobInfo {
        JobInfo(
            constraints: usesTestDriver ? [] : row.spec.constraints.kinds, backoffDelay: row.spec.backoffDelayDuration,
            enqueueTime: row.spec.lastEnqueueTime)
    }

    /// Takes a row's job away from JobScheduler (`SystemJobScheduler.cancel`).
    func unschedule(_ row: WorkRow) {
        if let job = row.job { jobScheduler.cancel(job) }
    }

    /// Whether JobScheduler or a worker holds the row (timed, parked, starting or running).
    func isScheduled(_ row: WorkRow) -> Bool {
        row.worker != nil || jobScheduler.isScheduled(row.job)
    }

    /// The row's job handle (`SystemIdInfo`), made on first use.
    func job(for row: WorkRow) -> JobStatus {
        if let job = row.job { return job }
        let job = jobScheduler.makeJob(for: row, of: app, service: self)
        row.job = job
        return job
    }

    /// What becomes of the row's schedule call when it asks to run expedited. Records JobScheduler's answer
    /// when expedited was asked for.
    private func askForExpeditedJob(_ row: WorkRow) -> ExpeditedRequest {
        guard device.sdkInt >= 31, row.spec.expedited, row.spec.runAttemptCount == 0,
            row.spec.nextRunTime <= workNow
        else { return .ordinary }
        guard let limit = jobScheduler.expeditedQuotaExhausted(for: packageName) else {
            record(.workExpedited, .expedited(package: packageName, id: row.id, decision: .accepted))
            return .expedited
        }
        let policy = row.spec.outOfQuotaPolicy
        record(
            .workExpedited,
            .expedited(package: packageName, id: row.id, decision: .refused(limit: limit, policy: policy)))
        switch policy {
        case .dropWorkRequest: return .dropped
        case .runAsNonExpeditedWorkRequest: return .ordinary
        }
    }
}

/// How a schedule call that may ask for an expedited job goes.
private enum ExpeditedRequest {
    case expedited
    case ordinary
    case dropped
}
