/// The system's job scheduler (AOSP `JobSchedulerService` with its `JobServiceContext`s and controllers):
/// the jobs apps schedule, the constraints they wait for, their execution and its time limit, and the
/// standby bucket's expedited-job quota (`QuotaController`).
///
/// Apps reach it only through JobScheduler-shaped calls: ``schedule(_:info:at:expedited:)``, ``cancel(_:)``,
/// ``jobFinished(_:)``; it answers through the app's ``JobService`` (`onStartJob`, `onStopJob`), starting
/// the app's process first when it is not running. WorkManager's `SystemJobScheduler` is its only client in
/// the simulator.
///
/// - A timed job is an event in the device queue at its earliest run time. When it falls due, the first
///   constraint that does not hold parks it in that constraint's index (`work.wait`); a condition change
///   re-queues, due now, only the jobs parked on a constraint that became satisfied, in
///   `(enqueueTime, jobId)` order, and stops executing jobs that lost one (`onStopJob` with its reason).
/// - A job executes for as long as its work runs, up to the execution window (10 minutes); then
///   `onStopJob(STOP_REASON_TIMEOUT)`.
/// - When an app's process dies while its jobs execute, JobScheduler restarts the app after the shortest
///   backoff delay among them; when its process fails to start, the job is retried after its backoff.
/// - Jobs are not persisted: a reboot forgets them all, and the expedited quota's sessions too.
///
/// ```swift
/// device.setStandbyBucket(.rare, of: "com.example.sync")   // a smaller expedited-job quota
/// ```
final class JobScheduler {
    /// What a queued JobScheduler event does when it runs.
    enum Event {
        /// A timed job reaches its earliest run time: check its constraints and start it, or park it.
        case jobDue(JobStatus)
        /// An executing job reaches the end of its execution window.
        case timeout(JobStatus)
        /// Restart an app whose process died while its jobs executed.
        case restartAfterDeath(package: String)
        /// The idle controller's check: the screen has been off long enough (``inactivityIdleThreshold``).
        case idlenessCheck
        /// QuotaController's in-quota alarm: the app's quota has room again, its jobs held by it re-check.
        case quotaCheck(package: String)
    }

    /// Unique keys for JobScheduler's events.
    enum EventKey: Hashable {
        case restart(String)
    }

    /// One app's jobs that JobScheduler indexes: the parked ones and the executing ones. Its lists skip the
    /// runtime's exclusivity checks, as ``JobStatus``'s fields do and for the same reason (each change is one
    /// in-place collection operation that calls out of nothing).
    final class Package {
        let name: String
        let installNumber: Int
        /// Parked jobs by the constraint they wait on.
        @exclusivity(unchecked) fileprivate var waiting: [ConstraintKind: [ObjectIdentifier: JobStatus]] = [:]
        /// Executing jobs, unordered; each knows its index (``JobStatus/executingIndex``), so adding and
        /// removing one hashes nothing.
        @exclusivity(unchecked) fileprivate var executing: [JobStatus] = []
        /// Jobs whose process died while they executed, until the app starts again.
        @exclusivity(unchecked) fileprivate var died: [JobStatus] = []
        /// The app's standby bucket, as App Standby last reported it.
        @exclusivity(unchecked) var bucket: StandbyBucket {
            didSet { isRestricted = bucket == .restricted }
        }
        /// Whether ``bucket`` is RESTRICTED: read at every job step, so kept as a flag.
        @exclusivity(unchecked) private(set) var isRestricted = false
        /// QuotaController's bookkeeping of the app's ordinary jobs (JobQuota.swift).
        @exclusivity(unchecked) var quota = PackageJobQuota()
        /// QuotaController's in-quota alarm for the app, while jobs wait for its quota.
        var quotaCheck: EventID?

        fileprivate init(name: String, installNumber: Int, bucket: StandbyBucket) {
            self.name = name
            self.installNumber = installNumber
            self.bucket = bucket
            isRestricted = bucket == .restricted
        }
    }

    /// JobServiceContext's execution window (`DEFAULT_RUNTIME_FREE_QUOTA_MAX_LIMIT_MS`, 10 minutes).
    static let executionWindow = SimDuration.milliseconds(WorkTiming.executionWindow)

