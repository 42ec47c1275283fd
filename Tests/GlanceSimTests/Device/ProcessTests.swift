import Testing

@testable import GlanceSim

/// App processes: started on demand, killed, crashed (android.md §3.1, AMS `cleanUpApplicationRecordLocked`).
@Suite struct ProcessTests {
    @Test func processDeathDropsRuntimeReceivers() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.clock"))
        let ticks = Recorder()
        try device.context(for: "com.example.clock").registerReceiver(
            BlockReceiver { _, _ in ticks.log.append("tick") }, IntentFilter(action: IntentAction.timeTick),
            flags: .notExported)
        try device.advance(by: .minutes(2))
        #expect(ticks.log.count == 2)
        try device.kill("com.example.clock")
        #expect(device.registeredReceivers(of: "com.example.clock").isEmpty)
        try device.advance(by: .minutes(3))
        #expect(ticks.log.count == 2)
        #expect(!device.isProcessAlive("com.example.clock"))
    }

    @Test func manifestReceiverGetsAFreshInstanceForEveryDeliveryAndStartsTheProcess() throws {
        let device = TestApps.device()
        final class Counter: BroadcastReceiver {
            nonisolated(unsafe) static var instances = 0
            var deliveries = 0
            init() { Counter.instances += 1 }
            func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
                deliveries += 1
                #expect(deliveries == 1)
            }
        }
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Counter", exported: false, intentFilters: [IntentFilter(action: "com.example.GO")]
            ) {
                Counter()
            }
        ]
        try device.install(manifest)
        #expect(!device.isProcessAlive("com.example.a"))
        let intent = Intent(action: "com.example.GO", package: "com.example.a")
        try device.context(for: "com.example.a").sendBroadcast(intent)
        try device.context(for: "com.example.a").sendBroadcast(intent)
        try device.runUntilIdle()
        #expect(Counter.instances == 2)
        #expect(device.isProcessAlive("com.example.a"))
    }

    @Test func restartedProcessHasNewPidRunsOnCreateAgainAndLosesMemoryButKeepsStorage() throws {
        let device = TestApps.device()
        let starts = Recorder()
        var manifest = AppManifest(packageName: "com.example.a")
        manifest.onCreate = { _ in starts.log.append("onCreate") }
        try device.install(manifest)
        let context = try device.context(for: "com.example.a")
        try device.startProcess("com.example.a")
        let firstPid = device.processID(of: "com.example.a")
        context.processMemory.set("cached", for: "token")
        context.storage.dataStore(named: "prefs").edit { $0[intPreferencesKey("n")] = 4 }
        try device.kill("com.example.a")
        try device.startProcess("com.example.a")
        #expect(device.processID(of: "com.example.a") != firstPid)
        #expect(starts.log == ["onCreate", "onCreate"])
        #expect(context.processMemory["token"] == nil)
        #expect(context.storage.dataStore(named: "prefs").data[intPreferencesKey("n")] == 4)
    }

    @Test func throwingReceiverCrashesOnlyItsApp() throws {
        let device = TestApps.device()
        let action = "com.example.SHARED"
        try device.install(AppManifest(packageName: "com.crashy"))
        try device.install(AppManifest(packageName: "com.steady"))
        let log = Recorder()
        struct Boom: Error {}
        let crashy = try device.context(for: "com.crashy")
        try crashy.registerReceiver(
            BlockReceiver { _, _ in throw Boom() }, IntentFilter(action: action), flags: .exported)
        try crashy.registerReceiver(
            BlockReceiver { _, _ in log.append("crashy second") }, IntentFilter(action: action), flags: .exported)
        try device.context(for: "com.steady").registerReceiver(
            BlockReceiver { _, _ in log.log.append("steady") }, IntentFilter(action: action), flags: .exported)
        try device.sendBroadcast(Intent(action: action))
        try device.runUntilIdle()
        #expect(log.log == ["steady"])
        #expect(!device.isProcessAlive("com.crashy"))
        #expect(device.isProcessAlive("com.steady"))
        #expect(device.registeredReceivers(of: "com.crashy").isEmpty)
        #expect(device.trace.count(of: .appCrash) == 1)
        #expect(device.trace.records.contains { $0.kind == .broadcastSkipped })
    }

    @Test func crashInsideAnOrderedBroadcastMovesOnToTheNextReceiver() throws {
        let device = TestApps.device()
        let recorder = Recorder()
        struct Boom: Error {}
        var crashy = AppManifest(packageName: "com.crashy", targetSdkVersion: 25)
        crashy.receivers = [
            TestApps.receiver(".Bad", actions: ["com.example.O"], priority: 10, recorder: recorder) { context, _ in
                context.resultCode = 99
                throw Boom()
            }
        ]
        var steady = AppManifest(packageName: "com.steady", targetSdkVersion: 25)
        steady.receivers = [
            TestApps.receiver(".Good", actions: ["com.example.O"], recorder: recorder) { context, _ in
                #expect(context.resultCode == 1)  // the crashed receiver's result was never committed
            }
        ]
        try device.install(crashy)
        try device.install(steady)
        try device.sendOrderedBroadcast(Intent(action: "com.example.O"), initialCode: 1)
        try device.runUntilIdle()
        #expect(recorder.log == ["com.crashy.Bad com.example.O", "com.steady.Good com.example.O"])
    }
}

extension Recorder {
    fileprivate func append(_ entry: String) { log.append(entry) }
}

/// DataStore edits are atomic: a throwing edit leaves the store as it was.
@Suite struct DataStoreEditTests {
    @Test func throwingEditIsRolledBackCompletely() {
        let device = TestApps.device()
        _ = device
        let storage = AppStorage()
        let store = storage.dataStore(named: "s")
        let a = intPreferencesKey("a")
        let b = stringPreferencesKey("b")
        store.edit {
            $0[a] = 1
            $0[b] = "x"
        }
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try store.edit {
                $0[a] = 2
                $0.remove(b)
                $0.clear()
                $0[a] = 3
                $0[intPreferencesKey("c")] = 4
                throw Stop()
            }
        }
        #expect(store.data.description == #"{a=1, b="x"}"#)
        store.edit {
            $0.clear()
            $0[a] = 9
        }
        #expect(store.data.description == "{a=9}")
    }
}
