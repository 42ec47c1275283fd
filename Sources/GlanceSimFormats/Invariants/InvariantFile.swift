import Foundation
import GlanceSim

/// An invariants file for `glancesim explore --invariants`: one invariant per line, `#` comments. `no builtin`
/// drops the built-in invariants; a built-in's name alone (`no-alarms-without-widgets`) keeps just that one.
/// A scenario's `invariant` step takes the same phrases.
///
/// ```text
/// # the weather widget
/// max content age 2h when network up for 30m
/// work weather-refresh while widgets
/// max process starts 3 per 1h
/// no builtin
/// no-alarms-without-widgets
/// shows date "EEE d" within 1m when screen on for 1m
/// shows "${state.count ?: 0} items"
/// ```
public struct InvariantFile: Sendable {
    /// The invariants, in file order.
    public var rules: [InvariantRule] = []
    /// False when the file says `no builtin`.
    public var includeBuiltIn = true

    /// Reads and parses `path`.
    /// - Throws: ``FormatError``: unreadable file, or `path:line:column: error:` at the first bad word.
    public static func load(_ path: String) throws(FormatError) -> InvariantFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(.unreadable, at: .file(path), "cannot read '\(path)'")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw FormatError(
                .syntax, at: SourceLocation.firstInvalidUTF8(in: Array(data), path: path) ?? .file(path),
                "the invariants file is not UTF-8 text: this byte does not start a valid UTF-8 sequence")
        }
        return try parse(text, path: path)
    }

    /// Parses the text of an invariants file.
    public static func parse(_ text: String, path: String) throws(FormatError) -> InvariantFile {
        var file = InvariantFile()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = try wordsWithColumns(line, path: path, line: index + 1)
            guard !words.isEmpty else { continue }
            if let invariant = try invariant(words, path: path, line: index + 1) {
                file.rules.append(invariant)
            } else {
                file.includeBuiltIn = false
            }
        }
        return file
    }

    /// The name of the invariants file `explore` reads from an app's folder when none is given.
    public static let fileName = "explore.invariants"

    /// `APP/explore.invariants`, if the app's folder has one.
    ///
    /// ```swift
    /// if let path = InvariantFile.besideApp("Manifests/weather") { print(try InvariantFile.load(path).rules.count) }
    /// ```
    public static func besideApp(_ folder: String) -> String? {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + fileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// One line's words (with their columns): its invariant, or `nil` for `no builtin`.
    static func invariant(
        _ words: [(text: String, column: Int)], path: String, line: Int
    ) throws(FormatError) -> InvariantRule? {
        let location = { (column: Int) in SourceLocation(path: path, line: line, column: column) }
        let first = words[0]
        let phrase = words.map(\.text).joined(separator: " ")
        if words.count == 1, InvariantRule.builtInNames.contains(phrase) { return .builtIn(phrase) }
        let duration = { (index: Int) throws(FormatError) -> SimDuration in
            do {
                return try DurationSyntax.parse(words[index].text[...])
            } catch {
                throw FormatError(
                    .invalidValue, at: location(words[index].column),
                    "'\(words[index].text)' is not a duration like 2h")
            }
        }
        /// `when screen on|network up for D` from word `index` on (5 words), or `nil` at the end of the line.
        let condition = { (index: Int) throws(FormatError) -> (HeldCondition, SimDuration)? in
            guard words.count > index else { return nil }
            guard words.count == index + 5, words[index].text == "when",
                let held = HeldCondition(rawValue: words[index + 1].text + " " + words[index + 2].text)
            else {
                throw FormatError(
                    .unknownName, at: location(words[index].column),
                    "expected 'when screen on for <duration>' or 'when network up for <duration>'")
            }
            guard words[index + 3].text == "for" else {
                throw FormatError(.syntax, at: location(words[index + 3].column), "expected 'for <duration>'")
            }
            return (held, try duration(index + 4))
        }
        if phrase.hasPrefix("max content age "), words.count >= 4 {
            let limit = try duration(3)
            guard let (held, time) = try condition(4) else { return .maxContentAge(limit, when: nil, for: .zero) }
            return .maxContentAge(limit, when: held, for: time)
        } else if phrase.hasPrefix("max data age "), words.count >= 5 {
            let limit = try duration(4)
            guard let (held, time) = try condition(5) else {
                return .maxDataAge(words[3].text, limit, when: nil, for: .zero)
            }
            return .maxDataAge(words[3].text, limit, when: held, for: time)
        } else if words.count >= 4, words[0].text == "work", words[2].text == "while", words[3].text == "widgets" {
            guard words.count > 4 else { return .workWhileWidgets(words[1].text, of: nil) }
            guard words.count == 6, words[4].text == "of" else {
                throw FormatError(
                    .syntax, at: location(words[4].column), "expected 'of <provider>' after 'while widgets'")
            }
            return .workWhileWidgets(words[1].text, of: words[5].text)
        } else if words.count == 6, phrase.hasPrefix("max process starts "), words[4].text == "per" {
            guard let limit = Int(words[3].text), limit >= 1 else {
                throw FormatError(
                    .invalidValue, at: location(words[3].column), "'\(words[3].text)' is not a count like 3")
            }
            do {
                return .maxProcessStarts(limit, per: try DurationSyntax.parse(words[5].text[...]))
            } catch {
                throw FormatError(
                    .invalidValue, at: location(words[5].column), "'\(words[5].text)' is not a duration like 1h")
            }
        } else if first.text == "shows" || first.text == "lacks", words.count >= 2 {
            return try contentPredicate(words, location: location, duration: duration, condition: condition)
        } else if phrase == "no builtin" {
            return nil
        } else {
            throw FormatError(
                .unknownName, at: location(first.column),
                "unknown invariant '\(phrase)'; expected "
                    + "'max content age <duration> [when screen on|network up for <duration>]', "
                    + "'max data age <key> <duration> [when …]', 'work <unique name> while widgets [of <provider>]', "
                    + "'max process starts <n> per <duration>', 'shows date \"<pattern>\" [within <duration>]', "
                    + "'shows \"<template>\"', 'lacks \"<template>\"' (each [of <provider>] [when …]), a built-in's "
                    + "name or 'no builtin'")
        }
    }

    /// `shows date "PATTERN" [within D] [of PROVIDER] [when …]`, `shows "TEMPLATE" …`, `lacks "TEMPLATE" …`: the
    /// pattern and the template are checked here, so a malformed one is an error at its token.
    private static func contentPredicate(
        _ words: [(text: String, column: Int)], location: (Int) -> SourceLocation,
        duration: (Int) throws(FormatError) -> SimDuration,
        condition: (Int) throws(FormatError) -> (HeldCondition, SimDuration)?
    ) throws(FormatError) -> InvariantRule {
        let isDate = words[0].text == "shows" && words[1].text == "date" && words.count >= 3
        let argument = words[isDate ? 2 : 1]
        var index = isDate ? 3 : 2
        if isDate {
            do {
                _ = try TimePattern(argument.text)
            } catch {
                throw FormatError(.invalidValue, at: location(argument.column), error.message)
            }
        } else {
            _ = try TextTemplate.parse(argument.text, at: location(argument.column))
        }
        var within = SimDuration.zero
        if isDate, index < words.count, words[index].text == "within" {
            guard index + 1 < words.count else {
                throw FormatError(.missing, at: location(words[index].column), "expected a duration after 'within'")
            }
            within = try duration(index + 1)
            index += 2
        }
        var provider: String?
        if index < words.count, words[index].text == "of" {
            guard index + 1 < words.count else {
                throw FormatError(.missing, at: location(words[index].column), "expected a provider after 'of'")
            }
            provider = words[index + 1].text
            index += 2
        }
        let held = try condition(index)
        if isDate {
            return .showsDate(argument.text, within: within, of: provider, when: held?.0, for: held?.1 ?? .zero)
        }
        return .showsText(
            argument.text, shows: words[0].text == "shows", of: provider, when: held?.0, for: held?.1 ?? .zero)
    }

    /// A line's words with their columns (1-based, of the word's first character — a quoted word's opening quote).
    /// `#` starts a comment outside quotes; `"…"` keeps blanks and `#` (`\"` and `\\` inside are a quote and a
    /// backslash); the word's text is without its quotes.
    /// - Throws: ``FormatError`` at the opening quote of a quote that does not end on the line.
    static func wordsWithColumns(_ line: Substring, path: String = "", line number: Int = 0) throws(FormatError)
        -> [(text: String, column: Int)]
    {
        var words: [(text: String, column: Int)] = []
        var column = 1
        var current = ""
        var start = 1
        var quoteStart: Int?
        var escaped = false
        var hasWord = false
        for character in line {
            defer { column += 1 }
            if quoteStart != nil {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoteStart = nil
                } else {
                    current.append(character)
                }
                continue
            }
            if character == "#" { break }
            if character == " " || character == "\t" || character == "\r" {
                if hasWord { words.append((current, start)) }
                current = ""
                hasWord = false
            } else {
                if !hasWord { start = column }
                hasWord = true
                if character == "\"" { quoteStart = column } else { current.append(character) }
            }
        }
        if let opened = quoteStart {
            throw FormatError(
                .syntax, at: SourceLocation(path: path, line: number, column: opened), "unterminated quote")
        }
        if hasWord { words.append((current, start)) }
        return words
    }
}
