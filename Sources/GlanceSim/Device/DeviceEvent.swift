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
    /// An app's alarm goes off.
    case alarm(AlarmID)
    /// The system's TIME_TICK alarm goes off.
    case timeTick
    /// The system's DATE_CHANGED alarm goes off.
    case dateChanged
    /// A JobScheduler event: a job falls due or times out, an app is restarted.
    case jobScheduler(JobScheduler.Event)
    /// An event of an app's WorkManager: a worker's run ends, `RescheduleReceiver` runs after boot.
    case workManager(WorkManagerImpl.Event)
    /// A Glance session's timer runs out.
    case glanceSessionTimeout(package: String, appWidgetId: Int32)
}

/// Unique keys for events that must never be pending twice.
enum DeviceEventKey: Hashable {
    case timeTick
    case dateChanged
    case alarm(AlarmID)
    case jobScheduler(JobScheduler.EventKey)
    case workManager(WorkManagerImpl.EventKey)
    case glanceSession(String, Int32)
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
