/// One thing that happened in the simulation, with a stable text form and a JSON-lines form.
///
/// ```swift
/// for record in device.trace.records {
///     print(record)   // 0d 00:01:00.000 #4 clock.tick android - 00:01
/// }
/// ```
public struct TraceRecord: Hashable, Sendable, CustomStringConvertible {
    /// When it happened, on the simulation's timeline.
    public var instant: SimInstant
    /// Which step made it: every executed event, and every direct call on the device from outside an event,
    /// gets the next number, so records made by one step share it and the numbers count up through the trace.
    /// (Events due at the same instant run in the order they were scheduled.)
    public var sequence: UInt64
    /// What happened, with its values; ``kind``, ``subject`` and ``details`` are rendered from it.
    public var event: TraceEvent

    /// Creates a record of a typed event.
    public init(instant: SimInstant, sequence: UInt64, event: TraceEvent) {
        self.instant = instant
        self.sequence = sequence
        self.event = event
    }

    /// Creates a record from text alone (its ``event`` is ``TraceEvent/text(kind:subject:details:)``).
    public init(instant: SimInstant, sequence: UInt64, kind: TraceKind, subject: String, details: String) {
        self.init(instant: instant, sequence: sequence, event: .text(kind: kind, subject: subject, details: details))
    }

    /// What kind of thing happened.
    public var kind: TraceKind { event.kind }
    /// Who it happened to: a component, a package, an alarm, the device.
    public var subject: String { event.subject }
    /// The rest, in a stable text form (sorted keys, no addresses, no hash order).
    public var details: String { event.details }

    /// Two records are equal when they say the same thing at the same point: equal instants, sequence numbers,
    /// kinds, subjects and details, whether or not their payloads are typed the same way.
    public static func == (lhs: TraceRecord, rhs: TraceRecord) -> Bool {
        lhs.instant == rhs.instant && lhs.sequence == rhs.sequence && lhs.kind == rhs.kind
            && lhs.subject == rhs.subject && lhs.details == rhs.details
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(instant)
        hasher.combine(sequence)
        hasher.combine(kind)
        hasher.combine(subject)
        hasher.combine(details)
    }

    /// `<instant> #<sequence> <kind> <subject>[ - <details>]`.
    public var description: String {
        let details = self.details
        let head = "\(instant) #\(sequence) \(kind.rawValue) \(subject)"
        return details.isEmpty ? head : "\(head) - \(details)"
    }

    /// One JSON object on one line, keys sorted: `details`, `instant` (ms), `kind`, `sequence`, `subject`.
    public var jsonLine: String {
        let event = self.event
        return "{\"details\":\(jsonString(event.details)),\"instant\":\(instant.milliseconds),"
            + "\"kind\":\(jsonString(event.kind.rawValue)),\"sequence\":\(sequence),"
            + "\"subject\":\(jsonString(event.subject))}"
    }
}
