import GlanceSim
import Testing

/// Who may receive what: the Android 8 implicit-broadcast limit (android.md §3.4), `exported` and
/// permissions (§3.5), the Android 14 registration rule (§3.5), the restricted receiver context (§3.1).
@Suite struct BroadcastRestrictionTests {
    private let action = "com.example.PING"

    private func install(targetSdk: Int, exported: Bool? = true, on device: Device, recorder: Recorder) throws {
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: targetSdk)
        manifest.receivers = [
            TestApps.receiver(
                ".Ping", actions: [action, IntentAction.localeChanged], exported: exported, recorder: recorder)
        ]
        try device.install(manifest)
    }

    @Test func implicitBroadcastBlockedForManifestReceiverAtTargetSdk26() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try install(targetSdk: 26, on: device, recorder: recorder)
        try device.sendBroadcast(Intent(action: action), as: .shell)
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)
        #expect(
            device.trace.records.contains {
                $0.kind == .broadcastBlocked && $0.details.contains("Background execution not allowed")
            })
    }

    @Test func implicitBroadcastStillReachesManifestReceiverAtTargetSdk25() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try install(targetSdk: 25, on: device, recorder: recorder)
        try device.sendBroadcast(Intent(action: action), as: .shell)
        try device.runUntilIdle()
        #expect(recorder.log == ["com.example.a.Ping com.example.PING"])
    }

    @Test func exemptImplicitBroadcastReachesManifestReceiverAtTargetSdk26() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try install(targetSdk: 34, on: device, recorder: recorder)
        try device.sendBroadcast(Intent(action: IntentAction.localeChanged))
        try device.runUntilIdle()
        #expect(recorder.log == ["com.example.a.Ping android.intent.action.LOCALE_CHANGED"])
    }

    @Test func broadcastWithPackageSetIsExplicitAndReachesManifestReceiver() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try install(targetSdk: 34, on: device, recorder: recorder)
        try device.sendBroadcast(Intent(action: action, package: "com.example.a"), as: .shell)
        try device.runUntilIdle()
        #expect(recorder.log.count == 1)
    }

    @Test func nonExportedReceiverNotReachedFromAnotherApp() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try install(targetSdk: 34, exported: false, on: device, recorder: recorder)
        try device.install(AppManifest(packageName: "com.other"))
        let explicit = Intent(
            component: ComponentName(packageName: "com.example.a", className: ".Ping"), action: action)
        try device.sendBroadcast(explicit, as: .app("com.other"))
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)
        #expect(device.trace.records.contains { $0.kind == .broadcastBlocked && $0.details.contains("not exported") })
        // Its own app and the system still reach it.
        try device.context(for: "com.example.a").sendBroadcast(explicit)
        try device.sendBroadcast(explicit, as: .system)
        try device.runUntilIdle()
        #expect(recorder.log.count == 2)
    }

    @Test func receiverPermissionMustBeHeldBySender() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [
            TestApps.receiver(".Guarded", actions: [action], permission: "com.example.SEND_PING", recorder: recorder)
        ]
        try device.install(manifest)
        try device.install(AppManifest(packageName: "com.stranger"))
        try device.install(AppManifest(packageName: "com.friend", usesPermissions: ["com.example.SEND_PING"]))
        let intent = Intent(action: action, package: "com.example.a")
        try device.sendBroadcast(intent, as: .app("com.stranger"))
        try device.sendBroadcast(intent, as: .app("com.friend"))
        try device.runUntilIdle()
        #expect(recorder.log.count == 1)
    }

    @Test func notExportedRuntimeReceiverIgnoresOtherApps() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a"))
        try device.install(AppManifest(packageName: "com.other"))
        let recorder = Recorder()
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, _ in recorder.log.append("got it") }, IntentFilter(action: action), flags: .notExported)
        try device.context(for: "com.other").sendBroadcast(Intent(action: action))
        try device.runUntilIdle()
        #expect(recorder.log.isEmpty)
        try device.context(for: "com.example.a").sendBroadcast(Intent(action: action))
        try device.runUntilIdle()
        #expect(recorder.log == ["got it"])
    }

    @Test func registeringWithoutExportFlagThrowsSecurityExceptionAtTargetSdk34() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.new", targetSdkVersion: 34))
        try device.install(AppManifest(packageName: "com.example.old", targetSdkVersion: 33))
        let receiver = BlockReceiver { _, _ in }
        let error = #expect(throws: AndroidException.self) {
            try device.context(for: "com.example.new").registerReceiver(receiver, IntentFilter(action: action))
        }
        #expect(error?.className == "java.lang.SecurityException")
        // Exempt: a filter for system broadcasts only; and apps targeting 33.
        try device.context(for: "com.example.new").registerReceiver(
            receiver, IntentFilter(action: IntentAction.timeTick))
        try device.context(for: "com.example.old").registerReceiver(receiver, IntentFilter(action: action))
        #expect(device.registeredReceivers().count == 2)
    }

    @Test func manifestReceiverContextCannotRegisterReceivers() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var caught: AndroidException?
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [
            TestApps.receiver(".Boot", actions: [IntentAction.localeChanged], recorder: recorder) { context, _ in
                do {
                    try context.registerReceiver(
                        BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
                } catch let error as AndroidException {
                    caught = error
                }
                // The application context may register.
                try context.applicationContext.registerReceiver(
                    BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
            }
        ]
        try device.install(manifest)
        try device.sendBroadcast(Intent(action: IntentAction.localeChanged))
        try device.runUntilIdle()
        #expect(caught?.className == "android.content.ReceiverCallNotAllowedException")
        #expect(device.registeredReceivers(of: "com.example.a").count == 1)
    }

    @Test func installFailsWithoutExplicitExportedAtTargetSdk31() throws {
        let device = TestApps.device()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 31)
        manifest.receivers = [TestApps.receiver(".R", actions: [action], exported: nil, recorder: Recorder())]
        let error = #expect(throws: SimulationError.self) { try device.install(manifest) }
        #expect(error?.code == .installFailed)
        #expect(error?.message.contains("INSTALL_PARSE_FAILED_MANIFEST_MALFORMED") == true)
        manifest.targetSdkVersion = 30
        try device.install(manifest)  // before S the default applies: exported because it has a filter
    }

    @Test func appCannotSendProtectedSystemBroadcast() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a"))
        let error = #expect(throws: AndroidException.self) {
            try device.context(for: "com.example.a").sendBroadcast(Intent(action: IntentAction.bootCompleted))
        }
        #expect(error?.className == "java.lang.SecurityException")
    }

    @Test func timeTickNeverReachesManifestReceivers() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [TestApps.receiver(".Tick", actions: [IntentAction.timeTick], recorder: recorder)]
        try device.install(manifest)
        try device.advance(by: .minutes(5))
        #expect(recorder.log.isEmpty)
        #expect(device.trace.count(of: .clockTick) == 5)
    }
}
