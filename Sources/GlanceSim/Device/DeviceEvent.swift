/// What a queued device event does when it runs. Events carry data, not closures, so the queue can be
/// inspected and described.
enum DeviceEvent {
    /// Deliver a normal broadcast to its runtime-registered receivers, all in this one event (the legacy
    /// queue's "parallel" delivery).
    case broadcastParallel(BroadcastID)
    /// Deliver a broadcast to its next serial receiver (manifest receivers, or every receiver of an
    /// ordered broadcast), one receiver per event.
    case broadcastSerial(BroadcastID)
    /// Run the sender's final result receiver of an ordered broadcast.
    case broadcastFinal(BroadcastID)
    /// One of AlarmManagerService's alarms goes off: an app's, TIME_TICK or DATE_CHANGED.
    case alarmManager(AlarmManagerService.Event)
    /// Something WorkManager scheduled is due.
    case work(WorkEvent)
    /// An event of Glance's runtime (a session's timer runs out).
    case glance(GlanceRuntime.Event)
}

/// Unique keys for events that must never be pending twice.
enum DeviceEventKey: Hashable {
    case work(WorkEventKey)
    case glance(GlanceRuntime.EventKey)
}

/// Identifies one broadcast from send to its last delivery.
struct BroadcastID: Hashable, Comparable {
    let value: Int
    static func < (lhs: BroadcastID, rhs: BroadcastID) -> Bool { lhs.value < rhs.value }
}

/// Identifies one alarm set through an ``AlarmManager``.
public struct AlarmID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let value: Int
    public static func < (lhs: AlarmID, rhs: AlarmID) -> Bool { lhs.value < rhs.value }
    public var description: String { "alarm#\(value)" }
}
