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
    /// The slot of the last kind counted: consecutive records of one kind skip the hash lookup.
    private var lastSlot = -1
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

    /// Adds a record; the subject and details are only evaluated in full mode.
    mutating func append(
        instant: SimInstant,
        sequence: UInt64,
        kind: TraceKind,
        subject: @autoclosure () -> String,
        details: @autoclosure () -> String
    ) {
        totalCount += 1
        if lastSlot >= 0 && kinds[lastSlot].rawValue == kind.rawValue {
            kindCounts[lastSlot] += 1
        } else if let slot = slots[kind] {
            kindCounts[slot] += 1
            lastSlot = slot
        } else {
            slots[kind] = kinds.count
            lastSlot = kinds.count
            kinds.append(kind)
            kindCounts.append(1)
        }
        if case .full = mode {
            records.append(
                TraceRecord(instant: instant, sequence: sequence, kind: kind, subject: subject(), details: details())
            )
        }
    }
}
