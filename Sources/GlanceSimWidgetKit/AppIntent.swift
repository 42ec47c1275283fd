public import GlanceSim

/// What an ``AppIntent``'s `perform()` does besides returning: writes to the stores the widget extension sees,
/// and reload requests (which, from `perform`, are not immediate: FB-359; widgetkit reference §8.4).
public struct AppIntentEffects: Sendable {
    /// The stores as `perform` sees them (its own writes included).
    public internal(set) var store: AppGroupSnapshot
    var writes: [(group: String, key: String, value: String?)] = []
    var reloads: [ReloadScope] = []
    var warnings: [String] = []

    /// Writes `value` (or removes the key for `nil`) in `group` as the widget extension sees it.
    public mutating func write(_ value: String?, forKey key: String, inGroup group: String) {
        writes.append((group, key, value))
        store.set(value, forKey: key, inGroup: group)
    }

    /// Says what `perform` found amiss without failing — a key missing from the store, an index out of range — so
    /// the trace shows it (`wk.intent.warning`, after the intent's `wk.intent.perform`) instead of nothing.
    ///
    /// ```swift
    /// guard let items = effects.store.value(forKey: "items", inGroup: "group.todo") else {
    ///     return effects.warn("'items' is not in group.todo: nothing to toggle")
    /// }
    /// ```
    public mutating func warn(_ message: String) { warnings.append(message) }

    /// `WidgetCenter.shared.reloadAllTimelines()` from inside `perform`.
    public mutating func reloadAllTimelines() { reloads.append(.all) }
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` from inside `perform`.
    public mutating func reloadTimelines(ofKind kind: String) { reloads.append(.kind(kind)) }
}

/// Which widgets a `WidgetCenter` reload reaches (§7): every instance of one kind, or of every kind of the app.
public enum ReloadScope: Hashable, Sendable, CustomStringConvertible {
    case kind(String)
    case all

    public var description: String {
        switch self {
        case .kind(let kind): "kind \(kind)"
        case .all: "all"
        }
    }
}

/// An App Intent a widget's `Button(intent:)` or `Toggle(isOn:intent:)` runs (iOS 17, A-INT): `perform()` in the
/// widget extension's process, with the parameters the view was drawn with; then WidgetKit reloads the touched
/// widget once, free (widgetkit reference §8).
///
/// ```swift
/// let toggle = AppIntent(name: "ToggleItem") { parameters, effects in
///     let index = parameters.bundle["index"].map { "\($0)" } ?? "0"
///     effects.write("true", forKey: "done-\(index)", inGroup: "group.todo")
/// }
/// ```
public struct AppIntent: Sendable {
    public var name: String
    public var perform: @Sendable (ActionParameters, inout AppIntentEffects) -> Void

    /// An intent named `name` (the callback name its buttons use).
    public init(name: String, perform: @escaping @Sendable (ActionParameters, inout AppIntentEffects) -> Void) {
        self.name = name
        self.perform = perform
    }
}
