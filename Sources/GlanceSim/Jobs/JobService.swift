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

extension JobInfo: Codable, Equatable {}
