import GlanceSim
import Testing

struct CivilDateTests {
    @Test(arguments: [
        (1970, 1, 1, Int64(0)),
        (2000, 2, 29, 951_782_400_000),  // 2000 is a leap year: divisible by 400
        (2024, 2, 29, 1_709_164_800_000),
        (2100, 3, 1, 4_107_542_400_000),
        (1969, 12, 31, -86_400_000),
        (1900, 1, 1, -2_208_988_800_000),
        (1600, 2, 29, -11_670_998_400_000),
        (0, 3, 1, -62_162_035_200_000),
    ])
    func wallTimeFromUTCFieldsMatchesUnixTime(year: Int, month: Int, day: Int, milliseconds: Int64) {
        let time = WallTime(year: year, month: month, day: day)
        #expect(time.millisecondsSinceEpoch == milliseconds)
        #expect(time.utc == LocalDateTime(year: year, month: month, day: day))
    }

    @Test func everyDayFromYear1599To2401RoundTripsThroughItsFields() {
        // Covers the 400-year cycle on both sides of the epoch, with 1600 and 2000 (leap) and 1700, 1800, 1900,
        // 2100, 2200, 2300 (not leap).
        let firstDay = WallTime(year: 1599, month: 1, day: 1).millisecondsSinceEpoch / 86_400_000
        let lastDay = WallTime(year: 2401, month: 12, day: 31).millisecondsSinceEpoch / 86_400_000
        var expected = LocalDateTime(year: 1599, month: 1, day: 1)
        var mismatches = 0
        for day in firstDay...lastDay {
            let time = WallTime(millisecondsSinceEpoch: day * 86_400_000)
            let fields = time.utc
            let roundTrip = WallTime(year: fields.year, month: fields.month, day: fields.day)
            if fields != expected || !fields.isValid || roundTrip != time {
                mismatches += 1
            }
            expected = nextDay(after: expected)
        }
        #expect(mismatches == 0)
        #expect(expected == LocalDateTime(year: 2402, month: 1, day: 1))
    }

