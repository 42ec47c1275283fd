import GlanceSim
import GlanceSimFormats

/// A behaviour file's lifecycle callbacks (`onUpdate`, `onDeleted`, …) run the one way both interpreted widget
/// receivers share: ``InterpretedProvider`` and ``InterpretedGlanceReceiver`` answer each `AppWidgetProvider`
/// callback with one call of ``run(_:_:ids:then:)``. The callback's effects run once per widget id, with that widget
/// in context (or once, without one, for `onEnabled` and `onDisabled`); `ids` holds every id of the call. Then
/// `base` runs: the superclass's own handling, as a Kotlin override that does its work and then calls `super`.
///
/// ```swift
/// override func onDeleted(_ context: ReceiverContext, _ appWidgetIds: [Int32]) throws {
///     try lifecycle.run(.onDeleted, context, ids: appWidgetIds) { try super.onDeleted(context, appWidgetIds) }
/// }
/// ```
struct LifecycleEffects {
    let runtime: BehaviorRuntime
    /// The receiver's behaviour; `nil` for a provider the file does not describe (it runs no effects).
    let behavior: ReceiverBehavior?

    /// Runs `callback`'s effects for `ids`, then `base`.
    func run(
        _ callback: LifecycleCallback, _ context: ReceiverContext, ids: [Int32] = [], then base: () throws -> Void = {}
    ) throws {
        try runEffects(callback, context, ids: ids)
        try base()
    }

    private func runEffects(_ callback: LifecycleCallback, _ context: ReceiverContext, ids: [Int32]) throws {
        guard let effects = behavior?.lifecycle[callback], !effects.isEmpty else { return }
        var runner = EffectRunner(runtime, context)
        runner.scope.component = context.component
        runner.scope.ids = ids
        guard callback.hasWidget else {
            try runner.run(effects)
            return
        }
        for id in ids {
            runner.scope.widgetId = id
            runner.scope.variables.widgetId = .int(Int64(id))
            try runner.run(effects)
        }
    }
}
