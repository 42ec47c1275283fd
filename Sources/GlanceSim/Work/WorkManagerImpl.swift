/// WorkManager's runtime inside one app (androidx `WorkManagerImpl`), over the app's persisted
/// ``WorkDatabase``: enqueueing (`EnqueueRunnable`, `WorkerUpdater`), cancelling and pruning, scheduling
/// through JobScheduler (`SystemJobScheduler`, in `WorkManagerImpl+SystemJobScheduler.swift`), running
/// workers (`SystemJobService` → `Processor` → ``WorkerWrapper``), the start-up reconcile
/// (`ForceStopRunnable`) and the boot/time-change reschedule (`RescheduleReceiver`).
///
/// It is a library in the app, not part of the system: it reaches JobScheduler only through
/// ``JobScheduler``'s JobScheduler-shaped calls and answers it as a ``JobService``. Its process-scoped
/// state — the running workers — dies with the app's process (``processDied()``); the database does not.
///
/// On API 23+ androidx also runs a `GreedyScheduler` that starts unconstrained due work in the running
/// process without waiting for JobScheduler. In the simulator JobScheduler's job falls due at the same
/// instant and starts the work in its own event, so the two cannot be told apart and only the
/// JobScheduler path is modelled; `SystemAlarmScheduler` (API 22 and lower) is below the simulator's
/// supported API levels.
///
/// Reach it through ``WorkManager`` (the app's public API); the device reaches it through its hooks.
final class WorkManagerImpl: JobService {
    /// What a queued WorkManager event does when it runs.
    enum Event {
        /// A worker's `doWork` returns: its run reached its declared end.
        case workerFinished(WorkerWrapper)
        /// `RescheduleReceiver` on `BOOT_COMPLETED`: the app starts and WorkManager reschedules everything.
        case rescheduleAfterBoot(WorkManagerImpl)
        /// `RescheduleReceiver` on `TIME_SET` or `TIMEZONE_CHANGED` (the action), as work-runtime before 2.11
        /// declares it: the delivery starts the app's process.
        case rescheduleAfterClockChange(WorkManagerImpl, action: String)

        /// The runtime the event belongs to.
        var runtime: WorkManagerImpl {
            switch self {
            case .workerFinished(let wrapper): return wrapper.runtime
            case .rescheduleAfterBoot(let runtime), .rescheduleAfterClockChange(let runtime, _): return runtime
            }
        }
    }

    /// Unique keys for WorkManager's events.
    enum EventKey: Hashable {
        case boot(String)
        case clockChange(String)
    }

    /// The app this runtime belongs to, the device's core and the process table. The app owns the runtime (as a
    /// lazy property) and the device owns the app, the core and the table, and nothing else keeps a runtime, so
    /// all outlive it: the references skip the reference-count check `unowned` makes at every use.
    unowned(unsafe) let app: InstalledApp
    unowned(unsafe) let core: DeviceCore
    unowned(unsafe) let processTable: ProcessTable
    /// The app's database (in its storage: it survives this runtime's process).
    let database: WorkDatabase
    let packageName: String
    /// Whether work-testing's driver replaces time and conditions (``WorkManager/installTestDriver()``).
    var usesTestDriver = false

    init(app: InstalledApp, core: DeviceCore, processTable: ProcessTable, jobScheduler: JobScheduler) {
        self.app = app
        self.core = core
        self.processTable = processTable
        self.jobScheduler = jobScheduler
        database = app.workDatabase
        packageName = app.packageName
    }

    /// WorkManager's clock: the wall clock, in milliseconds.
    var workNow: Int64 { core.clock.wallTime.millisecondsSinceEpoch }

    /// The device's JobScheduler. JobScheduler keeps no strong reference back (a job's service is unowned), so
    /// this makes no cycle.
    let jobScheduler: JobScheduler

    /// Records one `work.*` trace entry.
    func record(_ kind: TraceKind, _ event: @autoclosure () -> WorkTraceEvent) {
        core.record(kind, .work(event()))
    }

    // MARK: - Events

    /// Runs one of WorkManager's queued events.
    func handle(_ event: Event) {
        switch event {
        case .workerFinished(let wrapper): workerFinished(wrapper)
        case .rescheduleAfterBoot:
            if app.process == nil {
                processTable.ensureProcess(app, cause: .described("RescheduleReceiver BOOT_COMPLETED"))
            } else {
                initialize()
            }
        case .rescheduleAfterClockChange(_, let action):
            // In a process already running, `WorkManagerImpl.getInstance` finds WorkManager started: nothing more.
            guard app.process == nil else { return }
            let name = action.split(separator: ".").last.map(String.init) ?? action
            processTable.ensureProcess(app, cause: .described("RescheduleReceiver \(name)"))
        }
    }

