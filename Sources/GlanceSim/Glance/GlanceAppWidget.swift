/// A Glance widget: Android's `GlanceAppWidget`. Subclass it, override ``provideGlance(_:_:)`` (and
/// ``sizeMode`` if needed), and name it from a ``GlanceAppWidgetReceiver``.
///
/// Content is stateless: it is composed again only when ``update(_:_:)``, ``updateAll(_:)`` or
/// ``updateIf(_:_:)`` is called, or the lifecycle asks (onUpdate, a resize in `.exact` mode). Writing state
/// with ``updateAppWidgetState(_:_:_:)`` never re-renders by itself.
///
/// Each widget is composed inside a session that lives 45 s after its first content (+5 s when an event
/// comes with less than 5 s left; 5 s once the device goes idle), in the app's process. While it lives,
/// `update` re-reads the state and recomposes **without** calling `provideGlance` again.
///
/// ```swift
/// final class ClockWidget: GlanceAppWidget {
///     override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
///         provideContent { scope in
///             Column { Text(scope.currentState(stringPreferencesKey("time")) ?? "--:--") }
///         }
///     }
/// }
/// ```
open class GlanceAppWidget {
    /// Creates the widget; Glance makes instances whenever needed, so keep no state in them.
    public init() {}

    /// How the content is composed for the host's sizes; `.single` by default.
    open var sizeMode: SizeMode { .single }

    /// Whether the widget has Preferences state (`PreferencesGlanceStateDefinition`, the default) or none
    /// (`nil`, for which ``updateIf(_:_:)`` throws).
    open var hasState: Bool { true }

    /// Loads what the widget needs and returns its content (`provideGlance` + `provideContent`).
    open func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
        preconditionFailure("\(type(of: self)) must override provideGlance(_:_:)")
    }

    /// Called when the widget is deleted, before its state store is deleted.
    open func onDelete(_ context: AppContext, _ id: GlanceId) throws {}

    /// The DataStore that holds a widget's state: what the widget's `stateDefinition.getDataStore(context,
    /// fileKey)` returns for the key `appWidget-<id>`. `PreferencesGlanceStateDefinition` (the default) gives
    /// every widget its own store, `appWidget-<id>`; override it for a custom `GlanceStateDefinition` whose
    /// store is shared by all widgets.
    ///
    /// ```swift
    /// override func stateStoreName(for id: GlanceId) -> String { "widget_state" }   // one store for all
    /// ```
    open func stateStoreName(for id: GlanceId) -> String { id.storeName }

    /// What Glance deletes when a widget is deleted: `GlanceState.deleteStore` deletes the file
    /// `stateDefinition.getLocation(context, fileKey)` names (`GlanceAppWidget.deleted`, androidx glance-appwidget).
    /// By default that is ``stateStoreName(for:)`` — so a store shared by every widget is deleted when any one
    /// widget goes — and `nil` (nothing) for a widget without state. Return `nil` for a definition whose
    /// location is not the store (such as a directory, which `File.delete()` leaves alone).
    open func stateLocation(for id: GlanceId) -> String? { hasState ? stateStoreName(for: id) : nil }

    /// The widget's current state (`getAppWidgetState(context, stateDefinition, glanceId)`).
    public final func state(_ context: AppContext, _ id: GlanceId) -> Preferences {
        context.storage.dataStore(named: stateStoreName(for: id)).data
    }

    /// The name that ties receivers to this widget type in ``GlanceAppWidgetManager``: the Swift type's name
    /// (Glance uses the class). Override it when one class serves several widget types.
    open var widgetTypeName: String { String(describing: type(of: self)) }

    /// Recomposes one widget: starts its session (calling ``provideGlance(_:_:)``) if none is running,
    /// otherwise asks the running session to reload the state and recompose.
    /// - Throws: `IllegalArgumentException` "Invalid Glance ID" for an id that is not a bound widget.
    public final func update(_ context: AppContext, _ id: GlanceId) throws {
        try context.device.glance.update(self, context: context, id: id)
    }

    /// Updates every widget of this type, one after the other (`updateAll`).
    public final func updateAll(_ context: AppContext) throws {
        for id in GlanceAppWidgetManager(context: context).getGlanceIds(widgetTypeName: widgetTypeName) {
            try update(context, id)
        }
    }

    /// Updates the widgets of this type whose state satisfies `predicate` (`updateIf`).
    /// - Throws: `IllegalStateException` when the widget has no state.
    public final func updateIf(_ context: AppContext, _ predicate: (Preferences) -> Bool) throws {
        guard hasState else {
            throw AndroidException.illegalState("GlanceAppWidget.updateIf cannot be used if no state is defined")
        }
        for id in GlanceAppWidgetManager(context: context).getGlanceIds(widgetTypeName: widgetTypeName)
        where predicate(state(context, id)) {
            try update(context, id)
        }
    }
}
