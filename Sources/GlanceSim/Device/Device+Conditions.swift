extension Device {
    /// Changes the network. Sends `CONNECTIVITY_CHANGE` (which manifest receivers of apps targeting API 24+
    /// never get).
    public func setNetwork(_ network: NetworkState) {
        guard network != conditions.network else { return }
        let call = beginDirectCall()
        conditions.network = network
        recordCondition(.network(network), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(Intent(action: IntentAction.connectivityChange))
    }

    /// Plugs the device in or unplugs it: `ACTION_POWER_CONNECTED` / `ACTION_POWER_DISCONNECTED`, and the
    /// battery-low state is re-evaluated.
    public func setCharging(_ charging: Bool) {
        guard charging != conditions.isCharging else { return }
        let call = beginDirectCall()
        conditions.isCharging = charging
        recordCondition(.charging(charging), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: charging ? IntentAction.powerConnected : IntentAction.powerDisconnected))
        updateBatteryLow(in: call)
    }

    /// Sets the battery level (0…100). Crossing Android's thresholds sends `BATTERY_LOW` (unplugged at 15 % or
    /// less) or `BATTERY_OKAY` (back at 20 %), as BatteryService does.
    public func setBatteryLevel(_ level: Int) {
        let clamped = min(100, max(0, level))
        guard clamped != conditions.batteryLevel else { return }
        let call = beginDirectCall()
        conditions.batteryLevel = clamped
        recordCondition(.batteryLevel(clamped), in: call)
        updateBatteryLow(in: call)
    }

    /// Enters or leaves Doze: `DEVICE_IDLE_MODE_CHANGED` (registered receivers only).
    public func setDeviceIdle(_ idle: Bool) {
        guard idle != conditions.isDeviceIdle else { return }
        let call = beginDirectCall()
        conditions.isDeviceIdle = idle
        recordCondition(.deviceIdle(idle), in: call)
        workConditionsChanged()
        if idle { glance.deviceBecameIdle() }
        broadcastQueue.sendSystemBroadcast(
            Intent(action: IntentAction.deviceIdleModeChanged, flags: .receiverRegisteredOnly))
    }

    /// Marks storage low or fine: `DEVICE_STORAGE_LOW` / `DEVICE_STORAGE_OK`.
    public func setStorageLow(_ low: Bool) {
        guard low != conditions.isStorageLow else { return }
        let call = beginDirectCall()
        conditions.isStorageLow = low
        recordCondition(.storageLow(low), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: low ? IntentAction.deviceStorageLow : IntentAction.deviceStorageOk))
    }

    /// Turns the screen on or off. Off puts the simulated CPU to sleep: non-wakeup alarms (TIME_TICK,
    /// DATE_CHANGED, apps' RTC and ELAPSED_REALTIME alarms) wait. On wakes it: each waiting alarm goes off
    /// once — one late TIME_TICK if a minute boundary passed, no replay of the missed minutes — then the
    /// system sends one more TIME_TICK at once, as AlarmManagerService does on every change to interactive,
    /// so a clock is redrawn on each screen-on; then `SCREEN_ON` is sent.
    /// `SCREEN_ON` / `SCREEN_OFF` reach registered receivers only.
    public func setScreenOn(_ on: Bool) {
        guard on != conditions.isScreenOn else { return }
        let call = beginDirectCall()
        conditions.isScreenOn = on
        recordCondition(.screenOn(on), in: call)
        if on { alarmManagerService.deviceBecameInteractive() }
        broadcastQueue.sendSystemBroadcast(
            Intent(action: on ? IntentAction.screenOn : IntentAction.screenOff, flags: .receiverRegisteredOnly))
    }

    private func updateBatteryLow(in call: DirectCall) {
        let wasLow = conditions.isBatteryLow
        conditions.updateBatteryLow()
        guard wasLow != conditions.isBatteryLow else { return }
        recordCondition(.batteryLow(conditions.isBatteryLow), in: call)
        workConditionsChanged()
        broadcastQueue.sendSystemBroadcast(
            Intent(action: conditions.isBatteryLow ? IntentAction.batteryLow : IntentAction.batteryOkay))
    }

    private func recordCondition(_ change: DeviceConditionChange, in call: DirectCall) {
        record(.deviceCondition, .device(.condition(change)))
    }
}
