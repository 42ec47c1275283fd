/// Everything that happened on a device, in order.
///
/// In ``Mode/full`` mode each record is kept. In ``Mode/counting`` mode only the number of records of
/// each kind is kept, and no detail text is ever built, so memory stays flat over a simulated year.
///
/// ```swift
/// let device = Device(traceMode: .counting)
/// try device.advance(by: .days(1))
/// print(device.trace.count(of: .clockTick))   // 1440
/// ```
public struct Trace: Sendable {
    /// How much of the trace is kept.
    public enum Mode: Sendable {
        /// Keep every record.
        case full
        /// Keep only the number of records of each kind.
        case counting
    }

    /// How much of the trace is kept.
    public let mode: Mode
    /// The records, in order (empty in counting mode).
    public private(set) var records: [TraceRecord] = []
    /// Counts per kind, in the order kinds first appeared; `slots` finds a kind's place.
    private var kinds: [TraceKind] = []
    private var kindCounts: [Int] = []
    private var slots: [TraceKind: Int] = [:]
    /// The slots of the kinds counted most recently, newest first: a record of one of them skips the hash
    /// lookup (a run mixes few kinds).
    private var recentSlots: (Int, Int, Int, Int) = (-1, -1, -1, -1)
    /// How many records were made in all, in either mode.
    public private(set) var totalCount = 0

    /// Creates an empty trace.
    public init(mode: Mode = .full) {
        self.mode = mode
    }

    /// How many records of `kind` were made.
    public func count(of kind: TraceKind) -> Int { slots[kind].map { kindCounts[$0] } ?? 0 }

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

    /// The counting slot of a kind, made on first use.
    private mutating func slot(of kind: TraceKind) -> Int {
        let (a, b, c, d) = recentSlots
        if a >= 0 && kinds[a].rawValue == kind.rawValue { return a }
        let slot: Int
        if b >= 0 && kinds[b].rawValue == kind.rawValue {
            slot = b
        } else if c >= 0 && kinds[c].rawValue == kind.rawValue {
            slot = c
        } else if d >= 0 && kinds[d].rawValue == kind.rawValue {
            slot = d
        } else if let known = slots[kind] {
            slot = known
        } else {
            slot = kinds.count
            slots[kind] = slot
            kinds.append(kind)
            kindCounts.append(0)
        }
        recentSlots = (
            slot, a == slot ? b : a, (a == slot || b == slot) ? c : b, (a == slot || b == slot || c == slot) ? d : c
        )
        return slot
    }

    /// Adds a record; the event is only made in full mode.
    mutating func append(instant: SimInstant, sequence: UInt64, kind: TraceKind, event: () -> TraceEvent) {
        totalCount += 1
        kindCounts[slot(of: kind)] += 1
        if case .full = mode {
            let made = event()
            assert(made.kind == kind, "a \(made.kind) event recorded as \(kind)")
            records.append(TraceRecord(instant: instant, sequence: sequence, event: made))
        }
    }
}
