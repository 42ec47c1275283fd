/// A typed key into ``Preferences``, like DataStore's `Preferences.Key<T>`.
///
/// ```swift
/// let count = intPreferencesKey("count")
/// ```
///
/// A key hashes its name once, when it is made; reads and writes through it hash nothing. Keep keys you use
/// often (in a property or a `let`) rather than making them per access.
public struct PreferencesKey<Value: PreferenceValueConvertible>: Hashable, Sendable {
    /// The key's name in the store.
    public let name: String
    /// The name's ``PreferenceTable`` hash.
    @usableFromInline let nameHash: Int
    /// Creates a key with the given name.
    public init(_ name: String) {
        self.name = name
        nameHash = PreferenceTable.hash(name)
    }
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
    @usableFromInline var table = PreferenceTable()

    /// Creates empty preferences.
    public init() {}

    /// The value stored under `key`, if it has the key's type.
    @inlinable
    public subscript<Value>(key: PreferencesKey<Value>) -> Value? {
        table.value(named: key.name, hash: key.nameHash).flatMap(Value.init(preferenceValue:))
    }

    /// Whether anything is stored under `key`'s name.
    @inlinable
    public func contains<Value>(_ key: PreferencesKey<Value>) -> Bool {
        table.value(named: key.name, hash: key.nameHash) != nil
    }

    /// The raw value stored under a name, whatever its type.
    public func value(named name: String) -> PreferenceValue? {
        table.value(named: name, hash: PreferenceTable.hash(name))
    }

    /// Every entry, sorted by name.
    public var entries: [(name: String, value: PreferenceValue)] {
        table.unorderedEntries.sorted { $0.name < $1.name }
    }

    /// Whether nothing is stored.
    public var isEmpty: Bool { table.count == 0 }

    /// A copy that can be edited.
    public func toMutablePreferences() -> MutablePreferences { MutablePreferences(preferences: self) }

    /// `{count=3, name="x"}`, sorted by name.
    public var description: String {
        "{" + entries.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "}"
    }

    /// Equal when they hold the same values under the same names.
    public static func == (lhs: Preferences, rhs: Preferences) -> Bool {
        lhs.table.count == rhs.table.count
            && lhs.table.unorderedEntries.allSatisfy { entry in
                rhs.table.value(named: entry.name, hash: PreferenceTable.hash(entry.name)) == entry.value
            }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}

/// Preferences being edited inside ``DataStore/edit(_:)``.
///
/// An edit changes the store's values in place and keeps an undo log, so it costs what it changes (not the
/// size of the store) and a throwing edit can be rolled back.
public struct MutablePreferences: Sendable {
    /// The edited values.
    public private(set) var preferences: Preferences
    /// One change, as what undoes it.
    private enum Undo: Sendable {
        /// Put this old value (or nothing) back under the name.
        case value(String, Int, PreferenceValue?)
        /// Put back every value there was before a `clear()`.
        case values(PreferenceTable)
    }

    /// The first change, kept inline: most edits change one key.
    private var firstUndo: Undo?
    private var moreUndo: [Undo] = []

    fileprivate init(preferences: Preferences) { self.preferences = preferences }

    /// An edit of `preferences` in place: takes its values (leaving it empty) without copying or retaining them;
    /// ``giveBack(to:)`` returns them.
    init(taking preferences: inout Preferences) {
        self.preferences = Preferences()
        swap(&self.preferences, &preferences)
    }

    /// Returns the edited values to `preferences` (which ``init(taking:)`` left empty).
    mutating func giveBack(to preferences: inout Preferences) {
        swap(&self.preferences, &preferences)
    }

    /// The value stored under a name, edits included.
    public func value(named name: String) -> PreferenceValue? { preferences.value(named: name) }

    /// The value under `key`; assigning `nil` removes it.
    @inlinable
    public subscript<Value>(key: PreferencesKey<Value>) -> Value? {
        get { preferences[key] }
        set { set(newValue?.preferenceValue, named: key.name, hash: key.nameHash) }
    }

    /// Stores a raw value under a name (`nil` removes it).
    public mutating func set(_ value: PreferenceValue?, named name: String) {
        set(value, named: name, hash: PreferenceTable.hash(name))
    }

    @usableFromInline
    mutating func set(_ value: PreferenceValue?, named name: String, hash: Int) {
        let old: PreferenceValue?
        if let value {
            old = preferences.table.updateValue(value, named: name, hash: hash)
        } else {
            old = preferences.table.removeValue(named: name, hash: hash)
        }
        log(.value(name, hash, old))
    }

    private mutating func log(_ undo: Undo) {
        if firstUndo == nil { firstUndo = undo } else { moreUndo.append(undo) }
    }

    /// Removes the value under `key`.
    @inlinable
    public mutating func remove<Value>(_ key: PreferencesKey<Value>) {
        set(nil, named: key.name, hash: key.nameHash)
    }

    /// Removes every value.
    public mutating func clear() {
        log(.values(preferences.table))
        preferences.table.removeAll()
    }

    /// Calls `body` with the name (and its hash) of each value the edit set or removed (a `clear` names nothing:
    /// it writes no key).
    func forEachWrittenName(_ body: (_ name: String, _ hash: Int) -> Void) {
        if case .value(let name, let hash, _)? = firstUndo { body(name, hash) }
        for case .value(let name, let hash, _) in moreUndo { body(name, hash) }
    }

    /// Undoes every change, newest first.
    mutating func rollBack() {
        for undo in moreUndo.reversed() { apply(undo) }
        if let firstUndo { apply(firstUndo) }
    }

    private mutating func apply(_ undo: Undo) {
        switch undo {
        case .value(let name, let hash, let old?): preferences.table.updateValue(old, named: name, hash: hash)
        case .value(let name, let hash, nil): preferences.table.removeValue(named: name, hash: hash)
        case .values(let values): preferences.table = values
        }
    }
}

extension Preferences: Codable {
    private struct Entry: Codable {
        var name: String
        var value: PreferenceValue
    }

    /// Reads preferences written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        self.init()
        for entry in try decoder.singleValueContainer().decode([Entry].self) {
            _ = table.updateValue(entry.value, named: entry.name, hash: PreferenceTable.hash(entry.name))
        }
    }

    /// Writes the entries, sorted by name.
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        try value.encode(entries.map { Entry(name: $0.name, value: $0.value) })
    }
}
