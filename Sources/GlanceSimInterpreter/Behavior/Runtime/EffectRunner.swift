import GlanceSim
import GlanceSimFormats

/// Runs effects synchronously, in order, inside the component callback that asked for them.
///
/// Problems the file cannot rule out when it loads are thrown as the `AndroidException`s Android would throw, so
/// the app crashes visibly in the trace: a value that does not read as its `type` (`NumberFormatException`),
/// `increment` or `toggle` of a preference of another type (`ClassCastException`), `update` of an id that is not
/// the app's widget (`IllegalArgumentException: Invalid Glance ID`), arithmetic that Kotlin would reject at run
/// time (`ArithmeticException: / by zero`), and whatever the platform call itself throws (registering from a
/// restricted context, enqueueing invalid work, exact alarms without permission, …).
struct EffectRunner {
    let runtime: BehaviorRuntime
    var scope: TemplateScope
    /// `super.onReceive(context, intent)`, for `{ super: true }` in a receiver whose dispatch is overridden.
    var callSuper: (() throws -> Void)?

    var context: AppContext { scope.context }

    init(_ runtime: BehaviorRuntime, _ context: AppContext, widgetId: Int32? = nil) {
        self.runtime = runtime
        scope = TemplateScope(context: context, runtime: runtime, widgetId: widgetId)
        if let widgetId { scope.variables.widgetId = .int(Int64(widgetId)) }
    }

    /// A runner in an existing scope (to build an intent where content is rendered).
    init(_ runtime: BehaviorRuntime, scope: TemplateScope) {
        self.runtime = runtime
        self.scope = scope
    }

    /// Runs the effects of one callback; a `return` ends them.
    func run(_ effects: [Effect]) throws {
        _ = try perform(effects)
    }

    /// Runs effects in order; `false` when a `return` stopped them.
    private func perform(_ effects: [Effect]) throws -> Bool {
        for effect in effects where !(try run(effect)) { return false }
        return true
    }

    /// Runs one effect; `false` when it (or one nested in it) is a `return`.
    private func run(_ effect: Effect) throws -> Bool {
        switch effect.kind {
        case .conditional(let condition, let then, let otherwise):
            return try perform(try scope.value(condition).isTruthy ? then : otherwise)
        case .stop:
            return false
        case .once(let id, let effects):
            let key = "GlanceSimFormats.once." + id
            guard context.processMemory[key] == nil else { return true }
            context.processMemory.set(true, for: key)
            return try perform(effects)
        case .forEach(let list, let effects):
            for (index, item) in try elements(try scope.value(list)).enumerated() {
                var inner = self
                inner.scope.variables.index = .int(Int64(index))
                inner.scope.variables.item = item
                guard try inner.perform(effects) else { return false }
            }
            return true
        case .forEachWidget(let selection, let effects):
            for id in try widgetIds(selection) {
                var inner = self
                inner.scope.widgetId = id
                inner.scope.variables.widgetId = .int(Int64(id))
                guard try inner.perform(effects) else { return false }
            }
            return true
        case .callSuper:
            try callSuper?()
            return true
        default:
            try perform(simple: effect)
            return true
        }
    }

    /// The elements a `forEach` walks: a list's, `0 … n-1` for a count, none for `null`.
    private func elements(_ value: TemplateValue) throws(AndroidException) -> [TemplateValue] {
        switch value {
        case .list(let values): return values
        case .int(let count): return (0..<max(0, count)).map { .int($0) }
        case .null: return []
        default:
            throw AndroidException(
                className: "java.lang.ClassCastException",
                message: "forEach needs a list or a count, found \(value.text)")
        }
    }

    private func widgetIds(_ selection: WidgetSelection) throws(AndroidException) -> [Int32] {
        switch selection {
        case .provider(let name): return AppWidgetManager(context: context).getAppWidgetIds(runtime.component(name))
        case .glanceWidget(let name): return try runtime.widgetIds(context, named: name)
        case .ids(let template):
            var ids: [Int32] = []
            for element in try elements(try scope.value(template)) {
                guard case .int(let value) = element, let id = Int32(exactly: value) else {
                    throw AndroidException(
                        className: "java.lang.ClassCastException",
                        message: "forEachWidget needs widget ids, found \(element.text)")
                }
                ids.append(id)
            }
            return ids
        }
    }

