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

/// The device's App Group containers and each target's private store.
struct AppGroupStorage {
    /// One store per group identifier, shared by every target that declares it.
    private(set) var shared: [String: [String: String]] = [:]
    private var privateStores: [AppTarget: [String: String]] = [:]

    func snapshot(for target: AppTarget, groups: [String]) -> AppGroupSnapshot {
        AppGroupSnapshot(groups: groups, shared: shared, privateValues: privateStores[target] ?? [:])
    }

    /// Every value stored: each App Group's (by group name), then each target's private store, keys sorted.
    var allValues: [StoredValue] {
        var values: [StoredValue] = []
        for group in shared.keys.sorted() {
            let store = shared[group]!
            values += store.keys.sorted().map { StoredValue(store: group, key: $0, value: store[$0]!) }
        }
        for target in [AppTarget.app, .widgetExtension] {
            let store = privateStores[target] ?? [:]
            values += store.keys.sorted().map {
                StoredValue(store: "\(target) (private)", key: $0, value: store[$0]!)
            }
        }
        return values
    }

    mutating func apply(_ snapshot: AppGroupSnapshot, for target: AppTarget) {
        for group in snapshot.groups { shared[group] = snapshot.shared[group] }
        privateStores[target] = snapshot.privateValues
    }
}

/// One value in a device's stores: an App Group's (`store` is the group's identifier) or a target's private
/// store (`app (private)`, `extension (private)`).
public struct StoredValue: Hashable, Sendable {
    public var store: String
    public var key: String
    public var value: String
}

/// The two processes of an app with widgets: the containing app and its widget extension.
public enum AppTarget: String, Hashable, Sendable, CustomStringConvertible {
    case app
    case widgetExtension = "extension"

    public var description: String { rawValue }
}
