public import GlanceSim

/// Everything that happened on a ``WidgetKitDevice``, in order — kept, counted or streamed as the Android trace
/// is (``GlanceSim/Trace/Mode``), so an iOS run of any length can run in flat memory.
///
/// In ``GlanceSim/Trace/Mode/full`` mode the typed records are kept and the trace is a collection of them. In
/// ``GlanceSim/Trace/Mode/counting`` mode only the number of records of each kind is kept (the collection is
/// empty). In ``GlanceSim/Trace/Mode/streaming(_:)`` mode each record is also handed to the sink in GlanceSim's
/// trace form as it is made.
///
/// ```swift
/// let device = WidgetKitDevice(timeZone: .utc, localTime: LocalDateTime(year: 2026, month: 6, day: 1),
///     traceMode: .counting)
/// // … add a widget, advance a year …
/// print(device.trace.count(of: "wk.entry.show"), device.trace.isEmpty)   // 525600 true
/// ```
public struct WidgetKitTrace: RandomAccessCollection {
    /// The kept records (full mode only).
    public private(set) var records: [WidgetKitTraceRecord] = []
    /// The counts per kind (and, streaming, the sink): the core trace in counting or streaming mode.
    private var counted: Trace

    /// An empty trace in `mode`.
    public init(mode: Trace.Mode = .full) {
        counted = Trace(mode: mode == .full ? .counting : mode)
        self.mode = mode
    }

    /// How much of the trace is kept, and where records go.
    public let mode: Trace.Mode

    /// How many records were made in all, in any mode: a record's number is this just before it was made (in full
    /// mode, its index in the trace).
    public var totalCount: Int { counted.totalCount }

    /// How many records of `kind` (`wk.reload.withheld`) were made, in any mode.
    public func count(of kind: String) -> Int { counted.count(of: TraceKind(rawValue: kind)) }

    /// The number of records of each kind, sorted by kind.
    public var counts: [(kind: TraceKind, count: Int)] { counted.counts }

    /// Adds a record: counted always, kept in full mode, handed to a streaming sink in GlanceSim's trace form.
    mutating func append(_ record: WidgetKitTraceRecord) {
        counted.append(instant: record.instant, sequence: record.sequence, kind: TraceKind(rawValue: record.event.kind))
        {
            record.record.event
        }
        if mode.keepsRecords { records.append(record) }
    }

    /// The number of the first kept record: 0, unless the trace continues a restored device's (``restore(_:)``),
    /// whose earlier records are kept elsewhere. The trace's indices are record numbers: `trace[n]` is record `n`
    /// (``records`` is indexed from 0).
    public var firstRecordNumber: Int { counted.firstRecordNumber }

    /// The counts of this trace (its records are not part of it).
    package var snapshot: Trace.Snapshot { counted.snapshot }

    /// Takes on a saved trace's counts: records made from now on are numbered, and counted, after the saved ones.
    /// - Throws: ``GlanceSim/SnapshotError`` when the counts do not add up.
    package mutating func restore(_ saved: Trace.Snapshot) throws(SnapshotError) {
        try counted.restore(saved)
        records = []
    }

    public var startIndex: Int { firstRecordNumber }
    public var endIndex: Int { firstRecordNumber + records.count }
    public subscript(position: Int) -> WidgetKitTraceRecord { records[position - firstRecordNumber] }
}
