/// A small JSON5 reader (json5.org, the grammar Foundation's `allowsJSON5` accepts) that keeps the line and column
/// of every key and value, which Foundation's decoders do not report.
///
/// It accepts comments, trailing commas, unquoted identifier keys, single-quoted strings with JSON5 escapes and
/// line continuations, hexadecimal numbers, leading and trailing decimal points, `+` signs, `Infinity` and `NaN`.
/// Where Foundation's JSON5 scanner (swift-foundation `JSON5Scanner`) reads less than the JSON5 spec, this reader
/// refuses the same text with a position, so it is the single judge of the syntax: white space is only space,
/// tab, line feed, carriage return, vertical tab and form feed (not U+00A0, U+2028, U+2029 or a byte order mark
/// inside the file); strings hold no raw control characters and only the escapes `\" \' \\ \/ \b \f \n \r \t`,
/// `\uXXXX` (surrogates paired), `\xXX` (neither of them NUL) and line continuations; an unquoted key starts
/// with a letter, `$` or `_` and goes on with letters, marks, digits and connector punctuation.
/// Unlike plain JSON5 it rejects an object with the same key twice, as a mistake rather than "last one wins",
/// and arrays and objects nested more than ``FormatLimits/json5Depth`` deep (an error at the bracket, where
/// a recursive reader would run out of stack).
///
/// ```swift
/// let value = try JSON5Reader.read("{ a: [1, 'two'], }", path: "behavior.json5")
/// value["a"]?.location   // behavior.json5:1:6
/// ```
package struct JSON5Reader {
    private let bytes: [UInt8]
    private let path: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// How many arrays and objects enclose the current position.
    private var depth = 0
    /// Whether an object may repeat a key, as plain JSON decoders allow (used to locate their errors).
    private var allowsDuplicateKeys = false

    private init(_ text: String, path: String) {
        bytes = Array(text.utf8)
        self.path = path
    }

    /// Reads `text`, all of it, as one JSON5 value; with `allowsDuplicateKeys`, a repeated key is read rather
    /// than refused (lookups find its first value).
    package static func read(_ text: String, path: String, allowsDuplicateKeys: Bool = false) throws(FormatError)
        -> JSON5Value
    {
        var reader = JSON5Reader(text, path: path)
        reader.allowsDuplicateKeys = allowsDuplicateKeys
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        try reader.skipTrivia()
        guard !reader.isAtEnd else {
            throw reader.error("empty file; expected a JSON5 value such as '{ }'")
        }
        let value = try reader.readValue()
        try reader.skipTrivia()
        if !reader.isAtEnd {
            throw reader.error("unexpected \(reader.found()) after the end of the value")
        }
        return value
    }

    // MARK: - Positions

    private var isAtEnd: Bool { position >= bytes.count }
    private var current: UInt8? { isAtEnd ? nil : bytes[position] }
    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private var location: SourceLocation {
        SourceLocation(path: path, line: line, column: position - lineStart + 1)
    }

    private func error(_ message: String, at place: SourceLocation? = nil) -> FormatError {
        FormatError(.syntax, at: place ?? location, message)
    }

    /// What is at the current position, for a message: `'x'` or `end of file`.
    private func found() -> String {
        guard !isAtEnd else { return "end of file" }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[position..<end], as: UTF8.self)
        switch character {
        case "\n": return "end of line"
        default: return "'\(character)'"
        }
    }

    /// Moves past one byte, counting lines (`\n`, `\r\n`, `\r`, U+2028 and U+2029 end a line).
    private mutating func advance() {
        let byte = bytes[position]
        position += 1
        if byte == 0x0A || (byte == 0x0D && current != 0x0A) {
            newLine()
        } else if byte == 0xE2, current == 0x80, peek(1) == 0xA8 || peek(1) == 0xA9 {
            position += 2
            newLine()
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = position
    }

    // MARK: - Trivia

    private mutating func skipTrivia() throws(FormatError) {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                advance()
            case 0xC2 where peek(1) == 0xA0:
                throw error(Self.notWhiteSpace("a no-break space (U+00A0)"))
            case 0xE2 where peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9):
                throw error(Self.notWhiteSpace("a line separator (U+\(peek(2) == 0xA8 ? "2028" : "2029"))"))
            case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
                throw error(Self.notWhiteSpace("a byte order mark (U+FEFF)"))
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = current, next != 0x0A, next != 0x0D { position += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = location
                position += 2
                while !(current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    guard !isAtEnd else { throw error("unterminated block comment", at: start) }
                    advance()
                }
                position += 2
            default:
                return
            }
        }
    }

    /// The message for a character JSON5 calls white space that Foundation's JSON5 decoder refuses.
    private static func notWhiteSpace(_ what: String) -> String {
        "\(what) between tokens; Foundation's JSON5 decoder does not take it as white space, so use a plain space"
    }

    // MARK: - Values

    private mutating func readValue() throws(FormatError) -> JSON5Value {
        let start = location
        guard let byte = current else { throw error("expected a value, found end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return JSON5Value(kind: .string(try readString()), location: start)
        case UInt8(ascii: "t") where matchesWord("true"):
            position += 4
            return JSON5Value(kind: .bool(true), location: start)
        case UInt8(ascii: "f") where matchesWord("false"):
            position += 5
            return JSON5Value(kind: .bool(false), location: start)
        case UInt8(ascii: "n") where matchesWord("null"):
            position += 4
            return JSON5Value(kind: .null, location: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "I"), UInt8(ascii: "N"):
            return try readNumber()
        default:
            throw error("expected a value, found \(found())")
        }
    }

    private func matchesWord(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard bytes[position...].starts(with: utf8) else { return false }
        guard let after = peek(utf8.count) else { return true }
        return !Self.isIdentifierPart(after)
    }

    private mutating func readObject() throws(FormatError) -> JSON5Value {
        let start = location
        try enterNesting(at: start)
        defer { depth -= 1 }
        position += 1
        var members: [JSON5Value.Member] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "}") {
                position += 1
                return JSON5Value(kind: .object(members), location: start)
            }
            guard !isAtEnd else { throw error("unterminated object; expected '}'", at: start) }
            let keyLocation = location
            let key = try readKey()
            if !allowsDuplicateKeys, members.contains(where: { $0.key == key }) {
                throw FormatError(.invalidValue, at: keyLocation, "duplicate key '\(key)'")
            }
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)', found \(found())")
            }
            position += 1
            try skipTrivia()
            let value = try readValue()
            members.append(JSON5Value.Member(key: key, keyLocation: keyLocation, value: value))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "}") {
                throw error("expected ',' or '}' after a member, found \(found())")
            }
        }
    }

    private mutating func readArray() throws(FormatError) -> JSON5Value {
        let start = location
        try enterNesting(at: start)
        defer { depth -= 1 }
        position += 1
        var elements: [JSON5Value] = []
        while true {
            try skipTrivia()
            if current == UInt8(ascii: "]") {
                position += 1
                return JSON5Value(kind: .array(elements), location: start)
            }
            guard !isAtEnd else { throw error("unterminated array; expected ']'", at: start) }
            elements.append(try readValue())
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current != UInt8(ascii: "]") {
                throw error("expected ',' or ']' after an element, found \(found())")
            }
        }
    }

    /// Counts one more level of nesting, refusing more than ``FormatLimits/json5Depth``.
    private mutating func enterNesting(at start: SourceLocation) throws(FormatError) {
        guard depth < FormatLimits.json5Depth else {
            throw error(
                "arrays and objects nest more than \(FormatLimits.json5Depth) deep here; "
                    + "GlanceSim reads at most \(FormatLimits.json5Depth) levels",
                at: start)
        }
        depth += 1
    }

    private mutating func readKey() throws(FormatError) -> String {
        guard let byte = current else { throw error("expected a key, found end of file") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readString() }
        guard Self.isIdentifierStart(byte) else { throw error("expected a key, found \(found())") }
        let start = location
        let startOffset = position
        while let next = current, Self.isIdentifierPart(next) { position += 1 }
        let key = String(decoding: bytes[startOffset..<position], as: UTF8.self)
        for (index, scalar) in key.unicodeScalars.enumerated() where !scalar.isASCII {
            guard Self.isKeyScalar(scalar, first: index == 0) else {
                throw error(
                    "'\(Character(scalar))' (U+\(String(scalar.value, radix: 16, uppercase: true))) cannot be part of "
                        + "an unquoted key; quote the key",
                    at: start)
            }
        }
        return key
    }

    /// Whether a non-ASCII scalar may start (or continue) an unquoted key, as Foundation's
    /// `isJSON5UnquotedKeyStartingCharacter` (and `…KeyCharacter`) decide from the Unicode categories.
    private static func isKeyScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
        }
    }

    /// ASCII identifier letters, plus any non-ASCII byte (JSON5 allows Unicode letters in identifiers).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func readString() throws(FormatError) -> String {
        let start = location
        let quote = bytes[position]
        position += 1
        var result: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            if byte == quote {
                position += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == 0x0A || byte == 0x0D {
                throw error("line break in a string; write '\\n' or end the line with '\\'")
            }
            if byte < 0x20 {
                throw error(
                    "control character U+\(String(format4: byte)) in a string; write it as an escape such as '\\t'")
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape(into: &result)
            } else {
                result.append(byte)
                position += 1
            }
        }
    }

    private mutating func readEscape(into result: inout [UInt8]) throws(FormatError) {
        let escapeLocation = location
        position += 1
        guard let byte = current else { throw error("unterminated string") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "t"): 0x09, UInt8(ascii: "\""): 0x22, UInt8(ascii: "'"): 0x27, UInt8(ascii: "\\"): 0x5C,
            UInt8(ascii: "/"): 0x2F,
        ]
        if let replacement = simple[byte] {
            result.append(replacement)
            position += 1
        } else if byte == 0x0A || byte == 0x0D {  // line continuation
            advance()
            if byte == 0x0D, current == 0x0A { position += 1 }
        } else if byte == UInt8(ascii: "x") {
            position += 1
            let value = try readHex(count: 2, escape: escapeLocation)
            guard value != 0 else { throw error("a NUL escape is not allowed in a string", at: escapeLocation) }
            result.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(value)))).utf8))
        } else if byte == UInt8(ascii: "u") {
            position += 1
            var value = try readHex(count: 4, escape: escapeLocation)
            if (0xD800..<0xDC00).contains(value), current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                position += 2
                let low = try readHex(count: 4, escape: escapeLocation)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("a high surrogate escape must be followed by a low one", at: escapeLocation)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard value != 0 else { throw error("a NUL escape is not allowed in a string", at: escapeLocation) }
            guard let scalar = Unicode.Scalar(value) else {
                throw error("invalid Unicode escape in a string", at: escapeLocation)
            }
            result.append(contentsOf: Array(String(Character(scalar)).utf8))
        } else {
            let shown = byte < 0x80 && byte >= 0x20 ? "'\\\(Character(Unicode.Scalar(byte)))'" : "a backslash"
            throw error(
                "invalid escape \(shown) in a string; Foundation's JSON5 decoder reads only "
                    + "\\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX \\xXX and line continuations",
                at: escapeLocation)
        }
    }

    private mutating func readHex(count: Int, escape: SourceLocation) throws(FormatError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected \(count) hexadecimal digits in the escape", at: escape)
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func readNumber() throws(FormatError) -> JSON5Value {
        let start = location
        let startOffset = position
        var sign = 1.0
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            sign = current == UInt8(ascii: "-") ? -1 : 1
            position += 1
        }
        let value: Double
        if matchesWord("Infinity") {
            position += 8
            value = sign * .infinity
        } else if matchesWord("NaN") {
            position += 3
            value = .nan
        } else if current == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            position += 2
            var hex = 0.0
            let digitsStart = position
            while let byte = current, let digit = Self.hexValue(byte) {
                hex = hex * 16 + Double(digit)
                position += 1
            }
            guard position > digitsStart else { throw error("expected hexadecimal digits after '0x'") }
            value = sign * hex
        } else {
            let digitsStart = position
            while Self.isDigit(current) { position += 1 }
            if current == UInt8(ascii: ".") {
                position += 1
                while Self.isDigit(current) { position += 1 }
            }
            let mantissa = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
            guard mantissa != ".", !mantissa.isEmpty else {
                throw error("expected a number, found \(found())", at: start)
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard Self.isDigit(current) else { throw error("expected digits in the exponent, found \(found())") }
                while Self.isDigit(current) { position += 1 }
            }
            // Swift's Double(_:) wants digits on both sides of the point; JSON5 does not.
            var text = ""
            var previous: Character = " "
            for character in String(decoding: bytes[digitsStart..<position], as: UTF8.self) {
                if character == "." && !previous.isNumber { text += "0" }
                if previous == "." && !character.isNumber { text += "0" }
                text.append(character)
                previous = character
            }
            if previous == "." { text += "0" }
            guard let parsed = Double(text) else { throw error("invalid number", at: start) }
            value = sign * parsed
        }
        if let byte = current, Self.isIdentifierPart(byte) {
            throw error("unexpected \(found()) after a number")
        }
        let text = String(decoding: bytes[startOffset..<position], as: UTF8.self)
        return JSON5Value(kind: .number(value, text: text), location: start)
    }
}

extension String {
    /// A byte as four upper-case hexadecimal digits (`0009`), for naming a character as U+0009.
    init(format4 byte: UInt8) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - digits.count) + digits
    }
}
