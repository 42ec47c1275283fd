/// One simulated Android device: its clocks and event queue, its conditions, the installed apps and their
/// processes, the broadcast bus, the alarm manager, and the trace of everything that happened.
///
/// A `Device` is a synchronous, single-threaded object, not thread-safe by design: create one per test.
/// Nothing happens until you move time. Each step of time pops one event at a time in `(instant,
/// sequence)` order, sets ``now``, records it, and runs it; app code runs inside the event and takes no
/// virtual time. Broadcasts are queued deliveries, never re-entrant calls.
///
/// ```swift
/// let device = Device(
///     wallTime: WallTime(year: 2026, month: 3, day: 29, hour: 0),
///     timeZone: TimeZoneRules(identifier: "Europe/Berlin")!
/// )
/// var manifest = AppManifest(packageName: "com.example.clock")
/// manifest.onCreate = { context in
///     try context.registerReceiver(
///         BlockReceiver { _, _ in print("tick") },
///         IntentFilter(action: IntentAction.timeTick),
///         flags: .notExported)
/// }
/// try device.install(manifest)
/// try device.startProcess("com.example.clock")
/// try device.advance(by: .minutes(3))   // tick, tick, tick
/// print(device.trace.text)
/// ```
public final class Device {
    /// The loop, clocks, conditions, trace and settings every owner shares.
    let core: DeviceCore
    /// The event queue and step numbering: the core's ``DeviceCore/loop``.
    var loop: EventLoop<DeviceEvent, DeviceEventKey> { core.loop }
    /// The device's clocks, kept in the core's ``DeviceCore/clockCell`` and read in place.
    public internal(set) var clock: DeviceClock {
        _read { yield core.clockCell.clock }
        _modify { yield &core.clockCell.clock }
    }
    /// The device's physical conditions; change them with the `set…` methods so their broadcasts are sent.
    public internal(set) var conditions: DeviceConditions {
        _read { yield core.conditions }
        _modify { yield &core.conditions }
    }
    /// Everything that happened, in order.
    public internal(set) var trace: Trace {
        _read { yield core.trace }
        _modify { yield &core.trace }
    }
    /// Where in an inexact alarm's window it goes off. Android leaves the point to batching; the simulator
    /// picks a fixed one so runs repeat. The default is the window's start.
    public var inexactAlarmPoint: AlarmWindowPoint {
        get { core.inexactAlarmPoint }
        set { core.inexactAlarmPoint = newValue }
    }
    /// The device's Android API level (`Build.VERSION.SDK_INT`). It decides version-dependent platform
    /// behaviour, such as the combined ENABLE_AND_UPDATE widget broadcast from API 35. The default is 35.
    public var sdkInt: Int {
        get { core.sdkInt }
        set {
            core.sdkInt = newValue
            appStandbyController.enabledChanged()
        }
    }
    /// Whether this is a debuggable (userdebug/eng) build, as many emulator images are. On Android 15 such
    /// builds do not clamp `updatePeriodMillis` to 30 minutes (AppWidgetServiceImpl `DEBUG`).
    public var isDebuggableBuild: Bool {
        get { core.isDebuggableBuild }
        set { core.isDebuggableBuild = newValue }
    }

    /// The installed apps and their processes (ActivityManagerService's process list).
    let processTable: ProcessTable
    /// Runtime registrations, receiver resolution and delivery (ActivityManagerService's broadcast side).
    let broadcastQueue: BroadcastQueue
    /// AlarmManagerService: app alarms and the TIME_TICK and DATE_CHANGED clock alarms.
    let alarmManagerService: AlarmManagerService
    /// ActivityManagerService's PendingIntentController: every live PendingIntent.
    let pendingIntentController: PendingIntentController
    /// AppWidgetServiceImpl: widgets, hosts, providers and their update alarms.
    let appWidgetService: AppWidgetService
    /// The widget hosts' collection views and the items they loaded.
    let remoteViewsAdapters: RemoteViewsAdapters
    /// Glance's runtime, the library inside app processes.
    let glance: GlanceRuntime
    /// JobScheduler (`JobSchedulerService`): the jobs apps' WorkManagers hand the system.
    let jobScheduler: JobScheduler
    /// DeviceIdleController: deep and light Doze.
    let deviceIdleController: DeviceIdleController
    /// AppStandbyController: each app's standby bucket.
    let appStandbyController: AppStandbyController

