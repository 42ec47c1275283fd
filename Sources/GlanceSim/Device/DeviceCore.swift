/// What every owner of a ``Device`` shares and none owns alone: the event loop and its step numbers, the clocks,
/// the physical conditions, the trace, and the build's settings. Each owner (``AlarmManagerService``,
/// ``JobScheduler``, ``ProcessTable`` …) holds it, and the few peers it calls, instead of the device.
///
/// It calls out to no owner: recording, numbering a direct call and reading the time touch only its own state.
///
/// ```swift
/// let core = DeviceCore(clock: DeviceClock(wallTime: WallTime(millisecondsSinceEpoch: 0), timeZone: .utc),
///                       conditions: DeviceConditions(), traceMode: .full)
/// core.record(.deviceCondition, .device(.condition(.moving(true))))
/// core.trace.records.count   // 1
/// ```
final class DeviceCore {
    /// The event queue and step numbering (shared with the WidgetKit device's loop).
    let loop = EventLoop<DeviceEvent, DeviceEventKey>()
    /// Holds the clock; shared with the apps' storage, which stamps writes with the time.
    let clockCell: DeviceClockCell
    /// The device's clocks (``Device/clock``), read in place (a `_read` accessor): a getter would copy the whole
    /// clock, zone rules included, for every ``now``.
    var clock: DeviceClock {
        _read { yield clockCell.clock }
        _modify { yield &clockCell.clock }
    }
    /// The device's physical conditions (``Device/conditions``). Read at every job, so it skips the runtime's
    /// exclusivity check (`@exclusivity(unchecked)`): it is assigned or changed only by ``DeviceConditions``'s own
    /// code, which calls out to nothing, so no two accesses overlap.
    @exclusivity(unchecked) var conditions: DeviceConditions
    /// Everything that happened, in order (``Device/trace``). Counted at every record, so it skips the runtime's
    /// exclusivity check (`@exclusivity(unchecked)`): ``record(_:_:)`` ends its access before it makes an event or
    /// calls a sink, and no other access spans a call out of ``Trace``, so two accesses never overlap.
    @exclusivity(unchecked) var trace: Trace
    /// ``Device/inexactAlarmPoint``.
    var inexactAlarmPoint: AlarmWindowPoint = .start
    /// ``Device/sdkInt``. Read at every work schedule, so it skips the runtime's exclusivity check
    /// (`@exclusivity(unchecked)`): it is only read or assigned whole.
    @exclusivity(unchecked) var sdkInt = 35
    /// ``Device/isDebuggableBuild``.
    var isDebuggableBuild = false
    /// The next ``WorkID``'s counter value: the device's stand-in for `UUID.randomUUID()`, shared by every
    /// app so ids never repeat.
    var nextWorkNumber: UInt64 = 1

    init(clock: DeviceClock, conditions: DeviceConditions, traceMode: Trace.Mode) {
        clockCell = DeviceClockCell(clock)
        self.conditions = conditions
        trace = Trace(mode: traceMode)
    }

    /// Now, on the simulation's timeline.
    var now: SimInstant { clockCell.clock.now }

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

    /// Records a change of a condition (`device.condition`), as part of a direct call.
    func recordCondition(_ change: DeviceConditionChange, in call: DirectCall) {
        record(.deviceCondition, .device(.condition(change)))
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

/// Proof that a direct call on the device has begun: that ``DeviceCore/beginDirectCall()`` ran, so what is recorded
/// next carries a step number of its own (outside an event) or the running event's (inside one).
///
/// **What the compiler guarantees.** `beginDirectCall()` is the only way to get one (the initializer is
/// private to `DeviceCore.swift`), and its result cannot be silently dropped. The internal operations that public
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
/// **What it does not guarantee.** `DeviceCore.record` takes no proof: code running inside events records without
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
