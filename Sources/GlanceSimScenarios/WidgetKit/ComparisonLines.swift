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
            // `click` is two letters longer than `tap`: Android's error columns are off by two on this line.
            translated.android = "click " + String(decoding: bytes[(tokens[1].column - 1)..<end], as: UTF8.self)
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
        default:
            throw fail(
                tokens[0],
                "unknown word '\(tokens[0].text)'; a compare step is one of "
                    + JSON5Object.list(words.filter { $0 != "compare" }) + " (android: and ios: take one side's step)")
        }
        return translated
    }
}
