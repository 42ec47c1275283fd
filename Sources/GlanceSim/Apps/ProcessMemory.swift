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

extension ProcessMemory {
    /// A value process memory can hold across a save: a flag (`once`), or a receiver the app registered at run
    /// time (by its number among the saved receivers).
    enum SavedValue: Codable, Equatable {
        case flag(Bool)
        case receiver(Int)
    }

    /// The saved form of every value.
    /// - Throws: ``SnapshotError`` for a value of app code written in Swift, which cannot be saved.
    func snapshot(of app: InstalledApp, _ writer: SnapshotWriter) throws(SnapshotError) -> [String: SavedValue] {
        var saved: [String: SavedValue] = [:]
        for key in values.keys.sorted() {
            switch values[key] {
            case let flag as Bool: saved[key] = .flag(flag)
            case let receiver as any BroadcastReceiver: saved[key] = .receiver(try writer.receiver(receiver, of: app))
            case let other:
                throw SnapshotError(
                    "\(app.packageName)'s process holds a \(type(of: other!)) under '\(key)', which cannot be saved",
                    appCodeInSwift: true)
            }
        }
        return saved
    }

    /// Takes on saved values.
    func restore(_ saved: [String: SavedValue], _ reader: SnapshotReader) throws(SnapshotError) {
        for (key, value) in saved {
            switch value {
            case .flag(let flag): values[key] = flag
            case .receiver(let number):
                values[key] = try SnapshotError.within(key) { () throws(SnapshotError) in
                    try reader.receivers(number, "receiver")
                }
            }
        }
    }
}
