package import GlanceSim

/// A value an expression or template binding computes: from state, a bundle, a variable, the clock or a literal.
package enum TemplateValue: Hashable, Sendable {
    case string(String)
    /// A whole number (Kotlin `Int` and `Long` alike; stored as an `int` when it fits 32 bits).
    case int(Int64)
    case double(Double)
    case bool(Bool)
    /// A list: an `int[]`, `long[]` or `String[]` extra, a string set (sorted), widget ids, `[a, b]`.
    case list([TemplateValue])
    /// Nothing: a missing preference or extra.
    case null

    /// How the value shows in text: numbers plain, lists joined with `, `, `null` as Kotlin's string templates
    /// show it.
    package var text: String {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): String(value)
        case .list(let values): values.map(\.text).joined(separator: ", ")
        case .null: "null"
        }
    }

    /// Whether the value counts as true in a condition, `if`, `checked` and `enabled`: everything but `false`,
    /// `0`, `null`, the empty string, the strings `"false"` and `"0"`, and an empty list.
    package var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .list(let values): !values.isEmpty
        case .string(let text): !(text.isEmpty || text == "false" || text == "0")
        case .null: false
        }
    }

    /// A short name of the type, for messages: `Int`, `String`, …
    package var typeName: String {
        switch self {
        case .string: "String"
        case .int: "Long"
        case .double: "Double"
        case .bool: "Boolean"
        case .list: "List"
        case .null: "null"
        }
    }

    package init(_ preference: PreferenceValue) {
        switch preference {
        case .int(let value): self = .int(Int64(value))
        case .long(let value): self = .int(value)
        case .float(let value): self = .double(Double(value))
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .stringSet(let values): self = .list(values.sorted().map(TemplateValue.string))
        }
    }

    package init(_ bundle: BundleValue) {
        switch bundle {
        case .int(let value): self = .int(Int64(value))
        case .long(let value): self = .int(value)
        case .float(let value): self = .double(Double(value))
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .intArray(let values): self = .list(values.map { .int(Int64($0)) })
        case .longArray(let values): self = .list(values.map { .int($0) })
        case .floatArray(let values): self = .list(values.map { .double(Double($0)) })
        case .doubleArray(let values): self = .list(values.map { .double($0) })
        case .boolArray(let values): self = .list(values.map { .bool($0) })
        case .stringArray(let values): self = .list(values.map { .string($0) })
        case .bundle, .sizeList: self = .null
        }
    }

    /// The value as a bundle value of its own type: a whole number is an `int` when it fits 32 bits, else a
    /// `long`; a list of whole numbers an `int[]` (or `long[]`), of numbers a `double[]`, of booleans a
    /// `boolean[]`, anything else a `String[]`. `null` puts nothing.
    package var bundleValue: BundleValue? {
        switch self {
        case .string(let text): return .string(text)
        case .int(let value): return Int32(exactly: value).map(BundleValue.int) ?? .long(value)
        case .double(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .null: return nil
        case .list(let values):
            let integers = values.compactMap { if case .int(let value) = $0 { value } else { nil } }
            if !values.isEmpty, integers.count == values.count {
                let ints = integers.compactMap { Int32(exactly: $0) }
                return ints.count == integers.count ? .intArray(ints) : .longArray(integers)
            }
            let doubles = values.compactMap { value -> Double? in
                switch value {
                case .int(let number): Double(number)
                case .double(let number): number
                default: nil
                }
            }
            if !values.isEmpty, doubles.count == values.count { return .doubleArray(doubles) }
            let bools = values.compactMap { if case .bool(let flag) = $0 { flag } else { nil } }
            if !values.isEmpty, bools.count == values.count { return .boolArray(bools) }
            return .stringArray(values.map(\.text))
        }
    }

    /// The value as a bundle value of `type` (a ``BundleValue/typeName``).
    ///
    /// - Throws: `java.lang.NumberFormatException` when text does not read as the number asked for.
    package func bundleValue(as type: ExtraType) throws(AndroidException) -> BundleValue {
        func elements() -> [TemplateValue] {
            if case .list(let values) = self { return values }
            return self == .null ? [] : [self]
        }
        switch type {
        case .int: return .int(try Self.parse(text, Int32.init))
        case .long: return .long(try Self.parse(text, Int64.init))
        case .float: return .float(try Self.parse(text, Float.init))
        case .double: return .double(try Self.parse(text, Double.init))
        case .bool:
            guard let flag = Bool(text) else { throw AndroidException.illegalArgument("not a boolean: \"\(text)\"") }
            return .bool(flag)
        case .string: return .string(text)
        case .intArray:
            var values: [Int32] = []
            for element in elements() { values.append(try Self.parse(element.text, Int32.init)) }
            return .intArray(values)
        case .longArray:
            var values: [Int64] = []
            for element in elements() { values.append(try Self.parse(element.text, Int64.init)) }
            return .longArray(values)
        case .stringArray: return .stringArray(elements().map(\.text))
        }
    }

    /// The value as a preference of `type` (or of its own type when `nil`); `nil` for `null` (the key is
    /// removed).
    ///
    /// - Throws: `java.lang.NumberFormatException` when text does not read as the number asked for, as
    ///   `Integer.parseInt` and friends throw; `java.lang.IllegalArgumentException` for a boolean that is not
    ///   `true` or `false`.
    package func preferenceValue(as type: PreferenceType?) throws(AndroidException) -> PreferenceValue? {
        switch (type, self) {
        case (_, .null): return nil
        case (nil, .string(let text)), (.string?, .string(let text)): return .string(text)
        case (nil, .int(let value)): return Int32(exactly: value).map(PreferenceValue.int) ?? .long(value)
        case (nil, .double(let value)), (.double?, .double(let value)): return .double(value)
        case (nil, .bool(let value)), (.bool?, .bool(let value)): return .bool(value)
        case (nil, .list(let values)), (.stringSet?, .list(let values)): return .stringSet(Set(values.map(\.text)))
        case (.stringSet?, _): return .stringSet([text])
        case (.string?, _): return .string(text)
        case (.int?, _): return .int(try Self.parse(text, Int32.init))
        case (.long?, _): return .long(try Self.parse(text, Int64.init))
        case (.float?, _): return .float(try Self.parse(text, Float.init))
        case (.double?, _): return .double(try Self.parse(text, Double.init))
        case (.bool?, _):
            guard let value = Bool(text) else {
                throw AndroidException.illegalArgument("not a boolean: \"\(text)\"")
            }
            return .bool(value)
        }
    }

    private static func parse<T>(_ text: String, _ make: (String) -> T?) throws(AndroidException) -> T {
        guard let value = make(text) else { throw numberFormat(text) }
        return value
    }

    package static func numberFormat(_ text: String) -> AndroidException {
        AndroidException(className: "java.lang.NumberFormatException", message: "For input string: \"\(text)\"")
    }
}

extension TemplateValue: Codable {}
