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

/// A number zero-padded to at least `width` digits, with a leading `-` when negative.
private func digits(_ value: some BinaryInteger, _ width: Int) -> String {
    let text = String(value.magnitude)
    let padding = String(repeating: "0", count: max(0, width - text.count))
    return (value < 0 ? "-" : "") + padding + text
}
