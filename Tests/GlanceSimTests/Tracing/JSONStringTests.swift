import GlanceSim
import Testing

/// The trace's JSON string quoting (RFC 8259 §7): only `"`, `\` and the controls below U+0020 are escaped, with
/// the short forms for `\n`, `\r` and `\t`; everything else, non-ASCII included, is copied. A string with
/// nothing to escape takes a shortcut, which must quote exactly as the escaping path does.
@Suite struct JSONStringTests {
    @Test func aStringWithNothingToEscapeIsQuotedAsItIs() {
        #expect(jsonString("") == "\"\"")
        #expect(jsonString("12:30") == "\"12:30\"")
        #expect(jsonString("Grüße, 東京 🌤") == "\"Grüße, 東京 🌤\"")
    }

    @Test func quotesBackslashesAndControlsAreEscapedWhereverTheyAre() {
        #expect(jsonString("say \"hi\"") == #""say \"hi\"""#)
        #expect(jsonString(#"C:\temp"#) == #""C:\\temp""#)
        #expect(jsonString("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(jsonString("\u{1}\u{1F}") == #""\u0001\u001f""#)
        #expect(jsonString("é\"") == #""é\"""#)  // non-ASCII before an escape is copied, not escaped
        #expect(jsonString("\u{7F}") == "\"\u{7F}\"")  // DEL is not a control JSON escapes
    }

    /// The renderings' quoting (bundles, Glance trees, node matchers) writes every control as `\u00XX`, the short
    /// forms included; the rest is the trace's quoting.
    @Test func unicodeControlsWriteEveryControlAsItsCodePoint() {
        #expect(jsonString("a\nb\rc\td", controls: .unicode) == #""a\u000ab\u000dc\u0009d""#)
        #expect(jsonString("say \"hi\" \u{1}", controls: .unicode) == #""say \"hi\" \u0001""#)
        #expect(jsonString(#"C:\temp"#, controls: .unicode) == #""C:\\temp""#)
        #expect(jsonString("Grüße 🌤", controls: .unicode) == "\"Grüße 🌤\"")
        #expect(jsonString("a\nb", controls: .short) == jsonString("a\nb"))
    }
}
