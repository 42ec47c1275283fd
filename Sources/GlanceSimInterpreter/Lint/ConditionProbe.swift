import GlanceSimFormats

/// Evaluates a behaviour file's condition as far as lint can know it, for one situation: which widget
/// providers have widgets. What depends on anything else (state, extras, the network) is unknown, and so is
/// what is computed from it; `&&` and `||` still decide when one side does (`false && x` is false).
///
/// ```swift
/// // In onDisabled of .A, while .B still has widgets:
/// let probe = ConditionProbe(widgetsOf: { $0 == ".B" ? 1 : 0 })
/// probe.canHold(condition)   // false for "widgets('.A').isEmpty() && widgets('.B').isEmpty()"
/// ```
struct ConditionProbe {
    /// How many widgets the provider or Glance widget a name refers to has (`widgets(NAME)`; `nil` for the bare
    /// `widgets`, the callback's own provider), or `nil` when lint cannot know.
    var widgetsOf: (_ name: String?) -> Int?

    /// Whether the condition can be true in the situation: false only when it is known to be false.
    func canHold(_ condition: Condition, branch holds: Bool = true) -> Bool {
        guard let expression = condition.soleExpression, case .known(let value) = evaluate(expression) else {
            return true
        }
        return Self.isTrue(value) == holds
    }

    private enum Probe {
        case known(TemplateValue)
        case unknown
    }

    private static func isTrue(_ value: TemplateValue) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .double(let number): return number != 0
        case .null: return false
        case .string(let text): return !text.isEmpty && text != "false" && text != "0"
        case .list(let values): return !values.isEmpty
        }
    }

    private func widgetList(_ name: String?) -> Probe {
        guard let count = widgetsOf(name) else { return .unknown }
        return .known(.list((0..<count).map { .int(Int64($0) + 1) }))
    }

    private func evaluate(_ expression: Expression) -> Probe {
        switch expression {
        case .literal(let value): return .known(value)
        case .name("widgets"): return widgetList(nil)
        case .call("widgets", let arguments):
            guard arguments.count == 1, case .known(.string(let name)) = evaluate(arguments[0]) else { return .unknown }
            return widgetList(name)
        case .member(let base, let name):
            guard case .known(.list(let values)) = evaluate(base), ["size", "count", "length"].contains(name) else {
                return .unknown
            }
            return .known(.int(Int64(values.count)))
        case .method(let base, let name, _):
            guard case .known(.list(let values)) = evaluate(base), name == "isEmpty" || name == "isNotEmpty" else {
                return .unknown
            }
            return .known(.bool(values.isEmpty == (name == "isEmpty")))
        case .unary(.not, let operand):
            guard case .known(let value) = evaluate(operand) else { return .unknown }
            return .known(.bool(!Self.isTrue(value)))
        case .binary(.and, let left, let right), .binary(.or, let left, let right):
            let isAnd = if case .binary(.and, _, _) = expression { true } else { false }
            let sides = [evaluate(left), evaluate(right)].map { probe -> Bool? in
                if case .known(let value) = probe { return Self.isTrue(value) }
                return nil
            }
            // The side that decides alone: a false for &&, a true for ||.
            if sides.contains(!isAnd) { return .known(.bool(!isAnd)) }
            return sides.contains(nil) ? .unknown : .known(.bool(isAnd))
        case .binary(let op, let left, let right):
            guard case .known(let a) = evaluate(left), case .known(let b) = evaluate(right) else { return .unknown }
            switch (op, a, b) {
            case (.equal, _, _): return .known(.bool(a == b))
            case (.notEqual, _, _): return .known(.bool(a != b))
            case (.less, .int(let x), .int(let y)): return .known(.bool(x < y))
            case (.lessOrEqual, .int(let x), .int(let y)): return .known(.bool(x <= y))
            case (.greater, .int(let x), .int(let y)): return .known(.bool(x > y))
            case (.greaterOrEqual, .int(let x), .int(let y)): return .known(.bool(x >= y))
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
