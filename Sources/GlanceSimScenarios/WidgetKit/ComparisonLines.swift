import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// The lines of a compare scenario, each translated into the Android step and the iOS step it stands for.
struct ComparisonLines {
    var number: Int
    var text: String
    var android: String?
    var ios: String?
    /// The widget name an `add widget` line introduces.
    var addedWidget: String?
    /// Where the words of a step written differently from the line (`tap` as Android's `click …`, `add widget`
    /// as each side's own) start in the step and in the line, so an error in the step points into the line:
    /// (step column, line column), in step order; empty when the step keeps the line's columns.
    var androidColumns: [(step: Int, line: Int)] = []
    var iosColumns: [(step: Int, line: Int)] = []

    /// The line's column for column `column` of a step whose words start as `map` says.
    static func lineColumn(_ column: Int, _ map: [(step: Int, line: Int)]) -> Int {
        guard let word = map.last(where: { $0.step <= column }) else { return map.first?.line ?? column }
        return word.line + (column - word.step)
    }

    static let words = ["compare", "device", "install", "add", "remove", "advance", "tap", "android:", "ios:"]

    static func parse(_ text: String, path: String) throws(FormatError) -> [ComparisonLines] {
        var result: [ComparisonLines] = []
        var diagnostics: [Diagnostic] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            do {
                let tokens = try ScenarioLexer.tokens(rawLine, path: path, lineNumber: index + 1)
                guard !tokens.isEmpty else { continue }
                if let line = try translate(rawLine, tokens, number: index + 1, path: path) { result.append(line) }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw FormatError(diagnostics) }
        return result
    }

    private static func translate(_ line: Substring, _ tokens: [ScenarioToken], number: Int, path: String)
        throws(FormatError) -> ComparisonLines?
    {
        let bytes = Array(line.utf8)
        let last = tokens.last!
        let end = min(last.column + last.length - 1, bytes.count)
        /// The line from token `index` on, at its own columns (blanks before it).
        func rest(from index: Int) -> String {
            let start = tokens[index].column - 1
            return String(repeating: " ", count: start) + String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let text = String(decoding: bytes[(tokens[0].column - 1)..<end], as: UTF8.self)
        func fail(_ token: ScenarioToken, _ message: String) -> FormatError {
            FormatError(.invalidValue, at: SourceLocation(path: path, line: number, column: token.column), message)
        }
        var translated = ComparisonLines(number: number, text: text)
        switch tokens[0].text {
        case "compare":
            guard tokens.count == 1 else { throw fail(tokens[1], "'compare' takes nothing after it") }
            return nil
        case "android:", "ios:":
            guard tokens.count > 1 else { throw fail(tokens[0], "expected a step after '\(tokens[0].text)'") }
            if tokens[0].text == "android:" {
                translated.android = rest(from: 1)
            } else {
                translated.ios = rest(from: 1)
            }
        case "device", "install", "advance":
            translated.android = rest(from: 0)
            translated.ios = rest(from: 0)
        case "remove":
            translated.android = rest(from: 0)
            translated.ios = rest(from: 0)
        case "tap":
            guard tokens.count > 2 else { throw fail(tokens[0], "expected 'tap NAME text \"T\"'") }
            // `click` is two letters longer than `tap`: the words after it are two columns later in the step.
            translated.android = "click " + String(decoding: bytes[(tokens[1].column - 1)..<end], as: UTF8.self)
            translated.androidColumns = [(1, tokens[0].column), (7, tokens[1].column)]
            translated.ios = rest(from: 0)
        case "add":
            // add widget NAME android PROVIDER ios KIND [FAMILY]
            let words = tokens.map(\.text)
            guard words.count >= 7, words[1] == "widget", words[3] == "android", words[5] == "ios", words.count <= 8
            else {
                throw fail(tokens[0], "expected 'add widget NAME android PROVIDER ios KIND [FAMILY]'")
            }
            translated.addedWidget = words[2]
            translated.android = "add widget \(words[4]) as \(words[2])"
            translated.ios = "add widget \(words[6]) family \(words.count == 8 ? words[7] : "small") as \(words[2])"
            /// The columns of `parts` written one space apart from column 1, each with its line column.
            func columns(_ parts: [(String, Int)]) -> [(step: Int, line: Int)] {
                var column = 1
                return parts.map { part in
                    defer { column += part.0.utf8.count + 1 }
                    return (column, part.1)
                }
            }
            translated.androidColumns = columns([
                ("add", tokens[0].column), ("widget", tokens[1].column), (words[4], tokens[4].column),
                ("as", tokens[2].column), (words[2], tokens[2].column),
            ])
            let family = words.count == 8 ? (words[7], tokens[7].column) : ("small", tokens[6].column)
            translated.iosColumns = columns([
                ("add", tokens[0].column), ("widget", tokens[1].column), (words[6], tokens[6].column),
                ("family", family.1), family, ("as", tokens[2].column), (words[2], tokens[2].column),
            ])
        default:
            throw fail(
                tokens[0],
                "unknown word '\(tokens[0].text)'; a compare step is one of "
                    + JSON5Object.list(words.filter { $0 != "compare" }) + " (android: and ios: take one side's step)")
        }
        return translated
    }
}
