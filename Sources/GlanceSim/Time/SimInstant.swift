/// A point on the simulation's own timeline: milliseconds since the ``Device`` was created.
///
/// This timeline never resets and never jumps. It orders every event in the queue. Android's clocks are
/// derived from it: `elapsedRealtime` restarts from zero at each reboot, and the wall clock
/// (`currentTimeMillis`) can be set; see ``DeviceClock``. Time never moves past the ``horizon``; arithmetic
/// clamps at the ends of `Int64` instead of trapping.
///
/// ```swift
/// let start = SimInstant.zero
/// let later = start + .minutes(90)
/// print(later)             // 0d 01:30:00.000
/// ```
public struct SimInstant: Hashable, Comparable, Sendable {
    /// Milliseconds since the simulation started.
    public var milliseconds: Int64

    /// Creates the instant `milliseconds` after the simulation started.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// The moment the simulation starts.
    public static let zero = SimInstant(milliseconds: 0)

    /// The simulation horizon: 36,525 days (100 years of 365.25 days) after the simulation started.
    ///
    /// ``Device`` refuses, up front, any step that would move time past it
    /// (``SimulationError/Code/beyondHorizon``), and never runs an event scheduled after it, so a huge duration
    /// is an error rather than a run that never ends. A century of TIME_TICKs is about 53 million events.
    ///
    /// ```swift
    /// print(SimInstant.horizon)                      // 36525d 00:00:00.000
    /// try device.advance(by: .days(40_000))          // throws beyond-horizon
    /// ```
    public static let horizon = SimInstant(milliseconds: 36_525 * 86_400_000)
    /// Later than any instant: the deadline of a timer that is not armed.
    package static let never = SimInstant(milliseconds: .max)

    public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(milliseconds: lhs.milliseconds.clampedAdding(rhs.milliseconds))
    }
    public static func - (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
        SimInstant(milliseconds: lhs.milliseconds.clampedSubtracting(rhs.milliseconds))
    }
    public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
        SimDuration(milliseconds: lhs.milliseconds.clampedSubtracting(rhs.milliseconds))
    }
}

extension SimInstant: CustomStringConvertible {
    /// `<days>d hh:mm:ss.mmm` since the simulation started, e.g. `1d 06:00:00.000`.
    public var description: String {
        let sign = milliseconds < 0 ? "-" : ""
        let total = milliseconds.magnitude
        let days = total / 86_400_000
        let hours = total / 3_600_000 % 24
        let minutes = total / 60_000 % 60
        let seconds = total / 1_000 % 60
        let millis = total % 1_000
        return "\(sign)\(days)d \(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))"
    }
}

/// Left-pads a number with zeros to `width` digits.
func pad(_ value: UInt64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

extension SimInstant: Codable {
    /// Reads the instant as its milliseconds on the timeline.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int64.self)
        self.init(milliseconds: value)
    }

    /// Writes the instant as its milliseconds on the timeline.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}
