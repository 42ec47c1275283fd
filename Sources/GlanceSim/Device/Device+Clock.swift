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
        _ = beginDirectCall()
        let old = clock.wallTime
        clock.wallAtTimelineZero = wallTime.millisecondsSinceEpoch.clampedSubtracting(now.milliseconds)
        record(.clockSet, .clock(.wallTimeSet(from: old, to: wallTime)))
        guard alarmManagerService.timeChangeIsReal() else { return }
        alarmManagerService.rebatchWallClockAlarms()
        workWallClockChanged()
        alarmManagerService.timeWasSet()
        workClockBroadcastSent(IntentAction.timeSet)
    }

    /// Changes the time zone, sending `TIMEZONE_CHANGED` (with extra `time-zone`) only if the zone id really
    /// changes, and re-timing DATE_CHANGED to the new local midnight (AlarmManagerService.setTimeZoneImpl).
    public func setTimeZone(_ zone: TimeZoneRules) {
        guard zone.identifier != clock.timeZone.identifier else { return }
        _ = beginDirectCall()
        let old = clock.timeZone
        clock.timeZone = zone
        record(.clockZone, .clock(.timeZoneChanged(from: old.identifier, to: zone.identifier)))
        alarmManagerService.timeZoneWasSet(to: zone)
        workClockBroadcastSent(IntentAction.timezoneChanged)
    }
}
