/// The scheduler: JobScheduler's part (timed jobs, constraint waits) and WorkerWrapper's (runs).
///
/// Each ENQUEUED row has exactly one of: a `due` event in the device queue (at its next run time, moved
/// to the simulation timeline), a place in its app's constraint index (due, waiting for the first unmet
/// constraint), or a running worker. A condition change re-examines only the rows waiting on a constraint
/// that became satisfied (each is queued `due` now, and re-checks the rest of its constraints) and the
/// running workers whose constraint was lost.
///
/// - Complexity: scheduling, re-timing or unscheduling one row is O(log n) in the device queue; a
///   condition change costs O(k log k) for the k rows it can affect plus O(r log r) for the r running
///   workers.
extension Device {
    /// WorkManager's clock: the wall clock, in milliseconds.
    var workNow: Int64 { clock.wallTime.millisecondsSinceEpoch }

    /// Hands an ENQUEUED row to the scheduler: due at its next run time (now if that has passed).
    func scheduleWork(_ id: WorkID, of app: InstalledApp) {
        let database = app.workDatabase
        database.jobs.unwait(id)
        if database.usesTestDriver {
            scheduleWorkForTestDriver(id, of: app, byDriverCall: false)
            return
        }
        guard let spec = database[id], spec.state == .enqueued, database.running[id] == nil else {
            queue.cancel(key: .work(.due(id)))
            return
        }
        if !database.jobs.expedited.contains(id) {
            switch expeditedDecision(for: spec, of: app) {
            case .expedited: database.jobs.expedited.insert(id)
            case .ordinary: break
            case .dropped:
                queue.cancel(key: .work(.due(id)))
                return
            }
        }
        let next = spec.nextRunTime
        let instant = next == WorkSpec.never ? nil : clock.instant(atWallTime: WallTime(millisecondsSinceEpoch: next))
        guard let instant else {
            queue.cancel(key: .work(.due(id)))
            return
        }
        queue.schedule(
            at: max(now, instant), key: .work(.due(id)), policy: .replace, .work(.due(package: app.packageName, id: id))
        )
    }

    /// Takes a row away from the scheduler (not from a running worker).
    func unscheduleWork(_ id: WorkID, of app: InstalledApp) {
        app.workDatabase.jobs.unwait(id)
        app.workDatabase.jobs.expedited.remove(id)
        queue.cancel(key: .work(.due(id)))
    }

    /// Whether the scheduler holds the row (timed, waiting, starting or running).
    func isWorkScheduled(_ id: WorkID, of app: InstalledApp) -> Bool {
        let database = app.workDatabase
        return queue.event(forKey: .work(.due(id))) != nil || database.jobs.waitingOn[id] != nil
            || database.jobs.starting.contains(id) || database.running[id] != nil
    }

    /// A `due` event: start the work if its constraints hold, else wait on the first unmet one.
    func workDue(_ id: WorkID, package: String) {
        guard let app = appsByPackage[package], let spec = app.workDatabase[id], spec.state == .enqueued else {
            return
        }
        guard spec.mayStart(at: workNow), spec.nextRunTime <= workNow else {
            scheduleWork(id, of: app)  // the wall clock went back: not yet
            return
        }
        if !app.workDatabase.usesTestDriver,
            let unmet = spec.constraints.kinds.first(where: { !$0.isSatisfied(by: conditions) })
        {
            app.workDatabase.jobs.wait(id, on: unmet)
            record(.workWait, "\(package) \(id)", "\(unmet)")
            return
        }
        startWork(id, of: app)
    }

