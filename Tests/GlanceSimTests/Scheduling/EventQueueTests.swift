import Testing

@testable import GlanceSim

@Suite struct EventQueueTests {
    private func at(_ seconds: Int64) -> SimInstant { .zero + .seconds(seconds) }

    @Test func equalDeadlinesRunInInsertionOrder() {
        var queue = EventQueue<String, String>()
        queue.schedule(at: at(5), "first")
        queue.schedule(at: at(1), "earlier")
        queue.schedule(at: at(5), "second")
        queue.schedule(at: at(5), "third")
        var order: [String] = []
        while let event = queue.popNext() { order.append(event.payload) }
        #expect(order == ["earlier", "first", "second", "third"])
    }

    /// The events due by an instant are the live ones at or before it: a cancelled one no longer counts.
    @Test func countDueByCountsLiveEventsAtOrBeforeTheInstant() {
        var queue = EventQueue<String, String>()
        queue.schedule(at: at(1), "a")
        let cancelled = queue.schedule(at: at(1), "b")
        queue.schedule(at: at(2), "c")
        queue.schedule(at: at(3), "d")
        #expect(queue.count(dueBy: .zero) == 0)
        #expect(queue.count(dueBy: at(1)) == 2)
        queue.cancel(cancelled)
        #expect(queue.count(dueBy: at(1)) == 1)
        #expect(queue.count(dueBy: at(2)) == 2)
        #expect(queue.count(dueBy: at(9)) == queue.count)
    }

    @Test func heapOrderMatchesAStableSortOfManyEvents() {
        // A repeatable LCG (as swift-collections' RepeatableRandomNumberGenerator) drives 5 000 schedules
        // with many ties; the queue must agree with a stable sort by deadline.
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var queue = EventQueue<Int, Int>()
        var reference: [(deadline: Int64, index: Int)] = []
        for index in 0..<5_000 {
            let deadline = Int64(next() % 100)
            queue.schedule(at: SimInstant(milliseconds: deadline), index)
            reference.append((deadline, index))
        }
        let expected = reference.sorted { $0.deadline < $1.deadline }.map(\.index)  // sort is stable
        var actual: [Int] = []
        while let event = queue.popNext() { actual.append(event.payload) }
        #expect(actual == expected)
    }

    @Test func cancelledEventNeverRunsAndSecondCancelReturnsFalse() {
        var queue = EventQueue<String, String>()
        let doomed = queue.schedule(at: at(1), "doomed")
        queue.schedule(at: at(1), "kept")
        let cancelledDoomed = queue.cancel(doomed)
        #expect(cancelledDoomed)
        let cancelledDoomedAgain = queue.cancel(doomed)
        #expect(!cancelledDoomedAgain)
        #expect(queue.count == 1)
        #expect(queue.popNext()?.payload == "kept")
        #expect(queue.popNext() == nil)
    }

    @Test func staleHandleDoesNotCancelTheEventThatReusedItsSlot() {
        var queue = EventQueue<String, String>()
        let first = queue.schedule(at: at(1), "first")
        _ = queue.popNext()
        let second = queue.schedule(at: at(2), "second")
        let cancelledFirstAgain = queue.cancel(first)
        #expect(!cancelledFirstAgain)
        #expect(queue.deadline(of: second) == at(2))
    }

    @Test func sameInstantCancellationIsEffective() {
        // One event at a time (not NIO's batches): an event that has run can cancel a sibling due at the
        // same instant.
        var queue = EventQueue<String, String>()
        queue.schedule(at: at(1), "canceller")
        let sibling = queue.schedule(at: at(1), "sibling")
        #expect(queue.popNext()?.payload == "canceller")
        let cancelledSibling = queue.cancel(sibling)
        #expect(cancelledSibling)
        #expect(queue.popNext() == nil)
    }

    @Test func uniqueKeepLeavesThePendingEvent() {
        var queue = EventQueue<String, String>()
        let original = queue.schedule(at: at(10), key: "sync", policy: .keep, "original")
        let again = queue.schedule(at: at(1), key: "sync", policy: .keep, "newer")
        #expect(again == original)
        #expect(queue.count == 1)
        #expect(queue.popNext()?.payload == "original")
    }

    @Test func uniqueReplaceCancelsThePendingEvent() {
        var queue = EventQueue<String, String>()
        let original = queue.schedule(at: at(10), key: "sync", policy: .replace, "original")
        queue.schedule(at: at(20), key: "sync", policy: .replace, "newer")
        #expect(queue.deadline(of: original) == nil)
        #expect(queue.count == 1)
        let event = queue.popNext()
        #expect(event?.payload == "newer")
        #expect(event?.deadline == at(20))
    }

    @Test func keyIsReleasedWhenItsEventRuns() {
        var queue = EventQueue<String, String>()
        queue.schedule(at: at(1), key: "tick", policy: .keep, "tick 1")
        _ = queue.popNext()
        #expect(queue.event(forKey: "tick") == nil)
        queue.schedule(at: at(2), key: "tick", policy: .keep, "tick 2")
        #expect(queue.popNext()?.payload == "tick 2")
    }

    @Test func tombstonesAreCompactedWhenTheyDominate() {
        var queue = EventQueue<Int, Int>()
        let ids = (0..<1_000).map { queue.schedule(at: at(Int64($0)), $0) }
        for id in ids.dropLast(10) { queue.cancel(id) }
        #expect(queue.count == 10)
        #expect(queue.storedEntryCount < 200)
        var remaining: [Int] = []
        while let event = queue.popNext() { remaining.append(event.payload) }
        #expect(remaining == Array(990..<1_000))
    }

    @Test func pendingEventsListsLiveEventsInRunOrder() {
        var queue = EventQueue<String, String>()
        queue.schedule(at: at(3), "c")
        let b = queue.schedule(at: at(2), "b")
        queue.schedule(at: at(1), "a")
        queue.cancel(b)
        #expect(queue.pendingEvents.map(\.payload) == ["a", "c"])
    }
}
