import Testing

@testable import GlanceSim

/// The per-action cache of resolved receivers answers exactly what resolving afresh would. Android resolves
/// every broadcast afresh (ActivityManagerService.broadcastIntentLocked asks `mReceiverResolver.queryIntent`
/// for runtime receivers and `PackageManager.queryIntentReceivers` for manifest ones), so each change those
/// read must reach the next send: every test here fails if the cache kept a stale answer.
@Suite struct ResolvedReceiverCacheTests {
    static let action = "com.example.PING"

    /// The receiver counts of the `broadcast.send` records of `action`, read from their typed payloads.
    static func receiverCounts(_ device: Device, action: String = action) -> [Int] {
        device.trace.records.compactMap { record in
            guard case .broadcast(.send(_, let intent, let count, _)) = record.event, intent.action == action else {
                return nil
            }
            return count
        }
    }

    static func ping(_ device: Device, as sender: BroadcastSender = .system) throws {
        try device.sendBroadcast(Intent(action: action), as: sender)
        try device.advance(by: .zero)
    }

    static func app(
        _ package: String,
        receivers: [ReceiverDeclaration] = [],
        permissions: [String] = []
    ) -> AppManifest {
        // Target 25: before Android 8's implicit-broadcast limit, so manifest receivers get implicit sends.
        AppManifest(packageName: package, targetSdkVersion: 25, receivers: receivers, usesPermissions: permissions)
    }

    // ActivityManagerService.registerReceiverWithFeature adds the filter to mReceiverResolver at once.
    @Test func aReceiverRegisteredAfterASendGetsTheNextSend() throws {
        let device = TestApps.device()
        try device.install(Self.app("com.example.a"))
        let context = try device.context(for: "com.example.a")
        let recorder = Recorder()
        try context.registerReceiver(
            BlockReceiver { _, _ in recorder.log.append("first") }, IntentFilter(action: Self.action),
            flags: .notExported)
        try Self.ping(device)
        try context.registerReceiver(
            BlockReceiver { _, _ in recorder.log.append("second") }, IntentFilter(action: Self.action),
            flags: .notExported)
        try Self.ping(device)
        #expect(recorder.log == ["first", "first", "second"])
        #expect(Self.receiverCounts(device) == [1, 2])
    }

    // ActivityManagerService.unregisterReceiver removes the filters from mReceiverResolver.
    @Test func anUnregisteredReceiverIsNotResolvedForTheNextSend() throws {
        let device = TestApps.device()
        try device.install(Self.app("com.example.a"))
        let context = try device.context(for: "com.example.a")
        let recorder = Recorder()
        let first = BlockReceiver { _, _ in recorder.log.append("first") }
        let second = BlockReceiver { _, _ in recorder.log.append("second") }
        try context.registerReceiver(first, IntentFilter(action: Self.action), flags: .notExported)
        try context.registerReceiver(second, IntentFilter(action: Self.action), flags: .notExported)
        try Self.ping(device)
        try context.unregisterReceiver(second)
        try Self.ping(device)
        #expect(recorder.log == ["first", "second", "first"])
        #expect(Self.receiverCounts(device) == [2, 1])
        #expect(device.trace.count(of: .broadcastSkipped) == 0)
    }

    // ActivityManagerService.cleanUpApplicationRecordLocked: a dead process's receivers leave the resolver.
    @Test func receiversOfADeadProcessAreNotResolvedForTheNextSend() throws {
        let device = TestApps.device()
        try device.install(Self.app("com.example.a"))
        try device.install(Self.app("com.example.b"))
        let recorder = Recorder()
        for package in ["com.example.a", "com.example.b"] {
            try device.context(for: package).registerReceiver(
                BlockReceiver { _, _ in recorder.log.append(package) }, IntentFilter(action: Self.action),
                flags: .notExported)
        }
        try Self.ping(device)
        try device.kill("com.example.a")
        try Self.ping(device)
        #expect(recorder.log == ["com.example.a", "com.example.b", "com.example.b"])
        #expect(Self.receiverCounts(device) == [2, 1])
        #expect(!device.isProcessAlive("com.example.a"))  // no delivery restarted it
    }

