/// A value stored in a Preferences DataStore: the types Jetpack DataStore's preference keys allow.
public enum PreferenceValue: Hashable, Sendable, CustomStringConvertible {
    /// `intPreferencesKey` (Kotlin `Int`, 32 bits).
    case int(Int32)
    /// `longPreferencesKey`.
    case long(Int64)
    /// `floatPreferencesKey`.
    case float(Float)
    /// `doublePreferencesKey`.
    case double(Double)
    /// `booleanPreferencesKey`.
    case bool(Bool)
    /// `stringPreferencesKey`.
    case string(String)
    /// `stringSetPreferencesKey`; rendered sorted.
    case stringSet(Set<String>)

    /// A stable rendering: numbers plain, strings quoted, sets sorted, e.g. `["a", "b"]`.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .long(let value): return "\(value)L"
        case .float(let value): return "\(value)f"
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .string(let value): return jsonString(value)
        case .stringSet(let value): return "[" + value.sorted().map(jsonString).joined(separator: ", ") + "]"
        }
    }
}

/// A Swift type that can be stored under a ``PreferencesKey``.
public protocol PreferenceValueConvertible: Sendable {
    /// The stored form of the value.
    var preferenceValue: PreferenceValue { get }
    /// The value, if `stored` holds this type.
    init?(preferenceValue stored: PreferenceValue)
}

extension Int32: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .int(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .int(let value) = stored else { return nil }
        self = value
    }
}

extension Int64: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .long(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .long(let value) = stored else { return nil }
        self = value
    }
}

extension Float: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .float(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .float(let value) = stored else { return nil }
        self = value
    }
}

extension Double: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .double(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .double(let value) = stored else { return nil }
        self = value
    }
}

extension Bool: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .bool(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .bool(let value) = stored else { return nil }
        self = value
    }
}

extension String: PreferenceValueConvertible {
    @inlinable public var preferenceValue: PreferenceValue { .string(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .string(let value) = stored else { return nil }
        self = value
    }
}

extension Set: PreferenceValueConvertible where Element == String {
    @inlinable public var preferenceValue: PreferenceValue { .stringSet(self) }
    @inlinable public init?(preferenceValue stored: PreferenceValue) {
        guard case .stringSet(let value) = stored else { return nil }
        self = value
    }
}

extension PreferenceValue: Codable {
    private enum CodingKeys: String, CodingKey { case int, long, float, double, bool, string, stringSet }

    /// Reads a value written by ``encode(to:)``: one key naming its type.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = values.allKeys.first, values.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a preference value has exactly one type"))
        }
        switch key {
        case .int: self = .int(try values.decode(Int32.self, forKey: key))
        case .long: self = .long(try values.decode(Int64.self, forKey: key))
        case .float: self = .float(try values.decode(Float.self, forKey: key))
        case .double: self = .double(try values.decode(Double.self, forKey: key))
        case .bool: self = .bool(try values.decode(Bool.self, forKey: key))
        case .string: self = .string(try values.decode(String.self, forKey: key))
        case .stringSet: self = .stringSet(Set(try values.decode([String].self, forKey: key)))
        }
    }

    /// Writes `{"TYPE": value}`; a string set as a sorted array, so the bytes do not depend on hashing.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .int(let value): try values.encode(value, forKey: .int)
        case .long(let value): try values.encode(value, forKey: .long)
        case .float(let value): try values.encode(value, forKey: .float)
        case .double(let value): try values.encode(value, forKey: .double)
        case .bool(let value): try values.encode(value, forKey: .bool)
        case .string(let value): try values.encode(value, forKey: .string)
        case .stringSet(let value): try values.encode(value.sorted(), forKey: .stringSet)
        }
    }
}
