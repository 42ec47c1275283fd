/// The expedited-job quota, as `dumpsys jobscheduler` shows it. JobScheduler keeps it (``JobScheduler``,
/// `JobScheduler+Quota.swift`).
extension Device {
    /// The expedited-job time an app has used within the last 24 hours, a running expedited job included.
    public func expeditedJobTimeUsed(by packageName: String) -> SimDuration {
        jobScheduler.expeditedJobTimeUsed(by: packageName)
    }
}
