/// The physical state of the device that apps and WorkManager's constraints read.
///
/// Battery-low follows Android's `BatteryService` with its hysteresis: the battery *becomes* low when it
/// is unplugged at or below ``lowBatteryWarningLevel`` (15 %), and stops being low when it is plugged in
/// or climbs to ``lowBatteryCloseWarningLevel`` (20 %). Change conditions through the ``Device`` so the
/// system broadcasts that go with each change are sent.
///
/// ```swift
/// var conditions = DeviceConditions()
/// conditions.network = .metered
/// let device = Device(conditions: conditions)
/// device.setBatteryLevel(12)
/// print(device.conditions.isBatteryLow)   // true
/// ```
public struct DeviceConditions: Hashable, Sendable {
    /// `config_lowBatteryWarningLevel`, Android's default: 15 %.
    public static let lowBatteryWarningLevel = 15
    /// `config_lowBatteryCloseWarningBump` (5) above the warning level: 20 %.
    public static let lowBatteryCloseWarningLevel = 20

    /// The network connection.
    public var network: NetworkState = .unmetered
    /// Whether the device is plugged in.
    public var isCharging = false
    /// The battery level in percent, 0…100.
    public var batteryLevel = 80 {
        didSet { batteryLevel = min(100, max(0, batteryLevel)) }
    }
    /// Whether JobScheduler's idle controller counts the device idle (the `deviceIdle` work constraint): once the
    /// screen has been off for 31 minutes, whatever Doze or the charger do, until it comes on (DeviceIdlenessTracker).
    public internal(set) var isDeviceIdle = false
    /// Whether storage is low.
    public var isStorageLow = false
    /// Whether the screen is on. With the screen off the simulated CPU sleeps: non-wakeup alarms (TIME_TICK
    /// among them) wait until the next wake.
    public var isScreenOn = true
    /// Whether power management cuts apps' network or holds their jobs now: Doze restricting apps, or battery saver.
    var restrictsBackground: Bool { isDozing || isPowerSaveMode }
    /// Whether the keyguard shows (the device is locked). Turning the screen off locks it; ``Device/setScreenOn(_:)``
    /// with `true` is the user waking and unlocking it; ``Device/peek()`` turns the screen on still locked.
    public internal(set) var isLocked = false
    /// Whether the device is being moved (in a pocket, carried). A phone lies still unless a scenario moves it;
    /// motion keeps deep Doze from going idle.
    public internal(set) var isMoving = false
    /// Whether Doze restricts apps now: their jobs are held and their network cut (deep IDLE, or light IDLE or
    /// WAITING_FOR_NETWORK, outside maintenance windows). Doze sets it; see ``Device/doze``.
    public internal(set) var isDozing = false
    /// Whether battery saver is on (`PowerManager.isPowerSaveMode`): see ``Device/setBatterySaver(_:)``.
    public internal(set) var isPowerSaveMode = false
    /// `BatteryService.mBatteryLevelLow`: latched, see the type's discussion.
    public private(set) var isBatteryLow = false

    /// Creates conditions: unmetered network, unplugged, 80 % battery, not idle, storage fine, screen on.
    public init() {}

    /// Re-evaluates ``isBatteryLow`` after the level or the plug changed, as `BatteryService.processValuesLocked`
    /// does.
    mutating func updateBatteryLow() {
        if !isBatteryLow {
            if !isCharging && batteryLevel <= Self.lowBatteryWarningLevel { isBatteryLow = true }
        } else if isCharging || batteryLevel >= Self.lowBatteryCloseWarningLevel {
            isBatteryLow = false
        }
    }

    /// A stable one-line summary, e.g. `network=unmetered charging=false battery=80 idle=false …`.
    public var summary: String {
        "network=\(network) charging=\(isCharging) battery=\(batteryLevel)\(isBatteryLow ? " (low)" : "")"
            + " idle=\(isDeviceIdle) storageLow=\(isStorageLow) screen=\(isScreenOn ? "on" : "off")"
    }
}

extension DeviceConditions: Codable {
    private enum CodingKeys: String, CodingKey {
        case network, isCharging, batteryLevel, isDeviceIdle, isStorageLow, isScreenOn, isBatteryLow, isLocked
        case isMoving, isDozing, isPowerSaveMode
    }

    /// Decodes conditions; the keyguard, motion and Doze keys are new, so older saved devices load without them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        network = try container.decode(NetworkState.self, forKey: .network)
        isCharging = try container.decode(Bool.self, forKey: .isCharging)
        batteryLevel = try container.decode(Int.self, forKey: .batteryLevel)
        isDeviceIdle = try container.decode(Bool.self, forKey: .isDeviceIdle)
        isStorageLow = try container.decode(Bool.self, forKey: .isStorageLow)
        isScreenOn = try container.decode(Bool.self, forKey: .isScreenOn)
        isBatteryLow = try container.decode(Bool.self, forKey: .isBatteryLow)
        isLocked = try container.decodeIfPresent(Bool.self, forKey: .isLocked) ?? false
        isMoving = try container.decodeIfPresent(Bool.self, forKey: .isMoving) ?? false
        isDozing = try container.decodeIfPresent(Bool.self, forKey: .isDozing) ?? false
        isPowerSaveMode = try container.decodeIfPresent(Bool.self, forKey: .isPowerSaveMode) ?? false
    }
}
