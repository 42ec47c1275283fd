/// An ``EventQueue``'s complete state in a saved form (``EventQueue/snapshot(payload:key:)``): the heap with its
/// tombstones, every slot with its generation, the free slots in the order they are reused, and the counter that
/// orders equal deadlines. Payloads and keys are in the form their owners save them in.
package struct EventQueueSnapshot<SavedPayload, SavedKey> {
    /// One heap entry: `[deadline, sequence, slot, generation]`.
    package struct HeapEntry: Codable, Equatable {
        package var deadline: Int64
        package var sequence: UInt64
        package var slot: Int32
        package var generation: UInt32

        package init(deadline: Int64, sequence: UInt64, slot: Int32, generation: UInt32) {
            (self.deadline, self.sequence, self.slot, self.generation) = (deadline, sequence, slot, generation)
        }

        package init(from decoder: any Decoder) throws {
            var values = try decoder.unkeyedContainer()
            deadline = try values.decode(Int64.self)
            sequence = try values.decode(UInt64.self)
            slot = try values.decode(Int32.self)
            generation = try values.decode(UInt32.self)
        }

        package func encode(to encoder: any Encoder) throws {
            var values = encoder.unkeyedContainer()
            try values.encode(deadline)
            try values.encode(sequence)
            try values.encode(slot)
            try values.encode(generation)
        }
    }

    /// One slot: empty (`payload` nil) or holding a pending event.
    package struct Slot {
        package var generation: UInt32
        package var payload: SavedPayload?
        package var key: SavedKey?
        package var deadline: Int64
    }

    package var heap: [HeapEntry]
    package var slots: [Slot]
    package var freeSlots: [Int32]
    package var sequenceCounter: UInt64
}

extension EventQueueSnapshot.Slot: Codable where SavedPayload: Codable, SavedKey: Codable {}
extension EventQueueSnapshot.Slot: Equatable where SavedPayload: Equatable, SavedKey: Equatable {}
extension EventQueueSnapshot: Codable where SavedPayload: Codable, SavedKey: Codable {}
extension EventQueueSnapshot: Equatable where SavedPayload: Equatable, SavedKey: Equatable {}

/// A snapshot that cannot be restored: it does not describe a state the simulator can be in (a damaged or
/// hand-edited file), or it names something the restoring side does not have.
package struct SnapshotError: Error, CustomStringConvertible {
    package var description: String
    /// Whether the device cannot be saved because it runs app code written in Swift (not described by files):
    /// such a device is saved by its steps alone.
    package var isAppCodeInSwift = false

    /// Where in the saved JSON the refused value is: member names and array indices (written as numbers), from
    /// the root of the snapshot the restore was given; empty when not known. A throw site sets what it knows,
    /// and each caller puts its own part in front (``under(_:)``) as the error goes up.
    package var keyPath: [String] = []

    package init(_ description: String, at keyPath: [String] = [], appCodeInSwift: Bool = false) {
        self.description = description
        self.keyPath = keyPath
        isAppCodeInSwift = appCodeInSwift
    }

    /// The error of a value found under `keys` (the caller's part of the key path, put in front of the rest).
    package func under(_ keys: String...) -> SnapshotError { under(keys) }

    /// The error of a value found under `keys` (the caller's part of the key path, put in front of the rest).
    package func under(_ keys: [String]) -> SnapshotError {
        var error = self
        error.keyPath = keys + keyPath
        return error
    }

    /// Runs `body`, and puts `keys` in front of the key path of what it throws: the part of the snapshot it
    /// restores.
    package static func within<Result>(
        _ keys: String..., body: () throws(SnapshotError) -> Result
    ) throws(SnapshotError) -> Result {
        do { return try body() } catch { throw error.under(keys) }
    }

    /// ``within(_:body:)`` with the keys as an array.
    package static func within<Result>(
        _ keys: [String], body: () throws(SnapshotError) -> Result
    ) throws(SnapshotError) -> Result {
        do { return try body() } catch { throw error.under(keys) }
    }

    /// Maps the elements of the saved array under `key` with `body`, putting `key` and the element's index in
    /// front of the key path of what it throws.
    package static func map<Element, Result>(
        _ elements: [Element], at key: String, _ body: (Element) throws(SnapshotError) -> Result
    ) throws(SnapshotError) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do { results.append(try body(element)) } catch { throw error.under(key, String(index)) }
        }
        return results
    }
}

extension SnapshotError {
    /// The largest counter a saved device may hold: far above anything a run reaches, far enough below the type's
    /// limit that counting on from it cannot overflow.
    package static let counterLimit = 1 << 52

    /// Throws unless `value` lies in `range`: a snapshot holding a counter, time or index no device can reach (a
    /// damaged or hand-edited file) is refused at the load, before anything counts on from it.
    package static func check<Value: Comparable>(
        _ value: Value, in range: ClosedRange<Value>, _ what: @autoclosure () -> String, at keyPath: [String] = []
    ) throws(SnapshotError) {
        guard range.contains(value) else {
            throw SnapshotError(
                "\(what()) is \(value), outside \(range.lowerBound)...\(range.upperBound)", at: keyPath)
        }
    }

    /// ``check(_:in:_:)`` for a counter: `0...counterLimit`.
    package static func checkCounter<Value: BinaryInteger>(
        _ value: Value, _ what: @autoclosure () -> String, at keyPath: [String] = []
    ) throws(SnapshotError) {
        guard value >= 0, value <= counterLimit else {
            throw SnapshotError("\(what()) is \(value), outside 0...\(counterLimit)", at: keyPath)
        }
    }

    /// ``check(_:in:_:)`` for an instant on the timeline: `0...horizon`.
    package static func checkInstant(
        _ value: SimInstant, _ what: @autoclosure () -> String, at keyPath: [String] = []
    ) throws(SnapshotError) {
        try check(value.milliseconds, in: 0...SimInstant.horizon.milliseconds, what(), at: keyPath)
    }
}
