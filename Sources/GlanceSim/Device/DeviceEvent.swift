/// What a queued device event does when it runs. Events carry data, not closures, so the queue can be
/// inspected and described.
enum DeviceEvent {
    /// A step of delivering a broadcast: the ``BroadcastQueue`` runs it.
    case broadcastQueue(BroadcastQueue.Event)
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

/// Identifies one alarm set through an ``AlarmManager``.
public struct AlarmID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let value: Int
    public static func < (lhs: AlarmID, rhs: AlarmID) -> Bool { lhs.value < rhs.value }
    public var description: String { "alarm#\(value)" }
}
