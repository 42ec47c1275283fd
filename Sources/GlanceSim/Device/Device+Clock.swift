extension Device {
    /// Sets the wall clock, as the user or network time does.
    ///
    /// As AlarmManagerService does on a kernel time change: a change of more than ±1 s re-times wall-clock
    /// alarms, TIME_TICK and DATE_CHANGED and sends `TIME_SET`; a smaller change is taken for drift
    /// correction and sends nothing.
    /// - Precondition: `wallTime` is within ``WallTime/supportedRange`` (about ±20,000 years).
    public func setWallTime(_ wallTime: WallTime) {
        precondition(
            WallTime.supportedRange.contains(wallTime),
            "wall time \(wallTime.millisecondsSinceEpoch) ms is outside WallTime.supportedRange (about ±20,000 years)")
        beginDirectCall()
        let old = clock.wallTime
        clock.wallAtTimelineZero = wallTime.millisecondsSinceEpoch.clampedSubtracting(now.milliseconds)
        record(.clockSet, "android", "\(old) -> \(wallTime)")
        guard abs((wallTime - old).milliseconds) > 1_000 else { return }
        rescheduleWallClockAlarms()
        workWallClockChanged()
        if deferredAlarms.contains(.timeTick) == false { scheduleTimeTick() }
        if deferredAlarms.contains(.dateChanged) == false { scheduleDateChanged() }
        sendSystemBroadcast(Intent(action: IntentAction.timeSet, flags: .receiverReplacePending))
    }

    /// Changes the time zone, sending `TIMEZONE_CHANGED` (with extra `time-zone`) only if the zone id really
    /// changes, and re-timing DATE_CHANGED to the new local midnight (AlarmManagerService.setTimeZoneImpl).
    public func setTimeZone(_ zone: TimeZoneRules) {
        guard zone.identifier != clock.timeZone.identifier else { return }
        beginDirectCall()
        let old = clock.timeZone
        clock.timeZone = zone
        record(.clockZone, "android", "\(old.identifier) -> \(zone.identifier)")
        if deferredAlarms.contains(.dateChanged) == false { scheduleDateChanged() }
        var intent = Intent(action: IntentAction.timezoneChanged, flags: .receiverReplacePending)
        intent.extras[IntentExtra.timeZone] = .string(zone.identifier)
        sendSystemBroadcast(intent)
    }

    /// Arms the system's TIME_TICK alarm for the next wall-clock minute boundary
    /// (ClockReceiver.scheduleTimeTickEvent: `60000·(⌊now/60000⌋+1)`, ELAPSED_REALTIME, non-wakeup).
    func scheduleTimeTick() {
        let at = clock.instant(atWallTime: clock.wallTime.nextMinuteBoundary)
        queue.schedule(at: at, key: .timeTick, policy: .replace, .timeTick)
    }

    /// Arms the system's DATE_CHANGED alarm for the next local midnight (RTC, non-wakeup).
    func scheduleDateChanged() {
        let at = clock.instant(atWallTime: clock.timeZone.startOfNextLocalDay(after: clock.wallTime))
        queue.schedule(at: at, key: .dateChanged, policy: .replace, .dateChanged)
    }

    func timeTickDue() {
        if !deferWhileAsleep(.timeTick, name: "TIME_TICK") { deliverTimeTick() }
    }

    /// Both system clock alarms are non-wakeup: while the device sleeps they wait for the next wake.
    /// Returns whether the alarm was deferred.
    private func deferWhileAsleep(_ alarm: DeferredAlarm, name: String) -> Bool {
        guard isAsleep else { return false }
        deferredAlarms.append(alarm)
        record(.alarmDeferred, "android", "\(name) waits for the device to wake")
        return true
    }

    /// Sends TIME_TICK to runtime receivers (FLAG_RECEIVER_REGISTERED_ONLY) and re-arms for the next
    /// boundary: after a late tick the next one is at the next boundary, missed minutes are not replayed.
    func deliverTimeTick() {
        record(.clockTick, "android", clock.localDateTime.hourMinute)
        sendSystemBroadcast(
            Intent(action: IntentAction.timeTick, flags: [.receiverRegisteredOnly, .receiverForeground]))
        scheduleTimeTick()
    }

    func dateChangedDue() {
        if !deferWhileAsleep(.dateChanged, name: "DATE_CHANGED") { deliverDateChanged() }
    }

    func deliverDateChanged() {
        record(.clockDate, "android", clock.localDateTime.description.prefix(10).description)
        sendSystemBroadcast(Intent(action: IntentAction.dateChanged, flags: .receiverReplacePending))
        scheduleDateChanged()
    }
}