    private var packages: [String: Package] = [:]
    /// Every package with jobs, in installation order: the order condition changes walk them in.
    private var packagesInOrder: [Package] = []
    /// The current boot: jobs from an earlier one are forgotten. Read at every job step; only a boot assigns it.
    @exclusivity(unchecked) private var epoch = 0
    /// Whether Doze waits to hear that no job runs (a maintenance window is open): only then does the end of a
    /// job's execution call into ``DeviceIdleController`` (the work-run path skips the call otherwise).
    @exclusivity(unchecked) var reportsJobsInactive = false
    /// The idle controller's pending check (JobScheduler+Idleness.swift).
    var idlenessCheck: EventID?
    /// Whether BatteryStats reports charging (App Standby's parole): ordinary jobs of every bucket but RESTRICTED
    /// are then free of quota (QuotaController.isQuotaFreeLocked, :900-909).
    @exclusivity(unchecked) var isBatteryCharging = false
    /// Until when the jobs Doze held stay held after it stopped restricting apps: `BACKGROUND_JOBS_DELAY` (3 s)
    /// after, even when battery saver or a constraint of their own let them go at that moment.
    @exclusivity(unchecked) var dozeReleaseAt = SimInstant.zero {
        didSet { dozeReleasePending = dozeReleaseAt > .zero }
    }
    /// Whether a Doze release may still be under way (checked before reading the clock at every job step).
    @exclusivity(unchecked) private var dozeReleasePending = false
    /// Whether Doze restricted apps at the last condition change.
    private var wasDozing = false
    /// The expedited jobs each app ran within the last 24 hours, oldest first (`QuotaController`'s
    /// timing sessions).
    var expeditedSessions: [String: [ExpeditedSession]] = [:]

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appStandbyController: AppStandbyController!
    private(set) unowned(unsafe) var deviceIdleController: DeviceIdleController!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        appStandbyController: AppStandbyController, deviceIdleController: DeviceIdleController,
        processTable: ProcessTable
    ) {
        self.appStandbyController = appStandbyController
        self.deviceIdleController = deviceIdleController
        self.processTable = processTable
    }

    // MARK: - The app-facing API

    /// A handle for the app's job `jobId` (created once per job, as androidx assigns a row its job id once).
    /// JobScheduler keeps `extras` for the app's job service and reads nothing in them but the work id.
    func makeJob(id jobId: UInt64, extras: WorkJobExtras, of app: InstalledApp, service: any JobService) -> JobStatus {
        let package: Package
        if let known = packages[app.packageName] {
            package = known
        } else {
            package = Package(
                name: app.packageName, installNumber: app.installNumber,
                bucket: appStandbyController.bucket(of: app.packageName))
            packages[app.packageName] = package
            let index = packagesInOrder.firstIndex { $0.installNumber > app.installNumber } ?? packagesInOrder.endIndex
            packagesInOrder.insert(package, at: index)
        }
        return JobStatus(jobId: jobId, app: app, service: service, extras: extras, owner: package, epoch: epoch)
    }

    /// Schedules (or re-times) a job with what it asks for to fall due at `instant` (`JobScheduler.schedule`
    /// with a minimum latency); an `expedited` job was accepted as one (``expeditedQuotaExhausted(for:)``
    /// said yes). A job JobScheduler was holding in any other way is taken back first; a job accepted as
    /// expedited earlier stays so.
    func schedule(_ job: JobStatus, info: JobInfo, at instant: SimInstant, expedited: Bool = false) {
        job.info = info
        detach(job)
        job.state = .pending(core.loop.queue.schedule(at: instant, .jobScheduler(.jobDue(job))))
        if expedited { job.expedited = true }
    }

    /// Drops a job, whatever it is doing (`JobScheduler.cancel`); an executing job ends without
    /// `onStopJob`, as the app stopped its work itself.
    func cancel(_ job: JobStatus) {
        detach(job)
        job.state = .idle
        job.expedited = false
    }

    /// The app's work for an executing job is over (`jobFinished`). Does nothing for a job not executing.
    func jobFinished(_ job: JobStatus) {
        guard current(job), case .executing = job.state else { return }
        detach(job)
        job.state = .idle
    }

    /// Whether JobScheduler holds the job: timed, parked, being started or executing.
    func isScheduled(_ job: JobStatus?) -> Bool {
        guard let job, current(job) else { return false }
        switch job.state {
        case .idle, .diedWithProcess: return false
        case .pending, .waiting, .binding, .executing: return true
        }
    }

    /// Whether the job is timed (its `jobDue` event is pending).
    func isPending(_ job: JobStatus?) -> Bool {
        guard let job, current(job), case .pending = job.state else { return false }
        return true
    }

    /// The job's work will run for `duration`: JobServiceContext's execution-window timer matters only
    /// when the run reaches it, so it is armed then (a shorter run finishes first and the timer would be
    /// cancelled unseen). Returns whether the job will time out.
    func noteRunLength(of job: JobStatus, _ duration: SimDuration) -> Bool {
        // JobServiceContext's limit is the execution window, or less when the app's quota runs out first
        // (JobSchedulerService.getMaxJobExecutionTimeMs, :4218-4250).
        var limit = Self.executionWindow
        if job.countsTowardQuota, let untilConsumed = timeUntilQuotaConsumed(by: job) {
            limit = min(limit, untilConsumed)
        }
        guard duration > limit, current(job), case .executing = job.state else { return false }
        job.timeoutEvent = core.loop.queue.schedule(at: core.now + limit, .jobScheduler(.timeout(job)))
        return true
    }

    /// Whether the job is held as an accepted expedited job that has not started.
    func isExpedited(_ job: JobStatus) -> Bool {
        isScheduled(job) && job.expedited
    }

    /// Runs a job now with what it asks for, whatever its timing and constraints (`adb shell cmd
    /// jobscheduler run -f`).
    func forceRun(_ job: JobStatus, info: JobInfo) {
        job.info = info
        cancel(job)
        job.isForced = true
        execute(job)
        job.isForced = false
    }

    // MARK: - Events

    /// Runs one of JobScheduler's queued events.
    func handle(_ event: Event) {
        switch event {
        case .jobDue(let job): jobDue(job)
        case .timeout(let job):
            guard current(job), case .executing = job.state else { return }
            stop(job, reason: .timeout)
        case .restartAfterDeath(let package): restartAfterDeath(package)
        case .idlenessCheck: idlenessCheckDue()
        case .quotaCheck(let package): quotaCheckDue(package)
        }
    }

    /// The trace's words for a pending event.
    func describe(_ event: Event) -> String {
        switch event {
        case .jobDue(let job): return "work due \(job.app.packageName) \(job.extras.workSpecID)"
        case .timeout(let job): return "work run end \(job.app.packageName) \(job.extras.workSpecID)"
        case .restartAfterDeath(let package): return "work restart \(package)"
        case .idlenessCheck: return "job idleness check"
        case .quotaCheck(let package): return "job quota check \(package)"
        }
    }

    /// Re-times a job JobScheduler holds, with what it asked for when scheduled.
    private func retime(_ job: JobStatus, at instant: SimInstant) {
        detach(job)
        job.state = .pending(core.loop.queue.schedule(at: instant, .jobScheduler(.jobDue(job))))
    }

    /// `DeviceIdleJobsController.BACKGROUND_JOBS_DELAY`: when Doze stops holding jobs, the jobs it held are
    /// re-checked this long after (expedited ones at once), DeviceIdleJobsController.java:59, 164-172.
    static let backgroundJobsDelay = SimDuration.milliseconds(3_000)

    /// The first constraint the job waits on: Doze's, then battery saver's, unless the job may run in them
    /// (`JobStatus.canRunInDoze`, `canRunInBatterySaver`: expedited, or forced to run) or its app is allowlisted,
    /// then the ones it declared.
    @inline(__always)
    private func unmetConstraint(of job: JobStatus, _ conditions: DeviceConditions) -> ConstraintKind? {
        if conditions.restrictsBackground && !job.canRunInDoze
            && !deviceIdleController.isAllowlisted(job.app.packageName)
        {
            if conditions.isDozing { return .deviceNotDozing }
            // Battery saver (AppStateTrackerImpl.areJobsRestricted, :1175-1207): every app but an allowlisted one
            // or one in the EXEMPTED bucket; an expedited job may run (JobStatus.canRunInBatterySaver, :1772-1778).
            if !appStandbyController.isExemptedBucket(job.app.packageName) { return .backgroundNotRestricted }
        }
        if job.owner.isRestricted && !job.canRunInDoze,
            let unmet = Self.restrictedBucketConstraints.first(where: { !$0.isSatisfied(by: conditions) })
        {
            return unmet
        }
        return job.info.constraints.first(where: { !$0.isSatisfied(by: conditions) })
    }

    private func jobDue(_ job: JobStatus) {
        guard current(job), case .pending = job.state else { return }
        if dozeReleasePending {
            if core.now >= dozeReleaseAt {
                dozeReleasePending = false
            } else if !job.canRunInDoze && !deviceIdleController.isAllowlisted(job.app.packageName) {
                // DeviceIdleJobsController satisfies the not-dozing constraint of the jobs it held only 3 s after Doze
                // ends (:164-172), whatever else let them go.
                retime(job, at: dozeReleaseAt)
                return
            }
        }
        let conditions = core.conditions
        if let unmet = unmetConstraint(of: job, conditions) {
            park(job, on: unmet)
            return
        }
        if !job.expedited && !job.isForced && !isQuotaFree(for: job), let until = outOfQuotaUntil(job.owner) {
            park(job, on: .withinQuota)
            scheduleQuotaCheck(for: job.owner, at: until)
            return
        }
        execute(job)
    }

    private func park(_ job: JobStatus, on unmet: ConstraintKind) {
        job.state = .waiting(unmet)
        job.owner.waiting[unmet, default: [:]][ObjectIdentifier(job)] = job
        core.record(
            .workWait, .work(.wait(package: job.app.packageName, id: job.extras.workSpecID, constraint: unmet)))
    }

    /// JobServiceContext: binds the app (starting its process) and delivers `onStartJob`.
    private func execute(_ job: JobStatus) {
        job.state = .binding
        let app = job.app
        if app.process == nil {
            processTable.ensureProcess(app, cause: .described("work \(job.extras.workSpecID)"))
            // Application.onCreate may have cancelled or re-timed the job.
            guard current(job), case .binding = job.state else { return }
        }
        guard app.process != nil else {
            // Application.onCreate crashed: the job is retried after its backoff delay.
            retime(job, at: core.now + .milliseconds(job.info.backoffDelay))
            return
        }
        job.state = .executing
        job.executingIndex = job.owner.executing.count
        job.owner.executing.append(job)
        job.runsExpedited = job.expedited
        job.expedited = false
        if job.runsExpedited {
            noteExpeditedRun(started: true, package: app.packageName)
        } else if !isQuotaFree(for: job) {
            job.countsTowardQuota = true
            job.owner.quota.jobStarted(at: core.now.milliseconds)
        }
        if !job.service.onStartJob(job) { jobFinished(job) }
    }

    /// Stops an executing job and tells the app (`onStopJob`).
    private func stop(_ job: JobStatus, reason: StopReason) {
        detach(job)
        job.state = .idle
        job.service.onStopJob(job, reason: reason)
    }

    /// Takes a job out of every index and cancels its events; an executing job's expedited session ends.
    private func detach(_ job: JobStatus) {
        guard current(job) else { return }
        switch job.state {
        case .idle, .binding, .diedWithProcess: break
        case .pending(let event): core.loop.queue.cancel(event)
        case .waiting(let kind): job.owner.waiting[kind]?[ObjectIdentifier(job)] = nil
        case .executing:
            let package = job.owner
            let last = package.executing.removeLast()
            if last !== job {
                package.executing[job.executingIndex] = last
                last.executingIndex = job.executingIndex
            }
            if let timeout = job.timeoutEvent { core.loop.queue.cancel(timeout) }
            job.timeoutEvent = nil
            if job.runsExpedited { noteExpeditedRun(started: false, package: job.app.packageName) }
            job.runsExpedited = false
            if job.countsTowardQuota {
                job.countsTowardQuota = false
                package.quota.jobStopped(at: core.now.milliseconds)
            }
            if reportsJobsInactive && !package.executing.contains(where: { !$0.canRunInDoze }) {
                deviceIdleController.jobsBecameInactive()
            }
        }
    }

    /// Whether any app executes a job Doze would hold (`mJobsActive`, JobSchedulerService.java:2581-2602, which keeps
    /// a Doze maintenance window open; jobs that may run in Doze do not count).
    var hasRunningJobsDozeWouldHold: Bool {
        packagesInOrder.contains { $0.executing.contains { !$0.canRunInDoze } }
    }

    /// Whether the app executes an expedited job now (JobScheduler lifts Doze's network block for it).
    func runsExpeditedJob(of packageName: String) -> Bool {
        packages[packageName]?.executing.contains { $0.runsExpedited } ?? false
    }

    /// Whether the job's state belongs to this boot; an older one is reset to ``JobStatus/State/idle``.
    private func current(_ job: JobStatus) -> Bool {
        if job.epoch == epoch { return true }
        job.epoch = epoch
        job.state = .idle
        job.expedited = false
        job.runsExpedited = false
        job.countsTowardQuota = false
        job.timeoutEvent = nil
        return true
    }

    // MARK: - The device's news

    /// A condition changed: in installation order, each app's jobs parked on a constraint that now holds
    /// fall due now (they check their other constraints then), and its executing jobs that lost a
    /// constraint are stopped with that constraint's reason.
    func conditionsChanged() {
        let conditions = core.conditions
        if wasDozing && !conditions.isDozing { dozeReleaseAt = core.now + Self.backgroundJobsDelay }
        wasDozing = conditions.isDozing
        for package in packagesInOrder {
            for kind in ConstraintKind.all where kind.isSatisfied(by: conditions) {
                retimeParked(
                    on: kind, in: package,
                    at: kind == .deviceNotDozing ? core.now + Self.backgroundJobsDelay : core.now)
            }
            guard !package.executing.isEmpty else { continue }
            for job in package.executing.sorted(by: { $0.jobId < $1.jobId }) {
                guard case .executing = job.state, let lost = unmetConstraint(of: job, conditions) else { continue }
                stop(job, reason: lost.stopReason)
            }
        }
    }

    /// An app joined or left the power-save allowlist: its jobs Doze or battery saver held are due now (they re-check), and its
    /// executing jobs Doze now holds are stopped.
    func allowlistChanged(_ packageName: String) {
        if let package = packages[packageName] {
            for kind in [ConstraintKind.deviceNotDozing, .backgroundNotRestricted] {
                retimeParked(on: kind, in: package, at: core.now)
            }
        }
        conditionsChanged()
    }

    /// The package's bookkeeping, if it ever had jobs.
    func packageNamed(_ name: String) -> Package? { packages[name] }

    /// Every package with jobs, in installation order.
    var allPackages: [Package] { packagesInOrder }

    /// Makes the package's jobs held by its quota due now (they re-check).
    func releaseQuotaHeld(_ package: Package) {
        retimeParked(on: .withinQuota, in: package, at: core.now)
    }

    /// Whether any of the package's jobs waits for its quota.
    func isHoldingForQuota(_ package: Package) -> Bool {
        !(package.waiting[.withinQuota]?.isEmpty ?? true)
    }

    /// Makes the package's jobs parked on `kind` due at `instant`, in `(enqueueTime, jobId)` order.
    private func retimeParked(on kind: ConstraintKind, in package: Package, at instant: SimInstant) {
        guard let parked = package.waiting[kind], !parked.isEmpty else { return }
        let jobs = parked.values.sorted { ($0.info.enqueueTime, $0.jobId) < ($1.info.enqueueTime, $1.jobId) }
        for job in jobs { retime(job, at: instant) }
    }

    /// An app's process died (JobScheduler sees its service connection drop): its executing jobs end,
    /// and the app is restarted after the shortest backoff delay among them.
    func processDied(_ packageName: String) {
        guard let package = packages[packageName], !package.executing.isEmpty else { return }
        var delay = Int64.max
        for job in package.executing.sorted(by: { $0.jobId < $1.jobId }) {
            detach(job)
            job.state = .diedWithProcess
            package.died.append(job)
            delay = min(delay, job.info.backoffDelay)
        }
        core.loop.queue.schedule(
            at: core.now + .milliseconds(delay), key: .jobScheduler(.restart(packageName)), policy: .keep,
            .jobScheduler(.restartAfterDeath(package: packageName)))
    }

    /// An app's process started: a pending restart is moot, the app reschedules its work itself.
    func processStarted(_ packageName: String) {
        core.loop.queue.cancel(key: .jobScheduler(.restart(packageName)))
        guard let package = packages[packageName] else { return }
        for job in package.died where current(job) {
            if case .diedWithProcess = job.state { job.state = .idle }
        }
        package.died = []
    }

    private func restartAfterDeath(_ packageName: String) {
        guard let package = packages[packageName] else { return }
        // A job whose work was cancelled or replaced meanwhile is gone: nothing restarts the app.
        guard
            let job = package.died.first(where: { job in
                guard current(job), case .diedWithProcess = job.state else { return false }
                return true
            }), job.app.process == nil
        else { return }
        processTable.ensureProcess(job.app, cause: .described("job reschedule"))
    }

    /// The device rebooted: JobScheduler forgets every job (WorkManager's jobs are not persisted) and the
    /// quota's sessions (`QuotaController` keeps them in memory).
    func deviceRebooted() {
        epoch += 1
        idlenessCheck = nil
        dozeReleaseAt = .zero
        wasDozing = false
        expeditedSessions = [:]
        for package in packagesInOrder {
            package.waiting = [:]
            package.executing = []
            package.died = []
            package.quota = PackageJobQuota()
            package.quotaCheck = nil
        }
    }
}

