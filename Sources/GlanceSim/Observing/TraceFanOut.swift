/// A trace sink that hands each record to several sinks, in order: the printer, a metrics collector and a
/// Perfetto writer can watch one run.
///
/// ```swift
/// let metrics = ScenarioMetrics()
/// let device = Device(traceMode: .streaming(TraceFanOut([metrics, printer])))
/// ```
///
/// It takes a kind when any of its sinks does, and passes a record only to the sinks that take its kind.
public final class TraceFanOut: TraceSink {
    private let sinks: [any TraceSink]
    /// Which sinks take each kind, asked once per kind as ``Trace`` asks.
    private var takers: [TraceKind: [any TraceSink]] = [:]

    /// Creates a fan-out over `sinks`.
    public init(_ sinks: [any TraceSink]) {
        self.sinks = sinks
    }

    public func accepts(_ kind: TraceKind) -> Bool {
        !takers(of: kind).isEmpty
    }

    public func receive(_ record: TraceRecord) {
        for sink in takers(of: record.kind) { sink.receive(record) }
    }

    private func takers(of kind: TraceKind) -> [any TraceSink] {
        if let known = takers[kind] { return known }
        let found = sinks.filter { $0.accepts(kind) }
        takers[kind] = found
        return found
    }
}
