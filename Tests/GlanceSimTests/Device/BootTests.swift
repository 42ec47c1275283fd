import GlanceSim
import Testing

/// Reboot: processes end, alarms go, storage stays, elapsed realtime restarts, and the boot broadcasts
/// come in order (android.md §8 item 6; UserController sends them ordered, to RECEIVE_BOOT_COMPLETED holders).
@Suite struct BootTests {
    private func bootApp(permission: Bool, recorder: Recorder) -> AppManifest {
        var manifest = AppManifest(
            packageName: permission ? "com.example.boot" : "com.example.noperm", targetSdkVersion: 34,
            usesPermissions: permission ? [Device.receiveBootCompleted] : [])
        manifest.receivers = [
            TestApps.receiver(
                ".Boot", actions: [IntentAction.lockedBootCompleted, IntentAction.bootCompleted], recorder: recorder)
        ]
        return manifest
    }

    @Test func rebootEndsProcessesThenSendsLockedBootCompletedThenBootCompleted() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try device.install(bootApp(permission: true, recorder: recorder))
        try device.startProcess("com.example.boot")
        try device.advance(by: .hours(5))
        let wallBefore = device.clock.wallTime
        device.powerLoss()
        #expect(device.clock.elapsedRealtime == .zero)
        #expect(device.clock.wallTime == wallBefore)
        #expect(device.clock.bootCount == 2)
        try device.runUntilIdle()
        #expect(
            recorder.log == [
                "com.example.boot.Boot android.intent.action.LOCKED_BOOT_COMPLETED",
                "com.example.boot.Boot android.intent.action.BOOT_COMPLETED",
            ])
        let kinds = device.trace.records.filter { $0.instant == device.now }.map(\.kind)
        let reboot = try #require(kinds.firstIndex(of: .deviceReboot))
        let death = try #require(kinds.firstIndex(of: .processDeath))
        let firstDelivery = try #require(kinds.firstIndex(of: .broadcastDeliver))
        #expect(reboot < death && death < firstDelivery)
    }

    @Test func bootBroadcastsNeedReceiveBootCompleted() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try device.install(bootApp(permission: false, recorder: recorder))
        device.powerLoss()
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)
    }

    @Test func storageSurvivesRebootAndTicksResumeOnTheMinute() throws {
        let device = TestApps.device()  // 00:00:30
        try device.install(AppManifest(packageName: "com.example.a"))
        try device.storage(of: "com.example.a").dataStore(named: "s").edit { $0[stringPreferencesKey("k")] = "v" }
        try device.advance(by: .seconds(20))
        device.powerLoss()  // at 00:00:50 wall
        try device.advance(by: .seconds(40))
        // Re-armed at boot for the next wall-minute boundary, 00:01:00, 10 s after the reboot.
        let ticks = device.trace.records.filter { $0.kind == .clockTick }.map(\.instant)
        #expect(ticks == [.zero + .seconds(30)])
        #expect(try device.storage(of: "com.example.a").dataStore(named: "s").data[stringPreferencesKey("k")] == "v")
    }
}
