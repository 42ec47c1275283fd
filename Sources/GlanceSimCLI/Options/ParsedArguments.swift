import GlanceSim
import GlanceSimFormats

/// What ``OptionTable/parse(_:usage:)`` found: the options given (by their shown name) and the positionals, with
/// typed readers whose errors name the option and what it takes.
///
/// ```swift
/// let parsed = try table.parse(["--runs", "50", "Manifests/clock"], usage: usage)
/// try parsed.count("--runs")                                      // 50
/// parsed.positionals                                              // ["Manifests/clock"]
/// ```
struct ParsedArguments {
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// Each option given, by its shown name, with its values in order (`""` for a flag).
    var given: [String: [String]] = [:]
    /// The table parsed against.
    let table: OptionTable
    /// The usage text errors carry.
    let usage: String

    init(table: OptionTable, usage: String) {
        self.table = table
        self.usage = usage
    }

    /// A whole-number option (``CommandOption/count(_:value:in:default:noun:_:synopsis:)``) within its declared range,
    /// or its declared default when not given.
    /// - Throws: ``UsageError`` naming the option and the range.
    func count(_ name: String) throws(UsageError) -> Int {
        guard let value = try countIfGiven(name) ?? table.option(name)?.defaultCount else {
            preconditionFailure("'\(name)' of '\(table.command)' has no default")
        }
        return value
    }

    /// A whole-number option within its declared range, or `nil` when it is not given.
    func countIfGiven(_ name: String) throws(UsageError) -> Int? {
        guard let option = table.option(name), let range = option.range else {
            preconditionFailure("'\(name)' is not a count option of '\(table.command)'")
        }
        guard let text = string(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                message:
                    "'\(text)' for '\(name)' must be a \(option.noun) from \(range.lowerBound) to \(range.upperBound)",
                usage: usage)
        }
        return number
    }

    /// Whether the flag (or option) was given.
    func flag(_ name: String) -> Bool { given[name] != nil }

    /// The option's last value, if given.
    func string(_ name: String) -> String? { given[name]?.last }

    /// Every value of a repeatable option, in order.
    func strings(_ name: String) -> [String] { given[name] ?? [] }

    /// The option's seed (any unsigned 64-bit number), or `fallback` when it is not given.
    func seed(_ name: String, default fallback: UInt64) throws(UsageError) -> UInt64 {
        guard let text = string(name) else { return fallback }
        guard let number = UInt64(text) else {
            throw UsageError(
                message: "'\(text)' for '\(name)' must be a whole number from 0 to \(UInt64.max)", usage: usage)
        }
        return number
    }

    /// The option's duration (`90s`, `6h`, `1d`) within `range`, or `fallback` when it is not given.
    func duration(_ name: String, in range: ClosedRange<SimDuration>, default fallback: SimDuration)
        throws(UsageError) -> SimDuration
    {
        guard let text = string(name) else { return fallback }
        guard let value = try? DurationSyntax.parse(text[...]), range.contains(value) else {
            throw UsageError(
                message: "'\(text)' for '\(name)' must be a duration from \(range.lowerBound) to \(range.upperBound), "
                    + "like 90s, 6h or 1d",
                usage: usage)
        }
        return value
    }
}
