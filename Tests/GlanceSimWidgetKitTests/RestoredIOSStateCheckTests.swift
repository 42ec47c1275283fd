import GlanceSim
import GlanceSimWidgetKit
import Testing

/// A saved iOS device is checked before it is restored (issue "Nothing lost, third pass"), as the Android side is:
/// each test edits one value of a saved device at its boundary: the last accepted value restores, the first refused
/// one is refused with a message naming it, at its key path.
@Suite struct RestoredIOSStateCheckTests {
    static let app = WidgetKitApp(
        bundleIdentifier: "com.example.test",
        kinds: [Fixture.kind(provider: ScriptedProvider(offsets: [.zero, .minutes(30)]))],
        intents: [], appGroups: ["group.test"], extensionGroups: ["group.test"])

    /// A device with one widget that reloaded once, an hour later, saved.
    static func saved() throws -> WidgetKitDeviceSnapshot {
        let device = WidgetKitDevice(
            timeZone: TimeZoneRules(identifier: "Europe/Berlin")!, localTime: Fixture.start, parameters: .device,
            traceMode: .counting)
        try device.install(app)
        _ = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .hours(1))
        return try device.snapshot()
    }

    /// The error restoring `saved` throws, or `nil` when it restores.
    static func refusal(_ saved: WidgetKitDeviceSnapshot) -> SnapshotError? {
        do {
            _ = try WidgetKitDevice(restoring: saved, app: app, traceMode: .counting)
            return nil
        } catch {
            return error
        }
    }

    @Test func theUneditedSnapshotRestores() throws {
        #expect(Self.refusal(try Self.saved()) == nil)
    }

    @Test func aGenerationOfZeroRestoresAndANegativeOneIsRefusedAtItsKey() throws {
        var saved = try Self.saved()
        saved.widgets.instances[0].generation = 0
        #expect(Self.refusal(saved) == nil)
        saved.widgets.instances[0].generation = -1
        let error = try #require(Self.refusal(saved))
        #expect(error.keyPath == ["widgets", "instances", "0", "generation"])
        #expect(error.description.contains("timeline generation is -1"))
    }

    @Test func aCallCountOfZeroRestoresAndANegativeOneIsRefusedAtItsKey() throws {
        var saved = try Self.saved()
        let name = try #require(saved.widgets.instances[0].calls.keys.sorted().first)
        saved.widgets.instances[0].calls[name] = 0
        #expect(Self.refusal(saved) == nil)
        saved.widgets.instances[0].calls[name] = -1
        let error = try #require(Self.refusal(saved))
        #expect(error.keyPath == ["widgets", "instances", "0", "calls", name])
        #expect(error.description.contains("count of \(name) calls is -1"))
    }

    @Test func aLastReloadAtTheClockRestoresAndOneAfterItOrPastTheHorizonIsRefused() throws {
        var saved = try Self.saved()
        saved.widgets.instances[0].lastReload = saved.now
        #expect(Self.refusal(saved) == nil)
        for refused in [saved.now + 1, SimInstant.horizon.milliseconds + 1] {
            saved.widgets.instances[0].lastReload = refused
            let error = try #require(Self.refusal(saved))
            #expect(error.keyPath == ["widgets", "instances", "0", "lastReload"])
            #expect(error.description.contains("last reload (no later than the clock, 'now') is \(refused)"))
        }
    }

    @Test func aWallClockAtZeroAtTheEndOfItsRangeRestoresAndOnePastItIsRefused() throws {
        var saved = try Self.saved()
        let last =
            WallTime.supportedRange.upperBound.millisecondsSinceEpoch - SimInstant.horizon.milliseconds
        saved.wallAtZero = last
        #expect(Self.refusal(saved) == nil)
        saved.wallAtZero = last + 1
        let error = try #require(Self.refusal(saved))
        #expect(error.keyPath == ["wallAtZero"])
        #expect(error.description.contains("the wall clock at timeline zero is \(last + 1)"))
        saved.wallAtZero = WallTime.supportedRange.lowerBound.millisecondsSinceEpoch - 1
        #expect(Self.refusal(saved)?.keyPath == ["wallAtZero"])
    }

    /// A saved timeline is always in date order; restoring one out of order does not misbehave: `Timeline`
    /// sorts its entries (stably), so the widget shows what the sorted timeline says. Nothing to refuse.
    @Test func aTimelineSavedOutOfDateOrderRestoresSorted() throws {
        var saved = try Self.saved()
        var timeline = try #require(saved.widgets.instances[0].timeline)
        try #require(timeline.entries.count == 2 && timeline.entries[0].date < timeline.entries[1].date)
        timeline.entries.reverse()
        saved.widgets.instances[0].timeline = timeline
        let device = try WidgetKitDevice(restoring: saved, app: Self.app, traceMode: .counting)
        let restored = try #require(try device.snapshot().widgets.instances[0].timeline)
        #expect(restored.entries == timeline.entries.reversed())
    }

    @Test func aReloadBudgetAtItsCapacityRestoresAndOneCreditMoreIsRefused() throws {
        var saved = try Self.saved()
        let daily = try #require(saved.widgets.instances[0].budget.daily)
        let capacity = Int64(daily) * 86_400_000
        saved.widgets.instances[0].budget.credits = capacity
        #expect(Self.refusal(saved) == nil)
        saved.widgets.instances[0].budget.credits = capacity + 1
        let error = try #require(Self.refusal(saved))
        #expect(error.keyPath == ["widgets", "instances", "0", "budget", "credits"])
        #expect(error.description.contains("\(capacity + 1) credits"))
    }

    @Test func aPrivateStoreOfATargetTheAppHasNotIsRefusedAtItsKey() throws {
        var saved = try Self.saved()
        saved.storage.privateStores["nosuch"] = ["a": "b"]
        let error = try #require(Self.refusal(saved))
        #expect(error.keyPath == ["storage", "privateStores", "nosuch"])
        #expect(error.description.contains("unknown target 'nosuch'"))
    }
}
