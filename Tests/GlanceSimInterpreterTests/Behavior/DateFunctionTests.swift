import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter

/// The date functions of expressions, each checked against what its java.time equivalent returns (the values
/// below were worked out with `java.time` semantics by hand: `LocalDate.toEpochDay`, `ChronoUnit.DAYS.between`,
/// `LocalDate.atStartOfDay(ZoneId)`, `DayOfWeek.getValue`). The device is in Europe/Berlin at Saturday
/// 2026-03-28 23:30 CET, the evening before the spring DST change, so the next local day is 23 hours long.
@Suite struct DateFunctionTests {
    static func evaluate(_ text: String, zone: String = "Europe/Berlin", at wallTime: WallTime? = nil) throws
        -> TemplateValue
    {
        let device = Device(
            wallTime: wallTime ?? WallTime(year: 2026, month: 3, day: 28, hour: 22, minute: 30),
            timeZone: try #require(TimeZoneRules(identifier: zone)))
        try device.install(AppManifest(packageName: "com.example.dates"))
        let scope = TemplateScope(
            context: try device.context(for: "com.example.dates"), runtime: nil, state: Preferences())
        let value = try scope.evaluate(try ExpressionParser.parse(text, at: .file("e")))
        withExtendedLifetime(device) {}
        return value
    }

    @Test(arguments: [
        // LocalDate.now() is 2026-03-28 here: 20,540 days after 1970-01-01.
        ("today()", TemplateValue.int(20_540)),
        ("date('1970-01-01')", .int(0)),
        ("date('1969-12-31')", .int(-1)),
        ("daysBetween(today(), date('2026-12-24'))", .int(271)),
        ("daysBetween('2026-12-24', '2026-03-28')", .int(-271)),
        // 23:30 CET is 22:30Z; an hour later it is 00:30 on the 29th in Berlin (still the 28th in UTC).
        ("epochDay(nowMillis) == today()", .bool(true)),
        ("epochDay(nowMillis + 3600000) - today()", .int(1)),
        // LocalDate.of(2026, 3, 29).atStartOfDay(Europe/Berlin) = 2026-03-28T23:00Z.
        ("startOfNextDay()", .int(1_774_738_800_000)),
        ("startOfNextDay() == startOfDay(today() + 1)", .bool(true)),
        // The DST day is 23 hours long.
        ("startOfDay(date('2026-03-30')) - startOfDay(date('2026-03-29'))", .int(82_800_000)),
        ("dayOfWeek()", .int(6)),
        ("dayOfWeek(date('2026-03-29'))", .int(7)),
        ("dayOfWeek(0)", .int(4)),  // 1970-01-01 was a Thursday
        ("format(startOfNextDay(), 'EEE d MMM HH:mm')", .string("Sun 29 Mar 00:00")),
        ("format(startOfNextDay() + 2 * 3600000, 'HH:mm')", .string("03:00")),  // 02:00 CET is 03:00 CEST
    ])
    func dateFunctionsAgreeWithJavaTime(_ expression: String, _ expected: TemplateValue) throws {
        #expect(try Self.evaluate(expression) == expected, "\(expression)")
    }

    /// `LocalDate.atStartOfDay(ZoneId)`: "if the local date-time is in a gap, the zoned date-time is the end of the
    /// gap" — São Paulo skipped 2018-11-04 00:00 to 01:00, so that day starts at 01:00 (03:00Z).
    @Test func aDayWhoseMidnightIsInAGapStartsAtTheEndOfTheGap() throws {
        let value = try Self.evaluate(
            "format(startOfDay(date('2018-11-04')), 'HH:mm')", zone: "America/Sao_Paulo",
            at: WallTime(year: 2018, month: 11, day: 1))
        #expect(value == .string("01:00"))
    }

    /// What java.time throws: `DateTimeParseException` for a date that does not exist, `NullPointerException` for
    /// `null`, `DateTimeException` for a day outside the clock's range.
    @Test(arguments: [
        ("date('2026-02-30')", "java.time.format.DateTimeParseException"),
        ("date('24.12.2026')", "java.time.format.DateTimeParseException"),
        ("daysBetween(null, 1)", "java.lang.NullPointerException"),
        ("startOfDay(9000000000)", "java.time.DateTimeException"),
        ("epochDay('soon')", "java.lang.ClassCastException"),
    ])
    func badDatesThrowWhatJavaTimeThrows(_ expression: String, _ className: String) throws {
        #expect {
            _ = try Self.evaluate(expression)
        } throws: { error in
            (error as? AndroidException)?.className == className
        }
    }

    /// Function names and their arity are checked when the file loads.
    @Test func aDateFunctionWithTheWrongArgumentsIsRefusedAtLoad() {
        #expect(throws: FormatError.self) { try ExpressionParser.parse("daysBetween(1)", at: .file("e")) }
    }
}
