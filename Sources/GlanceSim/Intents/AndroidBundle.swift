/// A string-keyed map of typed values, mirroring `android.os.Bundle` (intent extras, widget options).
///
/// The typed getters return Android's defaults when a key is missing **or holds another type**, as
/// `BaseBundle.getInt`/`getLong`/… do after catching `ClassCastException`. Everything that renders a
/// bundle (``keys``, ``description``, ``jsonFragment``) sorts the keys, so hash order never leaks out.
///
/// ```swift
/// var extras: AndroidBundle = ["appWidgetIds": .intArray([1, 2]), "name": .string("x")]
/// extras["appWidgetId"] = .int(3)
/// print(extras.int("appWidgetId"))     // 3
/// print(extras.long("appWidgetId"))    // 0 — an int is not a long, as on Android
/// print(extras)                        // {appWidgetId=3, appWidgetIds=[1, 2], name="x"}
/// print(extras.jsonFragment)           // {"appWidgetId":{"int":3},"appWidgetIds":{"intArray":[1,2]},...}
/// ```
///
/// The values sit in one array sorted by the FNV-1a hash of each key's UTF-8 bytes, found by binary search, as
/// Android's `BaseBundle` keeps an `ArrayMap` sorted by its keys' hash codes: a typed getter hashes a short key in a
/// few instructions and compares one name, where a Swift `Dictionary` would run SipHash over it (a worker reading
/// its input, a receiver reading `appWidgetIds`, do this on every run), and copying a bundle retains one buffer.
public struct AndroidBundle: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One key with its value; `hash` is the key's ``NameTable`` hash.
    private struct Entry: Hashable, Sendable {
        var hash: Int
        var key: String
        var value: BundleValue
    }

    /// The entries, sorted by hash, then by key (for keys whose hashes collide).
    private var entries: [Entry] = []

    /// Creates an empty bundle.
    public init() {}

    /// Creates a bundle from a literal; a repeated key keeps its last value, like repeated `put` calls.
    public init(dictionaryLiteral elements: (String, BundleValue)...) {
        for (key, value) in elements {
            self[key] = value
        }
    }

    /// Where `key` is, or where it would go (`found` is `false`): ArrayMap's `indexOf`, a binary search on the hash.
    private func position(of key: String, hash: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle]
            if entry.hash < hash || (entry.hash == hash && entry.key < key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < entries.count && entries[low].hash == hash && entries[low].key == key)
    }

    /// The value stored under `key`; assigning `nil` removes the key.
    public subscript(key: String) -> BundleValue? {
        get {
            let (index, found) = position(of: key, hash: NameTable<BundleValue>.hash(key))
            return found ? entries[index].value : nil
        }
        set {
            let hash = NameTable<BundleValue>.hash(key)
            let (index, found) = position(of: key, hash: hash)
            switch (newValue, found) {
            case (let value?, true): entries[index].value = value
            case (let value?, false): entries.insert(Entry(hash: hash, key: key, value: value), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// All keys, sorted.
    public var keys: [String] { entries.map(\.key).sorted() }

    /// The stored entries sorted by key; the only way renderings walk the storage.
    var sortedEntries: [(key: String, value: BundleValue)] {
        entries.map { (key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
    }

    /// Whether the bundle holds no values.
    public var isEmpty: Bool { entries.isEmpty }

    /// The number of stored values.
    public var count: Int { entries.count }

    /// Whether a value is stored under `key` (Android's `containsKey`).
    public func contains(_ key: String) -> Bool { position(of: key, hash: NameTable<BundleValue>.hash(key)).found }

    /// Copies every value of `other` into this bundle, replacing values under the same keys.
    public mutating func putAll(_ other: AndroidBundle) {
        for entry in other.entries {
            self[entry.key] = entry.value
        }
    }

    /// Removes the value stored under `key`, if any.
    public mutating func remove(_ key: String) {
        self[key] = nil
    }
}

/// The saved form is a keyed container with one member, `storage`, holding the values by key: the form a
/// `[String: BundleValue]` stored property gave, so saved devices and traces read the same.
extension AndroidBundle: Codable {
    private enum CodingKeys: String, CodingKey {
        case storage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let values = try container.decode([String: BundleValue].self, forKey: .storage)
        self.init()
        for key in values.keys.sorted() {
            self[key] = values[key]
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values: [String: BundleValue] = [:]
        for entry in entries { values[entry.key] = entry.value }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(values, forKey: .storage)
    }
}
