/// Where the device tells WorkManager what happened.
extension Device {
    /// A queued work event is due.
    func handleWorkEvent(_ event: WorkEvent) {
        switch event {
        case .due(let package, let id):
            workDue(id, package: package)
        case .runEnds(let package, let id, let run):
            workRunEnds(id, package: package, run: run)
        case .restartAfterDeath(let package), .rescheduleAfterBoot(let package):
            guard let app = appsByPackage[package] else { return }
            // A job whose work was cancelled or replaced meanwhile is gone: nothing restarts the app.
            if !event.isBoot && !app.workDatabase.specs.values.contains(where: { $0.state == .running }) { return }
            if app.process == nil {
                ensureProcess(app, cause: event.isBoot ? "RescheduleReceiver BOOT_COMPLETED" : "job reschedule")
            } else {
                initializeWorkManager(app)
            }
        }
    }

    /// An app's process started: WorkManager initialises before `Application.onCreate`.
    func workProcessStarted(_ app: InstalledApp) {
        initializeWorkManager(app)
    }

    /// An app's process died: its running workers die with it (no `onStopped`; nothing returns). Their
    /// rows stay RUNNING in the database until the app starts again; JobScheduler sees the job's process
    /// die and runs the job again after the job's backoff delay, which starts the app.
    func workProcessDied(_ app: InstalledApp) {
        let database = app.workDatabase
        let ids = database.ordered(database.running.keys)
        guard !ids.isEmpty else { return }
        var delay = Int64.max
        for id in ids {
            if database.running[id]?.expedited == true { noteExpeditedRun(started: false, package: app.packageName) }
            database.running[id] = nil
            queue.cancel(key: .work(.run(id)))
            record(.workStop, "\(app.packageName) \(id)", "process died; stays RUNNING until the app starts")
            delay = min(delay, database[id]?.backoffDelayDuration ?? WorkTiming.defaultBackoffDelay)
        }
        queue.schedule(
            at: now + .milliseconds(delay), key: .work(.restart(app.packageName)), policy: .keep,
            .work(.restartAfterDeath(package: app.packageName)))
    }

    /// The device rebooted: JobScheduler forgot WorkManager's jobs (they are not persisted). Each app
    /// with unfinished work gets its `RescheduleReceiver` run for `BOOT_COMPLETED`. On Android that is one
    /// of the `BOOT_COMPLETED` receivers; the simulator queues it at the boot instant ahead of the boot
    /// broadcasts' deliveries, so it runs before any other receiver gets them.
    func workDeviceRebooted() {
        workState.expeditedSessions = [:]  // JobScheduler's QuotaController keeps its timing sessions in memory
        for app in apps {
            let database = app.workDatabase
            database.jobs = WorkJobs()
            database.running = [:]
            guard database.specs.values.contains(where: { $0.state == .enqueued || $0.state == .running }) else {
                continue
            }
            queue.schedule(
                at: now, key: .work(.boot(app.packageName)), policy: .keep,
                .work(.rescheduleAfterBoot(package: app.packageName)))
        }
    }

    /// A condition changed: rows waiting on a constraint that now holds are queued due now (they check
    /// their other constraints then); running workers that lost a constraint are stopped with its reason.
    func workConditionsChanged() {
        for app in apps {
            let database = app.workDatabase
            for kind in ConstraintKind.all where kind.isSatisfied(by: conditions) {
                guard let waiting = database.jobs.waiting[kind], !waiting.isEmpty else { continue }
                let ids = waiting.compactMap { database[$0] }
                    .sorted { ($0.lastEnqueueTime, $0.sequence) < ($1.lastEnqueueTime, $1.sequence) }.map(\.id)
                for id in ids {
                    database.jobs.unwait(id)
                    queue.schedule(
                        at: now, key: .work(.due(id)), policy: .replace,
                        .work(.due(package: app.packageName, id: id)))
                }
            }
            for id in database.ordered(database.running.keys) where !database.usesTestDriver {
                guard let running = database.running[id],
                    let reason = running.constraints.firstUnmet(in: conditions)
                else { continue }
                stopRunningWork(id, of: app, reason: reason)
            }
        }
    }

    /// The wall clock was set: every timed job is re-timed, since WorkManager's times are wall times
    /// (`RescheduleReceiver` handles `TIME_SET`).
    func workWallClockChanged() {
        for app in apps {
            let database = app.workDatabase
            for id in database.allIDs where queue.event(forKey: .work(.due(id))) != nil {
                scheduleWork(id, of: app)
            }
        }
    }

    /// WorkManager's start-up in a new process (`ForceStopRunnable`, workmanager.md §6): the database is
    /// opened (finished work older than a day is pruned), rows left RUNNING by a dead process go back to
    /// ENQUEUED with ``StopReason/unknown``, and every ENQUEUED row the scheduler does not hold is
    /// scheduled.
    ///
    /// - Complexity: O(n log n) in the app's rows, once per process start.
    func initializeWorkManager(_ app: InstalledApp) {
        let database = app.workDatabase
        queue.cancel(key: .work(.restart(app.packageName)))
        queue.cancel(key: .work(.boot(app.packageName)))
        pruneWork(of: app, olderThanADay: true)
        for id in database.allIDs {
            guard var spec = database[id] else { continue }
            if spec.state == .running && database.running[id] == nil {
                spec.resetAfterProcessDeath()
                database.store(spec, at: now)
                record(.workReset, "\(app.packageName) \(id)", "RUNNING -> \(describeState(spec))")
            }
            if spec.state == .enqueued && !isWorkScheduled(id, of: app) { scheduleWork(id, of: app) }
        }
    }
}

extension WorkEvent {
    var isBoot: Bool {
        if case .rescheduleAfterBoot = self { return true }
        return false
    }
}