    func startWork(_ id: WorkID, of app: InstalledApp) {
        let database = app.workDatabase
        if app.process == nil {
            database.jobs.starting.insert(id)
            ensureProcess(app, cause: "work \(id)")
            database.jobs.starting.remove(id)
        }
        guard app.process != nil else {
            // Application.onCreate crashed: JobScheduler retries the job after its backoff delay.
            let delay = database[id]?.backoffDelayDuration ?? WorkTiming.defaultBackoffDelay
            queue.schedule(
                at: now + .milliseconds(delay), key: .work(.due(id)), policy: .replace,
                .work(.due(package: app.packageName, id: id)))
            return
        }
        guard var spec = database[id], spec.state == .enqueued, database.running[id] == nil else { return }
        let run = spec.start()
        database.store(spec, at: now)
        database.testGates[id]?.periodDelayMet = false
        func label() -> String { "\(app.packageName) \(id)" }
        let input: AndroidBundle
        do {
            input = spec.isPeriodic ? spec.input : try mergedInput(of: spec, in: database)
        } catch {
            record(.workStart, label(), "\(spec.workerClassName) attempt \(run.seenRunAttemptCount): \(error)")
            finishWork(id, of: app, outcome: .failureFromError, run: run)
            return
        }
        guard let factory = workerFactory(spec.workerClassName, of: app) else {
            record(.workStart, label(), "\(spec.workerClassName) attempt \(run.seenRunAttemptCount): no such worker")
            finishWork(id, of: app, outcome: .failureFromError, run: run)
            return
        }
        let worker = factory()
        let context = WorkerContext(
            id: id, inputData: input, runAttemptCount: Int(run.seenRunAttemptCount), generation: Int(run.generation),
            tags: spec.tags, appContext: app.context)
        let duration = max(0, worker.duration.milliseconds)
        let timesOut = duration > WorkTiming.executionWindow
        let number = database.nextRunNumber
        database.nextRunNumber += 1
        database.runCounts[id, default: 0] += 1
        let expedited = database.jobs.expedited.remove(id) != nil
        database.running[id] = RunningWork(
            worker: worker, context: context, run: run, number: number, constraints: spec.constraints,
            timesOut: timesOut, expedited: expedited)
        if expedited { noteExpeditedRun(started: true, package: app.packageName) }
        record(
            .workStart, label(),
            "\(spec.workerClassName) attempt \(run.seenRunAttemptCount)"
                + (duration > 0 ? " for \(SimDuration.milliseconds(duration))" : "") + (expedited ? " expedited" : ""))
        do {
            try worker.startWork(context)
        } catch {
            record(.appWarning, label(), "worker threw \(error)")
            guard database.running[id]?.number == number else { return }
            database.running[id] = nil
            if expedited { noteExpeditedRun(started: false, package: app.packageName) }
            finishWork(id, of: app, outcome: .failureFromError, run: run)
            return
        }
        guard database.running[id]?.number == number else { return }  // its start stopped or cancelled it
        if duration == 0 {
            workRunEnds(id, package: app.packageName, run: number)
        } else {
            let end = now + .milliseconds(min(duration, WorkTiming.executionWindow))
            queue.schedule(
                at: end, key: .work(.run(id)), policy: .replace,
                .work(.runEnds(package: app.packageName, id: id, run: number)))
        }
    }

    /// A run reached its end: the worker's `doWork` runs and its result is applied, or, past the
    /// execution window, the run is stopped with ``StopReason/timeout``.
    func workRunEnds(_ id: WorkID, package: String, run number: UInt64) {
        guard let app = appsByPackage[package], let running = app.workDatabase.running[id], running.number == number
        else { return }
        if running.timesOut {
            stopRunningWork(id, of: app, reason: .timeout)
            return
        }
        app.workDatabase.running[id] = nil
        if running.expedited { noteExpeditedRun(started: false, package: package) }
        let outcome: WorkOutcome
        do {
            switch try running.worker.doWork(running.context) {
            case .success(let data): outcome = .success(data)
            case .failure(let data): outcome = .failure(data)
            case .retry: outcome = .retry
            }
        } catch {
            record(.appWarning, "\(package) \(id)", "worker threw \(error)")
            outcome = .failureFromError
        }
        finishWork(id, of: app, outcome: outcome, run: running.run)
    }

