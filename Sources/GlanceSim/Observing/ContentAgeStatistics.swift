/// How old the content a widget showed was, over the time it showed rendered content: its maximum, its
/// time-weighted mean and time-weighted percentiles.
///
/// A widget's content is produced when its provider pushes views (`widget.views`); from then on its **age**
/// grows with time until the next push, the widget's deletion or the end of the run. Each such stretch is an
/// *interval*; during an interval of length `g` the age runs from 0 to `g`. So the maximum age is the longest
/// interval, the time-weighted mean is `Σ g² / 2 / Σ g`, and the time-weighted p-th percentile is the age `a`
/// below which the content spent the fraction `p` of the time: `Σ min(g, a) = p × Σ g`.
///
/// ```swift
/// var age = ContentAgeStatistics()
/// age.add(interval: .minutes(1))
/// age.add(interval: .minutes(3))
/// print(age.maximum, age.mean!, age.percentile(0.95)!)   // 3m 1m15s 2m48s
/// ```
///
/// It keeps one counter per distinct interval length, so a widget redrawn on a schedule uses constant memory
/// however long the run.
public struct ContentAgeStatistics: Hashable, Sendable {
    /// The time the widget showed rendered content (the sum of the intervals).
    public private(set) var shownTime = SimDuration.milliseconds(0)
    /// The longest interval: the oldest its content ever got.
    public private(set) var maximum = SimDuration.milliseconds(0)
    /// How many intervals had each length, in milliseconds.
    private var intervalCounts: [Int64: Int] = [:]

    /// Empty statistics.
    public init() {}

    /// Adds one interval between two renders (or from the last render to the deletion or the end of the run).
    public mutating func add(interval: SimDuration) {
        precondition(interval.milliseconds >= 0, "an interval cannot be negative")
        shownTime += interval
        maximum = max(maximum, interval)
        intervalCounts[interval.milliseconds, default: 0] += 1
    }

    /// The time-weighted mean age, to the millisecond; `nil` when the widget never showed rendered content.
    public var mean: SimDuration? {
        guard shownTime.milliseconds > 0 else { return nil }
        var weighted = 0.0
        for (length, count) in intervalCounts.sorted(by: { $0.key < $1.key }) {
            weighted += Double(length) * Double(length) / 2 * Double(count)
        }
        return .milliseconds(Int64((weighted / Double(shownTime.milliseconds)).rounded()))
    }

    /// The time-weighted `fraction` percentile of the age (`0.95` for p95), to the millisecond: the content was
    /// younger than this for that fraction of the time it was shown. `nil` when nothing was shown.
    public func percentile(_ fraction: Double) -> SimDuration? {
        guard shownTime.milliseconds > 0 else { return nil }
        let target = min(max(fraction, 0), 1) * Double(shownTime.milliseconds)
        let lengths = intervalCounts.sorted { $0.key < $1.key }
        // Σ min(g, a) is linear in `a` between two interval lengths: below it, the shorter intervals count in
        // full and each longer one contributes `a`.
        var countedInFull = 0.0
        var longerIntervals = Double(intervalCounts.values.reduce(0, +))
        var lower = 0.0
        for (length, count) in lengths {
            let upper = Double(length)
            let reachedAtUpper = countedInFull + upper * longerIntervals
            if reachedAtUpper >= target {
                let age = longerIntervals > 0 ? (target - countedInFull) / longerIntervals : lower
                return .milliseconds(Int64(max(lower, age).rounded()))
            }
            countedInFull += upper * Double(count)
            longerIntervals -= Double(count)
            lower = upper
        }
        return maximum
    }
}
