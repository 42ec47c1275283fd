import GlanceSim
import GlanceSimTesting
import Testing

/// A test written as a user would write one: a runtime TIME_TICK receiver dies with its process.
@Test func tickReceiverDiesWithProcess() throws {
    let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
    try device.install(AppManifest(packageName: "com.example.clock", targetSdkVersion: 34))
    let ticks = RecordingReceiver()
    try device.context(for: "com.example.clock").registerReceiver(
        ticks, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
    try device.advance(by: .minutes(2))
    try device.kill("com.example.clock")
    try device.advance(by: .minutes(2))
    #expect(ticks.deliveries.count == 2)
    expectTrace(
        device.trace,
        containsInOrder: [
            TraceMatcher(.processDeath, subject: "com.example.clock"),
            TraceMatcher(.broadcastSend, details: "TIME_TICK"),
        ])
}
