/// QuotaController's limits for ordinary (not expedited) jobs in one standby bucket (`QcConstants`, Android 14,
/// QuotaController.java:3133-3208): how much execution time an app's jobs may use in a rolling window, and how
/// many jobs and sessions (stretches of one or more jobs running) may start in it.
///
/// ```swift
/// let quota = StandbyBucket.workingSet.jobQuota
/// print(quota.window)   // 2 hours
/// ```
public struct JobQuota: Hashable, Sendable {
    /// `ALLOWED_TIME_PER_PERIOD_*_MS`: 10 minutes for every bucket.
    public var allowedTime: SimDuration
    /// `WINDOW_SIZE_*_MS`.
    public var window: SimDuration
    /// `MAX_JOB_COUNT_*`.
    public var maxJobs: Int
    /// `MAX_SESSION_COUNT_*`.
    public var maxSessions: Int

    /// `IN_QUOTA_BUFFER_MS`: an app counts as back in quota once 30 s of it are free again.
    public static let inQuotaBuffer = SimDuration.seconds(30)
    /// `MAX_EXECUTION_TIME_MS` per `MAX_PERIOD_MS`: at most 4 hours of job time in any 24 hours.
    public static let maxExecutionTime = SimDuration.hours(4)
    /// `MAX_PERIOD_MS`: 24 hours.
    public static let maxPeriod = SimDuration.hours(24)
    /// `RATE_LIMITING_WINDOW_MS` with `MAX_JOB_COUNT_PER_RATE_LIMITING_WINDOW` and
    /// `MAX_SESSION_COUNT_PER_RATE_LIMITING_WINDOW`: at most 20 jobs and 20 sessions start per minute.
    public static let rateLimitingWindow = SimDuration.minutes(1)
    public static let maxPerRateLimitingWindow = 20
    /// `TIMING_SESSION_COALESCING_DURATION_MS`: a session that starts within 5 s of the last one's end counts as the
    /// same session.
    public static let sessionCoalescing = SimDuration.seconds(5)
}

extension StandbyBucket {
    /// The bucket's limits for ordinary jobs (QuotaController.java:3133-3185).
    ///
    /// | Bucket | window | jobs | sessions |
    /// |---|---|---|---|
    /// | EXEMPTED, ACTIVE | 10 min | 75 | 75 |
    /// | WORKING_SET | 2 h | 120 | 10 |
    /// | FREQUENT | 8 h | 200 | 8 |
    /// | RARE | 24 h | 48 | 3 |
    /// | RESTRICTED | 24 h | 10 | 1 |
    public var jobQuota: JobQuota {
        switch self {
        case .exempted, .active:
            JobQuota(allowedTime: .minutes(10), window: .minutes(10), maxJobs: 75, maxSessions: 75)
        case .workingSet: JobQuota(allowedTime: .minutes(10), window: .hours(2), maxJobs: 120, maxSessions: 10)
        case .frequent: JobQuota(allowedTime: .minutes(10), window: .hours(8), maxJobs: 200, maxSessions: 8)
        case .rare: JobQuota(allowedTime: .minutes(10), window: .hours(24), maxJobs: 48, maxSessions: 3)
        case .restricted: JobQuota(allowedTime: .minutes(10), window: .hours(24), maxJobs: 10, maxSessions: 1)
        }
    }
}

/// One app's ordinary-job bookkeeping in QuotaController: its saved timing sessions, the session running now
/// (`Timer`), and the rate-limiting counters (`ExecutionStats`).
struct PackageJobQuota: Codable, Equatable {
    /// A finished stretch of background job execution.
    struct Session: Codable, Equatable {
        var start: Int64
        var end: Int64
        var jobCount: Int
    }

    /// Finished sessions within the last 24 hours, oldest first.
    var sessions: [Session] = []
    /// When the running session started, while tracked jobs execute.
    var timerStart: Int64?
    /// The tracked jobs executing now, and how many started in the running session.
    var running = 0
    var timerJobCount = 0
    var jobRateLimitEnd: Int64 = 0
    var jobsInRateLimitingWindow = 0
    var sessionRateLimitEnd: Int64 = 0
    var sessionsInRateLimitingWindow = 0

    /// A tracked job starts (`Timer.startTrackingJobLocked`, :2117-2160).
    mutating func jobStarted(at now: Int64) {
        if jobRateLimitEnd <= now {
            jobRateLimitEnd = now + JobQuota.rateLimitingWindow.milliseconds
            jobsInRateLimitingWindow = 0
        }
        jobsInRateLimitingWindow += 1
        running += 1
        timerJobCount += 1
        guard running == 1 else { return }
        timerStart = now
        if sessionRateLimitEnd <= now {
            sessionRateLimitEnd = now + JobQuota.rateLimitingWindow.milliseconds
            sessionsInRateLimitingWindow = 0
        }
        sessionsInRateLimitingWindow += 1
    }

    /// A tracked job stops; the last one ends the session (`Timer.stopTrackingJob`, `emitSessionLocked`).
    mutating func jobStopped(at now: Int64) {
        guard running > 0 else { return }
        running -= 1
        guard running == 0 else { return }
        endSession(at: now)
    }

    /// The running session ends now, its jobs going on untracked (parole began).
    mutating func endSession(at now: Int64) {
        if let start = timerStart, timerJobCount > 0 {
            sessions.append(Session(start: start, end: now, jobCount: timerJobCount))
        }
        timerStart = nil
        timerJobCount = 0
        let cutoff = now - JobQuota.maxPeriod.milliseconds
        sessions.removeAll { $0.end < cutoff }
    }

