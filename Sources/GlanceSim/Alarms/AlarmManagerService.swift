/// The system's alarm service: Android's `AlarmManagerService`. It owns every app alarm, the non-wakeup alarms
/// that fell due while the device slept, the wall-clock change it last acted on, and its own `ClockReceiver`
/// alarms that send `TIME_TICK` at each minute boundary and `DATE_CHANGED` at local midnight. Apps reach it
/// through ``AlarmManager``; the device routes its queue events here (``handle(_:)``).
///
/// Alarms are not keyed in the device's queue: each holds the ``EventID`` of its pending event, so re-arming
/// the TIME_TICK alarm every minute cancels and schedules by handle, with no hashing.
///
/// ```swift
/// device.alarmManagerService.set(
///     .rtc, trigger: device.clock.wallTime.millisecondsSinceEpoch + 60_000, window: 0, interval: 0,
///     operation: operation, package: "com.example")
/// print(device.alarmManagerService.alarms(of: "com.example"))
/// ```
final class AlarmManagerService {
    /// What one of the service's queue events does when it runs.
    enum Event {
        /// An app's (or the system's) alarm goes off.
        case alarm(AlarmRecord)
        /// The TIME_TICK alarm goes off.
        case timeTick
        /// The DATE_CHANGED alarm goes off.
        case dateChanged
    }

    /// The wall clock change the service last acted on: `mLastTimeChangeClockTime` (wall ms, 0 until the first
    /// change after boot) and `mLastTimeChangeRealtime` (elapsed realtime ms at that change). The next change is
    /// compared with `clockTime + (elapsedNow − realtime)`.
    private struct TimeChangeReference {
        var clockTime: Int64 = 0
        var realtime: Int64 = 0
    }

    /// Every alarm set, in the order it was set (ids count up, so also by id).
    private(set) var alarms: [AlarmRecord] = []
    private var nextAlarmNumber = 1
    /// Non-wakeup alarms that fell due while the device slept, in the order they fell due.
    private var deferredAlarms: [DeferredAlarm] = []
    private var lastTimeChange = TimeChangeReference()
    /// The TIME_TICK and DATE_CHANGED alarms' pending events.
    private var timeTickEvent: EventID?
    private var dateChangedEvent: EventID?
    /// The broadcasts the clock alarms send, made once.
    private let timeTickIntent = Intent(
        action: IntentAction.timeTick, flags: [.receiverRegisteredOnly, .receiverForeground])
    private let dateChangedIntent = Intent(action: IntentAction.dateChanged, flags: .receiverReplacePending)
    /// `mPendingIdleUntil`: while deep Doze is IDLE, when it ends (the next maintenance window).
    var pendingIdleUntil: SimInstant?
    /// App alarms Doze holds past their time, in the order they fell due (each with its ``AlarmRecord/deferral``).
    var dozeHeld: [AlarmRecord] = []
    /// Deliveries of allow-while-idle alarms made in Doze, per package, oldest first, within the last hour
    /// (`mAllowWhileIdleHistory`, `mAllowWhileIdleCompatHistory`).
    var allowWhileIdleHistory: [String: [SimInstant]] = [:]
    /// Each package's deliveries that count against its standby bucket's alarm quota, oldest first, within the last
    /// 24 hours (`AppWakeupHistory`, AlarmManagerService+Standby.swift).
    var appStandbyHistory: [String: [SimInstant]] = [:]
    /// The user's Alarms & reminders switch per app (the app op `OP_SCHEDULE_EXACT_ALARM`), where set; app ops
    /// survive reboots.
    var exactAlarmChoices: [String: Bool] = [:]
    var allowWhileIdleCompatHistory: [String: [SimInstant]] = [:]