    // PackageManager.queryIntentReceivers sees a newly installed package's receivers.
    @Test func aManifestReceiverInstalledAfterASendGetsTheNextSend() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try device.install(Self.app("com.example.a", receivers: [pingReceiver(recorder)]))
        try Self.ping(device)
        try device.install(Self.app("com.example.b", receivers: [pingReceiver(recorder)]))
        try Self.ping(device)
        #expect(
            recorder.log
                == ["com.example.a.Ping", "com.example.a.Ping", "com.example.b.Ping"].map { "\($0) \(Self.action)" })
        #expect(Self.receiverCounts(device) == [1, 2])
    }

    // PackageManagerService replaces the package's components with the new version's.
    @Test func aReceiverTheNewVersionDropsIsNotResolvedAfterReplace() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try device.install(Self.app("com.example.a", receivers: [pingReceiver(recorder)]))
        try Self.ping(device)
        try device.install(Self.app("com.example.a"))
        try Self.ping(device)
        #expect(recorder.log == ["com.example.a.Ping \(Self.action)"])
        #expect(Self.receiverCounts(device) == [1, 0])
    }

    // queryIntentReceivers skips a component whose enabled state is disabled (`android:enabled="false"`
    // in the replacing version: ComponentResolver checks PackageSetting.isEnabledAndMatches).
    @Test func aReceiverDisabledByReplaceIsNotResolvedAfterIt() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        try device.install(Self.app("com.example.a", receivers: [pingReceiver(recorder)]))
        try Self.ping(device)
        var disabled = pingReceiver(recorder)
        disabled.enabled = false
        try device.install(Self.app("com.example.a", receivers: [disabled]))
        try Self.ping(device)
        #expect(recorder.log == ["com.example.a.Ping \(Self.action)"])
        #expect(Self.receiverCounts(device) == [1, 0])
    }

    // BroadcastQueue.skipReceiverLocked checks the sender's permissions at each send: a permission the
    // replacing version of the sender declares counts from then on.
    @Test func aPermissionTheSendersNewVersionHoldsCountsForTheNextSend() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        let permission = "com.example.permission.PING"
        var guarded = pingReceiver(recorder)
        guarded.permission = permission
        try device.install(Self.app("com.example.b", receivers: [guarded]))
        try device.install(Self.app("com.example.a"))
        try Self.ping(device, as: .app("com.example.a"))
        try device.install(Self.app("com.example.a", permissions: [permission]))
        try Self.ping(device, as: .app("com.example.a"))
        #expect(recorder.log == ["com.example.b.Ping \(Self.action)"])
        #expect(Self.receiverCounts(device) == [0, 1])
        #expect(device.trace.count(of: .broadcastBlocked) == 1)
    }

    // The export check depends on the sender (ActivityManagerService: a non-exported receiver takes only its
    // own app's and the system's broadcasts), so one action from two senders resolves twice.
    @Test func theSameActionFromAnotherSenderIsResolvedForThatSender() throws {
        let device = TestApps.device()
        try device.install(Self.app("com.example.a"))
        let recorder = Recorder()
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, _ in recorder.log.append("got it") }, IntentFilter(action: Self.action),
            flags: .notExported)
        try Self.ping(device)
        try Self.ping(device, as: .shell)
        try Self.ping(device)
        #expect(recorder.log == ["got it", "got it"])
        #expect(Self.receiverCounts(device) == [1, 0, 1])
    }

    // IntentFilter.match: data and categories take part in matching, so such intents are resolved afresh
    // rather than answered from their action's cached resolution.
    @Test func intentsWithDataOrCategoriesAreMatchedOnTheirOwn() throws {
        let device = TestApps.device()
        try device.install(Self.app("com.example.a"))
        let recorder = Recorder()
        var filter = IntentFilter(action: Self.action)
        filter.dataSchemes = ["content"]
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, intent in recorder.log.append(intent.data?.description ?? "-") }, filter,
            flags: .notExported)
        try Self.ping(device)
        try device.sendBroadcast(Intent(action: Self.action, data: URI("content://com.example/1")))
        try device.advance(by: .zero)
        var withCategory = Intent(action: Self.action, data: URI("content://com.example/2"))
        withCategory.addCategory("com.example.category.OTHER")
        try device.sendBroadcast(withCategory)
        try Self.ping(device)
        try device.advance(by: .zero)
        #expect(recorder.log == ["content://com.example/1"])
        #expect(Self.receiverCounts(device) == [0, 1, 0, 0])
    }

    // The point of the cache: TIME_TICK to a hundred runtime receivers (the standard bench workload) matches
    // their filters once, not every minute.
    @Test func timeTickToAHundredReceiversIsResolvedOnceNotEveryMinute() throws {
        let device = TestApps.device(at: WallTime(year: 2026, month: 1, day: 1))
        try device.install(Self.app("com.example.a"))
        let context = try device.context(for: "com.example.a")
        for _ in 0..<100 {
            try context.registerReceiver(
                BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        let before = device.broadcastQueue.resolver.computedResolutions
        try device.advance(by: .minutes(10))
        #expect(device.trace.count(of: .clockTick) == 10)
        #expect(device.trace.count(of: .broadcastDeliver) == 1_000)
        #expect(device.broadcastQueue.resolver.computedResolutions - before == 1)
    }

    // Memory stays flat: an app sending a new action each time does not grow the cache without end.
    @Test func theCacheKeepsAtMostItsLimitOfResolutions() throws {
        let device = TestApps.device()
        for index in 0..<(ReceiverResolver.cacheLimit + 50) {
            try device.sendBroadcast(Intent(action: "com.example.ACTION_\(index)"))
        }
        #expect(device.broadcastQueue.resolver.cachedResolutionCount <= ReceiverResolver.cacheLimit)
        #expect(device.broadcastQueue.resolver.cachedResolutionCount > 0)
    }

    private func pingReceiver(_ recorder: Recorder) -> ReceiverDeclaration {
        TestApps.receiver(".Ping", actions: [Self.action], recorder: recorder)
    }
}
