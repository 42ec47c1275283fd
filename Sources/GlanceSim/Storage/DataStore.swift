// swift-format-ignore: AmbiguousTrailingClosureOverload
// (`edit` is overloaded on whether its body throws, on purpose: see the non-throwing one.)
/// A Preferences DataStore: one named file in an app's storage. It survives process death and reboot.
///
/// Reading a store that was never written creates nothing: like androidx DataStore, whose file is written only
/// when an edit changes the data (`DataStoreImpl.transformAndWrite` writes only `if (curData != newData)`), a
/// store exists once an edit has left it non-empty, and stays until it is deleted.
///
/// ```swift
/// let store = context.storage.dataStore(named: "settings")
/// try store.edit { $0[intPreferencesKey("count")] = 1 }
/// print(store.data)   // {count=1}
/// ```
///
/// Its stored properties skip the runtime's exclusivity checks (`@exclusivity(unchecked)`): every preference write
/// touches them, and no access to them spans a call out of this class — `edit` takes the data into an edit value
/// before it runs the caller's body and puts it back after — so two accesses never overlap. The one exception is
/// the reused edit the caller's body gets `inout`, which the store guards itself (see `editor`).
public final class DataStore {
    /// The file's name (DataStore's `preferencesDataStoreFile(name)`).
    public let name: String
    /// The current contents.
    @exclusivity(unchecked) public private(set) var data = Preferences()
    /// Whether the file exists: an edit has changed the data of this store since it was created or deleted.
    @exclusivity(unchecked) public private(set) var exists = false
    /// When each key was last written by an edit (set or removed), as milliseconds on the timeline: how old the
    /// data is, which `explore`'s `max data age` checks. A key with a value carries its time in the data's table
    /// (the edit stamps it as it sets it, so a write costs no second look-up); this table holds the keys without
    /// one — removed, or taken by a `clear`.
    @exclusivity(unchecked) private var goneWrittenAt = NameTable<Int64>()
    /// The device's clock (`nil` for a store made outside a device, whose writes are stamped at zero).
    private let clock: DeviceClockCell?
    /// Told the store's name after an edit that changed the data, while ``isCollected``.
    private let changed: (String) -> Void
    /// Whether a Glance composition collects this store's Flow (``GlanceContent/collecting(_:)``): only then does
    /// an edit compare the data before and after.
    @exclusivity(unchecked) var isCollected = false
    /// The edit the non-throwing ``edit(_:)`` runs its body on, reused from edit to edit (between edits it holds
    /// no values): an edit makes and frees no `MutablePreferences`. The body gets it `inout`, with the check
    /// skipped: nothing else reaches it while ``isEditing``, and an edit that starts inside an edit uses a value of
    /// its own.
    @exclusivity(unchecked) private var editor = Preferences().toMutablePreferences()
    /// Whether the body of an edit on ``editor`` is running.
    @exclusivity(unchecked) private var isEditing = false
    /// Counts the edits and restores that may have changed ``data``: a reader that keeps something derived from the
    /// data (``GlanceAppWidgetManager``'s answers) knows it still holds while the count stays the same.
    @exclusivity(unchecked) private(set) var version: UInt64 = 0

    init(name: String, clock: DeviceClockCell? = nil, changed: @escaping (String) -> Void = { _ in }) {
        self.name = name
        self.clock = clock
        self.changed = changed
    }

    /// When an edit last wrote `key` (set it, even to the value it had, or removed it); `nil` if none has.
    ///
    /// ```swift
    /// try store.edit { $0[intPreferencesKey("temp")] = 21 }
    /// print(store.lastWritten("temp") == device.now)   // true
    /// ```
    public func lastWritten(_ key: String) -> SimInstant? {
        let hash = PreferenceTable.hash(key)
        if let stamp = data.table.stamp(named: key, hash: hash), stamp != PreferenceTable.unstamped {
            return SimInstant(milliseconds: stamp)
        }
        return goneWrittenAt.value(named: key, hash: hash).map(SimInstant.init(milliseconds:))
    }

