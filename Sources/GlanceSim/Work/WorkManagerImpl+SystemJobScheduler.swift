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
        let next = row.nextRunTime
        guard next != WorkSpec.never else {
            jobScheduler.cancel(job)
            return
        }
        let instant = core.clock.instant(atWallTime: WallTime(millisecondsSinceEpoch: next))
        jobScheduler.schedule(job, info: jobInfo(for: row), at: max(core.now, instant), expedited: expedited)
    }

    /// Runs the row's job now, whatever its delay and constraints (`adb shell cmd jobscheduler run -f`).
    func forceRun(_ row: WorkRow, in call: DirectCall) {
        jobScheduler.forceRun(job(for: row), info: jobInfo(for: row))
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

    /// The row's job handle (`SystemIdInfo`), made on first use: the row's insertion sequence is its job
    /// id, and the job's extras carry the row back to ``onStartJob(_:)``.
    func job(for row: WorkRow) -> JobStatus {
        if let job = row.systemIdInfo.job { return job }
        let extras = WorkJobExtras(workSpecID: row.id, row: row)
        let job = jobScheduler.makeJob(id: row.sequence, extras: extras, of: app, service: self)
        row.systemIdInfo.job = job
        return job
    }

    /// The row a job of this app's runs (`SystemJobService` reads the WorkSpec id from the job's extras).
    func row(of job: JobStatus) -> WorkRow { job.extras.row }

    /// Takes a row's job away from JobScheduler and drops the handle, as the row is being deleted
    /// (`SystemIdInfo` goes with its row).
    func forgetJob(of row: WorkRow) {
        unschedule(row)
        row.systemIdInfo.job = nil
    }

    /// What becomes of the row's schedule call when it asks to run expedited. Records JobScheduler's answer
    /// when expedited was asked for.
    private func askForExpeditedJob(_ row: WorkRow) -> ExpeditedRequest {
        guard core.sdkInt >= 31, row.spec.expedited, row.spec.runAttemptCount == 0,
            row.nextRunTime <= workNow
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

/// The system job WorkManager scheduled for one row (androidx `SystemIdInfo`): made on the row's first
/// schedule and dropped with the row. Only `SystemJobScheduler`, in this file, writes it.
final class SystemIdInfo {
    fileprivate(set) var job: JobStatus?
}

/// What WorkManager puts in its job's extras (androidx `SystemJobInfoConverter` puts the WorkSpec id
/// there, `EXTRA_WORK_SPEC_ID`, and `SystemJobService` reads it back): the work id, which JobScheduler may
/// name, and the row, which only this file reads (``WorkManagerImpl/row(of:)``), so a job's start finds its
/// row without a lookup.
struct WorkJobExtras {
    /// The id of the work the job runs.
    let workSpecID: WorkID
    fileprivate let row: WorkRow
}

extension WorkJobExtras {
    /// The row a saved job's extras name.
    var savedRow: WorkRow { row }

    /// The extras of a restored job: its row's id and the row.
    init(restoring row: WorkRow) {
        self.init(workSpecID: row.id, row: row)
    }
}

extension SystemIdInfo {
    /// Points a restored row at its restored job.
    func restore(_ job: JobStatus?) { self.job = job }
}
