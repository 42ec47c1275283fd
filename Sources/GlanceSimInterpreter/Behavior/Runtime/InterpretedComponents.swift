import GlanceSim
import GlanceSimFormats

/// A Glance widget described by a behaviour file: its type name is the widget's name in the file, its size mode
/// and content come from there.
final class InterpretedGlanceWidget: GlanceAppWidget {
    let runtime: BehaviorRuntime
    let behavior: WidgetBehavior

    init(runtime: BehaviorRuntime, behavior: WidgetBehavior) {
        self.runtime = runtime
        self.behavior = behavior
    }

    override var widgetTypeName: String { behavior.name }
    override var sizeMode: SizeMode { behavior.sizeMode }

    /// A shared `state` definition's store, else the widget's own.
    override func stateStoreName(for id: GlanceId) -> String { behavior.sharedState?.store ?? id.storeName }

    /// The shared store, unless its definition's location is elsewhere (`deletedWithWidget: false`).
    override func stateLocation(for id: GlanceId) -> String? {
        guard let shared = behavior.sharedState else { return id.storeName }
        return shared.deletedWithAnyWidget ? shared.store : nil
    }

    /// Computes the widget's `session` values — once, as `provideGlance` runs when a session starts — and
    /// returns content that reads them at every recomposition of the session, with the state of the moment.
    /// A keyed value's keys are evaluated with it, and kept beside it (``RememberedSession``).
    override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
        let values = behavior.session
        var session: [String: TemplateValue] = [:]
        if !values.isEmpty {
            var start = TemplateScope(context: context, runtime: runtime, widgetId: id.appWidgetId)
            start.variables.widgetId = .int(Int64(id.appWidgetId))
            for entry in values where entry.collectedStore == nil {
                let value = try start.value(entry.value)
                session[entry.name] = value
                start.session[entry.name] = value  // a later value may use an earlier one
                if !entry.keys.isEmpty {
                    session[RememberedSession.keysName(entry.name)] = .list(try entry.keys.map { try start.value($0) })
                }
            }
        }
        return try content(session: session, id: id)
    }

    /// The content of a session whose `session` values are `session`: what the session recomposes from. Its saved
    /// form is those values as they stand (keyed ones as last recomputed, with their keys), so a restored session
    /// recomposes exactly as the saved one would.
    func content(session: [String: TemplateValue], id: GlanceId) throws -> GlanceContent {
        let renderer = ContentRenderer(runtime: runtime)
        let content = behavior.content
        let runtime = self.runtime
        let collected = behavior.session.filter { $0.collectedStore != nil }
        let keyed = behavior.session.filter { !$0.keys.isEmpty }
        let remembered = RememberedSession(values: session)
        var provided = provideContent { scope in
            var templateScope = TemplateScope(
                context: scope.context, runtime: runtime, widgetId: id.appWidgetId, state: scope.state)
            templateScope.variables.widgetId = .int(Int64(id.appWidgetId))
            templateScope.session = remembered.values
            // Keyed values: computed again, in this composition, when a key's value changed since the last time.
            for entry in keyed {
                let keys = TemplateValue.list(try entry.keys.map { try templateScope.value($0) })
                guard keys != remembered.values[RememberedSession.keysName(entry.name)] else { continue }
                let value = try templateScope.value(entry.value)
                remembered.values[entry.name] = value
                remembered.values[RememberedSession.keysName(entry.name)] = keys
                templateScope.session[entry.name] = value
            }
            // Collected values: what the Flow holds now.
            for entry in collected { templateScope.session[entry.name] = try templateScope.value(entry.value) }
            return try renderer.root(content, scope: templateScope, size: scope.size)
        }
        .collecting(collected.compactMap(\.collectedStore))
        provided.savedForm = { try? SessionValues.encode(remembered.values) }
        return provided
    }
}

/// A running Glance session's `session` values, which a composition updates when a keyed value's keys change
/// (`remember(keys)`, `LaunchedEffect(keys)`): the composition's remembered slots, living as long as the session.
final class RememberedSession {
    /// The values by name; a keyed value's keys, as last evaluated, under ``keysName(_:)``.
    var values: [String: TemplateValue]

    init(values: [String: TemplateValue]) {
        self.values = values
    }

    /// Where a keyed value's keys are kept: a name no session value can have (names are identifiers).
    static func keysName(_ name: String) -> String { name + "@keys" }
}

/// Runs a receiver's `onReceive` entries for an intent: the entry for its action, else the `*` entry. The
/// intent's extras, action, data and categories are in scope; an `appWidgetId` extra puts that widget in
/// context. `callSuper` is the provider's dispatch, for `{ super: true }`.
private func runOnReceive(
    _ runtime: BehaviorRuntime, _ entries: [(action: String, effects: [Effect])], _ context: ReceiverContext,
    _ intent: Intent, callSuper: (() throws -> Void)? = nil
) throws {
    guard let entry = entries.first(where: { $0.action == intent.action }) ?? entries.first(where: { $0.action == "*" })
    else { return }
    var runner = EffectRunner(runtime, context)
    runner.scope.bundles.extra = intent.extras
    runner.scope.intent = intent
    runner.scope.component = context.component
    runner.callSuper = callSuper
    if case .int(let id)? = intent.extras[IntentExtra.appWidgetId] {
        runner.scope.widgetId = id
        runner.scope.variables.widgetId = .int(Int64(id))
    }
    if case .intArray(let ids)? = intent.extras[IntentExtra.appWidgetIds] { runner.scope.ids = ids }
    try runner.run(entry.effects)
}

