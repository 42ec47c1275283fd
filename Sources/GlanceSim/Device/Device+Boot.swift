extension Device {
    /// `android.permission.RECEIVE_BOOT_COMPLETED`: an app must hold it to get the boot broadcasts.
    public static let receiveBootCompleted = "android.permission.RECEIVE_BOOT_COMPLETED"

    /// Reboots the device at the current instant.
    ///
    /// Every process ends (runtime receivers and in-memory objects with it); pending broadcasts, alarms and
    /// PendingIntents are lost; storage stays. Elapsed realtime restarts from zero; the wall clock carries on.
    /// Then the system re-arms TIME_TICK and DATE_CHANGED and sends `LOCKED_BOOT_COMPLETED`; at user unlock
    /// every widget provider with widgets gets ENABLED + UPDATE(all ids) and a new update alarm; then
    /// `BOOT_COMPLETED`. The boot broadcasts are ordered, to apps that hold ``receiveBootCompleted``.
    ///
    /// ```swift
    /// device.reboot()
    /// try device.runUntilIdle()   // boot broadcasts delivered
    /// ```
    public func reboot() {
        beginDirectCall()
        record(.deviceReboot, .device(.reboot(bootCount: clock.bootCount + 1)))
        processTable.killAll(reason: .reboot)
        queue.removeAll()  // pending broadcasts go with their events
        pendingIntentController.deviceRebooted()
        clock.bootInstant = now
        clock.bootCount += 1
        alarmManager.deviceRebooted()  // forgets alarms and the last time change, re-arms TIME_TICK, DATE_CHANGED
        workDeviceRebooted()
        // UserController sends both as ordered broadcasts that only holders of RECEIVE_BOOT_COMPLETED get,
        // with FLAG_RECEIVER_NO_ABORT.
        sendBootBroadcast(IntentAction.lockedBootCompleted)
        // At user unlock, before BOOT_COMPLETED (AppWidgetServiceImpl.handleUserUnlocked).
        appWidgetService.handleUserUnlocked()
        sendBootBroadcast(IntentAction.bootCompleted)
    }

    private func sendBootBroadcast(_ action: String) {
        broadcastQueue.sendSystemBroadcast(
            Intent(action: action, flags: [.receiverNoAbort, .receiverForeground]),
            receiverPermission: Device.receiveBootCompleted, ordered: true)
    }
}
