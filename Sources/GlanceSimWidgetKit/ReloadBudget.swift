import GlanceSim

/// One instance's reload budget (widgetkit reference §6: per instance, over 24 hours): a token bucket that starts
/// full and refills continuously at `daily` per 24 hours, or all at once at a local hour each day.
///
/// Continuous refill is kept in exact integers: a token is 86,400,000 credits and each millisecond adds `daily`
/// credits, so `daily` tokens come back in exactly 24 hours.
struct ReloadBudget {
    private static let dayMilliseconds: Int64 = 86_400_000
    let daily: Int?
    private var credits: Int64
    private var updated: SimInstant
    /// For a daily reset: when the next one is.
    private var nextReset: SimInstant?

    init(daily: Int?, now: SimInstant, nextReset: SimInstant?) {
        self.daily = daily
        credits = Int64(daily ?? 0) * Self.dayMilliseconds
        updated = now
        self.nextReset = nextReset
    }

    /// The budget's state in its saved form.
    var snapshot: ReloadBudgetSnapshot {
        ReloadBudgetSnapshot(
            daily: daily, credits: credits, updated: updated.milliseconds, nextReset: nextReset?.milliseconds)
    }

    /// The budget a ``snapshot`` describes.
    /// - Throws: ``GlanceSim/SnapshotError`` for credits below nothing or above the budget's capacity, or an update
    ///   outside the timeline.
    init(restoring saved: ReloadBudgetSnapshot) throws(SnapshotError) {
        let capacity = Int64(saved.daily ?? 0).multipliedReportingOverflow(by: Self.dayMilliseconds)
        guard (saved.daily ?? 0) >= 0, !capacity.overflow, (0...capacity.partialValue).contains(saved.credits) else {
            throw SnapshotError("a reload budget holds \(saved.credits) credits, outside its capacity", at: ["credits"])
        }
        guard (SimInstant.zero.milliseconds...SimInstant.horizon.milliseconds).contains(saved.updated) else {
            throw SnapshotError(
                "a reload budget was last brought up to date outside the timeline (\(saved.updated) ms)",
                at: ["updated"])
        }
        if let reset = saved.nextReset {
            try SnapshotError.check(
                reset, in: 0...Int64(SnapshotError.counterLimit), "a reload budget's next reset", at: ["nextReset"])
        }
        daily = saved.daily
        credits = saved.credits
        updated = SimInstant(milliseconds: saved.updated)
        nextReset = saved.nextReset.map(SimInstant.init(milliseconds:))
    }

    /// The whole reloads left at `now` (`nil`: unlimited).
    func remaining(at now: SimInstant) -> Int? {
        guard daily != nil else { return nil }
        return Int(level(at: now) / Self.dayMilliseconds)
    }

    /// Takes one reload if one is left at `now`; whether it could.
    mutating func debit(at now: SimInstant, nextReset following: (SimInstant) -> SimInstant?) -> Bool {
        guard daily != nil else { return true }
        catchUp(to: now, following: following)
        guard credits >= Self.dayMilliseconds else { return false }
        credits -= Self.dayMilliseconds
        return true
    }

    /// When the next whole reload is available, from `now` (now itself if one is left).
    func nextAvailable(after now: SimInstant) -> SimInstant {
        guard let daily, daily > 0 else { return .horizon }
        let level = level(at: now)
        if level >= Self.dayMilliseconds { return now }
        if let nextReset { return max(nextReset, now) }
        let missing = Self.dayMilliseconds - level
        return now + .milliseconds((missing + Int64(daily) - 1) / Int64(daily))
    }

    private func level(at now: SimInstant) -> Int64 {
        let capacity = Int64(daily ?? 0) * Self.dayMilliseconds
        if let nextReset { return now >= nextReset ? capacity : credits }
        let elapsed = (now - updated).milliseconds
        return min(capacity, credits + max(0, elapsed) * Int64(daily ?? 0))
    }

    private mutating func catchUp(to now: SimInstant, following: (SimInstant) -> SimInstant?) {
        credits = level(at: now)
        updated = now
        if let reset = nextReset, now >= reset {
            var next = reset
            while next <= now, let after = following(next) { next = after }
            nextReset = next
        }
    }
}
