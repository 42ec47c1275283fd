/// A priority queue of events ordered by `(deadline, sequence)`: equal deadlines run in the order they
/// were scheduled.
///
/// The heap is a plain binary min-heap; because heaps are not stable, every entry carries a sequence
/// number taken from a counter on *every* schedule (re-arms and retries included), which makes ties FIFO.
/// Cancellation is O(1): the event's slot is emptied and its heap entry becomes a tombstone that is
/// skipped when it reaches the top; the heap is compacted when tombstones outnumber live entries.
/// Events may also be scheduled under a unique key with a ``UniqueSchedulingPolicy``.
///
/// ```swift
/// var queue = EventQueue<String, String>()
/// _ = queue.schedule(at: .zero + .seconds(1), "b")
/// _ = queue.schedule(at: .zero + .seconds(1), "c")
/// _ = queue.schedule(at: .zero, "a")
/// while let event = queue.popNext() { print(event.payload) }   // a, b, c
/// ```
///
/// - Complexity: `schedule` and `popNext` are O(log n); `cancel` is O(1) amortised.
///
/// Its hot methods are `@inlinable`, so the calls a module makes on its own queue (WidgetKit's device schedules and
/// cancels) run specialized for its payload; unspecialized, each call looked up the generic types' metadata at run
/// time. Calls made inside GlanceSim's generic code for another module's payload (`EventLoop.runEvents` popping the
/// WidgetKit device's events) are still unspecialized.
public struct EventQueue<Payload, Key: Hashable> {
    /// One event as it leaves the queue.
    public struct Event {
        /// The handle it was scheduled with.
        public let id: EventID
        /// When it is due.
        public let deadline: SimInstant
        /// Its place among events due at the same instant (smaller runs first).
        public let sequence: UInt64
        /// What the event carries.
        public let payload: Payload

        @usableFromInline
        init(id: EventID, deadline: SimInstant, sequence: UInt64, payload: Payload) {
            self.id = id
            self.deadline = deadline
            self.sequence = sequence
            self.payload = payload
        }
    }

    @usableFromInline
    struct Entry {
        @usableFromInline var deadline: Int64
        @usableFromInline var sequence: UInt64
        @usableFromInline var slot: Int32
        @usableFromInline var generation: UInt32

        @usableFromInline
        init(deadline: Int64, sequence: UInt64, slot: Int32, generation: UInt32) {
            self.deadline = deadline
            self.sequence = sequence
            self.slot = slot
            self.generation = generation
        }

        @inlinable @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    @usableFromInline
    struct Slot {
        @usableFromInline var generation: UInt32
        @usableFromInline var payload: Payload?
        @usableFromInline var key: Key?
        @usableFromInline var deadline: Int64

        @usableFromInline
        init(generation: UInt32 = 0, payload: Payload? = nil, key: Key? = nil, deadline: Int64 = 0) {
            self.generation = generation
            self.payload = payload
            self.key = key
            self.deadline = deadline
        }
    }

    @usableFromInline var heap: [Entry] = []
    @usableFromInline var slots: [Slot] = []
    @usableFromInline var freeSlots: [Int32] = []
    @usableFromInline var keyed: [Key: EventID] = [:]
    @usableFromInline var sequenceCounter: UInt64 = 0
    @usableFromInline var liveCount = 0

    /// The number of events scheduled and not yet run or cancelled.
    @inlinable public var count: Int { liveCount }

    /// Creates an empty queue.
    @inlinable public init() {}

    /// Whether no event is pending.
    @inlinable public var isEmpty: Bool { liveCount == 0 }

    /// Schedules `payload` to run at `deadline`, after every event already scheduled for that instant.
    /// - Complexity: O(log n).
    @discardableResult
    @inlinable
    public mutating func schedule(at deadline: SimInstant, _ payload: consuming Payload) -> EventID {
        insert(deadline: deadline, payload: payload, key: nil)
    }