/// One job JobScheduler holds (`com.android.server.job.controllers.JobStatus`): the app's job id, its
/// ``JobInfo``, its extras, and where it is — timed, waiting for a constraint, being started, executing.
///
/// The app keeps the handle (WorkManager on the row, as androidx's `SystemIdInfo` maps a row to its job
/// id) and hands it back to schedule or cancel. Every field is written only by ``JobScheduler``, in this
/// file (the compiler holds it to that: the setters are `fileprivate`); the app reads the job's extras
/// back in ``JobService/onStartJob(_:)``. A reboot forgets the job's state (its ``epoch`` falls behind),
/// not the handle. Its fields skip the runtime's exclusivity checks (`@exclusivity(unchecked)`: every work run
/// reads and writes several): JobScheduler only assigns them or reads them, and no access spans a call out of it,
/// so two accesses never overlap.
final class JobStatus {
    /// Where a job is.
    enum State {
        /// Not held: never scheduled, cancelled, finished, or forgotten by a reboot.
        case idle
        /// Timed: its `jobDue` event is pending.
        case pending(EventID)
        /// Due, waiting for the first of its constraints that does not hold.
        case waiting(ConstraintKind)
        /// Ready; JobScheduler is starting the app's process to deliver `onStartJob`.
        case binding
        /// `onStartJob` was delivered and the work goes on.
        case executing
        /// Its process died while it executed; JobScheduler restarts the app after its backoff delay.
        case diedWithProcess
    }

