import GlanceSim
import GlanceSimFormats
import Testing

struct InstantSyntaxTests {
    let berlin = TimeZoneRules(identifier: "Europe/Berlin")!

    @Test(arguments: [
        ("2026-03-29T01:00:00Z", Int64(1_774_746_000_000)),
        ("2026-03-29T01:00Z", 1_774_746_000_000),
        ("2026-03-29T01:00:00.250Z", 1_774_746_000_250),
        ("2026-03-29T01:00:00.25Z", 1_774_746_000_250),
        ("2026-03-29T01:00:00.5Z", 1_774_746_000_500),
        ("2026-03-29T01:00:00.007Z", 1_774_746_000_007),
        ("2026-03-29T03:00:00+02:00", 1_774_746_000_000),
        ("2026-03-29T03:00:00+0200", 1_774_746_000_000),
        ("2026-03-29T03:00+02", 1_774_746_000_000),
        ("2026-03-28T19:30:00-0530", 1_774_746_000_000),
        ("2026-03-29T01:00:00-00:00", 1_774_746_000_000),
        ("2026-03-29T19:00:00.250+18:00", 1_774_746_000_250),
        ("1969-12-31T23:59:59.999Z", -1),
        ("2024-02-29T00:00:00Z", 1_709_164_800_000),
    ])
    func acceptsISO8601WithAnOffsetRegardlessOfTheZone(text: String, milliseconds: Int64) throws {
        #expect(try InstantSyntax.parseWallTime(text[...], zone: berlin).millisecondsSinceEpoch == milliseconds)
        #expect(try InstantSyntax.parseWallTime(text[...], zone: .utc).millisecondsSinceEpoch == milliseconds)
    }

