import GlanceSim
import Testing

/// The `updatePeriodMillis` alarm (android.md §1.9): one per provider, clamped to 30 min, elapsed-realtime
/// wakeup, inexact, and its id list goes stale after a delete.
@Suite struct WidgetUpdateAlarmTests {
    private func setUp(period: Int64, debuggable: Bool = false) throws -> (Device, Recorder) {
        let device = TestApps.device()
        device.sdkInt = 35
        device.isDebuggableBuild = debuggable
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.updatePeriodMillis = period
        let recorder = Recorder()
        try device.install(WidgetTestApps.calendar(info: info, recorder: recorder))
        return (device, recorder)
    }

    @Test func updatePeriodShorterThan30MinutesIsClamped() throws {
        let (device, recorder) = try setUp(period: 60_000)
        try device.addWidget(WidgetTestApps.provider)
        try device.advance(by: .minutes(29))
        #expect(recorder.log.filter { $0.hasPrefix("onUpdate") }.count == 1)  // the bind's
        try device.advance(by: .minutes(1))
        #expect(recorder.log.filter { $0.hasPrefix("onUpdate") }.count == 2)
        let alarm = try #require(device.alarms().first)
        #expect(alarm.type == .elapsedRealtimeWakeup)
        #expect(alarm.intervalMillis == 1_800_000)
        #expect(alarm.windowMillis == 1_350_000)  // inexact: 75 % of the interval
    }

    @Test func debuggableAndroid15BuildDoesNotClamp() throws {
        let (device, _) = try setUp(period: 120_000, debuggable: true)
        try device.addWidget(WidgetTestApps.provider)
        #expect(device.alarms().first?.intervalMillis == 120_000)
    }

    @Test func zeroPeriodSetsNoAlarm() throws {
        let (device, _) = try setUp(period: 0)
        try device.addWidget(WidgetTestApps.provider)
        #expect(device.alarms().isEmpty)
    }

    @Test func periodicUpdateWakesASleepingDevice() throws {
        let (device, recorder) = try setUp(period: 1_800_000)
        try device.addWidget(WidgetTestApps.provider)
        device.setScreenOn(false)
        try device.advance(by: .minutes(31))
        #expect(recorder.log.filter { $0.hasPrefix("onUpdate") }.count == 2)
    }

    @Test func deletedIdStaysInThePeriodicUpdateUntilTheNextRegistration() throws {
        let (device, recorder) = try setUp(period: 1_800_000)
        try device.addWidget(WidgetTestApps.provider)
        try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        try device.removeWidget(1)
        try device.advance(by: .minutes(30))
        // The alarm's PendingIntent still carries [1, 2]: deleting does not re-register (DERIVED, §1.9).
        #expect(recorder.log.last == "onUpdate [1, 2]")
        try device.addWidget(WidgetTestApps.provider)  // a bind re-registers: the list is refreshed
        try device.advance(by: .minutes(30))
        #expect(recorder.log.last == "onUpdate [2, 3]")
    }
}
