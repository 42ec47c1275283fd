/// A typed key into ``Preferences``, like DataStore's `Preferences.Key<T>`.
///
/// ```swift
/// let count = intPreferencesKey("count")
/// ```
public struct PreferencesKey<Value: PreferenceValueConvertible>: Hashable, Sendable {
    /// The key's name in the store.
    public let name: String
    /// Creates a key with the given name.
    public init(_ name: String) { self.name = name }
}

/// A key for a 32-bit integer, as DataStore's `intPreferencesKey`.
public func intPreferencesKey(_ name: String) -> PreferencesKey<Int32> { PreferencesKey(name) }
/// A key for a 64-bit integer, as DataStore's `longPreferencesKey`.
public func longPreferencesKey(_ name: String) -> PreferencesKey<Int64> { PreferencesKey(name) }
/// A key for a float, as DataStore's `floatPreferencesKey`.
public func floatPreferencesKey(_ name: String) -> PreferencesKey<Float> { PreferencesKey(name) }
/// A key for a double, as DataStore's `doublePreferencesKey`.
public func doublePreferencesKey(_ name: String) -> PreferencesKey<Double> { PreferencesKey(name) }
/// A key for a boolean, as DataStore's `booleanPreferencesKey`.
public func booleanPreferencesKey(_ name: String) -> PreferencesKey<Bool> { PreferencesKey(name) }
/// A key for a string, as DataStore's `stringPreferencesKey`.
public func stringPreferencesKey(_ name: String) -> PreferencesKey<String> { PreferencesKey(name) }
/// A key for a set of strings, as DataStore's `stringSetPreferencesKey`.
public func stringSetPreferencesKey(_ name: String) -> PreferencesKey<Set<String>> { PreferencesKey(name) }

/// An immutable snapshot of a Preferences DataStore.
///
/// Reading a key whose stored value has another type returns `nil` (Kotlin would throw a
/// `ClassCastException` where the value is used).
///
/// ```swift
/// let count = intPreferencesKey("count")
/// var edit = Preferences().toMutablePreferences()
/// edit[count] = 3
/// print(edit.preferences[count] ?? 0)   // 3
/// ```
public struct Preferences: Hashable, Sendable, CustomStringConvertible {
    var values: [String: PreferenceValue] = [:]

    /// Creates empty preferences.
    public init() {}

    /// The value stored under `key`, if it has the key's type.
    public subscript<Value>(key: PreferencesKey<Value>) -> Value? {
        values[key.name].flatMap(Value.init(preferenceValue:))
    }

    /// Whether anything is stored under `key`'s name.
    public func contains<Value>(_ key: PreferencesKey<Value>) -> Bool { values[key.name] != nil }

    /// The raw value stored under a name, whatever its type.
    public func value(named name: String) -> PreferenceValue? { values[name] }

    /// Every entry, sorted by name.
    public var entries: [(name: String, value: PreferenceValue)] {
        values.keys.sorted().map { (name: $0, value: values[$0]!) }
    }

    /// Whether nothing is stored.
    public var isEmpty: Bool { values.isEmpty }

    /// A copy that can be edited.
    public func toMutablePreferences() -> MutablePreferences { MutablePreferences(preferences: self) }

    /// `{count=3, name="x"}`, sorted by name.
    public var description: String {
        "{" + entries.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "}"
    }
}

/// Preferences being edited inside ``DataStore/edit(_:)``.
public struct MutablePreferences: Sendable {
    /// The edited values.
    public private(set) var preferences: Preferences

    fileprivate init(preferences: Preferences) { self.preferences = preferences }

    /// The value under `key`; assigning `nil` removes it.
    public subscript<Value>(key: PreferencesKey<Value>) -> Value? {
        get { preferences[key] }
        set { preferences.values[key.name] = newValue?.preferenceValue }
    }

    /// Stores a raw value under a name.
    public mutating func set(_ value: PreferenceValue?, named name: String) { preferences.values[name] = value }

    /// Removes the value under `key`.
    public mutating func remove<Value>(_ key: PreferencesKey<Value>) { preferences.values[key.name] = nil }

    /// Removes every value.
    public mutating func clear() { preferences.values.removeAll() }
}
