import Testing

@testable import GlanceSimFormats

/// The tokenizer on the Kotlin and Java that trips up a naive scanner: templates, raw strings, nested comments,
/// backticks, numbers and multi-character operators.
@Suite struct KotlinTokenizerTests {
    func tokens(_ text: String, java: Bool = false) throws -> [KotlinToken] {
        try KotlinTokenizer.tokens(of: text, isJava: java)
    }

    @Test func simpleTemplateIsATemplatePieceOfOneName() throws {
        let string = try tokens("\"a $name b\"")[0]
        #expect(string.kind == .string)
        #expect(string.pieces.count == 3)
        #expect(string.pieces[0] == .text("a "))
        guard case .template(let inner) = string.pieces[1] else {
            Issue.record("no template")
            return
        }
        #expect(inner.map(\.text) == ["name"])
        #expect(string.pieces[2] == .text(" b"))
        #expect(string.literalString == nil)
    }

    @Test func bracedTemplateKeepsItsExpressionTokens() throws {
        let string = try tokens("val k = \"${Keys.PREFIX}_count\"")[3]
        guard case .template(let inner) = string.pieces[0] else {
            Issue.record("no template")
            return
        }
        #expect(inner.map(\.text) == ["Keys", ".", "PREFIX"])
        #expect(string.pieces[1] == .text("_count"))
    }

    @Test func templateWithNestedStringAndBracesIsOneToken() throws {
        let all = try tokens("val s = \"ids: ${list.joinToString { \"${it.id}}\" }} end\"\nval t = 1")
        #expect(all.map(\.text).suffix(4) == ["val", "t", "=", "1"])
        #expect(all.count == 8)
        let string = all[3]
        #expect(string.pieces.count == 3)
        #expect(string.pieces.last == .text(" end"))
        guard case .template(let inner) = string.pieces[1] else {
            Issue.record("no template")
            return
        }
        #expect(inner.map(\.kind) == [.identifier, .symbol, .identifier, .symbol, .string, .symbol])
        // The inner string has its own template and a literal `}`.
        #expect(inner[4].pieces.last == .text("}"))
        #expect(all[4].line == 2)
        #expect(all[4].followsNewline)
    }

    @Test func dollarWithoutANameIsText() throws {
        #expect(try tokens("\"$ 5 and $\"")[0].literalString == "$ 5 and $")
    }

    @Test func javaStringsHaveNoTemplates() throws {
        let string = try tokens("String s = \"$a ${b}\";", java: true)[3]
        #expect(string.literalString == "$a ${b}")
    }

    @Test func rawStringSpansLinesWithoutEscapesAndKeepsTemplates() throws {
        let all = try tokens("val r = \"\"\"\n  a \\n \"q\" $x\n\"\"\"\nval after = 2")
        let raw = all[3]
        #expect(raw.pieces.first == .text("\n  a \\n \"q\" "))
        #expect(raw.pieces.count == 3)
        #expect(all[4].text == "val")
        #expect(all[4].line == 4)
    }

    @Test func rawStringEndingInExtraQuotesKeepsThem() throws {
        let all = try tokens("\"\"\"say \"hi\"\"\"\"\" x")
        #expect(all[0].literalString == "say \"hi\"\"")
        #expect(all[1].text == "x")
    }

    @Test func nestedBlockCommentsAreSkippedWhole() throws {
        let all = try tokens("/* a /* b */ still comment */ val x = 1 // tail\n/** doc */ fun")
        #expect(all.map(\.text) == ["val", "x", "=", "1", "fun"])
        #expect(all[4].line == 2)
    }

