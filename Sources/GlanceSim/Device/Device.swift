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
    /// The event queue and step numbering (shared with the WidgetKit device's loop).
    let loop = EventLoop<DeviceEvent, DeviceEventKey>()
    /// The device's clocks, kept in ``clockCell``. Read in place (a `_read` accessor): a getter would copy the
    /// whole clock, zone rules included, for every `device.now`.
    public internal(set) var clock: DeviceClock {
        _read { yield clockCell.clock }
        _modify { yield &clockCell.clock }
    }
    /// Holds the clock; shared with the apps' storage, which stamps writes with the time.
    let clockCell: DeviceClockCell
    /// The device's physical conditions; change them with the `set…` methods so their broadcasts are sent.
    /// Read at every job, so it skips the runtime's exclusivity check (`@exclusivity(unchecked)`): it is assigned
    /// or changed only by ``DeviceConditions``'s own code, which calls out to nothing, so no two accesses overlap.
    @exclusivity(unchecked) public internal(set) var conditions: DeviceConditions
    /// Everything that happened, in order. Counted at every record, so it skips the runtime's exclusivity check
    /// (`@exclusivity(unchecked)`): ``record(_:_:)`` ends its access before it makes an event or calls a sink, and
    /// no other access spans a call out of ``Trace``, so two accesses never overlap.
    @exclusivity(unchecked) public internal(set) var trace: Trace
    /// Where in an inexact alarm's window it goes off. Android leaves the point to batching; the simulator
    /// picks a fixed one so runs repeat. The default is the window's start.
    public var inexactAlarmPoint: AlarmWindowPoint = .start
    /// The device's Android API level (`Build.VERSION.SDK_INT`). It decides version-dependent platform
    /// behaviour, such as the combined ENABLE_AND_UPDATE widget broadcast from API 35. Read at every work schedule,
    /// so it skips the runtime's exclusivity check (`@exclusivity(unchecked)`): it is only read or assigned whole.
    @exclusivity(unchecked) public var sdkInt = 35 {
        didSet { appStandbyEnabledChanged() }
    }
    /// Whether this is a debuggable (userdebug/eng) build, as many emulator images are. On Android 15 such
    /// builds do not clamp `updatePeriodMillis` to 30 minutes (AppWidgetServiceImpl `DEBUG`).
    public var isDebuggableBuild = false

    /// The installed apps and their processes (ActivityManagerService's process list).
    private(set) lazy var processTable = ProcessTable(device: self)
    /// Runtime registrations, receiver resolution and delivery (ActivityManagerService's broadcast side).
    private(set) lazy var broadcastQueue = BroadcastQueue(device: self)
    /// AlarmManagerService: app alarms and the TIME_TICK and DATE_CHANGED clock alarms. (Lazy only so that it
    /// can hold the device it belongs to; it is made in `init`.)
    private(set) lazy var alarmManagerService = AlarmManagerService(device: self)
    /// ActivityManagerService's PendingIntentController: every live PendingIntent.
    private(set) lazy var pendingIntentController = PendingIntentController(device: self)
    /// AppWidgetServiceImpl: widgets, hosts, providers and their update alarms.
    private(set) lazy var appWidgetService = AppWidgetService(device: self)
    /// The widget hosts' collection views and the items they loaded.
    private(set) lazy var remoteViewsAdapters = RemoteViewsAdapters(device: self)
    /// Glance's runtime, the library inside app processes.
    private(set) lazy var glance = GlanceRuntime(device: self)
    /// JobScheduler (`JobSchedulerService`): the jobs apps' WorkManagers hand the system.
    private(set) lazy var jobScheduler = JobScheduler(device: self)
    /// DeviceIdleController: deep and light Doze.
    private(set) lazy var deviceIdleController = DeviceIdleController(device: self)
    /// AppStandbyController: each app's standby bucket.
    private(set) lazy var appStandbyController = AppStandbyController(device: self)
    /// The next ``WorkID``'s counter value: the device's stand-in for `UUID.randomUUID()`, shared by every
    /// app so ids never repeat.
    var nextWorkNumber: UInt64 = 1

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
        clockCell = DeviceClockCell(DeviceClock(wallTime: wallTime, timeZone: timeZone))
        self.conditions = conditions
        self.conditions.updateBatteryLow()
        self.conditions.isLocked = !conditions.isScreenOn
        self.conditions.isDeviceIdle = false
        self.conditions.isDozing = false
        trace = Trace(mode: traceMode)
        alarmManagerService.armClockAlarms()
        // A device that starts with its screen off and unplugged starts Doze's timers at once (and JobScheduler's
        // idleness check).
        deviceIdleController.conditionsChanged(reason: .noActivity)
        if !conditions.isScreenOn { jobScheduler.screenChanged(on: false) }
        appStandbyController.deviceCreated()
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

    /// Records one typed trace entry at now, under the running event's (or direct call's) number. `event` is
    /// only made when the trace keeps records; `kind` must be its kind.
    ///
    /// The trace is counted first and the event made and handed on after that access ends, so neither the event's
    /// making nor a streaming sink runs inside an access to ``trace`` (which is why it may skip the exclusivity
    /// check).
    func record(_ kind: TraceKind, _ event: @autoclosure () -> TraceEvent) {
        switch trace.count(kind) {
        case .countedOnly: return
        case .wanted: break
        case .newKind:
            let streamed = trace.streamingSink?.accepts(kind) ?? false
            guard trace.countFirst(of: kind, streamed: streamed) else { return }
        }
        let record = TraceRecord(instant: now, sequence: loop.sequence, event: trace.made(event, kind))
        if let sink = trace.streamingSink { sink.receive(record) } else { trace.keep(record) }
    }

    /// Records one trace entry from text alone (a ``TraceEvent/text(kind:subject:details:)`` event).
    func record(_ kind: TraceKind, _ subject: @autoclosure () -> String, _ details: @autoclosure () -> String = "") {
        record(kind, .text(kind: kind, subject: subject(), details: details()))
    }

    /// Gives a direct call from outside any event a number of its own, after everything that ran before, and
    /// returns the ``DirectCall`` that proves it began. Inside an event (app code calling back into the device)
    /// it does nothing but return the proof: the event's number covers the call. Nested calls each take a new
    /// number outside events (a condition change, then the broadcast it sends).
    func beginDirectCall() -> DirectCall {
        loop.beginDirectCall()
        return DirectCall()
    }
}