    /// Schedules `payload` under `key`. With ``UniqueSchedulingPolicy/keep`` an event already pending under
    /// the key stays and its handle is returned; with ``UniqueSchedulingPolicy/replace`` it is cancelled
    /// first. A key is released when its event runs, so an event may re-schedule itself under its own key.
    @discardableResult
    @inlinable
    public mutating func schedule(
        at deadline: SimInstant,
        key: Key,
        policy: UniqueSchedulingPolicy,
        _ payload: consuming Payload
    ) -> EventID {
        if let existing = keyed[key] {
            switch policy {
            case .keep: return existing
            case .replace: cancel(existing)
            }
        }
        let id = insert(deadline: deadline, payload: payload, key: key)
        keyed[key] = id
        return id
    }

    /// Cancels a pending event. Returns `false` if it already ran or was cancelled.
    /// - Complexity: O(1), amortised over the compaction it may trigger.
    @discardableResult
    @inlinable
    public mutating func cancel(_ id: EventID) -> Bool {
        guard isLive(id) else { return false }
        let index = Int(id.slot)
        if let key = slots[index].key.take() { keyed[key] = nil }
        release(index)
        compactIfTombstonesDominate()
        return true
    }

    /// Cancels the event pending under `key`, if any.
    @discardableResult
    @inlinable
    public mutating func cancel(key: Key) -> Bool {
        guard let id = keyed[key] else { return false }
        return cancel(id)
    }

    /// The handle of the event pending under `key`, if any.
    @inlinable
    public func event(forKey key: Key) -> EventID? { keyed[key] }

    /// When a pending event is due, or `nil` if it is no longer pending.
    @inlinable
    public func deadline(of id: EventID) -> SimInstant? {
        isLive(id) ? SimInstant(milliseconds: slots[Int(id.slot)].deadline) : nil
    }

    /// The payload of a pending event.
    @inlinable
    public func payload(of id: EventID) -> Payload? {
        isLive(id) ? slots[Int(id.slot)].payload : nil
    }

    /// When the next event is due, or `nil` if none is pending.
    @inlinable
    public mutating func nextDeadline() -> SimInstant? {
        dropTombstonesAtTop()
        return heap.first.map { SimInstant(milliseconds: $0.deadline) }
    }

    /// Removes and returns the next event, or `nil` if none is pending.
    /// - Complexity: O(log n) amortised.
    @inlinable
    public mutating func popNext() -> Event? {
        dropTombstonesAtTop()
        guard let top = heap.first else { return nil }
        removeTop()
        let index = Int(top.slot)
        // Moved out of the slot, not copied: no retain now and release later of what the payload holds.
        let payload = slots[index].payload.take()!
        if let key = slots[index].key.take() { keyed[key] = nil }
        let id = EventID(slot: top.slot, generation: top.generation)
        release(index)
        return Event(id: id, deadline: SimInstant(milliseconds: top.deadline), sequence: top.sequence, payload: payload)
    }

    /// How many pending events are due at or before `instant`.
    ///
    /// ```swift
    /// var queue = EventQueue<String, String>()
    /// queue.schedule(at: .zero, "now")
    /// queue.schedule(at: .zero + .seconds(1), "later")
    /// queue.count(dueBy: .zero)   // 1
    /// ```
    /// - Complexity: O(n).
    public func count(dueBy instant: SimInstant) -> Int {
        heap.reduce(0) { count, entry in
            entry.deadline <= instant.milliseconds && isLive(EventID(slot: entry.slot, generation: entry.generation))
                ? count + 1 : count
        }
    }

    /// Every pending event in the order it will run (a snapshot for assertions and inspection).
    /// - Complexity: O(n log n).
    public var pendingEvents: [Event] {
        heap.filter { isLive(EventID(slot: $0.slot, generation: $0.generation)) }
            .sorted { $0.precedes($1) }
            .map { entry in
                Event(
                    id: EventID(slot: entry.slot, generation: entry.generation),
                    deadline: SimInstant(milliseconds: entry.deadline),
                    sequence: entry.sequence,
                    payload: slots[Int(entry.slot)].payload!
                )
            }
    }

    /// Cancels every pending event.
    public mutating func removeAll() {
        for entry in heap where isLive(EventID(slot: entry.slot, generation: entry.generation)) {
            release(Int(entry.slot))
        }
        heap.removeAll(keepingCapacity: true)
        keyed.removeAll()
    }

