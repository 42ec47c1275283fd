/// The key-value stores one target sees (`UserDefaults(suiteName:)` of each App Group it declares): what a
/// provider reads and an intent writes. A group the target does not declare is its private store, which the
/// other target never sees (widgetkit reference §10).
///
/// ```swift
/// let temperature = context.store.value(forKey: "temperature", inGroup: "group.com.example.weather")
/// ```
public struct AppGroupSnapshot: Hashable, Sendable {
    /// The groups the target declares.
    public let groups: [String]
    var shared: [String: [String: String]]
    var privateValues: [String: String]

    /// The value of `key` in `group`, or `nil`.
    public func value(forKey key: String, inGroup group: String) -> String? {
        groups.contains(group) ? shared[group]?[key] : privateValues[key]
    }

    /// Every key of `group` this target sees, sorted.
    public func keys(inGroup group: String) -> [String] {
        (groups.contains(group) ? shared[group]?.keys.map { $0 } ?? [] : privateValues.keys.map { $0 }).sorted()
    }

    mutating func set(_ value: String?, forKey key: String, inGroup group: String) {
        if groups.contains(group) {
            shared[group, default: [:]][key] = value
        } else {
            privateValues[key] = value
        }
    }
}

extension AppGroupSnapshot {
    /// The stores in their saved form.
    var saved: SavedAppGroupSnapshot {
        SavedAppGroupSnapshot(groups: groups, shared: shared, privateValues: privateValues)
    }

    /// The stores `saved` describes.
    init(restoring saved: SavedAppGroupSnapshot) {
        self.init(groups: saved.groups, shared: saved.shared, privateValues: saved.privateValues)
    }
}