    private func perform(simple effect: Effect) throws {
        switch effect.kind {
        case .set(let key, let value, let target):
            let stored = try scope.value(value).preferenceValue(as: value.type)
            let name = try scope.name(key)
            try edit(target) { preferences in preferences.set(stored, named: name) }
        case .remove(let key, let target):
            let name = try scope.name(key)
            try edit(target) { preferences in preferences.set(nil, named: name) }
        case .increment(let key, let by, let target):
            let name = try scope.name(key)
            try edit(target) { preferences throws(AndroidException) in
                switch preferences.preferences.value(named: name) {
                case nil: preferences.set(Int32(exactly: by).map(PreferenceValue.int) ?? .long(by), named: name)
                case .int(let old)?: preferences.set(.int(old &+ Int32(truncatingIfNeeded: by)), named: name)
                case .long(let old)?: preferences.set(.long(old &+ by), named: name)
                case let other?: throw Self.classCast(other, "java.lang.Integer")
                }
            }
        case .toggle(let key, let target):
            let name = try scope.name(key)
            try edit(target) { preferences throws(AndroidException) in
                switch preferences.preferences.value(named: name) {
                case nil: preferences.set(.bool(true), named: name)
                case .bool(let old)?: preferences.set(.bool(!old), named: name)
                case let other?: throw Self.classCast(other, "java.lang.Boolean")
                }
            }
        case .clear(let target):
            try edit(target) { preferences in preferences.clear() }
        case .update(let widget):
            try runtime.glanceWidget(named: widget).update(context, GlanceId(appWidgetId: scope.widgetId ?? -1))
        case .updateAll(let widget):
            try runtime.glanceWidget(named: widget).updateAll(context)
        case .updateAppWidget(let widget):
            try updateAppWidget(widget)
        case .updateAppWidgetOptions(let pairs):
            guard let id = scope.widgetId else {
                throw AndroidException.illegalArgument("no widget in context: the intent has no 'appWidgetId' extra")
            }
            AppWidgetManager(context: context).updateAppWidgetOptions(id, try scope.bundle(pairs))
        case .notifyAppWidgetViewDataChanged(let viewId, let ids):
            let widgets: [Int32]
            if let ids {
                widgets = try widgetIds(.ids(ids))
            } else if let id = scope.widgetId {
                widgets = [id]
            } else {
                throw AndroidException.illegalArgument("no widget in context: the intent has no 'appWidgetId' extra")
            }
            AppWidgetManager(context: context).notifyAppWidgetViewDataChanged(widgets, viewId: viewId)
        case .register(let receiver):
            try register(receiver, at: effect.location)
        case .unregister(let id):
            let key = Self.memoryKey(id)
            guard let receiver = context.processMemory[key] as? RuntimeReceiver else {
                context.log("unregister '\(id)': not registered in this process")
                return
            }
            context.processMemory.set(nil, for: key)
            try context.applicationContext.unregisterReceiver(receiver)
        case .enqueue(let request):
            try enqueue(request)
        case .cancelUniqueWork(let name):
            context.workManager.cancelUniqueWork(try scope.text(name))
        case .cancelWorkByTag(let tag):
            context.workManager.cancelAllWorkByTag(try scope.text(tag))
        case .cancelAllWork:
            context.workManager.cancelAllWork()
        case .sendBroadcast(let spec):
            try context.sendBroadcast(intent(spec))
        case .setAlarm(let alarm):
            try setAlarm(alarm)
        case .cancelAlarm(let alarm):
            if let operation = try PendingIntent.getBroadcast(
                context, requestCode: try requestCode(alarm), intent: alarmIntent(alarm), flags: [.immutable])
            {
                context.alarmManager.cancel(operation)
            }
        case .startActivity(let spec):
            context.startActivity(
                Intent(
                    data: try uri(spec.data), component: runtime.component(try scope.text(spec.name)),
                    extras: try scope.bundle(spec.extras)))
        case .log(let text):
            context.log(try scope.text(text))
        case .conditional, .stop, .once, .forEach, .forEachWidget, .callSuper:
            break  // handled by run(_:)
        }
    }

    // MARK: - State

