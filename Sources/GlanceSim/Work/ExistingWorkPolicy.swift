/// What to do when unique one-time work with the same name exists (`ExistingWorkPolicy`).
public enum ExistingWorkPolicy: String, Hashable, Sendable, CaseIterable {
    /// Cancel and delete the existing work, then enqueue the new work.
    case replace = "REPLACE"
    /// Keep existing ENQUEUED or RUNNING work and drop the new work; otherwise replace.
    case keep = "KEEP"
    /// Make the new work depend on the existing chain's leaves.
    case append = "APPEND"
    /// As ``append``, but start a fresh chain if a leaf failed or was cancelled.
    case appendOrReplace = "APPEND_OR_REPLACE"
}

/// What to do when unique periodic work with the same name exists (`ExistingPeriodicWorkPolicy`).
public enum ExistingPeriodicWorkPolicy: String, Hashable, Sendable, CaseIterable {
    /// Keep existing ENQUEUED or RUNNING work; otherwise replace.
    case keep = "KEEP"
    /// Update the existing work in place: same id, enqueue time and counts, generation + 1; a running
    /// worker is not stopped and the new spec applies from the next run.
    case update = "UPDATE"
    /// Cancel and delete the existing work (stopping a running worker), then enqueue the new work.
    case cancelAndReenqueue = "CANCEL_AND_REENQUEUE"
}

/// How an update was applied (`WorkManager.UpdateResult`).
public enum WorkUpdateResult: String, Hashable, Sendable {
    /// The work was finished; nothing changed.
    case notApplied = "NOT_APPLIED"
    /// The work was not running: the new spec applies now.
    case appliedImmediately = "APPLIED_IMMEDIATELY"
    /// The work is running: the run keeps the old spec; the new one applies from the next run.
    case appliedForNextRun = "APPLIED_FOR_NEXT_RUN"
}
