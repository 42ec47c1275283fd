/// The lifecycle state of a unit of work (`WorkInfo.State`).
///
/// Periodic work never reaches ``succeeded`` or ``failed``: its only terminal state is ``cancelled``.
public enum WorkState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Waiting for its time and constraints.
    case enqueued = "ENQUEUED"
    /// A worker is running it.
    case running = "RUNNING"
    /// Finished with `success` (one-time work only).
    case succeeded = "SUCCEEDED"
    /// Finished with `failure`, or a prerequisite failed (one-time work only).
    case failed = "FAILED"
    /// Waiting for prerequisites.
    case blocked = "BLOCKED"
    /// Cancelled, directly or through a prerequisite.
    case cancelled = "CANCELLED"

    /// Whether the state is terminal: succeeded, failed or cancelled.
    public var isFinished: Bool { self == .succeeded || self == .failed || self == .cancelled }

    public var description: String { rawValue }
}

/// Why a running worker was stopped (`WorkInfo.STOP_REASON_*`), with androidx's codes.
///
/// An open set: Android adds reasons over releases.
public struct StopReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `STOP_REASON_FOREGROUND_SERVICE_TIMEOUT` (-128).
    public static let foregroundServiceTimeout = StopReason(rawValue: -128)
    /// `STOP_REASON_NOT_STOPPED` (-256): the work was not stopped.
    public static let notStopped = StopReason(rawValue: -256)
    /// `STOP_REASON_UNKNOWN` (-512): e.g. the process died while the work ran.
    public static let unknown = StopReason(rawValue: -512)
    /// `STOP_REASON_CANCELLED_BY_APP` (1).
    public static let cancelledByApp = StopReason(rawValue: 1)
    /// `STOP_REASON_PREEMPT` (2).
    public static let preempt = StopReason(rawValue: 2)
    /// `STOP_REASON_TIMEOUT` (3): the execution window ran out.
    public static let timeout = StopReason(rawValue: 3)
    /// `STOP_REASON_DEVICE_STATE` (4).
    public static let deviceState = StopReason(rawValue: 4)
    /// `STOP_REASON_CONSTRAINT_BATTERY_NOT_LOW` (5).
    public static let constraintBatteryNotLow = StopReason(rawValue: 5)
    /// `STOP_REASON_CONSTRAINT_CHARGING` (6).
    public static let constraintCharging = StopReason(rawValue: 6)
    /// `STOP_REASON_CONSTRAINT_CONNECTIVITY` (7).
    public static let constraintConnectivity = StopReason(rawValue: 7)
    /// `STOP_REASON_CONSTRAINT_DEVICE_IDLE` (8).
    public static let constraintDeviceIdle = StopReason(rawValue: 8)
    /// `STOP_REASON_CONSTRAINT_STORAGE_NOT_LOW` (9).
    public static let constraintStorageNotLow = StopReason(rawValue: 9)
    /// `STOP_REASON_QUOTA` (10).
    public static let quota = StopReason(rawValue: 10)
    /// `STOP_REASON_BACKGROUND_RESTRICTION` (11).
    public static let backgroundRestriction = StopReason(rawValue: 11)
    /// `STOP_REASON_APP_STANDBY` (12).
    public static let appStandby = StopReason(rawValue: 12)
    /// `STOP_REASON_USER` (13).
    public static let user = StopReason(rawValue: 13)
    /// `STOP_REASON_SYSTEM_PROCESSING` (14).
    public static let systemProcessing = StopReason(rawValue: 14)
    /// `STOP_REASON_ESTIMATED_APP_LAUNCH_TIME_CHANGED` (15).
    public static let estimatedAppLaunchTimeChanged = StopReason(rawValue: 15)

    public var description: String { String(rawValue) }

    /// The reason's name without the `STOP_REASON_` prefix (`CONSTRAINT_CONNECTIVITY`), or its number for a
    /// code this version does not know.
    public var name: String {
        let names: [Int32: String] = [
            -128: "FOREGROUND_SERVICE_TIMEOUT", -256: "NOT_STOPPED", -512: "UNKNOWN", 1: "CANCELLED_BY_APP",
            2: "PREEMPT", 3: "TIMEOUT", 4: "DEVICE_STATE", 5: "CONSTRAINT_BATTERY_NOT_LOW", 6: "CONSTRAINT_CHARGING",
            7: "CONSTRAINT_CONNECTIVITY", 8: "CONSTRAINT_DEVICE_IDLE", 9: "CONSTRAINT_STORAGE_NOT_LOW", 10: "QUOTA",
            11: "BACKGROUND_RESTRICTION", 12: "APP_STANDBY", 13: "USER", 14: "SYSTEM_PROCESSING",
            15: "ESTIMATED_APP_LAUNCH_TIME_CHANGED",
        ]
        return names[rawValue] ?? String(rawValue)
    }
}

/// How the delay between retries grows (`BackoffPolicy`).
public enum BackoffPolicy: String, Hashable, Sendable, CaseIterable {
    /// `delay * 2^(runAttemptCount - 1)`, computed in 32-bit float as androidx does.
    case exponential = "EXPONENTIAL"
    /// `delay * runAttemptCount`.
    case linear = "LINEAR"
}

extension WorkState: Codable {}
extension StopReason: Codable {}
extension BackoffPolicy: Codable {}
