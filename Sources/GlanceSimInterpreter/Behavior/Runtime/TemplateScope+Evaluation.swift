import GlanceSim
import GlanceSimFormats

/// Evaluates ``Expression``s in a ``TemplateScope``, with Kotlin's arithmetic: whole numbers stay whole (`7 / 2`
/// is `3`, `-7 % 2` is `-1`, truncating toward zero), a `Double` operand makes the result a `Double`, `+` with a
/// string concatenates. What Kotlin would throw, the app throws, so the component crashes visibly in the trace:
/// `java.lang.ArithmeticException: / by zero`, `java.lang.NullPointerException` for arithmetic on a missing
/// value, `java.lang.ClassCastException` for comparing a number with a string.
extension TemplateScope {
    func evaluate(_ expression: Expression) throws(AndroidException) -> TemplateValue {
        switch expression {
        case .literal(let value):
            return value
        case .list(let elements):
            var values: [TemplateValue] = []
            for element in elements { values.append(try evaluate(element)) }
            return .list(values)
        case .name(let name):
            return root(name)
        case .member(let base, let name):
            if let value = try namespaced(base, key: .literal(.string(name))) { return value }
            return try member(try evaluate(base), name)
        case .index(let base, let key):
            if let value = try namespaced(base, key: key) { return value }
            return try element(of: try evaluate(base), at: try evaluate(key))
        case .call(let name, let arguments):
            var values: [TemplateValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try call(name, values)
        case .method(let base, let name, let arguments):
            var values: [TemplateValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try method(try evaluate(base), name, values)
        case .unary(.not, let operand):
            return .bool(!(try evaluate(operand)).isTruthy)
        case .unary(.negate, let operand):
            switch try evaluate(operand) {
            case .int(let value): return .int(0 &- value)
            case .double(let value): return .double(-value)
            case let other: throw Self.classCast(other, "a number", for: "-")
            }
        case .binary(.and, let left, let right):
            guard try evaluate(left).isTruthy else { return .bool(false) }
            return .bool(try evaluate(right).isTruthy)
        case .binary(.or, let left, let right):
            if try evaluate(left).isTruthy { return .bool(true) }
            return .bool(try evaluate(right).isTruthy)
        case .binary(.elvis, let left, let right):
            let value = try evaluate(left)
            return value == .null ? try evaluate(right) : value
        case .binary(let op, let left, let right):
            return try Self.apply(op, try evaluate(left), try evaluate(right))
        case .conditional(let condition, let then, let otherwise):
            return try evaluate(condition).isTruthy ? try evaluate(then) : try evaluate(otherwise)
        }
    }

    // MARK: - Names

    private func root(_ name: String) -> TemplateValue {
        let conditions = context.conditions
        switch name {
        case "action": return intent?.action.map(TemplateValue.string) ?? .null
        case "data": return intent?.data.map { .string($0.string) } ?? .null
        case "type": return intent?.type.map(TemplateValue.string) ?? .null
        case "categories": return .list(intent?.categories.map(TemplateValue.string) ?? [])
        case "widgetId": return widgetId.map { .int(Int64($0)) } ?? .null
        case "ids": return .list(ids.map { .int(Int64($0)) })
        case "runAttemptCount", "attempt": return variables.attempt ?? .null
        case "now": return .string(TimePattern.default.format(context.clock.localDateTime))
        case "nowMillis": return .int(context.clock.wallTime.millisecondsSinceEpoch)
        case "network": return .string(conditions.network.rawValue)
        case "connected": return .bool(conditions.network.isConnected)
        case "charging": return .bool(conditions.isCharging)
        case "battery": return .int(Int64(conditions.batteryLevel))
        case "batteryLow": return .bool(conditions.isBatteryLow)
        case "screenOn": return .bool(conditions.isScreenOn)
        case "idle": return .bool(conditions.isDeviceIdle)
        case "storageLow": return .bool(conditions.isStorageLow)
        case "packageName": return .string(context.packageName)
        case "widgets": return .list(runtime?.widgetIds(context, of: component).map { .int(Int64($0)) } ?? [])
        default: return variables[name] ?? .null
        }
    }

    /// `state.KEY`, `extras.NAME`, `params.NAME`, `input.NAME`, `session.NAME`, `options.NAME`, `stores.NAME.KEY` (and
    /// their `[key]` forms); `nil`
    /// when `base` is not a namespace.
    private func namespaced(_ base: Expression, key: Expression) throws(AndroidException) -> TemplateValue? {
        switch base {
        case .name("state"):
            let name = try evaluate(key).text
            return currentState?.value(named: name).map(TemplateValue.init) ?? .null
        case .name("extras"): return try bundleValue("extra", key)
        case .name("params"): return try bundleValue("param", key)
        case .name("session"): return session[try evaluate(key).text] ?? .null
        case .name("options"): return option(try evaluate(key).text) ?? .null
        case .name("input"): return try bundleValue("input", key)
        case .name("stores"): return .string(try evaluate(key).text)  // the store's name, read by the next key
        case .member(.name("stores"), let store):
            return try storeValue(store, key)
        case .index(.name("stores"), let store):
            return try storeValue(try evaluate(store).text, key)
        default:
            return nil
        }
    }

    private func storeValue(_ storeName: String, _ key: Expression) throws(AndroidException) -> TemplateValue {
        let storage = context.storage
        guard let store = storage.existingDataStore(named: storeName) else { return .null }  // reading creates nothing
        let name = try evaluate(key).text
        return store.data.value(named: name).map(TemplateValue.init) ?? .null
    }

    private func bundleValue(_ bundle: String, _ key: Expression) throws(AndroidException) -> TemplateValue {
        let name = try evaluate(key).text
        return bundles[bundle]?[name].map(TemplateValue.init) ?? .null
    }

    // MARK: - Members, methods, functions

    private func member(_ value: TemplateValue, _ name: String) throws(AndroidException) -> TemplateValue {
        switch (name, value) {
        case ("size", .list(let values)), ("count", .list(let values)), ("length", .list(let values)):
            return .int(Int64(values.count))
        case ("size", .string(let text)), ("count", .string(let text)), ("length", .string(let text)):
            return .int(Int64(text.count))
        case ("ids", .list): return value
        case ("first", .list(let values)): return values.first ?? .null
        case ("last", .list(let values)): return values.last ?? .null
        case (_, .null): throw Self.nullPointer("read '.\(name)' of null")
        default: throw Self.classCast(value, "a list or a string", for: "." + name)
        }
    }

    private func element(of value: TemplateValue, at key: TemplateValue) throws(AndroidException) -> TemplateValue {
        guard case .list(let values) = value else { throw Self.classCast(value, "a list", for: "[…]") }
        guard case .int(let index) = key else { throw Self.classCast(key, "a whole number", for: "[…]") }
        guard index >= 0, index < values.count else {
            throw AndroidException(
                className: "java.lang.IndexOutOfBoundsException",
                message: "Index \(index) out of bounds for length \(values.count)")
        }
        return values[Int(index)]
    }

    private func method(_ value: TemplateValue, _ name: String, _ arguments: [TemplateValue]) throws(AndroidException)
        -> TemplateValue
    {
        switch name {
        case "isEmpty", "isNotEmpty":
            let empty: Bool
            switch value {
            case .list(let values): empty = values.isEmpty
            case .string(let text): empty = text.isEmpty
            case .null: empty = true
            default: throw Self.classCast(value, "a list or a string", for: name + "()")
            }
            return .bool(name == "isEmpty" ? empty : !empty)
        case "contains":
            return try Self.apply(.contains, arguments[0], value)
        case "padStart":
            let width = try Self.integer(arguments[0], for: "padStart")
            let pad = arguments.count > 1 ? arguments[1].text : " "
            guard pad.count == 1 else {
                throw AndroidException.illegalArgument("padStart takes one character, found \"\(pad)\"")
            }
            let text = value.text
            return .string(String(repeating: pad, count: max(0, Int(width) - text.count)) + text)
        case "toInt":
            return try Self.integerValue(value)
        case "startsWith":
            return .bool(value.text.hasPrefix(arguments[0].text))
        case "endsWith":
            return .bool(value.text.hasSuffix(arguments[0].text))
        default:
            return .string(value.text)  // toString()
        }
    }

    private func call(_ name: String, _ arguments: [TemplateValue]) throws(AndroidException) -> TemplateValue {
        if let date = try dateFunction(name, arguments) { return date }
        switch name {
        case "widgets":
            return .list(try runtime?.widgetIds(context, named: arguments[0].text).map { .int(Int64($0)) } ?? [])
        case "now":
            guard let text = arguments.first?.text else { return root("now") }
            do {
                return .string(try TimePattern(text).format(context.clock.localDateTime))
            } catch {
                throw AndroidException.illegalArgument(error.message)
            }
        case "pad":
            let width = Int(try Self.integer(arguments[1], for: "pad"))
            let number = try Self.integer(arguments[0], for: "pad")
            let digits = String(number.magnitude)
            let padded = String(repeating: "0", count: max(0, width - digits.count - (number < 0 ? 1 : 0))) + digits
            return .string(number < 0 ? "-" + padded : padded)
        case "fixed":
            return .string(
                Self.fixed(
                    try Self.double(arguments[0], for: "fixed"), Int(try Self.integer(arguments[1], for: "fixed"))))
        case "min", "max":
            let less = try Self.compare(arguments[0], arguments[1], "<")
            return (name == "min") == less ? arguments[0] : arguments[1]
        case "abs":
            switch arguments[0] {
            case .int(let value): return .int(value < 0 ? 0 &- value : value)
            case .double(let value): return .double(Swift.abs(value))
            case let other: throw Self.classCast(other, "a number", for: "abs()")
            }
        case "str":
            return .string(arguments[0].text)
        default:
            return try Self.integerValue(arguments[0])  // int()
        }
    }

    // MARK: - Operators

    static func apply(_ op: BinaryOperator, _ left: TemplateValue, _ right: TemplateValue) throws(AndroidException)
        -> TemplateValue
    {
        switch op {
        case .equal: return .bool(equal(left, right))
        case .notEqual: return .bool(!equal(left, right))
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return .bool(try compare(left, right, op.rawValue))
        case .contains:
            switch right {
            case .list(let values): return .bool(values.contains { equal($0, left) })
            case .string(let text): return .bool(text.contains(left.text))
            case .null: return .bool(false)
            default: throw classCast(right, "a list or a string", for: "in")
            }
        case .add:
            switch (left, right) {
            case (.string, _), (_, .string): return .string(left.text + right.text)
            case (.list(let a), .list(let b)): return .list(a + b)
            case (.list(let a), _): return .list(a + [right])
            default: break
            }
            fallthrough
        default:
            return try arithmetic(op, left, right)
        }
    }

    private static func arithmetic(_ op: BinaryOperator, _ left: TemplateValue, _ right: TemplateValue)
        throws(AndroidException) -> TemplateValue
    {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            switch op {
            case .add: return .int(a &+ b)
            case .subtract: return .int(a &- b)
            case .multiply: return .int(a &* b)
            case .divide, .remainder:
                guard b != 0 else {
                    throw AndroidException(className: "java.lang.ArithmeticException", message: "/ by zero")
                }
                if a == Int64.min && b == -1 { return .int(op == .divide ? a : 0) }  // Java wraps
                return .int(op == .divide ? a / b : a % b)
            default: break
            }
        case (.int, .double), (.double, .int), (.double, .double):
            let a = try double(left, for: op.rawValue)
            let b = try double(right, for: op.rawValue)
            switch op {
            case .add: return .double(a + b)
            case .subtract: return .double(a - b)
            case .multiply: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
            default: break
            }
        case (.null, _), (_, .null):
            throw nullPointer("'\(op.rawValue)' on null")
        default: break
        }
        throw classCast(left.isNumber ? right : left, "a number", for: op.rawValue)
    }

    static func equal(_ left: TemplateValue, _ right: TemplateValue) -> Bool {
        switch (left, right) {
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        default: return left == right
        }
    }

    private static func compare(_ left: TemplateValue, _ right: TemplateValue, _ op: String) throws(AndroidException)
        -> Bool
    {
        let order: Int
        switch (left, right) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : a == b ? 0 : 1
        case (.string(let a), .string(let b)):
            let x = Array(a.unicodeScalars.map(\.value))
            let y = Array(b.unicodeScalars.map(\.value))
            order = x.lexicographicallyPrecedes(y) ? -1 : x == y ? 0 : 1
        case (.null, _), (_, .null): throw nullPointer("'\(op)' on null")
        default:
            guard left.isNumber, right.isNumber else {
                throw classCast(left.isNumber ? right : left, left.isNumber ? "a number" : "a string", for: op)
            }
            let a = try double(left, for: op)
            let b = try double(right, for: op)
            order = a < b ? -1 : a == b ? 0 : 1
        }
        switch op {
        case "<": return order < 0
        case "<=": return order <= 0
        case ">": return order > 0
        default: return order >= 0
        }
    }