    /// A service for `device`; ``armClockAlarms()`` arms the clock alarms at boot.
    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var appStandbyController: AppStandbyController!
    private(set) unowned(unsafe) var broadcastQueue: BroadcastQueue!
    private(set) unowned(unsafe) var deviceIdleController: DeviceIdleController!
    private(set) unowned(unsafe) var pendingIntentController: PendingIntentController!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        appStandbyController: AppStandbyController, broadcastQueue: BroadcastQueue,
        deviceIdleController: DeviceIdleController, pendingIntentController: PendingIntentController,
        processTable: ProcessTable
    ) {
        self.appStandbyController = appStandbyController
        self.broadcastQueue = broadcastQueue
        self.deviceIdleController = deviceIdleController
        self.pendingIntentController = pendingIntentController
        self.processTable = processTable
    }

    /// Runs one of the service's queue events.
    func handle(_ event: Event) {
        switch event {
        case .alarm(let alarm): alarmDue(alarm)
        case .timeTick: clockAlarmDue(.timeTick)
        case .dateChanged: clockAlarmDue(.dateChanged)
        }
    }

    /// A queued event in the trace's words, for ``Device/pendingEvents``.
    func describe(_ event: Event) -> String {
        switch event {
        case .alarm(let alarm): return "alarm \(alarm.package) \(alarm.operation)"
        case .timeTick: return "TIME_TICK"
        case .dateChanged: return "DATE_CHANGED"
        }
    }

    /// The alarms set now, by every app or by one, in the order they were set.
    func alarms(of packageName: String?) -> [AlarmInfo] {
        alarms.filter { packageName == nil || $0.package == packageName }.map { alarm in
            switch alarm.deferral {
            case .doze: alarm.info(firesAt: pendingIdleUntil)
            case .allowWhileIdleQuota(_, let until), .standbyQuota(_, let until): alarm.info(firesAt: until)
            case .batterySaver: alarm.info(firesAt: nil)
            case nil: alarm.info(firesAt: deadline(of: alarm.event))
            }
        }
    }

    /// How many pending queue events recur by themselves: the clock alarms and repeating alarms.
    var pendingRecurringEventCount: Int {
        var count = (deadline(of: timeTickEvent) == nil ? 0 : 1) + (deadline(of: dateChangedEvent) == nil ? 0 : 1)
        for alarm in alarms where alarm.intervalMillis > 0 && deadline(of: alarm.event) != nil { count += 1 }
        return count
    }

    /// When an event is due, if it is still pending.
    func deadline(of event: EventID?) -> SimInstant? {
        event.flatMap { core.loop.queue.deadline(of: $0) }
    }

    /// Whether the simulated CPU sleeps: with the screen off, non-wakeup alarms wait for the next wake.
    var isAsleep: Bool { !core.conditions.isScreenOn }

    // MARK: - Boot

    /// A reboot loses every alarm, every deferred alarm and the last time change; the clock alarms are armed
    /// afresh for the new boot (AlarmManagerService starts over in the new system server). Call it after the
    /// device's queue was emptied and its boot clock reset.
    func deviceRebooted() {
        for alarm in alarms { alarm.isSet = false }
        alarms.removeAll()
        deferredAlarms.removeAll()
        dozeHeld.removeAll()
        pendingIdleUntil = nil
        allowWhileIdleHistory = [:]
        allowWhileIdleCompatHistory = [:]
        appStandbyHistory = [:]
        lastTimeChange = TimeChangeReference()
        timeTickEvent = nil
        dateChangedEvent = nil
        armClockAlarms()
    }

    /// Arms TIME_TICK, then DATE_CHANGED, as the service's start does (`ClockReceiver.scheduleTimeTickEvent`,
    /// `scheduleDateChangedEvent`).
    func armClockAlarms() {
        scheduleTimeTick()
        scheduleDateChanged()
    }

    // MARK: - Time changes

    /// AlarmManagerService.AlarmThread's filter for kernel time-change events, with its bookkeeping: whether
    /// the wall clock's change is acted on, recording it as the new reference if so.
    func timeChangeIsReal() -> Bool {
        let nowRTC = core.clock.wallTime.millisecondsSinceEpoch
        let nowElapsed = core.clock.elapsedRealtime.milliseconds
        let expected = lastTimeChange.clockTime &+ (nowElapsed &- lastTimeChange.realtime)
        guard lastTimeChange.clockTime == 0 || nowRTC < expected &- 1_000 || nowRTC > expected &+ 1_000 else {
            return false
        }
        lastTimeChange = TimeChangeReference(clockTime: nowRTC, realtime: nowElapsed)
        return true
    }

    /// After a real time change: re-times TIME_TICK and DATE_CHANGED (unless they wait for a wake) and sends
    /// `TIME_SET`.
    func timeWasSet() {
        if !isDeferred(.timeTick) { scheduleTimeTick() }
        if !isDeferred(.dateChanged) { scheduleDateChanged() }
        broadcastQueue.sendSystemBroadcast(Intent(action: IntentAction.timeSet, flags: .receiverReplacePending))
    }

    /// After the zone changed (`setTimeZoneImpl`): re-times DATE_CHANGED to the new local midnight (unless it
    /// waits for a wake) and sends `TIMEZONE_CHANGED` with extra `time-zone`.
    func timeZoneWasSet(to zone: TimeZoneRules) {
        if !isDeferred(.dateChanged) { scheduleDateChanged() }
        var intent = Intent(action: IntentAction.timezoneChanged, flags: .receiverReplacePending)
        intent.extras[IntentExtra.timeZone] = .string(zone.identifier)
        broadcastQueue.sendSystemBroadcast(intent)
    }

    /// The device became interactive (`interactiveStateChangedLocked(true)`): every deferred alarm goes off
    /// once, oldest first, then one TIME_TICK goes out at once "since it is important to get the UI updated".
    /// That tick is a plain broadcast, not the TIME_TICK alarm: the alarm keeps its minute boundary.
    func deviceBecameInteractive() {
        deliverDeferredAlarms()
        let core = self.core
        core.record(.clockTick, .clock(.tick(core.clock.localDateTime, .screenOn)))
        broadcastQueue.sendSystemBroadcast(timeTickIntent)
    }

    // MARK: - The clock alarms (ClockReceiver)

    /// Arms the TIME_TICK alarm for the next wall-clock minute boundary
    /// (ClockReceiver.scheduleTimeTickEvent: `60000·(⌊now/60000⌋+1)`, ELAPSED_REALTIME, non-wakeup).
    private func scheduleTimeTick() {
        let core = self.core
        let boundary = core.clock.wallTime.nextMinuteBoundary
        reschedule(&timeTickEvent, at: core.clock.instant(atWallTime: boundary), .timeTick)
    }

    /// Arms the DATE_CHANGED alarm for the next local midnight (RTC, non-wakeup).
    private func scheduleDateChanged() {
        let clock = core.clock
        let midnight = clock.timeZone.startOfNextLocalDay(after: clock.wallTime)
        reschedule(&dateChangedEvent, at: clock.instant(atWallTime: midnight), .dateChanged)
    }

    /// Cancels `event`'s pending occurrence, if any, and schedules `payload` at `instant` in its place.
    private func reschedule(_ event: inout EventID?, at instant: SimInstant, _ payload: Event) {
        if let pending = event { core.loop.queue.cancel(pending) }
        event = core.loop.queue.schedule(at: instant, .alarmManagerService(payload))
    }

    /// Both clock alarms are non-wakeup: while the device sleeps they wait for the next wake.
    private func clockAlarmDue(_ alarm: SystemClockAlarm) {
        if isAsleep {
            deferredAlarms.append(.clock(alarm))
            core.record(.alarmDeferred, .alarm(.clockAlarmDeferred(alarm)))
            return
        }
        deliver(alarm)
    }

    private func isDeferred(_ alarm: SystemClockAlarm) -> Bool {
        deferredAlarms.contains { if case .clock(alarm) = $0 { true } else { false } }
    }

    /// Sends the clock alarm's broadcast and re-arms it for the next boundary: after a late tick the next one
    /// is at the next boundary, missed minutes are not replayed. TIME_TICK goes to runtime receivers only
    /// (FLAG_RECEIVER_REGISTERED_ONLY).
    private func deliver(_ alarm: SystemClockAlarm) {
        let core = self.core
        switch alarm {
        case .timeTick:
            core.record(.clockTick, .clock(.tick(core.clock.localDateTime, .minuteBoundary)))
            broadcastQueue.sendSystemBroadcast(timeTickIntent)
            scheduleTimeTick()
        case .dateChanged:
            core.record(.clockDate, .clock(.dateChanged(core.clock.localDateTime)))
            broadcastQueue.sendSystemBroadcast(dateChangedIntent)
            scheduleDateChanged()
        }
    }

    // MARK: - App alarms going off

    /// An alarm's event ran.
    private func alarmDue(_ alarm: AlarmRecord) {
        guard alarm.isSet else { return }
        unhold(alarm)  // held by a quota until now: its place came
        guard !holdForStandby(alarm), !holdInDoze(alarm) else { return }
        if isAsleep {
            guard alarm.type.isWakeup else {
                deferredAlarms.append(.app(alarm))
                core.record(.alarmDeferred, .alarm(.deferred(alarm.info(firesAt: nil))))
                return
            }
            // A wakeup alarm wakes the CPU: non-wakeup alarms already due go off with it, oldest first.
            deliverDeferredAlarms()
        }
        fire(alarm)
    }

    /// Delivers every deferred non-wakeup alarm, in the order they fell due.
    private func deliverDeferredAlarms() {
        let due = deferredAlarms
        deferredAlarms = []
        for item in due {
            switch item {
            case .app(let alarm): if !holdForStandby(alarm) && !holdInDoze(alarm) { fire(alarm) }
            case .clock(let alarm): deliver(alarm)
            }
        }
    }

    private func fire(_ alarm: AlarmRecord) {
        guard alarm.isSet else { return }
        noteAllowWhileIdleDelivery(alarm)
        noteStandbyDelivery(alarm)
        allowlistForDelivery(alarm)
        let clock = core.clock
        let nowElapsed = clock.elapsedRealtime.milliseconds
        let expectedElapsed = elapsedTrigger(of: alarm, clock: clock)
        var count: Int64 = 1
        if alarm.intervalMillis > 0 {
            // Missed repeats collapse into one delivery with EXTRA_ALARM_COUNT (AlarmManagerService).
            count += max(0, nowElapsed - expectedElapsed) / alarm.intervalMillis
            let delta = count * alarm.intervalMillis
            alarm.triggerAtMillis += delta
            let firesAt = clock.instant(
                atElapsedRealtime: expectedElapsed + delta + core.inexactAlarmPoint.offset(in: alarm.windowMillis))
            reschedule(alarm, at: firesAt)
        } else {
            forget(alarm)
        }
        core.record(.alarmFire, .alarm(.fire(alarm.info(firesAt: deadline(of: alarm.event)), count: count)))
        do {
            try pendingIntentController.send(
                alarm.operation, fillInExtras: nil, extraAlarmCount: Int32(clamping: count))
        } catch {
            remove(alarm, reason: .pendingIntentCancelled)
        }
    }

    /// The alarm's trigger time on the elapsed-realtime clock of the current boot.
    private func elapsedTrigger(of alarm: AlarmRecord, clock: DeviceClock) -> Int64 {
        guard alarm.type.isWallClock else { return alarm.triggerAtMillis }
        return alarm.triggerAtMillis - clock.wallTime.millisecondsSinceEpoch + clock.elapsedRealtime.milliseconds
    }

    /// Recomputes when each pending wall-clock alarm fires after the wall clock was set (`rebatchAllAlarms`).
    func rebatchWallClockAlarms() {
        let clock = core.clock
        for alarm in alarms where alarm.type.isWallClock && deadline(of: alarm.event) != nil {
            let firesAt = max(
                core.now,
                clock.instant(atWallTime: WallTime(millisecondsSinceEpoch: alarm.triggerAtMillis))
                    + .milliseconds(core.inexactAlarmPoint.offset(in: alarm.windowMillis)))
            reschedule(alarm, at: firesAt)
        }
    }

    // MARK: - Shared with setting and removing (AlarmManagerService+Set.swift)

    /// Schedules the alarm's event at `instant`, replacing a pending one.
    func reschedule(_ alarm: AlarmRecord, at instant: SimInstant) {
        if let pending = alarm.event { core.loop.queue.cancel(pending) }
        alarm.event = core.loop.queue.schedule(at: instant, .alarmManagerService(.alarm(alarm)))
    }

    /// Adds a new alarm, numbered after every earlier one.
    func add(
        package: String,
        type: AlarmType,
        triggerAtMillis: Int64,
        windowMillis: Int64,
        intervalMillis: Int64,
        operation: PendingIntent
    ) -> AlarmRecord {
        let alarm = AlarmRecord(
            id: AlarmID(value: nextAlarmNumber), package: package, type: type, triggerAtMillis: triggerAtMillis,
            windowMillis: windowMillis, intervalMillis: intervalMillis, operation: operation)
        nextAlarmNumber += 1
        alarms.append(alarm)
        return alarm
    }

    /// Drops the alarm without a record, cancelling its pending event and any deferred delivery.
    func forget(_ alarm: AlarmRecord) {
        guard alarm.isSet else { return }
        alarm.isSet = false
        alarms.removeAll { $0 === alarm }
        if let pending = alarm.event { core.loop.queue.cancel(pending) }
        deferredAlarms.removeAll { if case .app(let deferred) = $0 { deferred === alarm } else { false } }
        unhold(alarm)
        // The next alarm clock may have changed: deep idle's end is worked out again.
        if alarm.flags.contains(.wakeFromIdle) { deviceIdleController.alarmClocksChanged() }
    }
}