    @Test func dateAloneIsLocalMidnightInTheZone() throws {
        #expect(
            try InstantSyntax.parseWallTime("2026-03-29", zone: berlin)
                == WallTime(year: 2026, month: 3, day: 28, hour: 23))
        #expect(
            try InstantSyntax.parseWallTime("2026-07-01", zone: berlin)
                == WallTime(year: 2026, month: 6, day: 30, hour: 22))
        #expect(try InstantSyntax.parseWallTime("2026-03-29", zone: .utc) == WallTime(year: 2026, month: 3, day: 29))
    }

    @Test func dateWhoseMidnightIsSkippedStartsWhenTheGapEnds() throws {
        // America/Sao_Paulo went from 2018-11-04 00:00 -03 straight to 01:00 -02.
        let saoPaulo = try #require(TimeZoneRules(identifier: "America/Sao_Paulo"))
        #expect(
            try InstantSyntax.parseWallTime("2018-11-04", zone: saoPaulo)
                == WallTime(year: 2018, month: 11, day: 4, hour: 3))
    }

    @Test func localDateTimeWithoutOffsetIsReadInTheZone() throws {
        #expect(
            try InstantSyntax.parseWallTime("2026-07-01T12:00", zone: berlin)
                == WallTime(year: 2026, month: 7, day: 1, hour: 10))
        #expect(
            try InstantSyntax.parseWallTime("2026-07-01T12:00:30.125", zone: berlin)
                == WallTime(year: 2026, month: 7, day: 1, hour: 10, second: 30, millisecond: 125)
        )
        #expect(
            try InstantSyntax.parseWallTime("2026-07-01T12:00", zone: .utc)
                == WallTime(year: 2026, month: 7, day: 1, hour: 12))
    }

    @Test func localDateTimeInTheSpringGapMovesLaterByTheGap() throws {
        // As java.time.ZonedDateTime.of and lenient java.util.GregorianCalendar: 02:30 → 03:30 CEST = 01:30Z.
        #expect(
            try InstantSyntax.parseWallTime("2026-03-29T02:30", zone: berlin)
                == WallTime(year: 2026, month: 3, day: 29, hour: 1, minute: 30))
    }

    @Test func repeatedLocalDateTimeIsTheEarlierInstant() throws {
        // As java.time.ZonedDateTime.of: the earlier offset (CEST) in the fall-back overlap.
        #expect(
            try InstantSyntax.parseWallTime("2026-10-25T02:30", zone: berlin)
                == WallTime(year: 2026, month: 10, day: 25, minute: 30))
    }

    @Test(arguments: [
        ("", 0, "empty date-time; expected a date like '2026-03-29' or a date-time like '2026-03-29T01:00:00Z'"),
        ("26-03-29", 0, "expected a 4-digit year, found '26'"),
        ("20260-03-29", 0, "expected a 4-digit year, found '20260'"),
        ("yesterday", 0, "expected a 4-digit year, found 'yesterday'"),
        ("2026/03/29", 4, "expected '-' after the year, found '/'"),
        ("2026\u{2013}03\u{2013}29", 4, "expected '-' after the year, found '\u{2013}'"),
        ("2026", 4, "expected '-' after the year, found end of text"),
        ("2026-3-29", 5, "expected a 2-digit month, found '3'"),
        ("2026-13-01", 5, "month '13' is out of range; expected 01 to 12"),
        ("2026-00-01", 5, "month '00' is out of range; expected 01 to 12"),
        ("2026-02-30", 8, "day '30' is out of range for 2026-02; expected 01 to 28"),
        ("2100-02-29", 8, "day '29' is out of range for 2100-02; expected 01 to 28"),
        ("2024-02-30", 8, "day '30' is out of range for 2024-02; expected 01 to 29"),
        ("2026-04-31", 8, "day '31' is out of range for 2026-04; expected 01 to 30"),
        ("2026-01-32", 8, "day '32' is out of range; expected 01 to 31"),
        ("2026-01-00", 8, "day '00' is out of range; expected 01 to 31"),
        ("2026-03-2x", 8, "expected a 2-digit day, found '2x'"),
        ("2026-03-29 01:00", 10, "expected 'T' and a time after the date, found ' '"),
        ("2026-03-29t01:00", 10, "expected 'T' and a time after the date, found 't01'"),
        ("2026-03-29T", 11, "expected a 2-digit hour, found end of text"),
        ("2026-03-29T1:00", 11, "expected a 2-digit hour, found '1'"),
        ("2026-03-29T24:00", 11, "hour '24' is out of range; expected 00 to 23"),
        ("2026-03-29T01", 13, "expected ':' after the hour, found end of text"),
        ("2026-03-29T01:60", 14, "minute '60' is out of range; expected 00 to 59"),
        ("2026-03-29T01:00:60Z", 17, "second '60' is out of range; expected 00 to 59"),
        ("2026-03-29T01:00:00.Z", 20, "expected 1 to 3 digits after '.', found 'Z'"),
        ("2026-03-29T01:00:00.2500Z", 20, "fraction '.2500' is finer than a millisecond; use at most 3 digits"),
        ("2026-03-29T01:00.5Z", 16, "unexpected '.' after the time; expected 'Z', an offset like '+02:00' or the end"),
        ("2026-03-29T01:00:00z", 19, "unexpected 'z' after the time; expected 'Z', an offset like '+02:00' or the end"),
        (
            "2026-03-29T01:00:00 Z", 19,
            "unexpected ' ' after the time; expected 'Z', an offset like '+02:00' or the end"
        ),
        ("2026-03-29T01:00:00+2:00", 20, "expected a 2-digit offset hour, found '2'"),
        ("2026-03-29T01:00:00+", 20, "expected a 2-digit offset hour, found end of text"),
        ("2026-03-29T01:00:00+19:00", 20, "offset hour '19' is out of range; expected 00 to 18"),
        ("2026-03-29T01:00:00+18:30", 19, "offset '+18:30' is out of range; expected -18:00 to +18:00"),
        ("2026-03-29T01:00:00+02:60", 23, "offset minute '60' is out of range; expected 00 to 59"),
        ("2026-03-29T01:00:00+02:", 23, "expected a 2-digit offset minute, found end of text"),
        ("2026-03-29T01:00:00+021", 22, "expected a 2-digit offset minute, found '1'"),
        ("2026-03-29T01:00:00Zjunk", 20, "unexpected 'junk' after the UTC offset"),
        ("2026-03-29T01:00:00+02:00Z", 25, "unexpected 'Z' after the UTC offset"),
    ])
    func rejectsMalformedInstantsAtTheOffendingOffset(text: String, offset: Int, message: String) {
        #expect(throws: TimeSyntaxError(message: message, offset: offset)) {
            try InstantSyntax.parseWallTime(text[...], zone: berlin)
        }
    }

    @Test func offsetsAreRelativeToTheParsedSubstring() {
        let line = "at 2026-02-30 launch"
        let token = line.split(separator: " ")[1]
        let expected = TimeSyntaxError(message: "day '30' is out of range for 2026-02; expected 01 to 28", offset: 8)
        #expect(throws: expected) {
            try InstantSyntax.parseWallTime(token, zone: berlin)
        }
    }
}
