public import GlanceSim

/// The scenario language's wall-clock instants: ISO 8601 dates and date-times, with or without a UTC offset.
///
/// The accepted forms are
///
/// - `2026-03-29T01:00:00Z`, `2026-03-29T01:00Z`, `2026-03-29T01:00:00.250Z`: UTC;
/// - `2026-03-29T03:00:00+02:00`, `…+0200`, `…+02`, `…-05:30`: the given offset from UTC;
/// - `2026-03-29T02:30`, `2026-03-29T02:30:15.5`: a local date-time, read in the scenario's zone;
/// - `2026-03-29`: local midnight in the scenario's zone.
///
/// The year has four digits, month, day, hour, minute, second and offset fields two, and the fraction one to
/// three (the simulator counts milliseconds). `T` and `Z` are upper-case. Fields must be in range: no
/// 30 February, no hour 24, no leap second 60, offsets within ±18:00 (as `java.time.ZoneOffset`).
///
/// ```swift
/// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
/// let start = try InstantSyntax.parseWallTime("2026-03-29T02:30", zone: berlin)
/// print(start)   // 2026-03-29T01:30:00.000Z (02:30 does not exist that night; see TimeZoneRules.wallTime(for:))
/// ```
public enum InstantSyntax {
    /// Parses `text`, all of it, as a wall-clock instant; `zone` reads dates and date-times without an offset.
    ///
    /// A local date-time goes through ``TimeZoneRules/wallTime(for:)``: one that falls in a daylight saving gap
    /// moves later by the gap's length, one that happens twice means the earlier instant. A date alone means the
    /// first instant of that date, local midnight, or the end of the gap when midnight is skipped.
    ///
    /// The errors name the field that is wrong and its UTF-8 offset in `text`, e.g. `day '30' is out of range
    /// for 2026-02; expected 01 to 28` at offset 8.
    ///
    /// ```swift
    /// try InstantSyntax.parseWallTime("2026-03-29T01:00:00Z", zone: .utc)         // 2026-03-29T01:00:00.000Z
    /// try InstantSyntax.parseWallTime("2026-03-29T06:30:00+05:30", zone: .utc)    // 2026-03-29T01:00:00.000Z
    /// try InstantSyntax.parseWallTime("2026-02-30", zone: .utc)                   // throws
    /// ```
    public static func parseWallTime(_ text: Substring, zone: TimeZoneRules) throws(TimeSyntaxError) -> WallTime {
        var scanner = TimeSyntaxScanner(text)
        if scanner.isAtEnd {
            throw scanner.error(
                "empty date-time; expected a date like '2026-03-29' or a date-time like '2026-03-29T01:00:00Z'",
                at: 0
            )
        }
        var local = try parseDate(&scanner)
        if scanner.isAtEnd {
            return zone.wallTime(for: local)
        }
        guard scanner.sees(UInt8(ascii: "T")) else {
            let what = scanner.found(at: scanner.position)
            throw scanner.error("expected 'T' and a time after the date, found \(what)", at: scanner.position)
        }
        scanner.position += 1
        try parseTime(&scanner, into: &local)
        if scanner.isAtEnd {
            return zone.wallTime(for: local)
        }
        let offset = try parseOffset(&scanner)
        if !scanner.isAtEnd {
            let what = scanner.found(at: scanner.position)
            throw scanner.error("unexpected \(what) after the UTC offset", at: scanner.position)
        }
        let utc = WallTime(
            year: local.year,
            month: local.month,
            day: local.day,
            hour: local.hour,
            minute: local.minute,
            second: local.second,
            millisecond: local.millisecond
        )
        return utc - offset
    }

    /// Reads `yyyy-MM-dd`.
    private static func parseDate(_ scanner: inout TimeSyntaxScanner) throws(TimeSyntaxError) -> LocalDateTime {
        let year = try field(&scanner, digits: 4, name: "year", range: 0...9999)
        try expect(&scanner, "-", after: "the year")
        let month = try field(&scanner, digits: 2, name: "month", range: 1...12)
        try expect(&scanner, "-", after: "the month")
        let dayStart = scanner.position
        let day = try field(&scanner, digits: 2, name: "day", range: 1...31)
        let date = LocalDateTime(year: year, month: month, day: day)
        guard date.isValid else {
            let monthText = "\(digits(year, 4))-\(digits(month, 2))"
            let lastDay = WallTime(year: year, month: month + 1, day: 0).utc.day  // day 0: the month's last day
            throw scanner.error(
                "day '\(scanner.slice(dayStart, scanner.position))' is out of range for \(monthText); "
                    + "expected 01 to \(lastDay)",
                at: dayStart
            )
        }
        return date
    }