    /// The trace's words for a pending event.
    func describe(_ event: Event) -> String {
        switch event {
        case .workerFinished(let wrapper): return "work run end \(packageName) \(wrapper.row.id)"
        case .rescheduleAfterBoot: return "work reschedule after boot \(packageName)"
        case .rescheduleAfterClockChange(_, let action): return "work reschedule after \(action) \(packageName)"
        }
    }

    // MARK: - The process's life

    /// WorkManager's start-up in a new process (`ForceStopRunnable`, workmanager.md §6), before
    /// `Application.onCreate`: the database is opened (finished work older than a day is pruned), rows left
    /// RUNNING by a dead process go back to ENQUEUED with ``StopReason/unknown``, and every ENQUEUED row
    /// JobScheduler does not hold is scheduled.
    ///
    /// - Complexity: O(n) in the app's rows, once per process start.
    func initialize() {
        core.loop.queue.cancel(key: .workManager(.boot(packageName)))
        prune(olderThanADay: true)
        let now = core.now
        for row in database.allRows where !row.isDeleted {
            if row.spec.state == .running && row.worker == nil {
                row.update(at: now) { $0.resetAfterProcessDeath() }
                record(.workReset, .reset(package: packageName, id: row.id, schedule: WorkSchedule(row.spec)))
            }
            if row.spec.state == .enqueued && !isScheduled(row) { schedule(row) }
        }
    }

    /// The device rebooted: if the app has unfinished work, its `RescheduleReceiver` runs for
    /// `BOOT_COMPLETED` (WorkManager keeps that receiver, declared disabled, switched on exactly while it has
    /// unfinished work: `EnqueueRunnable` and `WorkerWrapper` call `PackageManagerHelper.setComponentEnabled`). On Android that is one of the `BOOT_COMPLETED` receivers; the simulator queues it at
    /// the boot instant ahead of the boot broadcasts' deliveries, so it runs before any other receiver.
    ///
    /// When the app's manifest declares the receiver enabled (an app re-declaring it with `tools:replace`), the
    /// `BOOT_COMPLETED` broadcast itself reaches it (``LibraryReceivers``) and this hook stays out, so the app is
    /// never rescheduled twice.
    func deviceRebooted() {
        if app.manifest.receivers.contains(where: { $0.className == LibraryReceivers.rescheduleReceiver && $0.enabled })
        {
            return
        }
        guard hasUnfinishedWork else { return }
        core.loop.queue.schedule(
            at: core.now, key: .workManager(.boot(packageName)), policy: .keep,
            .workManager(.rescheduleAfterBoot(self)))
    }

    /// The system sent `TIME_SET` or `TIMEZONE_CHANGED`: if the app's merged manifest declares `RescheduleReceiver`
    /// for it (work-runtime before 2.11: `RescheduleReceiver.java` @ a9b06aaf's manifest of 2.10 lists BOOT_COMPLETED,
    /// TIME_SET and TIMEZONE_CHANGED; 2.11 keeps BOOT_COMPLETED only) and WorkManager has switched the receiver on —
    /// it has unfinished work — the delivery starts the app's process, queued after the broadcast's own deliveries.
    /// When the manifest declares the receiver enabled, the broadcast reaches it itself (``LibraryReceivers``).
    func clockBroadcastSent(_ action: String) {
        guard app.process == nil,
            app.manifest.receivers.contains(where: {
                $0.className == LibraryReceivers.rescheduleReceiver && !$0.enabled
                    && $0.intentFilters.contains { filter in filter.actions.contains(action) }
            }),
            hasUnfinishedWork
        else { return }
        core.loop.queue.schedule(
            at: core.now, key: .workManager(.clockChange(packageName)), policy: .keep,
            .workManager(.rescheduleAfterClockChange(self, action: action)))
    }

    /// Whether a row is ENQUEUED or RUNNING: what keeps WorkManager's `RescheduleReceiver` switched on.
    var hasUnfinishedWork: Bool {
        database.allRows.contains { $0.spec.state == .enqueued || $0.spec.state == .running }
    }

    /// The wall clock was set: every timed job is re-timed, since WorkManager's times are wall times
    /// (`RescheduleReceiver` handles `TIME_SET`).
    func wallClockChanged() {
        for row in database.allRows where jobScheduler.isPending(row.job) { schedule(row) }
    }
}
