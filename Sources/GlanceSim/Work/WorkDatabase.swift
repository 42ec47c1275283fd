/// An app's WorkManager database (`WorkDatabase`): the work rows, their dependencies, unique names and
/// tags. It lives in the app's storage, so it survives process death and reboot; the runtime that works on
/// it is the app's ``WorkManagerImpl``.
///
/// Every walk over rows is in insertion order, so hash order never reaches scheduling or output.
final class WorkDatabase {
    private var rowsByID: [WorkID: WorkRow] = [:]
    /// Every row ever inserted, in insertion order; deleted rows are dropped lazily.
    private var rowsInOrder: [WorkRow] = []
    private var deletedCount = 0
    private var idsByName: [String: Set<WorkID>] = [:]
    private var idsByTag: [String: Set<WorkID>] = [:]
    private var nextSequence: UInt64 = 1
    /// How many state changes a work item's history keeps at least (the newest): periodic work runs for
    /// ever, and memory must not grow with simulated time.
    static let historyLimit = 256

    init() {}

    /// A fresh insertion sequence number.
    func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// The row with an id, if it exists.
    func row(_ id: WorkID) -> WorkRow? { rowsByID[id] }

    /// The persisted fields of a row, if it exists.
    subscript(id: WorkID) -> WorkSpec? { rowsByID[id]?.spec }

    /// The prerequisites of a row, sorted by id (empty for an unknown id).
    func prerequisites(of id: WorkID) -> [WorkID] { rowsByID[id]?.prerequisites.map(\.id) ?? [] }

    /// Inserts a new row with its prerequisites.
    @discardableResult
    func insert(_ spec: WorkSpec, prerequisites prereqs: [WorkID], at instant: SimInstant) -> WorkRow {
        let row = WorkRow(spec, at: instant)
        rowsByID[spec.id] = row
        rowsInOrder.append(row)
        row.prerequisites = prereqs.sorted().compactMap { rowsByID[$0] }
        for prereq in prereqs { rowsByID[prereq]?.dependents.append(row) }
        if let name = spec.uniqueName { idsByName[name, default: []].insert(spec.id) }
        for tag in spec.tags { idsByTag[tag, default: []].insert(spec.id) }
        return row
    }

    /// Re-indexes a row's tags after an update changed them.
    func retag(_ row: WorkRow, from oldTags: [String]) {
        guard oldTags != row.spec.tags else { return }
        for tag in oldTags { idsByTag[tag]?.remove(row.id) }
        for tag in row.spec.tags { idsByTag[tag, default: []].insert(row.id) }
    }

    /// Deletes a row and its dependency, name and tag entries (`WorkSpecDao.delete` with cascades).
    func delete(_ row: WorkRow) {
        guard rowsByID.removeValue(forKey: row.id) != nil else { return }
        for prereq in row.prerequisites { prereq.dependents.removeAll { $0 === row } }
        for dependent in row.dependents { dependent.prerequisites.removeAll { $0 === row } }
        row.prerequisites = []
        row.dependents = []
        if let name = row.spec.uniqueName { idsByName[name]?.remove(row.id) }
        for tag in row.spec.tags { idsByTag[tag]?.remove(row.id) }
        row.isDeleted = true
        deletedCount += 1
    }

    /// Every row, in insertion order.
    var allRows: [WorkRow] {
        if deletedCount > 0 {
            rowsInOrder.removeAll { $0.isDeleted }
            deletedCount = 0
        }
        return rowsInOrder
    }

    /// Rows in insertion order.
    func ordered(_ ids: some Sequence<WorkID>) -> [WorkID] {
        ids.compactMap { rowsByID[$0] }.sorted { $0.sequence < $1.sequence }.map(\.id)
    }

    /// Every row's id, in insertion order.
    var allIDs: [WorkID] { allRows.map(\.id) }
    /// The rows with a unique name, in insertion order.
    func ids(named name: String) -> [WorkID] { ordered(idsByName[name] ?? []) }
    /// The rows with a tag, in insertion order.
    func ids(tagged tag: String) -> [WorkID] { ordered(idsByTag[tag] ?? []) }

