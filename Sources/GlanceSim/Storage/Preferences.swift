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

/// Preferences being edited inside a ``DataStore``'s `edit`.
///
/// An edit changes the store's values in place and keeps an undo log, so it costs what it changes (not the
/// size of the store) and a throwing edit can be rolled back. An edit whose body cannot throw logs only its
/// removals and clears (the store keeps when a gone key was written), since nothing will roll it back. A store's
/// edit stamps each value it sets with the edit's time, which is how the store knows when each key was last
/// written.
public struct MutablePreferences: Sendable {
    /// The edited values.
    public private(set) var preferences: Preferences
    /// One change, as what undoes it.
    private enum Undo: Sendable {
        /// Put this old value (or nothing) back under the name, with its old stamp.
        case value(String, Int, PreferenceValue?, Int64)
        /// Put back every value there was before a `clear()`.
        case values(PreferenceTable)
    }

    /// The first change, kept inline: most edits change one key.
    private var firstUndo: Undo?
    /// The changes after the first (`nil` until there is one, so an edit of one key frees no array).
    private var moreUndo: [Undo]?
    /// The time this edit stamps on what it sets (a store's edit; ``NameTable/unstamped`` elsewhere).
    private var stamp = PreferenceTable.unstamped
    /// Whether the edit removed or cleared anything: only then may a name it wrote be gone at its end.
    private var removedAny = false
    /// Whether a set is logged too, so the edit can be rolled back; removals and clears are always logged.
    private var logsSets = true

    fileprivate init(preferences: Preferences) { self.preferences = preferences }

    /// An edit of `preferences` in place, stamping what it sets with `stamp` (milliseconds on the timeline): takes
    /// the values (leaving `preferences` empty) without copying or retaining them; ``giveBack(to:)`` returns them.
    /// `rollsBack` is whether ``rollBack()`` may be called: an edit that cannot fail logs no sets.
    init(taking preferences: inout Preferences, stamp: Int64, rollsBack: Bool) {
        self.preferences = Preferences()
        restart(taking: &preferences, stamp: stamp, rollsBack: rollsBack)
    }

    /// Returns the edited values to `preferences` (which ``init(taking:)`` left empty).
    mutating func giveBack(to preferences: inout Preferences) {
        swap(&self.preferences, &preferences)
    }

    /// Starts another edit in this (finished, emptied) edit's place, as ``init(taking:stamp:rollsBack:)`` does: a
    /// store keeps one edit to reuse, so an edit makes and frees no `MutablePreferences` of its own.
    mutating func restart(taking preferences: inout Preferences, stamp: Int64, rollsBack: Bool) {
        self.stamp = stamp
        logsSets = rollsBack
        swap(&self.preferences, &preferences)
    }

    /// Forgets what the finished edit logged, so it can be restarted (nothing to do unless it logged something).
    mutating func forgetLog() {
        if firstUndo != nil { firstUndo = nil }
        if moreUndo != nil { moreUndo = nil }
        removedAny = false
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
        let old: (value: PreferenceValue, stamp: Int64)?
        if let value {
            guard logsSets else { return preferences.table.setValue(value, named: name, hash: hash, stamp: stamp) }
            old = preferences.table.replaceValue(value, named: name, hash: hash, stamp: stamp)
        } else {
            old = preferences.table.removeEntry(named: name, hash: hash)
            removedAny = true
        }
        log(.value(name, hash, old?.value, old?.stamp ?? PreferenceTable.unstamped))
    }

    private mutating func log(_ undo: Undo) {
        if firstUndo == nil {
            firstUndo = undo
        } else if moreUndo == nil {
            moreUndo = [undo]
        } else {
            moreUndo!.append(undo)
        }
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
        removedAny = true
    }

    /// Calls `body` with each name the edit leaves without a value that was written at some time — by this edit
    /// (set or removed: its stamp) or, for a name a `clear` took away, by the edit that last set it (a `clear`
    /// writes no key) — so the store keeps when each gone key was last written. Names with a value carry their
    /// stamp in the table. Costs nothing unless the edit removed or cleared something.
    func forEachGoneName(_ body: (_ name: String, _ hash: Int, _ stamp: Int64) -> Void) {
        guard removedAny else { return }
        let table = preferences.table
        func visit(_ undo: Undo) {
            switch undo {
            case .value(let name, let hash, _, _):
                if table.position(named: name, hash: hash) == nil { body(name, hash, stamp) }
            case .values(let cleared):
                for entry in cleared.entries where entry.stamp != PreferenceTable.unstamped {
                    guard table.position(named: entry.name, hash: entry.hash) == nil else { continue }
                    body(entry.name, entry.hash, entry.stamp)
                }
            }
        }
        if let firstUndo { visit(firstUndo) }
        for undo in moreUndo ?? [] { visit(undo) }
    }

    /// Undoes every change, newest first (an edit made with `rollsBack`).
    mutating func rollBack() {
        precondition(logsSets, "an edit that cannot fail keeps no undo log for its sets")
        for undo in (moreUndo ?? []).reversed() { apply(undo) }
        if let firstUndo { apply(firstUndo) }
    }

    private mutating func apply(_ undo: Undo) {
        switch undo {
        case .value(let name, let hash, let old?, let oldStamp):
            _ = preferences.table.replaceValue(old, named: name, hash: hash, stamp: oldStamp)
        case .value(let name, let hash, nil, _): preferences.table.removeValue(named: name, hash: hash)
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
