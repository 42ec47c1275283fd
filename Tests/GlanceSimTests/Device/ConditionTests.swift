import GlanceSim
import Testing

/// Device conditions and the system broadcasts that go with them.
@Suite struct ConditionTests {
    @Test func batteryLowFollowsBatteryServiceHysteresis() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        let recorder = Recorder()
        var filter = IntentFilter(action: IntentAction.batteryLow)
        filter.actions.append(IntentAction.batteryOkay)
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, intent in recorder.log.append(intent.action!) }, filter, flags: .notExported)
        device.setBatteryLevel(16)
        #expect(!device.conditions.isBatteryLow)
        device.setBatteryLevel(15)
        #expect(device.conditions.isBatteryLow)
        device.setBatteryLevel(19)
        #expect(device.conditions.isBatteryLow)  // stays low until 20 %
        device.setBatteryLevel(20)
        #expect(!device.conditions.isBatteryLow)
        device.setBatteryLevel(10)
        device.setCharging(true)
        #expect(!device.conditions.isBatteryLow)  // plugging in ends low battery
        try device.runUntilIdle()
        #expect(
            recorder.log == [
                IntentAction.batteryLow, IntentAction.batteryOkay, IntentAction.batteryLow, IntentAction.batteryOkay,
            ])
    }

    @Test func unchangedConditionsSendNothing() throws {
        let device = TestApps.device()
        device.setNetwork(.unmetered)
        device.setScreenOn(true)
        device.setCharging(false)
        #expect(device.trace.count(of: .deviceCondition) == 0)
        device.setNetwork(.none)
        #expect(device.conditions.network.isConnected == false)
        #expect(device.trace.count(of: .deviceCondition) == 1)
    }
}
