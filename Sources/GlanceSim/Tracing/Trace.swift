/// Everything that happened on a device, in order.
///
/// In ``Mode/full`` mode each record is kept. In ``Mode/counting`` mode only the number of records of
/// each kind is kept, and no detail text is ever built, so memory stays flat over a simulated year. In
/// ``Mode/streaming(_:)`` mode each record is handed to a ``TraceSink`` as it is made and not kept (the counts
/// are), so a run of any length can be printed or written as it goes in flat memory.
///
/// ```swift
/// let device = Device(traceMode: .counting)
/// try device.advance(by: .days(1))
/// print(device.trace.count(of: .clockTick))   // 1440
/// ```
///
/// A trace is not `Sendable`: a streaming one holds its sink, a live object of the thread that runs the device.
public struct Trace {
    /// How much of the trace is kept, and where records go.
    public enum Mode: Equatable {
        /// Keep every record.
        case full
        /// Keep only the number of records of each kind.
        case counting
        /// Hand each record to the sink as it is made; keep only the number of records of each kind.
        case streaming(any TraceSink)

        /// Whether ``Trace/records`` holds the records (only in ``full`` mode).
        public var keepsRecords: Bool {
            if case .full = self { return true }
            return false
        }

        /// Modes are equal when they are the same case; two streaming modes when they stream to the same sink.
        public static func == (lhs: Mode, rhs: Mode) -> Bool {
            switch (lhs, rhs) {
            case (.full, .full), (.counting, .counting): return true
            case (.streaming(let a), .streaming(let b)): return a === b
            default: return false
            }
        }
    }

    /// How much of the trace is kept.
    public let mode: Mode
    /// Whether the mode is ``Mode/full`` (read once here).
    private let keepsRecords: Bool
    /// The records, in order (empty in counting and streaming modes).
    public private(set) var records: [TraceRecord] = []
    /// The sink of a streaming trace (read once here, so a record costs no pattern match on the mode).
    private let sink: (any TraceSink)?
    /// Counts per kind, in the order kinds first appeared; `slots` finds a kind's place.
    private var kinds: [TraceKind] = []
    private var kindCounts: [Int] = []
    /// Per slot: whether the sink takes records of that kind (asked once, when the slot is made).
    private var kindStreamed: [Bool] = []
    private var slots = NameTable<Int>()
    /// A direct-mapped cache in front of `slots`: per line (the low bits of a kind's name hash), the slot of the kind
    /// counted last on that line, or -1. A record of a kind seen before finds its slot in one compare, however the
    /// kinds of a run interleave; two kinds on one line only cost the `slots` look-up when they alternate.
    private var slotCache = [Int32](repeating: -1, count: Trace.cacheLines)
    private static var cacheLines: Int { 64 }
    /// The slot of the kind counted last: a run of records of one kind (a broadcast's deliveries) skips the cache.
    private var lastSlot = -1
    /// How many records were made in all, in any mode. Records are numbered from 0 in the order they are
    /// made, so a record's number is the value this had just before it was made (in full mode, its index in
    /// ``records``).
    public private(set) var totalCount = 0
    /// The number of the first record in ``records``: 0, unless the trace continues a restored device's
    /// (``restore(_:)``), whose earlier records stayed in its state folder.
    public private(set) var firstRecordNumber = 0

    /// Creates an empty trace.
    public init(mode: Mode = .full) {
        self.mode = mode
        keepsRecords = mode.keepsRecords
        if case .streaming(let sink) = mode { self.sink = sink } else { self.sink = nil }
    }

    /// How many records of `kind` were made.
    public func count(of kind: TraceKind) -> Int { slot(of: kind).map { kindCounts[$0] } ?? 0 }

    /// The counting slot of a kind seen before.
    private func slot(of kind: TraceKind) -> Int? { slots.value(named: kind.rawValue, hash: kind.nameHash) }

    /// The number of records of each kind, sorted by kind.
    public var counts: [(kind: TraceKind, count: Int)] {
        zip(kinds, kindCounts).sorted { $0.0 < $1.0 }.map { (kind: $0.0, count: $0.1) }
    }

    /// The stable text form: one record per line.
    public var text: String {
        records.map { $0.description + "\n" }.joined()
    }

    /// The JSON-lines form: one JSON object per line.
    public var jsonLines: String {
        records.map { $0.jsonLine + "\n" }.joined()
    }

    /// What a trace carries across a save and a load: the number of records of each kind (in the order kinds
    /// first appeared) and of all records. Records themselves are not part of it.
    package struct Snapshot: Codable, Equatable {
        package var kinds: [String]
        package var counts: [Int]
        package var totalCount: Int
    }

    /// The counts of this trace.
    package var snapshot: Snapshot {
        Snapshot(kinds: kinds.map(\.rawValue), counts: kindCounts, totalCount: totalCount)
    }

