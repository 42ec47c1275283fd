import GlanceSim
import Testing

/// Ordered broadcasts: BroadcastReceiver javadoc (`abortBroadcast`, `setResult*`) and the legacy
/// BroadcastQueue (android.md §3.2).
@Suite struct OrderedBroadcastTests {
    @Test func orderedBroadcastRunsByPriorityPassesResultAndFinalReceiverRunsAfterAbort() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        let action = "com.example.ORDER"
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [
            TestApps.receiver(".Low", actions: [action], priority: 1, recorder: recorder),
            TestApps.receiver(".High", actions: [action], priority: 100, recorder: recorder) { context, _ in
                context.resultCode = 7
                context.resultData = "from high"
            },
            TestApps.receiver(".Middle", actions: [action], priority: 50, recorder: recorder) { context, _ in
                #expect(context.resultCode == 7)
                #expect(context.resultData == "from high")
                context.resultCode = 9
                context.abortBroadcast()
            },
        ]
        try device.install(manifest)
        var finalResult: (Int32, String?)?
        let final = BlockReceiver { context, _ in finalResult = (context.resultCode, context.resultData) }
        try device.sendOrderedBroadcast(Intent(action: action), resultReceiver: final, initialCode: -1)
        try device.runUntilIdle()
        #expect(recorder.log == ["com.example.a.High com.example.ORDER", "com.example.a.Middle com.example.ORDER"])
        #expect(finalResult?.0 == 9)
        #expect(finalResult?.1 == "from high")
        #expect(device.trace.count(of: .broadcastAbort) == 1)
    }

    @Test func runtimeReceiverPrecedesManifestReceiverOfEqualPriority() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        let action = "com.example.ORDER"
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [TestApps.receiver(".Manifest", actions: [action], priority: 5, recorder: recorder)]
        try device.install(manifest)
        let runtime = BlockReceiver { _, _ in recorder.log.append("runtime") }
        try device.context(for: "com.example.a").registerReceiver(
            runtime, IntentFilter(action: action, priority: 5), flags: .exported)
        try device.sendOrderedBroadcast(Intent(action: action))
        try device.runUntilIdle()
        #expect(recorder.log == ["runtime", "com.example.a.Manifest com.example.ORDER"])
    }

    @Test func abortIsIgnoredWithReceiverNoAbortFlag() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        let action = "com.example.ORDER"
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [
            TestApps.receiver(".First", actions: [action], priority: 2, recorder: recorder) { context, _ in
                context.abortBroadcast()
            },
            TestApps.receiver(".Second", actions: [action], priority: 1, recorder: recorder),
        ]
        try device.install(manifest)
        try device.sendOrderedBroadcast(Intent(action: action, flags: .receiverNoAbort))
        try device.runUntilIdle()
        #expect(recorder.log.count == 2)
    }

    @Test func settingAResultInANormalBroadcastIsOnlyLogged() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [
            TestApps.receiver(".R", actions: ["com.example.X"], recorder: recorder) { context, _ in
                context.resultCode = 3
                #expect(context.resultCode == 0)
            }
        ]
        try device.install(manifest)
        try device.sendBroadcast(Intent(action: "com.example.X"))
        try device.runUntilIdle()
        #expect(device.trace.count(of: .appWarning) == 1)
    }

    @Test func normalBroadcastDeliversRuntimeReceiversInOneEventThenManifestReceiversOnePerEvent() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        let action = "com.example.PING"
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [
            TestApps.receiver(".M1", actions: [action], recorder: recorder),
            TestApps.receiver(".M2", actions: [action], priority: 10, recorder: recorder),
        ]
        try device.install(manifest)
        let context = try device.context(for: "com.example.a")
        for name in ["r1", "r2"] {
            try context.registerReceiver(
                BlockReceiver { _, _ in recorder.log.append(name) }, IntentFilter(action: action), flags: .exported)
        }
        try device.sendBroadcast(Intent(action: action))
        #expect(recorder.log.isEmpty)  // queued, not delivered re-entrantly
        #expect(device.step())
        #expect(recorder.log == ["r1", "r2"])
        #expect(device.step())
        #expect(recorder.log.last == "com.example.a.M2 com.example.PING")
        #expect(device.step())
        #expect(recorder.log.last == "com.example.a.M1 com.example.PING")
    }
}