    /// The queue's complete state — heap (tombstones included), slots with their generations, free slots, the
    /// schedule counter — with each payload and key turned into a saved form by the owner, so that
    /// ``init(restoring:payload:key:)`` rebuilds a queue whose every ``EventID`` held elsewhere stays valid and
    /// whose next schedule, cancel and pop do exactly what this queue's would.
    package func snapshot<SavedPayload, SavedKey>(
        payload: (Payload) throws -> SavedPayload, key: (Key) throws -> SavedKey
    ) rethrows -> EventQueueSnapshot<SavedPayload, SavedKey> {
        EventQueueSnapshot(
            heap: heap.map {
                .init(deadline: $0.deadline, sequence: $0.sequence, slot: $0.slot, generation: $0.generation)
            },
            slots: try slots.map { slot in
                .init(
                    generation: slot.generation, payload: try slot.payload.map(payload), key: try slot.key.map(key),
                    deadline: slot.deadline)
            },
            freeSlots: freeSlots, sequenceCounter: sequenceCounter)
    }

    /// The queue a ``snapshot(payload:key:)`` describes.
    /// - Throws: What `payload` or `key` throws, or ``SnapshotError`` when the snapshot is not a queue's.
    package init<SavedPayload, SavedKey>(
        restoring saved: EventQueueSnapshot<SavedPayload, SavedKey>, payload: (SavedPayload) throws -> Payload,
        key: (SavedKey) throws -> Key
    ) throws {
        slots = try saved.slots.enumerated().map { index, slot in
            do {
                return Slot(
                    generation: slot.generation, payload: try slot.payload.map(payload), key: try slot.key.map(key),
                    deadline: slot.deadline)
            } catch let error as SnapshotError {
                throw error.under("slots", String(index))
            }
        }
        heap = saved.heap.map {
            Entry(deadline: $0.deadline, sequence: $0.sequence, slot: $0.slot, generation: $0.generation)
        }
        freeSlots = saved.freeSlots
        sequenceCounter = saved.sequenceCounter
        if let index = heap.firstIndex(where: { $0.slot < 0 || Int($0.slot) >= slots.count }) {
            throw SnapshotError(
                "the event queue refers to slot \(heap[index].slot), which it does not have (\(slots.count) slots)",
                at: ["heap", String(index)])
        }
        if let index = freeSlots.firstIndex(where: { $0 < 0 || Int($0) >= slots.count }) {
            throw SnapshotError(
                "the event queue refers to slot \(freeSlots[index]), which it does not have (\(slots.count) slots)",
                at: ["freeSlots", String(index)])
        }
        guard slots.count <= Int(Int32.max) else {
            throw SnapshotError("the event queue has \(slots.count) slots, more than it can number", at: ["slots"])
        }
        try SnapshotError.checkCounter(sequenceCounter, "the event queue's counter", at: ["sequenceCounter"])
        for (index, entry) in heap.enumerated() {
            try SnapshotError.check(
                entry.deadline, in: 0...SimInstant.horizon.milliseconds, "an event's deadline",
                at: ["heap", String(index)])
            try SnapshotError.check(
                entry.sequence, in: 0...sequenceCounter, "an event's place", at: ["heap", String(index)])
            // The heap's order is what makes the next event the earliest: a parent never comes after its child.
            if index > 0, entry.precedes(heap[(index - 1) / 2]) {
                throw SnapshotError(
                    "the event queue's heap is out of order at entry \(index) (due \(entry.deadline), before its parent)",
                    at: ["heap", String(index)])
            }
        }
        for (index, slot) in slots.enumerated() where slot.payload != nil {
            try SnapshotError.check(
                slot.deadline, in: 0...SimInstant.horizon.milliseconds, "an event's deadline",
                at: ["slots", String(index), "deadline"])
        }
        var freed: Set<Int32> = []
        for (index, free) in freeSlots.enumerated()
        where !freed.insert(free).inserted || slots[Int(free)].payload != nil {
            throw SnapshotError(
                "free slot \(free) is listed twice, or holds an event", at: ["freeSlots", String(index)])
        }
        // Each pending event is in the heap exactly once, at its slot's deadline: one missing would never run, one
        // listed twice would run twice.
        var entries = [Int](repeating: 0, count: slots.count)
        for (index, entry) in heap.enumerated() {
            let slot = slots[Int(entry.slot)]
            guard slot.generation == entry.generation, slot.payload != nil else { continue }
            guard slot.deadline == entry.deadline else {
                throw SnapshotError(
                    "the event in slot \(entry.slot) is due at \(slot.deadline), and its heap entry says \(entry.deadline)",
                    at: ["heap", String(index)])
            }
            entries[Int(entry.slot)] += 1
            guard entries[Int(entry.slot)] == 1 else {
                throw SnapshotError(
                    "the event in slot \(entry.slot) is in the heap twice", at: ["heap", String(index)])
            }
        }
        if let index = slots.indices.first(where: { slots[$0].payload != nil && entries[$0] == 0 }) {
            throw SnapshotError(
                "the event in slot \(index) is not in the heap: it would never run", at: ["slots", String(index)])
        }
        liveCount = slots.reduce(0) { $1.payload == nil ? $0 : $0 + 1 }
        for (index, slot) in slots.enumerated() where slot.payload != nil {
            guard let key = slot.key else { continue }
            // A key names one pending event: a second would take the first's place, which could no longer be
            // cancelled by key.
            guard keyed[key] == nil else {
                throw SnapshotError("two pending events share one key", at: ["slots", String(index), "key"])
            }
            keyed[key] = EventID(slot: Int32(index), generation: slot.generation)
        }
    }

