/// The content a Glance widget provides: Glance's `provideContent { … }`. The closure is called for each
/// composition with the current ``GlanceScope`` (state, size, options).
///
/// Anything ``GlanceAppWidget/provideGlance(_:_:)`` reads *before* returning its content is captured once, when
/// the session starts, and is not read again by `update()` while the session lives — Glance's documented
/// pitfall. Read state inside the closure (``GlanceScope/state``) to see updates.
public struct GlanceContent {
    let compose: (GlanceScope) throws -> GlanceNode
    /// The app's DataStores whose Flow the composition collects (``collecting(_:)``).
    public private(set) var collectedStores: [String] = []
    /// Makes what a saved device keeps of this content, from which the app's ``AppRestorer`` makes it again
    /// (`nil`, or a `nil` result: the content cannot be saved, as for content written in Swift). A closure, so
    /// that a session pays for it only when its device is saved.
    package var savedForm: (() -> String?)?

    /// Content built by `body` at each composition.
    public init(_ body: @escaping (GlanceScope) throws -> GlanceNode) {
        compose = body
    }

    /// The same content, collecting a Flow of each of these DataStores (or of a Room database modelled as one)
    /// as `collectAsState()` does: while the session lives, a change to one recomposes it — without `update`,
    /// once per instant however many writes came, and without extending the session's timer.
    ///
    /// ```swift
    /// return provideContent { scope in Text(scope.context.storage.dataStore(named: "notes").data.description) }
    ///     .collecting(["notes"])
    /// ```
    public func collecting(_ stores: [String]) -> GlanceContent {
        var content = self
        content.collectedStores = stores
        return content
    }
}

/// Glance's `provideContent { … }`.
///
/// ```swift
/// override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
///     provideContent { scope in
///         Text(scope.currentState(stringPreferencesKey("time")) ?? "--:--")
///     }
/// }
/// ```
public func provideContent(_ body: @escaping (GlanceScope) throws -> GlanceNode) -> GlanceContent {
    GlanceContent(body)
}

/// What a composition can read: Glance's composition locals.
public struct GlanceScope {
    /// `LocalContext`.
    public let context: AppContext
    /// `LocalGlanceId`.
    public let id: GlanceId
    /// `LocalState` (the widget's Preferences, as loaded when the session started or was last updated).
    public let state: Preferences
    /// `LocalSize`: the size this composition is for.
    public let size: DpSize
    /// `LocalAppWidgetOptions`.
    public let options: AndroidBundle

    /// `currentState(key)`: one value of the widget's state.
    public func currentState<Value>(_ key: PreferencesKey<Value>) -> Value? { state[key] }
}
