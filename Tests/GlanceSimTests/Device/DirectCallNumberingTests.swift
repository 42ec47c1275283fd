import GlanceSim
import Testing

/// How records are numbered. Records made inside an event carry the event's number. Outside events, every
/// entry point that opens a direct call numbers it after everything before — and, as the golden traces pin
/// it, a direct call opened inside another one outside any event gets a number of its own too: the system
/// broadcast a condition change sends, a public API that `Application.onCreate` calls while a test starts the
/// process.
@Suite struct DirectCallNumberingTests {
    private let package = "com.example.numbering"

    private func numbered(_ device: Device, from start: Int) -> [String] {
        device.trace.records[start...].map { "#\($0.sequence) \($0.kind)" }
    }

    /// The app logs, calls one of its public APIs (cancelling an alarm), and logs again.
    private func logAroundAPublicCall(_ context: AppContext) throws {
        context.log("before")
        let operation = try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: 1, intent: Intent(action: "A", package: package), flags: [.immutable]))
        context.alarmManager.cancel(operation)
        context.log("after")
    }

    @Test func eachDirectCallIsNumberedAfterEverythingBefore() throws {
        let device = Device()
        try device.install(AppManifest(packageName: package))
        device.setBatteryLevel(90)  // no threshold crossed: no broadcast
        device.setBatteryLevel(80)
        #expect(
            numbered(device, from: 0) == [
                "#1 app.install", "#2 device.condition", "#3 device.condition",
            ])
    }

    /// A condition change outside an event is one direct call; the system broadcast it sends opens the next
    /// number (clock/screen-off's golden: `#26 device.condition`, `#27 broadcast.send`).
    @Test func theSystemBroadcastADirectCallSendsGetsTheNextNumber() throws {
        let device = Device()
        try device.install(AppManifest(packageName: package))
        let start = device.trace.records.count
        device.setCharging(true)
        device.setScreenOn(false)
        #expect(
            numbered(device, from: start) == [
                "#2 device.condition", "#3 broadcast.send", "#4 device.condition", "#5 broadcast.send",
            ])
    }

    /// App code a direct call runs shares its number until the app calls a public API that opens a direct
    /// call of its own; the records after that carry the new number.
    @Test func aPublicCallFromAppCodeInADirectCallOpensTheNextNumber() throws {
        let device = Device()
        var manifest = AppManifest(packageName: package)
        manifest.onCreate = { context in try logAroundAPublicCall(context) }
        try device.install(manifest)
        let start = device.trace.records.count
        try device.startProcess(package)
        #expect(numbered(device, from: start) == ["#2 process.start", "#2 app.log", "#3 app.log"])
    }

    /// Inside an event the same app code, public call included, is numbered with the event.
    @Test func appCodeInAnEventSharesTheEventsNumber() throws {
        let device = Device()
        var manifest = AppManifest(packageName: package)
        manifest.onCreate = { context in
            try context.registerReceiver(
                BlockReceiver { context, _ in try logAroundAPublicCall(context) },
                IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        try device.install(manifest)
        try device.startProcess(package)
        let start = device.trace.records.count
        try device.advance(by: .minutes(1))
        let logs = device.trace.records[start...].filter { $0.kind == .appLog }
        #expect(logs.count == 2)
        #expect(Set(logs.map(\.sequence)).count == 1)
        #expect(logs.allSatisfy { $0.sequence > device.trace.records[start - 1].sequence })
    }
}
