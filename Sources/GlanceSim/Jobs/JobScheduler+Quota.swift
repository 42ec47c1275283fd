/// JobScheduler's quotas (AOSP `QuotaController`, Android 14): each standby bucket allows an app's ordinary jobs so
/// much execution time, so many jobs and so many sessions per rolling window (``StandbyBucket/jobQuota``), and its
/// expedited jobs so much time in any 24 hours (``StandbyBucket/expeditedJobLimit``). While BatteryStats reports
/// charging, ordinary jobs of every bucket but RESTRICTED are free of quota.
extension JobScheduler {
    /// An app's standby bucket, as App Standby reports it.
    func standbyBucket(of packageName: String) -> StandbyBucket {
        appStandbyController.bucket(of: packageName)
    }

    /// `JobStatus.DYNAMIC_RESTRICTED_CONSTRAINTS` (JobStatus.java:145-149): a RESTRICTED app's jobs also wait for the
    /// charger, a battery that is not low and an idle device (and a network only if they asked for one).
    static let restrictedBucketConstraints: [ConstraintKind] = [.charging, .batteryNotLow, .deviceIdle]

    /// `isQuotaFreeLocked` (QuotaController.java:900-909): charging, and not RESTRICTED. It takes the job, not its
    /// package: handing the `unowned(unsafe)` package to a call retains it, which every work run would pay.
    @inline(__always)
    func isQuotaFree(for job: JobStatus) -> Bool {
        isBatteryCharging && !job.owner.isRestricted
    }

    /// When the app's ordinary jobs are back within its quota, or `nil` when they are within it now.
    func outOfQuotaUntil(_ package: Package) -> SimInstant? {
        package.quota.outOfQuotaUntil(package.bucket.jobQuota, now: core.now.milliseconds).map {
            SimInstant(milliseconds: $0)
        }
    }

    /// `getTimeUntilQuotaConsumedLocked` (QuotaController.java:1042-1084): how long a tracked job's app may run
    /// jobs from now before its quota is used up; `nil` while charging (the whole window, :776-778).
    func timeUntilQuotaConsumed(by job: JobStatus) -> SimDuration? {
        guard !isBatteryCharging else { return nil }
        return .milliseconds(job.owner.quota.timeUntilConsumed(job.owner.bucket.jobQuota, now: core.now.milliseconds))
    }

    /// Arms the app's in-quota alarm (`InQuotaAlarmQueue`), keeping an earlier one.
    func scheduleQuotaCheck(for package: Package, at instant: SimInstant) {
        if let pending = package.quotaCheck, let due = core.loop.queue.deadline(of: pending) {
            guard instant < due else { return }
            core.loop.queue.cancel(pending)
        }
        package.quotaCheck = core.loop.queue.schedule(
            at: instant, .jobScheduler(.quotaCheck(package: package.name)))
    }

    /// The in-quota alarm went off: the app's jobs held by its quota re-check now.
    func quotaCheckDue(_ packageName: String) {
        guard let package = packageNamed(packageName) else { return }
        package.quotaCheck = nil
        releaseQuotaHeld(package)
    }

    /// When the app's jobs held by its quota re-check, if any are held.
    func quotaHeldUntil(_ packageName: String) -> SimInstant? {
        guard let package = packageNamed(packageName), isHoldingForQuota(package) else { return nil }
        return package.quotaCheck.flatMap { core.loop.queue.deadline(of: $0) }
    }

    /// The pending in-quota alarms: system timers, not the apps' work.
    var pendingQuotaCheckCount: Int {
        allPackages.filter { $0.quotaCheck.flatMap { core.loop.queue.deadline(of: $0) } != nil }.count
    }

    /// App Standby moved the app to another bucket (QuotaController's `onAppIdleStateChanged` and
    /// JobStatus's restricted constraints): its jobs held by quota or by the RESTRICTED constraints re-check.
    func standbyBucketChanged(_ packageName: String, to bucket: StandbyBucket) {
        guard let package = packageNamed(packageName) else { return }
        let old = package.bucket
        package.bucket = bucket
        releaseQuotaHeld(package)
        if old == .restricted || bucket == .restricted { conditionsChanged() }
    }

    /// App Standby's parole began or ended (BatteryStats' charging): on, the running sessions end and the jobs held
    /// by quota re-check; off, running tracked jobs are tracked again from now.
    func batteryChargingChanged(_ charging: Bool) {
        isBatteryCharging = charging
        let now = core.now.milliseconds
        for package in allPackages {
            if charging {
                if package.quota.timerStart != nil && package.bucket != .restricted {
                    package.quota.endSession(at: now)
                }
                releaseQuotaHeld(package)
            } else {
                package.quota.resumeTracking(at: now)
            }
        }
    }

    /// The expedited-job time an app has used within the last 24 hours, an executing expedited job
    /// included.
    func expeditedJobTimeUsed(by packageName: String) -> SimDuration {
        let now = core.now
        let windowStart = now - StandbyBucket.expeditedJobWindow
        var used: Int64 = 0
        for session in expeditedSessions[packageName] ?? [] {
            let end = session.end ?? now
            let start = max(session.start, windowStart)
            if end > start { used += (end - start).milliseconds }
        }
        return .milliseconds(used)
    }

    /// Whether JobScheduler takes a new expedited job from the app (`scheduleAsPackage`): `nil` when it is
    /// within its quota, else the bucket's limit it has used up (the call returns `RESULT_FAILURE`).
    func expeditedQuotaExhausted(for packageName: String) -> SimDuration? {
        let limit = standbyBucket(of: packageName).expeditedJobLimit
        return expeditedJobTimeUsed(by: packageName) < limit ? nil : limit
    }

    /// An expedited job started or ended executing: the quota books its time.
    func noteExpeditedRun(started: Bool, package: String) {
        let now = core.now
        if started {
            expeditedSessions[package, default: []].append(ExpeditedSession(start: now, end: nil))
        } else if let last = expeditedSessions[package]?.indices.last, expeditedSessions[package]?[last].end == nil {
            expeditedSessions[package]?[last].end = now
        }
        // Sessions that ended before the 24-hour window go, so memory does not grow with simulated time.
        let windowStart = now - StandbyBucket.expeditedJobWindow
        expeditedSessions[package]?.removeAll { ($0.end ?? now) < windowStart }
    }
}

/// One stretch of time an app's expedited job ran (`end` is `nil` while it runs).
struct ExpeditedSession {
    var start: SimInstant
    var end: SimInstant?
}

extension ExpeditedSession: Codable, Equatable {}
