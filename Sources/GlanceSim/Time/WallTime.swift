/// A wall-clock instant: milliseconds since 1970-01-01T00:00:00Z, what `System.currentTimeMillis()` returns.
///
/// Wall time is UTC; a ``TimeZoneRules`` turns it into local dates and times. The device's wall clock can
/// be set (sending `TIME_SET`), so unlike ``SimInstant`` it may jump. Arithmetic clamps at the ends of `Int64`.
///
/// ```swift
/// let noon = WallTime(year: 2026, month: 3, day: 29, hour: 12)
/// print(noon)              // 2026-03-29T12:00:00.000Z
/// ```
public struct WallTime: Hashable, Comparable, Sendable {
    /// Milliseconds since the Unix epoch, UTC.
    public var millisecondsSinceEpoch: Int64

    /// Creates the wall instant `millisecondsSinceEpoch` after the Unix epoch.
    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    /// The start of the minute after this instant: Android's TIME_TICK boundary,
    /// `60000·(⌊t/60000⌋+1)` (AlarmManagerService `ClockReceiver.scheduleTimeTickEvent`).
    public var nextMinuteBoundary: WallTime {
        let minute = Int64(60_000)
        let floor =
            millisecondsSinceEpoch >= 0
            ? millisecondsSinceEpoch / minute
            : -((-millisecondsSinceEpoch + minute - 1) / minute)
        return WallTime(millisecondsSinceEpoch: floor.clampedAdding(1).clampedMultiplied(by: minute))
    }

    /// The wall times a ``Device`` accepts (its start and ``Device/setWallTime(_:)``): about ±20,000 years
    /// around 1970, far more than the scenario syntax can write (years 0000–9999), so that local dates and a
    /// century of simulated time after any of them stay within `Int64` calendar arithmetic. Outside it the
    /// device stops with a precondition failure that names the range.
    public static let supportedRange =
        WallTime(millisecondsSinceEpoch: -631_152_000_000_000)...WallTime(millisecondsSinceEpoch: 631_152_000_000_000)

    public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }
    public static func + (lhs: WallTime, rhs: SimDuration) -> WallTime {
        WallTime(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch.clampedAdding(rhs.milliseconds))
    }
    public static func - (lhs: WallTime, rhs: SimDuration) -> WallTime {
        WallTime(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch.clampedSubtracting(rhs.milliseconds))
    }
    public static func - (lhs: WallTime, rhs: WallTime) -> SimDuration {
        SimDuration(milliseconds: lhs.millisecondsSinceEpoch.clampedSubtracting(rhs.millisecondsSinceEpoch))
    }
}

extension WallTime: Codable {
    /// Reads the wall time as its milliseconds since the epoch.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int64.self)
        self.init(millisecondsSinceEpoch: value)
    }

    /// Writes the wall time as its milliseconds since the epoch.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(millisecondsSinceEpoch)
    }
}
