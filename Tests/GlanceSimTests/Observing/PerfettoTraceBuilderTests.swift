import Foundation
import GlanceSim
import Testing

/// The Chrome trace-event JSON that `replay --perfetto` writes (the format ui.perfetto.dev opens:
/// "Trace Event Format", the `ph` values B/E, X, i, C and M).
@Suite struct PerfettoTraceBuilderTests {
    /// One event of the document, as Perfetto reads it.
    struct Event: Decodable, Equatable {
        var ph: String
        var pid: Int
        var tid: Int?
        var ts: Int64?
        var dur: Int64?
        var name: String?
        var args: Args?

        struct Args: Decodable, Equatable {
            var name: String?
            var value: Int?
        }
    }

    struct Document: Decodable {
        var displayTimeUnit: String
        var traceEvents: [Event]
    }

    private func run(_ body: (Device) throws -> Void) throws -> [Event] {
        var json = ""
        let builder = PerfettoTraceBuilder { json += $0 }
        let device = Device(traceMode: .streaming(builder))
        try body(device)
        builder.finish(at: device.now)
        builder.finish(at: device.now)  // a second finish adds nothing
        let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
        #expect(document.displayTimeUnit == "ms")
        return document.traceEvents
    }

    @Test func aWorkRunIsASliceOnItsOwnThreadFromStartToFinish() throws {
        let events = try run { device in
            var manifest = AppManifest(packageName: "com.example.sync")
            manifest.workers["Sync"] = { ScriptedWorker(duration: .minutes(5)) { .success() } }
            try device.install(manifest)
            try device.context(for: "com.example.sync").workManager.enqueue(
                try OneTimeWorkRequest.Builder(workerClassName: "Sync").build())
            try device.advance(by: .minutes(10))
        }
        // The app is pid 2 (the system is 1); its first work item gets thread 100, named after the work id.
        #expect(
            events.contains(Event(ph: "M", pid: 2, tid: 0, name: "process_name", args: .init(name: "com.example.sync")))
        )
        let workThread = try #require(events.first { $0.ph == "M" && $0.args?.name?.hasPrefix("work ") == true })
        #expect(workThread.pid == 2 && workThread.tid == 100)
        let run = events.filter { ($0.ph == "B" || $0.ph == "E") && $0.tid == 100 }
        #expect(run.map(\.ph) == ["B", "E"])
        #expect(run.map(\.ts) == [0, 300_000_000])  // 5 min of virtual time, in microseconds
        #expect(run.first?.name == "Sync attempt 0")  // the run attempt count the worker sees
        // The process's `alive` counter went to 1 when it started.
        #expect(events.contains(Event(ph: "C", pid: 2, ts: 0, name: "alive", args: .init(value: 1))))
    }

    @Test func aRunStillGoingIsClosedAtTheEnd() throws {
        let events = try run { device in
            var manifest = AppManifest(packageName: "com.example.sync")
            manifest.workers["Sync"] = { ScriptedWorker(duration: .hours(1)) { .success() } }
            try device.install(manifest)
            try device.context(for: "com.example.sync").workManager.enqueue(
                try OneTimeWorkRequest.Builder(workerClassName: "Sync").build())
            try device.advance(by: .minutes(5))
        }
        let run = events.filter { ($0.ph == "B" || $0.ph == "E") && $0.tid == 100 }
        #expect(run.map(\.ph) == ["B", "E"] && run.map(\.ts) == [0, 300_000_000])
    }

    @Test func deviceConditionsAreCounterTracksOfTheSystemProcess() throws {
        let events = try run { device in
            try device.advance(by: .seconds(1))
            device.setScreenOn(false)
            device.setNetwork(.none)
        }
        let counters = events.filter { $0.ph == "C" }
        #expect(
            counters == [
                Event(ph: "C", pid: 1, ts: 1_000_000, name: "screen on", args: .init(value: 0)),
                // Screen off and unplugged: both Doze machines go INACTIVE (their state counters).
                Event(
                    ph: "C", pid: 1, ts: 1_000_000,
                    name: "doze deep (0 ACTIVE … 5 IDLE, 6 IDLE_MAINTENANCE, 7 QUICK_DOZE_DELAY)", args: .init(value: 1)
                ),
                Event(
                    ph: "C", pid: 1, ts: 1_000_000,
                    name:
                        "doze light (0 ACTIVE, 1 INACTIVE, 2 IDLE, 3 WAITING_FOR_NETWORK, 4 IDLE_MAINTENANCE, 5 OVERRIDE)",
                    args: .init(value: 1)),
                Event(
                    ph: "C", pid: 1, ts: 1_000_000, name: "network (0 none, 1 unmetered, 2 metered, 3 roaming)",
                    args: .init(value: 0)),
            ])
    }
}

extension PerfettoTraceBuilderTests.Event {
    init(ph: String, pid: Int, tid: Int? = nil, ts: Int64? = nil, name: String?, args: Args?) {
        self.init(ph: ph, pid: pid, tid: tid, ts: ts, dur: nil, name: name, args: args)
    }
}
