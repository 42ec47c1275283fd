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

    package init(_ description: String, appCodeInSwift: Bool = false) {
        self.description = description
        isAppCodeInSwift = appCodeInSwift
    }
}