    /// Takes on a saved trace's counts; records made from now on are numbered after the saved ones.
    /// - Throws: ``SnapshotError`` when the counts do not match the kinds.
    package mutating func restore(_ saved: Snapshot) throws(SnapshotError) {
        try SnapshotError.checkCounter(saved.totalCount, "the trace's record count")
        guard saved.kinds.count == saved.counts.count, Set(saved.kinds).count == saved.kinds.count,
            saved.counts.allSatisfy({ (0...saved.totalCount).contains($0) }),
            saved.counts.reduce(0, { $0 &+ $1 }) == saved.totalCount
        else { throw SnapshotError("the trace's counts do not add up") }
        kinds = saved.kinds.map(TraceKind.init(rawValue:))
        kindCounts = saved.counts
        kindStreamed = kinds.map { sink?.accepts($0) ?? false }
        slots = NameTable()
        for (slot, kind) in kinds.enumerated() { slots.updateValue(slot, named: kind.rawValue, hash: kind.nameHash) }
        slotCache = [Int32](repeating: -1, count: Trace.cacheLines)
        lastSlot = -1
        records = []
        totalCount = saved.totalCount
        firstRecordNumber = saved.totalCount
    }

    /// What ``count(_:)`` did with a record.
    package enum Counted {
        /// Counted; its event is not wanted (counting mode, or a kind the sink refuses).
        case countedOnly
        /// Counted; its event is wanted: kept (``keep(_:)``) in full mode, handed to ``sink`` when streaming.
        case wanted
        /// Not counted: the kind is new. Ask the sink whether it takes the kind, then ``countFirst(of:streamed:)``.
        case newKind
    }

    /// The sink of a streaming trace (read once here, so a record costs no pattern match on the mode).
    package var streamingSink: (any TraceSink)? { sink }

    /// Counts a record of a kind already seen. Calls nothing outside the trace (no sink, no event), so a caller
    /// may make the event and hand it on after the access to the trace has ended.
    package mutating func count(_ kind: TraceKind) -> Counted {
        var slot = lastSlot
        if slot < 0 || !kinds[slot].isSame(as: kind) {
            let line = kind.nameHash & (Trace.cacheLines - 1)
            slot = Int(slotCache[line])
            if slot < 0 || !kinds[slot].isSame(as: kind) {
                guard let known = self.slot(of: kind) else { return .newKind }
                slot = known
                slotCache[line] = Int32(truncatingIfNeeded: slot)
            }
            lastSlot = slot
        }
        totalCount += 1
        kindCounts[slot] += 1
        return sink == nil ? (keepsRecords ? .wanted : .countedOnly) : (kindStreamed[slot] ? .wanted : .countedOnly)
    }

    /// Counts the first record of a new kind; `streamed` is whether the sink takes the kind (asked once, here).
    /// Returns whether its event is wanted, as ``count(_:)``.
    package mutating func countFirst(of kind: TraceKind, streamed: Bool) -> Bool {
        let slot = kinds.count
        slots.updateValue(slot, named: kind.rawValue, hash: kind.nameHash)
        kinds.append(kind)
        kindCounts.append(1)
        kindStreamed.append(streamed)
        totalCount += 1
        slotCache[kind.nameHash & (Trace.cacheLines - 1)] = Int32(truncatingIfNeeded: slot)
        lastSlot = slot
        return sink == nil ? keepsRecords : streamed
    }

    /// Keeps a record whose ``count(_:)`` said it is wanted, in full mode.
    package mutating func keep(_ record: TraceRecord) {
        records.append(record)
    }

    /// Adds a record; the event is only made in full mode (kept) and streaming mode (handed to the sink, when it
    /// accepts the kind).
    package mutating func append(instant: SimInstant, sequence: UInt64, kind: TraceKind, event: () -> TraceEvent) {
        var counted = count(kind)
        if case .newKind = counted {
            counted = countFirst(of: kind, streamed: sink?.accepts(kind) ?? false) ? .wanted : .countedOnly
        }
        guard case .wanted = counted else { return }
        let record = TraceRecord(instant: instant, sequence: sequence, event: made(event, kind))
        if let sink { sink.receive(record) } else { keep(record) }
    }

    package func made(_ event: () -> TraceEvent, _ kind: TraceKind) -> TraceEvent {
        let made = event()
        assert(made.kind == kind, "a \(made.kind) event recorded as \(kind)")
        return made
    }
}

/// Where a ``Trace/Mode/streaming(_:)`` trace hands each record as it is made, in order, on the thread that runs
/// the device. The trace keeps nothing of the record; a sink keeps what it needs (a count, the latest value) and
/// writes the rest out.
///
/// ```swift
/// final class Printer: TraceSink {
///     func receive(_ record: TraceRecord) { print(record) }
/// }
/// let device = Device(traceMode: .streaming(Printer()))
/// try device.advance(by: .minutes(2))   // prints the two clock.tick records as they happen
/// ```
///
/// The sink is called while the device updates its trace: it must not read the device's ``Device/trace`` (that
/// is an exclusive-access violation; keep its own counts instead) nor drive the device.
public protocol TraceSink: AnyObject {
    /// Takes one record, just made; the device goes on when this returns.
    func receive(_ record: TraceRecord)
    /// Whether the sink takes records of `kind`. The trace asks once per kind, the first time a record of it is
    /// made; records of a kind the sink refuses are only counted, and their events are never made (as in
    /// counting mode). By default a sink takes every kind.
    func accepts(_ kind: TraceKind) -> Bool
}

extension TraceSink {
    /// Takes every kind.
    public func accepts(_ kind: TraceKind) -> Bool { true }
}
