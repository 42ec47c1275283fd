/// Enqueueing (`EnqueueRunnable`), unique-work policies and updates (`WorkerUpdater`).
extension WorkManagerImpl {
    /// Inserts `templates` as one continuation step (`enqueueWorkWithPrerequisites`), applying the unique
    /// policy if this is the head of a named chain. Returns the new ids (empty if KEEP dropped them or a
    /// prerequisite no longer exists).
    func enqueueWork(
        _ templates: [WorkTemplate],
        prerequisites: [WorkID],
        name: String?,
        policy: ExistingWorkPolicy,
        in call: DirectCall
    ) throws(AndroidException) -> [WorkID] {
        if policy == .replace, templates.contains(where: { $0.overrideSet && $0.override != WorkSpec.never }) {
            throw .illegalArgument(
                "Next Schedule Time Override must be used with ExistingPeriodicWorkPolicyUPDATE (preferably) or KEEP")
        }
        // A REPLACE or KEEP head deletes the rows of its name first, so their ids may be reused.
        let replaced = name.map { database.ids(named: $0) } ?? []
        for template in templates {
            if let id = template.id, database[id] != nil,
                prerequisites.isEmpty == false || policy == .append || policy == .appendOrReplace
                    || !replaced.contains(id)
            {
                throw .illegalArgument("work with id \(id) already exists")
            }
            // androidx's `require(Long.MAX_VALUE - System.currentTimeMillis() > initialDelay)` in
            // `setInitialDelay` (so a request without a delay never meets it; an explicit 0 counts as none here), in
            // Kotlin's wrapping `Long` arithmetic: with a clock before 1970 the difference wraps negative and the
            // delay is refused (an IllegalArgumentException in the app), where Swift's `-` would trap.
            guard template.initialDelay <= 0 || Int64.max &- workNow > template.initialDelay else {
                throw .illegalArgument("The given initial delay is too large and will cause an overflow!")
            }
        }
        var prereqs = prerequisites
        var allSucceeded = true
        var anyFailed = false
        var anyCancelled = false
        for prereq in prereqs {
            guard let state = database[prereq]?.state else { return [] }
            allSucceeded = allSucceeded && state == .succeeded
            if state == .failed { anyFailed = true } else if state == .cancelled { anyCancelled = true }
        }
        if let name, prereqs.isEmpty {
            let existing = database.ids(named: name)
            if !existing.isEmpty {
                if policy == .append || policy == .appendOrReplace {
                    var leaves: [WorkID] = []
                    for id in existing where database.row(id)?.dependents.isEmpty ?? true {
                        let state = database[id]?.state
                        allSucceeded = allSucceeded && state == .succeeded
                        if state == .failed { anyFailed = true } else if state == .cancelled { anyCancelled = true }
                        leaves.append(id)
                    }
                    if policy == .appendOrReplace && (anyFailed || anyCancelled) {
                        for id in existing { delete(id, reason: .appendOrReplace) }
                        leaves = []
                        anyFailed = false
                        anyCancelled = false
                    }
                    prereqs = leaves
                } else {
                    let states = existing.compactMap { database[$0]?.state }
                    if policy == .keep && states.contains(where: { $0 == .enqueued || $0 == .running }) { return [] }
                    cancel(roots: existing, includeFinishedRoots: false, in: call)
                    for id in existing { delete(id, reason: .replaced(policy)) }
                }
            }
        }
        var ids: [WorkID] = []
        for template in templates {
            var spec = makeSpec(template, name: name)
            if !prereqs.isEmpty && !allSucceeded {
                spec.state = anyFailed ? .failed : anyCancelled ? .cancelled : .blocked
            } else {
                spec.enqueue(at: workNow)
            }
            let row = database.insert(spec, prerequisites: prereqs, at: core.now)
            ids.append(spec.id)
            record(
                .workEnqueue,
                .enqueue(
                    package: packageName, id: row.id, worker: row.spec.workerClassName,
                    schedule: WorkSchedule(row.spec), uniqueName: name, after: prereqs))
            schedule(row)
        }
        return ids
    }

    private func makeSpec(_ template: WorkTemplate, name: String?) -> WorkSpec {
        let id = template.id ?? WorkID(core.nextWorkNumber)
        core.nextWorkNumber = max(core.nextWorkNumber, id.value) + 1
        var spec = WorkSpec(
            id: id, sequence: database.takeSequence(), workerClassName: template.workerClassName, input: template.input)
        spec.state = .blocked
        spec.apply(template)
        if template.overrideSet && template.override != WorkSpec.never {
            spec.nextScheduleTimeOverride = template.override
            spec.nextScheduleTimeOverrideGeneration = 1
        }
        spec.uniqueName = name
        return spec
    }

