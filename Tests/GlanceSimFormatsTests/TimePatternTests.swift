import GlanceSim
import GlanceSimFormats
import Testing

/// `{{now:…}}` patterns, in the letters of Java's `DateTimeFormatter` and always in English.
struct TimePatternTests {
    static let time = LocalDateTime(year: 2026, month: 3, day: 29, hour: 7, minute: 5, second: 9)

    @Test(arguments: [
        ("HH:mm", "07:05"),
        ("EEE d MMM", "Sun 29 Mar"),
        ("EEEE, d MMMM yyyy", "Sunday, 29 March 2026"),
        ("h:mm:ss a", "7:05:09 AM"),
        ("dd.MM.yy", "29.03.26"),
        ("HH 'Uhr' – 'ä'''", "07 Uhr – ä'"),
    ])
    func formatsTheFieldsAndLiterals(pattern: String, expected: String) throws {
        #expect(try TimePattern(pattern).format(Self.time) == expected)
    }

    /// A result longer than the formatter's stack buffer is still whole.
    @Test func aLongResultIsWhole() throws {
        let pattern = Array(repeating: "EEEE d MMMM yyyy", count: 6).joined(separator: " / ")
        let one = "Sunday 29 March 2026"
        #expect(try TimePattern(pattern).format(Self.time) == Array(repeating: one, count: 6).joined(separator: " / "))
    }
}
