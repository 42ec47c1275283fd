/// Turns trace records into Chrome trace-event JSON, the format the Perfetto UI (ui.perfetto.dev) and
/// `chrome://tracing` open, and hands it out in pieces as records arrive: a ``TraceSink`` whose memory does not
/// grow with the run.
///
/// The picture: one process for the system (pid 1: AlarmManager, BroadcastQueue, AppWidgetService threads, and
/// counter tracks for the screen, network, charging, battery level, idle and storage) and one per app (pid 2, 3,
/// … in the order apps first appear), with a `main` thread for receiver calls, widget callbacks, Glance
/// compositions and actions (slices of zero length: virtual time does not pass while app code runs), a thread
/// per work item whose runs are slices from start to finish, stop or process death, and an `alive` counter
/// for its process. Broadcasts sent, alarms set and fired, and widget views are instants. Timestamps are the
/// virtual time since the start of the run, in microseconds.
///
/// ```swift
/// var json = ""
/// let builder = PerfettoTraceBuilder { json += $0 }
/// let device = Device(traceMode: .streaming(builder))
/// try device.advance(by: .minutes(5))
/// builder.finish(at: device.now)   // json is now a complete {"traceEvents":[…]} document
/// ```
public final class PerfettoTraceBuilder: TraceSink {
    private let write: (String) -> Void
    private var wroteEvent = false
    private var finished = false
    private var pids: [String: Int] = [:]
    private var workThreads: [WorkKey: Int] = [:]
    private var nextWorkThread: [Int: Int] = [:]
    private var openRuns: [WorkKey: (pid: Int, tid: Int)] = [:]
    private var openRunOrder: [WorkKey] = []

    private struct WorkKey: Hashable {
        var package: String
        var id: WorkID
    }

    private static let systemPid = 1
    private enum SystemThread: Int, CaseIterable {
        case alarmManager = 1
        case broadcastQueue, appWidgetService, processes

        var name: String {
            switch self {
            case .alarmManager: "AlarmManager"
            case .broadcastQueue: "BroadcastQueue"
            case .appWidgetService: "AppWidgetService"
            case .processes: "ActivityManager"
            }
        }
    }

    private static let mainThread = 1

