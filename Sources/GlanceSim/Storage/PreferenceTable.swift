/// Values by name: the table behind ``Preferences`` (``PreferenceTable``) and behind a ``DataStore``'s write
/// times. The entries (name, hash, value) sit in one dense array (in insertion order, with removals filled from
/// the end), and an open-addressing index of positions (linear probing, power-of-two capacity, at most half
/// full) finds them by hash. A ``PreferencesKey`` hashes its name once, when it is made, so a read or write
/// through a key hashes nothing: a probe compares the entries' hashes in place, then the name once; it copies
/// no name or value, and a write replaces the value in place. Two arrays in all, so copying a table (into an
/// edit) retains two buffers.
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
struct NameTable<Value: Sendable>: Sendable {
    /// One name with its value, and when the value was written (a ``DataStore`` edit stamps what it sets, so
    /// the store needs no second table for write times; ``unstamped`` elsewhere).
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var hash: Int
        @usableFromInline var name: String
        @usableFromInline var value: Value
        @usableFromInline var stamp: Int64

        @usableFromInline
        init(hash: Int, name: String, value: Value, stamp: Int64) {
            self.hash = hash
            self.name = name
            self.value = value
            self.stamp = stamp
        }
    }

    /// The stamp of a value no store edit wrote (read from a file, or made outside a store).
    @usableFromInline static var unstamped: Int64 { .min }

    /// The entries, by position.
    @usableFromInline var entries: [Entry] = []
    /// Per index slot: 0 when empty, else one more than the position of the name whose probe run passes here.
    /// Empty until the first value, then a power of two long.
    @usableFromInline var index: [Int32] = []

    @usableFromInline init() {}

    /// How many names have a value.
    @inlinable var count: Int { entries.count }

    /// The FNV-1a hash of a name's UTF-8 bytes. It reads them from the string's own storage (a few instructions a
    /// byte), not through `String.UTF8View`'s iterator (about thirty).
    @usableFromInline
    static func hash(_ name: String) -> Int {
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
        return hash(bytes: Array(name.utf8))  // a bridged string without contiguous storage
    }

    private static func hash<Bytes: Collection<UInt8>>(bytes: Bytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// The index slot that holds `name`'s position (`position` ≥ 0), or the empty slot where it would go
    /// (`position` = -1). The index must not be empty.
    @inlinable @inline(__always)
    func probe(_ name: String, hash: Int) -> (slot: Int, position: Int) {
        let mask = index.count &- 1
        var slot = hash & mask
        while true {
            let stored = Int(index[slot])
            if stored == 0 { return (slot, -1) }
            if entries[stored &- 1].hash == hash && entries[stored &- 1].name == name { return (slot, stored &- 1) }
            slot = (slot &+ 1) & mask
        }
    }

    /// The position of `name`'s entry, or `nil`.
    @inlinable
    func position(named name: String, hash: Int) -> Int? {
        guard !entries.isEmpty else { return nil }
        let position = probe(name, hash: hash).position
        return position >= 0 ? position : nil
    }

    /// The value under `name` (whose hash is `hash`).
    @inlinable
    func value(named name: String, hash: Int) -> Value? {
        guard let position = position(named: name, hash: hash) else { return nil }
        return entries[position].value
    }

    /// Stores `value` under `name`, unstamped; returns the value it replaces.
    @inlinable
    @discardableResult
    mutating func updateValue(_ value: Value, named name: String, hash: Int) -> Value? {
        replaceValue(value, named: name, hash: hash, stamp: Self.unstamped)?.value
    }

    /// Stores `value` under `name` with its write time; returns the value and stamp it replaces.
    @inlinable
    mutating func replaceValue(
        _ value: Value, named name: String, hash: Int, stamp: Int64
    ) -> (value: Value, stamp: Int64)? {
        if index.isEmpty { index = Array(repeating: 0, count: 8) }
        let (slot, position) = probe(name, hash: hash)
        if position >= 0 {
            var replaced = value
            swap(&entries[position].value, &replaced)
            let replacedStamp = entries[position].stamp
            entries[position].stamp = stamp
            return (replaced, replacedStamp)
        }
        append(Entry(hash: hash, name: name, value: value, stamp: stamp), at: slot)
        return nil
    }

    /// Stores `value` under `name` with its write time, dropping the value it replaces (a write nothing will undo).
    @inlinable
    mutating func setValue(_ value: Value, named name: String, hash: Int, stamp: Int64) {
        if index.isEmpty { index = Array(repeating: 0, count: 8) }
        let (slot, position) = probe(name, hash: hash)
        if position >= 0 {
            entries[position].value = value
            entries[position].stamp = stamp
        } else {
            append(Entry(hash: hash, name: name, value: value, stamp: stamp), at: slot)
        }
    }

    /// Adds a new name's entry, whose probe ended at the empty index slot `slot`.
    @inlinable
    mutating func append(_ entry: Entry, at slot: Int) {
        entries.append(entry)
        index[slot] = Int32(entries.count)
        if entries.count * 2 > index.count { rebuildIndex(capacity: index.count * 2) }
    }

    /// The write time of the value under `name`: `nil` when there is none, ``unstamped`` when no edit stamped it.
    func stamp(named name: String, hash: Int) -> Int64? {
        position(named: name, hash: hash).map { entries[$0].stamp }
    }

    /// Sets the write time of the value under `name`; returns `false` (changing nothing) when there is none.
    mutating func setStamp(_ stamp: Int64, named name: String, hash: Int) -> Bool {
        guard let position = position(named: name, hash: hash) else { return false }
        entries[position].stamp = stamp
        return true
    }

    /// Removes the value under `name`; returns it.
    @usableFromInline
    @discardableResult
    mutating func removeValue(named name: String, hash: Int) -> Value? {
        removeEntry(named: name, hash: hash)?.value
    }

    /// Removes the value under `name`; returns it with its stamp. The last position moves into the freed one, and
    /// later slots of the probe run move back (backward-shift deletion), so the table never needs tombstones.
    @usableFromInline
    mutating func removeEntry(named name: String, hash: Int) -> (value: Value, stamp: Int64)? {
        guard !entries.isEmpty else { return nil }
        let (found, position) = probe(name, hash: hash)
        guard position >= 0 else { return nil }
        vacate(slot: found)
        let last = entries.count - 1
        if position != last {
            // The last entry moves to `position`: its slot must say so.
            let lastSlot = probe(entries[last].name, hash: entries[last].hash).slot
            index[lastSlot] = Int32(position + 1)
            entries.swapAt(position, last)
        }
        let removed = entries.removeLast()
        return (removed.value, removed.stamp)
    }

    /// Empties one index slot, moving back the later slots of its probe run that may fill it.
    @usableFromInline
    mutating func vacate(slot: Int) {
        var hole = slot
        index[hole] = 0
        let mask = index.count - 1
        var next = (hole + 1) & mask
        while index[next] != 0 {
            let home = entries[Int(index[next]) - 1].hash & mask
            // The slot may fill the hole if its home is not cyclically within (hole, next].
            if (hole - home) & mask < (next - home) & mask {
                index[hole] = index[next]
                index[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    /// Removes every value.
    @usableFromInline
    mutating func removeAll() {
        self = NameTable()
    }

    /// Every name and value, in no particular order.
    @usableFromInline
    var unorderedEntries: [(name: String, value: Value)] {
        entries.map { (name: $0.name, value: $0.value) }
    }

    @usableFromInline
    mutating func rebuildIndex(capacity: Int) {
        index = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for position in entries.indices {
            var slot = entries[position].hash & mask
            while index[slot] != 0 { slot = (slot + 1) & mask }
            index[slot] = Int32(position + 1)
        }
    }
}

/// The values of one ``Preferences``.
@usableFromInline
typealias PreferenceTable = NameTable<PreferenceValue>
