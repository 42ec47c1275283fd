/// The standby bucket and expedited-job quota, as `adb shell am set-standby-bucket` and `dumpsys jobscheduler`
/// reach them. JobScheduler keeps them (``JobScheduler``, `JobScheduler+Quota.swift`).
extension Device {
    /// Sets an app's standby bucket, which decides its expedited-job quota. Apps start ``StandbyBucket/active``.
    ///
    /// ```swift
    /// device.setStandbyBucket(.rare, of: "com.example.sync")
    /// ```
    public func setStandbyBucket(_ bucket: StandbyBucket, of packageName: String) {
        _ = beginDirectCall()
        jobScheduler.setStandbyBucket(bucket, of: packageName)
        record(.deviceCondition, .device(.standbyBucket(package: packageName, bucket: bucket)))
    }

    /// An app's standby bucket.
    public func standbyBucket(of packageName: String) -> StandbyBucket {
        jobScheduler.standbyBucket(of: packageName)
    }

    /// The expedited-job time an app has used within the last 24 hours, a running expedited job included.
    public func expeditedJobTimeUsed(by packageName: String) -> SimDuration {
        jobScheduler.expeditedJobTimeUsed(by: packageName)
    }
}
