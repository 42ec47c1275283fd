/// Splits Kotlin or Java source into ``KotlinToken``s.
///
/// It knows what trips up a naive scanner of real code: nested block comments (Kotlin allows `/* a /* b */ c */`),
/// string templates with their own braces and strings (`"${list.joinToString { "${it.id}" }}"`), raw strings,
/// escapes, character literals, backticked names, numbers with separators and suffixes, and the multi-character
/// operators (`::`, `?.`, `?:`, `->`, `..`, `!!`). Generics' angle brackets stay single `<` and `>` tokens: readers
/// match them where a type is expected. Java has no templates, so `$` is plain text in its strings.
///
/// ```swift
/// let tokens = try KotlinTokenizer.tokens(of: "val k = \"${PREFIX}-key\"", isJava: false)
/// tokens.map(\.text)   // ["val", "k", "=", "${PREFIX}-key"]
/// ```
package enum KotlinTokenizer {
    package static func tokens(of text: String, isJava: Bool) throws(KotlinSyntaxError) -> [KotlinToken] {
        var scanner = Scanner(bytes: Array(text.utf8), templates: !isJava)
        // A byte-order mark (files saved by some Windows editors) is not text of the first token.
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            scanner.index = 3
            scanner.lineStart = 3
        }
        let tokens = try scanner.scan(template: nil)
        return tokens
    }

    private static let symbols3: Set<String> = ["===", "!==", "..<", "?.."]
    private static let symbols2: Set<String> = [
        "::", "?.", "?:", "->", "..", "!!", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "++",
        "--",
    ]

    private struct Scanner {
        let bytes: [UInt8]
        let templates: Bool
        var index = 0
        var line = 1
        var lineStart = 0
        var sawNewline = false
        /// How many brackets (`(`, `[`, `{`) and string templates (`${`) enclose the cursor, across templates; at
        /// most ``FormatLimits/kotlinDepth``.
        var nesting = 0

        init(bytes: [UInt8], templates: Bool) {
            self.bytes = bytes
            self.templates = templates
        }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        var column: Int { index - lineStart + 1 }

        func error(_ message: String, line: Int, column: Int) -> KotlinSyntaxError {
            KotlinSyntaxError(line: line, column: column, message: message)
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        /// Counts one more level of nesting at `line`:`column`, refusing more than ``FormatLimits/kotlinDepth``
        /// (the tokenizer recurses into templates, and the readers after it follow brackets).
        mutating func enterNesting(line: Int, column: Int) throws(KotlinSyntaxError) {
            guard nesting < FormatLimits.kotlinDepth else {
                throw error(
                    "brackets and string templates nest more than \(FormatLimits.kotlinDepth) deep here; "
                        + "GlanceSim reads at most \(FormatLimits.kotlinDepth) levels",
                    line: line, column: column)
            }
            nesting += 1
        }

        /// Scans tokens to the end, or (inside a `${…}` template, whose `$` is at `template`) to the `}` that
        /// closes it.
        mutating func scan(template: (line: Int, column: Int)?) throws(KotlinSyntaxError) -> [KotlinToken] {
            var tokens: [KotlinToken] = []
            var depth = 0
            let untilClosingBrace = template != nil
            while true {
                try skipSpaceAndComments()
                guard let byte = peek() else {
                    if let template {
                        throw error(
                            "unterminated string template; expected '}' to close this '${'", line: template.line,
                            column: template.column)
                    }
                    return tokens
                }
                let startLine = line
                let startColumn = column
                let newline = sawNewline
                sawNewline = false
                var token: KotlinToken
                switch byte {
                case UInt8(ascii: "\""):
                    token = try string(line: startLine, column: startColumn)
                case UInt8(ascii: "'"):
                    token = try character(line: startLine, column: startColumn)
                case UInt8(ascii: "`"):
                    token = try backticked(line: startLine, column: startColumn)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    token = number(line: startLine, column: startColumn)
                case UInt8(ascii: ".") where (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false):
                    token = number(line: startLine, column: startColumn)
                default:
                    if Scanner.isIdentifierStart(byte) {
                        token = identifier(line: startLine, column: startColumn)
                    } else {
                        if byte == UInt8(ascii: "{") { depth += 1 }
                        if byte == UInt8(ascii: "}") {
                            if untilClosingBrace && depth == 0 {
                                advance()
                                return tokens
                            }
                            depth -= 1
                        }
                        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                            try enterNesting(line: startLine, column: startColumn)
                        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                            nesting = max(0, nesting - 1)
                        }
                        token = symbol(line: startLine, column: startColumn)
                    }
                }
                token.followsNewline = newline
                tokens.append(token)
            }
        }

        mutating func skipSpaceAndComments() throws(KotlinSyntaxError) {
            while let byte = peek() {
                if byte == UInt8(ascii: "\n") {
                    sawNewline = true
                    advance()
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                    || byte == 0x0C
                {
                    advance()
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    let startLine = line
                    let startColumn = column
                    var depth = 0
                    repeat {
                        guard let next = peek() else {
                            throw error("unterminated comment; expected '*/'", line: startLine, column: startColumn)
                        }
                        if next == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                            depth += 1
                            advance()
                        } else if next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                            depth -= 1
                            advance()
                        }
                        advance()
                    } while depth > 0
                } else {
                    return
                }
            }
        }

        static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }

        static func isIdentifierPart(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }

        mutating func identifier(line: Int, column: Int) -> KotlinToken {
            let start = index
            while let byte = peek(), Scanner.isIdentifierPart(byte) { advance() }
            return KotlinToken(
                kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line,
                column: column)
        }

        mutating func backticked(line: Int, column: Int) throws(KotlinSyntaxError) -> KotlinToken {
            advance()
            let start = index
            while let byte = peek(), byte != UInt8(ascii: "`") {
                if byte == UInt8(ascii: "\n") { break }
                advance()
            }
            guard peek() == UInt8(ascii: "`") else {
                throw error("unterminated backticked name; expected '`'", line: line, column: column)
            }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            advance()
            return KotlinToken(kind: .identifier, text: name, line: line, column: column)
        }

        mutating func number(line: Int, column: Int) -> KotlinToken {
            var text = ""
            func take(_ scanner: inout Scanner) {
                let byte = scanner.bytes[scanner.index]
                if byte != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(byte))) }
                scanner.advance()
            }
            if peek() == UInt8(ascii: "0"), let base = peek(1),
                base | 0x20 == UInt8(ascii: "x") || base | 0x20 == UInt8(ascii: "b")
            {
                take(&self)
                take(&self)
                while let byte = peek(), Scanner.isIdentifierPart(byte) { take(&self) }
                return KotlinToken(kind: .number, text: text, line: line, column: column)
            }
            func digits(_ scanner: inout Scanner) {
                while let byte = scanner.peek(), (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") {
                    take(&scanner)
                }
            }
            digits(&self)
            if peek() == UInt8(ascii: "."), let next = peek(1), next >= 0x30 && next <= 0x39 {
                take(&self)
                digits(&self)
            }
            if let e = peek(), e | 0x20 == UInt8(ascii: "e"),
                let next = peek(1),
                (next >= 0x30 && next <= 0x39) || next == UInt8(ascii: "+") || next == UInt8(ascii: "-")
            {
                take(&self)
                take(&self)
                digits(&self)
            }
            while let byte = peek(), "lLfFdDuU".utf8.contains(byte) { take(&self) }
            return KotlinToken(kind: .number, text: text, line: line, column: column)
        }

        mutating func symbol(line: Int, column: Int) -> KotlinToken {
            for length in [3, 2] where index + length <= bytes.count {
                let candidate = String(decoding: bytes[index..<index + length], as: UTF8.self)
                if (length == 3 ? KotlinTokenizer.symbols3 : KotlinTokenizer.symbols2).contains(candidate) {
                    for _ in 0..<length { advance() }
                    return KotlinToken(kind: .symbol, text: candidate, line: line, column: column)
                }
            }
            let text = String(UnicodeScalar(bytes[index]))
            advance()
            return KotlinToken(kind: .symbol, text: text, line: line, column: column)
        }

        mutating func character(line: Int, column: Int) throws(KotlinSyntaxError) -> KotlinToken {
            advance()
            var value = ""
            if peek() == UInt8(ascii: "\\") {
                value = try escape(line: line, column: column)
            } else {
                let start = index
                while let byte = peek(), byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\n") { advance() }
                value = String(decoding: bytes[start..<index], as: UTF8.self)
            }
            guard peek() == UInt8(ascii: "'") else {
                throw error("unterminated character literal; expected \"'\"", line: line, column: column)
            }
            advance()
            return KotlinToken(kind: .character, text: value, line: line, column: column)
        }

        /// Decodes one escape at `\`.
        mutating func escape(line: Int, column: Int) throws(KotlinSyntaxError) -> String {
            advance()
            guard let byte = peek() else {
                throw error("unterminated string; expected '\"'", line: line, column: column)
            }
            advance()
            switch byte {
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "0"): return "\0"
            case UInt8(ascii: "u"):
                var hex = ""
                while hex.count < 4, let digit = peek(), Character(UnicodeScalar(digit)).isHexDigit {
                    hex.append(Character(UnicodeScalar(digit)))
                    advance()
                }
                if let value = UInt32(hex, radix: 16), let scalar = UnicodeScalar(value) { return String(scalar) }
                return "\\u" + hex
            default:
                return String(UnicodeScalar(byte))
            }
        }

        mutating func string(line: Int, column: Int) throws(KotlinSyntaxError) -> KotlinToken {
            let raw = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            for _ in 0..<(raw ? 3 : 1) { advance() }
            var pieces: [KotlinToken.Piece] = []
            var text: [UInt8] = []
            func flush() {
                if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
                text = []
            }
            while true {
                guard let byte = peek() else {
                    throw error(
                        raw ? "unterminated raw string; expected '\"\"\"'" : "unterminated string; expected '\"'",
                        line: line, column: column)
                }
                if raw {
                    if byte == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                        && peek(3) != UInt8(ascii: "\"")
                    {
                        for _ in 0..<3 { advance() }
                        break
                    }
                } else {
                    if byte == UInt8(ascii: "\"") {
                        advance()
                        break
                    }
                    if byte == UInt8(ascii: "\n") {
                        throw error("unterminated string; expected '\"'", line: line, column: column)
                    }
                    if byte == UInt8(ascii: "\\") {
                        text += Array(try escape(line: line, column: column).utf8)
                        continue
                    }
                }
                if templates && byte == UInt8(ascii: "$"), let next = peek(1) {
                    if next == UInt8(ascii: "{") {
                        flush()
                        let at = (line: self.line, column: self.column)
                        let outer = nesting
                        try enterNesting(line: at.line, column: at.column)
                        advance()
                        advance()
                        let saved = sawNewline
                        pieces.append(.template(try scan(template: at)))
                        sawNewline = saved
                        // Brackets a template leaves open are its own error, found when its tokens are read.
                        nesting = outer
                        continue
                    }
                    if Scanner.isIdentifierStart(next) {
                        flush()
                        advance()
                        let name = identifier(line: self.line, column: self.column)
                        pieces.append(.template([name]))
                        continue
                    }
                }
                text.append(byte)
                advance()
            }
            flush()
            var token = KotlinToken(kind: .string, text: "", pieces: pieces, line: line, column: column)
            token.text = token.literalString ?? ""
            return token
        }
    }
}
