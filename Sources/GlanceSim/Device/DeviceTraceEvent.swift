/// What the device itself records: the typed payload of `device.*` trace records.
///
/// ```swift
/// let screen = device.trace.records.compactMap { record -> Bool? in
///     guard case .device(.condition(.screenOn(let on))) = record.event else { return nil }
///     return on
/// }
/// ```
public enum DeviceTraceEvent: TracePayload {
    /// A condition changed to a new value (`device.condition`).
    case condition(DeviceConditionChange)
    /// The device rebooted (`device.reboot`); `bootCount` is the number of the boot that begins (2 for the
    /// first reboot).
    case reboot(bootCount: Int)
    /// An app moved to another standby bucket (`device.condition`), and why: App Standby's check, a use, or
    /// `adb shell am set-standby-bucket`. The subject is the app.
    case standbyBucket(package: String, bucket: StandbyBucket, reason: StandbyBucketReason)
    /// BatteryStats began or stopped reporting charging (`device.condition`): App Standby's parole, which frees jobs
    /// and alarms from their buckets' quotas.
    case appStandbyParole(Bool)
    /// An app was put on the power-save allowlist or taken off it (`device.condition`, as `dumpsys deviceidle
    /// whitelist`): the subject is the app.
    case powerSaveAllowlist(package: String, allowlisted: Bool)

    public var kind: TraceKind {
        switch self {
        case .condition, .standbyBucket, .appStandbyParole, .powerSaveAllowlist: return .deviceCondition
        case .reboot: return .deviceReboot
        }
    }

    /// `android`, or the app whose standby bucket was set.
    public var subject: String {
        switch self {
        case .standbyBucket(let package, _, _), .powerSaveAllowlist(let package, _): return package
        default: return Device.systemCreator
        }
    }

    public var details: String {
        switch self {
        case .condition(let change): return change.description
        case .reboot(let count): return "boot \(count)"
        case .standbyBucket(_, let bucket, let reason):
            return "standbyBucket=\(bucket.rawValue) reason=\(reason.rawValue)"
        case .appStandbyParole(let on): return "appStandbyParole=\(on)"
        case .powerSaveAllowlist(_, let allowlisted): return "powerSaveAllowlist=\(allowlisted)"
        }
    }

    /// The app whose standby bucket was set; `nil` for the rest, which concern no single app.
    public var packageName: String? {
        switch self {
        case .standbyBucket(let package, _, _), .powerSaveAllowlist(let package, _): return package
        default: return nil
        }
    }
}

/// One device condition with the value it changed to.
public enum DeviceConditionChange: Hashable, Sendable, CustomStringConvertible {
    /// ``DeviceConditions/network``.
    case network(NetworkState)
    /// ``DeviceConditions/isCharging``.
    case charging(Bool)
    /// ``DeviceConditions/batteryLevel``, in percent.
    case batteryLevel(Int)
    /// ``DeviceConditions/isBatteryLow``, which follows the level and the plug.
    case batteryLow(Bool)
    /// ``DeviceConditions/isDeviceIdle``: JobScheduler's idleness (screen off for 31 minutes).
    case deviceIdle(Bool)
    /// ``DeviceConditions/isDozing``: Doze holds apps' jobs and cuts their network.
    case dozing(Bool)
    /// ``DeviceConditions/isLocked``: the keyguard shows.
    case locked(Bool)
    /// ``DeviceConditions/isMoving``.
    case moving(Bool)
    /// ``DeviceConditions/isPowerSaveMode``: battery saver.
    case batterySaver(Bool)
    /// ``DeviceConditions/isStorageLow``.
    case storageLow(Bool)
    /// ``DeviceConditions/isScreenOn``.
    case screenOn(Bool)

    /// `name=value`, as the trace shows it: `network=metered`, `battery=12`, `screen=off`.
    public var description: String {
        switch self {
        case .network(let network): return "network=\(network)"
        case .charging(let charging): return "charging=\(charging)"
        case .batteryLevel(let level): return "battery=\(level)"
        case .batteryLow(let low): return "batteryLow=\(low)"
        case .deviceIdle(let idle): return "idle=\(idle)"
        case .dozing(let dozing): return "dozing=\(dozing)"
        case .locked(let locked): return "locked=\(locked)"
        case .moving(let moving): return "moving=\(moving)"
        case .batterySaver(let on): return "batterySaver=\(on)"
        case .storageLow(let low): return "storageLow=\(low)"
        case .screenOn(let on): return "screen=\(on ? "on" : "off")"
        }
    }
}
