/// Parses the expressions of a behaviour file (see ``Expression``) and checks every name against what is
/// supported, so that a typo is an error at its column when the file loads, naming the valid names.
///
/// ```swift
/// // `start` is where the expression's first character is in the file.
/// let expression = try ExpressionParser.parse("widgets.count == 0 && !charging", at: start)
/// ```
struct ExpressionParser {
    private let tokens: [ExpressionToken]
    private let start: SourceLocation
    private var position = 0
    /// How many parentheses, brackets, conditionals and prefix operators enclose the current token.
    private var depth = 0

    /// Parses `text`, whose first character is at `start`.
    static func parse(_ text: String, at start: SourceLocation) throws(FormatError) -> Expression {
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(text, at: start), start: start)
        if parser.tokens.count > FormatLimits.expressionTokens {
            throw parser.error(
                at: parser.tokens[FormatLimits.expressionTokens],
                "the expression is longer than \(FormatLimits.expressionTokens) tokens; split it")
        }
        let expression = try parser.expression()
        if let extra = parser.peek {
            throw parser.error(at: extra, "unexpected '\(extra.text)' after the expression")
        }
        return expression
    }

    private init(tokens: [ExpressionToken], start: SourceLocation) {
        self.tokens = tokens
        self.start = start
    }

    private var peek: ExpressionToken? { position < tokens.count ? tokens[position] : nil }

    private func location(_ token: ExpressionToken?) -> SourceLocation {
        var place = start
        place.column += token?.offset ?? (tokens.last.map { $0.offset + $0.text.utf8.count } ?? 0)
        return place
    }

    private func error(at token: ExpressionToken?, _ message: String, _ code: Diagnostic.Code = .invalidValue)
        -> FormatError
    {
        FormatError(code, at: location(token), message)
    }

    private mutating func next(_ expected: String) throws(FormatError) -> ExpressionToken {
        guard let token = peek else { throw error(at: nil, "expected \(expected) at the end of the expression") }
        position += 1
        return token
    }

    private mutating func accept(_ symbol: String) -> Bool {
        guard let token = peek, token.kind == .symbol, token.text == symbol else { return false }
        position += 1
        return true
    }

    private mutating func require(_ symbol: String) throws(FormatError) {
        let token = try next("'\(symbol)'")
        guard token.kind == .symbol, token.text == symbol else {
            throw error(at: token, "expected '\(symbol)', found '\(token.text)'")
        }
    }

    // MARK: - Grammar

    /// Counts one more level of nesting, refusing more than ``FormatLimits/expressionDepth`` (the parser and the
    /// evaluator recurse once per level).
    private mutating func enterNesting() throws(FormatError) {
        guard depth < FormatLimits.expressionDepth else {
            throw error(
                at: peek, "the expression nests more than \(FormatLimits.expressionDepth) deep here; simplify it")
        }
        depth += 1
    }

    private mutating func expression() throws(FormatError) -> Expression {
        try enterNesting()
        defer { depth -= 1 }
        let condition = try binary(minimum: 1)
        guard accept("?") else { return condition }
        let then = try expression()
        try require(":")
        return .conditional(condition, then, try expression())
    }

    /// Precedence climbing over ``BinaryOperator/precedence``; every operator is left-associative.
    private mutating func binary(minimum: Int) throws(FormatError) -> Expression {
        var left = try unary()
        while let token = peek, let op = Self.binaryOperator(token), op.precedence >= minimum {
            position += 1
            let right = try binary(minimum: op.precedence + 1)
            left = .binary(op, left, right)
        }
        return left
    }

    private static func binaryOperator(_ token: ExpressionToken) -> BinaryOperator? {
        switch token.kind {
        case .symbol: BinaryOperator(rawValue: token.text)
        case .identifier: token.text == "in" ? .contains : nil
        default: nil
        }
    }

    private mutating func unary() throws(FormatError) -> Expression {
        guard peek?.kind == .symbol, peek?.text == "!" || peek?.text == "-" else { return try postfix() }
        try enterNesting()
        defer { depth -= 1 }
        if accept("!") { return .unary(.not, try unary()) }
        position += 1
        return .unary(.negate, try unary())
    }

    private mutating func postfix() throws(FormatError) -> Expression {
        var base = try primary()
        while true {
            if accept(".") {
                let name = try next("a name after '.'")
                guard name.kind == .identifier else { throw error(at: name, "expected a name after '.'") }
                if accept("(") {
                    let arguments = try argumentList()
                    try check(name, arguments.count, among: ExpressionNames.methods, "method")
                    base = .method(base, name.text, arguments)
                } else {
                    try checkMember(name, of: base)
                    base = .member(base, name.text)
                }
            } else if accept("[") {
                let key = try expression()
                try require("]")
                base = .index(base, key)
            } else {
                return base
            }
        }
    }

    private mutating func argumentList() throws(FormatError) -> [Expression] {
        var arguments: [Expression] = []
        if accept(")") { return arguments }
        repeat { arguments.append(try expression()) } while accept(",")
        try require(")")
        return arguments
    }

    private mutating func primary() throws(FormatError) -> Expression {
        let token = try next("a value, a name or '('")
        switch token.kind {
        case .integer(let value): return .literal(.int(value))
        case .double(let value): return .literal(.double(value))
        case .string(let text): return .literal(.string(text))
        case .symbol:
            if token.text == "(" {
                let inner = try expression()
                try require(")")
                return inner
            }
            if token.text == "[" {
                var elements: [Expression] = []
                if !accept("]") {
                    repeat { elements.append(try expression()) } while accept(",")
                    try require("]")
                }
                return .list(elements)
            }
            throw error(at: token, "expected a value, a name or '(', found '\(token.text)'")
        case .identifier:
            switch token.text {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default: break
            }
            if accept("(") {
                let arguments = try argumentList()
                try check(token, arguments.count, among: ExpressionNames.functions, "function")
                return .call(token.text, arguments)
            }
            guard ExpressionNames.values.contains(token.text) || ExpressionNames.namespaces.contains(token.text)
            else {
                throw error(
                    at: token,
                    "unknown name '\(token.text)'" + Self.suggestion(token.text, ExpressionNames.roots)
                        + "; names: " + ExpressionNames.roots.joined(separator: ", "), .unknownName)
            }
            if ExpressionNames.namespaces.contains(token.text), peek?.text != ".", peek?.text != "[" {
                throw error(
                    at: token,
                    "'\(token.text)' needs a key: write '\(token.text).KEY' or '\(token.text)[\"KEY\"]'"
                        + (token.text == "stores" ? " (stores.NAME.KEY)" : ""))
            }
            return .name(token.text)
        }
    }

    /// A member of a namespace is any key; of anything else, one of ``ExpressionNames/members``.
    private func checkMember(_ name: ExpressionToken, of base: Expression) throws(FormatError) {
        switch base {
        case .name(let root) where ExpressionNames.namespaces.contains(root): return
        case .member(.name("stores"), _): return
        default:
            guard ExpressionNames.members.contains(name.text) else {
                throw error(
                    at: name,
                    "unknown member '\(name.text)'" + Self.suggestion(name.text, ExpressionNames.members)
                        + "; members: " + ExpressionNames.members.joined(separator: ", ")
                        + "; methods: " + ExpressionNames.methods.map { $0.name + "()" }.joined(separator: ", "),
                    .unknownName)
            }
        }
    }

    private func check(
        _ name: ExpressionToken, _ count: Int, among known: [(name: String, arguments: ClosedRange<Int>)],
        _ what: String
    ) throws(FormatError) {
        guard let entry = known.first(where: { $0.name == name.text }) else {
            let names = known.map(\.name)
            throw error(
                at: name,
                "unknown \(what) '\(name.text)'" + Self.suggestion(name.text, names) + "; \(what)s: "
                    + names.map { $0 + "()" }.joined(separator: ", "), .unknownName)
        }
        guard entry.arguments.contains(count) else {
            let expected =
                entry.arguments.count == 1
                ? "\(entry.arguments.lowerBound)" : "\(entry.arguments.lowerBound) or \(entry.arguments.upperBound)"
            throw error(at: name, "'\(name.text)' takes \(expected) argument(s), found \(count)")
        }
    }

    private static func suggestion(_ word: String, _ candidates: [String]) -> String {
        EditDistance.suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// A word of an expression, with its byte offset from the expression's start.
struct ExpressionToken {
    package enum Kind: Equatable {
        case integer(Int64)
        case double(Double)
        case string(String)
        case identifier
        case symbol
    }

    var kind: Kind
    /// The source text (a string literal's without quotes).
    var text: String
    /// Bytes from the expression's first character.
    var offset: Int
}

/// Splits an expression into tokens: numbers, `'…'`/`"…"` strings (with `\` escapes), names and operators.
enum ExpressionLexer {
    private static let symbols = [
        "?:", "||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "!", "(", ")", "[", "]", ",",
        ".", "?", ":",
    ]

    static func tokens(_ text: String, at start: SourceLocation) throws(FormatError) -> [ExpressionToken] {
        let bytes = Array(text.utf8)
        var tokens: [ExpressionToken] = []
        var index = 0
        func fail(_ message: String, _ at: Int) -> FormatError {
            var place = start
            place.column += at
            return FormatError(.invalidValue, at: place, message)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                index += 1
            } else if isDigit(byte) {
                let begin = index
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
                var isDouble = false
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
                    isDouble = true
                    index += 1
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                }
                let source = String(decoding: bytes[begin..<index], as: UTF8.self)
                let digits = source.replacingUnderscores
                if index < bytes.count, isLetter(bytes[index]) {
                    throw fail("malformed number '\(source)\(Character(UnicodeScalar(bytes[index])))'", begin)
                }
                if isDouble {
                    guard let value = Double(digits) else { throw fail("malformed number '\(source)'", begin) }
                    tokens.append(ExpressionToken(kind: .double(value), text: source, offset: begin))
                } else {
                    guard let value = Int64(digits) else {
                        throw fail("the number '\(source)' does not fit in 64 bits", begin)
                    }
                    tokens.append(ExpressionToken(kind: .integer(value), text: source, offset: begin))
                }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                let begin = index
                index += 1
                var content: [UInt8] = []
                var closed = false
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        content.append(bytes[index + 1] == UInt8(ascii: "n") ? UInt8(ascii: "\n") : bytes[index + 1])
                        index += 2
                    } else if bytes[index] == byte {
                        closed = true
                        index += 1
                        break
                    } else {
                        content.append(bytes[index])
                        index += 1
                    }
                }
                guard closed else {
                    throw fail("unterminated string; add a closing \(byte == UInt8(ascii: "'") ? "'" : "\"")", begin)
                }
                tokens.append(
                    ExpressionToken(
                        kind: .string(String(decoding: content, as: UTF8.self)),
                        text: String(decoding: content, as: UTF8.self), offset: begin))
            } else if isLetter(byte) {
                let begin = index
                while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                tokens.append(
                    ExpressionToken(
                        kind: .identifier, text: String(decoding: bytes[begin..<index], as: UTF8.self), offset: begin))
            } else if byte == UInt8(ascii: "="), index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "=") {
                throw fail("'=' is not an operator here; did you mean '=='?", index)
            } else if let symbol = symbols.first(where: { bytes[index...].starts(with: $0.utf8) }) {
                // `?:` is Kotlin's elvis only when written together; `a ? b : c` keeps its spaces.
                tokens.append(ExpressionToken(kind: .symbol, text: symbol, offset: index))
                index += symbol.utf8.count
            } else {
                let scalar = String(String(decoding: bytes[index...], as: UTF8.self).prefix(1))
                throw fail(
                    "unexpected '\(scalar)' in an expression; expected a number, a 'string', a name or one of "
                        + symbols.filter { $0 != "." && $0 != "," }.joined(separator: " "), index)
            }
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
