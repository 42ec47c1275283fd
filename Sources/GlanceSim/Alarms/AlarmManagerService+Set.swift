extension AlarmManagerService {
    /// Sets (or, for an equal PendingIntent, replaces) an alarm, applying AlarmManagerService's clamps
    /// (`setImpl`, `setImplLocked`). `window` is `nil` for Android's heuristic window (75 % of the time ahead,
    /// or of the interval).
    func set(
        _ type: AlarmType,
        trigger requestedTrigger: Int64,
        window requestedWindow: Int64?,
        interval requestedInterval: Int64,
        operation: PendingIntent,
        package: String,
        flags requestedFlags: AlarmFlags = []
    ) {
        let core = self.core
        _ = core.beginDirectCall()
        var interval = requestedInterval
        if interval > 0 && interval < AlarmConstants.minInterval { interval = AlarmConstants.minInterval }
        if interval > AlarmConstants.maxInterval { interval = AlarmConstants.maxInterval }
        let trigger = max(0, requestedTrigger)
        let clock = core.clock
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
            window = Self.heuristicWindow(futurity: interval == 0 ? triggerElapsed - nowElapsed : interval)
        }
        window = max(0, window)
        // An equal PendingIntent replaces the earlier alarm (AlarmManagerService.setImplLocked removes it).
        for alarm in alarms where alarm.operation == operation {
            remove(alarm, reason: .replaced)
        }
        // AlarmManagerService keeps the trigger after the MIN_FUTURITY delay as the requested time: repeats
        // follow it (`getRequestedElapsed() + count × interval`).
        let storedTrigger =
            type.isWallClock ? trigger.clampedAdding(triggerElapsed.clampedSubtracting(nominalElapsed)) : triggerElapsed
        let alarm = add(
            package: package, type: type, triggerAtMillis: storedTrigger, windowMillis: window,
            intervalMillis: interval, operation: operation)
        // The system's own alarms (a core uid with no work source), and an allowlisted app's, go off in Doze with no
        // quota (:2893-2899).
        let unrestricted = package == Device.systemCreator || deviceIdleController.isAllowlisted(package)
        alarm.flags = unrestricted ? requestedFlags.union(.allowWhileIdleUnrestricted) : requestedFlags
        let firesAt = clock.instant(
            atElapsedRealtime: triggerElapsed.clampedAdding(core.inexactAlarmPoint.offset(in: window)))
        reschedule(alarm, at: firesAt)
        core.record(.alarmSet, .alarm(.set(alarm.info(firesAt: firesAt))))
        // An alarm clock may move deep idle's end (re-entering DeviceIdleController, the call's last step).
        if alarm.flags.contains(.wakeFromIdle) { deviceIdleController.alarmClocksChanged() }
    }

    /// AlarmManagerService.maxTriggerTime: 75 % of the time ahead (or of the interval), none under 10 s.
    private static func heuristicWindow(futurity: Int64) -> Int64 {
        futurity < AlarmConstants.minFuzzableInterval ? 0 : Int64(0.75 * Double(futurity))
    }

    /// `AlarmManager.cancel` (`removeImpl`): removes the app's alarms set with an equal PendingIntent.
    func cancel(_ operation: PendingIntent, package: String) {
        _ = core.beginDirectCall()
        for alarm in alarms where alarm.operation == operation && alarm.package == package {
            remove(alarm, reason: .cancelled)
        }
    }

    /// A PendingIntent was cancelled: its alarms go (the service's `PendingIntent.CancelListener`).
    func pendingIntentCancelled(_ operation: PendingIntent) {
        for alarm in alarms where alarm.operation == operation {
            remove(alarm, reason: .pendingIntentCancelled)
        }
    }

    /// Removes a set alarm, with an `alarm.cancel` record saying why.
    /// The user revoked the app's exact-alarm permission: every exact alarm it set (a zero window, alarm clocks
    /// included) goes, in the order they were set (`removeExactAlarmsOnPermissionRevoked`).
    func removeExactAlarms(of packageName: String) {
        for alarm in alarms where alarm.package == packageName && alarm.windowMillis == 0 {
            remove(alarm, reason: .exactPermissionRevoked)
        }
    }

    func remove(_ alarm: AlarmRecord, reason: AlarmRemovalReason) {
        guard alarm.isSet else { return }
        forget(alarm)
        core.record(.alarmCancel, .alarm(.cancel(alarm.info(firesAt: nil), reason: reason)))
    }
}
