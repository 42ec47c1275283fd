import GlanceSim
import GlanceSimFormats

/// A `RemoteViewsFactory` described by a behaviour file's `services.NAME.factory`: its effects, its `count` and its
/// `item` run in the app's context, with the widget whose host bound the factory in context (the intent's
/// `appWidgetId` extra) and the intent's extras and data in scope. It keeps nothing in fields — what it computes,
/// its effects write to stores — so a factory made again for a restored process is the same factory.
final class InterpretedRemoteViewsFactory: RemoteViewsFactory {
    let runtime: BehaviorRuntime
    let behavior: ServiceBehavior
    let context: AppContext
    let intent: Intent

    init(runtime: BehaviorRuntime, behavior: ServiceBehavior, context: AppContext, intent: Intent) {
        self.runtime = runtime
        self.behavior = behavior
        self.context = context
        self.intent = intent
    }

    /// The widget the intent names (`AppWidgetManager.EXTRA_APPWIDGET_ID`), if any.
    private var widgetId: Int32? {
        if case .int(let id)? = intent.extras[IntentExtra.appWidgetId] { return id }
        return nil
    }

    private func runner() -> EffectRunner {
        var runner = EffectRunner(runtime, context, widgetId: widgetId)
        runner.scope.intent = intent
        runner.scope.bundles.extra = intent.extras
        return runner
    }

    func onCreate() throws { try runner().run(behavior.onCreate) }
    func onDataSetChanged() throws { try runner().run(behavior.onDataSetChanged) }
    func onDestroy() throws { try runner().run(behavior.onDestroy) }

    /// `count`: a whole number (a `Double` is truncated, as `toInt()`); anything else, or a count beyond `Int`, is a
    /// `ClassCastException` (the app crashes).
    func getCount() throws -> Int32 {
        let value = try runner().scope.value(behavior.count)
        switch value {
        case .int(let count) where Int32(exactly: count) != nil: return Int32(count)
        case .double(let count) where count.isFinite && Int32(exactly: count.rounded(.towardZero)) != nil:
            return Int32(count.rounded(.towardZero))
        default:
            throw AndroidException(
                className: "java.lang.ClassCastException",
                message: "getCount() needs a whole number, found \(value.typeName) \(value.text)")
        }
    }

    /// `item`, with `index` the position, composed at the widget's smallest size.
    func getViewAt(_ position: Int32) throws -> GlanceNode? {
        var scope = runner().scope
        scope.variables.index = .int(Int64(position))
        let options = widgetId.map(AppWidgetManager(context: context).getAppWidgetOptions) ?? AndroidBundle()
        let size = DpSize(
            width: Double(options.int(AppWidgetOption.minWidth)), height: Double(options.int(AppWidgetOption.minHeight))
        )
        return try ContentRenderer(runtime: runtime).root(behavior.item, scope: scope, size: size)
    }
}
