/// Cancellation (`CancelWorkRunnable`) and pruning (`WorkDatabase` cleanup, `pruneWork`).
extension Device {
    /// Cancels `roots` and every transitive dependent. Unfinished rows become CANCELLED (a running worker
    /// is stopped with ``StopReason/cancelledByApp``); finished rows stay as they are, but their dependents
    /// are still walked. With `includeFinishedRoots` false (by name, tag, all) finished roots are skipped.
    func cancelWork(roots: [WorkID], of app: InstalledApp, includeFinishedRoots: Bool) {
        let database = app.workDatabase
        for root in roots {
            guard let spec = database[root], includeFinishedRoots || !spec.state.isFinished else { continue }
            for id in [root] + database.transitiveDependents(of: root) {
                guard var spec = database[id], !spec.state.isFinished else { continue }
                dropRunningWork(id, of: app, reason: .cancelledByApp)
                unscheduleWork(id, of: app)
                spec.cancel()
                database.store(spec, at: now)
                record(.workCancel, "\(app.packageName) \(id)", id == root ? "" : "dependent of \(root)")
            }
        }
    }

    /// Deletes finished rows that no unfinished row depends on. With `olderThanADay` (the cleanup when
    /// the database opens, i.e. at every process start in the simulator) only rows whose
    /// `lastEnqueueTime + keepResultsForAtLeast` is more than a day ago; otherwise all of them, ignoring
    /// `keepResultsForAtLeast` (`WorkManager.pruneWork`).
    func pruneWork(of app: InstalledApp, olderThanADay: Bool) {
        let database = app.workDatabase
        let threshold = workNow - WorkTiming.pruneThreshold
        for id in database.allIDs {
            guard let spec = database[id], spec.state.isFinished, !database.hasUnfinishedDependents(id) else {
                continue
            }
            if olderThanADay && spec.lastEnqueueTime &+ spec.minimumRetentionDuration >= threshold { continue }
            deleteWork(id, of: app, why: olderThanADay ? "pruned: finished more than a day ago" : "pruned")
        }
    }
}

/// Device-wide WorkManager bookkeeping.
struct DeviceWorkState {
    /// The next work id's counter value.
    var nextWorkNumber: UInt64 = 1
    /// Each app's standby bucket, when set (``StandbyBucket/active`` otherwise).
    var standbyBuckets: [String: StandbyBucket] = [:]
    /// The expedited jobs each app ran within the last 24 hours, oldest first (JobScheduler's EJ quota).
    var expeditedSessions: [String: [ExpeditedSession]] = [:]
}
