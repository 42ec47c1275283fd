import GlanceSim
import Testing

/// Broadcast and process trace records carry typed payloads (``BroadcastTraceEvent``,
/// ``ProcessTraceEvent``) whose values tests read without parsing text, and whose rendering is the text
/// the trace always showed.
@Suite struct BroadcastTracePayloadTests {
    static let action = "com.example.PING"

    static func events(_ device: Device) -> [TraceEvent] { device.trace.records.map(\.event) }

    /// An app targeting API 25 with one exported manifest receiver for `action`, and a runtime receiver.
    static func deviceWithTwoReceivers() throws -> Device {
        let device = TestApps.device()
        var manifest = AppManifest(packageName: "com.example.a", targetSdkVersion: 25)
        manifest.receivers = [TestApps.receiver(".Ping", actions: [action], recorder: Recorder())]
        try device.install(manifest)
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, _ in }, IntentFilter(action: action, priority: 3), flags: .exported)
        return device
    }

    @Test func sendAndDeliverRecordsCarryTheSenderIntentAndReceivers() throws {
        let device = try Self.deviceWithTwoReceivers()
        let intent = Intent(action: Self.action, extras: ["count": .int(2)])
        try device.sendBroadcast(intent, as: .shell)
        try device.advance(by: .zero)
        let runtime = ReceiverIdentity.registration(package: "com.example.a", receiverName: "BlockReceiver", number: 1)
        let manifest = ReceiverIdentity.component(ComponentName(packageName: "com.example.a", className: ".Ping"))
        let broadcastEvents = Self.events(device).filter { $0.kind.rawValue.hasPrefix("broadcast.") }
        #expect(
            broadcastEvents == [
                .broadcast(.send(sender: .shell, intent: intent, receiverCount: 2, ordered: false)),
                .broadcast(.deliver(receiver: runtime, intent: intent)),
                .broadcast(.deliver(receiver: manifest, intent: intent)),
            ])
        let send = try #require(device.trace.records.first { $0.kind == .broadcastSend })
        #expect(send.subject == "shell")
        #expect(send.details == "\(intent) to 2 receiver(s)")
        #expect(send.event.packageName == nil)
        let deliveries = device.trace.records.filter { $0.kind == .broadcastDeliver }
        #expect(deliveries.map(\.subject) == ["com.example.a/BlockReceiver#1", "com.example.a/.Ping"])
        #expect(deliveries.map(\.event.packageName) == ["com.example.a", "com.example.a"])
    }

    @Test func registerRecordCarriesTheFilterAndExport() throws {
        let device = try Self.deviceWithTwoReceivers()
        let register = try #require(device.trace.records.first { $0.kind == .receiverRegister })
        let runtime = ReceiverIdentity.registration(package: "com.example.a", receiverName: "BlockReceiver", number: 1)
        #expect(
            register.event
                == .broadcast(
                    .register(receiver: runtime, filter: IntentFilter(action: Self.action, priority: 3), exported: true)
                ))
        #expect(register.details == "actions [com.example.PING] priority 3")
    }

    // ActivityManagerService: a non-exported receiver takes no broadcast from the shell.
    @Test func blockedRecordSaysWhyWithATypedReason() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, _ in }, IntentFilter(action: Self.action), flags: .notExported)
        let intent = Intent(action: Self.action)
        try device.sendBroadcast(intent, as: .shell)
        let blocked = try #require(device.trace.records.first { $0.kind == .broadcastBlocked })
        let runtime = ReceiverIdentity.registration(package: "com.example.a", receiverName: "BlockReceiver", number: 1)
        #expect(
            blocked.event == .broadcast(.blocked(receiver: runtime, reason: .notExported(to: .shell), intent: intent)))
        #expect(blocked.details == "not exported to shell: \(intent)")
    }

    @Test func finalRecordCarriesTheResultAndTheResultReceiver() throws {
        let device = try Self.deviceWithTwoReceivers()
        try device.sendOrderedBroadcast(
            Intent(action: Self.action), as: .shell, resultReceiver: BlockReceiver { _, _ in }, initialCode: 5,
            initialData: "seed")
        try device.advance(by: .zero)
        let final = try #require(device.trace.records.first { $0.kind == .broadcastFinal })
        #expect(
            final.event
                == .broadcast(
                    .final(
                        receiver: .resultReceiver(package: "shell", typeName: "BlockReceiver"), action: Self.action,
                        result: BroadcastResult(code: 5, data: "seed"), aborted: false)))
        #expect(final.subject == "shell/BlockReceiver")
        #expect(final.details == "com.example.PING code=5 data=\"seed\"")
    }

    @Test func processRecordsCarryThePidTheCauseAndTheReason() throws {
        let device = try Self.deviceWithTwoReceivers()
        try device.kill("com.example.a")
        try device.sendBroadcast(Intent(action: Self.action), as: .shell)
        try device.advance(by: .zero)
        let ping = ComponentName(packageName: "com.example.a", className: ".Ping")
        let processEvents = Self.events(device).filter { $0.kind.rawValue.hasPrefix("process.") }
        #expect(
            processEvents == [
                .process(.start(package: "com.example.a", pid: 1_000, cause: .registerReceiver)),
                .process(.death(package: "com.example.a", pid: 1_000, reason: .killed, receiversGone: 1)),
                .process(
                    .start(package: "com.example.a", pid: 1_001, cause: .broadcast(action: Self.action, receiver: ping))
                ),
            ])
        #expect(
            device.trace.records.filter { $0.kind.rawValue.hasPrefix("process.") }.map(\.details) == [
                "pid 1000 for registerReceiver", "pid 1000 killed, 1 runtime receiver(s) gone",
                "pid 1001 for broadcast com.example.PING to com.example.a/.Ping",
            ])
    }

    @Test func crashRecordNamesTheErrorAndTheReceiver() throws {
        struct Boom: Error {}
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        try device.context(for: "com.example.a").registerReceiver(
            BlockReceiver { _, _ in throw Boom() }, IntentFilter(action: Self.action), flags: .notExported)
        try device.sendBroadcast(Intent(action: Self.action))
        try device.advance(by: .zero)
        let runtime = ReceiverIdentity.registration(package: "com.example.a", receiverName: "BlockReceiver", number: 1)
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.event == .process(.crash(package: "com.example.a", error: "Boom()", site: .onReceive(runtime))))
        #expect(crash.details == "Boom() in com.example.a/BlockReceiver#1.onReceive")
        let death = try #require(device.trace.records.first { $0.kind == .processDeath })
        #expect(
            death.event == .process(.death(package: "com.example.a", pid: 1_000, reason: .crashed, receiversGone: 1)))
    }

    // BroadcastReceiver.checkSynchronousHint: setting a result in a normal broadcast only logs.
    @Test func warningAndLogRecordsCarryThePackageAndTheMessage() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        let context = try device.context(for: "com.example.a")
        try context.registerReceiver(
            BlockReceiver { context, _ in
                context.resultCode = 1
                context.log("got it")
            }, IntentFilter(action: Self.action), flags: .notExported)
        try device.sendBroadcast(Intent(action: Self.action))
        try device.advance(by: .zero)
        let appEvents = Self.events(device).filter { $0.kind == .appWarning || $0.kind == .appLog }
        #expect(
            appEvents == [
                .process(
                    .warning(
                        package: "com.example.a", source: "com.example.a/BlockReceiver#1",
                        message: "BroadcastReceiver trying to return result during a non-ordered broadcast")),
                .process(.log(package: "com.example.a", message: "got it")),
            ])
    }

    @Test func installAndComponentStartRecordsCarryTheirValues() throws {
        let device = TestApps.device()
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 34))
        try device.install(AppManifest(packageName: "com.example.a", targetSdkVersion: 35))
        let activity = Intent(component: ComponentName(packageName: "com.example.a", className: ".Main"))
        try device.context(for: "com.example.a").startActivity(activity)
        let events = Self.events(device).filter { $0.packageName == "com.example.a" && $0.kind != .broadcastSend }
        #expect(
            Array(events.prefix(2)) == [
                .process(.install(package: "com.example.a", targetSdkVersion: 34, receiverCount: 0)),
                .process(.replace(package: "com.example.a", targetSdkVersion: 35)),
            ])
        let start = try #require(device.trace.records.first { $0.kind == .activityStart })
        #expect(start.event == .process(.componentStart(.activity, intent: activity, caller: "com.example.a")))
        #expect(start.subject == "com.example.a/.Main")
        #expect(start.details == "\(activity) from com.example.a")
    }
}