    /// A builder that hands its JSON, piece by piece, to `write`; the pieces joined are one JSON document once
    /// ``finish(at:)`` has run.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        write("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[")
        metadata(pid: Self.systemPid, name: "process_name", value: "system")
        for thread in SystemThread.allCases {
            metadata(pid: Self.systemPid, tid: thread.rawValue, name: "thread_name", value: thread.name)
        }
    }

    public func receive(_ record: TraceRecord) {
        let ts = record.instant.milliseconds * 1000
        switch record.event {
        case .device(.condition(let change)): counter(change, ts: ts)
        case .device(.reboot(let boot)):
            instant("reboot (boot \(boot))", pid: Self.systemPid, tid: SystemThread.processes.rawValue, ts: ts)
        case .device(.standbyBucket(let package, let bucket, let reason)):
            instant(
                "standby bucket \(bucket.rawValue) (\(reason.rawValue))", pid: pid(package), tid: Self.mainThread,
                ts: ts)
            counter(
                "standby bucket \(package) (0 exempted … 5 restricted)",
                StandbyBucket.allCases.firstIndex(of: bucket) ?? 0, ts)
        case .device(.appStandbyParole(let on)): counter("app standby parole (charging reported)", on ? 1 : 0, ts)
        case .device(.powerSaveAllowlist(let package, let allowlisted)):
            instant(
                allowlisted ? "power-save allowlisted" : "off the power-save allowlist", pid: pid(package),
                tid: Self.mainThread, ts: ts)
        case .clock: break
        case .alarm(let event): alarm(event, ts: ts)
        case .broadcast(let event): broadcast(event, ts: ts)
        case .process(let event): process(event, ts: ts)
        case .appWidget(let event): appWidget(event, ts: ts)
        case .glance(let event):
            guard let package = event.packageName else { return }
            slice(event.kind.rawValue + " " + event.details, pid: pid(package), tid: Self.mainThread, ts: ts)
        case .work(let event): work(event, ts: ts)
        case .doze(.deep(let state, _, _)):
            counter(
                "doze deep (0 ACTIVE … 5 IDLE, 6 IDLE_MAINTENANCE, 7 QUICK_DOZE_DELAY)",
                DeepDozeState.allCases.firstIndex(of: state)!, ts)
        case .doze(.light(let state, _, _)):
            counter(
                "doze light (0 ACTIVE, 1 INACTIVE, 2 IDLE, 3 WAITING_FOR_NETWORK, 4 IDLE_MAINTENANCE, 5 OVERRIDE)",
                LightDozeState.allCases.firstIndex(of: state)!, ts)
        case .doze(.parameters): break
        case .text: break
        }
    }

    /// Ends the runs still open at `end` and closes the JSON document. Records after this are ignored.
    public func finish(at end: SimInstant) {
        guard !finished else { return }
        let ts = end.milliseconds * 1000
        for key in openRunOrder {
            guard let run = openRuns.removeValue(forKey: key) else { continue }
            event("{\"ph\":\"E\",\"pid\":\(run.pid),\"tid\":\(run.tid),\"ts\":\(ts)}")
        }
        openRunOrder = []
        write("]}\n")
        finished = true
    }

    // MARK: - By owner

    private func counter(_ change: DeviceConditionChange, ts: Int64) {
        let (name, value): (String, Int) =
            switch change {
            case .network(let network): ("network (0 none, 1 unmetered, 2 metered, 3 roaming)", networkCode(network))
            case .charging(let on): ("charging", on ? 1 : 0)
            case .batteryLevel(let level): ("battery level", level)
            case .batteryLow(let low): ("battery low", low ? 1 : 0)
            case .deviceIdle(let idle): ("device idle", idle ? 1 : 0)
            case .storageLow(let low): ("storage low", low ? 1 : 0)
            case .screenOn(let on): ("screen on", on ? 1 : 0)
            case .dozing(let on): ("dozing (jobs held, network cut)", on ? 1 : 0)
            case .locked(let on): ("locked", on ? 1 : 0)
            case .moving(let on): ("moving", on ? 1 : 0)
            case .batterySaver(let on): ("battery saver", on ? 1 : 0)
            }
        counter(name, value, ts)
    }

    private func counter(_ name: String, _ value: Int, _ ts: Int64) {
        event(
            "{\"ph\":\"C\",\"pid\":\(Self.systemPid),\"ts\":\(ts),\"name\":\(jsonString(name)),"
                + "\"args\":{\"value\":\(value)}}")
    }

    private func networkCode(_ network: NetworkState) -> Int {
        switch network {
        case .none: 0
        case .unmetered: 1
        case .metered: 2
        case .roaming: 3
        }
    }

    private func alarm(_ event: AlarmTraceEvent, ts: Int64) {
        let tid = SystemThread.alarmManager.rawValue
        if case .fire(let alarm, _) = event, alarm.package != Device.systemCreator {
            instant("alarm fired: " + event.details, pid: pid(alarm.package), tid: Self.mainThread, ts: ts)
        }
        instant(event.kind.rawValue + " " + event.subject + " " + event.details, pid: Self.systemPid, tid: tid, ts: ts)
    }

    private func broadcast(_ event: BroadcastTraceEvent, ts: Int64) {
        switch event {
        case .deliver(let receiver, _), .final(let receiver, _, _, _):
            slice(
                event.kind.rawValue + " " + event.details, pid: pid(receiver.packageName), tid: Self.mainThread, ts: ts)
        case .send:
            instant(
                "broadcast " + event.details, pid: Self.systemPid, tid: SystemThread.broadcastQueue.rawValue, ts: ts)
        default:
            instant(
                event.kind.rawValue + " " + event.subject + " " + event.details, pid: Self.systemPid,
                tid: SystemThread.broadcastQueue.rawValue, ts: ts)
        }
    }

    private func process(_ event: ProcessTraceEvent, ts: Int64) {
        switch event {
        case .start(let package, _, _), .death(let package, _, _, _):
            let alive = if case .start = event { 1 } else { 0 }
            counterEvent(pid: pid(package), name: "alive", value: alive, ts: ts)
            instant(
                event.kind.rawValue + " " + event.subject + " " + event.details, pid: Self.systemPid,
                tid: SystemThread.processes.rawValue, ts: ts)
        default:
            guard let package = event.packageName else { return }
            instant(event.kind.rawValue + " " + event.details, pid: pid(package), tid: Self.mainThread, ts: ts)
        }
    }

    private func appWidget(_ event: AppWidgetTraceEvent, ts: Int64) {
        switch event {
        case .callback:
            guard let package = event.packageName else { return }
            slice(event.subject + " " + event.details, pid: pid(package), tid: Self.mainThread, ts: ts)
        default:
            instant(
                event.kind.rawValue + " " + event.subject + " " + event.details, pid: Self.systemPid,
                tid: SystemThread.appWidgetService.rawValue, ts: ts)
        }
    }

    private func work(_ event: WorkTraceEvent, ts: Int64) {
        let (package, id) = event.work
        let key = WorkKey(package: package, id: id)
        let pid = pid(package)
        let tid = workThread(key, pid: pid)
        switch event {
        case .start(_, _, let worker, let attempt, _, _):
            endRun(key, ts: ts)
            self.event(
                "{\"ph\":\"B\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),"
                    + "\"name\":\(jsonString("\(worker) attempt \(attempt)"))}")
            openRuns[key] = (pid, tid)
            openRunOrder.append(key)
        case .finish, .finishIgnored, .stop, .processDied:
            instant(event.kind.rawValue + " " + event.details, pid: pid, tid: tid, ts: ts)
            endRun(key, ts: ts)
        default:
            instant(event.kind.rawValue + " " + event.details, pid: pid, tid: tid, ts: ts)
        }
    }

    private func endRun(_ key: WorkKey, ts: Int64) {
        guard let run = openRuns.removeValue(forKey: key) else { return }
        openRunOrder.removeAll { $0 == key }
        event("{\"ph\":\"E\",\"pid\":\(run.pid),\"tid\":\(run.tid),\"ts\":\(ts)}")
    }

    // MARK: - Ids and events

    private func pid(_ package: String) -> Int {
        if let known = pids[package] { return known }
        let pid = pids.count + 2
        pids[package] = pid
        metadata(pid: pid, name: "process_name", value: package)
        metadata(pid: pid, tid: Self.mainThread, name: "thread_name", value: "main")
        return pid
    }

    private func workThread(_ key: WorkKey, pid: Int) -> Int {
        if let known = workThreads[key] { return known }
        let tid = nextWorkThread[pid, default: 100]
        nextWorkThread[pid] = tid + 1
        workThreads[key] = tid
        metadata(pid: pid, tid: tid, name: "thread_name", value: "work \(key.id)")
        return tid
    }

    private func metadata(pid: Int, tid: Int = 0, name: String, value: String) {
        event(
            "{\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(tid),\"name\":\"\(name)\",\"args\":{\"name\":\(jsonString(value))}}"
        )
    }

    private func instant(_ name: String, pid: Int, tid: Int, ts: Int64) {
        event("{\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),\"name\":\(jsonString(name))}")
    }

    private func slice(_ name: String, pid: Int, tid: Int, ts: Int64) {
        event("{\"ph\":\"X\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),\"dur\":0,\"name\":\(jsonString(name))}")
    }

    private func counterEvent(pid: Int, name: String, value: Int, ts: Int64) {
        event("{\"ph\":\"C\",\"pid\":\(pid),\"ts\":\(ts),\"name\":\"\(name)\",\"args\":{\"value\":\(value)}}")
    }

    private func event(_ json: String) {
        guard !finished else { return }
        write((wroteEvent ? ",\n" : "\n") + json)
        wroteEvent = true
    }
}