    /// Creates a device that has just booted, with no apps installed.
    /// - Parameters:
    ///   - wallTime: The wall clock at the start. The default is 2026-01-01T00:00:00Z.
    ///     - Precondition: `wallTime` is within ``WallTime/supportedRange`` (about ±20,000 years).
    ///   - timeZone: The device's zone. The default is UTC.
    ///   - conditions: Network, power, battery, idle, storage and screen at the start.
    ///   - traceMode: ``Trace/Mode/full`` keeps every record; ``Trace/Mode/counting`` only counts them.
    public init(
        wallTime: WallTime = WallTime(millisecondsSinceEpoch: 1_767_225_600_000),
        timeZone: TimeZoneRules = .utc,
        conditions: DeviceConditions = DeviceConditions(),
        traceMode: Trace.Mode = .full
    ) {
        precondition(
            WallTime.supportedRange.contains(wallTime),
            "wall time \(wallTime.millisecondsSinceEpoch) ms is outside WallTime.supportedRange (about ±20,000 years)")
        var started = conditions
        started.updateBatteryLow()
        started.isLocked = !conditions.isScreenOn
        started.isDeviceIdle = false
        started.isDozing = false
        core = DeviceCore(
            clock: DeviceClock(wallTime: wallTime, timeZone: timeZone), conditions: started, traceMode: traceMode)
        processTable = ProcessTable(core: core)
        broadcastQueue = BroadcastQueue(core: core)
        alarmManagerService = AlarmManagerService(core: core)
        pendingIntentController = PendingIntentController(core: core)
        appWidgetService = AppWidgetService(core: core)
        remoteViewsAdapters = RemoteViewsAdapters(core: core)
        glance = GlanceRuntime(core: core)
        jobScheduler = JobScheduler(core: core)
        deviceIdleController = DeviceIdleController(core: core)
        appStandbyController = AppStandbyController(core: core)
        connectOwners()
        alarmManagerService.armClockAlarms()
        // A device that starts with its screen off and unplugged starts Doze's timers at once (and JobScheduler's
        // idleness check).
        deviceIdleController.conditionsChanged(reason: .noActivity)
        if !conditions.isScreenOn { jobScheduler.screenChanged(on: false) }
        appStandbyController.deviceCreated()
    }

    /// Hands each owner the peers it calls (the dependency graph in "How the device is built"). Owners call each
    /// other both ways (the alarm manager asks Doze whether an alarm waits; Doze moves the alarm manager's
    /// idle-until time), so every owner is made first, with the core, and connected here.
    private func connectOwners() {
        processTable.connect(
            appWidgetService: appWidgetService, broadcastQueue: broadcastQueue, glance: glance,
            jobScheduler: jobScheduler)
        broadcastQueue.connect(appWidgetService: appWidgetService, processTable: processTable)
        alarmManagerService.connect(
            appStandbyController: appStandbyController, broadcastQueue: broadcastQueue,
            deviceIdleController: deviceIdleController, pendingIntentController: pendingIntentController,
            processTable: processTable)
        pendingIntentController.connect(
            alarmManagerService: alarmManagerService, broadcastQueue: broadcastQueue, processTable: processTable)
        appWidgetService.connect(
            alarmManagerService: alarmManagerService, broadcastQueue: broadcastQueue,
            pendingIntentController: pendingIntentController, processTable: processTable,
            remoteViewsAdapters: remoteViewsAdapters)
        remoteViewsAdapters.connect(appWidgetService: appWidgetService, processTable: processTable)
        glance.connect(appWidgetService: appWidgetService, processTable: processTable)
        jobScheduler.connect(
            appStandbyController: appStandbyController, deviceIdleController: deviceIdleController,
            processTable: processTable)
        deviceIdleController.connect(
            alarmManagerService: alarmManagerService, broadcastQueue: broadcastQueue, glance: glance,
            jobScheduler: jobScheduler, processTable: processTable)
        appStandbyController.connect(
            alarmManagerService: alarmManagerService, appWidgetService: appWidgetService,
            deviceIdleController: deviceIdleController, jobScheduler: jobScheduler, processTable: processTable)
    }

