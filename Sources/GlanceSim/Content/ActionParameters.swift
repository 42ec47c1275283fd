/// Typed key-value parameters attached to an action, mirroring Glance's `ActionParameters`.
///
/// Values are stored as ``BundleValue``s under their key names, so they become intent extras unchanged:
/// `actionStartActivity` puts them into the activity intent's extras, and `actionRunCallback` delivers
/// them to the callback in a bundle. Renderings list the names sorted.
///
/// ```swift
/// let index = ActionParameters.Key<Int>("index")
/// let parameters = actionParametersOf(index.to(2))
/// print(parameters[index] ?? -1)  // 2
/// print(parameters)               // {index=2}
/// ```
public struct ActionParameters: Hashable, Sendable, CustomStringConvertible {
    /// A typed parameter name (Glance's `ActionParameters.Key<T>`); two keys with the same name address the
    /// same value.
    public struct Key<Value: ActionParameterValue>: Hashable, Sendable, CustomStringConvertible {
        /// The name, which is also the extra's key in an intent.
        public let name: String

        /// Creates a key with `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The key paired with a value, for ``actionParametersOf(_:)``.
        public func to(_ value: Value) -> Pair {
            Pair(name: name, value: value.bundleValue)
        }

        /// The name.
        public var description: String { name }
    }

    /// One name and value, made by ``Key/to(_:)`` (Kotlin's `key to value`).
    public struct Pair: Hashable, Sendable {
        /// The parameter name.
        public var name: String
        /// The stored value.
        public var value: BundleValue

        /// Creates a pair from a raw name and value.
        public init(name: String, value: BundleValue) {
            self.name = name
            self.value = value
        }
    }

    /// The parameter carrying a compound button's new checked state: `android.widget.extra.CHECKED`
    /// (`RemoteViews.EXTRA_CHECKED`), a Boolean.
    ///
    /// Glance's `ToggleableStateKey`. A click on a ``CheckBox(checked:onCheckedChange:text:modifier:)`` or
    /// ``Switch(checked:onCheckedChange:text:modifier:)`` delivers the **new** value (`!checked`) under it;
    /// see ``GlanceNode/actionForClick()``.
    public static var toggleableStateKey: Key<Bool> { Key("android.widget.extra.CHECKED") }

    /// The stored values as a bundle, keyed by parameter name.
    public private(set) var bundle: AndroidBundle

    /// Creates empty parameters (Glance's `actionParametersOf()`).
    public init() {
        bundle = AndroidBundle()
    }

    /// Creates parameters from pairs; a repeated name keeps its last value.
    public init(_ pairs: [Pair]) {
        bundle = AndroidBundle()
        for pair in pairs {
            bundle[pair.name] = pair.value
        }
    }

    /// Creates parameters holding the values of `bundle`.
    public init(bundle: AndroidBundle) {
        self.bundle = bundle
    }

    /// The value under `key`; `nil` if missing or stored with another type. Assigning `nil` removes it.
    public subscript<Value>(key: Key<Value>) -> Value? {
        get { bundle[key.name].flatMap(Value.init(bundleValue:)) }
        set { bundle[key.name] = newValue?.bundleValue }
    }

    /// Whether a value is stored under `key`'s name.
    public func contains<Value>(_ key: Key<Value>) -> Bool { bundle.contains(key.name) }

    /// The parameter names, sorted.
    public var names: [String] { bundle.keys }

    /// Whether there are no parameters.
    public var isEmpty: Bool { bundle.isEmpty }

    /// The number of parameters.
    public var count: Int { bundle.count }

    /// A copy with the values of `other` added, replacing values under the same names.
    public func merging(_ other: ActionParameters) -> ActionParameters {
        var copy = self
        copy.bundle.putAll(other.bundle)
        return copy
    }

    /// A copy with `value` stored under `key`.
    public func setting<Value>(_ key: Key<Value>, to value: Value) -> ActionParameters {
        var copy = self
        copy[key] = value
        return copy
    }

    /// The bundle form with sorted names, such as `{index=2, name="x"}`.
    public var description: String { bundle.description }
}

/// Creates ``ActionParameters`` from key-value pairs, like Glance's `actionParametersOf(key to value, …)`.
///
/// ```swift
/// let item = ActionParameters.Key<String>("item")
/// Button("Open", onClick: .runCallback(OpenItem.self, parameters: actionParametersOf(item.to("milk"))))
/// ```
public func actionParametersOf(_ pairs: ActionParameters.Pair...) -> ActionParameters {
    ActionParameters(pairs)
}

extension ActionParameters: Codable {}
