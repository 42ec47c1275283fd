import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import Testing

/// No input crashes a parser: nesting is bounded and every number is range-checked where it is read, with an
/// error at the token that names the allowed range.
@Suite struct InputLimitsTests {
    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as FormatError {
            return error.diagnostics.first.map(\.description)
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Nesting

    /// The repro: ~5,000 nested XML elements overflowed the stack in `XMLScanner.element`.
    @Test func xmlNestedFiveThousandDeepIsALocatedErrorAtTheFirstElementTooDeep() {
        let text = String(repeating: "<a>", count: 5_000) + String(repeating: "</a>", count: 5_000)
        #expect(
            message { _ = try XMLReader.parse(text, path: "deep.xml") }
                == "deep.xml:1:769: error: elements nest more than 256 deep here; GlanceSim reads at most 256 levels")
    }

    @Test func xmlNestedExactly256DeepIsRead() throws {
        let text = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(try XMLReader.parse(text, path: "ok.xml").root.name == "a")
    }

    /// The repro: arrays nested 100,000 deep overflowed the stack in `JSON5Reader.readValue`.
    @Test func json5ArraysNestedAHundredThousandDeepAreALocatedError() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(
            message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") }
                == "b.json5:1:257: error: arrays and objects nest more than 256 deep here; "
                + "GlanceSim reads at most 256 levels")
    }

    /// The repro: `Column` content nested 10,000 deep crashed decoding; the JSON5 bound stops it first.
    @Test func columnNestedTenThousandDeepIsALocatedErrorNotACrash() {
        let text =
            "{ widgets: { W: { content: " + String(repeating: "{ Column: [", count: 10_000) + "{ Spacer: {} }"
            + String(repeating: "] }", count: 10_000) + " } } }"
        let found = message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") }
        #expect(found?.hasPrefix("b.json5:1:") == true)
        #expect(found?.contains("nest more than 256 deep") == true)
    }

    /// Glance's applier refuses content deeper than 50 ("Too many embedded views for the current surface. The
    /// maximum depth is: 50"); a behaviour file's content that deep is an error at the 51st node.
    /// SOURCE: androidx glance-appwidget `Applier` / `AppWidgetSession` (reference/android.md §Glance limits)
    @Test func contentDeeperThanGlancesFiftyIsAnErrorAtTheNodeTooDeep() throws {
        func widget(depth: Int) -> String {
            "{ widgets: { W: { content: " + String(repeating: "{ Column: [", count: depth - 1) + "{ Spacer: {} }"
                + String(repeating: "] }", count: depth - 1) + " } } }"
        }
        _ = try BehaviorLoader.parse(text: widget(depth: 50), path: "b.json5")
        let column = 28 + 11 * 50  // the 51st "{ Column: [" (11 bytes each) after "{ widgets: { W: { content: "
        #expect(
            message { _ = try BehaviorLoader.parse(text: widget(depth: 51), path: "b.json5") }
                == "b.json5:1:\(column): error: content nests 51 deep here; Glance allows at most 50 "
                + "('Too many embedded views for the current surface')")
    }

    @Test func lazyListItemsStartAgainAtDepthOneAsInGlance() throws {
        let inner = String(repeating: "{ Column: [", count: 40) + "{ Spacer: {} }" + String(repeating: "] }", count: 40)
        let text =
            "{ widgets: { W: { content: " + String(repeating: "{ Column: [", count: 20) + "{ LazyColumn: [" + inner
            + "] }" + String(repeating: "] }", count: 20) + " } } }"
        _ = try BehaviorLoader.parse(text: text, path: "b.json5")
    }

    // MARK: - JSON5 as Foundation reads it

    /// Text Foundation's JSON5 decoder rejects after our reader used to accept it (the errors at 1:1):
    /// now our reader refuses it first, at the character.
    @Test(arguments: [
        (
            "{ a:\u{00A0}1 }",
            "b.json5:1:5: error: a no-break space (U+00A0) between tokens; Foundation's JSON5 decoder "
                + "does not take it as white space, so use a plain space"
        ),
        (
            "{\u{2028}a: 1 }",
            "b.json5:1:2: error: a line separator (U+2028) between tokens; Foundation's JSON5 "
                + "decoder does not take it as white space, so use a plain space"
        ),
        (
            "{ a: 1 \u{FEFF}}",
            "b.json5:1:8: error: a byte order mark (U+FEFF) between tokens; Foundation's JSON5 "
                + "decoder does not take it as white space, so use a plain space"
        ),
        ("{ a😀: 1 }", "b.json5:1:3: error: '😀' (U+1F600) cannot be part of an unquoted key; quote the key"),
        ("{ a·b: 1 }", "b.json5:1:3: error: '·' (U+B7) cannot be part of an unquoted key; quote the key"),
    ])
    func whatFoundationRejectsOurReaderRejectsAtTheCharacter(text: String, expected: String) {
        #expect(message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") } == expected)
        #expect(foundationRejects(text))
    }

    @Test(arguments: [
        (
            "{ a: 'x\\vy' }",
            "b.json5:1:8: error: invalid escape '\\v' in a string; Foundation's JSON5 decoder reads "
                + "only \\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX \\xXX and line continuations"
        ),
        (
            "{ a: 'x\\qy' }",
            "b.json5:1:8: error: invalid escape '\\q' in a string; Foundation's JSON5 decoder reads "
                + "only \\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX \\xXX and line continuations"
        ),
        ("{ a: '\\x00' }", "b.json5:1:7: error: a NUL escape is not allowed in a string"),
        ("{ a: '\\u0000' }", "b.json5:1:7: error: a NUL escape is not allowed in a string"),
        ("{ a: '\\uD800\\u0041' }", "b.json5:1:7: error: a high surrogate escape must be followed by a low one"),
        (
            "{ a: 'x\ty' }",
            "b.json5:1:8: error: control character U+0009 in a string; write it as an escape such as '\\t'"
        ),
    ])
    func stringsFollowFoundationsJSON5Escapes(text: String, expected: String) {
        #expect(message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") } == expected)
    }

    @Test func unicodeLettersInUnquotedKeysAreStillKeys() throws {
        let root = try JSON5Reader.read("{ héllo_wörld2: 1, ñ: 2 }", path: "b.json5")
        #expect(root["héllo_wörld2"] != nil && root["ñ"] != nil)
    }

    private func foundationRejects(_ text: String) -> Bool {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return (try? decoder.decode([String: Int].self, from: Data(text.utf8))) == nil
    }

    // MARK: - Numbers

    @Test func anIntegerOfTwoToTheSixtyThirdIsARangeErrorNotATrap() {
        let text = "{ callbacks: { C: [{ increment: 'n', by: 9223372036854775808 }] } }"
        #expect(
            message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") }
                == "b.json5:1:42: error: 'by' must be a whole number from -9223372036854775808 to 9223372036854775807, "
                + "found '9223372036854775808'")
    }

    @Test func responsiveSizesOutsideTheDpRangeAreRefused() {
        let text = "{ widgets: { W: { sizeMode: { responsive: ['1e300x40'] }, content: { Spacer: {} } } } }"
        #expect(
            message { _ = try BehaviorLoader.parse(text: text, path: "b.json5") }
                == "b.json5:1:43: error: size '1e300x40' in 'responsive' is out of range; width and height must be "
                + "from 0 to 100000 dp")
    }

    @Test func providerDimensionsOutsideTheDpRangeAreRefusedAtTheValue() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "glancesim-limits-\(#line)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/res/xml", withIntermediateDirectories: true)
        try Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.big">
                <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="34" />
                <application>
                    <receiver android:name=".Big" android:exported="false">
                        <intent-filter><action android:name="android.appwidget.action.APPWIDGET_UPDATE" /></intent-filter>
                        <meta-data android:name="android.appwidget.provider" android:resource="@xml/big" />
                    </receiver>
                </application>
            </manifest>
            """.utf8
        ).write(to: URL(filePath: folder + "/AndroidManifest.xml"))
        try Data(
            """
            <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android"
                android:minWidth="1000000dp" android:minHeight="40dp" />
            """.utf8
        ).write(to: URL(filePath: folder + "/res/xml/big.xml"))
        let found = message { _ = try AppFolder.load(folder) }
        #expect(
            found
                == "\(folder)/res/xml/big.xml:2:23: error: 'android:minWidth' is out of range; expected from 0 to 100000 dp"
        )
    }

    @Test func expressionsNestAtMost64DeepAndHoldAtMost1000Tokens() {
        func load(_ condition: String) -> String? {
            message {
                _ = try BehaviorLoader.parse(
                    text: "{ callbacks: { C: [{ if: '\(condition)', then: [{ log: 'x' }] }] } }", path: "b.json5")
            }
        }
        let huge = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + " == 1"
        #expect(load(huge)?.contains("error: the expression is longer than 1000 tokens; split it") == true)
        let deep = String(repeating: "(", count: 70) + "1" + String(repeating: ")", count: 70) + " == 1"
        #expect(load(deep)?.contains("error: the expression nests more than 64 deep here; simplify it") == true)
        let negations = String(repeating: "!", count: 100) + "true"
        #expect(load(negations)?.contains("nests more than 64 deep") == true)
        let long = Array(repeating: "1", count: 600).joined(separator: " + ") + " > 0"
        #expect(load(long)?.contains("error: the expression is longer than 1000 tokens; split it") == true)
        #expect(load("(((1))) + -(-2) == 3") == nil)
    }

    @Test func everyWallTimeTheSyntaxCanWriteIsOneADeviceAccepts() throws {
        let earliest = try InstantSyntax.parseWallTime("0000-01-01T00:00+18:00", zone: .utc)
        let latest = try InstantSyntax.parseWallTime("9999-12-31T23:59:59.999-18:00", zone: .utc)
        #expect(WallTime.supportedRange.contains(earliest))
        #expect(WallTime.supportedRange.contains(latest + (SimInstant.horizon - .zero)))
    }

    // MARK: - Scenario numbers

    @Test(arguments: [
        ("device sdk 0", "s.scenario:1:12: error: an API level must be from 1 to 10000, found '0'"),
        (
            "device sdk 99999999999999999999",
            "s.scenario:1:12: error: an API level must be from 1 to 10000, found '99999999999999999999'"
        ),
        ("run until idle max 0", "s.scenario:1:20: error: an event bound must be from 1 to 10000000, found '0'"),
        ("expect alarms com.x -1", "s.scenario:1:21: error: a count cannot be negative, found '-1'"),
        (
            "expect trace clock.tick 1..2147483648",
            "s.scenario:1:28: error: a count must be from 0 to 2147483647, found '2147483648'"
        ),
        (
            "expect receivers com.x 2147483648",
            "s.scenario:1:24: error: a count must be from 0 to 2147483647, found '2147483648'"
        ),
        (
            "add widget .C size 2147483648x4",
            "s.scenario:1:20: error: size '2147483648x4' is out of range; width and "
                + "height must be more than 0 and at most 100000 dp"
        ),
        (
            "add widget .C cells 2x47483647",
            "s.scenario:1:21: error: cell area '2x47483647' is out of range; columns and rows must be from 1 to 100"
        ),
        (
            "resize widget w cells 101x1",
            "s.scenario:1:23: error: cell area '101x1' is out of range; columns and rows must be from 1 to 100"
        ),
        (
            "advance 9223372036854775807ms",
            "s.scenario:1:9: error: duration '9223372036854775807ms' is longer than the "
                + "simulation horizon; expected at most 36525d (100 years)"
        ),
        ("set battery 101", "s.scenario:1:13: error: a battery level must be from 0 to 100, found '101'"),
    ])
    func scenarioNumbersAreRangeCheckedAtTheirToken(line: String, expected: String) {
        #expect(message { _ = try ScenarioParser.parse(line, path: "s.scenario") } == expected)
    }
}
