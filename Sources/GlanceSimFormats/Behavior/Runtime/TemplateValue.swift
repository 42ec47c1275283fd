import GlanceSim

/// A value a template binding reads: from state, a bundle, a variable or the clock.
enum TemplateValue: Equatable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case strings([String])

    /// How the value shows in text: numbers plain, sets sorted and joined with `, `.
    var text: String {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): String(value)
        case .strings(let values): values.joined(separator: ", ")
        }
    }

    /// Whether the value counts as true for `if`, `checked` and `enabled`: everything but `false`, `0`, the empty
    /// string and an empty set.
    var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .strings(let values): !values.isEmpty
        case .string(let text): !(text.isEmpty || text == "false" || text == "0")
        }
    }

    init(_ preference: PreferenceValue) {
        switch preference {
        case .int(let value): self = .int(Int64(value))
        case .long(let value): self = .int(value)
        case .float(let value): self = .double(Double(value))
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .stringSet(let values): self = .strings(values.sorted())
        }
    }

    init?(_ bundle: BundleValue) {
        switch bundle {
        case .int(let value): self = .int(Int64(value))
        case .long(let value): self = .int(value)
        case .float(let value): self = .double(Double(value))
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .string(let value): self = .string(value)
        case .stringArray(let values): self = .strings(values)
        default: return nil
        }
    }

    /// The value as a bundle value (an int when it fits 32 bits, else a long).
    var bundleValue: BundleValue {
        switch self {
        case .string(let text): .string(text)
        case .int(let value): Int32(exactly: value).map(BundleValue.int) ?? .long(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .strings(let values): .stringArray(values)
        }
    }

    /// The value as a preference of `type` (or of its own type when `nil`).
    ///
    /// - Throws: `java.lang.NumberFormatException` when text does not read as the number asked for, as
    ///   `Integer.parseInt` and friends throw; `java.lang.IllegalArgumentException` for a boolean that is not
    ///   `true` or `false`.
    func preferenceValue(as type: PreferenceType?) throws(AndroidException) -> PreferenceValue {
        switch (type, self) {
        case (nil, .string(let text)), (.string?, .string(let text)): return .string(text)
        case (nil, .int(let value)): return Int32(exactly: value).map(PreferenceValue.int) ?? .long(value)
        case (nil, .double(let value)), (.double?, .double(let value)): return .double(value)
        case (nil, .bool(let value)), (.bool?, .bool(let value)): return .bool(value)
        case (nil, .strings(let values)), (.stringSet?, .strings(let values)): return .stringSet(Set(values))
        case (.stringSet?, _): return .stringSet([text])
        case (.string?, _): return .string(text)
        case (.int?, _):
            guard let value = Int32(text) else { throw Self.numberFormat(text) }
            return .int(value)
        case (.long?, _):
            guard let value = Int64(text) else { throw Self.numberFormat(text) }
            return .long(value)
        case (.float?, _):
            guard let value = Float(text) else { throw Self.numberFormat(text) }
            return .float(value)
        case (.double?, _):
            guard let value = Double(text) else { throw Self.numberFormat(text) }
            return .double(value)
        case (.bool?, _):
            guard let value = Bool(text) else {
                throw AndroidException.illegalArgument("not a boolean: \"\(text)\"")
            }
            return .bool(value)
        }
    }

    private static func numberFormat(_ text: String) -> AndroidException {
        AndroidException(className: "java.lang.NumberFormatException", message: "For input string: \"\(text)\"")
    }
}
