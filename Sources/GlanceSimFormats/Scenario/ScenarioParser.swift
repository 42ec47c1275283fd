import GlanceSim

/// Parses scenario scripts (`*.scenario`): one step per line, `#` comments, words separated by blanks,
/// double quotes for text with blanks. Every problem is a diagnostic at its line and column, with "did you
/// mean" for unknown words; parsing collects every bad line before failing.
///
/// ```swift
/// let scenario = try ScenarioParser.parse("""
///     install .
///     add widget .ClockReceiver as clock
///     advance 3m
///     expect render clock contains "01:59"
///     """, path: "night.scenario")
/// ```
public enum ScenarioParser {
    /// The first words of every step, for "did you mean".
    static let stepWords = [
        "device", "install", "add", "remove", "resize", "configure", "advance", "run", "broadcast", "click", "set",
        "kill", "reboot", "power", "work", "save", "invariant", "expect", "app", "doze", "peek",
    ]

    /// Whether `text` is a compare script: its first line that is not blank or a comment is `compare`.
    public static func isCompareScript(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.prefix { $0 != "#" }.split(separator: " ", omittingEmptySubsequences: true)
            if words.isEmpty { continue }
            return words.map(String.init) == ["compare"]
        }
        return false
    }

    /// Parses a script's text.
    /// - Throws: ``FormatError`` with one diagnostic per bad line.
    public static func parse(_ text: String, path: String) throws(FormatError) -> Scenario {
        if isCompareScript(text) {
            throw FormatError(
                .invalidValue, at: SourceLocation(path: path, line: 1, column: 1),
                "this is a compare scenario ('compare'): 'glancesim compare' runs it; this command takes Android "
                    + "scenarios")
        }
        if IOSScenario.isIOS(text) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains("platform") }.map { $0 + 1 } ?? 1
            let column = lines[line - 1].utf8.count - lines[line - 1].drop { $0 == " " || $0 == "\t" }.utf8.count + 1
            throw FormatError(
                .invalidValue, at: SourceLocation(path: path, line: line, column: column),
                "this is an iOS scenario ('platform ios'): 'glancesim replay' runs it; this command takes Android "
                    + "scenarios")
        }
        let steps = try lines(text, path: path) { cursor throws(FormatError) in try cursor.parseStep() }.map {
            ScenarioStep(location: $0.location, text: $0.text, action: $0.action)
        }
        return Scenario(path: path, steps: steps)
    }

    /// Each non-blank line's step, read by `parse` from a cursor over its words: where it starts, its text
    /// (without its comment) and what it does. Bad lines are reported together, each at its token.
    static func lines<Action>(
        _ text: String, path: String, parse: (inout StepCursor) throws(FormatError) -> Action
    ) throws(FormatError) -> [(location: SourceLocation, text: String, action: Action)] {
        var steps: [(location: SourceLocation, text: String, action: Action)] = []
        var diagnostics: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do {
                let tokens = try ScenarioLexer.tokens(line, path: path, lineNumber: index + 1)
                guard let first = tokens.first else { continue }
                var cursor = StepCursor(tokens: tokens, path: path, line: index + 1, lineEnd: line.utf8.count + 1)
                let action = try parse(&cursor)
                try cursor.expectEnd()
                let last = tokens.last!
                let end = last.column + last.length - 1
                let textBytes = Array(line.utf8)[(first.column - 1)..<min(end, line.utf8.count)]
                steps.append(
                    (
                        SourceLocation(path: path, line: index + 1, column: first.column),
                        String(decoding: textBytes, as: UTF8.self), action
                    ))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw FormatError(diagnostics) }
        return steps
    }
}

/// Walks the words of one line.
struct StepCursor {
    let tokens: [ScenarioToken]
    let path: String
    let line: Int
    let lineEnd: Int
    var index = 0

    init(tokens: [ScenarioToken], path: String, line: Int, lineEnd: Int) {
        self.tokens = tokens
        self.path = path
        self.line = line
        self.lineEnd = lineEnd
    }

    var isAtEnd: Bool { index >= tokens.count }

    func location(of token: ScenarioToken?) -> SourceLocation {
        SourceLocation(path: path, line: line, column: token?.column ?? lineEnd)
    }

    func error(_ code: Diagnostic.Code, at token: ScenarioToken?, _ message: String) -> FormatError {
        FormatError(code, at: location(of: token), message)
    }

    /// The next word, or an error saying what was expected.
    mutating func word(_ expected: String) throws(FormatError) -> ScenarioToken {
        guard index < tokens.count else {
            throw error(.missing, at: nil, "expected \(expected) at the end of the line")
        }
        defer { index += 1 }
        return tokens[index]
    }

