/// Which clock an alarm's trigger time is on, and whether it wakes the device: `AlarmManager.RTC_WAKEUP`…
public enum AlarmType: Int32, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `RTC_WAKEUP` (0): wall-clock time; wakes the device.
    case rtcWakeup = 0
    /// `RTC` (1): wall-clock time; waits for the device to wake.
    case rtc = 1
    /// `ELAPSED_REALTIME_WAKEUP` (2): time since boot; wakes the device.
    case elapsedRealtimeWakeup = 2
    /// `ELAPSED_REALTIME` (3): time since boot; waits for the device to wake.
    case elapsedRealtime = 3

    /// Whether it wakes a sleeping device.
    public var isWakeup: Bool { self == .rtcWakeup || self == .elapsedRealtimeWakeup }
    /// Whether its trigger time is wall-clock time.
    public var isWallClock: Bool { self == .rtcWakeup || self == .rtc }

    public var description: String {
        switch self {
        case .rtcWakeup: return "RTC_WAKEUP"
        case .rtc: return "RTC"
        case .elapsedRealtimeWakeup: return "ELAPSED_REALTIME_WAKEUP"
        case .elapsedRealtime: return "ELAPSED_REALTIME"
        }
    }
}

/// Where in an inexact alarm's delivery window the simulator fires it. Android lets batching pick any
/// point of `[trigger, trigger + window]`; a simulator must pick one to repeat runs.
public enum AlarmWindowPoint: Hashable, Sendable {
    /// At the requested trigger time (the default): the earliest Android may deliver.
    case start
    /// Half-way through the window.
    case middle
    /// At the end of the window: the latest Android may deliver without Doze or standby delays.
    case end

    func offset(in window: Int64) -> Int64 {
        switch self {
        case .start: return 0
        case .middle: return window / 2
        case .end: return window
        }
    }
}

/// A snapshot of one alarm, for inspection and expectations.
public struct AlarmInfo: Hashable, Sendable, CustomStringConvertible {
    /// Identifies the alarm.
    public var id: AlarmID
    /// The app that set it.
    public var package: String
    /// Its clock and wakeup kind.
    public var type: AlarmType
    /// The requested trigger time on the type's clock.
    public var triggerAtMillis: Int64
    /// The delivery window after the trigger time (0 for exact).
    public var windowMillis: Int64
    /// The repeat interval (0 for one-time).
    public var intervalMillis: Int64
    /// The PendingIntent it sends.
    public var operation: PendingIntent
    /// When it will go off on the simulation's timeline, or `nil` while it waits for the device to wake.
    public var firesAt: SimInstant?
    /// What it may do in Doze.
    public var flags: AlarmFlags = []
    /// Why it is held past its time, if it is (``firesAt`` is then when it will now go off).
    public var deferral: AlarmDeferral?

    public var description: String {
        "\(id) \(package) \(type) at \(triggerAtMillis)" + (windowMillis > 0 ? " window \(windowMillis)" : "")
            + (intervalMillis > 0 ? " every \(intervalMillis)" : "") + " \(operation)"
    }
}

extension AlarmType: Codable {}
extension AlarmWindowPoint: Codable {}