/// A provider's `onReceive`: the built-in dispatch first, then the file's entry — or, with `dispatch:
/// 'override'`, only the file's entry, which calls the dispatch where it writes `{ super: true }` (as a Kotlin
/// override that calls `super.onReceive` only in its `else` branch).
private func providerOnReceive(
    _ runtime: BehaviorRuntime, _ behavior: ReceiverBehavior?, _ context: ReceiverContext, _ intent: Intent,
    dispatch: @escaping () throws -> Void
) throws {
    guard let behavior, behavior.dispatch == .override else {
        try dispatch()
        try runOnReceive(runtime, behavior?.onReceive ?? [], context, intent)
        return
    }
    try runOnReceive(runtime, behavior.onReceive, context, intent, callSuper: dispatch)
}

/// A manifest receiver that is neither a widget provider nor a Glance receiver.
final class InterpretedReceiver: BroadcastReceiver {
    let runtime: BehaviorRuntime
    let behavior: ReceiverBehavior?

    init(runtime: BehaviorRuntime, behavior: ReceiverBehavior?) {
        self.runtime = runtime
        self.behavior = behavior
    }

    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        try runOnReceive(runtime, behavior?.onReceive ?? [], context, intent)
    }
}

/// A receiver registered at run time by a `register` effect; it lives in the app's process.
final class RuntimeReceiver: BroadcastReceiver {
    let runtime: BehaviorRuntime
    let spec: RuntimeReceiverSpec
    /// The name a saved device knows it by: its id and where its `register` effect is (``BehaviorRuntime/savedName(of:at:)``).
    let savedName: String

    init(runtime: BehaviorRuntime, spec: RuntimeReceiverSpec, savedName: String) {
        self.runtime = runtime
        self.spec = spec
        self.savedName = savedName
    }

    /// Registered receivers are named by their behaviour-file id in traces (`com.example.clock/tick#1`).
    var receiverName: String { spec.id }

    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        var runner = EffectRunner(runtime, context)
        runner.scope.bundles.extra = intent.extras
        runner.scope.intent = intent
        try runner.run(spec.onReceive)
    }
}

/// A classic `AppWidgetProvider` described by a behaviour file. Its callbacks run the file's effects
/// (``LifecycleEffects``); the base class's callbacks are empty, so there is nothing after them.
final class InterpretedProvider: AppWidgetProvider {
    let runtime: BehaviorRuntime
    let behavior: ReceiverBehavior?
    let lifecycle: LifecycleEffects

    init(runtime: BehaviorRuntime, behavior: ReceiverBehavior?) {
        self.runtime = runtime
        self.behavior = behavior
        lifecycle = LifecycleEffects(runtime: runtime, behavior: behavior)
    }

    override func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        try providerOnReceive(runtime, behavior, context, intent) { try super.onReceive(context, intent) }
    }

    override func onUpdate(_ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetIds: [Int32])
        throws
    {
        try lifecycle.run(.onUpdate, context, ids: appWidgetIds)
    }

    override func onAppWidgetOptionsChanged(
        _ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetId: Int32,
        _ newOptions: AndroidBundle
    ) throws {
        try lifecycle.run(.onAppWidgetOptionsChanged, context, ids: [appWidgetId])
    }

    override func onDeleted(_ context: ReceiverContext, _ appWidgetIds: [Int32]) throws {
        try lifecycle.run(.onDeleted, context, ids: appWidgetIds)
    }

    override func onEnabled(_ context: ReceiverContext) throws {
        try lifecycle.run(.onEnabled, context)
    }

    override func onDisabled(_ context: ReceiverContext) throws {
        try lifecycle.run(.onDisabled, context)
    }

    override func onRestored(_ context: ReceiverContext, _ oldWidgetIds: [Int32], _ newWidgetIds: [Int32]) throws {
        try lifecycle.run(.onRestored, context, ids: newWidgetIds)
    }
}

/// A `GlanceAppWidgetReceiver` for a widget of the behaviour file. Each callback runs the file's effects first
/// (``LifecycleEffects``), then Glance's own handling (`onUpdate` composes the ids, `onDeleted` deletes their
/// state, a resize recomposes; the others are `AppWidgetProvider`'s empty ones), as a Kotlin override that writes
/// state and then calls `super` does — Glance's work is asynchronous there, so it sees the new state.
final class InterpretedGlanceReceiver: GlanceAppWidgetReceiver {
    let runtime: BehaviorRuntime
    let behavior: ReceiverBehavior
    let widgetName: String
    let lifecycle: LifecycleEffects

