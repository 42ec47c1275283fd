import GlanceSim
import GlanceSimWidgetKit
import Testing

/// Providers, families, App Groups, date-relative text, WidgetCenter's reach, determinism.
@Suite struct DeviceModelTests {
    /// §2 (A-TP; OBSERVED placeholder on first add): adding a widget shows the gallery snapshot (`isPreview`),
    /// draws the placeholder, then asks for the first timeline — none of it budgeted.
    @Test func addingCallsTheGallerySnapshotThePlaceholderThenTheTimeline() throws {
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        let calls = device.trace.compactMap { record -> String? in
            guard case .providerCall(_, let call, let isPreview) = record.event else { return nil }
            return isPreview ? "\(call) (preview)" : "\(call)"
        }
        #expect(calls == ["snapshot (preview)", "placeholder", "timeline"])
        #expect(try device.budgetRemaining(id) == 48)
    }

    /// §9 (A-HIG iOS dimensions): `displaySize` is the family's size on the device; a 320×568 screen has no Lock
    /// Screen widgets; an iPhone has no extra-large family.
    @Test func familySizesComeFromTheHIGTable() throws {
        #expect(IPhoneScreen.iPhone15.displaySize(of: .systemSmall) == PointSize(width: 158, height: 158))
        #expect(
            IPhoneScreen(width: 430, height: 932)?.displaySize(of: .systemLarge) == PointSize(width: 364, height: 382))
        #expect(
            IPhoneScreen(width: 414, height: 736)?.displaySize(of: .systemMedium) == PointSize(width: 348, height: 157))
        #expect(IPhoneScreen(width: 320, height: 568)?.displaySize(of: .accessoryInline) == nil)
        #expect(IPhoneScreen.iPhone15.displaySize(of: .systemExtraLarge) == nil)
        #expect(IPhoneScreen.all.count == 10)
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())])
        _ = try device.addWidget(kind: "Test", family: .systemMedium)
        #expect(
            device.trace.contains {
                $0.event
                    == .widgetAdded(
                        id: 1, kind: "Test", family: .systemMedium, size: PointSize(width: 338, height: 158))
            })
    }

    /// §2 and rule 6 (A-TP: the placeholder "doesn't contain user data", drawn `.redacted(reason: .placeholder)`;
    /// A-CTX): the placeholder is asked with no stores and no configuration; the timeline gets the family, its
    /// display size from the HIG table, the configuration and the App Group.
    @Test func thePlaceholderGetsNoUserDataAndTheTimelineGetsFamilySizeAndConfiguration() throws {
        final class Seen: @unchecked Sendable { var contexts: [String: TimelineProviderContext] = [:] }
        struct Recording: TimelineProvider {
            let seen: Seen
            func placeholder(in context: TimelineProviderContext) -> TimelineEntry {
                seen.contexts["placeholder"] = context
                return TimelineEntry(date: context.now)
            }
            func snapshot(in context: TimelineProviderContext) -> TimelineEntry { TimelineEntry(date: context.now) }
            func timeline(in context: TimelineProviderContext) -> Timeline {
                seen.contexts["timeline"] = context
                return Timeline(entries: [TimelineEntry(date: context.now)], policy: .never)
            }
        }
        let seen = Seen()
        let kind = WidgetKind(name: "Card", configuration: .intent, provider: Recording(seen: seen)) { _, _ in
            Text("card")
        }
        let device = try Fixture.device([kind])
        device.writeGroup("group.test", key: "card", value: "4242")
        _ = try device.addWidget(kind: "Card", family: .systemLarge, configuration: ["card": "visa"])
        let placeholder = try #require(seen.contexts["placeholder"])
        #expect(placeholder.store.value(forKey: "card", inGroup: "group.test") == nil)
        #expect(placeholder.configuration.isEmpty)
        let timeline = try #require(seen.contexts["timeline"])
        #expect(timeline.store.value(forKey: "card", inGroup: "group.test") == "4242")
        #expect(timeline.configuration == ["card": "visa"])
        #expect(timeline.family == .systemLarge && timeline.displaySize == PointSize(width: 338, height: 354))
        #expect(!timeline.isPreview)
    }

    /// §9 (A-HIG): a widget's picture is drawn at its family's size on the device, in points.
    @Test func picturesAreDrawnAtTheFamilySizeInPoints() throws {
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())])
        let id = try device.addWidget(kind: "Test", family: .systemMedium)
        let svg = try device.widgetPicture(id)
        #expect(svg.contains("width=\"338\" height=\"158\""))
        #expect(svg.contains("shared #0") || svg.contains("empty #0"))
        #expect(try device.widgetPicture(id, scheme: .dark) != svg)
        // A Home Screen widget sits on its container background with rounded corners; a Lock Screen one has none.
        #expect(svg.contains("rx=\"22\""))
        let lockScreen = try Fixture.device([
            Fixture.kind(provider: ScriptedProvider()).with(families: [.accessoryRectangular])
        ])
        let accessory = try lockScreen.addWidget(kind: "Test", family: .accessoryRectangular)
        let lockPicture = try lockScreen.widgetPicture(accessory)
        #expect(lockPicture.contains("width=\"160\" height=\"72\"") && !lockPicture.contains("rx=\"22\""))
    }

    /// §10 (S001, S002/S004, S003): App Group storage is shared only by targets that declare the group; without it
    /// the widget reads its own empty store — the classic "widget shows empty data".
    @Test(arguments: [(["group.test"], "shared #0"), ([], "empty #0")])
    func onlyTargetsDeclaringTheAppGroupShareItsStore(_ appGroups: [String], _ shown: String) throws {
        let device = try Fixture.device(
            [Fixture.kind(provider: ScriptedProvider(policy: { _ in .never }))], appGroups: appGroups)
        device.writeGroup("group.test", key: "value", value: "shared")
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try Fixture.title(device, id) == shown)
        #expect(device.readGroup("group.test", key: "value", as: .app) == "shared")
    }

    /// §11 (A-DATES; F-656052 contradicting S003): `.timer`, `.relative` and `.offset` tick on screen without any
    /// provider call; `.time` is fixed when the entry is drawn.
    @Test func relativeDateTextTicksWithoutReloadsAndTimeTextIsFrozen() throws {
        struct Countdown: TimelineProvider {
            func placeholder(in context: TimelineProviderContext) -> TimelineEntry { TimelineEntry(date: context.now) }
            func snapshot(in context: TimelineProviderContext) -> TimelineEntry { placeholder(in: context) }
            func timeline(in context: TimelineProviderContext) -> Timeline {
                Timeline(entries: [TimelineEntry(date: context.now)], policy: .never)
            }
        }
        let kind = WidgetKind(name: "Countdown", provider: Countdown()) { entry, context in
            Column {
                Text(context.text(entry.date + .minutes(15), style: .timer))
                Text(context.text(entry.date + .minutes(15), style: .relative))
                Text(context.text(entry.date + .minutes(15), style: .offset))
                Text(context.text(entry.date, style: .time))
            }
        }
        let device = try Fixture.device([kind])
        let id = try device.addWidget(kind: "Countdown", family: .systemSmall)
        let texts = { try device.render(id).findNodes(.isKind("Text")).compactMap(\.node.text) }
        #expect(try texts() == ["15:00", "15 min", "-15 min", "08:00"])
        try device.advance(by: .minutes(3) + .seconds(46))
        #expect(try texts() == ["11:14", "11 min, 14 sec", "-11 min", "08:00"])
        try device.advance(by: .hours(1) + .minutes(11) + .seconds(14) + .seconds(1))
        #expect(try texts() == ["1:00:01", "1 hr, 1 sec", "+1 hr", "08:00"])
        #expect(try device.providerCalls(id, .timeline) == 1)
    }

    @Test func dateAndTimeTextAreLocal() {
        let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
        let wall = berlin.wallTime(for: LocalDateTime(year: 2026, month: 6, day: 1, hour: 23, minute: 5))
        #expect(DateTextStyle.date.format(.zero, at: .zero, wallTime: wall, timeZone: berlin) == "1 Jun 2026")
        #expect(DateTextStyle.time.format(.zero, at: .zero, wallTime: wall, timeZone: berlin) == "23:05")
        #expect(
            DateTextStyle.relative.format(
                .zero, at: SimInstant(milliseconds: 90_000_000), wallTime: wall, timeZone: berlin) == "1 day, 1 hr")
    }

    /// A-WC: `reloadTimelines(ofKind:)` reloads "all widgets of a particular kind"; `reloadAllTimelines()` "all
    /// configured widgets belonging to the containing app" (PR-maple: every instance of the kind).
    @Test func reloadOfKindReachesEveryInstanceOfTheKindAndAllReachesEveryKind() throws {
        let never = ScriptedProvider(policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind("A", provider: never), Fixture.kind("B", provider: never)])
        let a1 = try device.addWidget(kind: "A", family: .systemSmall)
        let a2 = try device.addWidget(kind: "A", family: .systemMedium)
        let b = try device.addWidget(kind: "B", family: .systemSmall)
        device.setAppState(.foreground)
        try device.reloadTimelines(ofKind: "A")
        #expect(try [a1, a2, b].map { try device.providerCalls($0, .timeline) } == [2, 2, 1])
        try device.reloadAllTimelines()
        #expect(try [a1, a2, b].map { try device.providerCalls($0, .timeline) } == [3, 3, 2])
    }

    /// §9 (S002/S004): editing a configurable widget asks for a timeline for that instance only; a static kind has
    /// no settings.
    @Test func editingReloadsOnlyThatInstance() throws {
        let never = ScriptedProvider(policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind("Cards", configuration: .intent, provider: never)])
        let first = try device.addWidget(kind: "Cards", family: .systemSmall, configuration: ["card": "1"])
        let second = try device.addWidget(kind: "Cards", family: .systemSmall, configuration: ["card": "2"])
        try device.editWidget(first, configuration: ["card": "3"])
        #expect(try device.providerCalls(first, .timeline) == 2 && device.providerCalls(second, .timeline) == 1)
        #expect(device.widgets.map(\.configuration) == [["card": "3"], ["card": "2"]])
        let plain = try Fixture.device([Fixture.kind(provider: never)])
        let id = try plain.addWidget(kind: "Test", family: .systemSmall)
        #expect(throws: WidgetKitError.self) { try plain.editWidget(id, configuration: ["x": "1"]) }
    }

    @Test func unknownKindsAndUnsupportedFamiliesAreErrors() throws {
        let device = try Fixture.device([
            WidgetKind(name: "Small", families: [.systemSmall], provider: ScriptedProvider()) { _, _ in Text("") }
        ])
        #expect(
            throws: WidgetKitError(.unsupportedFamily, "Small does not support systemLarge; it supports systemSmall")
        ) {
            try device.addWidget(kind: "Small", family: .systemLarge)
        }
        #expect(throws: WidgetKitError(.unknownKind, "no widget kind 'Big' in com.example.test; kinds: Small")) {
            try device.addWidget(kind: "Big", family: .systemSmall)
        }
        #expect(throws: WidgetKitError(.unknownWidget, "no widget 9 (there are none)")) { try device.removeWidget(9) }
    }

    /// Same input, byte-identical trace.
    @Test func theSameStepsGiveTheSameTrace() throws {
        func run() throws -> String {
            let device = try Fixture.device(
                [
                    Fixture.kind(
                        provider: ScriptedProvider(
                            offsets: [.zero, .minutes(20)], policy: { .after($0 + .minutes(30)) }))
                ])
            let a = try device.addWidget(kind: "Test", family: .systemSmall)
            _ = try device.addWidget(kind: "Test", family: .systemMedium)
            device.setAppState(.background)
            try device.reloadAllTimelines()
            try device.advance(by: .days(2))
            try device.removeWidget(a)
            try device.advance(by: .hours(1))
            return device.traceText
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first.hasPrefix("0d 00:00:00.000 #1 wk.widget.add widget 1 - Test systemSmall 158x158pt\n"))
    }
}