    /// The rows that transitively depend on `row`, each once, in walk order.
    func transitiveDependents(of row: WorkRow) -> [WorkRow] {
        var seen: Set<ObjectIdentifier> = []
        var result: [WorkRow] = []
        var stack = Array(row.dependents.reversed())
        while let next = stack.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            result.append(next)
            stack.append(contentsOf: next.dependents.reversed())
        }
        return result
    }

    /// Whether a row has a dependent that is not finished (such rows are never pruned).
    func hasUnfinishedDependents(_ row: WorkRow) -> Bool {
        row.dependents.contains { !$0.spec.state.isFinished }
    }
}

/// One row of an app's WorkManager database, as an object the runtime mutates in place: the
/// ``WorkSpec`` (`androidx.work.impl.model.WorkSpec`) with its dependency links (`Dependency`) and its
/// history, the system job that holds it (`SystemIdInfo`) and, while a worker runs it in the app's
/// process, that worker.
///
/// What dies with what, and who writes it (the compiler holds each writer to it: the setters are
/// `fileprivate` to the owner's file, or `private` to the row):
/// - The database persists ``spec`` and ``history`` (changed only through ``update(at:_:)``), the
///   dependency links and ``isDeleted`` (written only by ``WorkDatabase``, in this file). They survive
///   process death and reboot.
/// - ``job`` is the system's: the handle is made once by WorkManager's `SystemJobScheduler`
///   (``SystemIdInfo``, in `WorkManagerImpl+SystemJobScheduler.swift`) and dropped when the row is
///   deleted; a reboot forgets the job's state (JobScheduler's own), not the handle.
/// - ``worker`` lives in the app's process: only the worker-running code (``WorkerSlot``, in
///   `WorkerWrapper.swift`) sets and clears it, and process death kills it. ``runCount``, kept in the
///   same slot, counts the starts and survives.
/// - ``testGates`` are the work-testing driver's (``WorkTestGates``, in `WorkTestDriver.swift`).
///
/// The queue events of a row's job and run carry the row (in the job's extras, in the worker), so
/// running work reaches everything it needs without looking the id up again.
final class WorkRow {
    let id: WorkID
    /// Insertion order in the database: the stable tie-break for everything that walks rows.
    let sequence: UInt64
    /// The persisted fields. Change them through ``update(at:_:)`` so the history sees the change.
    ///
    /// Read several times per run, so it skips the runtime's exclusivity check (`@exclusivity(unchecked)`):
    /// only ``update(at:_:)`` and restoring write it, and every body passed to `update` changes the `WorkSpec` it is
    /// given through `WorkSpec`'s own methods, which reach no row, so no access to it overlaps another.
    @exclusivity(unchecked) private(set) var spec: WorkSpec
    /// Prerequisites, sorted by id (kept by ``WorkDatabase``).
    fileprivate(set) var prerequisites: [WorkRow] = []
    /// Dependents, in the order they were inserted (kept by ``WorkDatabase``).
    fileprivate(set) var dependents: [WorkRow] = []
    /// State changes, oldest first (trimmed to ``WorkDatabase/historyLimit``). Appended to at every run, so it
    /// skips the runtime's exclusivity check (`@exclusivity(unchecked)`): only ``update(at:_:)`` (after its body has
    /// returned) and restoring change it, and no access to it spans a call out of `Array`.
    @exclusivity(unchecked) private(set) var history: [WorkStateChange] = []
    /// Set by ``WorkDatabase`` when the row is deleted, so the database's ordered list can skip it.
    fileprivate(set) var isDeleted = false
    /// The system job WorkManager scheduled for the row, made on first schedule.
    let systemIdInfo = SystemIdInfo()
    /// The worker running the row in the app's process, and how many started.
    let workerSlot = WorkerSlot()
    /// The gates the ``WorkTestDriver`` opened.
    let testGates = WorkTestGates()

    /// The system job WorkManager scheduled for the row (`SystemIdInfo`), made on first schedule.
    var job: JobStatus? { systemIdInfo.job }
    /// The worker running the row in the app's process (dies with it).
    var worker: WorkerWrapper? { workerSlot.worker }
    /// How many times the work started running.
    var runCount: Int { workerSlot.runCount }