    /// The number of heap entries, tombstones included (for tests of compaction).
    var storedEntryCount: Int { heap.count }

    // MARK: - Internals

    @inlinable
    func isLive(_ id: EventID) -> Bool {
        let index = Int(id.slot)
        return index >= 0 && index < slots.count && slots[index].generation == id.generation
            && slots[index].payload != nil
    }

    @inlinable
    mutating func insert(deadline: SimInstant, payload: consuming Payload, key: Key?) -> EventID {
        sequenceCounter += 1
        let index: Int32
        if let free = freeSlots.popLast() {
            index = free
        } else {
            index = Int32(slots.count)
            slots.append(Slot())
        }
        let slotIndex = Int(index)
        slots[slotIndex].payload = consume payload  // moved in, not copied
        slots[slotIndex].key = key
        slots[slotIndex].deadline = deadline.milliseconds
        let generation = slots[slotIndex].generation
        heap.append(
            Entry(deadline: deadline.milliseconds, sequence: sequenceCounter, slot: index, generation: generation))
        siftUp(heap.count - 1)
        liveCount += 1
        return EventID(slot: index, generation: generation)
    }

    /// Empties a slot and bumps its generation, so its heap entry (if any) becomes a tombstone.
    @inlinable
    mutating func release(_ index: Int) {
        // Taken, not overwritten: a run event's payload and key were moved out already, and writing `nil` over
        // them would still destroy the old empty values through the payload's value witnesses.
        _ = slots[index].payload.take()
        _ = slots[index].key.take()
        slots[index].generation &+= 1
        freeSlots.append(Int32(index))
        liveCount -= 1
    }

    @inlinable
    mutating func dropTombstonesAtTop() {
        while let top = heap.first, !isLive(EventID(slot: top.slot, generation: top.generation)) {
            removeTop()
        }
    }

    @inlinable
    mutating func compactIfTombstonesDominate() {
        let tombstones = heap.count - count
        guard tombstones > 64, tombstones > count else { return }
        let slots = self.slots
        heap.removeAll { entry in
            let slot = slots[Int(entry.slot)]
            return slot.generation != entry.generation || slot.payload == nil
        }
        var index = heap.count / 2 - 1
        while index >= 0 {
            siftDown(index)
            index -= 1
        }
    }

    @inlinable
    mutating func removeTop() {
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        var child = start
        let entry = heap[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.precedes(heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
    }

    @inlinable
    mutating func siftDown(_ start: Int) {
        var parent = start
        let entry = heap[parent]
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            let right = left + 1
            let smaller = right < count && heap[right].precedes(heap[left]) ? right : left
            guard heap[smaller].precedes(entry) else { break }
            heap[parent] = heap[smaller]
            parent = smaller
        }
        heap[parent] = entry
    }
}
