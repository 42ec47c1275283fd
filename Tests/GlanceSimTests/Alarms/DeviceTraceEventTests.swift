import GlanceSim
import Testing

/// `device.*` records carry typed ``DeviceTraceEvent`` payloads: which condition changed to which value, and
/// the number of the boot a reboot begins.
@Suite struct DeviceTraceEventTests {
    private func deviceEvents(_ device: Device) -> [DeviceTraceEvent] {
        device.trace.records.compactMap { record in
            guard case .device(let event) = record.event else { return nil }
            return event
        }
    }

    /// Each setter records its condition's new value (`set idle on` forces deep Doze, which records that Doze now
    /// holds apps; JobScheduler's idleness waits for 31 minutes of screen off); BatteryService's low-battery latch (15 % unplugged, back
    /// at 20 % or plugged in) records `batteryLow` after the change that moved it.
    @Test func everyConditionChangeCarriesItsNewValue() {
        let device = TestApps.device()
        device.setNetwork(.metered)
        device.setBatteryLevel(12)
        device.setCharging(true)
        device.setDeviceIdle(true)
        device.setStorageLow(true)
        device.setScreenOn(false)
        device.setNetwork(.metered)  // no change, no record
        #expect(
            deviceEvents(device) == [
                .condition(.network(.metered)),
                .condition(.batteryLevel(12)),
                .condition(.batteryLow(true)),
                .condition(.charging(true)),
                .condition(.batteryLow(false)),
                .condition(.dozing(true)),
                .condition(.storageLow(true)),
                .condition(.screenOn(false)),
            ])
        #expect(
            device.trace.records.filter { $0.kind == .deviceCondition }.map(\.details) == [
                "network=metered", "battery=12", "batteryLow=true", "charging=true", "batteryLow=false",
                "dozing=true", "storageLow=true", "screen=off",
            ])
    }

    /// A reboot records the number of the boot it begins, which ``DeviceClock/bootCount`` then shows.
    @Test func rebootCarriesTheNewBootCount() {
        let device = TestApps.device()
        device.powerLoss()
        device.powerLoss()
        #expect(deviceEvents(device) == [.reboot(bootCount: 2), .reboot(bootCount: 3)])
        #expect(device.clock.bootCount == 3)
        let record = device.trace.records.last { $0.kind == .deviceReboot }
        #expect(record?.subject == "android")
        #expect(record?.details == "boot 3")
        #expect(record?.event.packageName == nil)
    }
}
