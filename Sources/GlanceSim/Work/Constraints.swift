/// The network a unit of work needs (`NetworkType`).
public enum NetworkType: String, Hashable, Sendable, CaseIterable {
    /// No network needed.
    case notRequired = "NOT_REQUIRED"
    /// Any connection.
    case connected = "CONNECTED"
    /// A connection that is not metered.
    case unmetered = "UNMETERED"
    /// A connection that is not roaming.
    case notRoaming = "NOT_ROAMING"
    /// A metered connection.
    case metered = "METERED"

    /// Whether `network` satisfies this requirement (androidx's network constraint controllers).
    public func isSatisfied(by network: NetworkState) -> Bool {
        switch self {
        case .notRequired: true
        case .connected: network.isConnected
        case .unmetered: network.isConnected && !network.isMetered
        case .notRoaming: network.isConnected && !network.isRoaming
        case .metered: network.isConnected && network.isMetered
        }
    }
}

/// What the device must offer before a unit of work may run (`androidx.work.Constraints`).
///
/// ```swift
/// let constraints = Constraints(requiredNetworkType: .connected, requiresBatteryNotLow: true)
/// let request = try OneTimeWorkRequest.Builder(workerClassName: "SyncWorker")
///     .setConstraints(constraints)
///     .build()
/// ```
public struct Constraints: Hashable, Sendable, CustomStringConvertible {
    /// The network needed; ``NetworkType/notRequired`` by default.
    public var requiredNetworkType: NetworkType
    /// Whether the device must be charging.
    public var requiresCharging: Bool
    /// Whether the battery must not be low.
    public var requiresBatteryNotLow: Bool
    /// Whether the device must be idle (JobScheduler only in androidx).
    public var requiresDeviceIdle: Bool
    /// Whether storage must not be low.
    public var requiresStorageNotLow: Bool

    /// Constraints; the defaults need nothing.
    public init(
        requiredNetworkType: NetworkType = .notRequired,
        requiresCharging: Bool = false,
        requiresBatteryNotLow: Bool = false,
        requiresDeviceIdle: Bool = false,
        requiresStorageNotLow: Bool = false
    ) {
        self.requiredNetworkType = requiredNetworkType
        self.requiresCharging = requiresCharging
        self.requiresBatteryNotLow = requiresBatteryNotLow
        self.requiresDeviceIdle = requiresDeviceIdle
        self.requiresStorageNotLow = requiresStorageNotLow
    }

    /// No constraints (`Constraints.NONE`).
    public static let none = Constraints()

    /// The constraints declared, in androidx's controller order (charging, battery not low, storage not
    /// low, network, then device idle, which only JobScheduler tracks).
    var kinds: [ConstraintKind] {
        var kinds: [ConstraintKind] = []
        if requiresCharging { kinds.append(.charging) }
        if requiresBatteryNotLow { kinds.append(.batteryNotLow) }
        if requiresStorageNotLow { kinds.append(.storageNotLow) }
        if requiredNetworkType != .notRequired { kinds.append(.network(requiredNetworkType)) }
        if requiresDeviceIdle { kinds.append(.deviceIdle) }
        return kinds
    }

    /// The first declared constraint that `conditions` do not satisfy, or `nil` if all are met.
    public func firstUnmet(in conditions: DeviceConditions) -> StopReason? {
        kinds.first { !$0.isSatisfied(by: conditions) }?.stopReason
    }

    /// `network=CONNECTED charging batteryNotLow …`, or `none`.
    public var description: String {
        kinds.isEmpty ? "none" : kinds.map(\.description).joined(separator: " ")
    }
}

/// One constraint a unit of work can wait for (one of JobScheduler's controllers): the key of its
/// constraint index, and what a `work.wait` record names.
public enum ConstraintKind: Hashable, Sendable, CustomStringConvertible {
    /// `requiresCharging`.
    case charging
    /// `requiresBatteryNotLow`.
    case batteryNotLow
    /// `requiresStorageNotLow`.
    case storageNotLow
    /// `requiredNetworkType` (never ``NetworkType/notRequired``).
    case network(NetworkType)
    /// `requiresDeviceIdle`.
    case deviceIdle
    /// Not one a work request declares: JobScheduler's `CONSTRAINT_DEVICE_NOT_DOZING`, which every job but an
    /// expedited one has (DeviceIdleJobsController). Doze holds it: deep IDLE, or light IDLE or
    /// WAITING_FOR_NETWORK.
    case deviceNotDozing
    /// Not one a work request declares: JobScheduler's `CONSTRAINT_BACKGROUND_NOT_RESTRICTED`
    /// (BackgroundJobsController), which battery saver takes from every job of an app it restricts but expedited ones.
    case backgroundNotRestricted
    /// Not one a work request declares: JobScheduler's `CONSTRAINT_WITHIN_QUOTA` (QuotaController), which an app's
    /// ordinary jobs lose when its standby bucket's quota is used up (``StandbyBucket/jobQuota``). Not a device
    /// condition: QuotaController re-checks it when the quota frees up, the bucket changes or charging begins.
    case withinQuota

    func isSatisfied(by conditions: DeviceConditions) -> Bool {
        switch self {
        case .charging: conditions.isCharging
        case .batteryNotLow: !conditions.isBatteryLow
        case .storageNotLow: !conditions.isStorageLow
        case .network(let type): type.isSatisfied(by: conditions.network)
        case .deviceIdle: conditions.isDeviceIdle
        case .deviceNotDozing: !conditions.isDozing
        case .backgroundNotRestricted: !conditions.isPowerSaveMode
        case .withinQuota: false
        }
    }

    /// The stop reason a running worker gets when this constraint is lost.
    var stopReason: StopReason {
        switch self {
        case .charging: .constraintCharging
        case .batteryNotLow: .constraintBatteryNotLow
        case .storageNotLow: .constraintStorageNotLow
        case .network: .constraintConnectivity
        case .deviceIdle: .constraintDeviceIdle
        case .deviceNotDozing, .backgroundNotRestricted: .deviceState
        case .withinQuota: .quota
        }
    }

    /// `charging`, `network=CONNECTED`, … as the trace shows it.
    public var description: String {
        switch self {
        case .charging: "charging"
        case .batteryNotLow: "batteryNotLow"
        case .storageNotLow: "storageNotLow"
        case .network(let type): "network=\(type.rawValue)"
        case .deviceIdle: "deviceIdle"
        case .deviceNotDozing: "notDozing"
        case .backgroundNotRestricted: "notRestricted"
        case .withinQuota: "quota"
        }
    }

    /// Every kind a device condition decides, in controller order: the order the scheduler walks its index in
    /// (``withinQuota`` is not one).
    static let all: [ConstraintKind] =
        [.deviceNotDozing, .backgroundNotRestricted, .charging, .batteryNotLow, .storageNotLow]
        + NetworkType.allCases.filter { $0 != .notRequired }.map { .network($0) } + [.deviceIdle]
}

extension NetworkType: Codable {}
extension Constraints: Codable {}
extension ConstraintKind: Codable {}
