/// What an app's job service answers to (`android.app.job.JobService`); WorkManager's is
/// `SystemJobService`, which the simulator's ``WorkManagerImpl`` plays.
protocol JobService: AnyObject {
    /// JobScheduler starts the job in the app's running process (`onStartJob`). Returns whether work goes
    /// on after the call; when it does not, JobScheduler finishes the job.
    func onStartJob(_ job: JobStatus) -> Bool
    /// JobScheduler stops the executing job (`onStopJob`): a constraint was lost or the execution window
    /// ran out. The job is no longer executing when this is called.
    func onStopJob(_ job: JobStatus, reason: StopReason)
}

/// What a job asks JobScheduler for (`android.app.job.JobInfo`, as androidx's `SystemJobInfoConverter`
/// builds it from a row).
struct JobInfo {
    /// The constraints JobScheduler waits for, in androidx's controller order.
    var constraints: [ConstraintKind]
    /// `setBackoffCriteria`: how long JobScheduler waits before running the job again after its process
    /// died or failed to start, in milliseconds.
    var backoffDelay: Int64
    /// The row's `lastEnqueueTime`: the order of jobs that become ready together.
    var enqueueTime: Int64
}

/// One job JobScheduler holds (`com.android.server.job.controllers.JobStatus`): the app's job id, its
/// ``JobInfo``, and where it is — timed, waiting for a constraint, being started, executing.
///
/// WorkManager keeps the handle on the row (androidx's `SystemIdInfo` maps a row to its job id) and hands
/// it back to schedule or cancel; the row itself rides along as the job's extras (androidx puts the
/// row's id there), so ``JobService/onStartJob(_:)`` needs no lookup.
final class JobStatus {
    /// Where a job is.
    enum State {
        /// Not held: never scheduled, cancelled, finished, or forgotten by a reboot.
        case idle
        /// Timed: its `jobDue` event is pending.
        case pending(EventID)
        /// Due, waiting for the first of its constraints that does not hold.
        case waiting(ConstraintKind)
        /// Ready; JobScheduler is starting the app's process to deliver `onStartJob`.
        case binding
        /// `onStartJob` was delivered and the work goes on.
        case executing
        /// Its process died while it executed; JobScheduler restarts the app after its backoff delay.
        case diedWithProcess
    }

    /// The app's job id (WorkManager's insertion sequence of the row, so jobs order as rows do).
    let jobId: UInt64
    /// The app that scheduled it.
    unowned let app: InstalledApp
    /// The app's job service.
    unowned let service: any JobService
    /// The job's extras: the row it runs.
    let row: WorkRow
    /// What the job asked for when last scheduled.
    var info: JobInfo
    /// Where the job is. Read it through ``JobScheduler/isScheduled(_:)``, which knows reboots.
    var state = State.idle
    /// The boot the state belongs to; a reboot makes every older state ``State/idle``.
    var epoch: Int
    /// JobScheduler accepted the job as expedited and has not started it yet.
    var expedited = false
    /// The job executes as an expedited job (its time counts against the app's quota).
    var runsExpedited = false
    /// The job is being run by `adb shell cmd jobscheduler run -f` (``JobScheduler/forceRun(_:)``), so
    /// WorkerWrapper's time gate does not apply.
    var isForced = false
    /// JobServiceContext's execution-window timer, when the run reaches it.
    var timeoutEvent: EventID?
    /// Its place in its package's executing list while ``State/executing``.
    var executingIndex = 0
    /// The per-app bookkeeping the job belongs to.
    unowned let owner: JobScheduler.Package

    init(
        jobId: UInt64, app: InstalledApp, service: any JobService, row: WorkRow, owner: JobScheduler.Package,
        epoch: Int
    ) {
        self.jobId = jobId
        self.app = app
        self.service = service
        self.row = row
        self.owner = owner
        self.epoch = epoch
        info = JobInfo(constraints: [], backoffDelay: WorkTiming.defaultBackoffDelay, enqueueTime: 0)
    }
}
