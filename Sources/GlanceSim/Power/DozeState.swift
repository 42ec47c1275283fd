/// Deep Doze's state (`DeviceIdleController.mState`), named as `adb shell dumpsys deviceidle` prints it.
///
/// ```swift
/// if device.doze.deep == .idle { print("alarms wait for the next maintenance window") }
/// ```
public enum DeepDozeState: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The screen is on (and unlocked) or the device charges.
    case active = "ACTIVE"
    /// Screen off and unplugged; waiting `inactive_to`.
    case inactive = "INACTIVE"
    /// Watching for significant motion; waiting `idle_after_inactive_to`.
    case idlePending = "IDLE_PENDING"
    /// Asking the motion detector whether the device is still.
    case sensing = "SENSING"
    /// Asking for a location fix.
    case locating = "LOCATING"
    /// Deep idle: alarms deferred, jobs held, network cut.
    case idle = "IDLE"
    /// A maintenance window between idle periods: everything runs.
    case idleMaintenance = "IDLE_MAINTENANCE"
    /// Battery saver's quick Doze: screen off and unplugged, IDLE after `quick_doze_delay_to` with no motion or
    /// location checks.
    case quickDozeDelay = "QUICK_DOZE_DELAY"

    public var description: String { rawValue }
}

/// Light Doze's state (`DeviceIdleController.mLightState`), named as `dumpsys deviceidle` prints it.
public enum LightDozeState: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The screen is on (and unlocked) or the device charges.
    case active = "ACTIVE"
    /// Screen off and unplugged; waiting `light_after_inactive_to`.
    case inactive = "INACTIVE"
    /// Light idle: jobs held, network cut (alarms run).
    case idle = "IDLE"
    /// A maintenance window is due but there is no network: it waits the next, already grown idle length at most.
    case waitingForNetwork = "WAITING_FOR_NETWORK"
    /// A light maintenance window: everything runs.
    case idleMaintenance = "IDLE_MAINTENANCE"
    /// Deep Doze reached IDLE and took over.
    case override = "OVERRIDE"

    public var description: String { rawValue }
}

/// Where Doze is: both machines, whether it is forced, and what it holds.
///
/// ```swift
/// let doze = device.doze
/// print(doze.deep, doze.light, doze.restrictsApps)   // IDLE OVERRIDE true
/// ```
public struct DozeStatus: Hashable, Sendable {
    /// Deep Doze's state.
    public var deep: DeepDozeState
    /// Light Doze's state.
    public var light: LightDozeState
    /// Whether `force-idle` holds it (`mForceIdle`): the screen and the charger do not end it.
    public var isForced: Bool
    /// When deep Doze's next step is due, if one is pending.
    public var nextDeepStep: SimInstant?
    /// When light Doze's next step is due, if one is pending.
    public var nextLightStep: SimInstant?

    /// Whether Doze holds apps' jobs and cuts their network now: deep IDLE, or light IDLE or
    /// WAITING_FOR_NETWORK (`DeviceIdleJobsController`, `NetworkPolicyManagerService`).
    public var restrictsApps: Bool {
        deep == .idle || light == .idle || light == .waitingForNetwork
    }
}
