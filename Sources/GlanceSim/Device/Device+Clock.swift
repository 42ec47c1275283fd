extension Device {
    /// Sets the wall clock, as the user or network time does.
    ///
    /// As AlarmManagerService's alarm thread does on a kernel time-change event: it compares the new wall
    /// clock with the one it expects — the wall time of the last change it acted on, plus the elapsed realtime
    /// since (`mLastTimeChangeClockTime + (nowELAPSED − mLastTimeChangeRealtime)`). The **first** change after
    /// boot (`mLastTimeChangeClockTime == 0`) and any change more than 1 s away from that expectation
    /// re-time wall-clock alarms, TIME_TICK and DATE_CHANGED and send `TIME_SET`, and become the new
    /// reference. Any other change is taken for drift correction: the clock moves, nothing else happens,
    /// and the reference stays, so small steps add up until one lands more than 1 s away.
    /// - Precondition: `wallTime` is within ``WallTime/supportedRange`` (about ±20,000 years).
    public func setWallTime(_ wallTime: WallTime) {
        precondition(
            WallTime.supportedRange.contains(wallTime),
            "wall time \(wallTime.millisecondsSinceEpoch) ms is outside WallTime.supportedRange (about ±20,000 years)")
        beginDirectCall()
        let old = clock.wallTime
        clock.wallAtTimelineZero = wallTime.millisecondsSinceEpoch.clampedSubtracting(now.milliseconds)
        record(.clockSet, "android", "\(old) -> \(wallTime)")
        guard timeChangeIsReal() else { return }
        rescheduleWallClockAlarms()
        workWallClockChanged()
        if deferredAlarms.contains(.timeTick) == false { scheduleTimeTick() }
        if deferredAlarms.contains(.dateChanged) == false { scheduleDateChanged() }
        sendSystemBroadcast(Intent(action: IntentAction.timeSet, flags: .receiverReplacePending))
    }

    /// AlarmManagerService.AlarmThread's filter for kernel time-change events, with its bookkeeping: whether
    /// this change is acted on, recording it as the new reference if so.
    private func timeChangeIsReal() -> Bool {
        let nowRTC = clock.wallTime.millisecondsSinceEpoch
        let nowElapsed = clock.elapsedRealtime.milliseconds
        let expected = lastTimeChange.clockTime &+ (nowElapsed &- lastTimeChange.realtime)
        guard lastTimeChange.clockTime == 0 || nowRTC < expected &- 1_000 || nowRTC > expected &+ 1_000 else {
            return false
        }
        lastTimeChange = TimeChangeReference(clockTime: nowRTC, realtime: nowElapsed)
        return true
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

    /// Sends one TIME_TICK at once, as AlarmManagerService does when the device becomes interactive
    /// (`interactiveStateChangedLocked(true)`: "send a TIME_TICK right now, since it is important to get the
    /// UI updated"). It is a plain broadcast, not the TIME_TICK alarm: the alarm keeps its minute boundary.
    func sendInteractiveTimeTick() {
        record(.clockTick, "android", "\(clock.localDateTime.hourMinute) screen on")
        sendSystemBroadcast(
            Intent(action: IntentAction.timeTick, flags: [.receiverRegisteredOnly, .receiverForeground]))
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