    /// Reads `HH:mm[:ss[.SSS]]` into the time fields of `local`.
    private static func parseTime(
        _ scanner: inout TimeSyntaxScanner,
        into local: inout LocalDateTime
    ) throws(TimeSyntaxError) {
        local.hour = try field(&scanner, digits: 2, name: "hour", range: 0...23)
        try expect(&scanner, ":", after: "the hour")
        local.minute = try field(&scanner, digits: 2, name: "minute", range: 0...59)
        guard scanner.sees(UInt8(ascii: ":")) else {
            return
        }
        scanner.position += 1
        local.second = try field(&scanner, digits: 2, name: "second", range: 0...59)
        guard scanner.sees(UInt8(ascii: ".")) else {
            return
        }
        scanner.position += 1
        let fraction = scanner.readDigits()
        guard (1...3).contains(fraction.count), let value = fraction.value else {
            if fraction.count > 3 {
                let digits = scanner.slice(fraction.start, scanner.position)
                throw scanner.error(
                    "fraction '.\(digits)' is finer than a millisecond; use at most 3 digits",
                    at: fraction.start
                )
            }
            let what = scanner.found(at: fraction.start)
            throw scanner.error("expected 1 to 3 digits after '.', found \(what)", at: fraction.start)
        }
        let scale: Int64 = fraction.count == 1 ? 100 : fraction.count == 2 ? 10 : 1
        local.millisecond = Int(value * scale)
    }

    /// Reads `Z`, `±HH`, `±HH:mm` or `±HHmm` and returns the offset from UTC.
    private static func parseOffset(_ scanner: inout TimeSyntaxScanner) throws(TimeSyntaxError) -> SimDuration {
        let start = scanner.position
        if scanner.sees(UInt8(ascii: "Z")) {
            scanner.position += 1
            return .zero
        }
        let sign: Int64
        switch scanner.current {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default:
            let what = scanner.found(at: start)
            throw scanner.error(
                "unexpected \(what) after the time; expected 'Z', an offset like '+02:00' or the end",
                at: start
            )
        }
        scanner.position += 1
        let hours = try field(&scanner, digits: 2, name: "offset hour", range: 0...18, bounded: true)
        var minutes = 0
        if scanner.sees(UInt8(ascii: ":")) {
            scanner.position += 1
            minutes = try field(&scanner, digits: 2, name: "offset minute", range: 0...59, bounded: true)
        } else if let byte = scanner.current, TimeSyntaxScanner.isDigit(byte) {
            minutes = try field(&scanner, digits: 2, name: "offset minute", range: 0...59, bounded: true)
        }
        let total = hours * 60 + minutes
        guard total <= 18 * 60 else {
            throw scanner.error(
                "offset '\(scanner.slice(start, scanner.position))' is out of range; expected -18:00 to +18:00",
                at: start
            )
        }
        return .minutes(sign * Int64(total))
    }

    /// Reads a field of exactly `digits` ASCII digits whose value lies in `range`; with `bounded`, digits after
    /// the first `digits` are left for the next field (`+0200`), else they make the field too long.
    private static func field(
        _ scanner: inout TimeSyntaxScanner,
        digits count: Int,
        name: String,
        range: ClosedRange<Int>,
        bounded: Bool = false
    ) throws(TimeSyntaxError) -> Int {
        let run = scanner.readDigits(limit: bounded ? count : .max)
        guard run.count == count, let value = run.value else {
            let what = scanner.found(at: run.start)
            throw scanner.error("expected a \(count)-digit \(name), found \(what)", at: run.start)
        }
        guard range.contains(Int(value)) else {
            let low = digits(range.lowerBound, count)
            let high = digits(range.upperBound, count)
            throw scanner.error(
                "\(name) '\(scanner.slice(run.start, scanner.position))' is out of range; expected \(low) to \(high)",
                at: run.start
            )
        }
        return Int(value)
    }

    /// Reads the separator `character`, which must follow `what`.
    private static func expect(
        _ scanner: inout TimeSyntaxScanner,
        _ character: Unicode.Scalar,
        after what: String
    ) throws(TimeSyntaxError) {
        guard scanner.sees(UInt8(ascii: character)) else {
            let found = scanner.found(at: scanner.position)
            throw scanner.error("expected '\(character)' after \(what), found \(found)", at: scanner.position)
        }
        scanner.position += 1
    }

    /// A non-negative number zero-padded to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
