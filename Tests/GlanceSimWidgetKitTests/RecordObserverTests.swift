import GlanceSim
import GlanceSimWidgetKit
import Testing

/// `WidgetKitDevice.onRecord`: each record as it is made, with the device as it is at that record.
@Suite struct RecordObserverTests {
    /// Three entries ten minutes apart shown in one `advance`: the observer draws each at its own instant, so
    /// each picture shows its entry, not the last one.
    @Test func theObserverSeesEveryRecordInOrderAndTheEntryOfEachShowRecord() throws {
        let provider = ScriptedProvider(offsets: [.zero, .minutes(10), .minutes(20)], policy: { _ in .never })
        let device = try Fixture.device([Fixture.kind(provider: provider)])
        var seen: [WidgetKitTraceRecord] = []
        var shown: [String] = []
        device.onRecord = { record in
            seen.append(record)
            if case .entryShown(let id, _) = record.event, let svg = try? device.widgetPicture(id) {
                shown.append(svg.contains("empty #0") ? "#0" : svg.contains("empty #1") ? "#1" : "#2")
            }
        }
        let id = try device.addWidget(kind: "Test", family: .systemSmall)
        try device.advance(by: .hours(1))
        #expect(seen == device.trace.records)
        #expect(shown == ["#0", "#1", "#2"])
        #expect(try device.shownEntry(id).index == 2)
    }
}
