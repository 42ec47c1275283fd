import GlanceSim
import Testing

/// The public entry points that record or run app code begin a direct call (``DirectCall``): outside an event
/// each one's records carry a number after everything before, and a direct call it opens in turn — a broadcast
/// it sends, a public API its app code calls — takes the next. Inside an event the same calls share the event's
/// number. (That the operations behind these entry points cannot be reached without beginning a direct call is
/// checked by the compiler; these tests pin what the numbers are.)
@Suite struct EntryPointDirectCallTests {
    private static let actions = "com.example.actions"

    final class NoopWorker: Worker {
        func doWork(_ context: WorkerContext) throws -> WorkResult { .success() }
    }

    private func numbered(_ device: Device, from start: Int) -> [String] {
        device.trace.records[start...].map { "#\($0.sequence) \($0.kind)" }
    }

    private func delayedWork() throws -> OneTimeWorkRequest {
        try OneTimeWorkRequest.Builder(workerClassName: "NoopWorker").setInitialDelay(.hours(1)).build()
    }

    /// An app with a worker and an app action that logs, enqueues work (a public API) and logs again.
    private func actionsApp() -> AppManifest {
        var manifest = AppManifest(packageName: Self.actions)
        manifest.workers["NoopWorker"] = { NoopWorker() }
        manifest.appActions["refresh"] = { invocation in
            invocation.context.log("before")
            try invocation.context.workManager.enqueue(try delayedWork())
            invocation.context.log("after")
        }
        return manifest
    }

    /// Allocating, binding and removing a widget are a call each; every broadcast they send opens the next
    /// number (ENABLED and UPDATE after the bind, DELETED and DISABLED after the removal).
    @Test func widgetHostCallsEachTakeANumberAndTheirBroadcastsTheNext() throws {
        let device = Device()
        try device.install(WidgetTestApps.calendar(recorder: Recorder()))
        let start = device.trace.records.count
        let id = device.allocateAppWidgetId()
        try device.bindAppWidgetId(id, provider: WidgetTestApps.provider)
        try device.removeWidget(id)
        #expect(
            numbered(device, from: start) == [
                "#2 widget.allocate", "#3 widget.bind", "#4 broadcast.send", "#5 broadcast.send",
                "#6 widget.delete", "#7 broadcast.send", "#8 broadcast.send",
            ])
    }

    /// Restoring widgets is one call; the RESTORED broadcast it sends takes the next number.
    @Test func restoringWidgetsTakesANumberAndItsBroadcastTheNext() throws {
        let device = Device()
        try device.install(WidgetTestApps.calendar(recorder: Recorder()))
        let start = device.trace.records.count
        device.restoreWidgets([
            WidgetBackupEntry(
                id: 11, provider: WidgetTestApps.provider, host: Device.defaultWidgetHost, options: AndroidBundle())
        ])
        #expect(numbered(device, from: start) == ["#2 widget.restore", "#3 broadcast.send"])
    }

    /// An app action's process start, the action and its app code share one number, until the app calls a
    /// public API (enqueueing work): that call, and what the app does after it, take the next.
    @Test func anAppActionSharesItsNumberUntilItsCodeCallsAPublicAPI() throws {
        let device = Device()
        try device.install(actionsApp())
        let start = device.trace.records.count
        try device.runAppAction("refresh", of: Self.actions)
        #expect(
            numbered(device, from: start) == [
                "#2 process.start", "#2 app.action", "#2 app.log", "#3 work.enqueue", "#3 app.log",
            ])
    }

    /// WorkManager called from a test, outside any event: enqueueing and cancelling are a call each.
    @Test func workManagerCallsFromOutsideAnEventTakeANumberEach() throws {
        let device = Device()
        try device.install(actionsApp())
        let workManager = try device.workManager(for: Self.actions)
        let start = device.trace.records.count
        let id = try workManager.enqueue(try delayedWork())
        workManager.cancelWorkById(id)
        #expect(numbered(device, from: start) == ["#2 work.enqueue", "#3 work.cancel"])
    }

    /// The same WorkManager calls made by a receiver inside an event share the event's number.
    @Test func workManagerCallsInsideAnEventShareItsNumber() throws {
        let device = Device()
        var manifest = actionsApp()
        manifest.onCreate = { context in
            try context.registerReceiver(
                BlockReceiver { context, _ in
                    let id = try context.workManager.enqueue(try delayedWork())
                    context.workManager.cancelWorkById(id)
                },
                IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        try device.install(manifest)
        try device.startProcess(Self.actions)
        let start = device.trace.records.count
        try device.advance(by: .minutes(1))
        let work = device.trace.records[start...].filter { $0.kind == .workEnqueue || $0.kind == .workCancel }
        #expect(work.map(\.kind) == [.workEnqueue, .workCancel])
        #expect(Set(work.map(\.sequence)).count == 1)
        #expect(work.allSatisfy { $0.sequence > device.trace.records[start - 1].sequence })
    }

    /// A power loss records the reboot and every process death under one number; the boot broadcasts that
    /// follow each take the next.
    @Test func aPowerLossRecordsTheRebootAndTheDeathsUnderOneNumber() throws {
        let device = Device()
        try device.install(actionsApp())
        try device.startProcess(Self.actions)
        let start = device.trace.records.count
        device.powerLoss()
        let records = Array(device.trace.records[start...])
        #expect(records.count > 2)
        #expect(records.prefix(2).map(\.kind) == [.deviceReboot, .processDeath])
        #expect(records.prefix(2).allSatisfy { $0.sequence == 3 })
        #expect(records.dropFirst(2).map(\.kind).allSatisfy { $0 == .broadcastSend })
        #expect(records.dropFirst(2).map(\.sequence) == Array(4..<UInt64(records.count + 2)))
    }
}
