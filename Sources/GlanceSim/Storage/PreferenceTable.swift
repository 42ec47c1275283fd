/// The values of one ``Preferences``, by name: an open-addressing hash table (linear probing, power-of-two
/// capacity, at most half full) whose slots keep each name's hash. A ``PreferencesKey`` hashes its name once,
/// when it is made, so a read or write through a key hashes nothing: it compares the stored hash, then the name.
///
/// The hash is FNV-1a over the name's UTF-8 bytes: stable across runs and platforms, so nothing depends on the
/// process's random hash seed — and the table never decides an output order (``entries`` are sorted by the
/// callers that show them).
///
/// ```swift
/// var table = PreferenceTable()
/// table.updateValue(.int(1), named: "count", hash: PreferenceTable.hash("count"))
/// table.value(named: "count", hash: PreferenceTable.hash("count"))   // .int(1)
/// ```
@usableFromInline
struct PreferenceTable: Sendable {
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var hash: Int
        @usableFromInline var name: String
        @usableFromInline var value: PreferenceValue

        @usableFromInline
        init(hash: Int, name: String, value: PreferenceValue) {
            self.hash = hash
            self.name = name
            self.value = value
        }
    }

    /// The slots; empty until the first value, then a power of two long.
    @usableFromInline var slots: [Slot?] = []
    /// How many slots hold a value.
    @usableFromInline private(set) var count = 0

    @usableFromInline init() {}

    /// The FNV-1a hash of a name's UTF-8 bytes.
    @usableFromInline
    static func hash(_ name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// The slot holding `name`, or the empty slot where it would go.
    @inlinable
    func probe(_ name: String, hash: Int) -> (index: Int, found: Bool) {
        let mask = slots.count &- 1
        var index = hash & mask
        while let slot = slots[index] {
            if slot.hash == hash && slot.name == name { return (index, true) }
            index = (index &+ 1) & mask
        }
        return (index, false)
    }

    /// The value under `name` (whose hash is `hash`).
    @inlinable
    func value(named name: String, hash: Int) -> PreferenceValue? {
        guard count > 0 else { return nil }
        let (index, found) = probe(name, hash: hash)
        return found ? slots[index]!.value : nil
    }

    /// Stores `value` under `name`; returns the value it replaces.
    @inlinable
    @discardableResult
    mutating func updateValue(_ value: PreferenceValue, named name: String, hash: Int) -> PreferenceValue? {
        if slots.isEmpty { slots = Array(repeating: nil, count: 8) }
        let (index, found) = probe(name, hash: hash)
        if found {
            let old = slots[index]!.value
            slots[index]!.value = value
            return old
        }
        slots[index] = Slot(hash: hash, name: name, value: value)
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    /// Removes the value under `name`; returns it. Later slots of the same probe run move back
    /// (backward-shift deletion), so the table never needs tombstones.
    @usableFromInline
    @discardableResult
    mutating func removeValue(named name: String, hash: Int) -> PreferenceValue? {
        guard count > 0 else { return nil }
        let probed = probe(name, hash: hash)
        guard probed.found else { return nil }
        var hole = probed.index
        let old = slots[hole]!.value
        slots[hole] = nil
        count -= 1
        let mask = slots.count - 1
        var index = (hole + 1) & mask
        while let slot = slots[index] {
            let home = slot.hash & mask
            // The slot may fill the hole if its home is not cyclically within (hole, index].
            let distanceToIndex = (index - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole < distanceToIndex {
                slots[hole] = slot
                slots[index] = nil
                hole = index
            }
            index = (index + 1) & mask
        }
        return old
    }

    /// Removes every value.
    @usableFromInline
    mutating func removeAll() {
        slots = []
        count = 0
    }

    /// Every name and value, in no particular order.
    @usableFromInline
    var unorderedEntries: [(name: String, value: PreferenceValue)] {
        slots.compactMap { $0.map { (name: $0.name, value: $0.value) } }
    }

    @usableFromInline
    mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count - 1
        for case let slot? in old {
            var index = slot.hash & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