    /// The app's job id (WorkManager's insertion sequence of the row, so jobs order as rows do).
    let jobId: UInt64
    /// The app that scheduled it. Apps are never uninstalled and the device owns them as it owns JobScheduler,
    /// so the app outlives its jobs: the reference skips the reference-count check `unowned` makes at every use.
    unowned(unsafe) let app: InstalledApp
    /// The app's job service (its WorkManager runtime, which the app owns, so it outlives its jobs as the app
    /// does).
    unowned(unsafe) let service: any JobService
    /// The job's extras (`JobInfo.getExtras`): what the app's job service reads back. JobScheduler only
    /// names the work id they carry in its trace.
    let extras: WorkJobExtras
    /// What the job asked for when last scheduled.
    @exclusivity(unchecked) fileprivate(set) var info: JobInfo
    /// Where the job is. Read it through ``JobScheduler/isScheduled(_:)``, which knows reboots.
    @exclusivity(unchecked) fileprivate(set) var state = State.idle
    /// The boot the state belongs to; a reboot makes every older state ``State/idle``.
    @exclusivity(unchecked) fileprivate(set) var epoch: Int
    /// JobScheduler accepted the job as expedited and has not started it yet.
    @exclusivity(unchecked) fileprivate(set) var expedited = false
    /// The job executes as an expedited job (its time counts against the app's quota).
    @exclusivity(unchecked) fileprivate(set) var runsExpedited = false
    /// Whether Doze lets the job run (`JobStatus.canRunInDoze`, JobStatus.java:1763-1770): expedited, or forced
    /// to run by the shell.
    var canRunInDoze: Bool { expedited || runsExpedited || isForced }
    /// The job executes as an ordinary job whose time counts against its app's quota (QuotaController's `Timer`
    /// tracks it).
    @exclusivity(unchecked) fileprivate(set) var countsTowardQuota = false
    /// The job is being run by `adb shell cmd jobscheduler run -f` (``JobScheduler/forceRun(_:info:)``),
    /// so WorkerWrapper's time gate does not apply.
    @exclusivity(unchecked) fileprivate(set) var isForced = false
    /// JobServiceContext's execution-window timer, when the run reaches it.
    @exclusivity(unchecked) fileprivate(set) var timeoutEvent: EventID?
    /// Its place in its package's executing list while ``State/executing``.
    @exclusivity(unchecked) fileprivate(set) var executingIndex = 0
    /// The per-app bookkeeping the job belongs to. JobScheduler keeps every package for its device's life (a
    /// restore makes them anew on a fresh device, before its jobs), so the package outlives its jobs: the reference
    /// skips the reference-count check `unowned` makes at every use (three a work run).
    unowned(unsafe) let owner: JobScheduler.Package

