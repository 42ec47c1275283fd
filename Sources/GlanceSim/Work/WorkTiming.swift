/// androidx's scheduling constants and `WorkSpec.calculateNextRunTime`, bit for bit.
enum WorkTiming {
    /// `PeriodicWorkRequest.MIN_PERIODIC_INTERVAL_MILLIS`: 15 min.
    static let minPeriodicInterval: Int64 = 900_000
    /// `PeriodicWorkRequest.MIN_PERIODIC_FLEX_MILLIS`: 5 min.
    static let minPeriodicFlex: Int64 = 300_000
    /// `WorkRequest.MIN_BACKOFF_MILLIS`: 10 s.
    static let minBackoff: Int64 = 10_000
    /// `WorkRequest.MAX_BACKOFF_MILLIS`: 5 h.
    static let maxBackoff: Int64 = 18_000_000
    /// `WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS`: 30 s.
    static let defaultBackoffDelay: Int64 = 30_000
    /// `WorkDatabase.PRUNE_THRESHOLD_MILLIS`: 1 day.
    static let pruneThreshold: Int64 = 86_400_000
    /// The OS execution window of one run: "a maximum of ten minutes" (`ListenableWorker` docs).
    static let executionWindow: Int64 = 600_000

    /// `calculateNextRunTime` (workmanager.md §2.2): override (periodic only), then backoff, then periodic,
    /// then one-time. Additions wrap like Java's `long`.
    static func nextRunTime(
        isPeriodic: Bool,
        isBackedOff: Bool,
        runAttemptCount: Int32,
        backoffPolicy: BackoffPolicy,
        backoffDelay: Int64,
        lastEnqueueTime: Int64,
        periodCount: Int32,
        initialDelay: Int64,
        interval: Int64,
        flex: Int64,
        override: Int64
    ) -> Int64 {
        if isPeriodic && override != WorkSpec.never {
            if periodCount == 0 { return override }
            return max(override, lastEnqueueTime &+ minPeriodicInterval)
        }
        if isBackedOff {
            let delay = backoff(policy: backoffPolicy, delay: backoffDelay, runAttemptCount: runAttemptCount)
            return lastEnqueueTime &+ min(delay, maxBackoff)
        }
        if isPeriodic {
            if periodCount == 0 {
                var time = lastEnqueueTime &+ initialDelay
                if flex != interval { time = time &+ (interval &- flex) }
                return time
            }
            return lastEnqueueTime &+ interval
        }
        if lastEnqueueTime == -1 { return WorkSpec.never }
        return lastEnqueueTime &+ initialDelay
    }

    /// The uncapped backoff delay: linear in `Long` arithmetic; exponential as
    /// `Math.scalb(delay.toFloat(), runAttemptCount - 1).toLong()`, 32-bit float included.
    static func backoff(policy: BackoffPolicy, delay: Int64, runAttemptCount: Int32) -> Int64 {
        switch policy {
        case .linear:
            return delay &* Int64(runAttemptCount)
        case .exponential:
            let scaled = Float(delay) * Float(sign: .plus, exponent: Int(runAttemptCount) - 1, significand: 1)
            return javaLong(scaled)
        }
    }

    /// Kotlin's `Float.toLong()`: NaN is 0; out-of-range values saturate.
    static func javaLong(_ value: Float) -> Int64 {
        if value.isNaN { return 0 }
        if value >= 9.223372e18 { return Int64.max }
        if value <= -9.223372e18 { return Int64.min }
        return Int64(value)
    }
}
