/// JobScheduler's idle controller (`DeviceIdlenessTracker`, israfilbd/ff @ 8e46fa07
/// `apex/jobscheduler/service/java/com/android/server/job/controllers/idle/DeviceIdlenessTracker.java`:268-366): the
/// device counts as idle for the `deviceIdle` work constraint once its screen has been off for
/// `config_jobSchedulerInactivityIdleThreshold` (31 minutes, on stable power too), whatever Doze or the charger are
/// doing, until the screen comes on again (a lock-screen peek included). Its check is a window alarm
/// (`config_jobSchedulerIdleWindowSlop`, 5 min) that goes off at ``Device/inexactAlarmPoint`` of its window, as the
/// simulator's other inexact alarms do.
extension JobScheduler {
    /// `config_jobSchedulerInactivityIdleThreshold`.
    static let inactivityIdleThreshold: Int64 = 1_860_000
    /// `config_jobSchedulerIdleWindowSlop`.
    static let idleWindowSlop: Int64 = 300_000

    /// The screen went off or on (`ACTION_SCREEN_OFF`, `ACTION_SCREEN_ON`): off arms the idleness check, on ends
    /// idleness.
    func screenChanged(on: Bool) {
        if on {
            if let event = idlenessCheck { core.loop.queue.cancel(event) }
            idlenessCheck = nil
            idlenessChanged(false)
        } else if !core.conditions.isDeviceIdle && idlenessCheck == nil {
            let delay = Self.inactivityIdleThreshold + core.inexactAlarmPoint.offset(in: Self.idleWindowSlop)
            idlenessCheck = core.loop.queue.schedule(
                at: core.now + .milliseconds(delay), .jobScheduler(.idlenessCheck))
        }
    }

    /// The check went off (`handleIdleTrigger`): idle if the screen is still off.
    func idlenessCheckDue() {
        idlenessCheck = nil
        guard !core.conditions.isScreenOn else { return }
        idlenessChanged(true)
    }

    /// Whether the idleness check is pending: a system timer that ``Device/runUntilIdle(maxEvents:)`` does not wait for.
    var pendingIdlenessCheckCount: Int {
        idlenessCheck.flatMap { core.loop.queue.deadline(of: $0) } == nil ? 0 : 1
    }

    /// Idleness changed: `device.condition idle=…`, and the jobs re-check.
    private func idlenessChanged(_ idle: Bool) {
        guard idle != core.conditions.isDeviceIdle else { return }
        core.conditions.isDeviceIdle = idle
        core.recordCondition(.deviceIdle(idle), in: core.beginDirectCall())
        conditionsChanged()
    }
}
