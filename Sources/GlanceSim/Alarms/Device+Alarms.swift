extension Device {
    /// Whether the simulated CPU sleeps: with the screen off, non-wakeup alarms wait for the next wake.
    var isAsleep: Bool { !conditions.isScreenOn }

    /// Sets (or, for an equal PendingIntent, replaces) an alarm, applying AlarmManagerService's clamps.
    /// `window` is `nil` for Android's heuristic window (75 % of the time ahead, or of the interval).
    func setAlarm(
        _ type: AlarmType,
        trigger requestedTrigger: Int64,
        window requestedWindow: Int64?,
        interval requestedInterval: Int64,
        operation: PendingIntent,
        package: String
    ) {
        beginDirectCall()
        var interval = requestedInterval
        if interval > 0 && interval < AlarmConstants.minInterval { interval = AlarmConstants.minInterval }
        if interval > AlarmConstants.maxInterval { interval = AlarmConstants.maxInterval }
        let trigger = max(0, requestedTrigger)
        let nowElapsed = clock.elapsedRealtime.milliseconds
        // Sums clamp as AlarmManagerService.addClampPositive does: a trigger near Long.MAX_VALUE never comes.
        let nominalElapsed =
            type.isWallClock
            ? trigger.clampedSubtracting(clock.wallTime.millisecondsSinceEpoch).clampedAdding(nowElapsed) : trigger
        let triggerElapsed = max(nominalElapsed, nowElapsed + AlarmConstants.minFuturity)
        var window: Int64
        if let requestedWindow {
            window = requestedWindow > AlarmConstants.halfDay ? AlarmConstants.hour : requestedWindow
        } else {
            window = heuristicWindow(futurity: interval == 0 ? triggerElapsed - nowElapsed : interval)
        }
        window = max(0, window)
        // An equal PendingIntent replaces the earlier alarm (AlarmManagerService.setImplLocked removes it).
        for id in alarms.keys.sorted() where alarms[id]?.operation == operation {
            removeAlarm(id, reason: "replaced by an alarm with an equal PendingIntent")
        }
        let id = AlarmID(value: nextAlarmNumber)
        nextAlarmNumber += 1
        // AlarmManagerService keeps the trigger after the MIN_FUTURITY delay as the requested time: repeats
        // follow it (`getRequestedElapsed() + count × interval`).
        let storedTrigger =
            type.isWallClock ? trigger.clampedAdding(triggerElapsed.clampedSubtracting(nominalElapsed)) : triggerElapsed
        let alarm = AlarmRecord(
            id: id, package: package, type: type, triggerAtMillis: storedTrigger, windowMillis: window,
            intervalMillis: interval, operation: operation)
        alarms[id] = alarm
        let firesAt = clock.instant(
            atElapsedRealtime: triggerElapsed.clampedAdding(inexactAlarmPoint.offset(in: window)))
        queue.schedule(at: firesAt, key: .alarm(id), policy: .replace, .alarm(id))
        record(.alarmSet, package, "\(alarmSummary(alarm)) fires at \(firesAt)")
    }

    /// AlarmManagerService.maxTriggerTime: 75 % of the time ahead (or of the interval), none under 10 s.
    private func heuristicWindow(futurity: Int64) -> Int64 {
        futurity < AlarmConstants.minFuzzableInterval ? 0 : Int64(0.75 * Double(futurity))
    }

    func cancelAlarms(_ operation: PendingIntent, package: String) {
        beginDirectCall()
        for id in alarms.keys.sorted()
        where alarms[id]?.operation == operation && alarms[id]?.package == package {
            removeAlarm(id, reason: "cancelled")
        }
    }

    func removeAlarm(_ id: AlarmID, reason: String) {
        guard let alarm = alarms.removeValue(forKey: id) else { return }
        queue.cancel(key: .alarm(id))
        deferredAlarms.removeAll { $0 == .app(id) }
        record(.alarmCancel, alarm.package, "\(alarmSummary(alarm)) \(reason)")
    }

    /// The alarms set now, by every app or by one, in the order they were set.
    public func alarms(of packageName: String? = nil) -> [AlarmInfo] {
        alarms.keys.sorted().compactMap { alarms[$0] }.filter { packageName == nil || $0.package == packageName }.map {
            AlarmInfo(
                id: $0.id, package: $0.package, type: $0.type, triggerAtMillis: $0.triggerAtMillis,
                windowMillis: $0.windowMillis, intervalMillis: $0.intervalMillis, operation: $0.operation,
                firesAt: queue.event(forKey: .alarm($0.id)).flatMap { queue.deadline(of: $0) })
        }
    }

    /// An app alarm's event ran.
    func alarmDue(_ id: AlarmID) {
        guard let alarm = alarms[id] else { return }
        if isAsleep {
            guard alarm.type.isWakeup else {
                deferredAlarms.append(.app(id))
                record(.alarmDeferred, alarm.package, "\(alarmSummary(alarm)) waits for the device to wake")
                return
            }
            // A wakeup alarm wakes the CPU: non-wakeup alarms already due go off with it, oldest first.
            deliverDeferredAlarms()
        }
        fire(id)
    }

    /// Delivers every deferred non-wakeup alarm, in the order they fell due.
    func deliverDeferredAlarms() {
        let due = deferredAlarms
        deferredAlarms = []
        for item in due {
            switch item {
            case .app(let id): fire(id)
            case .timeTick: deliverTimeTick()
            case .dateChanged: deliverDateChanged()
            }
        }
    }

    private func fire(_ id: AlarmID) {
        guard var alarm = alarms[id] else { return }
        let nowElapsed = clock.elapsedRealtime.milliseconds
        let expectedElapsed = elapsedTrigger(of: alarm)
        var count: Int64 = 1
        if alarm.intervalMillis > 0 {
            // Missed repeats collapse into one delivery with EXTRA_ALARM_COUNT (AlarmManagerService).
            count += max(0, nowElapsed - expectedElapsed) / alarm.intervalMillis
            let delta = count * alarm.intervalMillis
            alarm.triggerAtMillis += delta
            alarms[id] = alarm
            let firesAt = clock.instant(
                atElapsedRealtime: expectedElapsed + delta + inexactAlarmPoint.offset(in: alarm.windowMillis))
            queue.schedule(at: firesAt, key: .alarm(id), policy: .replace, .alarm(id))
        } else {
            alarms[id] = nil
        }
        record(.alarmFire, alarm.package, "\(alarmSummary(alarm)) count \(count)")
        do {
            try send(alarm.operation, fillInExtras: nil, extraAlarmCount: Int32(clamping: count))
        } catch {
            removeAlarm(id, reason: "PendingIntent cancelled")
        }
    }

    /// The alarm's trigger time on the elapsed-realtime clock of the current boot.
    private func elapsedTrigger(of alarm: AlarmRecord) -> Int64 {
        guard alarm.type.isWallClock else { return alarm.triggerAtMillis }
        return alarm.triggerAtMillis - clock.wallTime.millisecondsSinceEpoch + clock.elapsedRealtime.milliseconds
    }

    /// Recomputes when each wall-clock alarm fires after the wall clock was set (rebatchAllAlarms).
    func rescheduleWallClockAlarms() {
        for id in alarms.keys.sorted() {
            guard let alarm = alarms[id], alarm.type.isWallClock, queue.event(forKey: .alarm(id)) != nil else {
                continue
            }
            let firesAt = max(
                now,
                clock.instant(atWallTime: WallTime(millisecondsSinceEpoch: alarm.triggerAtMillis))
                    + .milliseconds(inexactAlarmPoint.offset(in: alarm.windowMillis)))
            queue.schedule(at: firesAt, key: .alarm(id), policy: .replace, .alarm(id))
        }
    }

    private func alarmSummary(_ alarm: AlarmRecord) -> String {
        "\(alarm.id) \(alarm.type) trigger \(alarm.triggerAtMillis)"
            + (alarm.windowMillis > 0 ? " window \(SimDuration.milliseconds(alarm.windowMillis))" : " exact")
            + (alarm.intervalMillis > 0 ? " every \(SimDuration.milliseconds(alarm.intervalMillis))" : "")
            + " \(alarm.operation)"
    }
}
