/// A span of virtual time, counted in whole milliseconds.
///
/// Android measures alarms, work delays and widget periods in milliseconds, so the simulator does too:
/// no floating point ever touches time. Arithmetic clamps at the ends of `Int64` instead of trapping (see
/// ``Swift/Int64/clampedAdding(_:)``), so a huge user value makes a far-off deadline, never a crash.
///
/// ```swift
/// let period = SimDuration.minutes(30)
/// print(period)            // 30m
/// print(period * 2)        // 1h
/// ```
public struct SimDuration: Hashable, Comparable, Sendable {
    /// The length in milliseconds; negative for a span that goes backwards.
    public var milliseconds: Int64

    /// Creates a duration of the given number of milliseconds.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// No time at all.
    public static let zero = SimDuration(milliseconds: 0)

    /// A duration of `count` milliseconds.
    public static func milliseconds(_ count: Int64) -> SimDuration { SimDuration(milliseconds: count) }
    /// A duration of `count` seconds.
    public static func seconds(_ count: Int64) -> SimDuration {
        SimDuration(milliseconds: count.clampedMultiplied(by: 1_000))
    }
    /// A duration of `count` minutes.
    public static func minutes(_ count: Int64) -> SimDuration {
        SimDuration(milliseconds: count.clampedMultiplied(by: 60_000))
    }
    /// A duration of `count` hours.
    public static func hours(_ count: Int64) -> SimDuration {
        SimDuration(milliseconds: count.clampedMultiplied(by: 3_600_000))
    }
    /// A duration of `count` days of 24 hours (not calendar days: a day across a DST change is still 24 h).
    public static func days(_ count: Int64) -> SimDuration {
        SimDuration(milliseconds: count.clampedMultiplied(by: 86_400_000))
    }

    public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
        SimDuration(milliseconds: lhs.milliseconds.clampedAdding(rhs.milliseconds))
    }
    public static func - (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
        SimDuration(milliseconds: lhs.milliseconds.clampedSubtracting(rhs.milliseconds))
    }
    public static func * (lhs: SimDuration, rhs: Int64) -> SimDuration {
        SimDuration(milliseconds: lhs.milliseconds.clampedMultiplied(by: rhs))
    }
    public static func += (lhs: inout SimDuration, rhs: SimDuration) { lhs = lhs + rhs }
}

extension SimDuration: CustomStringConvertible {
    /// The shortest form in the scenario syntax: `1d2h`, `90s` is shown as `1m30s`, `250ms`, `0ms`.
    public var description: String {
        if milliseconds == 0 { return "0ms" }
        var rest = milliseconds.magnitude
        var text = milliseconds < 0 ? "-" : ""
        let units: [(UInt64, String)] = [(86_400_000, "d"), (3_600_000, "h"), (60_000, "m"), (1_000, "s"), (1, "ms")]
        for (size, suffix) in units where rest >= size {
            text += "\(rest / size)\(suffix)"
            rest %= size
        }
        return text
    }
}

extension SimDuration: Codable {
    /// Reads the duration as its milliseconds.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int64.self)
        self.init(milliseconds: value)
    }

    /// Writes the duration as its milliseconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}
