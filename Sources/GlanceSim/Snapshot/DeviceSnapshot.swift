/// A device's complete state between steps, in a form that encodes to JSON and back: its clocks, conditions and
/// settings, the trace's counts, the event queue, and every owner's state — the installed apps with their
/// storage, processes, process memory and Glance sessions; runtime registrations and broadcasts in flight;
/// PendingIntents and alarms; widgets, hosts and providers; JobScheduler's jobs; each app's WorkManager
/// database and running workers. ``Device/snapshot()`` makes it, ``Device/init(restoring:apps:traceMode:)``
/// restores it without running anything, and the restored device continues exactly as the saved one would have.
///
/// Objects several owners share are saved once, in tables, and referred to by number.
///
/// ```swift
/// let saved = try device.snapshot()
/// let restored = try Device(restoring: saved, apps: manifests, traceMode: .counting)
/// ```
package struct DeviceSnapshot: Codable, Equatable {
    /// The version of this layout: bump it with every change, and teach the state folder to migrate or refuse
    /// the older one.
    package static let version = 1

    var clock: DeviceClock
    var conditions: DeviceConditions
    var inexactAlarmPoint: AlarmWindowPoint
    var sdkInt: Int
    var isDebuggableBuild: Bool
    var nextWorkNumber: UInt64
    var trace: Trace.Snapshot
    var loop: EventLoop<DeviceEvent, DeviceEventKey>.Snapshot<SavedEvent, SavedEventKey>
    var processTable: ProcessTable.Snapshot
    var resolver: ReceiverResolver.Snapshot
    var pendingIntents: PendingIntentController.Snapshot
    var alarmManagerService: AlarmManagerService.Snapshot
    var appWidgetService: AppWidgetService.Snapshot
    /// The widget hosts' collection views (absent when there are none).
    var remoteViewsAdapters: RemoteViewsAdapters.Snapshot? = nil
    var jobScheduler: JobScheduler.Snapshot
    /// Doze's state; absent in devices saved before it was modelled (they restore ACTIVE).
    var deviceIdleController: DeviceIdleController.Snapshot?
    /// App Standby's state; absent in devices saved before it was modelled (their apps count as used when loaded).
    var appStandby: AppStandbyController.Snapshot?
    /// Per app (by package) that has a WorkManager: its database and whether its test driver is on.
    var workManagers: [String: WorkManagerSnapshot]

    // The shared objects, by number.
    var receivers: [SavedReceiver]
    var registrations: [RuntimeRegistration.Snapshot]
    var broadcasts: [BroadcastRecord.Snapshot]
    var alarms: [AlarmRecord.Snapshot]
    var rows: [WorkRow.Snapshot]
    var jobs: [JobStatus.Snapshot]
    var workers: [WorkerWrapper.Snapshot]

    /// The packages installed, in installation order.
    package var installedPackages: [String] { processTable.apps.map(\.package) }
}

/// An app's WorkManager, saved.
struct WorkManagerSnapshot: Codable, Equatable {
    var database: WorkDatabase.Snapshot
    var usesTestDriver: Bool
}

/// A queued device event, saved: shared objects by number.
enum SavedEvent: Codable, Equatable {
    case broadcastParallel(Int)
    case broadcastSerial(Int)
    case broadcastFinal(Int)
    case alarm(Int)
    case timeTick
    case dateChanged
    case jobDue(Int)
    case jobTimeout(Int)
    case restartAfterDeath(String)
    case workerFinished(Int)
    case rescheduleAfterBoot(String)
    case rescheduleAfterClockChange(package: String, action: String)
    case sessionTimeout(package: String, appWidgetId: Int32)
    case collectedChange(package: String, appWidgetId: Int32)
    case jobIdlenessCheck
    case dozeDeepTimer
    case dozeLightTimer
    case dozeMaintenanceOpsDone
    case jobQuotaCheck(String)
    case collectionConnect(appWidgetId: Int32, key: RemoteViewsFactoryKey)
    case collectionDataChanged(appWidgetId: Int32, key: RemoteViewsFactoryKey)
    case collectionDestroy(key: RemoteViewsFactoryKey, appWidgetId: Int32)
}

/// A unique event key, saved.
enum SavedEventKey: Codable, Equatable {
    case jobRestart(String)
    case workBoot(String)
    case workClockChange(String)
    case glanceSession(package: String, appWidgetId: Int32)
    case glanceCollected(package: String, appWidgetId: Int32)
    case collectionAdapter(appWidgetId: Int32, key: RemoteViewsFactoryKey)
    case collectionDestroy(RemoteViewsFactoryKey)
}
