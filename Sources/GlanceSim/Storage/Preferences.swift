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
///
/// An edit records its changes over the snapshot it started from, so committing it costs what was changed,
/// not the size of the store.
public struct MutablePreferences: Sendable {
    private var base: Preferences
    /// Changed names: a new value, or `nil` for a removal.
    private var changes: [String: PreferenceValue?] = [:]
    private var cleared = false

    fileprivate init(preferences: Preferences) { base = preferences }

    /// The edited values.
    public var preferences: Preferences {
        var result = cleared ? Preferences() : base
        for (name, value) in changes { result.values[name] = value }
        return result
    }

    /// The value stored under a name, edits included.
    public func value(named name: String) -> PreferenceValue? {
        if let change = changes[name] { return change }
        return cleared ? nil : base.values[name]
    }

    /// The value under `key`; assigning `nil` removes it.
    public subscript<Value>(key: PreferencesKey<Value>) -> Value? {
        get { value(named: key.name).flatMap(Value.init(preferenceValue:)) }
        set { changes[key.name] = .some(newValue?.preferenceValue) }
    }

    /// Stores a raw value under a name.
    public mutating func set(_ value: PreferenceValue?, named name: String) { changes[name] = .some(value) }

    /// Removes the value under `key`.
    public mutating func remove<Value>(_ key: PreferencesKey<Value>) { changes[key.name] = .some(nil) }

    /// Removes every value.
    public mutating func clear() {
        cleared = true
        changes.removeAll()
    }

    /// Applies the edit to `target`, which must be the snapshot it started from; `self` is left empty so the
    /// target's storage is not shared and is changed in place.
    mutating func commit(to target: inout Preferences) {
        base = Preferences()
        if cleared { target.values.removeAll() }
        for (name, value) in changes { target.values[name] = value }
    }
}
