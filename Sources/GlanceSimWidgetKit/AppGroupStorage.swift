import GlanceSim

/// The device's App Group containers and each target's private store, and what the running app last fetched
/// from them. It owns them: targets read snapshots and write through its methods.
struct AppGroupStorage {
    /// One store per group identifier, shared by every target that declares it.
    private var shared: [String: [String: String]] = [:]
    private var privateStores: [AppTarget: [String: String]] = [:]
    /// What the running app last fetched from its stores (SwiftData `mainContext`, `@Query`): fetched when it
    /// starts and when it comes to the foreground, updated by its own writes, blind to the extension's (S001).
    private var appCache: AppGroupSnapshot?

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

    /// Stores what `target` wrote into its snapshot.
    mutating func apply(_ snapshot: AppGroupSnapshot, for target: AppTarget) {
        for group in snapshot.groups { shared[group] = snapshot.shared[group] }
        privateStores[target] = snapshot.privateValues
    }

    /// The containing app writes `value` for `key` in `group`, as it sees its stores (`groups` it declares); its
    /// cached fetch sees its own write.
    mutating func appWrite(_ value: String?, forKey key: String, inGroup group: String, groups: [String]) {
        var snapshot = snapshot(for: .app, groups: groups)
        snapshot.set(value, forKey: key, inGroup: group)
        apply(snapshot, for: .app)
        appCache?.set(value, forKey: key, inGroup: group)
    }

    /// The app fetches its data again (a launch, or a scenePhase change to active).
    mutating func appFetched(groups: [String]) { appCache = snapshot(for: .app, groups: groups) }

    /// The app stopped: its cache goes with it.
    mutating func appStopped() { appCache = nil }

    /// What the app's own UI shows for `key` in `group`: its cached fetch while it runs, else the store.
    func appSees(_ key: String, inGroup group: String, groups: [String]) -> String? {
        (appCache ?? snapshot(for: .app, groups: groups)).value(forKey: key, inGroup: group)
    }
}

extension AppGroupStorage {
    /// The stores and the app's cache in their saved form (private stores by target name).
    var snapshot: AppGroupStorageSnapshot {
        AppGroupStorageSnapshot(
            shared: shared,
            privateStores: Dictionary(uniqueKeysWithValues: privateStores.map { ($0.key.rawValue, $0.value) }),
            appCache: appCache?.saved)
    }

    /// The storage a ``snapshot`` describes.
    /// - Throws: ``GlanceSim/SnapshotError`` for a private store of a target the app does not have.
    init(restoring saved: AppGroupStorageSnapshot) throws(SnapshotError) {
        shared = saved.shared
        for (name, values) in saved.privateStores {
            guard let target = AppTarget(rawValue: name) else {
                throw SnapshotError(
                    "a private store belongs to an unknown target '\(name)'", at: ["privateStores", name])
            }
            privateStores[target] = values
        }
        appCache = saved.appCache.map(AppGroupSnapshot.init(restoring:))
    }
}
