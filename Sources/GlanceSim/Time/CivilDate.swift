/// A date and time of day on a clock face, with no time zone: what a ``TimeZoneRules`` shows for a ``WallTime``.
///
/// The calendar is the proleptic Gregorian one, the one `java.util.GregorianCalendar` uses for every date
/// after 1582 and `java.time` uses everywhere. The fields are plain numbers and may hold values no clock
/// shows (month 13, hour 24); ``isValid`` tells. Functions that turn a local date-time into an instant,
/// such as ``TimeZoneRules/wallTime(for:)``, roll such values over the way a lenient `java.util.Calendar`
/// does: hour 24 is midnight of the next day, day 0 is the last day of the previous month.
///
/// Values compare field by field, most significant first, which for valid values is chronological order.
///
/// ```swift
/// let local = LocalDateTime(year: 2026, month: 3, day: 29, hour: 3)
/// print(local)             // 2026-03-29 03:00:00
/// print(local.weekday)     // 7 (Sunday)
/// print(local.isValid)     // true
/// ```
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, in the proleptic Gregorian calendar (0 is 1 BC, -1 is 2 BC).
    public var year: Int
    /// The month of the year, 1 (January) through 12 (December).
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour of the day, 0 through 23.
    public var hour: Int
    /// The minute of the hour, 0 through 59.
    public var minute: Int
    /// The second of the minute, 0 through 59; leap seconds do not exist here, as on Android.
    public var second: Int
    /// The millisecond of the second, 0 through 999.
    public var millisecond: Int

    /// Creates a local date-time from its fields, which are stored as given, even when not ``isValid``.
    public init(
        year: Int,
        month: Int,
        day: Int,
        hour: Int = 0,
        minute: Int = 0,
        second: Int = 0,
        millisecond: Int = 0
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.millisecond = millisecond
    }

    /// `HH:mm`, as a clock shows it.
    public var hourMinute: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Whether every field is in range: a real month, a day that month has (29 February only in leap years),
    /// hour 0…23, minute and second 0…59 and millisecond 0…999.
    ///
    /// A valid local date-time may still not exist in a given time zone, when it falls in a daylight saving
    /// gap; see ``TimeZoneRules/wallTime(for:)``.
    public var isValid: Bool {
        (1...12).contains(month)
            && (1...CivilCalendar.daysInMonth(year: Int64(year), month: month)).contains(day)
            && (0...23).contains(hour)
            && (0...59).contains(minute)
            && (0...59).contains(second)
            && (0...999).contains(millisecond)
    }

    /// The ISO 8601 day of the week: 1 for Monday through 7 for Sunday.
    ///
    /// The time of day is ignored; a month or day out of range rolls over first, so day 32 of January gives
    /// the weekday of 1 February.
    /// (`java.util.Calendar.DAY_OF_WEEK` numbers days differently: 1 is Sunday.)
    public var weekday: Int {
        let days = CivilCalendar.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
        return Int(CivilCalendar.floorMod(days + 3, 7)) + 1
    }

    /// The date and time as `yyyy-MM-dd HH:mm:ss`, followed by `.SSS` only when ``millisecond`` is not zero,
    /// e.g. `2026-03-29 03:00:00` or `2026-03-29 03:00:00.250`.
    public var description: String {
        var text = "\(Self.yearText(year))-\(digits(month, 2))-\(digits(day, 2)) "
        text += "\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))"
        if millisecond != 0 {
            text += ".\(digits(millisecond, 3))"
        }
        return text
    }

    /// Whether `lhs` comes before `rhs`, comparing the fields from year down to millisecond.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        let left = (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
        let right = (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
        if left != right {
            return left < right
        }
        return lhs.millisecond < rhs.millisecond
    }

    /// A year as ISO 8601 writes it: four digits for years 0 through 9999, otherwise signed.
    static func yearText(_ year: Int) -> String {
        if (0...9999).contains(year) {
            return digits(year, 4)
        }
        return (year < 0 ? "-" : "+") + digits(year.magnitude, 4)
    }
}

extension LocalDateTime {
    /// Milliseconds from 1970-01-01 00:00:00.000 to this date-time on the same clock, rolling over fields that
    /// are out of range; for a date-time read in UTC this is the Unix time.
    var localEpochMilliseconds: Int64 {
        let days = CivilCalendar.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
        return days * CivilCalendar.millisecondsPerDay
            + Int64(hour) * 3_600_000
            + Int64(minute) * 60_000
            + Int64(second) * 1_000
            + Int64(millisecond)
    }

