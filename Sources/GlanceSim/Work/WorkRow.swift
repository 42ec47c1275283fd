/// One row of an app's WorkManager database, as an object the runtime mutates in place: the
/// ``WorkSpec`` (`androidx.work.impl.model.WorkSpec`) with its dependency links (`Dependency`), its
/// history, its run count, the system job that holds it (`SystemIdInfo`) and, while a worker runs it in
/// the app's process, that worker.
///
/// The queue events of a row's job and run carry the row itself, so running work reaches everything it
/// needs without looking the id up again.
final class WorkRow {
    let id: WorkID
    /// Insertion order in the database: the stable tie-break for everything that walks rows.
    let sequence: UInt64
    /// The persisted fields. Change them through ``update(at:_:)`` so the history sees the change.
    private(set) var spec: WorkSpec
    /// Prerequisites, sorted by id (kept by ``WorkDatabase``).
    var prerequisites: [WorkRow] = []
    /// Dependents, in the order they were inserted (kept by ``WorkDatabase``).
    var dependents: [WorkRow] = []
    /// State changes, oldest first (trimmed to ``WorkDatabase/historyLimit``).
    private(set) var history: [WorkStateChange] = []
    /// How many times the work started running.
    var runCount = 0
    /// The gates the ``WorkTestDriver`` opened.
    var testGates = WorkTestGates()
    /// The system job WorkManager scheduled for the row (`SystemIdInfo`), made on first schedule.
    var job: JobStatus?
    /// The worker running the row in the app's process (dies with it).
    var worker: WorkerWrapper?
    /// Set when the row is deleted, so the database's ordered list can skip it.
    var isDeleted = false

    init(_ spec: WorkSpec, at instant: SimInstant) {
        id = spec.id
        sequence = spec.sequence
        self.spec = spec
        history = [change(at: instant)]
    }

    /// Mutates the persisted fields in place, recording a history entry when the state, attempt count or
    /// stop reason changed. Returns what `body` returns.
    @discardableResult
    func update<Result>(at instant: SimInstant, _ body: (inout WorkSpec) throws -> Result) rethrows -> Result {
        let state = spec.state
        let attempts = spec.runAttemptCount
        let stopReason = spec.stopReason
        let result = try body(&spec)
        if spec.state != state || spec.runAttemptCount != attempts || spec.stopReason != stopReason {
            history.append(change(at: instant))
            if history.count > WorkDatabase.historyLimit * 2 {
                history.removeFirst(history.count - WorkDatabase.historyLimit)
            }
        }
        return result
    }

    private func change(at instant: SimInstant) -> WorkStateChange {
        WorkStateChange(
            instant: instant, state: spec.state, runAttemptCount: Int(spec.runAttemptCount),
            stopReason: spec.stopReason)
    }
}
