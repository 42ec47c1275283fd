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
    /// What kind of thing happened.
    public var kind: TraceKind
    /// Who it happened to: a component, a package, an alarm, the device.
    public var subject: String
    /// The rest, in a stable text form (sorted keys, no addresses, no hash order).
    public var details: String

    /// Creates a record.
    public init(instant: SimInstant, sequence: UInt64, kind: TraceKind, subject: String, details: String) {
        self.instant = instant
        self.sequence = sequence
        self.kind = kind
        self.subject = subject
        self.details = details
    }

    /// `<instant> #<sequence> <kind> <subject>[ - <details>]`.
    public var description: String {
        let head = "\(instant) #\(sequence) \(kind.rawValue) \(subject)"
        return details.isEmpty ? head : "\(head) - \(details)"
    }

    /// One JSON object on one line, keys sorted: `details`, `instant` (ms), `kind`, `sequence`, `subject`.
    public var jsonLine: String {
        "{\"details\":\(jsonString(details)),\"instant\":\(instant.milliseconds),"
            + "\"kind\":\(jsonString(kind.rawValue)),\"sequence\":\(sequence),\"subject\":\(jsonString(subject))}"
    }
}

/// Quotes and escapes a string for JSON (RFC 8259), byte for byte deterministic.
package func jsonString(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
