import GlanceSim
import GlanceSimTesting
import Testing

/// An app with one worker that runs for a minute of virtual time.
private func slowWorkDevice(traceMode: Trace.Mode = .full) throws -> (device: Device, workManager: WorkManager) {
    let device = Device(traceMode: traceMode)
    var manifest = AppManifest(packageName: "com.example.settle", targetSdkVersion: 34)
    manifest.workers["Slow"] = { SlowWorker() }
    try device.install(manifest)
    try device.startProcess("com.example.settle")
    try device.advance(by: .zero)
    return (device, try device.workManager(for: "com.example.settle"))
}

private final class SlowWorker: Worker {
    var duration: SimDuration { .minutes(1) }
    func doWork(_ context: WorkerContext) throws -> WorkResult { .success() }
}

/// `expectSettled`: nothing pending at the current instant, no worker running, no record of the chosen kinds
/// left unasserted since the last check (swift-nio's `EmbeddedChannel.finish()`, TCA's exhaustive
/// `TestStore`).
@Suite struct SettledExpectationTests {
    @Test func aSettledDevicePasses() throws {
        let (device, _) = try tallyDevice()
        #expect(settledMismatch(device) == nil)
        expectSettled(device)
        var cursor = TraceCursor(device.trace)
        try device.advance(by: .hours(1))  // the tally sync runs a second time
        expectWork(device, .uniqueName("tally-sync"), state: .enqueued, runCount: 2)
        cursor.markAsserted(.workStart, .workFinish, in: device.trace)
        expectSettled(device, unasserted: [.workStart, .workFinish], since: &cursor)
        #expect(cursor == TraceCursor(device.trace))
    }

    /// A direct call queued a broadcast that no step of time ran: the check names it.
    @Test func anEventPendingAtTheCurrentInstantFails() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00", sdk: 34)
        try device.install(tallyManifest())
        _ = try device.addWidget("TallyReceiver")
        #expect(device.pendingEventCountDueNow > 0)
        let message = try #require(settledMismatch(device))
        #expect(message.hasPrefix("expected the device to be settled at \(device.now), but:\n"))
        #expect(message.contains("still pending now"))
        #expect(message.contains("APPWIDGET_ENABLED"), "\(message)")
        expectIssue(message, atLine: #line) { expectSettled(device) }
        try device.advance(by: .zero)
        #expect(device.pendingEventCountDueNow == 0)
        #expect(settledMismatch(device) == nil)
    }

    /// A worker still inside its declared duration is running work: not settled until its run ends.
    @Test func runningWorkFails() throws {
        let (device, workManager) = try slowWorkDevice()
        let id = try workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "Slow").build())
        try device.advance(by: .seconds(1))
        #expect(workManager.runningWorkIDs == [id])
        #expect(device.runningWork.map(\.id) == [id])
        let message = try #require(settledMismatch(device))
        #expect(
            message
                == "expected the device to be settled at \(device.now), but:\n"
                + "    1 worker is still running:\n        com.example.settle \(id) (Slow)")
        expectIssue(message, atLine: #line) { expectSettled(device) }
        try device.advance(by: .minutes(1))
        #expect(device.runningWork.isEmpty)
        expectSettled(device)
    }

    /// Records of the chosen kinds made since the last check and not marked asserted fail the check, once:
    /// the check moves the cursor on.
    @Test func unassertedRecordsOfChosenKindsFailOnce() throws {
        let (device, workManager) = try slowWorkDevice()
        var cursor = TraceCursor(device.trace)
        let id = try workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "Slow").build())
        try device.advance(by: .minutes(2))
        #expect(cursor.unasserted([.workStart, .workFinish, .alarmFire], in: device.trace).map(\.count) == [1, 1])
        let message = try #require(settledMismatch(device, unasserted: [.workStart, .workFinish], since: cursor))
        #expect(message.contains("2 records went unasserted since the last check:\n"))
        #expect(message.contains("        work.start: 1\n        work.finish: 1\n    the records:\n"))
        #expect(message.contains("\(id)"))
        #expect(settledMismatch(device, unasserted: [.alarmFire], since: cursor) == nil)
        expectIssue(message, atLine: #line + 1) {
            expectSettled(device, unasserted: [.workStart, .workFinish], since: &cursor)
        }
        expectSettled(device, unasserted: [.workStart, .workFinish], since: &cursor)

        _ = try workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "Slow").build())
        try device.advance(by: .minutes(2))
        cursor.markAsserted(.workStart, in: device.trace)
        let finishOnly = try #require(settledMismatch(device, unasserted: [.workStart, .workFinish], since: cursor))
        #expect(finishOnly.contains("1 record went unasserted since the last check:\n        work.finish: 1\n"))
        cursor.markAsserted(.workFinish, in: device.trace)
        expectSettled(device, unasserted: [.workStart, .workFinish], since: &cursor)
    }

    /// A counting trace keeps no records, so the check counts them and says so.
    @Test func unassertedRecordsAreCountedInACountingTrace() throws {
        let (device, workManager) = try slowWorkDevice(traceMode: .counting)
        var cursor = TraceCursor()
        _ = try workManager.enqueue(try OneTimeWorkRequest.Builder(workerClassName: "Slow").build())
        try device.advance(by: .minutes(2))
        let message = try #require(settledMismatch(device, unasserted: [.workStart], since: cursor))
        #expect(message.contains("1 record went unasserted since the last check:\n        work.start: 1\n"))
        #expect(message.contains("(the trace only counts records; a full trace would show them)"))
        expectIssue(message, atLine: #line) { expectSettled(device, unasserted: [.workStart], since: &cursor) }
        expectSettled(device, unasserted: [.workStart], since: &cursor)
    }
}
