import GlanceSim

/// What scripted workers did, in order.
final class WorkLog {
    /// `<class> <id> attempt <n>` per run that reached `doWork`.
    var runs: [String] = []
    /// The inputs each run saw, in order.
    var inputs: [AndroidBundle] = []
    /// The stop reasons `onStopped` got.
    var stops: [StopReason] = []
    /// The tags each run saw.
    var tags: [[String]] = []
}

/// A worker whose behaviour is a closure.
final class ScriptWorker: Worker {
    let className: String
    let duration: SimDuration
    let log: WorkLog
    let body: (WorkerContext) throws -> WorkResult

    init(
        _ className: String, duration: SimDuration, log: WorkLog, body: @escaping (WorkerContext) throws -> WorkResult
    ) {
        self.className = className
        self.duration = duration
        self.log = log
        self.body = body
    }

    func doWork(_ context: WorkerContext) throws -> WorkResult {
        log.runs.append("\(className) \(context.id) attempt \(context.runAttemptCount)")
        log.inputs.append(context.inputData)
        log.tags.append(context.tags)
        return try body(context)
    }

    func onStopped(_ reason: StopReason) { log.stops.append(reason) }
}

/// A device with one app whose workers are scripted.
struct WorkHarness {
    static let package = "com.example.work"
    let device: Device
    let log = WorkLog()
    let context: AppContext
    var workManager: WorkManager { context.workManager }

    /// `workers`: class name → (duration, body).
    init(
        conditions: DeviceConditions = DeviceConditions(),
        workers: [String: (SimDuration, (WorkerContext) throws -> WorkResult)],
        onCreate: ((AppContext) throws -> Void)? = nil
    ) throws {
        device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1), conditions: conditions)
        var manifest = AppManifest(packageName: Self.package)
        let log = self.log
        for (name, (duration, body)) in workers {
            manifest.workers[name] = { ScriptWorker(name, duration: duration, log: log, body: body) }
        }
        manifest.onCreate = onCreate
        try device.install(manifest)
        context = try device.context(for: Self.package)
    }

    func info(_ id: WorkID?) -> WorkInfo? { id.flatMap { workManager.getWorkInfoById($0) } }
    func state(_ id: WorkID?) -> WorkState? { info(id)?.state }

    /// Milliseconds since the epoch of the wall clock now.
    var wallNow: Int64 { device.clock.wallTime.millisecondsSinceEpoch }

    /// The trace lines of work records only.
    var workTrace: [String] {
        device.trace.records.filter { $0.kind.rawValue.hasPrefix("work.") }.map(\.description)
    }
}

/// Shorthands for requests.
func oneTime(
    _ className: String, tag: String? = nil, delay: SimDuration = .zero, input: AndroidBundle = AndroidBundle(),
    merger: InputMerger = .overwriting, constraints: Constraints = .none
) throws -> OneTimeWorkRequest {
    var builder = OneTimeWorkRequest.Builder(workerClassName: className)
        .setInitialDelay(delay).setInputData(input).setInputMerger(merger).setConstraints(constraints)
    if let tag { builder = builder.addTag(tag) }
    return try builder.build()
}

func periodic(
    _ className: String, every interval: SimDuration, constraints: Constraints = .none, tag: String? = nil
) throws -> PeriodicWorkRequest {
    var builder = PeriodicWorkRequest.Builder(workerClassName: className, repeatInterval: interval)
        .setConstraints(constraints)
    if let tag { builder = builder.addTag(tag) }
    return try builder.build()
}
