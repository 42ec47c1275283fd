/// What happens to expedited work when the app has no expedited-job quota left (`OutOfQuotaPolicy`).
///
/// ```swift
/// let request = try OneTimeWorkRequest.Builder(workerClassName: "SendWorker")
///     .setExpedited(.runAsNonExpeditedWorkRequest)
///     .build()
/// ```
public enum OutOfQuotaPolicy: String, Hashable, Sendable, CaseIterable {
    /// Run it as ordinary work instead: WorkManager schedules a second, non-expedited job
    /// (SystemJobScheduler: "Scheduling a non-expedited job").
    case runAsNonExpeditedWorkRequest = "RUN_AS_NON_EXPEDITED_WORK_REQUEST"
    /// Drop it: JobScheduler refused the job and WorkManager schedules nothing else. The row stays ENQUEUED
    /// until WorkManager schedules it again (after a reboot), when the quota is checked anew.
    case dropWorkRequest = "DROP_WORK_REQUEST"
}

extension OutOfQuotaPolicy: Codable {}