    /// Now, on the simulation's timeline.
    public var now: SimInstant { clock.now }

    /// How many queued events have run so far.
    public var eventsRun: Int { loop.eventsRun }

    // MARK: - Running events

    /// Runs the next pending event, moving the clock to it. Returns `false` if nothing is pending before the
    /// ``SimInstant/horizon`` (an event scheduled after it never runs).
    @discardableResult
    public func step() -> Bool {
        while let next = loop.queue.nextDeadline(), next <= .horizon, loop.quietTimerDeadline <= next {
            runQuietTimers()
        }
        guard let next = loop.queue.nextDeadline(), next <= .horizon, let event = loop.queue.popNext() else {
            return false
        }
        loop.runEvent(event, run)
        return true
    }

    /// Runs every event due within `duration` from now, then moves the clock to the end of it.
    /// - Throws: ``SimulationError/Code/timeWentBackwards`` for a negative duration;
    ///   ``SimulationError/Code/beyondHorizon``, before anything runs, if the end is past the
    ///   ``SimInstant/horizon``.
    public func advance(by duration: SimDuration) throws(SimulationError) {
        guard duration.milliseconds <= SimInstant.horizon.milliseconds.clampedSubtracting(now.milliseconds) else {
            throw SimulationError(
                .beyondHorizon,
                "cannot advance by '\(duration)' from '\(now)': that is past the simulation horizon "
                    + "'\(SimInstant.horizon)' (100 years after the device started)")
        }
        try advance(to: now + duration)
    }

    /// Runs every event due at or before `instant`, then moves the clock to `instant`.
    /// - Throws: ``SimulationError/Code/timeWentBackwards`` if `instant` is before ``now``;
    ///   ``SimulationError/Code/beyondHorizon``, before anything runs, if it is past the ``SimInstant/horizon``;
    ///   ``SimulationError/Code/eventLimitExceeded`` after ``maxEventsPerInstant`` events at one instant.
    public func advance(to instant: SimInstant) throws(SimulationError) {
        guard instant >= now else {
            throw SimulationError(
                .timeWentBackwards, "cannot move time backwards from '\(now)' to '\(instant)'")
        }
        guard instant <= .horizon else {
            throw SimulationError(
                .beyondHorizon,
                "cannot advance to '\(instant)': that is past the simulation horizon '\(SimInstant.horizon)' "
                    + "(100 years after the device started)")
        }
        while true {
            let stopped = loop.runEvents(dueBy: instant, limit: Self.maxEventsPerInstant, key: { _ in 0 }, run)
            guard stopped == nil else {
                throw SimulationError(
                    .eventLimitExceeded,
                    "\(Self.maxEventsPerInstant) events ran at '\(now)' without time moving; an app keeps "
                        + "re-sending a broadcast or re-scheduling work with no delay")
            }
            guard loop.quietTimerDeadline <= instant else { break }
            runQuietTimers()
        }
        clock.now = instant
    }

    /// How many events may run at one instant before ``advance(to:)`` stops with
    /// ``SimulationError/Code/eventLimitExceeded``: app code takes no virtual time, so a receiver that re-sends
    /// its own broadcast would otherwise loop forever without time moving. Real scenarios stay far below it
    /// (booting a device with a hundred widgets runs about a thousand).
    public static let maxEventsPerInstant = 100_000

