import GlanceSim
import GlanceSimFormats

/// What expressions and templates can read where they are evaluated: the app's context (clock, conditions,
/// storage), the widget in context and its state, the intent being delivered, variables (`index`, `attempt`, …)
/// and bundles (`param`, `extra`, `input`).
struct TemplateScope {
    var context: AppContext
    /// The app's behaviour (for `widgets` and shared Glance state); `nil` only in unit tests of templates.
    var runtime: BehaviorRuntime?
    /// The widget in context, if any.
    var widgetId: Int32?
    /// The preferences `state.KEY` and `{{key}}` read; the widget in context's state when not given.
    var state: Preferences?
    var variables = TemplateVariables()
    /// The ids a lifecycle callback received (`ids`).
    var ids: [Int32] = []
    /// What the callback was handed (bundles, intent, receiver), shared between copies until one changes it: a
    /// scope is copied whole wherever it is passed on, and most callbacks are handed none of these.
    private var inputs = TemplateScope.noInputs

    var bundles: TemplateBundles {
        get { inputs.bundles }
        set { uniqueInputs.bundles = newValue }
    }
    /// The intent being delivered (`action`, `data`, `type`, `categories`, and `extras` through ``bundles``).
    var intent: Intent? {
        get { inputs.intent }
        set { uniqueInputs.intent = newValue }
    }
    /// The manifest receiver running, whose widgets `widgets` lists.
    var component: ComponentName? {
        get { inputs.component }
        set { uniqueInputs.component = newValue }
    }
    /// `session.NAME`: the widget's session values while its content is composed (computed when the Glance
    /// session started); empty elsewhere.
    var session: [String: TemplateValue] = [:]

    init(context: AppContext, runtime: BehaviorRuntime?, widgetId: Int32? = nil, state: Preferences? = nil) {
        self.context = context
        self.runtime = runtime
        self.widgetId = widgetId
        self.state = state
    }

    /// ``inputs``, copied first if another scope shares them.
    private var uniqueInputs: Inputs {
        mutating get {
            if inputs === Self.noInputs {
                inputs = Inputs()
            } else if !isKnownUniquelyReferenced(&inputs) {
                inputs = inputs.copy()
            }
            return inputs
        }
    }

    /// The inputs of a scope that was handed none. Never changed in place: this reference keeps it from being
    /// uniquely referenced, so the first change makes a scope its own.
    private nonisolated(unsafe) static let noInputs = Inputs()

    private final class Inputs {
        var bundles = TemplateBundles()
        var intent: Intent?
        var component: ComponentName?

        func copy() -> Inputs {
            let copy = Inputs()
            copy.bundles = bundles
            copy.intent = intent
            copy.component = component
            return copy
        }
    }

    /// The state bindings read: given, else the widget in context's store (shared, for a widget whose state
    /// definition is shared), else nothing.
    var currentState: Preferences? {
        if let state { return state }
        guard let widgetId else { return nil }
        let name = runtime?.stateStoreName(context, widgetId) ?? GlanceId(appWidgetId: widgetId).storeName
        return context.storage.dataStore(named: name).data
    }

    /// The template's value: typed when the template is one binding or one `${…}`, else the text.
    func value(_ template: TextTemplate) throws(AndroidException) -> TemplateValue {
        if let binding = template.soleBinding {
            return lookup(binding) ?? .string(binding.defaultValue ?? "")
        }
        if let expression = template.soleExpression { return try evaluate(expression) }
        return .string(try text(template))
    }

    /// The template as text.
    func text(_ template: TextTemplate) throws(AndroidException) -> String {
        // Most templates are one piece: its text is the result, with no string grown.
        if template.parts.count == 1 {
            switch template.parts[0] {
            case .literal(let text): return text
            case .binding(let binding): return lookup(binding)?.text ?? binding.defaultValue ?? ""
            case .expression(let expression): return try evaluate(expression).text
            }
        }
        var result = ""
        for part in template.parts {
            switch part {
            case .literal(let text): result += text
            case .binding(let binding): result += lookup(binding)?.text ?? binding.defaultValue ?? ""
            case .expression(let expression): result += try evaluate(expression).text
            }
        }
        return result
    }

    /// A state key or other name, its `{variable}` pieces substituted.
    func name(_ template: TextTemplate) throws(AndroidException) -> String { try text(template) }

    /// A `{{…}}` binding's value, `nil` when missing.
    private func lookup(_ binding: TextTemplate.Binding) -> TemplateValue? {
        switch binding.fixedSource ?? TextTemplate.Source(name: substitutedName(binding)) {
        case .now:
            return .string((binding.pattern ?? .default).format(context.clock.localDateTime))
        case .variable(let name):
            return variables[name]
        case .intentAction:  // the intent's, as `${action}` reads it
            return intent?.action.map(TemplateValue.string)
        case .intentData:
            return intent?.data.map { .string($0.string) }
        case .session(let name):
            return session[name]
        case .option(let key):
            return option(key)
        case .bundle(let bundle, let key):
            return bundles[bundle]?[key].map(TemplateValue.init)
        case .state(let key):
            return currentState?.value(named: key).map(TemplateValue.init)
        }
    }

    /// A binding's name with its `{variable}` pieces substituted.
    private func substitutedName(_ binding: TextTemplate.Binding) -> String {
        var name = ""
        for part in binding.name {
            switch part {
            case .literal(let text): name += text
            case .variable(let variable): name += variables[variable]?.text ?? ""
            }
        }
        return name
    }

    /// `options.KEY`: an option of the widget in context (`getAppWidgetOptions`), `nil` when absent or when no
    /// widget is in context. The sizes list reads as `["110x40", …]` (dp).
    func option(_ key: String) -> TemplateValue? {
        guard let widgetId else { return nil }
        let options = AppWidgetManager(context: context).getAppWidgetOptions(widgetId)
        if let sizes = options.sizeList(key) {
            return .list(sizes.map { .string(DpSize(width: Double($0.width), height: Double($0.height)).description) })
        }
        return options[key].map(TemplateValue.init)
    }

    /// A value to store or send.
    func value(_ template: ValueTemplate) throws(AndroidException) -> TemplateValue {
        switch template.source {
        case .string(let text): return try value(text)
        case .integer(let number): return .int(number)
        case .double(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .list(let elements):
            var values: [TemplateValue] = []
            for element in elements { values.append(try value(element)) }
            return .list(values)
        }
    }

    /// A bundle of `key: value` pairs; each value keeps its own type (or the extra type written for it).
    func bundle(_ pairs: [(key: String, value: ValueTemplate)]) throws(AndroidException) -> AndroidBundle {
        var bundle = AndroidBundle()
        for pair in pairs {
            let computed = try value(pair.value)
            if let type = pair.value.extraType {
                bundle[pair.key] = try computed.bundleValue(as: type)
            } else if let typed = computed.bundleValue {
                bundle[pair.key] = typed
            }
        }
        return bundle
    }
}
