/// An app as the device holds it: its manifest, its storage, and its process when one is running.
final class InstalledApp {
    var manifest: AppManifest
    /// The order of installation, which orders manifest receivers of equal priority.
    let installNumber: Int
    /// The fully qualified component name of each manifest receiver, parallel to `manifest.receivers`.
    var receiverComponents: [ComponentName]
    /// The running process, or `nil` while the app is not running.
    var process: AppProcess?
    /// Storage survives the process.
    let storage = AppStorage()
    /// WorkManager's database lives in the app's storage: it survives the process.
    let workDatabase = WorkDatabase()
    /// WorkManager's runtime in the app, over ``workDatabase`` (made on first use).
    private(set) lazy var workManagerImpl = WorkManagerImpl(app: self, device: context.device)
    /// The application context (set right after installation).
    var context: AppContext!

    init(manifest: AppManifest, installNumber: Int) {
        self.manifest = manifest
        self.installNumber = installNumber
        receiverComponents = manifest.receivers.map {
            ComponentName(packageName: manifest.packageName, className: $0.className)
        }
    }

    var packageName: String { manifest.packageName }

    /// Whether the app holds a permission (the simulator grants every `<uses-permission>`).
    func holds(_ permission: String) -> Bool { manifest.usesPermissions.contains(permission) }
}

/// A running app process. Everything in it dies with it: runtime receivers, in-memory objects.
final class AppProcess {
    let pid: Int
    let startedAt: SimInstant
    let memory = ProcessMemory()
    /// Running Glance sessions by widget id: they live in the process.
    var glanceSessions: [Int32: GlanceSession] = [:]

    init(pid: Int, startedAt: SimInstant) {
        self.pid = pid
        self.startedAt = startedAt
    }
}

/// In-memory objects of one app process: what a Kotlin `object` or a static field holds. Gone when the
/// process dies, unlike ``AppStorage``.
///
/// ```swift
/// let cache = context.processMemory.value("cache") { [String]() }
/// ```
public final class ProcessMemory {
    private var values: [String: Any] = [:]

    init() {}

    /// The object stored under `key`, made by `make` on first use in this process.
    public func value<T>(_ key: String, default make: () -> T) -> T {
        if let existing = values[key] as? T { return existing }
        let made = make()
        values[key] = made
        return made
    }

    /// Stores an object under `key` (or removes it with `nil`).
    public func set(_ value: Any?, for key: String) { values[key] = value }

    /// The object stored under `key`, if any.
    public subscript(key: String) -> Any? { values[key] }
}
