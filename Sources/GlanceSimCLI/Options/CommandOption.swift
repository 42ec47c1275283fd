/// One option of a command, declared once: its names, the value it takes, its help, and where the synopsis shows
/// it. An ``OptionTable`` of them makes the command's usage text, its parsing and "did you mean", and its line in
/// the command-line article's synopsis.
///
/// ```swift
/// CommandOption.count("--runs", in: 1...1_000_000, default: 200, "How many histories")
/// CommandOption("-o", alias: "--output", value: "<dir>", "Write each shrunk scenario into <dir>")
/// CommandOption("--json", "With --metrics: print only JSON", synopsis: .within("--metrics"))
/// ```
struct CommandOption: Sendable {
    /// Where the synopsis shows an option.
    enum Placement: Sendable, Equatable {
        /// `[--name <value>]`.
        case optional
        /// `--name <value>`: the command needs it.
        case required
        /// `[--name <value>]...`: it may be given several times.
        case repeatable
        /// In the previous option's brackets, as the other choice: `[--quiet | --verbose]`.
        case alternative
        /// Inside the brackets of the named option, which it goes with: `[--metrics [--json]]`.
        case within(String)
        /// Not in the synopsis (only in the OPTIONS list).
        case hidden
    }

    /// The names, the first as shown (`-o`), the others accepted too (`--output`).
    let names: [String]
    /// The value's placeholder (`<n>`), or `nil` for a flag.
    let value: String?
    /// What it does, one paragraph; wrapped when printed.
    let help: String
    let placement: Placement
    /// For a whole-number option: the numbers it takes, and its value when not given (`nil`: none).
    let range: ClosedRange<Int>?
    let defaultCount: Int?
    /// What a whole-number option's errors call its value (`count`, `API level`).
    let noun: String

    init(
        _ name: String, alias: String? = nil, value: String? = nil, _ help: String,
        synopsis placement: Placement = .optional
    ) {
        self.init(
            [name] + (alias.map { [$0] } ?? []), value: value, help, placement, range: nil, defaultCount: nil, noun: "")
    }

    private init(
        _ names: [String], value: String?, _ help: String, _ placement: Placement, range: ClosedRange<Int>?,
        defaultCount: Int?, noun: String
    ) {
        precondition(!names.isEmpty && names.allSatisfy { $0.hasPrefix("-") }, "an option is named -x or --name")
        self.names = names
        self.value = value
        self.help = help
        self.placement = placement
        self.range = range
        self.defaultCount = defaultCount
        self.noun = noun
    }

    /// A whole-number option: ``ParsedArguments/count(_:)`` reads it within `range`, `default` when not given.
    /// Its help says the range and the default.
    static func count(
        _ name: String, value: String = "<n>", in range: ClosedRange<Int>, default fallback: Int?,
        noun: String = "count", _ help: String, synopsis placement: Placement = .optional
    ) -> CommandOption {
        CommandOption([name], value: value, help, placement, range: range, defaultCount: fallback, noun: noun)
    }

    /// The help as printed: with a count's range and default.
    var fullHelp: String {
        guard let range else { return help }
        return help + ", \(range.lowerBound) to \(range.upperBound)"
            + (defaultCount.map { " (default \($0))" } ?? "")
    }

    /// The name shown in usage and synopsis.
    var name: String { names[0] }

    /// `--name <value>` (or `--name` for a flag).
    var shown: String { value.map { "\(name) \($0)" } ?? name }
}
