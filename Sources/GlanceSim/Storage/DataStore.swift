/// A Preferences DataStore: one named file in an app's storage. It survives process death and reboot.
///
/// ```swift
/// let store = context.storage.dataStore(named: "settings")
/// try store.edit { $0[intPreferencesKey("count")] = 1 }
/// print(store.data)   // {count=1}
/// ```
public final class DataStore {
    /// The file's name (DataStore's `preferencesDataStoreFile(name)`).
    public let name: String
    /// The current contents.
    public private(set) var data = Preferences()

    init(name: String) { self.name = name }

    /// Edits the contents atomically: if `body` throws, nothing changes. Costs what the edit changes, not
    /// the size of the store.
    public func edit(_ body: (inout MutablePreferences) throws -> Void) rethrows {
        var edited = data.toMutablePreferences()
        data = Preferences()  // the edit now holds the only reference: it changes the values in place
        do {
            try body(&edited)
        } catch {
            edited.rollBack()
            data = edited.preferences
            throw error
        }
        data = edited.preferences
    }
}

/// An app's private storage: its DataStore files. It lives on the device, not in the process, so it
/// survives process death and reboot.
public final class AppStorage {
    private var stores: [String: DataStore] = [:]
    /// The store asked for last: app code tends to ask for the same one again and again.
    private var lastStore: DataStore?

    init() {}

    /// The DataStore with this name, created empty on first use.
    public func dataStore(named name: String) -> DataStore {
        if let lastStore, lastStore.name == name { return lastStore }
        if let store = stores[name] {
            lastStore = store
            return store
        }
        let store = DataStore(name: name)
        stores[name] = store
        return store
    }

    /// The names of the DataStores that exist, sorted.
    public var dataStoreNames: [String] { stores.keys.sorted() }

    /// Deletes a DataStore file. Returns whether it existed.
    @discardableResult
    public func deleteDataStore(named name: String) -> Bool {
        if lastStore?.name == name { lastStore = nil }
        return stores.removeValue(forKey: name) != nil
    }
}
