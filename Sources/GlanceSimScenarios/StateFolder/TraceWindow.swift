public import GlanceSim

/// The most recent records of a device's trace as JSON lines — what a state folder's `trace.jsonl` keeps (the
/// last ``capacity``), so a folder stays small however long its history. It starts from the lines of the folder
/// it was loaded from and, as a ``GlanceSim/TraceSink``, takes each new record as it is made (passing it on).
///
/// ```swift
/// let window = TraceWindow(lines: [], passingOnTo: nil)
/// let device = Device(traceMode: .streaming(window))
/// try device.advance(by: .days(30))
/// print(window.lines.count)   // 10000
/// ```
public final class TraceWindow: TraceSink {
    /// How many records a state folder's `trace.jsonl` keeps.
    public static let capacity = 10_000

    private var ring: [String]
    private var start = 0
    private let capacity: Int
    private let downstream: (any TraceSink)?

    /// A window holding the last `capacity` of `lines` (a loaded folder's), passing each new record on.
    public init(lines: [String], capacity: Int = TraceWindow.capacity, passingOnTo downstream: (any TraceSink)?) {
        self.capacity = capacity
        ring = Array(lines.suffix(capacity))
        self.downstream = downstream
    }

    /// Takes one more line, dropping the oldest when full.
    public func append(_ line: String) {
        if ring.count < capacity {
            ring.append(line)
        } else {
            ring[start] = line
            start = (start + 1) % capacity
        }
    }

    /// The lines it holds, oldest first.
    public var lines: [String] { Array(ring[start...] + ring[..<start]) }

    /// The lines it holds followed by those of `records`, the last ``capacity``: what `trace.jsonl` gets.
    public func text(appending records: [TraceRecord] = []) -> String {
        text(appendingLines: records.suffix(capacity).map(\.jsonLine))
    }

    /// The lines it holds followed by `extra`, the last ``capacity``.
    public func text(appendingLines extra: [String]) -> String {
        let newest = extra.suffix(capacity)
        let kept = lines.suffix(capacity - newest.count)
        return (kept + newest).map { $0 + "\n" }.joined()
    }

    public func receive(_ record: TraceRecord) {
        append(record.jsonLine)
        if let downstream, downstream.accepts(record.kind) { downstream.receive(record) }
    }
}
