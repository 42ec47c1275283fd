import Testing

@testable import GlanceSim

/// A session timer's key hashes its widget id alone (ids are unique on a device), so keys of two packages that
/// share an id meet in one bucket and equality tells them apart.
@Suite struct GlanceEventKeyTests {
    @Test func keysOfTwoPackagesWithOneWidgetIdStayApart() {
        let first = GlanceRuntime.EventKey.session(package: "com.example.a", appWidgetId: 7)
        let second = GlanceRuntime.EventKey.session(package: "com.example.b", appWidgetId: 7)
        let collected = GlanceRuntime.EventKey.collected(package: "com.example.a", appWidgetId: 7)
        #expect(first.hashValue == second.hashValue)
        #expect(first != second)
        #expect(first != collected)
        let keyed: [GlanceRuntime.EventKey: Int] = [first: 1, second: 2, collected: 3]
        #expect(keyed[first] == 1)
        #expect(keyed[second] == 2)
        #expect(keyed[collected] == 3)
    }

    /// Two widgets' timers on one queue: cancelling one by key leaves the other armed.
    @Test func cancellingOneTimerByKeyLeavesTheOther() {
        var queue = EventQueue<Int, GlanceRuntime.EventKey>()
        let first = GlanceRuntime.EventKey.session(package: "com.example.a", appWidgetId: 7)
        let second = GlanceRuntime.EventKey.session(package: "com.example.b", appWidgetId: 7)
        _ = queue.schedule(at: SimInstant(milliseconds: 45_000), key: first, policy: .replace, 1)
        _ = queue.schedule(at: SimInstant(milliseconds: 45_000), key: second, policy: .replace, 2)
        let cancelled = queue.cancel(key: first)
        #expect(cancelled)
        #expect(queue.event(forKey: first) == nil)
        let next = queue.popNext()
        #expect(next?.payload == 2)
    }
}