    /// Runs events until nothing is pending but timers that recur by themselves — the system's TIME_TICK and
    /// DATE_CHANGED and apps' repeating alarms (the widget update alarm among them) — moving the clock as far
    /// as the last event run. Recurring timers still fire on the way when they fall due before other work.
    ///
    /// Work that keeps re-scheduling itself never lets the device go idle; the bound turns that into an
    /// error instead of a hang.
    /// - Returns: The number of events run.
    /// - Throws: ``SimulationError/Code/eventLimitExceeded`` after `maxEvents` events with work still pending;
    ///   ``SimulationError/Code/beyondHorizon`` when the pending work is due after the ``SimInstant/horizon``.
    @discardableResult
    public func runUntilIdle(maxEvents: Int = 100_000) throws(SimulationError) -> Int {
        var ran = 0
        while pendingAppEventCount > 0 {
            guard ran < maxEvents else {
                throw SimulationError(
                    .eventLimitExceeded,
                    "still \(pendingAppEventCount) pending event(s) after running \(maxEvents); "
                        + "a repeating alarm or periodic job never lets the device go idle")
            }
            guard step() else {
                throw SimulationError(
                    .beyondHorizon,
                    "still \(pendingAppEventCount) pending event(s), due after the simulation horizon "
                        + "'\(SimInstant.horizon)' (100 years after the device started)")
            }
            ran += 1
        }
        return ran
    }

    /// The number of pending events other than recurring timers (TIME_TICK, DATE_CHANGED, repeating alarms):
    /// what ``runUntilIdle(maxEvents:)`` runs until none are left, at any instant.
    ///
    /// ```swift
    /// try device.addWidget("ClockReceiver")   // queues the widget's broadcasts
    /// device.pendingAppEventCount             // > 0
    /// try device.runUntilIdle()
    /// device.pendingAppEventCount             // 0
    /// ```
    public var pendingAppEventCount: Int {
        loop.queue.count - alarmManagerService.pendingRecurringEventCount - deviceIdleController.pendingEventCount
            - jobScheduler.pendingIdlenessCheckCount - jobScheduler.pendingQuotaCheckCount
    }

    /// How many pending events are due now, recurring timers included: events a direct call queued (a
    /// broadcast, a job due now) that no step of time has run yet. ``advance(by:)`` and ``advance(to:)``
    /// leave none behind.
    ///
    /// ```swift
    /// try device.addWidget("ClockReceiver")   // queues the widget's broadcasts now
    /// device.pendingEventCountDueNow          // > 0
    /// try device.advance(by: .zero)
    /// device.pendingEventCountDueNow          // 0
    /// ```
    public var pendingEventCountDueNow: Int { loop.queue.count(dueBy: now) }

    /// The pending events in the order they will run, described in the trace's words.
    public var pendingEvents: [(instant: SimInstant, description: String)] {
        loop.queue.pendingEvents.map { (instant: $0.deadline, description: describe($0.payload)) }
    }

    private func run(_ event: EventQueue<DeviceEvent, DeviceEventKey>.Event) {
        clock.now = event.deadline
        switch event.payload {
        case .broadcastQueue(let event): broadcastQueue.handle(event)
        case .alarmManagerService(let event): alarmManagerService.handle(event)
        case .jobScheduler(let event): jobScheduler.handle(event)
        case .workManager(let event): event.runtime.handle(event)
        case .glance(let event): glance.handle(event)
        case .deviceIdleController(let event): deviceIdleController.handle(event)
        case .remoteViewsAdapters(let event): remoteViewsAdapters.handle(event)
        }
    }

    private func describe(_ event: DeviceEvent) -> String {
        switch event {
        case .broadcastQueue(let event): return broadcastQueue.describe(event)
        case .alarmManagerService(let event): return alarmManagerService.describe(event)
        case .jobScheduler(let event): return jobScheduler.describe(event)
        case .workManager(let event): return event.runtime.describe(event)
        case .glance(let event): return glance.describe(event)
        case .deviceIdleController(let event): return deviceIdleController.describe(event)
        case .remoteViewsAdapters(let event): return remoteViewsAdapters.describe(event)
        }
    }

    // MARK: - Recording

    /// Records one typed trace entry: the core's ``DeviceCore/record(_:_:)``.
    func record(_ kind: TraceKind, _ event: @autoclosure () -> TraceEvent) {
        core.record(kind, event())
    }

    /// Records one trace entry from text alone: the core's ``DeviceCore/record(_:_:_:)``.
    func record(_ kind: TraceKind, _ subject: @autoclosure () -> String, _ details: @autoclosure () -> String = "") {
        core.record(kind, subject(), details())
    }

    /// Begins a direct call: the core's ``DeviceCore/beginDirectCall()``.
    func beginDirectCall() -> DirectCall {
        core.beginDirectCall()
    }
}
