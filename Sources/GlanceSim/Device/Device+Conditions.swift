extension Device {
    /// Changes the network. Sends `CONNECTIVITY_CHANGE` (which manifest receivers of apps targeting API 24+
    /// never get).
    public func setNetwork(_ network: NetworkState) {
        guard network != conditions.network else { return }
        let call = beginDirectCall()
        conditions.network = network
        core.recordCondition(.network(network), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(Intent(action: IntentAction.connectivityChange))
        deviceIdleController.networkChanged()
    }

    /// Plugs the device in or unplugs it: `ACTION_POWER_CONNECTED` / `ACTION_POWER_DISCONNECTED`, and the
    /// battery-low state is re-evaluated.
    public func setCharging(_ charging: Bool) {
        guard charging != conditions.isCharging else { return }
        // Plugging in turns battery saver off first (BatterySaverStateMachine: never on while powered).
        if charging { setBatterySaver(false) }
        let call = beginDirectCall()
        conditions.isCharging = charging
        core.recordCondition(.charging(charging), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: charging ? IntentAction.powerConnected : IntentAction.powerDisconnected))
        updateBatteryLow(in: call)
        deviceIdleController.conditionsChanged(reason: .charging)
        appStandbyController.powerChanged()
    }

    /// Sets the battery level (0…100). Crossing Android's thresholds sends `BATTERY_LOW` (unplugged at 15 % or
    /// less) or `BATTERY_OKAY` (back at 20 %), as BatteryService does.
    public func setBatteryLevel(_ level: Int) {
        let clamped = min(100, max(0, level))
        guard clamped != conditions.batteryLevel else { return }
        let call = beginDirectCall()
        conditions.batteryLevel = clamped
        core.recordCondition(.batteryLevel(clamped), in: call)
        updateBatteryLow(in: call)
        appStandbyController.powerChanged()
    }

    /// `set idle on|off`: forces deep Doze idle at once (`adb shell dumpsys deviceidle force-idle deep`), or lets
    /// Doze follow the screen and the charger again (`unforce`). See ``forceDeviceIdle(deep:)``.
    public func setDeviceIdle(_ idle: Bool) {
        if idle { forceDeviceIdle(deep: true) } else { unforceDeviceIdle() }
    }

    /// Marks storage low or fine: `DEVICE_STORAGE_LOW` / `DEVICE_STORAGE_OK`.
    public func setStorageLow(_ low: Bool) {
        guard low != conditions.isStorageLow else { return }
        let call = beginDirectCall()
        conditions.isStorageLow = low
        core.recordCondition(.storageLow(low), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: low ? IntentAction.deviceStorageLow : IntentAction.deviceStorageOk))
    }

    /// Turns the screen on or off. On is the user waking *and unlocking* the phone (see ``peek()`` for a screen
    /// that comes on still locked); off locks it.
    ///
    /// Off puts the simulated CPU to sleep: non-wakeup alarms (TIME_TICK, DATE_CHANGED, apps' RTC and
    /// ELAPSED_REALTIME alarms) wait, and Doze begins when the device is unplugged. On wakes it: each waiting alarm
    /// goes off once — one late TIME_TICK if a minute boundary passed, no replay of the missed minutes — then the
    /// system sends one more TIME_TICK at once, as AlarmManagerService does on every change to interactive, so a
    /// clock is redrawn on each screen-on; then `SCREEN_ON` is sent, and unlocking ends Doze.
    /// `SCREEN_ON` / `SCREEN_OFF` reach registered receivers only.
    public func setScreenOn(_ on: Bool) {
        guard on != conditions.isScreenOn || (on && conditions.isLocked) else { return }
        let call = beginDirectCall()
        let unlocksAPeek = on && conditions.isScreenOn
        if on != conditions.isScreenOn {
            conditions.isScreenOn = on
            core.recordCondition(.screenOn(on), in: call)
            if on { alarmManagerService.deviceBecameInteractive() }
            broadcastQueue.sendSystemBroadcast(
                Intent(action: on ? IntentAction.screenOn : IntentAction.screenOff, flags: .receiverRegisteredOnly))
            jobScheduler.screenChanged(on: on)
            appStandbyController.screenChanged(on: on)
        }
        // The keyguard follows the screen silently; only unlocking after a peek is a change of its own.
        setLocked(!on, recorded: unlocksAPeek, in: call)
        deviceIdleController.conditionsChanged(reason: on ? .unlocked : .noActivity)
    }

    /// A lock-screen peek: the screen comes on and the keyguard still shows (a notification glance, the power
    /// button pressed without unlocking). Non-wakeup alarms are delivered and `SCREEN_ON` is sent as for
    /// ``setScreenOn(_:)``, but Doze goes on: with `wait_for_unlock` (Android's default) only unlocking ends it
    /// (DeviceIdleController.java:3477-3483). Turn the screen off again with `setScreenOn(false)`, or unlock with
    /// `setScreenOn(true)`.
    ///
    /// ```swift
    /// device.peek()
    /// print(device.doze.deep)   // still IDLE
    /// ```
    public func peek() {
        guard !conditions.isScreenOn else { return }
        let call = beginDirectCall()
        conditions.isScreenOn = true
        core.recordCondition(.screenOn(true), in: call)
        setLocked(true, recorded: true, in: call)
        alarmManagerService.deviceBecameInteractive()
        broadcastQueue.sendSystemBroadcast(Intent(action: IntentAction.screenOn, flags: .receiverRegisteredOnly))
        jobScheduler.screenChanged(on: true)
        appStandbyController.screenChanged(on: true)
        deviceIdleController.conditionsChanged(reason: .screen)
    }

    /// Starts or stops moving the device. Starting is one significant-motion event: deep Doze past INACTIVE starts
    /// over (`handleMotionDetectedLocked`), and while the device moves, deep Doze cannot pass SENSING. Stopping
    /// changes nothing at once: the phone is still again for the next motion check.
    public func setMoving(_ moving: Bool) {
        guard moving != conditions.isMoving else { return }
        let call = beginDirectCall()
        conditions.isMoving = moving
        core.recordCondition(.moving(moving), in: call)
        if moving { deviceIdleController.motionDetected() }
    }

    private func setLocked(_ locked: Bool, recorded: Bool, in call: DirectCall) {
        guard locked != conditions.isLocked else { return }
        conditions.isLocked = locked
        if recorded { core.recordCondition(.locked(locked), in: call) }
    }

    private func updateBatteryLow(in call: DirectCall) {
        let wasLow = conditions.isBatteryLow
        conditions.updateBatteryLow()
        guard wasLow != conditions.isBatteryLow else { return }
        core.recordCondition(.batteryLow(conditions.isBatteryLow), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: conditions.isBatteryLow ? IntentAction.batteryLow : IntentAction.batteryOkay))
    }
}
