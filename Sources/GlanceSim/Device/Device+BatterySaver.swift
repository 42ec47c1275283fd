/// Battery saver on the device (`PowerManager.setPowerSaveModeEnabled`, BatterySaverPolicy's full policy). See the
/// Power management article.
extension Device {
    /// Turns battery saver on or off, as the user does from quick settings. Android's full policy
    /// (`config_battery_saver.xml`, BatterySaverPolicy.java:259-279) applies while it is on:
    /// - **quick Doze**: with the screen off and unplugged, deep Doze goes IDLE after `quick_doze_delay_to` (1 minute),
    ///   with no motion or location checks, and motion does not end it (DeviceIdleController.java:3531-3551,
    ///   3664-3687, 4154-4160);
    /// - **jobs**: every job but an expedited one waits (`notRestricted`, BackgroundJobsController.java:333-389), for
    ///   every app but an allowlisted one or one in the EXEMPTED bucket (AppStateTrackerImpl.java:1175-1207);
    /// - **alarms** of those apps wait until battery saver ends, but allow-while-idle ones within their quota (72 or 7
    ///   an hour); alarm clocks, alarms that start an activity and the system's own (the widget update alarm,
    ///   TIME_TICK) are exempt (AlarmManagerService.java:2449-2497, 4285-4297);
    /// - **network**: those apps lose it (NetworkPolicyManagerService's POWERSAVE chain).
    ///
    /// Battery saver cannot be on while the device is plugged in: turning it on then does nothing, and plugging in
    /// turns it off (BatterySaverStateMachine). Registered receivers get `POWER_SAVE_MODE_CHANGED`.
    ///
    /// ```swift
    /// device.setBatterySaver(true)
    /// device.setScreenOn(false)
    /// try device.advance(by: .minutes(1))
    /// print(device.doze.deep)   // IDLE
    /// ```
    public func setBatterySaver(_ on: Bool) {
        guard on != conditions.isPowerSaveMode, !(on && conditions.isCharging) else { return }
        let call = beginDirectCall()
        conditions.isPowerSaveMode = on
        core.recordCondition(.batterySaver(on), in: call)
        workConditionsChanged()
        alarmManagerService.batterySaverChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: IntentAction.powerSaveModeChanged, flags: .receiverRegisteredOnly))
        deviceIdleController.batterySaverChanged(on)
    }
}
