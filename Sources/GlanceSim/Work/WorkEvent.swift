/// What a queued WorkManager event does when it runs. (Placeholder until the WorkManager lands.)
enum WorkEvent: CustomStringConvertible {
    var description: String {
        switch self {}
    }
}

/// Unique keys for WorkManager events.
struct WorkEventKey: Hashable {}