    fileprivate init(
        jobId: UInt64, app: InstalledApp, service: any JobService, extras: WorkJobExtras,
        owner: JobScheduler.Package, epoch: Int
    ) {
        self.jobId = jobId
        self.app = app
        self.service = service
        self.extras = extras
        self.owner = owner
        self.epoch = epoch
        info = JobInfo(constraints: [], backoffDelay: WorkTiming.defaultBackoffDelay, enqueueTime: 0)
    }
}

// MARK: - Saving and restoring

extension JobScheduler {
    /// The scheduler's saved form: per package (in installation order) the jobs waiting for each constraint,
    /// executing (in slot order) and died with their process; the boot epoch; standby buckets and expedited
    /// sessions. Jobs are saved once each, by number (``JobStatus/Snapshot``).
    struct Snapshot: Codable, Equatable {
        struct Package: Codable, Equatable {
            var name: String
            var installNumber: Int
            var waiting: [Waiting]
            var executing: [Int]
            var died: [Int]
            /// QuotaController's bookkeeping and in-quota alarm; absent in devices saved before they were modelled.
            var quota: PackageJobQuota?
            var quotaCheck: EventID?
        }

        struct Waiting: Codable, Equatable {
            var kind: ConstraintKind
            var jobs: [Int]
        }

        var packages: [Package]
        var epoch: Int
        /// Buckets set with `am set-standby-bucket` in devices saved before App Standby was modelled (empty since:
        /// App Standby saves its own).
        var standbyBuckets: [String: StandbyBucket]
        var expeditedSessions: [String: [ExpeditedSession]]
        /// The idle controller's pending check; absent in devices saved before it was modelled.
        var idlenessCheck: EventID?
        /// When the jobs Doze held may run; absent in devices saved before it was kept.
        var dozeReleaseAt: SimInstant?
    }

