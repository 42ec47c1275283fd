import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// Walks a command's arguments: options with values, flags, and positionals.
struct ArgumentCursor {
    private var arguments: ArraySlice<String>
    let usage: String

    init(_ arguments: [String], usage: String) {
        self.arguments = arguments[...]
        self.usage = usage
    }

    var isAtEnd: Bool { arguments.isEmpty }

    mutating func next() -> String? { arguments.popFirst() }

    /// The value after an option, or a usage error naming the option.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
            throw UsageError(message: "option '\(option)' needs a value", usage: usage)
        }
        return value
    }

    /// The whole number after an option, within `range`, or a usage error naming the option and the range.
    ///
    /// ```swift
    /// let days = try cursor.integer(for: "--days", in: 0...36_525, noun: "count")
    /// ```
    mutating func integer(for option: String, in range: ClosedRange<Int>, noun: String = "whole number")
        throws(UsageError) -> Int
    {
        let text = try value(for: option)
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                message: "'\(text)' for '\(option)' must be a \(noun) from \(range.lowerBound) to \(range.upperBound)",
                usage: usage)
        }
        return number
    }

    /// A usage error for an option the command does not have, with a suggestion.
    func unknownOption(_ option: String, known: [String]) -> UsageError {
        let hint = EditDistanceHint.text(for: option, among: known)
        return UsageError(message: "unknown option '\(option)'\(hint)", usage: usage)
    }
}

/// Formats the "did you mean" part of an error message.
enum EditDistanceHint {
    static func text(for word: String, among candidates: [String]) -> String {
        EditDistance.suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
