public import GlanceSim

/// `Text(date, style:)` (SwiftUI `Text.DateStyle`, A-DATES): the relative styles tick on screen without any
/// provider call; `.time` and `.date` are fixed when drawn (widgetkit reference §11; F-656052). SwiftUI's exact
/// formatting is not documented, so GlanceSim uses a simple documented one:
///
/// - `.timer`: counts down to a future date and up after it: `M:SS` under an hour, `H:MM:SS` from an hour.
/// - `.relative`: the distance in its two largest units: `11 min, 14 sec`, `2 hr, 5 min`, `1 day, 3 hr`.
/// - `.offset`: signed, largest unit: `-11 min` for a future date, `+2 hr` for a past one.
/// - `.time`: local `HH:mm`; `.date`: local `d MMM yyyy` (`1 Jun 2026`).
///
/// ```swift
/// DateTextStyle.timer.format(start + .minutes(15), at: start, wallTime: wall, timeZone: .utc)   // "15:00"
/// ```
public enum DateTextStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case timer, relative, offset, time, date

    /// Whether the text changes as time passes without a reload.
    public var ticks: Bool { self == .timer || self == .relative || self == .offset }

    /// The text at `now` (`wallTime` and `timeZone` are the clock at `now`).
    public func format(_ date: SimInstant, at now: SimInstant, wallTime: WallTime, timeZone: TimeZoneRules) -> String {
        let distance = abs((date - now).milliseconds) / 1000
        switch self {
        case .timer:
            let (hours, minutes, seconds) = (distance / 3600, distance / 60 % 60, distance % 60)
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
        case .relative:
            return units(distance).prefix(2).joined(separator: ", ")
        case .offset:
            let sign = date > now ? "-" : "+"
            return sign + (units(distance).first ?? "0 sec")
        case .time, .date:
            let local = timeZone.localDateTime(at: wallTime + (date - now))
            if self == .time { return "\(two(Int64(local.hour))):\(two(Int64(local.minute)))" }
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            return "\(local.day) \(months[local.month - 1]) \(local.year)"
        }
    }

    public var description: String { rawValue }

    private func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The non-zero units of a distance in seconds, largest first (`0 sec` for none).
    private func units(_ seconds: Int64) -> [String] {
        let parts: [(Int64, String)] = [
            (seconds / 86_400, "day"), (seconds / 3600 % 24, "hr"), (seconds / 60 % 60, "min"), (seconds % 60, "sec"),
        ]
        let named = parts.filter { $0.0 > 0 }.map { value, unit in
            unit == "day" && value > 1 ? "\(value) days" : "\(value) \(unit)"
        }
        return named.isEmpty ? ["0 sec"] : named
    }
}
