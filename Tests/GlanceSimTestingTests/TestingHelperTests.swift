import GlanceSim
import GlanceSimTesting
import Testing

/// The helpers for users' tests, including their own failure messages.
@Suite struct TestingHelperTests {
    @Test func recordingReceiverRecordsDeliveriesInOrderAndDrains() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        try device.install(AppManifest(packageName: "com.example.a"))
        let recorder = RecordingReceiver()
        try device.context(for: "com.example.a").registerReceiver(
            recorder, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        try device.advance(by: .minutes(2))
        #expect(recorder.actions == [IntentAction.timeTick, IntentAction.timeTick])
        #expect(recorder.drain().map(\.instant) == [.zero + .minutes(1), .zero + .minutes(2)])
        #expect(recorder.deliveries.isEmpty)
    }

    @Test func expectTracePassesForRecordsInOrder() throws {
        let device = Device()
        device.powerLoss()
        try device.runUntilIdle()
        expectTrace(
            device.trace,
            containsInOrder: [
                TraceMatcher(.deviceReboot),
                TraceMatcher(.broadcastSend, details: "LOCKED_BOOT_COMPLETED"),
                TraceMatcher(.broadcastSend, details: "act=android.intent.action.BOOT_COMPLETED"),
            ])
    }

    @Test func traceMatcherOnTheTypedPayloadMatchesValuesNotWording() throws {
        let device = Device()
        device.powerLoss()
        device.powerLoss()
        try device.runUntilIdle()
        let secondBoot = TraceMatcher(.deviceReboot, "boot 3") { event in
            if case .device(.reboot(let bootCount)) = event { return bootCount == 3 }
            return false
        }
        #expect(traceMismatch(device.trace, containsInOrder: [secondBoot]) == nil)
        let fourthBoot = TraceMatcher(.deviceReboot, "boot 4") { event in
            if case .device(.reboot(let bootCount)) = event { return bootCount == 4 }
            return false
        }
        let message = try #require(traceMismatch(device.trace, containsInOrder: [fourthBoot]))
        #expect(message.contains("✗ device.reboot where boot 4"))
    }

    @Test func traceMismatchSaysWhatMatchedAndShowsTheRelevantRecords() throws {
        let device = Device()
        try device.advance(by: .minutes(2))
        let message = try #require(
            traceMismatch(
                device.trace,
                containsInOrder: [
                    TraceMatcher(.clockTick, details: "00:01"), TraceMatcher(.clockTick, details: "00:05"),
                ]))
        #expect(message.contains("✓ clock.tick details~\"00:01\""))
        #expect(message.contains("✗ clock.tick details~\"00:05\""))
        #expect(message.contains("matched 1 of 2"))
        #expect(message.contains("0d 00:02:00.000 #"))
    }

    @Test func expectTraceReportsAnIssueOnMismatch() {
        let device = Device()
        withKnownIssue {
            expectTrace(device.trace, containsInOrder: [TraceMatcher(.deviceReboot)])
        } matching: { issue in
            issue.description.contains("has no 'device.reboot' record")
        }
    }
}
