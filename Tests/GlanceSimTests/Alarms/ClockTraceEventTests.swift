import GlanceSim
import Testing

/// `clock.*` records carry typed ``ClockTraceEvent`` payloads: the local time a TIME_TICK or DATE_CHANGED
/// brings, the wall times and zone identifiers of a change, and why a TIME_TICK went out.
@Suite struct ClockTraceEventTests {
    private func clockEvents(_ device: Device) -> [ClockTraceEvent] {
        device.trace.records.compactMap { record in
            guard case .clock(let event) = record.event else { return nil }
            return event
        }
    }

    /// AlarmManagerService's ClockReceiver: TIME_TICK at each wall-minute boundary, in local time, and
    /// DATE_CHANGED at local midnight, which in Berlin on 2026-03-29 is 22:00 UTC of the day before.
    @Test func ticksAndDateChangesCarryTheLocalTime() throws {
        let device = Device(
            wallTime: WallTime(year: 2026, month: 3, day: 28, hour: 22, minute: 58, second: 30),
            timeZone: try #require(TimeZoneRules(identifier: "Europe/Berlin")))
        try device.advance(by: .minutes(2))
        let events = clockEvents(device)
        let midnight = LocalDateTime(year: 2026, month: 3, day: 29)
        #expect(
            events == [
                .tick(LocalDateTime(year: 2026, month: 3, day: 28, hour: 23, minute: 59), .minuteBoundary),
                .dateChanged(midnight),  // armed at boot, so it runs before the TIME_TICK re-armed at 23:59
                .tick(midnight, .minuteBoundary),
            ])
        #expect(
            device.trace.records.filter { $0.event.kind.rawValue.hasPrefix("clock.") }.map(\.details)
                == ["23:59", "2026-03-29", "00:00"])
    }

    /// AOSP `AlarmManagerServiceTest#sendsTimeTickOnInteractive` (AlarmManagerService.interactiveStateChangedLocked):
    /// the screen-on TIME_TICK is told apart from the alarm's by its cause, at the local time it is sent.
    @Test func theScreenOnTickSaysItWasTheScreen() throws {
        let device = TestApps.device()  // 00:00:30 UTC
        device.setScreenOn(false)
        try device.advance(by: .seconds(10))
        device.setScreenOn(true)
        let tick = try #require(clockEvents(device).last)
        #expect(tick == .tick(LocalDateTime(year: 2026, month: 1, day: 1, second: 40), .screenOn))
        #expect(device.trace.records.last { $0.kind == .clockTick }?.details == "00:00 screen on")
    }

    /// Setting the clock records both wall times, whether or not AlarmManagerService takes the change for a
    /// real one; changing the zone records both identifiers.
    @Test func settingTheClockAndTheZoneRecordsTheirValues() throws {
        let device = TestApps.device()
        let before = device.clock.wallTime
        let after = WallTime(year: 2026, month: 6, day: 1, hour: 12)
        device.setWallTime(after)
        device.setTimeZone(try #require(TimeZoneRules(identifier: "Asia/Tokyo")))
        let events = clockEvents(device)
        #expect(
            events == [.wallTimeSet(from: before, to: after), .timeZoneChanged(from: "UTC", to: "Asia/Tokyo")])
        #expect(
            device.trace.records.filter { $0.kind == .clockSet || $0.kind == .clockZone }.map(\.details) == [
                "2026-01-01T00:00:30.000Z -> 2026-06-01T12:00:00.000Z", "UTC -> Asia/Tokyo",
            ])
        #expect(device.trace.records.filter { $0.kind == .clockSet }.allSatisfy { $0.event.packageName == nil })
    }
}