/// Proof that a direct call on the device has begun: that ``Device/beginDirectCall()`` ran, so what is recorded
/// next carries a step number of its own (outside an event) or the running event's (inside one).
///
/// **What the compiler guarantees.** `beginDirectCall()` is the only way to get one (the initializer is
/// private to `Device.swift`), and its result cannot be silently dropped. The internal operations that public
/// entry points reach to record or run app code, and that are not themselves entered from events without one,
/// take a `DirectCall`: a public method that calls them without first beginning a direct call does not compile.
/// They are:
/// - `AppWidgetService`: `allocateAppWidgetId`, `addWidget`, `bindAppWidgetId`, `deleteAppWidget`, `restore`;
/// - `ProcessTable`: `run` (app actions), `killAll`;
/// - `WorkManagerImpl`: `enqueueWork`, `enqueueUniquePeriodic`, `update`, `cancel(roots:)`, `forceRun`;
/// - the condition setters' `recordCondition` and `updateBatteryLow` on `Device`.
///
/// The operations app code calls that begin a direct call themselves (sending a broadcast, registering a
/// receiver, installing, starting a component, setting or cancelling an alarm, `updateAppWidget`,
/// `updateAppWidgetOptions`, `deleteHost`) need no proof from their callers; `deleteHost` hands its own to
/// `deleteAppWidget`.
///
/// **What it does not guarantee.** `Device.record` takes no proof: code running inside events records without
/// one. So an entry point that calls `record` itself (the clock setters, `powerLoss`, `setStandbyBucket`, a
/// widget click), or one that reaches an operation events or app code also reach without a proof
/// (`ProcessTable.ensureProcess` and `killProcess` behind `startProcess` and `kill`, `WorkManagerImpl.prune`,
/// `stopRunningWork` and `scheduleForTestDriver` behind the test driver), begins its call today by
/// convention, checked by review and the trace tests, not the compiler. Glance's update, called by app code,
/// begins none (inside a direct call its records share that call's number). Nor does it prove the proof is
/// fresh: one kept in a variable past the end of its call would still compile (nothing stores one; keep it so),
/// and beginning a call in the wrong place (after a record) is not caught. It costs nothing at run time (an
/// empty value), and events never make one: delivery inside an event takes no proof.
struct DirectCall {
    fileprivate init() {}
}
