/// One run of a worker in the app's process (androidx `WorkerWrapper`, started by `Processor` when
/// `SystemJobService.onStartJob` arrives): the worker, what it was started with, and its end event.
final class WorkerWrapper {
    /// The app's WorkManager runtime, which the app owns for the device's life, so it outlives each run's wrapper:
    /// the reference skips the reference counting `unowned` does when a wrapper is made and freed.
    unowned(unsafe) let runtime: WorkManagerImpl
    let row: WorkRow
    /// The JobScheduler job the run executes under.
    let job: JobStatus
    let worker: any Worker
    let context: WorkerContext
    let run: WorkRun
    /// The run's end, when it declared a duration shorter than JobScheduler's execution window.
    var endEvent: EventID?

    init(
        runtime: WorkManagerImpl, row: WorkRow, job: JobStatus, worker: any Worker, context: WorkerContext, run: WorkRun
    ) {
        self.runtime = runtime
        self.row = row
        self.job = job
        self.worker = worker
        self.context = context
        self.run = run
    }
}

/// A row's worker slot (androidx `Processor`'s running workers, one row's worth): the worker running the
/// row in the app's process, which dies with the process, and how many workers started for the row, which
/// is kept with the row. Only the worker-running code, in this file, writes it.
///
/// Its properties are read and set at every run, so they skip the runtime's exclusivity check
/// (`@exclusivity(unchecked)`): each is only assigned or read, never held across a call.
final class WorkerSlot {
    /// The running worker, while one runs.
    @exclusivity(unchecked) fileprivate(set) var worker: WorkerWrapper?
    /// How many times a worker started for the row.
    @exclusivity(unchecked) fileprivate(set) var runCount = 0
    /// The factory of the row's worker class, found by its name once (androidx's `WorkerFactory` looks the class
    /// up per run; the answer changes only with the class name or the app's manifest). Kept with the class name
    /// and the app's ``InstalledApp/manifestGeneration`` it answers for: a work update that changed the class,
    /// or an app update, looks it up again.
    @exclusivity(unchecked) fileprivate var factory: (className: String, generation: Int, make: () -> any Worker)?
}

/// Running work: `SystemJobService` receiving JobScheduler's calls, and WorkerWrapper's start, result
/// handling and stop.
extension WorkManagerImpl {
    /// JobScheduler starts the job (`SystemJobService.onStartJob`): WorkerWrapper checks the row may run,
    /// marks it RUNNING and starts its worker. Returns whether the worker goes on running.
    func onStartJob(_ job: JobStatus) -> Bool {
        let row = row(of: job)
        guard !row.isDeleted, row.spec.state == .enqueued, row.worker == nil else { return false }
        if !job.isForced {
            // WorkerWrapper's gate: periodic or backed-off work is refused before its time (the wall clock
            // went back since the job was timed), and its job is timed again.
            let wallNow = workNow
            guard row.mayStart(at: wallNow), row.nextRunTime <= wallNow else {
                schedule(row)
                return false
            }
        }
        let run = row.update(at: core.now) { $0.start() }
        row.testGates.runStarted()
        let input: AndroidBundle
        do {
            // Not `row.spec.isPeriodic`: a computed property read on the row's spec copies the whole spec.
            input = row.spec.intervalDuration != 0 ? row.spec.input : try row.mergedInput()
        } catch {
            failStart(row, job: job, run: run, .inputMerge(error))
            return false
        }
        guard let factory = workerFactory(of: row) else {
            failStart(row, job: job, run: run, .noSuchWorker)
            return false
        }
        let worker = factory()
        let context = WorkerContext(
            id: row.id, inputData: input, runAttemptCount: Int(run.seenRunAttemptCount),
            generation: Int(run.generation), tags: row.spec.tags, appContext: app.context)
        let duration = max(.zero, worker.duration)
        let wrapper = WorkerWrapper(runtime: self, row: row, job: job, worker: worker, context: context, run: run)
        row.workerSlot.runCount += 1
        row.workerSlot.worker = wrapper
        record(
            .workStart,
            .start(
                package: packageName, id: row.id, worker: row.spec.workerClassName, attempt: run.seenRunAttemptCount,
                duration: duration, expedited: job.runsExpedited))
        do {
            try worker.startWork(context)
        } catch {
            core.record(.appWarning, .work(.workerThrew(package: packageName, id: row.id, error: "\(error)")))
            guard row.worker === wrapper else { return false }
            row.workerSlot.worker = nil
            jobScheduler.jobFinished(job)
            finish(row, .failureFromError, run: run)
            return false
        }
        guard row.worker === wrapper else { return false }  // its start stopped or cancelled it
        if duration == .zero {
            workerFinished(wrapper)
            return false
        }
        if !jobScheduler.noteRunLength(of: job, duration) {
            wrapper.endEvent = core.loop.queue.schedule(
                at: core.now + duration, .workManager(.workerFinished(wrapper)))
        }
        return true
    }

