import GlanceSim
import GlanceSimWidgetKit
import Testing

/// The reload budget (widgetkit reference §5–§6; Apple, "Keeping a widget up to date", A-KEEP; WWDC21 10048).
@Suite struct BudgetTests {
    static func parameters(budget: Int, refill: WidgetKitParameters.BudgetRefill = .continuous) -> WidgetKitParameters {
        WidgetKitParameters(
            dailyBudget: budget, budgetRefill: refill, minimumPolicyInterval: .zero, reloadLatency: .zero,
            coalesceWindow: .zero)
    }

    /// A-KEEP: "WidgetKit maintains different budgets for each active widget… each widget has its own budget".
    @Test func budgetsArePerInstance() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 3))
        let first = try device.addWidget(kind: "Test", family: .systemSmall)
        let second = try device.addWidget(kind: "Test", family: .systemMedium)
        device.setAppState(.background)
        try device.reloadTimelines(ofKind: "Test")
        #expect(try device.budgetRemaining(first) == 2 && device.budgetRemaining(second) == 2)
        // Adding the widget cost nothing (§5: the initial request is not budgeted).
        #expect(try device.providerCalls(first, .timeline) == 2)
    }

    /// WWDC21: "updates are withheld until new budget is available" — withheld, not dropped (§15 rule 3).
    @Test func aReloadWithoutBudgetIsWithheldNotDropped() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 2))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        try device.reloadAllTimelines()
        device.writeGroup("group.test", key: "value", value: "later")
        try device.reloadAllTimelines()
        #expect(try device.isReloadWithheld(id))
        #expect(try device.providerCalls(id, .timeline) == 3)
        // Two a day come back at one per 12 h: the withheld reload runs then, with the data of then.
        #expect(try device.nextReload(id) == device.now + .hours(12))
        try device.reloadAllTimelines()  // merged into the withheld one
        try device.advance(by: .hours(12))
        #expect(try device.providerCalls(id, .timeline) == 4)
        #expect(try Fixture.title(device, id) == "later #0")
        #expect(try !device.isReloadWithheld(id))
        #expect(Fixture.events(device, "wk.reload.withheld").count == 1)
    }

    /// §6 (SIM `continuous`): the budget refills continuously at dailyBudget per 24 hours — a rolling window, not
    /// anchored at midnight (A-KEEP: "doesn't necessarily reset at exactly midnight").
    @Test func continuousRefillIsARolling24HourWindow() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 24)
        )
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        for _ in 0..<24 { try device.reloadAllTimelines() }
        #expect(try device.budgetRemaining(id) == 0)
        try device.advance(by: .minutes(59))
        #expect(try device.budgetRemaining(id) == 0)
        try device.advance(by: .minutes(1))
        #expect(try device.budgetRemaining(id) == 1)
        try device.advance(by: .days(2))
        #expect(try device.budgetRemaining(id) == 24)
    }

    /// §6 (SIM `daily(resetHour: 4)`): all at once at 04:00 local — not at midnight.
    @Test func dailyRefillComesAtFourInTheMorningNotMidnight() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))],
            parameters: Self.parameters(budget: 2, refill: .daily(resetHour: 4)))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        try device.reloadAllTimelines()
        try device.reloadAllTimelines()
        // 08:00 Berlin → the next 04:00 is 20 hours later; midnight (16 h) brings nothing.
        #expect(try device.nextReload(id) == device.now + .hours(20))
        try device.advance(by: .hours(16))
        #expect(try device.budgetRemaining(id) == 0)
        try device.advance(by: .hours(4))
        #expect(try device.providerCalls(id, .timeline) == 4)
        #expect(try device.budgetRemaining(id) == 1)
    }

    /// A-KEEP: reloads from the app in the foreground or with an audio/navigation session are free; from the
    /// background (background refresh, silent push) they are budgeted (§5).
    @Test(arguments: [(AppState.foreground, 5), (.audioSession, 5), (.background, 4)])
    func foregroundReloadsAreFreeAndBackgroundReloadsAreBudgeted(_ state: AppState, _ left: Int) throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 5))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(state)
        try device.reloadAllTimelines()
        #expect(try device.budgetRemaining(id) == left)
        #expect(try device.providerCalls(id, .timeline) == 2)
    }

    /// §12 (A-WC: `WidgetCenter` is called by the app, its extension or its App Intents): an app that is not
    /// running — never started, or stopped — calls nothing, so its reload is an error and nothing is charged.
    @Test func anAppThatIsNotRunningCannotReloadAndIsNotCharged() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 5))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        let error = #expect(throws: WidgetKitError.self) { try device.reloadAllTimelines() }
        #expect(error?.message.hasPrefix("the app is not running, so it cannot call WidgetCenter.") == true)
        device.setAppState(.background)
        device.setAppState(.notRunning)
        #expect(throws: WidgetKitError.self) { try device.reloadTimelines(ofKind: "Test") }
        #expect(try device.budgetRemaining(id) == 5 && device.providerCalls(id, .timeline) == 1)
        #expect(Fixture.events(device, "wk.reload.request") == [.reloadRequested(id: id, source: .added)])
    }

    /// A-KEEP and WWDC21: a policy reload is budgeted.
    @Test func policyReloadsAreBudgeted() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { .after($0 + .hours(1)) }))],
            parameters: Self.parameters(budget: 3))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .hours(5))
        // Three hourly reloads spend the budget; the fourth waits for the refill (8 h for 3 a day).
        #expect(try device.providerCalls(id, .timeline) == 4)
        #expect(try device.isReloadWithheld(id))
    }

    /// A-KEEP: locale, Dynamic Type and accessibility changes make the system reload by itself, free.
    @Test func systemChangesReloadEveryWidgetFree() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: Self.parameters(budget: 1))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.systemChange("locale")
        device.systemChange("dynamic type")
        #expect(try device.providerCalls(id, .timeline) == 3)
        #expect(try device.budgetRemaining(id) == 1)
    }

    /// §5 ("WidgetKit may coalesce reloads", SIM `coalesceWindow`): budgeted requests soon after a reload wait for
    /// the window's end and are served by one reload.
    @Test func requestsInTheCoalescingWindowAreServedByOneReload() throws {
        var parameters = Self.parameters(budget: 10)
        parameters.coalesceWindow = .minutes(1)
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: parameters)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        try device.reloadAllTimelines()
        try device.reloadAllTimelines()
        try device.advance(by: .minutes(1))
        #expect(try device.providerCalls(id, .timeline) == 2)
        #expect(try device.budgetRemaining(id) == 9)
    }

    /// F-653265 (Documentation Engineer): "while debugging with Xcode these limits are not imposed".
    @Test func theDebuggerPresetImposesNoLimits() throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { .after($0 + .seconds(10)) }))], parameters: .debugger)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        for _ in 0..<100 { try device.reloadAllTimelines() }
        try device.advance(by: .minutes(10))
        #expect(try device.providerCalls(id, .timeline) == 1 + 100 + 60)
        #expect(try device.budgetRemaining(id) == nil)
    }

    /// §15 rule 10 (F-653265: under Xcode "these limits are not imposed"): without a budget nothing is debited, so
    /// no reload — from the policy or from the app in the background — is traced as a debit; the same run on the
    /// `device` preset debits each of them.
    @Test(arguments: [("debugger", 0), ("device", 7)])
    func theDebuggerPresetTracesNoBudgetDebits(_ preset: String, _ debits: Int) throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { .after($0 + .minutes(10)) }))],
            parameters: try #require(WidgetKitParameters.preset(named: preset)))
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        try device.advance(by: .hours(1))
        #expect(try device.providerCalls(id, .timeline) == 1 + 1 + 6)
        #expect(Fixture.events(device, "wk.budget.debit").count == debits)
    }

    /// §2 (F-758400: `getTimeline` "called an arbitrary amount of times, usually between 2–5"; rule 10): with
    /// `duplicateTimelineCalls` one reload calls the provider that many more times, debits once, keeps the last
    /// timeline, and the trace says the simulator decided it.
    @Test func duplicateTimelineCallsCallTheProviderAgainButDebitOnce() throws {
        var parameters = WidgetKitParameters.device
        parameters.duplicateTimelineCalls = 2
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())], parameters: parameters)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try device.providerCalls(id, .timeline) == 3)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        #expect(try device.providerCalls(id, .timeline) == 6)
        #expect(try device.budgetRemaining(id) == 47)
        #expect(Fixture.events(device, "wk.timeline.set").count == 2)
        #expect(
            Fixture.events(device, "wk.sim-decision").filter {
                if case .simDecision(_, "duplicateTimelineCalls", _) = $0 { true } else { false }
            }.count == 2)
        #expect(parameters.description.hasSuffix(", 2 duplicate timeline call(s)"))
    }

    /// §5 and §12 (A-PUSH, iOS 26: a push reloads "similar to when you call `reloadAllTimelines()`" without waking
    /// the app; its own budget is unconfirmed, so GlanceSim charges the widget's): every widget reloads, budgeted.
    @Test func aWidgetPushReloadsEveryWidgetAgainstItsBudget() throws {
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))])
        let first = try device.addWidget(kind: "Test", family: .systemSmall)
        let second = try device.addWidget(kind: "Test", family: .systemMedium)
        device.writeGroup("group.test", key: "value", value: "pushed")
        device.receiveWidgetPush()
        #expect(try Fixture.title(device, first) == "pushed #0" && Fixture.title(device, second) == "pushed #0")
        #expect(try device.budgetRemaining(first) == 47 && device.budgetRemaining(second) == 47)
        #expect(device.appState == .notRunning)
    }
}
