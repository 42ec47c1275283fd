import Testing

@testable import GlanceSim

/// Virtual time cannot trap and cannot run away: arithmetic clamps, and no step goes past the horizon.
@Suite struct SimulationHorizonTests {
    @Test func horizonIsOneHundredYearsOf365Point25DaysAfterTheStart() {
        #expect(SimInstant.horizon.milliseconds == 36_525 * 86_400_000)
        #expect(SimInstant.horizon.description == "36525d 00:00:00.000")
    }

    /// The repro: `advance 3s` then `advance 9223372036854775807ms` trapped in `Device.advance(by:)`.
    @Test func advanceByAHugeDurationIsRefusedUpFrontWithoutRunningAnything() throws {
        let device = Device()
        try device.advance(by: .seconds(3))
        let eventsBefore = device.eventsRun
        #expect {
            try device.advance(by: .milliseconds(.max))
        } throws: { error in
            (error as? SimulationError)?.code == .beyondHorizon
        }
        #expect(device.eventsRun == eventsBefore)
        #expect(device.now == SimInstant(milliseconds: 3_000))
    }

    @Test func oneMillisecondPastTheHorizonIsRefusedBeforeAnythingRuns() throws {
        let device = Device()
        #expect(throws: SimulationError.self) { try device.advance(to: .horizon + .milliseconds(1)) }
        #expect(throws: SimulationError.self) { try device.advance(by: .days(36_525) + .milliseconds(1)) }
        #expect(device.now == .zero)
        #expect(device.eventsRun == 0)
    }

    /// The repro: `set screen off`, `advance 106751991167d`, `set screen on` trapped in
    /// `DeviceClock.wallTime(at:)`.
    @Test func screenOnAfterARefusedHugeAdvanceDoesNotTrap() throws {
        let device = Device()
        device.setScreenOn(false)
        #expect(throws: SimulationError.self) { try device.advance(by: .days(106_751_991_167)) }
        device.setScreenOn(true)
        try device.advance(by: .minutes(1))
        #expect(device.trace.count(of: .clockTick) >= 1)
    }

    @Test func durationAndInstantArithmeticClampsInsteadOfTrapping() {
        #expect((SimInstant(milliseconds: .max) + .milliseconds(1)).milliseconds == .max)
        #expect((SimInstant(milliseconds: .min) - .milliseconds(1)).milliseconds == .min)
        #expect(SimDuration.days(.max).milliseconds == .max)
        #expect(SimDuration.days(.min).milliseconds == .min)
        #expect((SimDuration.milliseconds(.max) * 2).milliseconds == .max)
        #expect((SimDuration.milliseconds(.max) * -2).milliseconds == .min)
        #expect((WallTime(millisecondsSinceEpoch: .max) + .seconds(1)).millisecondsSinceEpoch == .max)
        #expect((WallTime(millisecondsSinceEpoch: .max) - WallTime(millisecondsSinceEpoch: -1)).milliseconds == .max)
        #expect(WallTime(millisecondsSinceEpoch: .max).nextMinuteBoundary.millisecondsSinceEpoch == .max)
    }

    /// AlarmManagerService.setImpl clamps sums with `addClampPositive` (a trigger near `Long.MAX_VALUE` plus
    /// the window stays `Long.MAX_VALUE`), so such an alarm is set but never comes.
    /// SOURCE: frameworks/base/apex/jobscheduler/service/java/com/android/server/alarm/AlarmManagerService.java
    @Test func alarmAtLongMaxValueClampsLikeAddClampPositiveAndNeverFires() throws {
        let device = Device()
        let package = "com.example.far"
        try device.install(AppManifest(packageName: package, targetSdkVersion: 30))
        let context = try device.context(for: package)
        let intent = Intent(action: "com.example.FAR", package: package)
        let operation = try #require(try PendingIntent.getBroadcast(context, requestCode: 0, intent: intent, flags: []))
        context.alarmManager.set(.rtc, triggerAtMillis: .max, operation: operation)
        let second = try #require(try PendingIntent.getBroadcast(context, requestCode: 1, intent: intent, flags: []))
        context.alarmManager.setWindow(
            .elapsedRealtime, windowStartMillis: .max - 10, windowLengthMillis: 1_000, operation: second)
        #expect(device.alarms(of: package).count == 2)
        try device.advance(by: .hours(1))
        #expect(device.trace.count(of: .alarmFire) == 0)
    }

    @Test func runUntilIdleWithWorkDueAfterTheHorizonStopsWithAnErrorNotATrap() throws {
        let device = Device()
        let package = "com.example.far"
        try device.install(AppManifest(packageName: package, targetSdkVersion: 30))
        let context = try device.context(for: package)
        let intent = Intent(action: "com.example.FAR", package: package)
        let operation = try #require(try PendingIntent.getBroadcast(context, requestCode: 0, intent: intent, flags: []))
        context.alarmManager.set(.elapsedRealtime, triggerAtMillis: .max, operation: operation)
        #expect(throws: SimulationError.self) { try device.runUntilIdle(maxEvents: 1_000) }
        #expect(device.trace.count(of: .alarmFire) == 0)
        #expect(device.now < .horizon)
    }

    /// AppWidgetHostView.updateAppWidgetSize writes `(int)` of each float size; Java's cast saturates and maps
    /// NaN to 0 (JLS §5.1.3). The repro `size 2147483648x4` trapped in `Int32(...)`.
    /// SOURCE: frameworks/base/core/java/android/appwidget/AppWidgetHostView.java
    @Test func sizeOptionsTruncateLikeJavasIntCastAndSaturate() {
        let options = AppWidgetOption.sizeOptions([
            DpSize(width: 2_147_483_648, height: 4.9), DpSize(width: -1e300, height: .nan),
        ])
        #expect(options.int(AppWidgetOption.maxWidth, default: 0) == .max)
        #expect(options.int(AppWidgetOption.minWidth, default: 0) == .min)
        #expect(AppWidgetOption.javaInt(4.9) == 4)
        #expect(AppWidgetOption.javaInt(-4.9) == -4)
        #expect(AppWidgetOption.javaInt(.nan) == 0)
        #expect(AppWidgetOption.javaInt(.infinity) == .max)
    }

    /// The repro `cells 2x47483647`: the cell sizes are computed in `Double` and cannot overflow.
    @Test func hugeCellAreasComputeSizesWithoutOverflow() {
        let cells = WidgetCells(columns: 2, rows: .max)
        #expect(cells.portraitSize.width == 130)
        #expect(cells.portraitSize.height > 1e20)
        let info = AppWidgetProviderInfo(minWidth: .infinity, minHeight: .nan)
        #expect(WidgetCells.defaultCells(for: info) == WidgetCells(columns: 100, rows: 1))
    }

    /// App code takes no virtual time, so a receiver that re-sends its own broadcast would loop forever at one
    /// instant; the simulator stops it with an error instead of hanging.
    @Test func aReceiverThatResendsItsBroadcastForeverStopsWithAnEventLimitError() throws {
        let device = Device()
        let package = "com.example.loop"
        try device.install(AppManifest(packageName: package, targetSdkVersion: 30))
        let context = try device.context(for: package)
        try context.registerReceiver(
            BlockReceiver { context, intent in try context.sendBroadcast(intent) },
            IntentFilter(action: "com.example.LOOP"), flags: .notExported)
        try context.sendBroadcast(Intent(action: "com.example.LOOP", package: package))
        #expect {
            try device.advance(by: .zero)
        } throws: { error in
            (error as? SimulationError)?.code == .eventLimitExceeded
        }
        #expect(device.now == .zero)
    }
}
