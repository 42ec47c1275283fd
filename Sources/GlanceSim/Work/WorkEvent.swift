/// What a queued WorkManager event does when it runs.
enum WorkEvent: CustomStringConvertible {
    /// A job is due (JobScheduler's timed job): check constraints and start, or wait.
    case due(package: String, id: WorkID)
    /// A run with a duration reaches its end (or the execution window runs out first).
    case runEnds(package: String, id: WorkID, run: UInt64)
    /// JobScheduler restarts an app whose process died while its work ran, so WorkManager resets the work.
    case restartAfterDeath(package: String)
    /// `RescheduleReceiver` on `BOOT_COMPLETED`: the app starts and WorkManager reschedules everything.
    case rescheduleAfterBoot(package: String)

    var description: String {
        switch self {
        case .due(let package, let id): "due \(package) \(id)"
        case .runEnds(let package, let id, _): "run end \(package) \(id)"
        case .restartAfterDeath(let package): "restart \(package)"
        case .rescheduleAfterBoot(let package): "reschedule after boot \(package)"
        }
    }
}

/// Unique keys for WorkManager events.
enum WorkEventKey: Hashable {
    case due(WorkID)
    case run(WorkID)
    case restart(String)
    case boot(String)
}
