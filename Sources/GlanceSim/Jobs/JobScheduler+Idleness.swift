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
            if let event = idlenessCheck { device.loop.queue.cancel(event) }
            idlenessCheck = nil
            device.jobIdlenessChanged(false)
        } else if !device.conditions.isDeviceIdle && idlenessCheck == nil {
            let delay = Self.inactivityIdleThreshold + device.inexactAlarmPoint.offset(in: Self.idleWindowSlop)
            idlenessCheck = device.loop.queue.schedule(
                at: device.now + .milliseconds(delay), .jobScheduler(.idlenessCheck))
        }
    }

    /// The check went off (`handleIdleTrigger`): idle if the screen is still off.
    func idlenessCheckDue() {
        idlenessCheck = nil
        guard !device.conditions.isScreenOn else { return }
        device.jobIdlenessChanged(true)
    }

    /// Whether the idleness check is pending: a system timer that ``Device/runUntilIdle(maxEvents:)`` does not wait for.
    var pendingIdlenessCheckCount: Int {
        idlenessCheck.flatMap { device.loop.queue.deadline(of: $0) } == nil ? 0 : 1
    }
}

extension Device {
    /// JobScheduler's idleness changed: `device.condition idle=…` and the jobs re-check.
    func jobIdlenessChanged(_ idle: Bool) {
        guard idle != conditions.isDeviceIdle else { return }
        conditions.isDeviceIdle = idle
        recordCondition(.deviceIdle(idle), in: beginDirectCall())
        workConditionsChanged()
    }
}
