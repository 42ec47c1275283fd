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
public struct AndroidBundle: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var storage: [String: BundleValue]

    /// Creates an empty bundle.
    public init() {
        storage = [:]
    }

    /// Creates a bundle from a literal; a repeated key keeps its last value, like repeated `put` calls.
    public init(dictionaryLiteral elements: (String, BundleValue)...) {
        storage = [:]
        for (key, value) in elements {
            storage[key] = value
        }
    }

    /// The value stored under `key`; assigning `nil` removes the key.
    public subscript(key: String) -> BundleValue? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    /// All keys, sorted.
    public var keys: [String] { storage.keys.sorted() }

    /// The stored entries sorted by key; the only way renderings walk the storage.
    var sortedEntries: [(key: String, value: BundleValue)] {
        storage.sorted { $0.key < $1.key }
    }

    /// Whether the bundle holds no values.
    public var isEmpty: Bool { storage.isEmpty }

    /// The number of stored values.
    public var count: Int { storage.count }

    /// Whether a value is stored under `key` (Android's `containsKey`).
    public func contains(_ key: String) -> Bool { storage[key] != nil }

    /// Copies every value of `other` into this bundle, replacing values under the same keys.
    public mutating func putAll(_ other: AndroidBundle) {
        storage.merge(other.storage) { _, new in new }
    }

    /// Removes the value stored under `key`, if any.
    public mutating func remove(_ key: String) {
        storage[key] = nil
    }
}

extension AndroidBundle: Codable {}
