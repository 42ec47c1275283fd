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
