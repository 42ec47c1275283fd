import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// Walks a command's arguments for ``OptionTable/parse(_:usage:)``: options with values, flags, and positionals.
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
