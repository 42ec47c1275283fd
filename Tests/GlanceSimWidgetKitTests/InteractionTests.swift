import GlanceSim
import GlanceSimWidgetKit
import Testing

/// Interactive widgets (iOS 17; widgetkit reference §8; Apple, "Adding interactivity to widgets", A-INT).
@Suite struct InteractionTests {
    /// A todo list in the App Group, one button per item that toggles `items[index]` — S001's index-based
    /// `CheckTodoIntent(index:)`.
    struct TodoProvider: TimelineProvider {
        func placeholder(in context: TimelineProviderContext) -> TimelineEntry { TimelineEntry(date: context.now) }
        func snapshot(in context: TimelineProviderContext) -> TimelineEntry { placeholder(in: context) }
        func timeline(in context: TimelineProviderContext) -> Timeline {
            let items = context.store.value(forKey: "items", inGroup: "group.test") ?? ""
            let done = context.store.value(forKey: "done", inGroup: "group.test") ?? ""
            return Timeline(
                entries: [TimelineEntry(date: context.now, fields: ["items": items, "done": done])], policy: .never)
        }
    }

    static let toggle = AppIntent(name: "ToggleItem") { parameters, effects in
        guard case .int(let index)? = parameters.bundle["index"] else { return }
        let items = (effects.store.value(forKey: "items", inGroup: "group.test") ?? "").split(separator: ",")
        var done = Set((effects.store.value(forKey: "done", inGroup: "group.test") ?? "").split(separator: ","))
        let item = items[Int(index)]
        if !done.insert(item).inserted { done.remove(item) }
        effects.write(done.sorted().joined(separator: ","), forKey: "done", inGroup: "group.test")
    }

    static let todo = WidgetKind(name: "Todo", configuration: .appIntent, provider: TodoProvider()) { entry, _ in
        let items = (entry.fields["items"] ?? "").split(separator: ",").map(String.init)
        return Column {
            for (index, item) in items.enumerated() {
                Button(
                    item,
                    onClick: .runCallback(
                        callback: "ToggleItem",
                        parameters: ActionParameters([.init(name: "index", value: .int(Int32(index)))])))
            }
        }
    }

    static func device(intents: [AppIntent] = [toggle]) throws -> WidgetKitDevice {
        let device = try Fixture.device([todo], intents: intents)
        device.writeGroup("group.test", key: "items", value: "milk,plumber,plants")
        return device
    }

    /// A-INT + F-746783 ("one guaranteed reload… only applies to the widget that was interacted with") +
    /// PR-PiStats (not counted against the budget): perform, then exactly one free reload of the touched widget.
    @Test func aTapPerformsItsIntentThenReloadsOnlyTheTouchedWidgetFree() throws {
        let device = try Self.device()
        let touched = try device.addWidget(kind: "Todo", family: .systemMedium)
        let other = try device.addWidget(kind: "Todo", family: .systemLarge)
        try device.tap(touched, on: .text("plumber"))
        #expect(device.readGroup("group.test", key: "done") == "plumber")
        #expect(try device.shownEntry(touched).entry.fields["done"] == "plumber")
        #expect(try device.shownEntry(other).entry.fields["done"] == "")
        #expect(try device.providerCalls(touched, .timeline) == 2 && device.providerCalls(other, .timeline) == 1)
        #expect(try device.budgetRemaining(touched) == 48)
    }

    /// §8.1 (S001 «Делаем виджет кликабельным», DERIVED): the index is baked into the view when it is drawn; the
    /// app deletes an item without reloading, and the tap toggles the wrong one.
    @Test func anIndexBakedIntoTheViewGoesStale() throws {
        let device = try Self.device()
        let id = try device.addWidget(kind: "Todo", family: .systemMedium)
        device.writeGroup("group.test", key: "items", value: "plumber,plants")  // milk deleted in the app
        try device.tap(id, on: .text("plumber"))  // the view still shows milk first: index 1
        #expect(device.readGroup("group.test", key: "done") == "plants")
    }

    /// PR-voltra: a tap whose intent also calls `reloadTimelines` gives two `getTimeline` calls — the requested
    /// one (budgeted: `perform` does not run in the foreground app) and the automatic one.
    @Test func aReloadInsidePerformGivesTwoTimelineCalls() throws {
        let reloading = AppIntent(name: "ToggleItem") { parameters, effects in
            InteractionTests.toggle.perform(parameters, &effects)
            effects.reloadAllTimelines()
        }
        let device = try Self.device(intents: [reloading])
        let id = try device.addWidget(kind: "Todo", family: .systemMedium)
        try device.tap(id, on: .text("milk"))
        #expect(try device.providerCalls(id, .timeline) == 3)
        #expect(try device.budgetRemaining(id) == 47)
    }

    /// §8.2 and §10 (S001 «SwiftData и foreground/background»): the app's fetched data (`mainContext`, `@Query`)
    /// is per process; it misses the widget's write while it stays active and sees it after a scenePhase change.
    @Test func theAppSeesTheWidgetsWriteOnlyAfterItComesBackToTheForeground() throws {
        let device = try Self.device()
        let id = try device.addWidget(kind: "Todo", family: .systemMedium)
        device.setAppState(.foreground)
        try device.tap(id, on: .text("milk"))
        #expect(device.readGroup("group.test", key: "done", as: .app) == "milk")
        #expect(device.appSees("done", inGroup: "group.test") == nil)
        device.writeGroup("group.test", key: "note", value: "own write")
        #expect(device.appSees("note", inGroup: "group.test") == "own write")
        device.setAppState(.background)
        #expect(device.appSees("done", inGroup: "group.test") == nil)
        device.setAppState(.foreground)
        #expect(device.appSees("done", inGroup: "group.test") == "milk")
        device.setAppState(.notRunning)
        try device.tap(id, on: .text("milk"))
        #expect(device.appSees("done", inGroup: "group.test") == "")
    }

    /// A-INT: "buttons and toggles are inactive and the system doesn't perform actions unless a person
    /// authenticates and unlocks their device".
    @Test func tapsOnALockedDeviceDoNothing() throws {
        let device = try Self.device()
        let id = try device.addWidget(kind: "Todo", family: .systemMedium)
        device.setLocked(true)
        try device.tap(id, on: .text("milk"))
        #expect(device.readGroup("group.test", key: "done") == nil)
        #expect(try device.providerCalls(id, .timeline) == 1)
        #expect(Fixture.events(device, "wk.tap.ignored").count == 1)
    }

    @Test func aTapOnANodeWithoutAnIntentIsAnError() throws {
        let device = try Self.device()
        let id = try device.addWidget(kind: "Todo", family: .systemMedium)
        #expect(throws: WidgetKitError.self) { try device.tap(id, on: .text("nothing")) }
    }
}