    func snapshot(_ writer: SnapshotWriter) -> Snapshot {
        Snapshot(
            packages: packagesInOrder.map { package in
                Snapshot.Package(
                    name: package.name, installNumber: package.installNumber,
                    waiting: (ConstraintKind.all + [.withinQuota]).compactMap { kind in
                        guard let parked = package.waiting[kind], !parked.isEmpty else { return nil }
                        let jobs = parked.values.sorted { ($0.jobId, $0.epoch) < ($1.jobId, $1.epoch) }
                        return Snapshot.Waiting(kind: kind, jobs: jobs.map(writer.jobs.number))
                    },
                    executing: package.executing.map(writer.jobs.number), died: package.died.map(writer.jobs.number),
                    quota: package.quota, quotaCheck: package.quotaCheck)
            },
            epoch: epoch, standbyBuckets: [:], expeditedSessions: expeditedSessions,
            idlenessCheck: idlenessCheck, dozeReleaseAt: dozeReleaseAt)
    }

    /// Makes the saved packages again, empty (their jobs are restored next, then ``restoreQueues(_:_:)``).
    func restorePackages(_ saved: Snapshot) throws(SnapshotError) {
        try SnapshotError.checkCounter(saved.epoch, "JobScheduler's boot epoch", at: ["epoch"])
        for (index, package) in saved.packages.enumerated()
        where saved.packages[..<index].contains(where: { $0.name == package.name }) {
            throw SnapshotError(
                "JobScheduler's package '\(package.name)' is saved twice", at: ["packages", String(index), "name"])
        }
        packages = [:]
        packagesInOrder = saved.packages.map { saved in
            let package = Package(
                name: saved.name, installNumber: saved.installNumber,
                bucket: appStandbyController.bucket(of: saved.name))
            package.quota = saved.quota ?? PackageJobQuota()
            package.quotaCheck = saved.quotaCheck
            return package
        }
        for package in packagesInOrder { packages[package.name] = package }
        epoch = saved.epoch
        dozeReleaseAt = saved.dozeReleaseAt ?? .zero
        wasDozing = core.conditions.isDozing
        expeditedSessions = saved.expeditedSessions
        idlenessCheck = saved.idlenessCheck
    }