    /// JobScheduler stops the job (`SystemJobService.onStopJob`): a constraint was lost or the execution
    /// window ran out.
    func onStopJob(_ job: JobStatus, reason: StopReason) {
        stopRunningWork(row(of: job), reason: reason)
    }

    private func failStart(_ row: WorkRow, job: JobStatus, run: WorkRun, _ reason: WorkStartFailure) {
        record(
            .workStart,
            .startFailed(
                package: packageName, id: row.id, worker: row.spec.workerClassName, attempt: run.seenRunAttemptCount,
                reason: reason))
        jobScheduler.jobFinished(job)
        finish(row, .failureFromError, run: run)
    }

    /// A run reached its declared end: the worker's `doWork` runs and its result is applied.
    func workerFinished(_ wrapper: WorkerWrapper) {
        let row = wrapper.row
        guard row.worker === wrapper else { return }
        row.workerSlot.worker = nil
        jobScheduler.jobFinished(wrapper.job)
        let outcome: WorkOutcome
        do {
            switch try wrapper.worker.doWork(wrapper.context) {
            case .success(let data): outcome = .success(data)
            case .failure(let data): outcome = .failure(data)
            case .retry: outcome = .retry
            }
        } catch {
            core.record(.appWarning, .work(.workerThrew(package: packageName, id: row.id, error: "\(error)")))
            outcome = .failureFromError
        }
        finish(row, outcome, run: wrapper.run)
    }

    /// Applies a result to the row and walks the consequences: dependents, the next run.
    private func finish(_ row: WorkRow, _ outcome: WorkOutcome, run: WorkRun) {
        guard !row.isDeleted else {
            record(.workFinish, .finishIgnored(package: packageName, id: row.id, result: outcome.result))
            return
        }
        let before = row.spec.state
        let wallNow = workNow
        row.update(at: core.now) { $0.complete(outcome, at: wallNow, run: run) }
        record(
            .workFinish,
            .finish(
                package: packageName, id: row.id, result: outcome.result, schedule: WorkSchedule(row.spec),
                previous: before))
        switch row.spec.state {
        case .succeeded: unblockDependents(of: row)
        case .failed: failDependents(of: row)
        case .enqueued: schedule(row)
        case .running, .blocked, .cancelled: break
        }
    }

    /// Stops a running worker: `onStopped`, and the row goes back to ENQUEUED with the reason (a system
    /// stop, workmanager.md §5.2). Cancellation uses ``dropRunningWork(_:reason:)`` instead.
    func stopRunningWork(_ row: WorkRow, reason: StopReason) {
        guard dropRunningWork(row, reason: reason), !row.isDeleted else { return }
        let wallNow = workNow
        row.update(at: core.now) { $0.stop(reason, at: wallNow) }
        schedule(row)
    }

    /// Ends a running worker's run without touching its row: its job ends, its end event goes,
    /// `onStopped(reason)` runs.
    @discardableResult
    func dropRunningWork(_ row: WorkRow, reason: StopReason) -> Bool {
        guard let wrapper = row.worker else { return false }
        row.workerSlot.worker = nil
        jobScheduler.jobFinished(wrapper.job)
        if let end = wrapper.endEvent { core.loop.queue.cancel(end) }
        record(.workStop, .stop(package: packageName, id: row.id, reason: reason))
        wrapper.worker.onStopped(reason)
        return true
    }

    /// The work whose worker runs in the app's process now, in enqueue order.
    var runningWorkIDs: [WorkID] {
        database.allRows.compactMap { $0.worker == nil ? nil : $0.id }
    }

    /// The app's process died: its running workers die with it (no `onStopped`; nothing returns). Their
    /// rows stay RUNNING until the app starts again; JobScheduler, which sees the process die, restarts it.
    func processDied() {
        for row in database.allRows {
            guard let wrapper = row.worker else { continue }
            row.workerSlot.worker = nil
            if let end = wrapper.endEvent { core.loop.queue.cancel(end) }
            record(.workStop, .processDied(package: packageName, id: row.id))
        }
    }