    // MARK: - Conversions

    private static func integer(_ value: TemplateValue, for what: String) throws(AndroidException) -> Int64 {
        if value == .null { throw nullPointer("\(what)() on null") }
        if case .int(let number) = try integerValue(value) { return number }
        return 0
    }

    /// `toInt()`: a whole number as it is, a `Double` truncated, text parsed (else `NumberFormatException`).
    private static func integerValue(_ value: TemplateValue) throws(AndroidException) -> TemplateValue {
        switch value {
        case .int: return value
        case .double(let number):
            guard number.isFinite else { return .int(number.isNaN ? 0 : number > 0 ? Int64.max : Int64.min) }
            return .int(Int64(max(min(number, 9.2e18), -9.2e18)))
        case .null: throw nullPointer("toInt() on null")
        default:
            guard let number = Int64(value.text) else { throw TemplateValue.numberFormat(value.text) }
            return .int(number)
        }
    }

    private static func double(_ value: TemplateValue, for what: String) throws(AndroidException) -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        case .null: throw nullPointer("'\(what)' on null")
        default:
            guard let number = Double(value.text) else { throw TemplateValue.numberFormat(value.text) }
            return number
        }
    }

    /// `x` with `digits` decimals, rounded half away from zero (`String.format("%.2f")` rounds half-up too).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        let places = max(0, min(digits, 9))
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, Swift.abs(value) * Double(scale) < 9e18 else { return String(value) }
        let scaled = Int64((Swift.abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let whole = String(scaled / scale)
        let fraction = String(scaled % scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    private static func nullPointer(_ what: String) -> AndroidException {
        AndroidException(className: "java.lang.NullPointerException", message: what)
    }

    private static func classCast(_ value: TemplateValue, _ expected: String, for what: String) -> AndroidException {
        AndroidException(
            className: "java.lang.ClassCastException",
            message: "'\(what)' needs \(expected), found \(value.typeName) \(value.text)")
    }
}

extension TemplateValue {
    fileprivate var isNumber: Bool {
        switch self {
        case .int, .double: true
        default: false
        }
    }
}