    fileprivate init(_ spec: WorkSpec, at instant: SimInstant) {
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

    /// The spec's ``WorkSpec/nextRunTime``, from its fields read one by one: calling a `WorkSpec` property on
    /// ``spec`` copies the whole spec (a class property, which the call might reach), several hundred
    /// instructions at every schedule and start.
    var nextRunTime: Int64 {
        let isPeriodic = spec.intervalDuration != 0
        return WorkTiming.nextRunTime(
            isPeriodic: isPeriodic, isBackedOff: spec.state == .enqueued && spec.runAttemptCount > 0,
            runAttemptCount: spec.runAttemptCount, backoffPolicy: spec.backoffPolicy,
            backoffDelay: spec.backoffDelayDuration, lastEnqueueTime: spec.lastEnqueueTime,
            periodCount: spec.periodCount, initialDelay: spec.initialDelay, interval: spec.intervalDuration,
            flex: spec.flexDuration, override: spec.nextScheduleTimeOverride)
    }

    /// The spec's ``WorkSpec/mayStart(at:)`` (WorkerWrapper's time gate), without copying the spec.
    func mayStart(at now: Int64) -> Bool {
        guard spec.state == .enqueued else { return false }
        if spec.intervalDuration != 0 || spec.runAttemptCount > 0 { return now >= nextRunTime }
        return true
    }

    private func change(at instant: SimInstant) -> WorkStateChange {
        WorkStateChange(
            instant: instant, state: spec.state, runAttemptCount: Int(spec.runAttemptCount),
            stopReason: spec.stopReason)
    }
}

// MARK: - Saving and restoring

extension WorkDatabase {
    /// The database's saved form: its rows in insertion order (by saved number) and the next sequence number.
    /// The name and tag indexes are made again from the rows.
    struct Snapshot: Codable, Equatable {
        var rows: [Int]
        var nextSequence: UInt64
    }

    func snapshot(package: String, _ writer: SnapshotWriter) -> Snapshot {
        Snapshot(rows: allRows.map { writer.row($0, of: package) }, nextSequence: nextSequence)
    }

    /// Takes on the saved rows (made again, with every other saved row, before this).
    func restore(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        rowsByID = [:]
        rowsInOrder = []
        deletedCount = 0
        idsByName = [:]
        idsByTag = [:]
        for number in saved.rows {
            let row = try reader.rows(number, "work row")
            guard !row.isDeleted, rowsByID[row.id] == nil else {
                throw SnapshotError("the work database lists \(row.id) twice, or deleted")
            }
            rowsByID[row.id] = row
            rowsInOrder.append(row)
            if let name = row.spec.uniqueName { idsByName[name, default: []].insert(row.id) }
            for tag in row.spec.tags { idsByTag[tag, default: []].insert(row.id) }
        }
        try SnapshotError.checkCounter(saved.nextSequence, "the work database's next sequence")
        nextSequence = saved.nextSequence
    }
}

extension WorkRow {
    /// A row's saved form: its spec and history, its links (by saved row number), whether it was deleted, its
    /// job and running worker (by saved number), its run count and test gates.
    struct Snapshot: Codable, Equatable {
        var package: String
        var spec: WorkSpec
        var history: [WorkStateChange]
        var prerequisites: [Int]
        var dependents: [Int]
        var isDeleted: Bool
        var job: Int?
        var worker: Int?
        var runCount: Int
        var testGates: [Bool]
    }

    func snapshot(_ writer: SnapshotWriter) -> Snapshot {
        let package = writer.package(of: self)
        return Snapshot(
            package: package, spec: spec, history: history,
            prerequisites: prerequisites.map { writer.row($0, of: package) },
            dependents: dependents.map { writer.row($0, of: package) }, isDeleted: isDeleted,
            job: job.map(writer.jobs.number),
            worker: worker.map(writer.workers.number), runCount: runCount, testGates: testGates.snapshot)
    }

    /// A saved row made again, without its links, job or worker (``restoreLinks(_:_:)`` adds them).
    convenience init(restoring saved: Snapshot) throws(SnapshotError) {
        try saved.spec.check()
        try SnapshotError.checkCounter(saved.runCount, "a work row's run count")
        self.init(saved.spec, at: .zero)
        history = saved.history
        isDeleted = saved.isDeleted
        try testGates.restore(saved.testGates)
    }

    /// Links a restored row to its prerequisites and dependents (once every row is made).
    func restoreLinks(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        prerequisites = try saved.prerequisites.map { number throws(SnapshotError) in
            try reader.rows(number, "work row")
        }
        dependents = try saved.dependents.map { number throws(SnapshotError) in try reader.rows(number, "work row") }
    }
}
