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
