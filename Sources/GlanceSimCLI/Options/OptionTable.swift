/// A command's options, each declared once, and the words around them: from it come the synopsis line (in the
/// usage text and in the command-line article), the OPTIONS list of the usage text, and the parsing, with
/// "did you mean" for an option the command does not have. Adding an option is one ``CommandOption`` in one table.
///
/// ```swift
/// let table = OptionTable("bench", options: [
///     .count("--days", in: 0...36_525, default: 365, "Simulated days"),
/// ])
/// table.synopsis        // "glancesim bench [--days <n>]"
/// let parsed = try table.parse(["--days", "3"], usage: "…")
/// try parsed.count("--days")   // 3
/// ```
struct OptionTable: Sendable {
    /// The words after `glancesim`: the command and its subcommand, if any (`explore merge`).
    let command: String
    /// The positionals as the synopsis shows them, before the options (`<app>`, `<file>...`); may be empty.
    let positionals: String
    let options: [CommandOption]
    /// Words the synopsis shows after the options (`<step>...`), if any.
    let trailing: String

    /// The width usage text and synopses are wrapped to.
    static let width = 116

    init(_ command: String, _ positionals: String = "", options: [CommandOption], trailing: String = "") {
        self.command = command
        self.positionals = positionals
        self.options = options
        self.trailing = trailing
        let names = options.flatMap(\.names)
        precondition(Set(names).count == names.count, "'\(command)' declares an option twice")
    }

    /// The option with this name (any of its names).
    func option(_ name: String) -> CommandOption? {
        options.first { $0.names.contains(name) }
    }

    // MARK: - Text

    /// The synopsis: `glancesim explore <app> [--runs <n>] …`, wrapped to ``width`` under its first option.
    var synopsis: String { synopsis(prefix: "") }

    /// The synopsis after `prefix` (`USAGE: `), continuation lines indented to just after the command.
    func synopsis(prefix: String) -> String {
        let head = prefix + "glancesim \(command)" + (positionals.isEmpty ? "" : " \(positionals)")
        let indent = String(repeating: " ", count: prefix.count + "glancesim \(command) ".count)
        var lines = [head]
        for word in synopsisWords + (trailing.isEmpty ? [] : [trailing]) {
            if lines[lines.count - 1].count + 1 + word.count > Self.width {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The synopsis' option groups, in the table's order: `[--quiet | --verbose]`, `[--metrics [--json]]`.
    private var synopsisWords: [String] {
        var words: [String] = []
        var nameOfWord: [String: Int] = [:]
        for option in options {
            switch option.placement {
            case .hidden: continue
            case .optional, .required, .repeatable:
                nameOfWord[option.name] = words.count
                words.append(option.shown)
            case .alternative:
                precondition(!words.isEmpty, "an alternative follows the option it is the other choice to")
                nameOfWord[option.name] = words.count - 1
                words[words.count - 1] += " | " + option.shown
            case .within(let parent):
                guard let index = nameOfWord[parent] else {
                    preconditionFailure("'\(option.name)' is within '\(parent)', which comes first")
                }
                nameOfWord[option.name] = index
                words[index] += " [\(option.shown)]"
            }
        }
        var bracketed = words
        for option in options {
            guard let index = nameOfWord[option.name], words[index].hasPrefix(option.shown) else { continue }
            switch option.placement {
            case .optional, .alternative: bracketed[index] = "[\(words[index])]"
            case .repeatable: bracketed[index] = "[\(words[index])]..."
            case .required, .within, .hidden: break
            }
        }
        return bracketed
    }

    /// The OPTIONS list: each option's name and value, its help wrapped beside it, then `--help`.
    var help: String {
        let rows = options.map { (shown: $0.shown, help: $0.fullHelp) } + [(shown: "--help", help: "Show this help.")]
        let column = min(2 + rows.map(\.shown.count).max()! + 2, 26)
        var lines: [String] = []
        for row in rows {
            let start = "  " + row.shown
            let helpLines = Self.wrap(row.help, width: Self.width - column)
            if start.count + 2 > column {
                lines.append(start)
                lines += helpLines.map { String(repeating: " ", count: column) + $0 }
            } else {
                let padding = String(repeating: " ", count: column - start.count)
                lines.append(start + padding + helpLines[0])
                lines += helpLines.dropFirst().map { String(repeating: " ", count: column) + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` broken into lines of at most `width` characters at spaces (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines = [""]
        for word in text.split(separator: " ") {
            if lines[lines.count - 1].isEmpty {
                lines[lines.count - 1] = String(word)
            } else if lines[lines.count - 1].count + 1 + word.count > width {
                lines.append(String(word))
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines
    }

    /// The usage text: the synopsis of each form, the description, then the OPTIONS list of this table.
    ///
    /// ```swift
    /// OptionTable.usage([table], description: "Runs the standard workload.", options: table)
    /// ```
    static func usage(_ forms: [OptionTable], description: String, options: OptionTable) -> String {
        let synopses = forms.enumerated().map { index, form in
            form.synopsis(prefix: index == 0 ? "USAGE: " : "       ")
        }
        return synopses.joined(separator: "\n") + "\n\n" + description + "\n\nOPTIONS:\n" + options.help
    }

    // MARK: - Parsing

    /// Splits `arguments` into options (checked against the table) and positionals.
    /// - Throws: ``HelpRequest`` for `--help` or `-h`; ``UsageError`` for an option the table does not have (with
    ///   "did you mean"), or a value missing after an option that takes one.
    func parse(_ arguments: [String], usage: String) throws -> ParsedArguments {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var parsed = ParsedArguments(table: self, usage: usage)
        while let argument = cursor.next() {
            if argument == "--help" || argument == "-h" { throw HelpRequest() }
            guard argument.count > 1, argument.hasPrefix("-") else {
                parsed.positionals.append(argument)
                continue
            }
            guard let option = option(argument) else {
                throw cursor.unknownOption(
                    argument, known: options.flatMap { $0.names.filter { $0.hasPrefix("--") } } + ["--help"])
            }
            let value = option.value == nil ? "" : try cursor.value(for: argument)
            parsed.given[option.name, default: []].append(value)
        }
        return parsed
    }
}

/// The subcommand a command's arguments start with (`list` in `work list --state DIR`).
/// - Throws: ``HelpRequest`` for `--help` first; ``UsageError`` when it is missing or unknown ("did you mean").
@discardableResult
func parseSubcommand(of arguments: [String], among names: [String], command: String, usage: String) throws -> String {
    guard let first = arguments.first, !first.hasPrefix("-") else {
        if arguments.first == "--help" || arguments.first == "-h" { throw HelpRequest() }
        let quoted = names.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        throw UsageError(message: "give \(list)", usage: usage)
    }
    guard names.contains(first) else {
        let hint = EditDistanceHint.text(for: first, among: names)
        throw UsageError(message: "unknown \(command) command '\(first)'\(hint)", usage: usage)
    }
    return first
}