    init(runtime: BehaviorRuntime, behavior: ReceiverBehavior, widgetName: String) {
        self.runtime = runtime
        self.behavior = behavior
        self.widgetName = widgetName
        lifecycle = LifecycleEffects(runtime: runtime, behavior: behavior)
    }

    override var glanceAppWidget: GlanceAppWidget { runtime.glanceWidget(named: widgetName) }

    override func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        try providerOnReceive(runtime, behavior, context, intent) { try super.onReceive(context, intent) }
    }

    override func onUpdate(_ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetIds: [Int32])
        throws
    {
        // With no ids, Glance's onUpdate only records that this receiver serves the widget type, so that
        // `updateAll` in the effects finds the widgets even on the very first update.
        try super.onUpdate(context, appWidgetManager, [])
        try lifecycle.run(.onUpdate, context, ids: appWidgetIds) {
            try super.onUpdate(context, appWidgetManager, appWidgetIds)
        }
    }

    override func onAppWidgetOptionsChanged(
        _ context: ReceiverContext, _ appWidgetManager: AppWidgetManager, _ appWidgetId: Int32,
        _ newOptions: AndroidBundle
    ) throws {
        try lifecycle.run(.onAppWidgetOptionsChanged, context, ids: [appWidgetId]) {
            try super.onAppWidgetOptionsChanged(context, appWidgetManager, appWidgetId, newOptions)
        }
    }

    override func onDeleted(_ context: ReceiverContext, _ appWidgetIds: [Int32]) throws {
        try lifecycle.run(.onDeleted, context, ids: appWidgetIds) { try super.onDeleted(context, appWidgetIds) }
    }

    override func onEnabled(_ context: ReceiverContext) throws {
        try lifecycle.run(.onEnabled, context) { try super.onEnabled(context) }
    }

    override func onDisabled(_ context: ReceiverContext) throws {
        try lifecycle.run(.onDisabled, context) { try super.onDisabled(context) }
    }

    override func onRestored(_ context: ReceiverContext, _ oldWidgetIds: [Int32], _ newWidgetIds: [Int32]) throws {
        try lifecycle.run(.onRestored, context, ids: newWidgetIds) {
            try super.onRestored(context, oldWidgetIds, newWidgetIds)
        }
    }
}

/// An `ActionCallback` described by a behaviour file; the clicked widget is in context, its parameters are
/// `{{param.NAME}}`.
final class InterpretedCallback: ActionCallback {
    private let body: ((AppContext, GlanceId, ActionParameters) throws -> Void)?

    init() { body = nil }

    init(runtime: BehaviorRuntime, behavior: CallbackBehavior) {
        body = { context, id, parameters in
            var runner = EffectRunner(runtime, context, widgetId: id.appWidgetId)
            runner.scope.bundles.param = parameters.bundle
            try runner.run(behavior.effects)
        }
    }

    func onAction(_ context: AppContext, _ glanceId: GlanceId, _ parameters: ActionParameters) throws {
        try body?(context, glanceId, parameters)
    }
}

/// A `Worker` described by a behaviour file: `onStart` runs when a run starts, `effects` when its duration has
/// passed, then the result of attempt `n` (`runAttemptCount`) — `results[n]`, the last one repeating, chosen by
/// its condition when it has one — and `onSuccess` / `onRetry` / `onFailure` by the result.
final class InterpretedWorker: Worker {
    let runtime: BehaviorRuntime
    let behavior: WorkerBehavior

    init(runtime: BehaviorRuntime, behavior: WorkerBehavior) {
        self.runtime = runtime
        self.behavior = behavior
    }

    var duration: SimDuration { behavior.duration }

    private func runner(_ context: WorkerContext) -> EffectRunner {
        var runner = EffectRunner(runtime, context.appContext)
        runner.scope.variables.attempt = .int(Int64(context.runAttemptCount))
        runner.scope.bundles.input = context.inputData
        return runner
    }

    func startWork(_ context: WorkerContext) throws {
        try runner(context).run(behavior.onStart)
    }

    func doWork(_ context: WorkerContext) throws -> WorkResult {
        let runner = runner(context)
        try runner.run(behavior.effects)
        let choice = behavior.results[min(context.runAttemptCount, behavior.results.count - 1)]
        switch try result(choice, runner.scope) {
        case .success:
            try runner.run(behavior.onSuccess)
            return .success()
        case .retry:
            try runner.run(behavior.onRetry)
            return .retry
        case .failure:
            try runner.run(behavior.onFailure)
            return .failure()
        }
    }

    private func result(_ choice: WorkerBehavior.ResultChoice, _ scope: TemplateScope) throws(AndroidException)
        -> WorkerBehavior.Result
    {
        switch choice {
        case .fixed(let result): return result
        case .conditional(let condition, let then, let otherwise):
            return try result(try scope.value(condition).isTruthy ? then : otherwise, scope)
        case .computed(let template):
            let text = try scope.text(template)
            guard let result = WorkerBehavior.Result(rawValue: text) else {
                throw AndroidException.illegalArgument(
                    "a worker result must be 'success', 'retry' or 'failure', not \"\(text)\"")
            }
            return result
        }
    }
}
