import GlanceSim
import Testing

/// Moving virtual time: forward only, bounded runs, one event at a time.
@Suite struct TimeControlTests {
    @Test func movingTimeBackwardsIsRejected() throws {
        let device = TestApps.device()
        try device.advance(by: .seconds(10))
        let error = #expect(throws: SimulationError.self) { try device.advance(to: .zero) }
        #expect(error?.code == .timeWentBackwards)
        #expect(device.now == .zero + .seconds(10))
        #expect(throws: SimulationError.self) { try device.advance(by: .milliseconds(-1)) }
    }

    @Test func runUntilIdleIsBoundedByMaxEvents() throws {
        // A receiver that re-arms a one-shot alarm every time it fires never lets the device go idle.
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 30))
        let context = try device.context(for: "com.example.a")
        let pending = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 0, intent: Intent(action: "com.example.R", package: "com.example.a"), flags: []))
        try context.registerReceiver(
            BlockReceiver { context, _ in
                try context.alarmManager.setExact(.elapsedRealtime, triggerAtMillis: 0, operation: pending)
            }, IntentFilter(action: "com.example.R"))
        try context.alarmManager.setExact(.elapsedRealtime, triggerAtMillis: 0, operation: pending)
        let error = #expect(throws: SimulationError.self) { try device.runUntilIdle(maxEvents: 50) }
        #expect(error?.code == .eventLimitExceeded)
    }

    @Test func runUntilIdleLetsRepeatingAlarmsRecur() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 30))
        let context = try device.context(for: "com.example.a")
        let repeating = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 0, intent: Intent(action: "com.example.R", package: "com.example.a"), flags: []))
        context.alarmManager.setRepeating(
            .elapsedRealtime, triggerAtMillis: 0, intervalMillis: 60_000, operation: repeating)
        #expect(try device.runUntilIdle() == 0)
    }

    @Test func runUntilIdleIgnoresTheSystemClockAlarms() throws {
        let device = TestApps.device()
        #expect(try device.runUntilIdle() == 0)
        #expect(device.now == .zero)
    }

    @Test func stepRunsExactlyOneEvent() throws {
        let device = TestApps.device()
        #expect(device.step())  // the first TIME_TICK
        #expect(device.now == .zero + .seconds(30))
        #expect(device.trace.count(of: .clockTick) == 1)
    }

    @Test func broadcastSentDuringAnEventRunsAfterEventsAlreadyDueThen() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 30))
        let context = try device.context(for: "com.example.a")
        let recorder = Recorder()
        for action in ["com.example.A", "com.example.B", "com.example.C"] {
            try context.registerReceiver(
                BlockReceiver { context, intent in
                    recorder.log.append(intent.action!)
                    if intent.action == "com.example.A" { try context.sendBroadcast(Intent(action: "com.example.C")) }
                }, IntentFilter(action: action))
        }
        try device.sendBroadcast(Intent(action: "com.example.A"))
        try device.sendBroadcast(Intent(action: "com.example.B"))
        try device.advance(by: .zero)
        #expect(recorder.log == ["com.example.A", "com.example.B", "com.example.C"])
    }
}
