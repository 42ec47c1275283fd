/// Where the device tells JobScheduler and each app's WorkManager what happened: reboots, condition and
/// wall-clock changes (``ProcessTable`` tells them of process starts and deaths).
extension Device {
    /// The device rebooted: JobScheduler forgot every job, and each app with unfinished work gets its
    /// `RescheduleReceiver` run for `BOOT_COMPLETED`, in installation order.
    func workDeviceRebooted() {
        jobScheduler.deviceRebooted()
        for app in processTable.apps { app.workManagerImpl.deviceRebooted() }
    }

    /// A condition changed: JobScheduler re-checks the jobs it holds.
    func workConditionsChanged() {
        jobScheduler.conditionsChanged()
    }

    /// The wall clock was set: each app's WorkManager re-times its jobs.
    func workWallClockChanged() {
        for app in processTable.apps { app.workManagerImpl.wallClockChanged() }
    }

    /// The system sent `TIME_SET` or `TIMEZONE_CHANGED`: each app whose `RescheduleReceiver` listens for it, and is
    /// switched on, has its process started, in installation order.
    func workClockBroadcastSent(_ action: String) {
        for app in processTable.apps { app.workManagerImpl.clockBroadcastSent(action) }
    }
}
