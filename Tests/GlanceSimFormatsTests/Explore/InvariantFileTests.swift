import Testing

@testable import GlanceSimFormats

/// The invariants file of `glancesim explore --invariants`.
@Suite struct InvariantFileTests {
    @Test func linesBecomeInvariantsAndCommentsAreIgnored() throws {
        let file = try InvariantFile.parse(
            "# weather\nmax content age 2h\n\nwork refresh while widgets  # the shared name\nno builtin\n"
                + "max process starts 3 per 1h\n", path: "i")
        #expect(
            file.invariants.map(\.name) == [
                "max-content-age 2h", "work refresh while widgets", "max-process-starts 3 per 1h",
            ])
        #expect(!file.includeBuiltIn)
    }

    @Test(arguments: [
        ("max content age soon", "i:1:17: error: 'soon' is not a duration like 2h"),
        (
            "  keep it fresh",
            "i:1:3: error: unknown invariant 'keep it fresh'; expected 'max content age <duration>', 'work <unique name> while widgets', 'max process starts <n> per <duration>' or 'no builtin'"
        ),
        (
            "max content age 2h\nwork x while",
            "i:2:1: error: unknown invariant 'work x while'; expected 'max content age <duration>', 'work <unique name> while widgets', 'max process starts <n> per <duration>' or 'no builtin'"
        ),
    ])
    func badLinesAreReportedAtTheirToken(_ text: String, _ expected: String) {
        #expect(throws: FormatError.self) { try InvariantFile.parse(text, path: "i") }
        do {
            _ = try InvariantFile.parse(text, path: "i")
        } catch {
            #expect(error.description == expected)
        }
    }
}
