import Testing

@testable import GlanceSim

/// AlarmManagerService as the device's owner of alarms: what a reboot loses and re-arms, which of its events
/// count as recurring timers for ``Device/runUntilIdle(maxEvents:)``, and a TIME_TICK path that behaves the
/// same whether the trace keeps records or only counts them.
@Suite struct AlarmManagerServiceTests {
    private let package = "com.example.alarms"

    private func context(on device: Device) throws -> AppContext {
        try device.install(AppManifest(packageName: package, targetSdkVersion: 18))  // pre-KitKat: exact alarms
        return try device.context(for: package)
    }

    private func operation(_ context: AppContext, requestCode: Int32) throws -> PendingIntent {
        try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: requestCode, intent: Intent(action: "com.example.ALARM", package: package),
                flags: []))
    }

    /// A reboot starts a new AlarmManagerService: app alarms, alarms waiting for a wake and PendingIntents are
    /// gone, and its ClockReceiver arms TIME_TICK for the next wall-minute boundary and DATE_CHANGED for the next
    /// local midnight (`scheduleTimeTickEvent`, `scheduleDateChangedEvent` in the service's start).
    @Test func rebootForgetsAlarmsAndWaitingAlarmsAndRearmsTheClockAlarms() throws {
        let device = TestApps.device()  // 00:00:30 UTC
        let context = try context(on: device)
        let waiting = try operation(context, requestCode: 1)
        context.alarmManager.set(.elapsedRealtime, triggerAtMillis: 10_000, operation: waiting)
        context.alarmManager.set(
            .rtc, triggerAtMillis: 4_102_444_800_000, operation: try operation(context, requestCode: 2))
        device.setScreenOn(false)
        try device.advance(by: .seconds(45))  // the app alarm and the 00:01 TIME_TICK wait for a wake
        #expect(device.trace.count(of: .alarmDeferred) == 2)
        device.powerLoss()  // at 00:01:15 UTC
        #expect(device.alarms().isEmpty)
        #expect(waiting.intent(context) == nil)
        let clockAlarms = device.pendingEvents.filter { ["TIME_TICK", "DATE_CHANGED"].contains($0.description) }
        #expect(clockAlarms.map(\.description) == ["TIME_TICK", "DATE_CHANGED"])
        #expect(
            clockAlarms.map { device.clock.wallTime(at: $0.instant) } == [
                WallTime(year: 2026, month: 1, day: 1, minute: 2), WallTime(year: 2026, month: 1, day: 2),
            ])
        device.setScreenOn(true)  // nothing from before the reboot is delivered late; the screen-on tick goes out
        #expect(device.trace.records.filter { $0.instant == device.now && $0.kind == .alarmFire }.isEmpty)
        #expect(
            device.trace.records.filter { $0.instant == device.now && $0.kind == .clockTick }.map(\.event) == [
                .clock(.tick(LocalDateTime(year: 2026, month: 1, day: 1, minute: 1, second: 15), .screenOn))
            ])
        try device.advance(by: .seconds(45))
        #expect(device.trace.records.last { $0.kind == .clockTick }?.instant == .zero + .seconds(90))
    }

    /// Each layer has one name for the alarm API: the device's service is `alarmManagerService`, the app's
    /// handle is `context.alarmManager` (the `android.app.AlarmManager` it calls), and the handle is a view
    /// of the service's alarms of that app, while the service also holds the other apps' alarms.
    @Test func theAppsAlarmManagerIsAViewOfTheDevicesAlarmManagerService() throws {
        let device = TestApps.device()
        let context = try context(on: device)
        try device.install(AppManifest(packageName: "com.example.other", targetSdkVersion: 18))
        let other = try device.context(for: "com.example.other")
        context.alarmManager.set(
            .rtc, triggerAtMillis: 4_102_444_800_000, operation: try operation(context, requestCode: 1))
        let otherOperation = try #require(
            try PendingIntent.getBroadcast(
                other, requestCode: 1, intent: Intent(action: "com.example.ALARM", package: "com.example.other"),
                flags: []))
        other.alarmManager.set(.rtc, triggerAtMillis: 4_102_444_800_000, operation: otherOperation)
        let service: AlarmManagerService = device.alarmManagerService
        #expect(context.alarmManager.alarms.map(\.id) == service.alarms(of: package).map(\.id))
        #expect(context.alarmManager.alarms.count == 1)
        #expect(service.alarms(of: nil).count == 2)
        #expect(device.pendingEvents.filter { !["TIME_TICK", "DATE_CHANGED"].contains($0.description) }.count == 2)
    }

    /// The TIME_TICK and DATE_CHANGED alarms and repeating alarms recur by themselves, so `runUntilIdle` runs
    /// until only they are left; a one-time alarm is work it waits for.
    @Test func runUntilIdleWaitsForOneTimeAlarmsButNotForRecurringOnes() throws {
        let device = TestApps.device()
        #expect(try device.runUntilIdle() == 0)
        let context = try context(on: device)
        context.alarmManager.setRepeating(
            .elapsedRealtime, triggerAtMillis: 900_000, intervalMillis: 900_000,
            operation: try operation(context, requestCode: 1))
        #expect(try device.runUntilIdle() == 0)
        context.alarmManager.set(
            .elapsedRealtime, triggerAtMillis: 3_600_000, operation: try operation(context, requestCode: 2))
        try device.runUntilIdle()
        #expect(device.now == .zero + .hours(1))
        #expect(device.alarms().map(\.intervalMillis) == [900_000])
        #expect(
            device.pendingEvents.map(\.description).sorted() == [
                "DATE_CHANGED", "TIME_TICK", "alarm \(package) \(device.alarms()[0].operation)",
            ])
    }

    /// In counting mode the TIME_TICK path builds no record, yet runs the same events in the same order: a day
    /// of a clock app gives the same counts per kind as with every record kept.
    @Test func aDayOfTicksCountsTheSameInCountingModeAsInFullMode() throws {
        func run(_ mode: Trace.Mode) throws -> Device {
            let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1, second: 30), traceMode: mode)
            try device.install(AppManifest(packageName: "com.example.clock", targetSdkVersion: 34))
            try device.context(for: "com.example.clock").registerReceiver(
                BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
            device.setScreenOn(false)
            try device.advance(by: .hours(1))
            device.setScreenOn(true)
            try device.advance(by: .days(1))
            return device
        }
        let full = try run(.full)
        let counting = try run(.counting)
        #expect(counting.trace.records.isEmpty)
        #expect(counting.trace.counts.map(\.kind) == full.trace.counts.map(\.kind))
        #expect(counting.trace.counts.map(\.count) == full.trace.counts.map(\.count))
        #expect(counting.eventsRun == full.eventsRun)
        #expect(full.trace.count(of: .clockTick) == 1 + 1 + 60 * 24)  // the late tick, the screen-on tick, a day
    }
}