    /// Parole ended with jobs still executing: they are tracked from now, as a new session.
    mutating func resumeTracking(at now: Int64) {
        guard running > 0, timerStart == nil else { return }
        timerStart = now
        timerJobCount = 0
    }

    /// What `updateExecutionStatsLocked` (:1258-1405) works out: the time, job and session counts in the window and
    /// in 24 hours, and when the app is back within its quota if a limit is reached.
    private struct Stats {
        var inQuota: Int64 = 0
        var timeInWindow: Int64 = 0
        var timeInMaxPeriod: Int64 = 0
        var jobsInWindow = 0
        var sessionsInWindow = 0
    }

    private func stats(_ quota: JobQuota, now: Int64) -> Stats {
        let window = quota.window.milliseconds
        let allowedIntoQuota = quota.allowedTime.milliseconds - JobQuota.inQuotaBuffer.milliseconds
        let maxIntoQuota = JobQuota.maxExecutionTime.milliseconds - JobQuota.inQuotaBuffer.milliseconds
        let maxPeriod = JobQuota.maxPeriod.milliseconds
        var stats = Stats()
        if let start = timerStart {
            // The running session counts its time and jobs, not itself as a session.
            stats.timeInWindow = now - start
            stats.timeInMaxPeriod = stats.timeInWindow
            stats.jobsInWindow = timerJobCount
            if stats.timeInWindow >= allowedIntoQuota { stats.inQuota = now - allowedIntoQuota + window }
            if stats.timeInMaxPeriod >= maxIntoQuota {
                stats.inQuota = max(stats.inQuota, now - maxIntoQuota + maxPeriod)
            }
            if stats.jobsInWindow >= quota.maxJobs { stats.inQuota = max(stats.inQuota, now + window) }
        }
        let windowStart = now - window
        let maxPeriodStart = now - maxPeriod
        var lastSeenStart: Int64?
        for session in sessions.reversed() {
            if windowStart < session.end {
                let start = max(windowStart, session.start)
                stats.timeInWindow += session.end - start
                stats.jobsInWindow += session.jobCount
                if stats.timeInWindow >= allowedIntoQuota {
                    stats.inQuota = max(stats.inQuota, start + stats.timeInWindow - allowedIntoQuota + window)
                }
                if stats.jobsInWindow >= quota.maxJobs { stats.inQuota = max(stats.inQuota, session.end + window) }
                let coalescing = JobQuota.sessionCoalescing.milliseconds
                if lastSeenStart.map({ $0 - session.end > coalescing }) ?? true {
                    stats.sessionsInWindow += 1
                    if stats.sessionsInWindow >= quota.maxSessions {
                        stats.inQuota = max(stats.inQuota, session.end + window)
                    }
                }
            }
            let counted: Int64
            if maxPeriodStart < session.start {
                counted = session.start
            } else if maxPeriodStart < session.end {
                counted = maxPeriodStart
            } else {
                break
            }
            stats.timeInMaxPeriod += session.end - counted
            if stats.timeInMaxPeriod >= maxIntoQuota {
                stats.inQuota = max(stats.inQuota, counted + stats.timeInMaxPeriod - maxIntoQuota + maxPeriod)
            }
            lastSeenStart = session.start
        }
        return stats
    }

    /// `getTimeUntilQuotaConsumedLocked` (:1042-1084): with a window as long as the allowed time (EXEMPTED, ACTIVE)
    /// jobs may run until the 24-hour cap; otherwise until the window's time or the cap runs out, whichever is first.
    /// (Android also credits time that slides out of the window during the run; GlanceSim does not, so a long job of a
    /// WORKING_SET app or lower may be stopped a little earlier than on a phone.)
    func timeUntilConsumed(_ quota: JobQuota, now: Int64) -> Int64 {
        let stats = stats(quota, now: now)
        let maxPeriodLeft = JobQuota.maxExecutionTime.milliseconds - stats.timeInMaxPeriod
        guard quota.window != quota.allowedTime else { return max(0, maxPeriodLeft) }
        return max(0, min(quota.allowedTime.milliseconds - stats.timeInWindow, maxPeriodLeft))
    }

    /// `isWithinQuotaLocked` (:911-946) and, when out of it, the time it is back in (`inQuotaTimeElapsed`, with the
    /// rate limits, :1849-1860): `nil` when within quota.
    func outOfQuotaUntil(_ quota: JobQuota, now: Int64) -> Int64? {
        let stats = stats(quota, now: now)
        let remaining = min(
            quota.allowedTime.milliseconds - stats.timeInWindow,
            JobQuota.maxExecutionTime.milliseconds - stats.timeInMaxPeriod)
        let jobRateOK = jobRateLimitEnd <= now || jobsInRateLimitingWindow < JobQuota.maxPerRateLimitingWindow
        let sessionRateOK =
            sessionRateLimitEnd <= now || sessionsInRateLimitingWindow < JobQuota.maxPerRateLimitingWindow
        if remaining > 0 && jobRateOK && stats.jobsInWindow < quota.maxJobs && sessionRateOK
            && stats.sessionsInWindow < quota.maxSessions
        {
            return nil
        }
        var inQuota = stats.inQuota
        if !jobRateOK { inQuota = max(inQuota, jobRateLimitEnd) }
        if !sessionRateOK { inQuota = max(inQuota, sessionRateLimitEnd) }
        // A time already past is replaced by five minutes from now (:1898-1904).
        return inQuota <= now ? now + 300_000 : inQuota
    }
}
