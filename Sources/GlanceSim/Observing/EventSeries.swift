/// Events on a time axis, kept in bounded memory however long the run: the first ``limit`` events in full,
/// and a count of every event per time bucket whose width doubles whenever the buckets would pass
/// ``maximumBuckets`` — so a year of once-a-minute events is a few hundred numbers, and a report can draw
/// each event up close and their density from afar.
///
/// ```swift
/// var ticks = EventSeries()
/// ticks.add(at: .zero + .minutes(1), label: "TIME_TICK")
/// print(ticks.events.count, ticks.counts, ticks.bucketWidth)
/// ```
public struct EventSeries: Hashable, Sendable {
    /// One event kept in full.
    public struct Mark: Hashable, Sendable {
        /// When it happened.
        public var instant: SimInstant
        /// What it was, in a few words.
        public var label: String
        /// How long it lasted (zero for an instant).
        public var duration: SimDuration
    }

    /// How many events are kept in full.
    public static let limit = 4_000
    /// The most buckets kept.
    public static let maximumBuckets = 512

    /// The first ``limit`` events, in order.
    public private(set) var events: [Mark] = []
    /// How many events there were in all.
    public private(set) var total = 0
    /// Events per bucket: bucket `i` covers `[i × bucketWidth, (i + 1) × bucketWidth)` from the start.
    public private(set) var counts: [Int] = []
    /// The width of a bucket (a power of two times one second).
    public private(set) var bucketWidth = SimDuration.seconds(1)

    /// An empty series.
    public init() {}

    /// Adds an event.
    public mutating func add(at instant: SimInstant, label: String, duration: SimDuration = .zero) {
        total += 1
        if events.count < Self.limit { events.append(Mark(instant: instant, label: label, duration: duration)) }
        var bucket = Int(max(0, instant.milliseconds) / bucketWidth.milliseconds)
        while bucket >= Self.maximumBuckets {
            var merged = [Int](repeating: 0, count: (counts.count + 1) / 2)
            for (index, count) in counts.enumerated() { merged[index / 2] += count }
            counts = merged
            bucketWidth = bucketWidth * 2
            bucket = Int(max(0, instant.milliseconds) / bucketWidth.milliseconds)
        }
        if counts.count <= bucket { counts += [Int](repeating: 0, count: bucket + 1 - counts.count) }
        counts[bucket] += 1
    }
}
