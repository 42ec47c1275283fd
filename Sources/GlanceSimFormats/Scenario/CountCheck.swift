/// A count an `expect` line checks: `N` or `= N` (exactly), `>= N`, `<= N`, or `N..M` (both included).
///
/// Inexact alarms, backoff and periodic work make "at least" and "between" what a careful scenario states:
///
/// ```
/// expect work weather-refresh runs >= 3
/// expect trace clock.tick 59..61
/// expect store com.example.calendar ticks alarmTicks >= 1
/// ```
public enum CountCheck: Hashable, Sendable, CustomStringConvertible {
    case exactly(Int)
    case atLeast(Int)
    case atMost(Int)
    /// `N..M`, `N <= M`.
    case between(Int, Int)

    /// Whether `count` passes.
    public func matches(_ count: Int) -> Bool { matches(Double(count)) }

    /// Whether a number (a state value) passes.
    public func matches(_ value: Double) -> Bool {
        switch self {
        case .exactly(let count): value == Double(count)
        case .atLeast(let count): value >= Double(count)
        case .atMost(let count): value <= Double(count)
        case .between(let low, let high): value >= Double(low) && value <= Double(high)
        }
    }

    /// As written: `3`, `>= 3`, `<= 3`, `3..5`.
    public var description: String {
        switch self {
        case .exactly(let count): "\(count)"
        case .atLeast(let count): ">= \(count)"
        case .atMost(let count): "<= \(count)"
        case .between(let low, let high): "\(low)..\(high)"
        }
    }
}

extension StepCursor {
    /// The forms a count takes, for messages.
    static let countForms = "N, = N, >= N, <= N or N..M"

    /// Whether the next word starts a count (so that `expect calls R onUpdate >= 2` counts instead of listing).
    var atCount: Bool {
        guard index < tokens.count, !tokens[index].quoted else { return false }
        let text = tokens[index].text
        return text.hasPrefix("=") || text.hasPrefix(">=") || text.hasPrefix("<=") || text.first?.isNumber == true
            || text.hasPrefix("-")
    }

    /// `N`, `= N`, `>= N`, `<= N` (with or without a blank after the operator) or `N..M`.
    mutating func count() throws(FormatError) -> CountCheck {
        let token = try word("a count (\(Self.countForms))")
        var text = Substring(token.text)
        var column = token.column
        var op = ""
        for candidate in [">=", "<=", "="] where text.hasPrefix(candidate) {
            op = candidate
            text = text.dropFirst(candidate.count)
            column += candidate.count
            break
        }
        var numberToken = token
        if !op.isEmpty && text.isEmpty {
            numberToken = try word("a whole number after '\(op)'")
            text = Substring(numberToken.text)
            column = numberToken.column
        }
        func bad(_ message: String) -> FormatError {
            FormatError(.invalidValue, at: SourceLocation(path: path, line: line, column: column), message)
        }
        func number(_ part: Substring, _ offset: Int) throws(FormatError) -> Int {
            if part.hasPrefix("-"), Int(part) != nil {
                throw FormatError(
                    .invalidValue, at: SourceLocation(path: path, line: line, column: column + offset),
                    "a count cannot be negative, found '\(part)'")
            }
            guard let value = Int(part), part.allSatisfy(\.isNumber) else {
                throw FormatError(
                    .invalidValue, at: SourceLocation(path: path, line: line, column: column + offset),
                    "malformed count '\(token.text)\(numberToken == token ? "" : " " + numberToken.text)'; expected "
                        + Self.countForms)
            }
            guard FormatLimits.counts.contains(value) else {
                throw FormatError(
                    .invalidValue, at: SourceLocation(path: path, line: line, column: column + offset),
                    "a count must be \(FormatLimits.describe(FormatLimits.counts)), found '\(part)'")
            }
            return value
        }
        if op.isEmpty, let dot = text.firstIndex(of: "."), text[dot...].hasPrefix("..") {
            let after = text.index(dot, offsetBy: 2)
            let low = try number(text[..<dot], 0)
            let high = try number(text[after...], text[..<after].utf8.count)
            guard low <= high else { throw bad("empty count range '\(text)': \(low) is above \(high)") }
            return .between(low, high)
        }
        let value = try number(text, 0)
        switch op {
        case ">=": return .atLeast(value)
        case "<=": return .atMost(value)
        default: return .exactly(value)
        }
    }
}
