import Foundation
import GlanceSim

/// An invariants file for `glancesim explore --invariants`: one invariant per line, `#` comments.
///
/// ```text
/// # the weather widget
/// max content age 2h
/// work weather-refresh while widgets
/// max process starts 3 per 1h
/// no builtin
/// ```
public struct InvariantFile: Sendable {
    /// The invariants, in file order.
    public var invariants: [Invariant] = []
    /// False when the file says `no builtin`.
    public var includeBuiltIn = true

    /// Reads and parses `path`.
    /// - Throws: ``FormatError``: unreadable file, or `path:line:column: error:` at the first bad word.
    public static func load(_ path: String) throws(FormatError) -> InvariantFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(.unreadable, at: .file(path), "cannot read '\(path)'")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw FormatError(.syntax, at: .file(path), "the invariants file is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses the text of an invariants file.
    public static func parse(_ text: String, path: String) throws(FormatError) -> InvariantFile {
        var file = InvariantFile()
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            let words = wordsWithColumns(line)
            guard let first = words.first else { continue }
            let location = { (column: Int) in SourceLocation(path: path, line: index + 1, column: column) }
            let phrase = words.map(\.text).joined(separator: " ")
            if phrase.hasPrefix("max content age "), words.count == 4 {
                do {
                    file.invariants.append(.maxContentAge(try DurationSyntax.parse(words[3].text[...])))
                } catch {
                    throw FormatError(
                        .invalidValue, at: location(words[3].column), "'\(words[3].text)' is not a duration like 2h")
                }
            } else if words.count == 4, words[0].text == "work", words[2].text == "while", words[3].text == "widgets" {
                file.invariants.append(.workWhileWidgets(words[1].text))
            } else if words.count == 6, phrase.hasPrefix("max process starts "), words[4].text == "per" {
                guard let limit = Int(words[3].text), limit >= 1 else {
                    throw FormatError(
                        .invalidValue, at: location(words[3].column), "'\(words[3].text)' is not a count like 3")
                }
                do {
                    file.invariants.append(.maxProcessStarts(limit, per: try DurationSyntax.parse(words[5].text[...])))
                } catch {
                    throw FormatError(
                        .invalidValue, at: location(words[5].column), "'\(words[5].text)' is not a duration like 1h")
                }
            } else if phrase == "no builtin" {
                file.includeBuiltIn = false
            } else {
                throw FormatError(
                    .unknownName, at: location(first.column),
                    "unknown invariant '\(phrase)'; expected 'max content age <duration>', "
                        + "'work <unique name> while widgets', 'max process starts <n> per <duration>' or 'no builtin'")
            }
        }
        return file
    }

    private static func wordsWithColumns(_ line: Substring) -> [(text: String, column: Int)] {
        var words: [(text: String, column: Int)] = []
        var column = 1
        var current = ""
        var start = 1
        for character in line {
            if character == " " || character == "\t" || character == "\r" {
                if !current.isEmpty { words.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(character)
            }
            column += 1
        }
        if !current.isEmpty { words.append((current, start)) }
        return words
    }
}