extension AlarmManagerService {
    /// The service's saved form: its alarms (by saved number), the deferred ones in the order they fell due,
    /// the last time change, and the clock alarms' pending events.
    struct Snapshot: Codable, Equatable {
        enum Deferred: Codable, Equatable {
            case app(Int)
            case clock(SystemClockAlarm)
        }

        var alarms: [Int]
        var nextAlarmNumber: Int
        var deferred: [Deferred]
        var lastTimeChange: [Int64]
        var timeTickEvent: EventID?
        var dateChangedEvent: EventID?
        /// Doze's share, absent in devices saved before it was modelled.
        var doze: DozeSnapshot?
    }

    /// The idle-until time, the alarms Doze holds (by saved number) and the allow-while-idle histories.
    struct DozeSnapshot: Codable, Equatable {
        var pendingIdleUntil: SimInstant?
        var held: [Int]
        var history: [String: [SimInstant]]
        var compatHistory: [String: [SimInstant]]
        /// The standby-quota deliveries; absent in devices saved before they were modelled.
        var standbyHistory: [String: [SimInstant]]?
        /// The user's exact-alarm choices; absent in devices saved before they were modelled.
        var exactAlarmChoices: [String: Bool]?
    }

    func snapshot(_ writer: SnapshotWriter) -> Snapshot {
        Snapshot(
            alarms: alarms.map(writer.alarms.number), nextAlarmNumber: nextAlarmNumber,
            deferred: deferredAlarms.map { deferred in
                switch deferred {
                case .app(let alarm): .app(writer.alarms.number(alarm))
                case .clock(let alarm): .clock(alarm)
                }
            },
            lastTimeChange: [lastTimeChange.clockTime, lastTimeChange.realtime], timeTickEvent: timeTickEvent,
            dateChangedEvent: dateChangedEvent,
            doze: DozeSnapshot(
                pendingIdleUntil: pendingIdleUntil, held: dozeHeld.map(writer.alarms.number),
                history: allowWhileIdleHistory, compatHistory: allowWhileIdleCompatHistory,
                standbyHistory: appStandbyHistory, exactAlarmChoices: exactAlarmChoices))
    }

