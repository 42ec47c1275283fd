public import GlanceSim

/// An invariant as a file or a scenario's `invariant` step says it, as a value: what to check, not how. The
/// scenarios layer makes each into a checkable `Invariant` (`Invariant(rule)`).
///
/// ```swift
/// let file = try InvariantFile.parse("max content age 2h when network up for 30m", path: "explore.invariants")
/// file.rules   // [.maxContentAge(.hours(2), when: .networkUp, for: .minutes(30))]
/// ```
public enum InvariantRule: Hashable, Sendable, CustomStringConvertible {
    /// A built-in invariant by its name (one of ``builtInNames``).
    case builtIn(String)
    /// `max content age D [when screen on|network up for D]`.
    case maxContentAge(SimDuration, when: HeldCondition?, for: SimDuration)
    /// `max data age KEY D [when …]`.
    case maxDataAge(String, SimDuration, when: HeldCondition?, for: SimDuration)
    /// `work NAME while widgets [of PROVIDER]`.
    case workWhileWidgets(String, of: String?)
    /// `max process starts N per D`.
    case maxProcessStarts(Int, per: SimDuration)
    /// `shows date "PATTERN" [within D] [of PROVIDER] [when …]`: every drawn widget (of the provider) shows the local
    /// time now — or at most D ago — in the pattern.
    case showsDate(String, within: SimDuration, of: String?, when: HeldCondition?, for: SimDuration)
    /// `shows "TEMPLATE" [of PROVIDER] [when …]` (`shows` true) or `lacks "TEMPLATE" …`: every drawn widget shows (or
    /// does not show) the template's text, computed over the widget's state as its content would compute it.
    case showsText(String, shows: Bool, of: String?, when: HeldCondition?, for: SimDuration)

    /// The built-in invariants' names, in the order they are checked.
    public static let builtInNames = [
        "no-crash", "no-glance-state-for-deleted-widgets", "no-receivers-without-widgets",
        "no-periodic-work-without-widgets", "no-alarms-without-widgets",
    ]

    /// Every built-in invariant.
    public static var builtIn: [InvariantRule] { builtInNames.map(InvariantRule.builtIn) }

    /// The phrase of an invariants file that says it (`max content age 2h when network up for 30m`).
    public var description: String {
        func when(_ condition: HeldCondition?, _ held: SimDuration) -> String {
            condition.map { " when \($0) for \(held)" } ?? ""
        }
        switch self {
        case .builtIn(let name): return name
        case .maxContentAge(let limit, let condition, let held):
            return "max content age \(limit)" + when(condition, held)
        case .maxDataAge(let key, let limit, let condition, let held):
            return "max data age \(key) \(limit)" + when(condition, held)
        case .workWhileWidgets(let name, let provider):
            return "work \(name) while widgets" + (provider.map { " of \($0)" } ?? "")
        case .maxProcessStarts(let limit, let window): return "max process starts \(limit) per \(window)"
        case .showsDate(let pattern, let within, let provider, let condition, let held):
            return "shows date \(Self.quoted(pattern))" + (within > .zero ? " within \(within)" : "")
                + (provider.map { " of \($0)" } ?? "") + when(condition, held)
        case .showsText(let template, let shows, let provider, let condition, let held):
            return (shows ? "shows " : "lacks ") + Self.quoted(template) + (provider.map { " of \($0)" } ?? "")
                + when(condition, held)
        }
    }

    /// A phrase's quoted argument: `"…"`, with `\"` and `\\` escaped.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}

extension InvariantRule: Codable {}