    /// Edits the contents atomically: if `body` throws, nothing changes. Costs what the edit changes, not
    /// the size of the store — except for a store a composition collects, whose data is compared before and after
    /// so that only a change recomposes.
    ///
    /// A body that cannot throw picks the overload below, which keeps no undo log; the two differ in nothing a
    /// caller sees, so the overload by throwing-ness is deliberate.
    public func edit(_ body: (inout MutablePreferences) throws -> Void) rethrows {
        let before = isCollected ? data : nil  // DataStore's Flow emits only a changed value
        var edited = beginEdit(rollsBack: true)
        do {
            try body(&edited)
        } catch {
            edited.rollBack()
            edited.giveBack(to: &data)
            throw error
        }
        endEdit(&edited, before: before)
    }

    /// Edits the contents with a body that cannot throw: as the throwing `edit`, without the undo log a
    /// rollback would need (the overload Swift picks for a closure that does not throw).
    ///
    /// ```swift
    /// store.edit { $0[intPreferencesKey("count")] = ($0[intPreferencesKey("count")] ?? 0) + 1 }
    /// ```
    public func edit(_ body: (inout MutablePreferences) -> Void) {
        let before = isCollected ? data : nil
        guard !isEditing else {
            // An edit inside an edit of this store: it takes what the outer one left (nothing), in its own value.
            var edited = beginEdit(rollsBack: false)
            body(&edited)
            return endEdit(&edited, before: before)
        }
        isEditing = true
        editor.restart(taking: &data, stamp: editTime, rollsBack: false)
        body(&editor)
        isEditing = false
        finishEdit(&editor)
        editor.forgetLog()
        // Told after the editor is done with: whoever is told may edit this store again.
        if let before, before != data { changed(name) }
    }

    /// Takes the data into an edit stamped with the device's time: the edit holds the only reference, so it
    /// changes the values in place.
    private func beginEdit(rollsBack: Bool) -> MutablePreferences {
        MutablePreferences(taking: &data, stamp: editTime, rollsBack: rollsBack)
    }

    /// The time an edit stamps on what it writes: the device's, in milliseconds on the timeline (zero for a store
    /// made outside a device).
    private var editTime: Int64 { clock?.clock.now.milliseconds ?? 0 }

    /// Puts an edit's data back, keeps when its gone keys were written, and tells a collector of a change.
    private func endEdit(_ edited: inout MutablePreferences, before: Preferences?) {
        finishEdit(&edited)
        if let before, before != data { changed(name) }
    }

    /// Puts an edit's data back, and keeps when its gone keys were written.
    private func finishEdit(_ edited: inout MutablePreferences) {
        edited.forEachGoneName { name, hash, stamp in
            let earlier = goneWrittenAt.value(named: name, hash: hash) ?? .min
            goneWrittenAt.updateValue(max(earlier, stamp), named: name, hash: hash)
        }
        edited.giveBack(to: &data)
        version &+= 1
        // A store with no file reads as empty: the edit writes (and creates the file) only if it changed that.
        if !exists && !data.isEmpty { exists = true }
    }
}

/// An app's private storage: its DataStore files. It lives on the device, not in the process, so it
/// survives process death and reboot.
public final class AppStorage {
    private var stores: [String: DataStore] = [:]
    /// The store asked for last: app code tends to ask for the same one again and again. Read by the inlined part
    /// of ``dataStore(named:)`` in app code, and only ever read or assigned whole, so it skips the runtime's
    /// exclusivity check.
    @usableFromInline @exclusivity(unchecked) var lastStore: DataStore?

