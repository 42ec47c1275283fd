import Testing

@testable import GlanceSim

/// When each key of a DataStore was last written (``DataStore/lastWritten(_:)``, what `explore`'s `max data age`
/// reads): an edit's set and remove write the key at the edit's time, even to the value it had; a `clear` writes no
/// key, so a cleared key keeps the time it was last set; a throwing edit writes nothing; a saved store keeps its
/// times. The times live beside the values (a set stamps its entry), so these cases pin that bookkeeping down.
@Suite struct DataStoreWriteTimeTests {
    private static let package = "com.example.times"

    private func store() throws -> (Device, DataStore) {
        let device = Device(traceMode: .counting)
        try device.install(AppManifest(packageName: Self.package, targetSdkVersion: 34))
        return (device, try device.context(for: Self.package).storage.dataStore(named: "s"))
    }

    private let count = intPreferencesKey("count")
    private let other = intPreferencesKey("other")

    @Test func aSetWritesTheKeyAtTheEditsTimeAndLaterEditsOfOtherKeysLeaveIt() throws {
        let (device, store) = try store()
        #expect(store.lastWritten("count") == nil)
        try device.advance(by: .minutes(1))
        store.edit { $0[count] = 1 }
        try device.advance(by: .minutes(1))
        store.edit { $0[other] = 2 }
        #expect(store.lastWritten("count") == SimInstant.zero + .minutes(1))
        #expect(store.lastWritten("other") == SimInstant.zero + .minutes(2))
        try device.advance(by: .minutes(1))
        store.edit { $0[count] = 1 }  // the same value: still a write
        #expect(store.lastWritten("count") == SimInstant.zero + .minutes(3))
    }

    @Test func aRemoveWritesTheKeyEvenWhenItHadNoValueAndASetAfterItWritesItAgain() throws {
        let (device, store) = try store()
        store.edit { $0[count] = 1 }
        try device.advance(by: .minutes(1))
        store.edit { $0.remove(count) }
        store.edit { $0.remove(other) }  // never set: the remove still writes it
        #expect(store.lastWritten("count") == SimInstant.zero + .minutes(1))
        #expect(store.lastWritten("other") == SimInstant.zero + .minutes(1))
        try device.advance(by: .minutes(1))
        store.edit { $0[count] = 5 }
        #expect(store.lastWritten("count") == SimInstant.zero + .minutes(2))
    }

    @Test func aClearWritesNoKeySoClearedKeysKeepTheTimeTheyWereLastSet() throws {
        let (device, store) = try store()
        store.edit { $0[count] = 1 }
        try device.advance(by: .minutes(1))
        store.edit {
            $0[other] = 2
            $0.clear()
        }
        #expect(store.data.isEmpty)
        #expect(store.lastWritten("count") == .zero)
        #expect(store.lastWritten("other") == SimInstant.zero + .minutes(1))  // set by the clearing edit itself
    }

    @Test func aThrowingEditWritesNothingAndKeepsTheEarlierTimes() throws {
        struct Failure: Error {}
        let (device, store) = try store()
        store.edit { $0[count] = 1 }
        try device.advance(by: .minutes(1))
        #expect(throws: Failure.self) {
            try store.edit {
                $0[count] = 2
                $0[other] = 3
                $0.remove(count)
                $0.clear()
                throw Failure()
            }
        }
        #expect(store.data[count] == 1)
        #expect(store.lastWritten("count") == .zero)
        #expect(store.lastWritten("other") == nil)
    }

    /// A body that cannot throw picks `edit`'s overload without the undo log for its sets: it must leave the same
    /// values and the same write times as the throwing one, including a key it set and then removed.
    @Test func anEditThatCannotFailLeavesWhatAThrowingOneLeaves() throws {
        let (device, plain) = try store()
        let throwing = try device.context(for: Self.package).storage.dataStore(named: "t")
        func steps(_ preferences: inout MutablePreferences) {
            preferences[count] = 1
            preferences[other] = 2
            preferences[count] = 3
            preferences.remove(other)
            preferences[intPreferencesKey("third")] = 4
        }
        try device.advance(by: .minutes(1))
        plain.edit(steps)
        try throwing.edit { (preferences: inout MutablePreferences) throws in steps(&preferences) }
        #expect(plain.data == throwing.data)
        #expect(plain.data.entries.map(\.name) == ["count", "third"])
        for key in ["count", "other", "third"] {
            #expect(plain.lastWritten(key) == SimInstant.zero + .minutes(1))
            #expect(throwing.lastWritten(key) == SimInstant.zero + .minutes(1))
        }
    }

    /// The non-throwing `edit` reuses one edit value: what one edit logged (a removal) must not reach the next, or the
    /// next would write the removed key again at its own time.
    @Test func anEditStartsWithNothingLoggedByTheEditBeforeIt() throws {
        let (device, store) = try store()
        store.edit { $0.remove(count) }
        try device.advance(by: .minutes(1))
        store.edit { $0[other] = 1 }
        store.edit { $0[other] = 2 }
        #expect(store.lastWritten("count") == .zero)
        #expect(store.lastWritten("other") == SimInstant.zero + .minutes(1))
        #expect(store.data[other] == 2)
    }

    /// androidx refuses an update of a store inside an update of the same store (`DataStoreImpl.updateData`, issue
    /// 241760537); the simulator lets it run on an edit value of its own, which starts empty, and the outer edit's
    /// data is what the store keeps. Neither edit may crash or leave the reused edit value behind.
    @Test func anEditInsideAnEditOfTheSameStoreRunsOnItsOwnValueAndTheOuterEditsDataStands() throws {
        let (_, store) = try store()
        store.edit { $0[count] = 1 }
        store.edit { outer in
            outer[other] = 2
            store.edit { inner in
                #expect(inner.preferences.isEmpty)
                inner[intPreferencesKey("inner")] = 3
            }
            outer[count] = 4
        }
        #expect(store.data.entries.map(\.name) == ["count", "other"])
        #expect(store.data[count] == 4)
        store.edit { $0[count] = 5 }
        #expect(store.data[count] == 5 && store.data[other] == 2)
    }

    @Test func aSavedStoreKeepsEveryWriteTimeThroughARestore() throws {
        let (device, store) = try store()
        store.edit { $0[count] = 1 }
        try device.advance(by: .minutes(1))
        store.edit {
            $0[other] = 2
            $0.remove(intPreferencesKey("gone"))
        }
        let saved = store.snapshot
        #expect(saved.writtenAt == ["count": 0, "other": 60_000, "gone": 60_000])
        let (_, copy) = try self.store()
        copy.restore(saved)
        #expect(copy.snapshot == saved)
        #expect(copy.lastWritten("count") == .zero)
        #expect(copy.lastWritten("gone") == SimInstant.zero + .minutes(1))
    }
}
