/// What the device's clocks record: the typed payload of `clock.*` trace records.
///
/// ```swift
/// let minutes = device.trace.records.compactMap { record -> Int? in
///     guard case .clock(.tick(let local, .minuteBoundary)) = record.event else { return nil }
///     return local.hour * 60 + local.minute
/// }
/// ```
public enum ClockTraceEvent: TracePayload {
    /// A `TIME_TICK` went out (`clock.tick`), showing the local time it carries the clock to.
    case tick(LocalDateTime, TimeTickCause)
    /// Local midnight passed and `DATE_CHANGED` went out (`clock.date`); the value is the local time it was
    /// sent at, whose date is the new day.
    case dateChanged(LocalDateTime)
    /// The wall clock was set (`clock.set`), from one wall time to another.
    case wallTimeSet(from: WallTime, to: WallTime)
    /// The time zone changed (`clock.zone`), between two zone identifiers.
    case timeZoneChanged(from: String, to: String)

    public var kind: TraceKind {
        switch self {
        case .tick: return .clockTick
        case .dateChanged: return .clockDate
        case .wallTimeSet: return .clockSet
        case .timeZoneChanged: return .clockZone
        }
    }

    /// Always `android`: the clocks are the system's.
    public var subject: String { Device.systemCreator }

    public var details: String {
        switch self {
        case .tick(let local, .minuteBoundary): return local.hourMinute
        case .tick(let local, .screenOn): return "\(local.hourMinute) screen on"
        case .dateChanged(let local): return local.description.prefix(10).description
        case .wallTimeSet(let old, let new): return "\(old) -> \(new)"
        case .timeZoneChanged(let old, let new): return "\(old) -> \(new)"
        }
    }

    /// `nil`: the clocks concern no single app.
    public var packageName: String? { nil }
}

/// Why a `TIME_TICK` went out.
public enum TimeTickCause: Hashable, Sendable {
    /// The TIME_TICK alarm went off at a wall-clock minute boundary (or late, at the wake after one).
    case minuteBoundary
    /// The device became interactive: AlarmManagerService sends one TIME_TICK at once
    /// (`interactiveStateChangedLocked(true)`), apart from the alarm.
    case screenOn
}
