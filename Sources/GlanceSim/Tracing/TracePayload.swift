/// The typed payload of one subsystem's trace records: a case of ``TraceEvent`` holds one, and renders the
/// record's kind, subject and details from it.
///
/// ```swift
/// if case .appWidget(.callback(let receiver, let call)) = record.event {
///     print(receiver, call.name)   // com.example/.ClockReceiver onUpdate
/// }
/// ```
public protocol TracePayload: Hashable, Sendable {
    /// What kind of thing happened.
    var kind: TraceKind { get }
    /// Who it happened to, as the text form shows it.
    var subject: String { get }
    /// The rest, as the text form shows it.
    var details: String { get }
    /// The package the record concerns, if it concerns one app.
    var packageName: String? { get }
}
