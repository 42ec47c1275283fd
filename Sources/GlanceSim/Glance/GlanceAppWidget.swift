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

    /// The name that ties receivers to this widget type in ``GlanceAppWidgetManager``: the Swift type's name
    /// (Glance uses the class). Override it when one class serves several widget types.
    open var widgetTypeName: String { String(describing: type(of: self)) }

    /// Recomposes one widget: starts its session (calling ``provideGlance(_:_:)``) if none is running,
    /// otherwise asks the running session to reload the state and recompose.
    /// - Throws: `IllegalArgumentException` "Invalid Glance ID" for an id that is not a bound widget.
    public final func update(_ context: AppContext, _ id: GlanceId) throws {
        try context.device.glanceUpdate(self, context: context, id: id)
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
        where predicate(getAppWidgetState(context, id)) {
            try update(context, id)
        }
    }
}