    /// The date-time `localEpochMilliseconds` after 1970-01-01 00:00:00.000 on the same clock.
    init(localEpochMilliseconds: Int64) {
        let days = CivilCalendar.floorDiv(localEpochMilliseconds, CivilCalendar.millisecondsPerDay)
        let inDay = Int(localEpochMilliseconds - days * CivilCalendar.millisecondsPerDay)
        let date = CivilCalendar.civilFromDays(days)
        self.init(
            year: Int(date.year),
            month: date.month,
            day: date.day,
            hour: inDay / 3_600_000,
            minute: inDay / 60_000 % 60,
            second: inDay / 1_000 % 60,
            millisecond: inDay % 1_000
        )
    }
}

extension WallTime {
    /// Creates the wall instant at the given date and time in UTC.
    ///
    /// Fields out of range roll over as in a lenient `java.util.Calendar`: `hour: 24` is midnight of the
    /// next day. To read the fields in a time zone instead, use ``TimeZoneRules/wallTime(for:)``.
    ///
    /// ```swift
    /// let noon = WallTime(year: 2026, month: 3, day: 29, hour: 12)
    /// print(noon.millisecondsSinceEpoch)   // 1774785600000
    /// ```
    public init(
        year: Int,
        month: Int,
        day: Int,
        hour: Int = 0,
        minute: Int = 0,
        second: Int = 0,
        millisecond: Int = 0
    ) {
        let local = LocalDateTime(
            year: year,
            month: month,
            day: day,
            hour: hour,
            minute: minute,
            second: second,
            millisecond: millisecond
        )
        self.init(millisecondsSinceEpoch: local.localEpochMilliseconds)
    }

    /// The date and time of this instant in UTC.
    public var utc: LocalDateTime {
        LocalDateTime(localEpochMilliseconds: millisecondsSinceEpoch)
    }
}

extension WallTime: CustomStringConvertible {
    /// The instant in ISO 8601 in UTC, always with milliseconds: `2026-03-29T12:00:00.000Z`.
    public var description: String {
        let time = utc
        return "\(LocalDateTime.yearText(time.year))-\(digits(time.month, 2))-\(digits(time.day, 2))"
            + "T\(digits(time.hour, 2)):\(digits(time.minute, 2)):\(digits(time.second, 2))"
            + ".\(digits(time.millisecond, 3))Z"
    }
}

/// The proleptic Gregorian calendar as integer arithmetic, after Howard Hinnant's `days_from_civil` and
/// `civil_from_days` (<https://howardhinnant.github.io/date_algorithms.html>).
enum CivilCalendar {
    /// Milliseconds in a calendar day without a time-zone change.
    static let millisecondsPerDay: Int64 = 86_400_000

    /// The number of days from 1970-01-01 to the given date, negative before it.
    ///
    /// A month outside 1…12 rolls over into the neighbouring years and a day outside the month into the
    /// neighbouring months, so the result is defined for any fields.
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let monthIndex = month - 1
        let normalizedYear = year + floorDiv(monthIndex, 12)
        let normalizedMonth = floorMod(monthIndex, 12) + 1
        // Count years from March, so that the leap day is the last day of the year.
        let marchYear = normalizedMonth <= 2 ? normalizedYear - 1 : normalizedYear
        let era = floorDiv(marchYear, 400)
        let yearOfEra = marchYear - era * 400  // 0...399
        let monthFromMarch = normalizedMonth > 2 ? normalizedMonth - 3 : normalizedMonth + 9  // 0...11
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01 (before it when negative).
    static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = floorDiv(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365
        let monthFromMarch = (5 * dayOfYear + 2) / 153  // 0...11
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, Int(month), Int(day))
    }

    /// Whether `year` has a 29 February.
    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1…12) of `year`; 0 for a month out of range.
    static func daysInMonth(year: Int64, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// `value / divisor` rounded towards negative infinity; `divisor` must be positive.
    static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDiv(_:_:)``: always in `0..<divisor`.
    static func floorMod(_ value: Int64, _ divisor: Int64) -> Int64 {
        value - floorDiv(value, divisor) * divisor
    }
}

/// A number zero-padded to at least `width` digits, with a leading `-` when negative.
private func digits(_ value: some BinaryInteger, _ width: Int) -> String {
    let text = String(value.magnitude)
    let padding = String(repeating: "0", count: max(0, width - text.count))
    return (value < 0 ? "-" : "") + padding + text
}
