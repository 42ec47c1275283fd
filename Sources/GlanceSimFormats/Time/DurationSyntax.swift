public import GlanceSim

/// The scenario language's durations: `250ms`, `90s`, `15m`, `2h`, `1d`, and combinations such as `1h30m`.
///
/// A duration is one or more parts, each a whole number followed by a unit, with the units in descending
/// order and each at most once: `d` (24 hours), `h`, `m`, `s`, `ms`. The bare number `0` is also a duration.
/// Durations are never negative, and never longer than ``maximum`` (`36525d`, the simulator's horizon of 100
/// years: no step can use more). Whitespace, signs and fractions are not part of the syntax.
///
/// ```swift
/// let period = try DurationSyntax.parse("1h30m")
/// print(period.milliseconds)   // 5400000
/// ```
public enum DurationSyntax {
    /// Parses `text`, all of it, as a duration.
    ///
    /// The errors name the part that is wrong and its UTF-8 offset in `text`: `unknown duration unit 'hr';
    /// expected ms, s, m, h or d`, `unit 'h' comes after 'm'; write units from largest to smallest (d, h, m, s,
    /// ms)`, `duration '36526d' is longer than the simulation horizon; expected at most 36525d (100 years)`.
    ///
    /// ```swift
    /// try DurationSyntax.parse("1d2h3m4s5ms")   // 93784005 ms
    /// try DurationSyntax.parse("0")             // zero
    /// try DurationSyntax.parse("2h1d")          // throws: unit 'd' comes after 'h' …
    /// ```
    public static func parse(_ text: Substring) throws(TimeSyntaxError) -> SimDuration {
        var scanner = TimeSyntaxScanner(text)
        if scanner.isAtEnd {
            throw scanner.error("empty duration; expected a number followed by ms, s, m, h or d", at: 0)
        }
        if scanner.sees(UInt8(ascii: "-")) {
            throw scanner.error("negative duration '\(text)' is not allowed", at: 0)
        }
        if scanner.bytes == [UInt8(ascii: "0")] {
            return .zero
        }
        var total: Int64 = 0
        var previousUnit: Unit?
        while !scanner.isAtEnd {
            let number = scanner.readDigits()
            guard number.count > 0 else {
                let what = scanner.found(at: number.start)
                throw scanner.error("expected a number in duration, found \(what)", at: number.start)
            }
            let unitStart = scanner.position
            while let byte = scanner.current, TimeSyntaxScanner.isLetter(byte) {
                scanner.position += 1
            }
            let unitText = scanner.slice(unitStart, scanner.position)
            guard !unitText.isEmpty else {
                let digits = scanner.slice(number.start, unitStart)
                throw scanner.error("missing unit after '\(digits)'; expected ms, s, m, h or d", at: unitStart)
            }
            guard let unit = Unit(rawValue: unitText) else {
                throw scanner.error("unknown duration unit '\(unitText)'; expected ms, s, m, h or d", at: unitStart)
            }
            if let previousUnit {
                if unit == previousUnit {
                    throw scanner.error("repeated duration unit '\(unitText)'", at: unitStart)
                }
                if unit.milliseconds > previousUnit.milliseconds {
                    throw scanner.error(
                        "unit '\(unitText)' comes after '\(previousUnit.rawValue)'; "
                            + "write units from largest to smallest (d, h, m, s, ms)",
                        at: unitStart
                    )
                }
            }
            previousUnit = unit
            guard let count = number.value else {
                throw tooLong(text, at: number.start, scanner)
            }
            let sum = total.clampedAdding(count.clampedMultiplied(by: unit.milliseconds))
            if sum > maximum.milliseconds {
                throw tooLong(text, at: number.start, scanner)
            }
            total = sum
        }
        return .milliseconds(total)
    }

    /// The longest duration the syntax accepts: 36,525 days, from timeline zero to ``SimInstant/horizon``.
    public static let maximum = SimDuration(milliseconds: SimInstant.horizon.milliseconds)

    /// The error for a duration past ``maximum``, at the number that takes it there.
    private static func tooLong(_ text: Substring, at offset: Int, _ scanner: TimeSyntaxScanner) -> TimeSyntaxError {
        scanner.error(
            "duration '\(text)' is longer than the simulation horizon; expected at most \(maximum) (100 years)",
            at: offset)
    }

    /// A duration unit, spelled as in the syntax.
    private enum Unit: String {
        case day = "d"
        case hour = "h"
        case minute = "m"
        case second = "s"
        case millisecond = "ms"

        /// The unit's length.
        var milliseconds: Int64 {
            switch self {
            case .day: 86_400_000
            case .hour: 3_600_000
            case .minute: 60_000
            case .second: 1_000
            case .millisecond: 1
            }
        }
    }
}