    @Test func unterminatedNestedCommentIsASyntaxErrorAtItsStart() {
        #expect(throws: KotlinSyntaxError(line: 2, column: 3, message: "unterminated comment; expected '*/'")) {
            try tokens("val a = 1\n  /* a /* b */ no end")
        }
    }

    @Test func unterminatedStringIsASyntaxErrorAtItsQuote() {
        #expect(throws: KotlinSyntaxError(line: 1, column: 9, message: "unterminated string; expected '\"'")) {
            try tokens("val a = \"abc\nval b = 2")
        }
    }

    @Test func unterminatedTemplateIsASyntaxError() {
        #expect(throws: KotlinSyntaxError.self) { try tokens("val a = \"${b") }
    }

    @Test func backtickedNamesAreIdentifiersWithoutBackticks() throws {
        let all = try tokens("fun `reads the file`() = `in`")
        #expect(all[1].kind == .identifier)
        #expect(all[1].text == "reads the file")
        #expect(all.last?.text == "in")
        #expect(all.last?.kind == .identifier)
    }

    @Test func numbersDropSeparatorsAndKeepSuffixes() throws {
        let all = try tokens("1_000L 0xFF_FF 0b1010 1.5e3f .5 15 3u 2.0")
        #expect(all.map(\.text) == ["1000L", "0xFFFF", "0b1010", "1.5e3f", ".5", "15", "3u", "2.0"])
        #expect(all.allSatisfy { $0.kind == .number })
    }

    @Test func rangeAfterANumberIsNotADecimalPoint() throws {
        #expect(try tokens("1..10").map(\.text) == ["1", "..", "10"])
    }

    @Test func multiCharacterOperatorsAreOneToken() throws {
        let all = try tokens("a?.b ?: c::class !! x -> y === z !== w ..< v ?.. u")
        #expect(
            all.map(\.text) == [
                "a", "?.", "b", "?:", "c", "::", "class", "!!", "x", "->", "y", "===", "z", "!==", "w", "..<", "v",
                "?..", "u",
            ])
    }

    @Test func angleBracketsOfNestedGenericsStaySingleTokens() throws {
        let all = try tokens("val m: Map<String, List<Pair<A, B>>> = mapOf()")
        #expect(all.filter { $0.isSymbol(">") }.count == 3)
        #expect(all.filter { $0.isSymbol("<") }.count == 3)
    }

    @Test func characterLiteralsDecodeEscapes() throws {
        let all = try tokens("'a' '\\n' '\\u0041' '\\''")
        #expect(all.map(\.text) == ["a", "\n", "A", "'"])
        #expect(all.allSatisfy { $0.kind == .character })
    }

    @Test func stringEscapesAreDecoded() throws {
        #expect(try tokens("\"a\\tb\\\"c\\$d\\u00e9\"")[0].literalString == "a\tb\"c$d\u{e9}")
    }

    @Test func linesAndColumnsAreOneBasedAndCountTemplateLines() throws {
        let all = try tokens("val a = 1\n  val b = \"\"\"x\ny\"\"\"\nfoo()")
        #expect(all[4].line == 2)
        #expect(all[4].column == 3)
        #expect(all[7].line == 2)
        #expect(all[8].text == "foo")
        #expect(all[8].line == 4)
        #expect(all[8].column == 1)
    }

    @Test func onlyACommentGivesNoTokens() throws {
        #expect(try tokens("// nothing here").isEmpty)
        #expect(try tokens("/* nothing /* at */ all */").isEmpty)
        #expect(try tokens("").isEmpty)
    }

    @Test func byteOrderMarkIsNotPartOfTheFirstToken() throws {
        let file = try KotlinFile(path: "a/W.kt", text: "\u{FEFF}package com.x\nclass W : GlanceAppWidget()")
        #expect(file.tokens.first?.text == "package")
        #expect(file.tokens.first?.column == 1)
        #expect(file.packageName == "com.x")
        #expect(file.classes.map(\.qualifiedName) == ["com.x.W"])
    }

    @Test func windowsLineEndingsCountLinesAndEndStatements() throws {
        let file = try KotlinFile(path: "a/W.kt", text: "package a\r\nval x = 1\r\nval y = x\r\n")
        #expect(file.tokens.map(\.line) == [1, 1, 2, 2, 2, 2, 3, 3, 3, 3])
        #expect(file.properties.map(\.initializer.count) == [1, 1])
    }
}