    /// Applies a result to the row and walks the consequences: dependents, the next run.
    private func finishWork(_ id: WorkID, of app: InstalledApp, outcome: WorkOutcome, run: WorkRun) {
        let database = app.workDatabase
        func label() -> String { "\(app.packageName) \(id)" }
        guard var spec = database[id] else {
            record(.workFinish, label(), "\(outcome.label) ignored: the work no longer exists")
            return
        }
        let before = spec.state
        spec.complete(outcome, at: workNow, run: run)
        database.store(spec, at: now)
        record(
            .workFinish, label(),
            "\(outcome.label) -> \(describeState(spec))" + (before != .running ? " (was \(before))" : ""))
        switch spec.state {
        case .succeeded: unblockDependents(of: id, in: app)
        case .failed: failDependents(of: id, in: app)
        case .enqueued: scheduleWork(id, of: app)
        case .running, .blocked, .cancelled: break
        }
    }

    /// Stops a running worker: `onStopped`, and the row goes back to ENQUEUED with the reason (a system
    /// stop, workmanager.md §5.2). Cancellation uses ``dropRunningWork(_:of:reason:)`` instead.
    func stopRunningWork(_ id: WorkID, of app: InstalledApp, reason: StopReason) {
        guard dropRunningWork(id, of: app, reason: reason), var spec = app.workDatabase[id] else { return }
        spec.stop(reason, at: workNow)
        app.workDatabase.store(spec, at: now)
        scheduleWork(id, of: app)
    }

    /// Ends a running worker's run without touching its row: `onStopped(reason)` runs, its end event goes.
    @discardableResult
    func dropRunningWork(_ id: WorkID, of app: InstalledApp, reason: StopReason) -> Bool {
        guard let running = app.workDatabase.running.removeValue(forKey: id) else { return false }
        if running.expedited { noteExpeditedRun(started: false, package: app.packageName) }
        queue.cancel(key: .work(.run(id)))
        record(.workStop, "\(app.packageName) \(id)", "stopReason \(reason)")
        running.worker.onStopped(reason)
        return true
    }

    private func unblockDependents(of id: WorkID, in app: InstalledApp) {
        let database = app.workDatabase
        for dependent in database.ordered(database.dependents[id] ?? []) {
            guard var spec = database[dependent], spec.state == .blocked else { continue }
            let prereqs = database.prerequisites[dependent] ?? []
            guard prereqs.allSatisfy({ database[$0]?.state == .succeeded }) else { continue }
            spec.enqueue(at: workNow)
            database.store(spec, at: now)
            record(.workEnqueue, "\(app.packageName) \(dependent)", "unblocked -> \(describeState(spec))")
            scheduleWork(dependent, of: app)
        }
    }

    private func failDependents(of id: WorkID, in app: InstalledApp) {
        let database = app.workDatabase
        for dependent in database.transitiveDependents(of: id) {
            guard var spec = database[dependent], spec.state != .cancelled, spec.state != .failed else { continue }
            spec.state = .failed
            database.store(spec, at: now)
            unscheduleWork(dependent, of: app)
            record(.workFinish, "\(app.packageName) \(dependent)", "prerequisite \(id) failed -> FAILED")
        }
    }

    private func workerFactory(_ className: String, of app: InstalledApp) -> (() -> any Worker)? {
        if className == CombineContinuationsWorker.className { return { CombineContinuationsWorker() } }
        return app.manifest.workers[className]
    }

    /// `STATE next=<wall time>` for the trace.
    func describeState(_ spec: WorkSpec) -> String {
        let next = spec.nextScheduleTime
        return spec.state.rawValue
            + (next == WorkSpec.never ? "" : " next=\(WallTime(millisecondsSinceEpoch: next))")
    }
}

extension WorkOutcome {
    var label: String {
        switch self {
        case .success: "SUCCESS"
        case .failure: "FAILURE"
        case .retry: "RETRY"
        case .failureFromError: "FAILURE (error)"
        }
    }
}
