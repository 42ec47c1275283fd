import GlanceSim
import GlanceSimWidgetKit
import Testing

/// Which entry is on screen (widgetkit reference §3; Apple, `Timeline` and `TimelineProvider`, A-TL/A-TP).
@Suite struct TimelineDisplayTests {
    /// §3.1 (DERIVED from A-TL "each entry specifies the date you would like WidgetKit to update the widget's
    /// view"): the entry with the greatest date not after now; of equal dates the later one in the array.
    @Test func theShownEntryIsTheLastWhoseDateHasComeAndTiesKeepArrayOrder() throws {
        let provider = ScriptedProvider(
            offsets: [.zero, .minutes(10), .minutes(10), .minutes(20)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try Fixture.title(device, id) == "empty #0")
        try device.advance(by: .minutes(9))
        #expect(try device.shownEntry(id).index == 0)
        try device.advance(by: .minutes(1))
        #expect(try device.shownEntry(id).index == 2)
        try device.advance(by: .minutes(30))
        #expect(try device.shownEntry(id).index == 3)
        // Entry 1 never showed: it shares its date with entry 2.
        #expect(
            Fixture.events(device, "wk.entry.show") == [
                .entryShown(id: id, index: 0), .entryShown(id: id, index: 2), .entryShown(id: id, index: 3),
            ])
    }

    /// §3.1 (SIM; Apple only says to make the first entry "now"): before a timeline's first entry the widget
    /// keeps what it showed — the placeholder for a new widget, the previous timeline's entry after a reload.
    @Test func beforeTheFirstEntryThePreviousContentStays() throws {
        let provider = ScriptedProvider(offsets: [.minutes(30)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)], parameters: .debugger)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try device.shownEntry(id).isPlaceholder)
        // The placeholder is drawn redacted (A-TP, `.redacted(reason: .placeholder)`): its layout, not its text.
        #expect(try device.render(id).snapshot.contains("▆▆▆▆▆▆▆▆▆▆▆"))
        #expect(try !device.render(id).snapshot.contains("placeholder"))
        try device.advance(by: .minutes(30))
        #expect(try Fixture.title(device, id) == "empty #0")
        device.writeGroup("group.test", key: "value", value: "new")
        device.setAppState(.foreground)
        try device.reloadAllTimelines()
        // The new timeline starts in 30 minutes: the old entry stays until then.
        #expect(try Fixture.title(device, id) == "empty #0")
        try device.advance(by: .minutes(30))
        #expect(try Fixture.title(device, id) == "new #0")
    }

    /// §3.2 (DERIVED): entries already in the past are not replayed; the last of them shows at once.
    @Test func pastEntriesAreNotReplayed() throws {
        let provider = ScriptedProvider(
            offsets: [.minutes(-30), .minutes(-20), .minutes(-10)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try device.shownEntry(id).index == 2)
        #expect(Fixture.events(device, "wk.entry.show") == [.entryShown(id: id, index: 2)])
    }

    /// §3.3 (SIM: Apple does not say): unsorted entries are sorted by date, stably.
    @Test func entriesAreSortedByDateStably() {
        let at = { (minutes: Int64) in SimInstant(milliseconds: minutes * 60_000) }
        let timeline = Timeline(entries: [
            TimelineEntry(date: at(20), fields: ["n": "a"]), TimelineEntry(date: at(10), fields: ["n": "b"]),
            TimelineEntry(date: at(20), fields: ["n": "c"]),
        ])
        #expect(timeline.entries.map { $0.fields["n"]! } == ["b", "a", "c"])
        #expect(timeline.indexShown(at: at(25)) == 2)
        #expect(timeline.indexShown(at: at(5)) == nil)
    }

    /// §3.4: a new timeline replaces the old one entirely (its later entries never show).
    @Test func aNewTimelineReplacesTheOld() throws {
        let provider = ScriptedProvider(offsets: [.zero, .hours(1)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .minutes(30))
        device.setAppState(.foreground)
        device.writeGroup("group.test", key: "value", value: "v2")
        try device.reloadAllTimelines()
        try device.advance(by: .minutes(45))
        #expect(try Fixture.title(device, id) == "v2 #0")
    }

    /// §3.5 (A-KEEP, WWDC21: keep entries at least 5 minutes apart; F-733081: 1-second entries showed about every
    /// 2 s): a closer timeline is simulated as given — each entry at its date — and flagged in the trace.
    @Test func entriesUnderFiveMinutesApartShowAtTheirDatesAndAreFlagged() throws {
        let close = ScriptedProvider(offsets: [.zero, .minutes(1), .minutes(2)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: close)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .minutes(1))
        #expect(try device.shownEntry(id).index == 1)
        let warnings = Fixture.events(device, "wk.timeline.warning")
        #expect(warnings.count == 1)
        #expect(warnings.first?.details.hasPrefix("entries 1m apart: Apple advises at least 5 minutes") == true)
        let spaced = ScriptedProvider(offsets: [.zero, .minutes(5)], policy: { _ in .never })
        let quiet = try Fixture.device([Fixture.kind(provider: spaced)])
        _ = try quiet.addWidget(kind: "Test", family: .systemSmall)
        #expect(Fixture.events(quiet, "wk.timeline.warning").isEmpty)
    }
}