    /// Updates a row in place (`WorkerUpdater.updateWorkImpl`).
    func update(_ id: WorkID, with template: WorkTemplate, in call: DirectCall) throws(AndroidException)
        -> WorkUpdateResult
    {
        guard let row = database.row(id) else { throw .illegalArgument("Worker with \(id) doesn't exist") }
        guard !row.spec.state.isFinished else { return .notApplied }
        guard row.spec.isPeriodic == template.isPeriodic else {
            let kind = { (periodic: Bool) in periodic ? "Periodic" : "OneTime" }
            throw AndroidException(
                className: "java.lang.UnsupportedOperationException",
                message: "Can't update \(kind(row.spec.isPeriodic)) Worker to \(kind(template.isPeriodic)) Worker. "
                    + "Update operation must preserve worker's type.")
        }
        let isRunning = row.worker != nil
        if !isRunning { unschedule(row) }
        let oldTags = row.spec.tags
        row.update(at: core.now) { spec in
            spec.apply(template)
            spec.generation += 1
            if template.overrideSet { spec.setOverride(template.override) }
        }
        database.retag(row, from: oldTags)
        let result: WorkUpdateResult = isRunning ? .appliedForNextRun : .appliedImmediately
        record(.workUpdate, .update(package: packageName, id: id, generation: row.spec.generation, result: result))
        if !isRunning { schedule(row) }
        return result
    }

    /// `enqueueUniquePeriodicWork` (`WorkerUpdater.enqueueUniquelyNamedPeriodic` for UPDATE).
    func enqueueUniquePeriodic(
        _ template: WorkTemplate, name: String, policy: ExistingPeriodicWorkPolicy, in call: DirectCall
    ) throws(AndroidException) -> [WorkID] {
        switch policy {
        case .keep: return try enqueueWork([template], prerequisites: [], name: name, policy: .keep, in: call)
        case .cancelAndReenqueue:
            return try enqueueWork([template], prerequisites: [], name: name, policy: .replace, in: call)
        case .update: break
        }
        let existing = database.ids(named: name)
        guard existing.count <= 1 else {
            throw AndroidException(
                className: "java.lang.UnsupportedOperationException",
                message: "Can't apply UPDATE policy to the chains of work.")
        }
        guard let current = existing.first, let spec = database[current] else {
            return try enqueueWork([template], prerequisites: [], name: name, policy: .keep, in: call)
        }
        guard spec.isPeriodic else {
            throw AndroidException(
                className: "java.lang.UnsupportedOperationException",
                message: "Can't update OneTimeWorker to Periodic Worker. Update operation must preserve worker's type.")
        }
        if spec.state == .cancelled {
            delete(current, reason: .updateOfCancelledWork)
            return try enqueueWork([template], prerequisites: [], name: name, policy: .keep, in: call)
        }
        _ = try update(current, with: template, in: call)
        return [current]
    }

    /// Deletes a row (REPLACE, KEEP over finished work, pruning). A running worker must be stopped first.
    func delete(_ id: WorkID, reason: WorkDeletion) {
        guard let row = database.row(id) else { return }
        dropRunningWork(row, reason: .cancelledByApp)
        forgetJob(of: row)
        database.delete(row)
        record(.workDelete, .delete(package: packageName, id: id, reason: reason))
    }
}

extension WorkSpec {
    /// Takes every field a request sets (worker, timing, constraints, backoff, input, tags); keeps state,
    /// counters, enqueue time, generation and override.
    mutating func apply(_ template: WorkTemplate) {
        workerClassName = template.workerClassName
        input = template.input
        inputMerger = template.inputMerger
        initialDelay = template.initialDelay
        intervalDuration = template.interval
        flexDuration = template.flex
        constraints = template.constraints
        backoffPolicy = template.backoffPolicy
        backoffDelayDuration = template.backoffDelay
        backoffOnSystemInterruptions = template.backoffOnSystemInterruptions
        minimumRetentionDuration = template.keepResultsForAtLeast
        tags = template.tags
        expedited = template.expedited
        outOfQuotaPolicy = template.outOfQuotaPolicy
    }
}
