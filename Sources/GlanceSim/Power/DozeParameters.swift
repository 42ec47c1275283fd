/// The timing constants of Doze (`DeviceIdleController.Constants`), as one named set.
///
/// Android reads them from `config_device_idle.xml`, then from `Settings.Global.device_idle_constants` and the
/// `device_idle` DeviceConfig namespace, so ROMs and vendors change them. GlanceSim keeps them as a documented set
/// a scenario (`device doze aosp|off`) or a test can choose; every scenario's trace names the set it used
/// (`doze.parameters`).
///
/// - ``aosp``, the default: AOSP 14's `core/res/res/values/config_device_idle.xml` with
///   `config_enableAutoPowerModes=true`, as phones ship it (AOSP's own default is `false`).
/// - ``off``: `config_enableAutoPowerModes=false`, AOSP's default: Doze never starts; only `force-idle` enters it.
///
/// ```swift
/// var parameters = DozeParameters.aosp
/// parameters.idleTimeout = 900_000          // a ROM's 15-minute first idle
/// let device = Device()
/// device.dozeParameters = parameters
/// ```
public struct DozeParameters: Hashable, Sendable, Codable {
    /// The set's name, as the trace and `doze` steps show it.
    public var name: String
    /// `config_enableAutoPowerModes`: whether the screen, charger and motion drive Doze at all.
    public var autoPowerModes: Bool

    /// `flex_time_short`: the window of the inactive, idle-pending and sensing timers.
    public var flexTimeShort: Int64 = 60_000
    /// `inactive_to`: screen off and unplugged this long before deep Doze starts looking for motion.
    public var inactiveTimeout: Int64 = 1_800_000
    /// `sensing_to`: the motion detector's own timeout. It does not bound SENSING (its listener only makes an ACTIVE
    /// device inactive, DeviceIdleController.java:736-739), and GlanceSim's detector answers at once, so it is unused.
    public var sensingTimeout: Int64 = 240_000
    /// `locating_to`: how long LOCATING waits for a location fix (GlanceSim gives none, so all of it).
    public var locatingTimeout: Int64 = 30_000
    /// `motion_inactive_to`: the inactive timeout after significant motion.
    public var motionInactiveTimeout: Int64 = 600_000
    /// `idle_after_inactive_to`: IDLE_PENDING's timer.
    public var idleAfterInactiveTimeout: Int64 = 1_800_000
    /// `idle_pending_to`: the first deep maintenance window's length.
    public var idlePendingTimeout: Int64 = 300_000
    /// `max_idle_pending_to`: the longest deep maintenance window.
    public var maxIdlePendingTimeout: Int64 = 600_000
    /// `idle_pending_factor`: each deep maintenance window is this much longer than the one before.
    public var idlePendingFactor: Double = 2
    /// `idle_to`: the first deep idle period.
    public var idleTimeout: Int64 = 3_600_000
    /// `max_idle_to`: the longest deep idle period.
    public var maxIdleTimeout: Int64 = 21_600_000
    /// `idle_factor`: each deep idle period is this much longer than the one before.
    public var idleFactor: Double = 2
    /// `quick_doze_delay_to`: battery saver's quick Doze goes IDLE this long after the screen goes off.
    public var quickDozeDelayTimeout: Int64 = 60_000
    /// `min_time_to_alarm`: an alarm clock due within this keeps deep Doze from going on.
    public var minTimeToAlarm: Int64 = 3_600_000
    /// `min_deep_maintenance_time`: a deep maintenance window lasts at least this after its idle-off broadcast.
    public var minDeepMaintenanceTime: Int64 = 30_000

    /// `light_after_inactive_to`: screen off and unplugged this long before light Doze idles.
    public var lightIdleAfterInactiveTimeout: Int64 = 240_000
    /// `light_idle_to`: the first light idle period.
    public var lightIdleTimeout: Int64 = 300_000
    /// `light_idle_to_initial_flex`: the first light idle period's window.
    public var lightIdleTimeoutInitialFlex: Int64 = 60_000
    /// `light_idle_to_max_flex`: the widest light idle window.
    public var lightIdleTimeoutMaxFlex: Int64 = 900_000
    /// `light_idle_factor`: each light idle period is this much longer than the one before.
    public var lightIdleFactor: Double = 2
    /// `light_max_idle_to`: the longest light idle period.
    public var lightMaxIdleTimeout: Int64 = 900_000
    /// `light_idle_maintenance_min_budget`: the light maintenance window's budget at least.
    public var lightIdleMaintenanceMinBudget: Int64 = 60_000
    /// `light_idle_maintenance_max_budget`: the light maintenance window's budget at most.
    public var lightIdleMaintenanceMaxBudget: Int64 = 300_000
    /// `min_light_maintenance_time`: a light maintenance window lasts at least this after its idle-off broadcast.
    public var minLightMaintenanceTime: Int64 = 5_000
    /// `wait_for_unlock`: the screen coming on does not end Doze; unlocking does.
    public var waitForUnlock = true

    /// A set with AOSP's values, named `name`.
    public init(name: String, autoPowerModes: Bool) {
        self.name = name
        self.autoPowerModes = autoPowerModes
    }

    /// AOSP 14's `config_device_idle.xml` with auto power modes on, as phones ship: the default.
    public static let aosp = DozeParameters(name: "aosp", autoPowerModes: true)
    /// Doze off (`config_enableAutoPowerModes=false`, AOSP's default): only `force-idle` enters it.
    public static let off = DozeParameters(name: "off", autoPowerModes: false)
    /// The named sets, for `device doze NAME`.
    public static let presets: [DozeParameters] = [.aosp, .off]
}