    func restore(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        alarms = try SnapshotError.map(saved.alarms, at: "alarms") { number throws(SnapshotError) in
            try reader.alarms(number, "alarm")
        }
        try SnapshotError.checkCounter(saved.nextAlarmNumber, "the next alarm number", at: ["nextAlarmNumber"])
        nextAlarmNumber = saved.nextAlarmNumber
        deferredAlarms = try SnapshotError.map(saved.deferred, at: "deferred") { deferred throws(SnapshotError) in
            switch deferred {
            case .app(let number): .app(try reader.alarms(number, "alarm"))
            case .clock(let alarm): .clock(alarm)
            }
        }
        // An alarm is set once, and deferred once: listed twice, it would go off twice and be removed once.
        var set: Set<ObjectIdentifier> = []
        for (index, alarm) in alarms.enumerated() where !set.insert(ObjectIdentifier(alarm)).inserted {
            throw SnapshotError("\(alarm.id) is listed twice among the set alarms", at: ["alarms", String(index)])
        }
        var deferred: Set<ObjectIdentifier> = []
        for (index, item) in deferredAlarms.enumerated() {
            guard case .app(let alarm) = item, !deferred.insert(ObjectIdentifier(alarm)).inserted else { continue }
            throw SnapshotError(
                "\(alarm.id) is listed twice among the deferred alarms", at: ["deferred", String(index)])
        }
        guard saved.lastTimeChange.count == 2 else {
            throw SnapshotError("the last time change needs two numbers", at: ["lastTimeChange"])
        }
        lastTimeChange = TimeChangeReference(clockTime: saved.lastTimeChange[0], realtime: saved.lastTimeChange[1])
        timeTickEvent = saved.timeTickEvent
        dateChangedEvent = saved.dateChangedEvent
        if let doze = saved.doze {
            if let until = doze.pendingIdleUntil {
                try SnapshotError.checkInstant(until, "the idle-until time", at: ["doze", "pendingIdleUntil"])
            }
            pendingIdleUntil = doze.pendingIdleUntil
            dozeHeld = try SnapshotError.within("doze") { () throws(SnapshotError) in
                try SnapshotError.map(doze.held, at: "held") { number throws(SnapshotError) in
                    try reader.alarms(number, "alarm")
                }
            }
            for (index, alarm) in dozeHeld.enumerated() where alarm.deferral == nil {
                throw SnapshotError(
                    "\(alarm.id) is listed as held by Doze, and is not", at: ["doze", "held", String(index)])
            }
            allowWhileIdleHistory = doze.history
            allowWhileIdleCompatHistory = doze.compatHistory
            appStandbyHistory = doze.standbyHistory ?? [:]
            exactAlarmChoices = doze.exactAlarmChoices ?? [:]
        }
    }
}
