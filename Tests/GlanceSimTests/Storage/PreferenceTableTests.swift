import Testing

@testable import GlanceSim

/// The hash table behind ``Preferences``: what it stores must not depend on insertion order, collisions or
/// deletions, and its hash must not depend on the process (FNV-1a, not the seeded `Hasher`).
@Suite struct PreferenceTableTests {
    @Test func hashIsFNV1aOfTheUTF8Bytes() {
        // FNV-1a 64-bit test vectors (Fowler/Noll/Vo reference "fnv_test.c": "" and "a").
        #expect(UInt64(bitPattern: Int64(PreferenceTable.hash(""))) == 0xcbf2_9ce4_8422_2325)
        #expect(UInt64(bitPattern: Int64(PreferenceTable.hash("a"))) == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func keepsEveryValueThroughGrowthAndRemovals() {
        var table = PreferenceTable()
        var model: [String: PreferenceValue] = [:]
        // A deterministic mix of inserts, overwrites and removals over 300 names forces growth and long probe runs.
        var state: UInt64 = 42
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let name = "key\((state >> 33) % 300)"
            let hash = PreferenceTable.hash(name)
            if (state >> 20) % 3 == 0 {
                #expect(table.removeValue(named: name, hash: hash) == model.removeValue(forKey: name))
            } else {
                let value = PreferenceValue.int(Int32(truncatingIfNeeded: state >> 40))
                #expect(table.updateValue(value, named: name, hash: hash) == model.updateValue(value, forKey: name))
            }
            #expect(table.count == model.count)
        }
        for index in 0..<300 {
            let name = "key\(index)"
            #expect(table.value(named: name, hash: PreferenceTable.hash(name)) == model[name])
        }
    }

    @Test func collidingNamesStayApartAndSurviveRemovalOfTheFirst() {
        var table = PreferenceTable()
        // The same (forced) hash for three names: one probe run; removing the first must keep the others reachable.
        table.updateValue(.int(1), named: "a", hash: 7)
        table.updateValue(.int(2), named: "b", hash: 7)
        table.updateValue(.int(3), named: "c", hash: 7)
        #expect(table.removeValue(named: "a", hash: 7) == .int(1))
        #expect(table.value(named: "b", hash: 7) == .int(2))
        #expect(table.value(named: "c", hash: 7) == .int(3))
        #expect(table.value(named: "a", hash: 7) == nil)
    }

    @Test func preferencesAreEqualWhateverTheOrderTheyWereWrittenIn() {
        var first = Preferences().toMutablePreferences()
        var second = Preferences().toMutablePreferences()
        for index in 0..<20 { first[intPreferencesKey("k\(index)")] = Int32(index) }
        for index in (0..<20).reversed() { second[intPreferencesKey("k\(index)")] = Int32(index) }
        second[stringPreferencesKey("extra")] = "x"
        second.remove(stringPreferencesKey("extra"))
        #expect(first.preferences == second.preferences)
        #expect(first.preferences.hashValue == second.preferences.hashValue)
        #expect(first.preferences.entries.map(\.name) == (0..<20).map { "k\($0)" }.sorted())
    }

    @Test func aThrowingEditLeavesTheStoreAsItWas() {
        struct Failure: Error {}
        let store = DataStore(name: "s")
        store.edit { $0[intPreferencesKey("kept")] = 1 }
        #expect(throws: Failure.self) {
            try store.edit {
                $0[intPreferencesKey("kept")] = 2
                $0[intPreferencesKey("new")] = 3
                $0.clear()
                $0[intPreferencesKey("after")] = 4
                throw Failure()
            }
        }
        #expect(store.data.description == "{kept=1}")
    }
}
