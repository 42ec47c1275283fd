/// Cancellation (`CancelWorkRunnable`) and pruning (`WorkDatabase` cleanup, `pruneWork`).
extension WorkManagerImpl {
    /// Cancels `roots` and every transitive dependent. Unfinished rows become CANCELLED (a running worker
    /// is stopped with ``StopReason/cancelledByApp``); finished rows stay as they are, but their dependents
    /// are still walked. With `includeFinishedRoots` false (by name, tag, all) finished roots are skipped.
    func cancel(roots: [WorkID], includeFinishedRoots: Bool, in call: DirectCall) {
        for rootID in roots {
            guard let root = database.row(rootID), includeFinishedRoots || !root.spec.state.isFinished else {
                continue
            }
            for row in [root] + database.transitiveDependents(of: root) {
                guard !row.isDeleted, !row.spec.state.isFinished else { continue }
                dropRunningWork(row, reason: .cancelledByApp)
                unschedule(row)
                row.update(at: core.now) { $0.cancel() }
                record(
                    .workCancel, .cancel(package: packageName, id: row.id, dependentOf: row === root ? nil : rootID))
            }
        }
    }

    /// Deletes finished rows that no unfinished row depends on. With `olderThanADay` (the cleanup when
    /// the database opens, i.e. at every process start in the simulator) only rows whose
    /// `lastEnqueueTime + keepResultsForAtLeast` is more than a day ago; otherwise all of them, ignoring
    /// `keepResultsForAtLeast` (`WorkManager.pruneWork`).
    func prune(olderThanADay: Bool) {
        let threshold = workNow - WorkTiming.pruneThreshold
        for row in database.allRows {
            guard !row.isDeleted, row.spec.state.isFinished, !database.hasUnfinishedDependents(row) else { continue }
            if olderThanADay && row.spec.lastEnqueueTime &+ row.spec.minimumRetentionDuration >= threshold {
                continue
            }
            delete(row.id, reason: olderThanADay ? .prunedAfterADay : .pruned)
        }
    }
}
