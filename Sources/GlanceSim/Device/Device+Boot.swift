extension Device {
    /// `android.permission.RECEIVE_BOOT_COMPLETED`: an app must hold it to get the boot broadcasts.
    public static let receiveBootCompleted = "android.permission.RECEIVE_BOOT_COMPLETED"

    /// How long a ``reboot()`` takes to shut down: `MAX_BROADCAST_TIME`, the longest `ShutdownThread` waits for
    /// `ACTION_SHUTDOWN`'s receivers before it stops the activity manager (ShutdownThread.java,
    /// `beginShutdownSequence`). App code takes no virtual time, so the broadcast itself is done at once; the
    /// window is the time the rest of the device keeps running while the system shuts down.
    public static let shutdownDuration = SimDuration.seconds(10)

    /// Reboots the device as a user or a system update does (`PowerManager.reboot` → `ShutdownThread`).
    ///
    /// First the shutdown: `ACTION_SHUTDOWN` goes to the receivers registered at run time
    /// (`FLAG_RECEIVER_REGISTERED_ONLY | FLAG_RECEIVER_FOREGROUND`, as `ShutdownThread.beginShutdownSequence`
    /// sends it; manifest receivers do not get it), and for ``shutdownDuration`` the device keeps running: what
    /// already sits in the queues — a widget's APPWIDGET_DELETED and DISABLED, an alarm or a job falling due
    /// within the window — is delivered as usual, and the wall clock moves on. Then the power goes as in
    /// ``powerLoss()``: every process ends, what is still queued is lost, and the device boots.
    ///
    /// ```swift
    /// try device.reboot()          // 10 s of shutdown, then boot
    /// try device.runUntilIdle()    // boot broadcasts delivered
    /// ```
    /// - Throws: what ``advance(by:)`` throws while the shutdown runs (an app looping at one instant).
    public func reboot() throws(SimulationError) {
        _ = beginDirectCall()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: IntentAction.shutdown, flags: [.receiverForeground, .receiverRegisteredOnly]),
            ordered: true)
        try advance(by: Self.shutdownDuration)
        powerLoss()
    }

    /// Cuts the power and boots again at the current instant: a battery pulled, a kernel panic, a watchdog
    /// reset. Nothing is told first (no `ACTION_SHUTDOWN`).
    ///
    /// Every process ends (runtime receivers and in-memory objects with it); pending broadcasts, alarms and
    /// PendingIntents are lost; storage stays. Elapsed realtime restarts from zero; the wall clock carries on.
    /// Then the system re-arms TIME_TICK and DATE_CHANGED and sends `LOCKED_BOOT_COMPLETED`; at user unlock
    /// every widget provider with widgets gets ENABLED + UPDATE(all ids) and a new update alarm; then
    /// `BOOT_COMPLETED`. The boot broadcasts are ordered, to apps that hold ``receiveBootCompleted``.
    ///
    /// ```swift
    /// device.powerLoss()
    /// try device.runUntilIdle()   // boot broadcasts delivered
    /// ```
    public func powerLoss() {
        let call = beginDirectCall()
        record(.deviceReboot, .device(.reboot(bootCount: clock.bootCount + 1)))
        processTable.killAll(reason: .reboot, in: call)
        loop.queue.removeAll()  // pending broadcasts go with their events
        pendingIntentController.deviceRebooted()
        clock.bootInstant = now
        clock.bootCount += 1
        // AlarmManagerService forgets alarms and the last time change, and re-arms TIME_TICK and DATE_CHANGED.
        alarmManagerService.deviceRebooted()
        workDeviceRebooted()
        // DeviceIdleController starts ACTIVE in the new system server, then follows the screen and the charger.
        deviceIdleController.deviceRebooted()
        appStandbyController.deviceBooted()
        // UserController sends both as ordered broadcasts that only holders of RECEIVE_BOOT_COMPLETED get,
        // with FLAG_RECEIVER_NO_ABORT.
        sendBootBroadcast(IntentAction.lockedBootCompleted)
        // At user unlock, before BOOT_COMPLETED (AppWidgetServiceImpl.handleUserUnlocked).
        appWidgetService.handleUserUnlocked()
        sendBootBroadcast(IntentAction.bootCompleted)
        // The hosts start again and bind their widgets' collection views anew.
        remoteViewsAdapters.deviceRebooted()
    }

    private func sendBootBroadcast(_ action: String) {
        broadcastQueue.sendSystemBroadcast(
            Intent(action: action, flags: [.receiverNoAbort, .receiverForeground]),
            receiverPermission: Device.receiveBootCompleted, ordered: true)
    }
}