    /// The device's clock, for when keys were written (set when the app is installed).
    var clock: DeviceClockCell?
    /// Told a collected store's name when an edit changes it (set when the app is installed).
    var changed: (String) -> Void = { _ in }
    /// Counts the deletes and restores that may have replaced the store a name leads to: while it stays the same,
    /// ``dataStore(named:)`` gives the same object for a name it gave before.
    private(set) var storesGeneration: UInt64 = 0

    init() {}

    /// The DataStore with this name. Asking for it creates no file: an unwritten store reads as empty and is not
    /// among ``dataStoreNames`` until an edit writes to it.
    ///
    /// ```swift
    /// let settings = context.storage.dataStore(named: "settings")
    /// ```
    ///
    /// Inlined into app code, so asking for the store asked for last is a compare, not a call.
    @inlinable
    public func dataStore(named name: String) -> DataStore {
        if let lastStore, lastStore.name == name { return lastStore }
        return lookUpDataStore(named: name)
    }

    /// ``dataStore(named:)`` for a store other than the last one asked for: found by name, or made.
    @usableFromInline
    func lookUpDataStore(named name: String) -> DataStore {
        if let store = stores[name] {
            lastStore = store
            return store
        }
        let store = DataStore(name: name, clock: clock, changed: changed)
        stores[name] = store
        return store
    }

    /// The names of the DataStores whose files exist, sorted.
    public var dataStoreNames: [String] { stores.filter { $0.value.exists }.keys.sorted() }

    /// The DataStore `name` if its file exists; `nil` otherwise, creating nothing (a read that must not make a
    /// store appear: an expectation, a template reading another store, an invariant).
    ///
    /// ```swift
    /// let temp = storage.existingDataStore(named: "weather")?.data[intPreferencesKey("temp")]
    /// ```
    public func existingDataStore(named name: String) -> DataStore? {
        guard let store = stores[name], store.exists else { return nil }
        return store
    }

    /// Deletes a DataStore file. Returns whether it existed.
    @discardableResult
    public func deleteDataStore(named name: String) -> Bool {
        if lastStore?.name == name { lastStore = nil }
        storesGeneration &+= 1
        return stores.removeValue(forKey: name)?.exists ?? false
    }
}

extension DataStore {
    /// A store's saved form: its values, whether its file exists, when each key was last written, and whether a
    /// Glance session collects it.
    struct Snapshot: Codable, Equatable {
        var name: String
        var data: Preferences
        var exists: Bool
        var writtenAt: [String: Int64]
        var isCollected: Bool
    }

    var snapshot: Snapshot {
        var written: [String: Int64] = [:]
        for entry in goneWrittenAt.unorderedEntries { written[entry.name] = entry.value }
        for entry in data.table.entries where entry.stamp != PreferenceTable.unstamped {
            written[entry.name] = entry.stamp
        }
        return Snapshot(name: name, data: data, exists: exists, writtenAt: written, isCollected: isCollected)
    }

    /// Takes on a saved store's state.
    func restore(_ saved: Snapshot) {
        data = saved.data
        version &+= 1
        exists = saved.exists
        goneWrittenAt = NameTable()
        for name in saved.writtenAt.keys.sorted() {
            let hash = PreferenceTable.hash(name)
            guard !data.table.setStamp(saved.writtenAt[name]!, named: name, hash: hash) else { continue }
            goneWrittenAt.updateValue(saved.writtenAt[name]!, named: name, hash: hash)
        }
        isCollected = saved.isCollected
    }
}

extension AppStorage {
    /// Every store the app made, by name (stores never written included: a session may collect one).
    var snapshot: [DataStore.Snapshot] { stores.keys.sorted().map { stores[$0]!.snapshot } }

    /// Makes the saved stores again (on a freshly installed app's storage, after ``clock`` and ``changed`` are set).
    func restore(_ saved: [DataStore.Snapshot]) {
        stores = [:]
        lastStore = nil
        storesGeneration &+= 1
        for store in saved { dataStore(named: store.name).restore(store) }
    }
}