    @Test func leapDaysExistOnlyInLeapYears() {
        #expect(LocalDateTime(year: 2024, month: 2, day: 29).isValid)
        #expect(LocalDateTime(year: 2000, month: 2, day: 29).isValid)
        #expect(!LocalDateTime(year: 2100, month: 2, day: 29).isValid)
        #expect(!LocalDateTime(year: 1900, month: 2, day: 29).isValid)
        #expect(!LocalDateTime(year: 2026, month: 2, day: 29).isValid)
        #expect(WallTime(year: 2100, month: 2, day: 28).utc.day == 28)
        #expect((WallTime(year: 2100, month: 2, day: 28) + .days(1)).utc == LocalDateTime(year: 2100, month: 3, day: 1))
        #expect(
            (WallTime(year: 2024, month: 2, day: 28) + .days(1)).utc == LocalDateTime(year: 2024, month: 2, day: 29))
    }

    @Test func validityChecksEveryField() {
        #expect(
            LocalDateTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999).isValid)
        #expect(!LocalDateTime(year: 2026, month: 0, day: 1).isValid)
        #expect(!LocalDateTime(year: 2026, month: 13, day: 1).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 31).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 0).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 1, hour: 24).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 1, minute: 60).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 1, second: 60).isValid)  // no leap seconds on Android
        #expect(!LocalDateTime(year: 2026, month: 4, day: 1, millisecond: 1_000).isValid)
        #expect(!LocalDateTime(year: 2026, month: 4, day: 1, hour: -1).isValid)
    }

    @Test func negativeWallTimesCountBackFromTheEpoch() {
        #expect(WallTime(millisecondsSinceEpoch: -1).utc.description == "1969-12-31 23:59:59.999")
        #expect(WallTime(millisecondsSinceEpoch: -86_400_000).utc == LocalDateTime(year: 1969, month: 12, day: 31))
        #expect(WallTime(millisecondsSinceEpoch: -86_400_001).utc.description == "1969-12-30 23:59:59.999")
        #expect(
            WallTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999)
                == WallTime(millisecondsSinceEpoch: -1))
        #expect(WallTime(millisecondsSinceEpoch: -62_162_035_200_001).utc.description == "0000-02-29 23:59:59.999")
        #expect(WallTime(year: -1, month: 12, day: 31).description == "-0001-12-31T00:00:00.000Z")
    }

    @Test func outOfRangeFieldsRollOverLikeALenientCalendar() {
        // java.util.Calendar is lenient by default: set(HOUR_OF_DAY, 24) means the next day's midnight.
        #expect(WallTime(year: 2026, month: 3, day: 28, hour: 24) == WallTime(year: 2026, month: 3, day: 29))
        #expect(WallTime(year: 2026, month: 3, day: 0) == WallTime(year: 2026, month: 2, day: 28))
        #expect(WallTime(year: 2026, month: 13, day: 1) == WallTime(year: 2027, month: 1, day: 1))
        #expect(WallTime(year: 2026, month: 0, day: 1) == WallTime(year: 2025, month: 12, day: 1))
        #expect(
            WallTime(year: 2026, month: 1, day: 1, minute: -1)
                == WallTime(year: 2025, month: 12, day: 31, hour: 23, minute: 59))
    }

    @Test(arguments: [
        (1970, 1, 1, 4),  // a Thursday
        (1969, 12, 31, 3),
        (2000, 1, 1, 6),
        (2024, 2, 29, 4),
        (2026, 3, 29, 7),  // Berlin's spring-forward Sunday
        (2026, 3, 30, 1),
        (2026, 10, 25, 7),
        (1600, 1, 1, 6),
        (1, 1, 1, 1),  // proleptic Gregorian 0001-01-01 is a Monday
    ])
    func weekdayIsISONumberedFromMonday(year: Int, month: Int, day: Int, weekday: Int) {
        // ISO 8601 / java.time.DayOfWeek numbering: 1 = Monday … 7 = Sunday.
        #expect(LocalDateTime(year: year, month: month, day: day).weekday == weekday)
    }

    @Test func descriptionShowsMillisecondsOnlyWhenNotZero() {
        #expect(LocalDateTime(year: 2026, month: 3, day: 29, hour: 3).description == "2026-03-29 03:00:00")
        #expect(
            LocalDateTime(year: 2026, month: 3, day: 29, hour: 3, second: 7, millisecond: 5).description
                == "2026-03-29 03:00:07.005"
        )
        #expect(LocalDateTime(year: 12, month: 1, day: 2).description == "0012-01-02 00:00:00")
        #expect(LocalDateTime(year: 12_026, month: 1, day: 2).description == "+12026-01-02 00:00:00")
    }

    @Test func localDateTimesCompareChronologically() {
        let earlier = LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 59, second: 59, millisecond: 999)
        let later = LocalDateTime(year: 2026, month: 3, day: 29, hour: 3)
        #expect(earlier < later)
        #expect(LocalDateTime(year: 2025, month: 12, day: 31) < LocalDateTime(year: 2026, month: 1, day: 1))
        #expect(!(later < later))
        #expect(
            LocalDateTime(year: 2026, month: 1, day: 1, millisecond: 1) > LocalDateTime(year: 2026, month: 1, day: 1)
        )
    }

    /// The calendar day after `date`, counted the slow way.
    private func nextDay(after date: LocalDateTime) -> LocalDateTime {
        let isLeap = date.year % 4 == 0 && (date.year % 100 != 0 || date.year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if date.day < lengths[date.month - 1] {
            return LocalDateTime(year: date.year, month: date.month, day: date.day + 1)
        }
        if date.month < 12 {
            return LocalDateTime(year: date.year, month: date.month + 1, day: 1)
        }
        return LocalDateTime(year: date.year + 1, month: 1, day: 1)
    }
}
