/// One token of a Gradle build script (Groovy or Kotlin DSL), with where it starts.
struct GradleToken: Hashable {
    package enum Kind: Hashable {
        /// A name: `android`, `targetSdk`, `libs`.
        case identifier
        /// A decimal number, `_` separators and an `L` suffix removed.
        case number
        /// A quoted string, quotes removed; `interpolated` when it holds `$name` or `${…}`.
        case string(interpolated: Bool)
        /// Any other character: `{`, `}`, `(`, `)`, `=`, `.`, `,`, `?`, `:`…
        case symbol
        /// The end of a line (statements end there unless an open bracket or an operator continues them).
        case newline
    }

    var kind: Kind
    var text: String
    var line: Int
    /// The 1-based column in UTF-8 bytes.
    var column: Int
    /// The byte range in the file, for quoting the source of an expression.
    var range: Range<Int>

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    var isIdentifier: Bool { kind == .identifier }
}

/// Splits a Gradle build script into tokens. It knows Groovy's and Kotlin's comments and string quotes
/// (`"…"`, `'…'`, `"""…"""`, `'''…'''`) and nothing else of their grammar: ``GradleScript`` only needs to find
/// blocks and the assignment shapes that set an Android module's values.
enum GradleTokenizer {
    static func tokens(_ text: String) -> [GradleToken] {
        let bytes = Array(text.utf8)
        var tokens: [GradleToken] = []
        var index = 0
        var line = 1
        var lineStart = 0

        func add(_ kind: GradleToken.Kind, _ value: String, from start: Int, line startLine: Int, lineStart: Int) {
            tokens.append(
                GradleToken(
                    kind: kind, text: value, line: startLine, column: start - lineStart + 1, range: start..<index))
        }

        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                add(.newline, "\n", from: start, line: line, lineStart: lineStart)
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count
                    && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index = min(index + 2, bytes.count)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let startLine = line
                let startOfLine = lineStart
                let triple =
                    index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                let quoteLength = triple ? 3 : 1
                index += quoteLength
                var value: [UInt8] = []
                var interpolated = false
                while index < bytes.count {
                    let next = bytes[index]
                    if triple {
                        if next == byte && index + 2 < bytes.count && bytes[index + 1] == byte
                            && bytes[index + 2] == byte
                        {
                            break
                        }
                    } else if next == byte || next == UInt8(ascii: "\n") {
                        break
                    }
                    if next == UInt8(ascii: "\\") && index + 1 < bytes.count && !triple {
                        value.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if next == UInt8(ascii: "$") && byte == UInt8(ascii: "\"") { interpolated = true }
                    if next == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    value.append(next)
                    index += 1
                }
                if index < bytes.count && bytes[index] == byte { index += quoteLength }
                add(
                    .string(interpolated: interpolated), String(decoding: value, as: UTF8.self), from: start,
                    line: startLine, lineStart: startOfLine)
            case _ where isIdentifierStart(byte):
                while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
                add(
                    .identifier, String(decoding: bytes[start..<index], as: UTF8.self), from: start, line: line,
                    lineStart: lineStart)
            case _ where isDigit(byte):
                while index < bytes.count && (isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_")) { index += 1 }
                if index + 1 < bytes.count && bytes[index] == UInt8(ascii: ".") && isDigit(bytes[index + 1]) {
                    index += 1
                    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
                }
                let digits = String(decoding: bytes[start..<index], as: UTF8.self).filter { $0 != "_" }
                if index < bytes.count && (bytes[index] == UInt8(ascii: "L") || bytes[index] == UInt8(ascii: "l")) {
                    index += 1
                }
                add(.number, digits, from: start, line: line, lineStart: lineStart)
            default:
                // One symbol; a UTF-8 sequence outside identifiers is kept whole.
                index += 1
                while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
                add(
                    .symbol, String(decoding: bytes[start..<index], as: UTF8.self), from: start, line: line,
                    lineStart: lineStart)
            }
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
