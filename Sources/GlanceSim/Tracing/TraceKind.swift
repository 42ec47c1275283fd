/// What a trace record is about. An open set: later subsystems add their own kinds.
///
/// Kinds are dotted names (`broadcast.deliver`), stable across releases, so scripts and golden files can
/// match on them.
public struct TraceKind: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: String {
        didSet { nameHash = PreferenceTable.hash(rawValue) }
    }
    /// The name's hash (FNV-1a, as ``PreferencesKey``'s), made once: a trace finds a kind's counter by it
    /// without hashing the name at every record.
    private(set) var nameHash: Int
    public init(rawValue: String) {
        self.rawValue = rawValue
        nameHash = PreferenceTable.hash(rawValue)
    }
    /// Kinds are equal when their names are; the hashes are compared first, so two different kinds differ in one
    /// integer comparison (sinks ask "is this one of mine?" at every record).
    public static func == (lhs: TraceKind, rhs: TraceKind) -> Bool { lhs.isSame(as: rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    /// `==` that compares the hashes first, so two different kinds differ in one integer comparison.
    @inline(__always) func isSame(as other: TraceKind) -> Bool {
        nameHash == other.nameHash && rawValue == other.rawValue
    }
    public var description: String { rawValue }
    public static func < (lhs: TraceKind, rhs: TraceKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A broadcast was sent; details give the intent and how many receivers it resolved to.
    public static let broadcastSend = TraceKind(rawValue: "broadcast.send")
    /// A receiver's `onReceive` ran.
    public static let broadcastDeliver = TraceKind(rawValue: "broadcast.deliver")
    /// A receiver matched but Android's rules kept the broadcast from it (implicit-broadcast limit,
    /// not exported, permission).
    public static let broadcastBlocked = TraceKind(rawValue: "broadcast.blocked")
    /// A receiver registration was gone by the time its delivery ran.
    public static let broadcastSkipped = TraceKind(rawValue: "broadcast.skipped")
    /// The sender's final result receiver of an ordered broadcast ran.
    public static let broadcastFinal = TraceKind(rawValue: "broadcast.final")
    /// A receiver aborted an ordered broadcast.
    public static let broadcastAbort = TraceKind(rawValue: "broadcast.abort")
    /// A receiver was registered through a context.
    public static let receiverRegister = TraceKind(rawValue: "receiver.register")
    /// A runtime receiver was unregistered.
    public static let receiverUnregister = TraceKind(rawValue: "receiver.unregister")
    /// An app process started.
    public static let processStart = TraceKind(rawValue: "process.start")
    /// An app process ended (killed, crashed, reboot, package replaced).
    public static let processDeath = TraceKind(rawValue: "process.death")
    /// App code threw: the process crashed.
    public static let appCrash = TraceKind(rawValue: "app.crash")
    /// An app did something Android only logs (for example setting a result in a normal broadcast).
    public static let appWarning = TraceKind(rawValue: "app.warning")
    /// An app was installed or replaced.
    public static let appInstall = TraceKind(rawValue: "app.install")
    /// The app's own code ran an action on the user's behalf (``Device/runAppAction(_:of:parameters:appWidgetId:)``).
    public static let appAction = TraceKind(rawValue: "app.action")
    /// An activity was started.
    public static let activityStart = TraceKind(rawValue: "activity.start")
    /// A service was started.
    public static let serviceStart = TraceKind(rawValue: "service.start")
    /// An alarm was set.
    public static let alarmSet = TraceKind(rawValue: "alarm.set")
    /// An alarm was cancelled.
    public static let alarmCancel = TraceKind(rawValue: "alarm.cancel")
    /// An alarm went off.
    public static let alarmFire = TraceKind(rawValue: "alarm.fire")
    /// A non-wakeup alarm fell due while the device slept and waits for the next wake.
    public static let alarmDeferred = TraceKind(rawValue: "alarm.deferred")
    /// The system's TIME_TICK alarm went off.
    public static let clockTick = TraceKind(rawValue: "clock.tick")
    /// The system's DATE_CHANGED alarm went off at local midnight.
    public static let clockDate = TraceKind(rawValue: "clock.date")
    /// The wall clock was set.
    public static let clockSet = TraceKind(rawValue: "clock.set")
    /// The time zone changed.
    public static let clockZone = TraceKind(rawValue: "clock.zone")
    /// A device condition changed (network, power, battery, idle, storage, screen).
    public static let deviceCondition = TraceKind(rawValue: "device.condition")
    /// The device rebooted.
    public static let deviceReboot = TraceKind(rawValue: "device.reboot")
}
