/// An app's WorkManager database (`WorkDatabase`): the work rows, their dependencies, unique names and
/// tags. It lives in the app's storage, so it survives process death and reboot.
///
/// Beside the rows it holds two pieces of state that are *not* persisted, kept here because they belong to
/// the same app: ``jobs``, what the system's JobScheduler holds for the app (it survives the app's process
/// but not a reboot, as WorkManager's jobs are not persisted), and ``running``, the workers running in the
/// app's process (they die with it).
///
/// Every walk over rows is sorted by insertion sequence, so hash order never reaches scheduling or output.
final class WorkDatabase {
    private(set) var specs: [WorkID: WorkSpec] = [:]
    /// Prerequisites of each row, sorted by id.
    private(set) var prerequisites: [WorkID: [WorkID]] = [:]
    /// Dependents of each row, sorted by id.
    private(set) var dependents: [WorkID: [WorkID]] = [:]
    private var idsByName: [String: Set<WorkID>] = [:]
    private var idsByTag: [String: Set<WorkID>] = [:]
    private(set) var histories: [WorkID: [WorkStateChange]] = [:]
    /// How many state changes a work item's history keeps at least (the newest): periodic work runs for
    /// ever, and memory must not grow with simulated time.
    static let historyLimit = 256
    /// How many times each work item started running.
    var runCounts: [WorkID: Int] = [:]
    private var nextSequence: UInt64 = 1
    /// The system side: constraint waits (not persisted: cleared at reboot).
    var jobs = WorkJobs()
    /// The process side: workers running now (cleared when the process dies).
    var running: [WorkID: RunningWork] = [:]
    /// Whether work-testing's driver replaces time and conditions (``WorkManager/installTestDriver()``).
    var usesTestDriver = false
    /// The gates the test driver opened, by work.
    var testGates: [WorkID: WorkTestGates] = [:]
    /// Counts runs, so a stale end-of-run event is recognised.
    var nextRunNumber: UInt64 = 1

    init() {}

    /// A fresh insertion sequence number.
    func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    subscript(id: WorkID) -> WorkSpec? { specs[id] }

    /// Inserts a new row with its prerequisites.
    func insert(_ spec: WorkSpec, prerequisites prereqs: [WorkID], at instant: SimInstant) {
        specs[spec.id] = spec
        prerequisites[spec.id] = prereqs.sorted()
        for prereq in prereqs { dependents[prereq, default: []].append(spec.id) }
        if let name = spec.uniqueName { idsByName[name, default: []].insert(spec.id) }
        for tag in spec.tags { idsByTag[tag, default: []].insert(spec.id) }
        histories[spec.id] = [change(spec, at: instant)]
    }

    /// Writes a changed row, recording a history entry when its state, attempt count or stop reason changed.
    func store(_ spec: WorkSpec, at instant: SimInstant) {
        let old = specs[spec.id]
        if let old, old.tags != spec.tags {
            for tag in old.tags { idsByTag[tag]?.remove(spec.id) }
            for tag in spec.tags { idsByTag[tag, default: []].insert(spec.id) }
        }
        specs[spec.id] = spec
        if old?.state != spec.state || old?.runAttemptCount != spec.runAttemptCount
            || old?.stopReason != spec.stopReason
        {
            histories[spec.id, default: []].append(change(spec, at: instant))
            if histories[spec.id]!.count > Self.historyLimit * 2 {
                histories[spec.id]!.removeFirst(histories[spec.id]!.count - Self.historyLimit)
            }
        }
    }

    /// Deletes a row and its dependency, name and tag entries (`WorkSpecDao.delete` with cascades).
    func delete(_ id: WorkID) {
        guard let spec = specs.removeValue(forKey: id) else { return }
        for prereq in prerequisites.removeValue(forKey: id) ?? [] { dependents[prereq]?.removeAll { $0 == id } }
        for dependent in dependents.removeValue(forKey: id) ?? [] { prerequisites[dependent]?.removeAll { $0 == id } }
        if let name = spec.uniqueName { idsByName[name]?.remove(id) }
        for tag in spec.tags { idsByTag[tag]?.remove(id) }
        histories[id] = nil
        runCounts[id] = nil
        testGates[id] = nil
    }

    /// Rows in insertion order.
    func ordered(_ ids: some Sequence<WorkID>) -> [WorkID] {
        ids.compactMap { specs[$0] }.sorted { $0.sequence < $1.sequence }.map(\.id)
    }

    /// Every row, in insertion order.
    var allIDs: [WorkID] { ordered(specs.keys) }
    /// The rows with a unique name, in insertion order.
    func ids(named name: String) -> [WorkID] { ordered(idsByName[name] ?? []) }
    /// The rows with a tag, in insertion order.
    func ids(tagged tag: String) -> [WorkID] { ordered(idsByTag[tag] ?? []) }

    /// The rows that transitively depend on `id`, each once, in walk order.
    func transitiveDependents(of id: WorkID) -> [WorkID] {
        var seen: Set<WorkID> = []
        var result: [WorkID] = []
        var stack = Array((dependents[id] ?? []).reversed())
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            stack.append(contentsOf: (dependents[next] ?? []).reversed())
        }
        return result
    }

    /// Whether a row has a dependent that is not finished (such rows are never pruned).
    func hasUnfinishedDependents(_ id: WorkID) -> Bool {
        (dependents[id] ?? []).contains { specs[$0].map { !$0.state.isFinished } ?? false }
    }

    private func change(_ spec: WorkSpec, at instant: SimInstant) -> WorkStateChange {
        WorkStateChange(
            instant: instant, state: spec.state, runAttemptCount: Int(spec.runAttemptCount),
            stopReason: spec.stopReason)
    }
}

/// What JobScheduler holds for one app besides its timed jobs (those are events in the device queue):
/// the work that is due but waits for a constraint, indexed by the one constraint it waits on.
struct WorkJobs {
    /// Waiting work by the first unmet constraint.
    var waiting: [ConstraintKind: Set<WorkID>] = [:]
    /// The constraint each waiting work waits on.
    var waitingOn: [WorkID: ConstraintKind] = [:]
    /// Work being started right now (its process is starting), so a reconcile does not schedule it twice.
    var starting: Set<WorkID> = []
    /// Work JobScheduler accepted as an expedited job and has not started yet.
    var expedited: Set<WorkID> = []

    mutating func wait(_ id: WorkID, on kind: ConstraintKind) {
        unwait(id)
        waiting[kind, default: []].insert(id)
        waitingOn[id] = kind
    }

    mutating func unwait(_ id: WorkID) {
        guard let kind = waitingOn.removeValue(forKey: id) else { return }
        waiting[kind]?.remove(id)
    }
}

/// A worker running in the app's process.
struct RunningWork {
    let worker: any Worker
    let context: WorkerContext
    let run: WorkRun
    let number: UInt64
    /// The constraints the run started with (an update while running does not change them).
    let constraints: Constraints
    /// Whether the run outlasts the execution window and ends by a timeout stop.
    let timesOut: Bool
    /// Whether it runs as an expedited job (its time counts against the app's expedited quota).
    var expedited = false
}