    /// Fills the packages' waiting, executing and died lists with the restored jobs.
    func restoreQueues(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        for (packageIndex, savedPackage) in saved.packages.enumerated() {
            let at = ["packages", String(packageIndex)]
            // The packages were made from these names, each once (``restorePackages(_:)``).
            guard let package = packages[savedPackage.name] else {
                throw SnapshotError("JobScheduler has no package '\(savedPackage.name)'", at: at + ["name"])
            }
            for (waitingIndex, waiting) in savedPackage.waiting.enumerated() {
                for (index, number) in waiting.jobs.enumerated() {
                    let jobAt = at + ["waiting", String(waitingIndex), "jobs", String(index)]
                    let job = try SnapshotError.within(jobAt) { () throws(SnapshotError) in
                        try reader.jobs(number, "job")
                    }
                    guard package.waiting[waiting.kind]?[ObjectIdentifier(job)] == nil else {
                        throw SnapshotError(
                            "job \(job.jobId) of '\(package.name)' waits for \(waiting.kind) twice", at: jobAt)
                    }
                    package.waiting[waiting.kind, default: [:]][ObjectIdentifier(job)] = job
                }
            }
            package.executing = try SnapshotError.within(at) { () throws(SnapshotError) in
                try SnapshotError.map(savedPackage.executing, at: "executing") { number throws(SnapshotError) in
                    try reader.jobs(number, "job")
                }
            }
            for (index, job) in package.executing.enumerated() {
                guard job.executingIndex == index, job.owner === package, case .executing = job.state else {
                    throw SnapshotError(
                        "job \(job.jobId) of '\(package.name)' is listed as executing, and is not",
                        at: at + ["executing", String(index)])
                }
            }
            package.died = try SnapshotError.within(at) { () throws(SnapshotError) in
                try SnapshotError.map(savedPackage.died, at: "died") { number throws(SnapshotError) in
                    try reader.jobs(number, "job")
                }
            }
        }
    }