    /// Edits the target's stores in order: the widget in context's, every widget's of a Glance widget (its shared
    /// store once, when it has one and any widget), or a named store.
    private func edit(
        _ target: StateTarget, _ body: (inout MutablePreferences) throws(AndroidException) -> Void
    ) throws(AndroidException) {
        switch target {
        case .widgetInContext:
            guard let id = scope.widgetId else {
                throw AndroidException.illegalArgument("no widget in context: the intent has no 'appWidgetId' extra")
            }
            try edit(context.storage.dataStore(named: runtime.stateStoreName(context, id)), body)
        case .allWidgets(let name):
            let ids = GlanceAppWidgetManager(context: context).getGlanceIds(widgetTypeName: name)
            if let shared = runtime.spec.sharedState(ofWidget: name) {
                if !ids.isEmpty { try edit(context.storage.dataStore(named: shared.store), body) }
            } else {
                for id in ids { try edit(context.storage.dataStore(named: id.storeName), body) }
            }
        case .store(let name):
            try edit(context.storage.dataStore(named: name), body)
        }
    }

    /// One `DataStore.edit` (the overload without an undo log); what `body` throws is thrown once the edit is done.
    private func edit(
        _ store: DataStore, _ body: (inout MutablePreferences) throws(AndroidException) -> Void
    ) throws(AndroidException) {
        var failure: AndroidException?
        store.edit { preferences in
            do throws(AndroidException) {
                try body(&preferences)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    private static func classCast(_ value: PreferenceValue, _ expected: String) -> AndroidException {
        let actual: String
        switch value {
        case .int: actual = "java.lang.Integer"
        case .long: actual = "java.lang.Long"
        case .float: actual = "java.lang.Float"
        case .double: actual = "java.lang.Double"
        case .bool: actual = "java.lang.Boolean"
        case .string: actual = "java.lang.String"
        case .stringSet: actual = "java.util.Set"
        }
        return AndroidException(
            className: "java.lang.ClassCastException", message: "\(actual) cannot be cast to \(expected)")
    }

    // MARK: - Widgets

    private func updateAppWidget(_ name: String) throws {
        guard let id = scope.widgetId, let behavior = runtime.spec.widget(named: name) else { return }
        let manager = AppWidgetManager(context: context)
        let options = manager.getAppWidgetOptions(id)
        let state = context.storage.dataStore(named: runtime.stateStoreName(context, id)).data
        let renderer = ContentRenderer(runtime: runtime)
        func render(_ size: DpSize) throws -> GlanceNode {
            var scope = TemplateScope(context: context, runtime: runtime, widgetId: id, state: state)
            scope.variables.widgetId = .int(Int64(id))
            scope.component = self.scope.component
            return try renderer.root(behavior.content, scope: scope, size: size)
        }
        let views: RemoteViews
        if case .responsive(let sizes) = behavior.sizeMode {
            var layouts: [(size: DpSize, root: GlanceNode)] = []
            for size in sizes { layouts.append((size, try render(size))) }
            views = RemoteViews(sizes: layouts)
        } else {
            let size = DpSize(
                width: Double(options.int(AppWidgetOption.minWidth, default: 0)),
                height: Double(options.int(AppWidgetOption.minHeight, default: 0)))
            views = RemoteViews(try render(size))
        }
        manager.updateAppWidget(id, views: views)
    }

    // MARK: - Receivers

    static func memoryKey(_ id: String) -> String { "GlanceSimFormats.registeredReceiver." + id }

    private func register(_ spec: RuntimeReceiverSpec, at location: SourceLocation) throws {
        let key = Self.memoryKey(spec.id)
        // The usual `if (receiver == null)` guard, unless the code makes a new receiver each time (`new: true`):
        // then the memory keeps the newest, as the Kotlin field does, and the older ones stay registered.
        if !spec.registersNewEachTime, context.processMemory[key] is RuntimeReceiver { return }
        let receiver = RuntimeReceiver(
            runtime: runtime, spec: spec, savedName: BehaviorRuntime.savedName(of: spec, at: location))
        let flags: ReceiverExportFlags =
            switch spec.exported {
            case true?: .exported
            case false?: .notExported
            case nil: []
            }
        try context.applicationContext.registerReceiver(receiver, spec.filter, flags: flags)
        context.processMemory.set(receiver, for: key)
    }
}
