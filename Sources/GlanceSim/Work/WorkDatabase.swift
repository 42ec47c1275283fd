/// An app's WorkManager database: work specs that live in the app's storage and survive process death and
/// reboot. (Placeholder until the WorkManager lands.)
final class WorkDatabase {
    init() {}
}

/// App code that WorkManager runs. (Placeholder until the WorkManager lands.)
public protocol Worker: AnyObject {}