    private func unblockDependents(of row: WorkRow) {
        let now = core.now
        for dependent in row.dependents.sorted(by: { $0.sequence < $1.sequence }) {
            guard dependent.spec.state == .blocked,
                dependent.prerequisites.allSatisfy({ $0.spec.state == .succeeded })
            else { continue }
            let wallNow = workNow
            dependent.update(at: now) { $0.enqueue(at: wallNow) }
            record(
                .workEnqueue, .unblocked(package: packageName, id: dependent.id, schedule: WorkSchedule(dependent.spec))
            )
            schedule(dependent)
        }
    }

    private func failDependents(of row: WorkRow) {
        for dependent in database.transitiveDependents(of: row) {
            guard !dependent.isDeleted, dependent.spec.state != .cancelled, dependent.spec.state != .failed else {
                continue
            }
            dependent.update(at: core.now) { $0.state = .failed }
            unschedule(dependent)
            record(.workFinish, .prerequisiteFailed(package: packageName, id: dependent.id, prerequisite: row.id))
        }
    }

    /// The factory of the row's worker class, looked up by name the first time (and after a class change).
    private func workerFactory(of row: WorkRow) -> (() -> any Worker)? {
        let className = row.spec.workerClassName
        let generation = app.manifestGeneration
        if let cached = row.workerSlot.factory, cached.generation == generation, cached.className == className {
            return cached.make
        }
        let factory = app.workerFactory(named: className)
        if let factory { row.workerSlot.factory = (className, generation, factory) }
        return factory
    }
}

extension InstalledApp {
    /// The factory WorkManager makes a worker of this class with: WorkManager's own continuation worker, or the
    /// app's (`WorkerFactory.createWorkerWithDefaultFallback`).
    fileprivate func workerFactory(named className: String) -> (() -> any Worker)? {
        className == CombineContinuationsWorker.className
            ? { CombineContinuationsWorker() } : manifest.workers[className]
    }
}

extension WorkOutcome {
    /// The result as the trace names it.
    var result: WorkRunResult {
        switch self {
        case .success: .success
        case .failure: .failure
        case .retry: .retry
        case .failureFromError: .failureFromError
        }
    }
}

// MARK: - Saving and restoring

extension WorkerWrapper {
    /// A running worker's saved form: its row and job (by saved number), the worker's class (as its app's
    /// ``AppRestorer`` names it), what the run was started with, and its end event.
    struct Snapshot: Codable, Equatable {
        var package: String
        var row: Int
        var job: Int
        var worker: String
        var input: AndroidBundle
        var runAttemptCount: Int
        var generation: Int
        var tags: [String]
        var run: WorkRun
        var endEvent: EventID?
    }

    /// - Throws: ``SnapshotError`` for a worker written in Swift.
    func snapshot(_ writer: SnapshotWriter) throws(SnapshotError) -> Snapshot {
        let name: String
        if worker is CombineContinuationsWorker {
            name = CombineContinuationsWorker.className
        } else if let saved = runtime.app.manifest.restorer?.savedName(of: worker) {
            name = saved
        } else {
            throw SnapshotError(
                "\(runtime.packageName) runs a \(type(of: worker)) written in Swift: a running worker is saved only "
                    + "for apps described by files", appCodeInSwift: true)
        }
        return Snapshot(
            package: runtime.packageName, row: writer.row(row, of: runtime.packageName), job: writer.jobs.number(job),
            worker: name,
            input: context.inputData, runAttemptCount: context.runAttemptCount, generation: context.generation,
            tags: context.tags, run: run, endEvent: endEvent)
    }

    /// A saved running worker made again, its worker by the app's factory for its class.
    convenience init(restoring saved: Snapshot, app: InstalledApp, _ reader: SnapshotReader) throws(SnapshotError) {
        let row = try reader.rows(saved.row, "work row")
        guard let factory = app.workerFactory(named: saved.worker) else {
            throw SnapshotError("\(app.packageName) has no worker '\(saved.worker)' to restore")
        }
        let context = WorkerContext(
            id: row.id, inputData: saved.input, runAttemptCount: saved.runAttemptCount, generation: saved.generation,
            tags: saved.tags, appContext: app.context)
        self.init(
            runtime: app.workManagerImpl, row: row, job: try reader.jobs(saved.job, "job"), worker: factory(),
            context: context, run: saved.run)
        endEvent = saved.endEvent
    }
}

extension WorkerSlot {
    /// Puts a restored row's running worker and run count back.
    func restore(worker: WorkerWrapper?, runCount: Int) {
        self.worker = worker
        self.runCount = runCount
    }
}
