/// What Doze records: the typed payload of `doze.*` trace records.
///
/// ```swift
/// let deepStates = device.trace.records.compactMap { record -> DeepDozeState? in
///     guard case .doze(.deep(let state, _, _)) = record.event else { return nil }
///     return state
/// }
/// ```
public enum DozeTraceEvent: TracePayload {
    /// The run's parameter set (`doze.parameters`).
    case parameters(DozeParameters)
    /// Deep Doze moved to a state (`doze.deep`), for a reason; `until` is when its next step is due.
    case deep(DeepDozeState, reason: DozeReason, until: SimInstant?)
    /// Light Doze moved to a state (`doze.light`), for a reason; `until` is when its next step is due.
    case light(LightDozeState, reason: DozeReason, until: SimInstant?)

    public var kind: TraceKind {
        switch self {
        case .parameters: return .dozeParameters
        case .deep: return .dozeDeep
        case .light: return .dozeLight
        }
    }

    public var subject: String { Device.systemCreator }

    public var details: String {
        switch self {
        case .parameters(let parameters):
            return "\(parameters.name) autoPowerModes=\(parameters.autoPowerModes)"
        case .deep(let state, let reason, let until):
            return Self.text(state.rawValue, reason, until)
        case .light(let state, let reason, let until):
            return Self.text(state.rawValue, reason, until)
        }
    }

    public var packageName: String? { nil }

    private static func text(_ state: String, _ reason: DozeReason, _ until: SimInstant?) -> String {
        guard let until else { return "\(state) (\(reason))" }
        return "\(state) (\(reason)) until \(until)"
    }
}

/// Why Doze changed state, in `DeviceIdleController`'s own words (its `reason` strings).
public enum DozeReason: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Screen off (or locked) and unplugged: `becomeInactiveIfAppropriateLocked`.
    case noActivity = "no activity"
    /// A Doze timer went off: `s:alarm`.
    case timer = "s:alarm"
    /// A maintenance window ended early, nothing left to run: `s:early`.
    case early = "s:early"
    /// The motion detector found the device still: `s:stationary`.
    case stationary = "s:stationary"
    /// The user unlocked the device.
    case unlocked
    /// The screen came on (only when `wait_for_unlock` is off).
    case screen
    /// The charger was plugged in.
    case charging
    /// Significant motion.
    case motion
    /// An alarm clock is due within `min_time_to_alarm`.
    case alarm
    /// `dumpsys deviceidle force-idle` or `step`: `s:shell`.
    case shell = "s:shell"
    /// `dumpsys deviceidle unforce`.
    case exitForce = "exit-force"
    /// The device rebooted.
    case boot

    public var description: String { rawValue }
}

extension TraceKind {
    /// The parameter set a run uses (`doze.parameters`).
    public static let dozeParameters = TraceKind(rawValue: "doze.parameters")
    /// Deep Doze changed state (`doze.deep`).
    public static let dozeDeep = TraceKind(rawValue: "doze.deep")
    /// Light Doze changed state (`doze.light`).
    public static let dozeLight = TraceKind(rawValue: "doze.light")
}