    /// The next word, which must be one of `choices` (unquoted).
    mutating func keyword(_ choices: [String], _ expected: String) throws(FormatError) -> String {
        let token = try word(expected)
        guard !token.quoted, choices.contains(token.text) else {
            let hint = EditDistance.suggestion(for: token.text, among: choices).map { "; did you mean '\($0)'?" }
            throw error(
                .unknownName, at: token,
                "unknown word '\(token.text)'; expected \(expected)"
                    + (hint ?? " (one of \(choices.map { "'\($0)'" }.joined(separator: ", ")))"))
        }
        return token.text
    }

    /// Consumes the next word if it is `keyword`.
    mutating func accept(_ keyword: String) -> Bool {
        guard index < tokens.count, !tokens[index].quoted, tokens[index].text == keyword else { return false }
        index += 1
        return true
    }

    mutating func expectEnd() throws(FormatError) {
        guard index < tokens.count else { return }
        throw error(.syntax, at: tokens[index], "unexpected '\(tokens[index].text)' at the end of the step")
    }

    /// A whole number in `range` (by default a count: 0 to Java's `Integer.MAX_VALUE`); out of range is an error
    /// at the number that names the range.
    mutating func integer(_ expected: String, in range: ClosedRange<Int> = FormatLimits.counts) throws(FormatError)
        -> Int
    {
        let token = try word(expected)
        let digits = token.text.hasPrefix("-") ? token.text.dropFirst() : token.text[...]
        guard !token.quoted, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw error(.invalidValue, at: token, "'\(token.text)' is not \(expected)")
        }
        guard let value = Int(token.text), range.contains(value) else {
            throw error(
                .invalidValue, at: token,
                "\(expected) must be \(FormatLimits.describe(range)), found '\(token.text)'")
        }
        return value
    }

    mutating func duration() throws(FormatError) -> SimDuration {
        let token = try word("a duration like 90s, 15m, 2h or 1d")
        do {
            return try DurationSyntax.parse(token.text[...])
        } catch {
            throw FormatError(
                .invalidValue,
                at: SourceLocation(path: path, line: line, column: token.column + error.offset), error.message)
        }
    }

    /// A wall time, checked for syntax now (its zone is the device's when the step runs).
    mutating func time() throws(FormatError) -> String {
        let token = try word("a time like 2026-03-29T08:00")
        do {
            _ = try InstantSyntax.parseWallTime(token.text[...], zone: .utc)
        } catch {
            throw FormatError(
                .invalidValue,
                at: SourceLocation(path: path, line: line, column: token.column + error.offset), error.message)
        }
        return token.text
    }

    mutating func onOff(_ expected: String) throws(FormatError) -> Bool {
        try keyword(["on", "off"], expected) == "on"
    }

    /// `cells CxR` or `size WxH` (dp).
    mutating func sizeClause() throws(FormatError) -> (cells: WidgetCells?, size: DpSize?) {
        if accept("cells") {
            let token = try word("cells like 2x1")
            let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
                throw error(.invalidValue, at: token, "'\(token.text)' is not a cell area like 2x1")
            }
            guard let columns = Int(parts[0]), let rows = Int(parts[1]),
                FormatLimits.cellCounts.contains(columns), FormatLimits.cellCounts.contains(rows)
            else {
                throw error(
                    .invalidValue, at: token,
                    "cell area '\(token.text)' is out of range; columns and rows must be "
                        + FormatLimits.describe(FormatLimits.cellCounts))
            }
            return (WidgetCells(columns: columns, rows: rows), nil)
        }
        if accept("size") {
            let token = try word("a size in dp like 200x100")
            let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                parts.allSatisfy({ $0.allSatisfy { $0.isASCIIDigit || $0 == "." } })
            else {
                throw error(.invalidValue, at: token, "'\(token.text)' is not a size in dp like 200x100")
            }
            guard width > 0, height > 0, FormatLimits.dpSizes.contains(width), FormatLimits.dpSizes.contains(height)
            else {
                throw error(
                    .invalidValue, at: token,
                    "size '\(token.text)' is out of range; width and height must be more than 0 and at most "
                        + "\(Int(FormatLimits.dpSizes.upperBound)) dp")
            }
            return (nil, DpSize(width: width, height: height))
        }
        return (nil, nil)
    }

    mutating func widget() throws(FormatError) -> WidgetReference {
        let token = try word("a widget (its alias from 'add widget … as NAME', or its id)")
        if !token.quoted, let id = Int32(token.text) { return .id(id) }
        return .alias(token.text)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0–9 (not other Unicode digits, which `Int` refuses).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
