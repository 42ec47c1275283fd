import GlanceSim
import GlanceSimFormats
import Testing

struct DurationSyntaxTests {
    @Test(arguments: [
        ("0", Int64(0)),
        ("250ms", 250),
        ("90s", 90_000),
        ("15m", 900_000),
        ("2h", 7_200_000),
        ("1d", 86_400_000),
        ("1h30m", 5_400_000),
        ("1d2h3m4s5ms", 93_784_005),
        ("2h15s", 7_215_000),
        ("0s", 0),
        ("0h0m", 0),
        ("007s", 7_000),
        ("36525d", 3_155_760_000_000),
        ("36524d23h59m59s999ms", 3_155_759_999_999),
    ])
    func acceptsNumbersWithUnitsInDescendingOrder(text: String, milliseconds: Int64) throws {
        #expect(try DurationSyntax.parse(text[...]) == .milliseconds(milliseconds))
    }

    @Test func parsedDurationsPrintBackInTheSameSyntax() throws {
        for text in ["1d2h3m4s5ms", "250ms", "1h30m", "2h"] {
            #expect(try DurationSyntax.parse(text[...]).description == text)
        }
    }

    @Test(arguments: [
        ("", 0, "empty duration; expected a number followed by ms, s, m, h or d"),
        ("-5m", 0, "negative duration '-5m' is not allowed"),
        ("+5m", 0, "expected a number in duration, found '+'"),
        ("5", 1, "missing unit after '5'; expected ms, s, m, h or d"),
        ("00", 2, "missing unit after '00'; expected ms, s, m, h or d"),
        ("1h30", 4, "missing unit after '30'; expected ms, s, m, h or d"),
        ("90hr", 2, "unknown duration unit 'hr'; expected ms, s, m, h or d"),
        ("2H", 1, "unknown duration unit 'H'; expected ms, s, m, h or d"),
        ("3w", 1, "unknown duration unit 'w'; expected ms, s, m, h or d"),
        ("1.5h", 1, "missing unit after '1'; expected ms, s, m, h or d"),
        ("h", 0, "expected a number in duration, found 'h'"),
        ("1h 30m", 2, "expected a number in duration, found ' '"),
        ("1m1h", 3, "unit 'h' comes after 'm'; write units from largest to smallest (d, h, m, s, ms)"),
        ("1ms1s", 4, "unit 's' comes after 'ms'; write units from largest to smallest (d, h, m, s, ms)"),
        ("1h2h", 3, "repeated duration unit 'h'"),
        ("9223372036854775808ms", 0, longer("9223372036854775808ms")),
        ("9223372036854775807ms", 0, longer("9223372036854775807ms")),
        ("106751991168d", 0, longer("106751991168d")),
        ("106751991167d", 0, longer("106751991167d")),
        ("36526d", 0, longer("36526d")),
        ("36525d1ms", 6, longer("36525d1ms")),
        ("36524d24h1s", 9, longer("36524d24h1s")),
        ("99999999999999999999d", 0, longer("99999999999999999999d")),
        ("5m\u{00A0}", 2, "expected a number in duration, found '\u{00A0}'"),
    ])
    func rejectsMalformedDurationsAtTheOffendingOffset(text: String, offset: Int, message: String) {
        #expect(throws: TimeSyntaxError(message: message, offset: offset)) {
            try DurationSyntax.parse(text[...])
        }
    }

    @Test func offsetsAreRelativeToTheParsedSubstring() {
        let line = "every 90hr"
        let token = line[line.index(line.startIndex, offsetBy: 6)...]
        #expect(throws: TimeSyntaxError(message: "unknown duration unit 'hr'; expected ms, s, m, h or d", offset: 2)) {
            try DurationSyntax.parse(token)
        }
    }

    @Test func errorDescriptionNamesTheOffset() {
        let error = TimeSyntaxError(message: "unknown duration unit 'hr'; expected ms, s, m, h or d", offset: 2)
        #expect(error.description == "unknown duration unit 'hr'; expected ms, s, m, h or d (at offset 2)")
    }

    @Test func acceptsDurationsUpToTheSimulationHorizon() throws {
        #expect(try DurationSyntax.parse("36525d") == .days(36_525))
        #expect(try DurationSyntax.parse("36524d23h59m59s999ms") == .days(36_525) - .milliseconds(1))
        #expect(DurationSyntax.maximum.description == "36525d")
    }
}

/// The message for a duration past the simulation horizon.
private func longer(_ text: String) -> String {
    "duration '\(text)' is longer than the simulation horizon; expected at most 36525d (100 years)"
}
