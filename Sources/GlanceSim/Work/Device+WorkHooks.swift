/// Where the device tells WorkManager what happened. (Placeholders until the WorkManager lands.)
extension Device {
    /// A queued work event is due.
    func handleWorkEvent(_ event: WorkEvent) {}
    /// An app's process started (WorkManager initialises before `Application.onCreate`).
    func workProcessStarted(_ app: InstalledApp) {}
    /// An app's process died.
    func workProcessDied(_ app: InstalledApp) {}
    /// The device rebooted: the queue is empty and the clocks are re-armed; boot broadcasts follow.
    func workDeviceRebooted() {}
    /// A condition (network, charging, battery-low, idle, storage-low) changed.
    func workConditionsChanged() {}
    /// The wall clock was set (a change of more than ±1 s).
    func workWallClockChanged() {}
}
