/// What a queued device event does when it runs: one case per owner, wrapping that owner's own event type.
/// `Device` only routes an event to its owner. Events carry data, not closures, so the queue can be inspected
/// and described.
enum DeviceEvent {
    /// A step of delivering a broadcast: the ``BroadcastQueue`` runs it.
    case broadcastQueue(BroadcastQueue.Event)
    /// One of AlarmManagerService's alarms goes off: an app's, TIME_TICK or DATE_CHANGED.
    case alarmManagerService(AlarmManagerService.Event)
    /// A JobScheduler event: a job falls due or times out, an app is restarted.
    case jobScheduler(JobScheduler.Event)
    /// An event of an app's WorkManager: a worker's run ends, `RescheduleReceiver` runs after boot.
    case workManager(WorkManagerImpl.Event)
    /// An event of Glance's runtime (a session's timer runs out).
    case glance(GlanceRuntime.Event)
    /// One of Doze's timers (DeviceIdleController).
    case deviceIdleController(DeviceIdleController.Event)
    /// A widget host's collection view binds its service or reloads, or a factory is destroyed.
    case remoteViewsAdapters(RemoteViewsAdapters.Event)
}

/// Unique keys for events that must never be pending twice, one case per owner that needs them.
enum DeviceEventKey: Hashable {
    case jobScheduler(JobScheduler.EventKey)
    case workManager(WorkManagerImpl.EventKey)
    case glance(GlanceRuntime.EventKey)
    case remoteViewsAdapters(RemoteViewsAdapters.EventKey)
}

/// Identifies one alarm set through an ``AlarmManager``.
public struct AlarmID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let value: Int
    public static func < (lhs: AlarmID, rhs: AlarmID) -> Bool { lhs.value < rhs.value }
    public var description: String { "alarm#\(value)" }
}
