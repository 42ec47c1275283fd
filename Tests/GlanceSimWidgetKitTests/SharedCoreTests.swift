import GlanceSim
import GlanceSimWidgetKit
import Testing

/// The WidgetKit device on the core it shares with the Android `Device`: the trace's modes, the step numbering of
/// the shared `EventLoop`, the owners of its state, and errors with codes.
@Suite struct SharedCoreTests {
    final class Collector: TraceSink {
        var records: [TraceRecord] = []
        func receive(_ record: TraceRecord) { records.append(record) }
    }

    /// A day of a widget with entries every 15 minutes and a budgeted hourly policy, on a device in `mode`.
    static func day(_ mode: Trace.Mode) throws -> WidgetKitDevice {
        let provider = ScriptedProvider(
            offsets: [.zero, .minutes(15), .minutes(30), .minutes(45)], policy: { now in .after(now + .hours(1)) })
        let device = try Fixture.device([Fixture.kind(provider: provider)], traceMode: mode)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        device.setAppState(.background)
        try device.reloadAllTimelines()
        try device.advance(by: .days(1))
        try device.removeWidget(id)
        return device
    }

    /// `Trace.Mode` on the iOS side (as on Android, DESIGN.md "flat memory"): counting keeps no record but every
    /// count; streaming hands the sink each record in GlanceSim's trace form, the same records a full trace keeps.
    @Test func countingAndStreamingTracesCountAndHandOutWhatAFullTraceKeeps() throws {
        let full = try Self.day(.full)
        let counting = try Self.day(.counting)
        let sink = Collector()
        let streaming = try Self.day(.streaming(sink))
        #expect(full.trace.count > 100)
        #expect(counting.trace.isEmpty && streaming.trace.isEmpty)
        #expect(counting.trace.totalCount == full.trace.count && streaming.trace.totalCount == full.trace.count)
        for kind in ["wk.entry.show", "wk.provider.timeline", "wk.budget.debit", "wk.widget.remove"] {
            let kept = full.trace.filter { $0.event.kind == kind }.count
            #expect(kept > 0 && counting.trace.count(of: kind) == kept && streaming.trace.count(of: kind) == kept)
        }
        #expect(sink.records == full.trace.records.map(\.record))
    }

    /// One step numbering on both sides (`EventLoop`): each call on the device from outside an event and each
    /// event run gets the next number; a call made while an event runs shares the event's.
    @Test func everyDirectCallAndEveryEventGetsTheNextStepNumber() throws {
        let provider = ScriptedProvider(offsets: [.zero, .minutes(10)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        _ = try device.addWidget(kind: "Test", family: .systemSmall)  // step 1: add, snapshot, placeholder, timeline
        device.setAppState(.foreground)  // step 2
        try device.advance(by: .minutes(10))  // step 3: the second entry shows
        #expect(Set(device.trace.prefix { $0.event.kind != "wk.app.state" }.map(\.sequence)) == [1])
        #expect(device.trace.first { $0.event.kind == "wk.app.state" }?.sequence == 2)
        #expect(device.trace.last?.event == .entryShown(id: 1, index: 1) && device.trace.last?.sequence == 3)
    }

    /// The registry of placed widgets owns the ids: they count up from 1 and a removed widget's id is never
    /// given again (WidgetKit's `WidgetInfo` ids are opaque; GlanceSim's stay unique for the run).
    @Test func widgetIdsCountUpAndAreNeverReused() throws {
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())])
        let first = try device.addWidget(kind: "Test", family: .systemSmall)
        let second = try device.addWidget(kind: "Test", family: .systemMedium)
        try device.removeWidget(first)
        let third = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect([first, second, third] == [1, 2, 3])
        #expect(device.widgets.map(\.id) == [2, 3])
    }

    /// A widget instance owns its timeline state (widgetkit reference §3.4): a new timeline whose first entry is
    /// still to come leaves the previous timeline's shown entry on screen, never the placeholder.
    @Test func aNewTimelineKeepsWhatShowedUntilItsFirstEntry() throws {
        var provider = ScriptedProvider(offsets: [.zero], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(try Fixture.title(device, id) == "empty #0")
        provider.offsets = [.minutes(30)]
        try device.install(
            WidgetKitApp(
                bundleIdentifier: "com.example.test", kinds: [Fixture.kind(provider: provider)], intents: [],
                appGroups: ["group.test"], extensionGroups: ["group.test"]))
        device.setAppState(.foreground)
        try device.reloadAllTimelines()
        #expect(try device.shownEntry(id).isPlaceholder == false && Fixture.title(device, id) == "empty #0")
        try device.advance(by: .minutes(30))
        #expect(try device.shownEntry(id).index == 0)
    }

    /// Every refusal carries a code a program can switch on (as `SimulationError` does on Android).
    @Test func everyRefusalCarriesACode() throws {
        let device = try Fixture.device([Fixture.kind(provider: ScriptedProvider())])
        func code(_ body: () throws -> Void) -> WidgetKitError.Code? {
            do {
                try body()
                return nil
            } catch {
                return (error as? WidgetKitError)?.code
            }
        }
        #expect(code { try device.removeWidget(9) } == .unknownWidget)
        #expect(code { _ = try device.addWidget(kind: "Nope", family: .systemSmall) } == .unknownKind)
        #expect(code { _ = try device.addWidget(kind: "Test", family: .accessoryInline) } == .unsupportedFamily)
        #expect(
            code { _ = try device.addWidget(kind: "Test", family: .systemSmall, configuration: ["a": "b"]) }
                == .staticConfiguration)
        #expect(code { try device.reloadAllTimelines() } == .appNotRunning)
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        #expect(code { try device.tap(id, on: .text("nothing")) } == .tapFailed)
        try device.advance(by: .minutes(1))
        #expect(code { try device.advance(to: .zero) } == .timeWentBackwards)
        #expect(code { try device.advance(by: .days(365 * 200)) } == .beyondHorizon)
        let empty = WidgetKitDevice(timeZone: .utc, localTime: Fixture.start)
        #expect(code { _ = try empty.addWidget(kind: "Test", family: .systemSmall) } == .noApp)
    }
}
