import GlanceSim
import GlanceSimWidgetKit
import Testing

/// The reload policy gives only the earliest instant of the next `getTimeline` (widgetkit reference §4; A-TL
/// `TimelineReloadPolicy`: "the earliest date WidgetKit requests a new timeline").
@Suite struct ReloadPolicyTests {
    /// A-TL `.atEnd`: "WidgetKit requests a new timeline after the last date in a timeline passes".
    @Test func atEndReloadsWhenTheLastEntryComes() throws {
        let provider = ScriptedProvider(offsets: [.zero, .minutes(30), .hours(1)])
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try device.nextReload(id) == device.now + .hours(1))
        try device.advance(by: .hours(1) - .milliseconds(1))
        #expect(try device.providerCalls(id, .timeline) == 1)
        try device.advance(by: .milliseconds(1))
        #expect(try device.providerCalls(id, .timeline) == 2)
    }

    /// A-TL: `.after(date)` may be earlier than the entries' end ("specify an earlier date if you know there's a
    /// point in time before the end of your timeline entries that may change the timeline").
    @Test func afterReloadsAtItsDateEvenBeforeTheEntriesEnd() throws {
        let provider = ScriptedProvider(offsets: [.zero, .hours(3)], policy: { .after($0 + .hours(1)) })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .hours(1))
        #expect(try device.providerCalls(id, .timeline) == 2)
    }

    /// A-TL `.never`: "the app prompts WidgetKit when a new timeline is available" — no reload by itself.
    @Test func neverReloadsOnlyWhenAsked() throws {
        let provider = ScriptedProvider(policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .days(3))
        #expect(try device.providerCalls(id, .timeline) == 1)
        #expect(try device.nextReload(id) == nil)
    }

    /// §4 (SIM `minimumPolicyInterval`, Apple's advice of entries at least 5 minutes apart; S001 saw a 20 s
    /// `.after` become 60 s): a policy reload comes no sooner than the minimum after the last reload, and the
    /// trace says which parameter decided.
    @Test func aPolicyReloadComesNoSoonerThanTheMinimumInterval() throws {
        let provider = ScriptedProvider(policy: { .after($0 + .seconds(20)) })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try device.nextReload(id) == device.now + .minutes(5))
        #expect(
            Fixture.events(device, "wk.sim-decision").contains {
                if case .simDecision(_, "minimumPolicyInterval", _) = $0 { true } else { false }
            })
        try device.advance(by: .hours(1))
        #expect(try device.providerCalls(id, .timeline) == 13)
    }

    /// §4 (`.after(d)` with d ≤ now is eligible at once; F-650318: tight reload loops are seen under the debugger)
    /// and §15 rule 10: a policy due again as soon as it is set — `.after(now)`, or `.atEnd` with its one entry at
    /// now — reloads at the same instant for ever when nothing spaces the reloads. Like Android's events-per-instant
    /// guard (counted per widget here), `advance` stops it with an error naming the widget and the instant, in
    /// milliseconds instead of a hang: under the `debugger` preset, and under the `device` preset once its spacing
    /// (minimum interval, budget) is removed. The message's 1,000-event count proves the stop; there is no
    /// `.timeLimit`, which counts the time a started test waits for a thread and so failed on a busy 2-core machine.
    @Test(arguments: ["after now", "atEnd"], ["debugger", "device without spacing"])
    func aReloadLoopAtOneInstantStopsWithAnErrorNamingTheWidget(_ policy: String, _ preset: String) throws {
        var parameters = WidgetKitParameters.debugger
        if preset != "debugger" {
            parameters = .device
            parameters.minimumPolicyInterval = .zero
            parameters.dailyBudget = nil
        }
        let device = try Fixture.device(
            [Fixture.kind(provider: Self.loopingFrom10Minutes(policy))], parameters: parameters)
        _ = try device.addWidget(kind: "Test", family: .systemSmall)
        let error = #expect(throws: WidgetKitError.self) { try device.advance(by: .hours(1)) }
        #expect(
            error?.message
                == "1000 events of widget 1 (Test) ran at '0d 00:10:00.000' without time moving; its "
                + "timeline's reload policy (\(policy == "atEnd" ? "atEnd" : "after 0d 00:10:00.000")) is due again at "
                + "once and nothing spaces its reloads (minimum policy interval 0ms, budget unlimited)")
        #expect(device.now == .zero + .minutes(10))
    }

    /// The same loop with a timeline of 100,000 entries at now: each reload makes every entry, so the guard counts
    /// the entries a widget's provider makes at one instant as well as its events, and stops the loop at
    /// ``WidgetKitDevice/maxTimelineEntriesPerWidgetPerInstant`` — after three reloads here, not 1,000 (which
    /// took 96 s in a release build before this guard; the three take well under a second).
    @Test func aLoopOfAHugeTimelineStopsByTheEntriesItMakesNotItsEvents() throws {
        var provider = Self.loopingFrom10Minutes("atEnd")
        provider.offsets = Array(repeating: .zero, count: 100_000)
        let device = try Fixture.device([Fixture.kind(provider: provider)], parameters: .debugger)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        let error = #expect(throws: WidgetKitError.self) { try device.advance(by: .hours(1)) }
        #expect(
            error?.message
                == "300000 timeline entries of widget 1 (Test) were made at '0d 00:10:00.000' without time moving; "
                + "its timeline's reload policy (atEnd) is due again at once and nothing spaces its reloads (minimum "
                + "policy interval 0ms, budget unlimited)")
        #expect(try device.providerCalls(id, .timeline) == 1 + 3)
        #expect(device.now == .zero + .minutes(10))
    }

    /// The same timeline under the `device` preset (§4, SIM `minimumPolicyInterval`): the reloads are 5 minutes
    /// apart, so time moves and nothing loops.
    @Test(arguments: ["after now", "atEnd"])
    func theDevicePresetSpacesAPolicyDueAtOnce(_ policy: String) throws {
        let device = try Fixture.device([Fixture.kind(provider: Self.loopingFrom10Minutes(policy))])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .hours(1))
        #expect(try device.providerCalls(id, .timeline) == 1 + 1 + 10)
    }

    /// One entry at now; the policy is `.after(10 minutes)` until then, and afterwards `policy` — due at once.
    static func loopingFrom10Minutes(_ policy: String) -> ScriptedProvider {
        let start = SimInstant.zero + .minutes(10)
        return ScriptedProvider { now in now < start ? .after(start) : policy == "atEnd" ? .atEnd : .after(now) }
    }

    /// §5 (PR-WP #21535 measured 0–27 s): with a reload latency the provider is called that long after the
    /// request; the old content stays meanwhile.
    @Test func reloadLatencyDelaysTheProviderCall() throws {
        var parameters = WidgetKitParameters.device
        parameters.reloadLatency = .seconds(20)
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], parameters: parameters)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.foreground)
        device.writeGroup("group.test", key: "value", value: "late")
        try device.reloadAllTimelines()
        try device.advance(by: .seconds(19))
        #expect(try Fixture.title(device, id) == "empty #0")
        try device.advance(by: .seconds(1))
        #expect(try Fixture.title(device, id) == "late #0")
    }
}
