/// A handle to one scheduled event, returned when it is scheduled and used to cancel it.
///
/// Handles are never reused: cancelling a stale handle is harmless and returns `false`.
public struct EventID: Hashable, Sendable {
    /// The slot in the queue's table that held the event.
    @usableFromInline let slot: Int32
    /// The slot's generation when the event was scheduled; a reused slot has a newer one.
    @usableFromInline let generation: UInt32

    @usableFromInline
    init(slot: Int32, generation: UInt32) {
        self.slot = slot
        self.generation = generation
    }
}

/// What to do when an event is scheduled under a key that already has a pending event.
public enum UniqueSchedulingPolicy: Sendable {
    /// Leave the pending event as it is and return its handle; the new event is dropped.
    case keep
    /// Cancel the pending event and schedule the new one.
    case replace
}

extension EventID: Codable {}
