import Testing

@testable import GlanceSim

/// `alarm.*` records carry typed ``AlarmTraceEvent`` payloads whose values are AlarmManagerService's: the
/// alarm as the service holds it after its clamps, why it left, how many repeats one delivery stands for.
@Suite struct AlarmTraceEventTests {
    private let package = "com.example.alarms"

    private func context(on device: Device, targetSdk: Int = 30) throws -> AppContext {
        try device.install(AppManifest(packageName: package, targetSdkVersion: targetSdk))
        return try device.context(for: package)
    }

    private func operation(_ context: AppContext, requestCode: Int32 = 0, flags: PendingIntent.Flags = [])
        throws -> PendingIntent
    {
        try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: requestCode, intent: Intent(action: "com.example.ALARM", package: package),
                flags: flags))
    }

    private func alarmEvents(_ device: Device) -> [AlarmTraceEvent] {
        device.trace.records.compactMap { record in
            guard case .alarm(let event) = record.event else { return nil }
            return event
        }
    }

    /// AlarmManagerService.setImpl: a trigger under MIN_FUTURITY (5 s) ahead is moved to now + 5 s, and the
    /// record carries the clamped trigger and when the alarm fires, not the requested values.
    @Test func setCarriesTheClampedTriggerAndWhenItFires() throws {
        let device = TestApps.device()
        let context = try context(on: device, targetSdk: 18)  // pre-KitKat: set() is exact
        let pending = try operation(context)
        context.alarmManager.set(.elapsedRealtime, triggerAtMillis: 1_000, operation: pending)
        guard case .set(let alarm) = try #require(alarmEvents(device).first) else {
            Issue.record("the first alarm record is not alarm.set")
            return
        }
        #expect(alarm.id == AlarmID(value: 1))
        #expect(alarm.package == package)
        #expect(alarm.type == .elapsedRealtime)
        #expect(alarm.triggerAtMillis == 5_000)
        #expect(alarm.windowMillis == 0)
        #expect(alarm.intervalMillis == 0)
        #expect(alarm.operation == pending)
        #expect(alarm.firesAt == .zero + .seconds(5))
        let record = try #require(device.trace.records.first { $0.kind == .alarmSet })
        #expect(record.subject == package)
        #expect(record.details == "alarm#1 ELAPSED_REALTIME trigger 5000 exact \(pending) fires at 0d 00:00:05.000")
        #expect(record.event.packageName == package)
    }

    /// AlarmManagerService.setImplLocked removes an alarm with an equal PendingIntent first; `cancel` and a
    /// cancelled PendingIntent (`CancelListener`) remove alarms too: each removal says which it was.
    @Test func cancelSaysWhyTheAlarmWent() throws {
        let device = TestApps.device()
        let context = try context(on: device)
        let first = try operation(context, requestCode: 1)
        let second = try operation(context, requestCode: 2)
        let third = try operation(context, requestCode: 3)
        context.alarmManager.set(.rtc, triggerAtMillis: 0, operation: first)
        context.alarmManager.set(.rtc, triggerAtMillis: 0, operation: first)  // replaces alarm#1
        context.alarmManager.set(.rtc, triggerAtMillis: 0, operation: second)
        context.alarmManager.cancel(second)
        context.alarmManager.set(.rtc, triggerAtMillis: 0, operation: third)
        third.cancel(context)
        let removals = alarmEvents(device).compactMap { event -> (AlarmID, AlarmRemovalReason)? in
            guard case .cancel(let alarm, let reason) = event else { return nil }
            #expect(alarm.firesAt == nil)
            return (alarm.id, reason)
        }
        #expect(removals.map(\.0) == [AlarmID(value: 1), AlarmID(value: 3), AlarmID(value: 4)])
        #expect(removals.map(\.1) == [.replaced, .cancelled, .pendingIntentCancelled])
        #expect(
            device.trace.records.filter { $0.kind == .alarmCancel }.map { $0.details.hasSuffix(" cancelled") }
                == [false, true, true])
    }

    /// AlarmManagerService: missed repeats collapse into one delivery whose EXTRA_ALARM_COUNT counts them, and
    /// the repeating alarm's requested time moves on by that many intervals.
    @Test func fireCountsCollapsedRepeatsAndShowsTheNextTrigger() throws {
        let device = TestApps.device()
        let context = try context(on: device, targetSdk: 18)
        context.alarmManager.setRepeating(
            .elapsedRealtime, triggerAtMillis: 60_000, intervalMillis: 60_000, operation: try operation(context))
        device.setScreenOn(false)
        try device.advance(by: .minutes(5))  // 1:00 … 5:00 fall due asleep; only the first waits
        device.setScreenOn(true)
        let events = alarmEvents(device)
        let deferred = events.compactMap { event -> AlarmInfo? in
            if case .deferred(let alarm) = event { alarm } else { nil }
        }
        #expect(deferred.map(\.triggerAtMillis) == [60_000])
        #expect(deferred.map(\.firesAt) == [nil])
        guard case .fire(let alarm, let count) = try #require(events.last) else {
            Issue.record("the last alarm record is not alarm.fire")
            return
        }
        #expect(count == 5)
        #expect(alarm.triggerAtMillis == 360_000)
        #expect(alarm.firesAt == .zero + .minutes(6))
    }

    /// The system's own TIME_TICK and DATE_CHANGED alarms are non-wakeup (ClockReceiver): asleep, each waits,
    /// recorded under `android` with the alarm as a typed value and no app package.
    @Test func theClockAlarmsWaitingForAWakeAreTyped() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1, hour: 23, minute: 59, second: 30))
        device.setScreenOn(false)
        try device.advance(by: .minutes(1))
        let deferred = device.trace.records.filter { $0.kind == .alarmDeferred }
        #expect(
            deferred.map(\.event) == [
                .alarm(.clockAlarmDeferred(.timeTick)), .alarm(.clockAlarmDeferred(.dateChanged)),
            ])
        #expect(deferred.map(\.subject) == ["android", "android"])
        #expect(
            deferred.map(\.details) == [
                "TIME_TICK waits for the device to wake", "DATE_CHANGED waits for the device to wake",
            ])
        #expect(deferred.allSatisfy { $0.event.packageName == nil })
    }

    /// AlarmManagerService.deliverLocked: a repeating alarm whose PendingIntent can no longer be sent
    /// (`PendingIntent.CanceledException`) is removed — "This IntentSender is no longer valid, but this is a
    /// repeating alarm, so toss the hoser" — while a one-time alarm simply ends.
    @Test func aRepeatingAlarmWhoseOneShotPendingIntentIsSpentIsRemoved() throws {
        let device = TestApps.device()
        let context = try context(on: device, targetSdk: 18)
        context.alarmManager.setRepeating(
            .elapsedRealtime, triggerAtMillis: 60_000, intervalMillis: 60_000,
            operation: try operation(context, flags: .oneShot))
        try device.advance(by: .minutes(2))
        let kinds = alarmEvents(device).map { event -> String in
            switch event {
            case .set: "set"
            case .fire(_, let count): "fire \(count)"
            case .cancel(_, let reason): "cancel \(reason)"
            case .deferred, .clockAlarmDeferred, .heldByDoze: "deferred"
            }
        }
        #expect(kinds == ["set", "fire 1", "fire 1", "cancel PendingIntent cancelled"])
        #expect(device.alarms().isEmpty)
    }
}
