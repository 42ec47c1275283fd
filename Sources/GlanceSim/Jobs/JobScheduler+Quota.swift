/// JobScheduler's expedited-job quota (AOSP `QuotaController.isWithinEJQuotaLocked`): each standby bucket
/// allows an app so much expedited-job time in any 24 hours (``StandbyBucket/expeditedJobLimit``); the time
/// an expedited job executes counts against it.
extension JobScheduler {
    /// Sets an app's standby bucket, which decides its expedited-job quota.
    func setStandbyBucket(_ bucket: StandbyBucket, of packageName: String) {
        standbyBuckets[packageName] = bucket
    }

    /// An app's standby bucket (``StandbyBucket/active`` until set).
    func standbyBucket(of packageName: String) -> StandbyBucket {
        standbyBuckets[packageName] ?? .active
    }

    /// The expedited-job time an app has used within the last 24 hours, an executing expedited job
    /// included.
    func expeditedJobTimeUsed(by packageName: String) -> SimDuration {
        let now = device.now
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
        let now = device.now
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
