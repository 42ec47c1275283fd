/// What a trace record says happened, with its values: the typed payload every record carries. The record's
/// ``TraceRecord/kind``, ``TraceRecord/subject`` and ``TraceRecord/details`` — and so its text and JSON forms —
/// are rendered from it, so tests and tools read the values here instead of parsing the text.
///
/// Each subsystem adds the cases of its own records; ``text(kind:subject:details:)`` holds a record made from
/// text alone (``TraceRecord/init(instant:sequence:kind:subject:details:)``).
///
/// ```swift
/// for record in device.trace.records {
///     if case .text(let kind, let subject, _) = record.event { print(kind, subject) }
/// }
/// ```
public enum TraceEvent: Hashable, Sendable {
    /// AppWidgetService and widget providers: `widget.*`.
    case appWidget(AppWidgetTraceEvent)
    /// AlarmManagerService: `alarm.*`.
    case alarm(AlarmTraceEvent)
    /// The device's clocks: `clock.*`.
    case clock(ClockTraceEvent)
    /// The device's conditions and boots: `device.*`.
    case device(DeviceTraceEvent)
    /// The broadcast queue: `broadcast.*`, `receiver.*`.
    case broadcast(BroadcastTraceEvent)
    /// The process table and app code: `process.*`, `app.*`, `activity.start`, `service.start`.
    case process(ProcessTraceEvent)
    /// The Glance runtime: `glance.*`.
    case glance(GlanceTraceEvent)
    /// WorkManager and JobScheduler: `work.*`.
    case work(WorkTraceEvent)
    /// Doze (DeviceIdleController): `doze.*`.
    case doze(DozeTraceEvent)
    /// A record with no typed payload: its kind, subject and details as text.
    case text(kind: TraceKind, subject: String, details: String)

    /// What kind of thing happened.
    public var kind: TraceKind {
        switch self {
        case .text(let kind, _, _): return kind
        case .appWidget(let payload): return payload.kind
        case .alarm(let payload): return payload.kind
        case .clock(let payload): return payload.kind
        case .device(let payload): return payload.kind
        case .broadcast(let payload): return payload.kind
        case .process(let payload): return payload.kind
        case .glance(let payload): return payload.kind
        case .work(let payload): return payload.kind
        case .doze(let payload): return payload.kind
        }
    }

    /// Who it happened to: a component, a package, an alarm, the device.
    public var subject: String {
        switch self {
        case .text(_, let subject, _): return subject
        case .appWidget(let payload): return payload.subject
        case .alarm(let payload): return payload.subject
        case .clock(let payload): return payload.subject
        case .device(let payload): return payload.subject
        case .broadcast(let payload): return payload.subject
        case .process(let payload): return payload.subject
        case .glance(let payload): return payload.subject
        case .work(let payload): return payload.subject
        case .doze(let payload): return payload.subject
        }
    }

    /// The rest, in a stable text form (sorted keys, no addresses, no hash order).
    public var details: String {
        switch self {
        case .text(_, _, let details): return details
        case .appWidget(let payload): return payload.details
        case .alarm(let payload): return payload.details
        case .clock(let payload): return payload.details
        case .device(let payload): return payload.details
        case .broadcast(let payload): return payload.details
        case .process(let payload): return payload.details
        case .glance(let payload): return payload.details
        case .work(let payload): return payload.details
        case .doze(let payload): return payload.details
        }
    }

    /// The package the record concerns, if it concerns one app (`nil` for a text record).
    public var packageName: String? {
        switch self {
        case .text: return nil
        case .appWidget(let payload): return payload.packageName
        case .alarm(let payload): return payload.packageName
        case .clock(let payload): return payload.packageName
        case .device(let payload): return payload.packageName
        case .broadcast(let payload): return payload.packageName
        case .process(let payload): return payload.packageName
        case .glance(let payload): return payload.packageName
        case .work(let payload): return payload.packageName
        case .doze(let payload): return payload.packageName
        }
    }
}