    /// A saved job made again, in its package (restored by ``restorePackages(_:)``), for the row its extras name.
    func restoredJob(_ saved: JobStatus.Snapshot, app: InstalledApp, row: WorkRow) throws(SnapshotError) -> JobStatus {
        guard let owner = packages[saved.owner] else {
            throw SnapshotError("a job names the package '\(saved.owner)', which JobScheduler does not know")
        }
        let job = JobStatus(
            jobId: saved.jobId, app: app, service: app.workManagerImpl, extras: WorkJobExtras(restoring: row),
            owner: owner, epoch: saved.epoch)
        job.info = saved.info
        job.state = saved.state.state
        job.expedited = saved.expedited
        job.runsExpedited = saved.runsExpedited
        job.isForced = saved.isForced
        job.timeoutEvent = saved.timeoutEvent
        job.executingIndex = saved.executingIndex
        job.countsTowardQuota = saved.countsTowardQuota ?? false
        return job
    }
}

extension JobStatus {
    /// A job's saved form (its app's WorkManager is its service; its extras name its row).
    struct Snapshot: Codable, Equatable {
        enum SavedState: Codable, Equatable {
            case idle
            case pending(EventID)
            case waiting(ConstraintKind)
            case binding
            case executing
            case diedWithProcess

            init(_ state: State) {
                switch state {
                case .idle: self = .idle
                case .pending(let event): self = .pending(event)
                case .waiting(let kind): self = .waiting(kind)
                case .binding: self = .binding
                case .executing: self = .executing
                case .diedWithProcess: self = .diedWithProcess
                }
            }

            var state: State {
                switch self {
                case .idle: .idle
                case .pending(let event): .pending(event)
                case .waiting(let kind): .waiting(kind)
                case .binding: .binding
                case .executing: .executing
                case .diedWithProcess: .diedWithProcess
                }
            }
        }

        var jobId: UInt64
        var package: String
        var row: Int
        var info: JobInfo
        var state: SavedState
        var epoch: Int
        var expedited: Bool
        var runsExpedited: Bool
        var isForced: Bool
        var timeoutEvent: EventID?
        var executingIndex: Int
        var owner: String
        /// Whether QuotaController tracks its run; absent in devices saved before it was modelled.
        var countsTowardQuota: Bool?
    }

    func snapshot(_ writer: SnapshotWriter) -> Snapshot {
        Snapshot(
            jobId: jobId, package: app.packageName, row: writer.row(extras.savedRow, of: app.packageName), info: info,
            state: Snapshot.SavedState(state), epoch: epoch, expedited: expedited, runsExpedited: runsExpedited,
            isForced: isForced, timeoutEvent: timeoutEvent, executingIndex: executingIndex, owner: owner.name,
            countsTowardQuota: countsTowardQuota ? true : nil)
    }
}
