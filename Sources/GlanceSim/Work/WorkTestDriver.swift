/// work-testing's `TestDriver` for the default (not time-based) test mode of
/// `WorkManagerTestInitHelper`: time and device conditions stop mattering for the app's work; it runs as
/// soon as its gates are "met" (workmanager.md §7).
///
/// Work runs when it has no constraints or they were set met, its initial delay is zero or was set met
/// (or it is periodic past its first run), and, for periodic work, it is the first run (no override, no
/// attempt, no period yet) or the period was set met. Each period met allows one run. Backed-off work
/// waits for a driver call. Before a run the driver rewinds `lastEnqueueTime` (or moves the override to
/// now) so WorkerWrapper's time gate passes, as androidx's `TestScheduler` does.
///
/// ```swift
/// let workManager = context.workManager
/// let driver = workManager.installTestDriver()
/// let id = try workManager.enqueue(
///     try OneTimeWorkRequest.Builder(workerClassName: "SyncWorker").setInitialDelay(.days(10)).build())
/// try driver.setInitialDelayMet(id)
/// try device.runUntilIdle()   // SyncWorker ran
/// ```
public struct WorkTestDriver {
    let manager: WorkManager

    /// Treats the work's constraints as met (`setAllConstraintsMet`).
    /// - Throws: `IllegalArgumentException` if the work does not exist.
    public func setAllConstraintsMet(_ id: WorkID) throws(AndroidException) {
        try update(id) { $0.constraintsMet = true }
    }

    /// Treats the work's initial delay as over (`setInitialDelayMet`).
    /// - Throws: `IllegalArgumentException` if the work does not exist.
    public func setInitialDelayMet(_ id: WorkID) throws(AndroidException) {
        try update(id) { $0.initialDelayMet = true }
    }

    /// Treats the work's period as over (`setPeriodDelayMet`): one more run.
    /// - Throws: `IllegalArgumentException` if the work does not exist or is not periodic.
    public func setPeriodDelayMet(_ id: WorkID) throws(AndroidException) {
        guard manager.app.workDatabase[id]?.isPeriodic ?? true else {
            throw .illegalArgument("Work with id \(id) isn't periodic!")
        }
        try update(id) { $0.periodDelayMet = true }
    }

    /// Stops the running work as the system would, with `reason` (`stopRunningWorkWithReason`).
    /// - Throws: `IllegalArgumentException` for ``StopReason/notStopped`` or unknown work.
    public func stopRunningWorkWithReason(_ id: WorkID, _ reason: StopReason) throws(AndroidException) {
        guard reason != .notStopped else { throw .illegalArgument("Reason can't be NOT_STOPPED") }
        guard let row = manager.app.workDatabase.row(id) else {
            throw .illegalArgument("Work with id \(id) doesn't exist")
        }
        _ = manager.device.beginDirectCall()
        manager.runtime.stopRunningWork(row, reason: reason)
    }

    private func update(_ id: WorkID, _ change: (WorkTestGates) -> Void) throws(AndroidException) {
        guard let row = manager.app.workDatabase.row(id) else {
            throw .illegalArgument("Work with id \(id) doesn't exist")
        }
        _ = manager.device.beginDirectCall()
        change(row.testGates)
        manager.runtime.scheduleForTestDriver(row, byDriverCall: true)
    }
}

/// The gates the ``WorkTestDriver`` opened for one unit of work. Only the driver, in this file, opens them;
/// a run that starts closes the period gate (``runStarted()``).
final class WorkTestGates {
    fileprivate(set) var constraintsMet = false
    fileprivate(set) var initialDelayMet = false
    fileprivate(set) var periodDelayMet = false

    /// A run started: the period the driver met is used up.
    func runStarted() {
        periodDelayMet = false
    }
}

extension WorkManager {
    /// Switches the app's WorkManager into work-testing's default mode and returns its driver
    /// (`WorkManagerTestInitHelper.initializeTestWorkManager` + `getTestDriver`). Pending work is
    /// re-evaluated under the driver's rules.
    public func installTestDriver() -> WorkTestDriver {
        if !runtime.usesTestDriver {
            runtime.usesTestDriver = true
            for row in app.workDatabase.allRows where row.spec.state == .enqueued { runtime.schedule(row) }
        }
        return WorkTestDriver(manager: self)
    }
}

extension WorkManagerImpl {
    /// Scheduling under the test driver (work-testing's `TestScheduler`): due now (after rewinding) once
    /// every gate is open, else held. The simulator still hands the run to JobScheduler, as an
    /// unconstrained job due now, so it starts the same way as any other.
    func scheduleForTestDriver(_ row: WorkRow, byDriverCall: Bool) {
        guard !row.isDeleted, row.spec.state == .enqueued, row.worker == nil else { return }
        let job = job(for: row)
        jobScheduler.cancel(job)
        let spec = row.spec
        let gates = row.testGates
        let firstPeriodicRun =
            spec.isPeriodic && spec.periodCount == 0 && spec.runAttemptCount == 0
            && spec.nextScheduleTimeOverride == WorkSpec.never
        let constraintsMet = spec.constraints.kinds.isEmpty || gates.constraintsMet
        let delayMet = spec.initialDelay == 0 || gates.initialDelayMet || (spec.isPeriodic && !firstPeriodicRun)
        let periodMet = !spec.isPeriodic || firstPeriodicRun || gates.periodDelayMet
        guard constraintsMet && delayMet && periodMet else { return }
        let next = spec.nextRunTime
        let wallNow = workNow
        if next > wallNow {
            guard byDriverCall || !spec.isBackedOff else { return }
            row.update(at: core.now) { spec in
                if spec.isPeriodic && spec.nextScheduleTimeOverride != WorkSpec.never {
                    spec.nextScheduleTimeOverride = wallNow
                } else {
                    spec.lastEnqueueTime -= next - wallNow
                }
            }
        }
        jobScheduler.schedule(job, info: jobInfo(for: row), at: core.now)
    }
}

extension WorkTestGates {
    /// The gates' saved form: constraints met, initial delay met, period delay met.
    var snapshot: [Bool] { [constraintsMet, initialDelayMet, periodDelayMet] }

    func restore(_ saved: [Bool]) throws(SnapshotError) {
        guard saved.count == 3 else { throw SnapshotError("a row's test gates are three flags") }
        (constraintsMet, initialDelayMet, periodDelayMet) = (saved[0], saved[1], saved[2])
    }
}
