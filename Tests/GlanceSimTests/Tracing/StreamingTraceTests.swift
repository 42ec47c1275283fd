import GlanceSim
import Testing

/// ``Trace/Mode/streaming(_:)``: each record goes to the sink as it is made, in order, and is not kept; the
/// counts per kind and the record numbers are kept as in the other modes.
@Suite struct StreamingTraceTests {
    final class Collector: TraceSink {
        var records: [TraceRecord] = []
        func receive(_ record: TraceRecord) { records.append(record) }
    }

    @Test func aStreamingTraceHandsOverEveryRecordInOrderAndKeepsOnlyCounts() throws {
        let collector = Collector()
        let streaming = Device(traceMode: .streaming(collector))
        let full = Device()
        for device in [streaming, full] {
            device.setNetwork(.none)
            try device.advance(by: .days(2))
        }
        #expect(streaming.trace.records.isEmpty)
        #expect(streaming.trace.text.isEmpty && streaming.trace.jsonLines.isEmpty)
        #expect(collector.records == full.trace.records)
        #expect(collector.records.map(\.jsonLine) == full.trace.records.map(\.jsonLine))
        #expect(streaming.trace.totalCount == full.trace.records.count)
        #expect(streaming.trace.counts.map(\.kind) == full.trace.counts.map(\.kind))
        #expect(streaming.trace.counts.map(\.count) == full.trace.counts.map(\.count))
        #expect(streaming.trace.count(of: .clockTick) == 2 * 24 * 60)
    }

    @Test func recordsAreNumberedAlikeInEveryModeByTheTotalCount() throws {
        let collector = Collector()
        let devices = [Device(traceMode: .streaming(collector)), Device(traceMode: .counting), Device()]
        for device in devices { try device.advance(by: .minutes(5)) }
        #expect(devices.map(\.trace.totalCount) == Array(repeating: collector.records.count, count: 3))
        #expect(devices[2].trace.records.count == collector.records.count)
    }

    @Test func aSinkGetsOnlyTheKindsItAcceptsAndTheOthersAreStillCounted() throws {
        final class TicksOnly: TraceSink {
            var kinds: [TraceKind] = []
            var asked: [TraceKind] = []
            func receive(_ record: TraceRecord) { kinds.append(record.kind) }
            func accepts(_ kind: TraceKind) -> Bool {
                asked.append(kind)
                return kind == .clockTick
            }
        }
        let sink = TicksOnly()
        let device = Device(traceMode: .streaming(sink))
        let full = Device()
        for device in [device, full] { try device.advance(by: .days(1)) }
        #expect(sink.kinds == Array(repeating: .clockTick, count: 24 * 60))
        #expect(device.trace.totalCount == full.trace.records.count)
        #expect(device.trace.counts.map(\.count) == full.trace.counts.map(\.count))
        // Asked once per kind, when the first record of it was made.
        #expect(
            sink.asked
                == full.trace.counts.map(\.kind).sorted { a, b in
                    full.trace.records.firstIndex { $0.kind == a }! < full.trace.records.firstIndex { $0.kind == b }!
                })
    }

    @Test func modesCompareByCaseAndStreamingModesBySink() {
        let a = Collector()
        let b = Collector()
        #expect(Trace.Mode.full == .full && Trace.Mode.counting == .counting)
        #expect(Trace.Mode.streaming(a) == .streaming(a))
        #expect(Trace.Mode.streaming(a) != .streaming(b))
        #expect(Trace.Mode.streaming(a) != .counting)
        #expect(
            Trace.Mode.full.keepsRecords && !Trace.Mode.counting.keepsRecords && !Trace.Mode.streaming(a).keepsRecords)
    }
}
