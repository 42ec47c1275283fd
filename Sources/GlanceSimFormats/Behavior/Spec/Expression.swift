/// An expression of a behaviour file: what a condition (`if: "widgets.count == 0"`), a worker result, a loop and
/// a template's `${…}` compute. One syntax everywhere, parsed and checked once when the file loads (see the
/// behaviour-file reference, "Expressions").
///
/// Values are numbers (whole numbers are 64-bit, like a Kotlin `Long`; others are `Double`), strings, booleans,
/// lists and `null`. Names read what the code that runs can see: `state.KEY`, `extras.NAME`, `params.NAME`,
/// `input.NAME`, `stores.NAME.KEY`, `widgets` (ids), device conditions (`network`, `charging`, …) and bindings
/// (`action`, `data`, `widgetId`, `ids`, `runAttemptCount`, `index`, `item`, …).
///
/// ```swift
/// let expression = try ExpressionParser.parse("15 * (runAttemptCount + 1)", at: location)
/// ```
package indirect enum Expression: Hashable, Sendable {
    /// A number, string, boolean or `null` written in the expression.
    case literal(TemplateValue)
    /// `[a, b, …]`.
    case list([Expression])
    /// A name at the root: a binding (`widgetId`), a namespace (`state`), a device condition (`network`).
    case name(String)
    /// `base.name`.
    case member(Expression, String)
    /// `base[key]`.
    case index(Expression, Expression)
    /// `function(arguments)`: a built-in function (`widgets`, `now`, `pad`, `min`, …).
    case call(String, [Expression])
    /// `base.method(arguments)`: a built-in method (`isEmpty()`, `padStart(2, '0')`, …).
    case method(Expression, String, [Expression])
    /// `!x`, `-x`.
    case unary(UnaryOperator, Expression)
    /// `a + b`, `a && b`, `a ?: b`, `a in b`, …
    case binary(BinaryOperator, Expression, Expression)
    /// `condition ? then : otherwise`.
    case conditional(Expression, Expression, Expression)
}

/// A prefix operator.
package enum UnaryOperator: String, Hashable, Sendable {
    case not = "!"
    case negate = "-"
}

/// An infix operator, as written.
package enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case contains = "in"
    case elvis = "?:"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// Binding strength, from Kotlin's grammar: `||` < `&&` < equality < comparison < `in` < `?:` < additive <
    /// multiplicative (the ternary `? :` binds loosest of all).
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
        case .contains: 5
        case .elvis: 6
        case .add, .subtract: 7
        case .multiply, .divide, .remainder: 8
        }
    }
}

/// The names expressions know, for checking when the file loads and for "did you mean".
enum ExpressionNames {
    /// Names that hold a value.
    static let values = [
        "action", "data", "type", "categories", "widgetId", "ids", "index", "item", "width", "height", "attempt",
        "runAttemptCount", "now", "nowMillis", "network", "connected", "charging", "battery", "batteryLow",
        "screenOn", "idle", "storageLow", "packageName", "widgets",
    ]
    /// Names that need a key after them: `state.KEY`, `stores.NAME.KEY`, …
    static let namespaces = ["state", "extras", "params", "input", "session", "stores", "options"]
    /// Built-in functions, with how many arguments each takes.
    static let functions: [(name: String, arguments: ClosedRange<Int>)] = [
        ("widgets", 1...1), ("now", 0...1), ("pad", 2...2), ("fixed", 2...2), ("min", 2...2), ("max", 2...2),
        ("abs", 1...1), ("str", 1...1), ("int", 1...1),
        // Dates (TemplateScope+Dates.swift).
        ("today", 0...0), ("epochDay", 1...1), ("date", 1...1), ("daysBetween", 2...2), ("startOfDay", 1...1),
        ("startOfNextDay", 0...0), ("dayOfWeek", 0...1), ("format", 2...2),
    ]
    /// Built-in methods, with how many arguments each takes.
    static let methods: [(name: String, arguments: ClosedRange<Int>)] = [
        ("isEmpty", 0...0), ("isNotEmpty", 0...0), ("contains", 1...1), ("padStart", 1...2), ("toInt", 0...0),
        ("toString", 0...0), ("startsWith", 1...1), ("endsWith", 1...1),
    ]
    /// Members every list and string has.
    static let members = ["size", "count", "ids", "first", "last", "length"]

    /// Every name valid at the root, sorted, for messages.
    static var roots: [String] { (values + namespaces).sorted() }
}
