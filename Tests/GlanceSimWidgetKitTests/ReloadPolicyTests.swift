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
        device.reloadAllTimelines()
        try device.advance(by: .seconds(19))
        #expect(try Fixture.title(device, id) == "empty #0")
        try device.advance(by: .seconds(1))
        #expect(try Fixture.title(device, id) == "late #0")
    }
}
