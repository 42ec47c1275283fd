/// The run loop both simulated devices share — the Android ``Device`` and the iOS side's `WidgetKitDevice`: the
/// event queue, the numbering of steps that trace records carry, and the loop that runs due events in order and
/// stops events that keep running at one instant without time moving.
///
/// **Step numbers.** Every event run, and every direct call on a device from outside an event, gets the next
/// number (``TraceRecord/sequence``); records made by one step share it.
///
/// **The per-instant guard.** App code takes no virtual time, so an event that schedules another at the same
/// instant can loop for ever. ``runEvents(dueBy:limit:key:_:)`` counts the events of each key (a device has one
/// key; the WidgetKit device one per widget) at each instant and stops when a key reaches the limit.
///
/// ```swift
/// let loop = EventLoop<String, Int>()
/// loop.queue.schedule(at: .zero + .seconds(1), "tick")
/// let stopped = loop.runEvents(dueBy: .zero + .minutes(1), limit: 100, key: { _ in 0 }) { event in
///     print(event.deadline, event.payload, loop.sequence)   // 0d 00:00:01.000 tick 1
/// }
/// // stopped == nil: no key reached the limit
/// ```
///
/// Its stored properties skip the runtime's exclusivity checks (`@exclusivity(unchecked)`; every record and every
/// scheduled event touches them): no access to them can overlap another, because the loop never calls out while
/// it accesses one — it pops an event, then runs it — and the numbers are only read or bumped in place.
package final class EventLoop<Payload, Key: Hashable> {
    /// The pending events; owners schedule and cancel here.
    @exclusivity(unchecked) package var queue = EventQueue<Payload, Key>()
    /// The number records get now.
    @exclusivity(unchecked) package private(set) var sequence: UInt64 = 0
    /// Whether an event is running (a call on the device from its code is part of that step).
    @exclusivity(unchecked) package private(set) var isRunningEvent = false
    /// How many events have run.
    @exclusivity(unchecked) package private(set) var eventsRun = 0
    /// The owner's next quiet timer (one that is not a queue event and takes a step number only if it records
    /// something): ``runEvents(dueBy:limit:key:_:)`` stops before any event due at or after it, so the owner runs
    /// the timer first. ``SimInstant/never`` when there is none.
    @exclusivity(unchecked) package var quietTimerDeadline = SimInstant.never
    /// The guard's state: the instant it counts at, the key of the last event and its count, and the counts of
    /// other keys at that instant (only touched when events of several keys run at one instant). Each access is
    /// a plain read or write (in `countRun` and the resets), calling nothing, so they skip the runtime's
    /// exclusivity check (once an event).
    @exclusivity(unchecked) private var guardInstant: SimInstant?
    @exclusivity(unchecked) private var lastKey = 0
    @exclusivity(unchecked) private var lastKeyCount = 0
    @exclusivity(unchecked) private var otherKeyCounts: [Int: Int] = [:]

    package init() {}

    /// The loop's state between steps — its queue (payloads and keys in their owners' saved form), the step
    /// number and the count of events run. The guard's counts are not part of it: they start afresh at every
    /// ``runEvents(dueBy:limit:key:_:)``.
    package struct Snapshot<SavedPayload: Codable & Equatable, SavedKey: Codable & Equatable>: Codable, Equatable {
        package var queue: EventQueueSnapshot<SavedPayload, SavedKey>
        package var sequence: UInt64
        package var eventsRun: Int
    }

    /// The loop's state, with payloads and keys saved by `payload` and `key`.
    package func snapshot<SavedPayload: Codable, SavedKey: Codable>(
        payload: (Payload) throws -> SavedPayload, key: (Key) throws -> SavedKey
    ) rethrows -> Snapshot<SavedPayload, SavedKey> {
        Snapshot(
            queue: try queue.snapshot(payload: payload, key: key), sequence: sequence, eventsRun: eventsRun)
    }

    /// Puts the loop in the state a ``snapshot(payload:key:)`` describes (between steps: no event running).
    package func restore<SavedPayload: Codable, SavedKey: Codable>(
        _ saved: Snapshot<SavedPayload, SavedKey>, payload: (SavedPayload) throws -> Payload,
        key: (SavedKey) throws -> Key
    ) throws {
        try SnapshotError.checkCounter(saved.sequence, "the step number", at: ["sequence"])
        try SnapshotError.checkCounter(saved.eventsRun, "the number of events run", at: ["eventsRun"])
        do {
            queue = try EventQueue(restoring: saved.queue, payload: payload, key: key)
        } catch let error as SnapshotError {
            throw error.under("queue")
        }
        sequence = saved.sequence
        eventsRun = saved.eventsRun
        isRunningEvent = false
        guardInstant = nil
    }

    /// Gives a direct call from outside any event a number of its own, after everything that ran before.
    package func beginDirectCall() {
        if !isRunningEvent { sequence += 1 }
    }

    /// Runs one event outside ``runEvents(dueBy:limit:key:_:)`` (a single step), under the next number.
    package func runEvent(_ event: EventQueue<Payload, Key>.Event, _ run: (EventQueue<Payload, Key>.Event) -> Void) {
        sequence += 1
        eventsRun += 1
        isRunningEvent = true
        run(event)
        isRunningEvent = false
    }

    /// Runs every event due at or before `instant`, in `(deadline, sequence)` order, each under the next number.
    /// Stops before an event due at or after the ``quietTimerDeadline``.
    /// Returns `nil` when they all ran, or the key whose events reached `limit` at one instant (the loop stops
    /// right after that event; the rest stay pending). Counting starts afresh at each call.
    package func runEvents(
        dueBy instant: SimInstant, limit: Int, key: (Payload) -> Int,
        _ run: (EventQueue<Payload, Key>.Event) -> Void
    ) -> Int? {
        guardInstant = nil
        while let next = queue.nextDeadline(), next <= instant, next < quietTimerDeadline, let event = queue.popNext() {
            runEvent(event, run)
            let key = key(event.payload)
            if countRun(of: key, at: event.deadline) >= limit { return key }
        }
        return nil
    }

    /// ``runEvents(dueBy:limit:key:_:)`` for an owner whose guard also counts work, not only events (the WidgetKit
    /// device counts the timeline entries its providers make): `run` returns whether the event's key has done too
    /// much at this instant, and the loop then stops right after that event and returns its key, as at the limit.
    ///
    /// ```swift
    /// let stopped = loop.runEvents(dueBy: deadline, limit: 1_000, key: { _ in 0 }) { event in
    ///     work += 1
    ///     return work > 10
    /// }
    /// ```
    package func runEvents(
        dueBy instant: SimInstant, limit: Int, key: (Payload) -> Int,
        stoppingAfter run: (EventQueue<Payload, Key>.Event) -> Bool
    ) -> Int? {
        guardInstant = nil
        while let next = queue.nextDeadline(), next <= instant, next < quietTimerDeadline, let event = queue.popNext() {
            var tooMuchWork = false
            runEvent(event) { tooMuchWork = run($0) }
            let key = key(event.payload)
            if countRun(of: key, at: event.deadline) >= limit || tooMuchWork { return key }
        }
        return nil
    }

    /// Counts one event of `key` at `instant`; returns how many of that key ran at that instant.
    private func countRun(of key: Int, at instant: SimInstant) -> Int {
        if instant != guardInstant {
            guardInstant = instant
            if !otherKeyCounts.isEmpty { otherKeyCounts.removeAll(keepingCapacity: true) }
            lastKey = key
            lastKeyCount = 1
        } else if key == lastKey {
            lastKeyCount += 1
        } else {
            otherKeyCounts[lastKey] = lastKeyCount
            lastKey = key
            lastKeyCount = (otherKeyCounts[key] ?? 0) + 1
        }
        return lastKeyCount
    }
}
