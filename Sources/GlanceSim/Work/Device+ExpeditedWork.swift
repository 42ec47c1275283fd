/// Expedited work: how WorkManager asks JobScheduler for an expedited job and how JobScheduler's quota
/// answers (androidx `SystemJobInfoConverter.convert`, `SystemJobScheduler.scheduleInternal`; AOSP
/// `JobSchedulerService.scheduleAsPackage`, `QuotaController.isWithinEJQuotaLocked`).
///
/// - WorkManager asks for an expedited job only on API 31+, for a row marked expedited whose next run is now
///   (no delay) and that has never started (`runAttemptCount == 0`): retries and later runs are ordinary jobs.
/// - JobScheduler refuses an expedited job (`RESULT_FAILURE`) when the app has used up its expedited time in
///   the last 24 hours (``StandbyBucket/expeditedJobLimit``). WorkManager then schedules the work as an
///   ordinary job under ``OutOfQuotaPolicy/runAsNonExpeditedWorkRequest``, and nothing under
///   ``OutOfQuotaPolicy/dropWorkRequest``.
/// - An accepted expedited job runs as soon as its network/storage constraints hold; the time it runs counts
///   against the quota.
extension Device {
    /// Sets an app's standby bucket, which decides its expedited-job quota. Apps start ``StandbyBucket/active``.
    public func setStandbyBucket(_ bucket: StandbyBucket, of packageName: String) {
        beginDirectCall()
        workState.standbyBuckets[packageName] = bucket
        record(.deviceCondition, packageName, "standbyBucket=\(bucket.rawValue)")
    }

    /// An app's standby bucket.
    public func standbyBucket(of packageName: String) -> StandbyBucket {
        workState.standbyBuckets[packageName] ?? .active
    }

    /// The expedited-job time an app has used within the last 24 hours, a running expedited job included.
    public func expeditedJobTimeUsed(by packageName: String) -> SimDuration {
        let windowStart = now - StandbyBucket.expeditedJobWindow
        var used: Int64 = 0
        for session in workState.expeditedSessions[packageName] ?? [] {
            let end = session.end ?? now
            let start = max(session.start, windowStart)
            if end > start { used += (end - start).milliseconds }
        }
        return .milliseconds(used)
    }

    /// JobScheduler's answer to WorkManager's schedule call for this row: whether it runs as an expedited job,
    /// an ordinary one, or (dropped) not at all. Records the decision when expedited was asked for.
    func expeditedDecision(for spec: WorkSpec, of app: InstalledApp) -> ExpeditedDecision {
        guard sdkInt >= 31, spec.expedited, spec.runAttemptCount == 0, spec.nextRunTime <= workNow else {
            return .ordinary
        }
        let label = "\(app.packageName) \(spec.id)"
        let limit = standbyBucket(of: app.packageName).expeditedJobLimit
        if expeditedJobTimeUsed(by: app.packageName) < limit {
            record(.workExpedited, label, "expedited job")
            return .expedited
        }
        switch spec.outOfQuotaPolicy {
        case .dropWorkRequest:
            record(
                .workExpedited, label,
                "refused: out of expedited quota (\(limit)/24h); DROP_WORK_REQUEST: not scheduled")
            return .dropped
        case .runAsNonExpeditedWorkRequest:
            record(.workExpedited, label, "refused: out of expedited quota (\(limit)/24h); runs as non-expedited work")
            return .ordinary
        }
    }

    /// An expedited run started or ended: JobScheduler's quota books its time.
    func noteExpeditedRun(started: Bool, package: String) {
        if started {
            workState.expeditedSessions[package, default: []].append(ExpeditedSession(start: now, end: nil))
        } else if let last = workState.expeditedSessions[package]?.indices.last,
            workState.expeditedSessions[package]?[last].end == nil
        {
            workState.expeditedSessions[package]?[last].end = now
        }
        pruneExpeditedSessions(of: package)
    }

    /// Drops sessions that ended before the 24-hour window, so memory does not grow with simulated time.
    private func pruneExpeditedSessions(of package: String) {
        let windowStart = now - StandbyBucket.expeditedJobWindow
        workState.expeditedSessions[package]?.removeAll { ($0.end ?? now) < windowStart }
    }
}

/// How JobScheduler takes a row WorkManager hands it.
enum ExpeditedDecision {
    case expedited
    case ordinary
    case dropped
}

/// One stretch of time an app's expedited job ran (`end` is `nil` while it runs).
struct ExpeditedSession {
    var start: SimInstant
    var end: SimInstant?
}

extension TraceKind {
    /// WorkManager asked JobScheduler for an expedited job (details: accepted, or refused and what the
    /// out-of-quota policy did).
    public static let workExpedited = TraceKind(rawValue: "work.expedited")
}
