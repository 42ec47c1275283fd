import GlanceSim

/// What templates can read where they are evaluated: the app's context (for the clock), the state of the widget
/// in context, variables (`index`, `attempt`, …) and bundles (`param`, `extra`, `input`).
struct TemplateScope {
    var context: AppContext
    /// The widget in context, if any.
    var widgetId: Int32?
    /// The preferences `{{key}}` reads; the widget in context's state when not given.
    var state: Preferences?
    var variables: [String: TemplateValue] = [:]
    var bundles: [String: Bundle] = [:]

    /// The state bindings read: given, else the widget in context's store, else nothing.
    private var currentState: Preferences? {
        if let state { return state }
        guard let widgetId else { return nil }
        return getAppWidgetState(context, GlanceId(appWidgetId: widgetId))
    }

    /// The template's value: typed when the template is one binding, else the text.
    func value(_ template: TextTemplate) -> TemplateValue {
        if let binding = template.soleBinding {
            return lookup(binding) ?? .string(binding.defaultValue ?? "")
        }
        return .string(text(template))
    }

    /// The template as text.
    func text(_ template: TextTemplate) -> String {
        var result = ""
        for part in template.parts {
            switch part {
            case .literal(let text): result += text
            case .binding(let binding): result += lookup(binding)?.text ?? binding.defaultValue ?? ""
            }
        }
        return result
    }

    /// A state key or other name, its `{variable}` pieces substituted.
    func name(_ template: TextTemplate) -> String { text(template) }

    private func lookup(_ binding: TextTemplate.Binding) -> TemplateValue? {
        var name = ""
        for part in binding.name {
            switch part {
            case .literal(let text): name += text
            case .variable(let variable): name += variables[variable]?.text ?? ""
            }
        }
        if name == "now" {
            return .string((binding.pattern ?? .default).format(context.clock.localDateTime))
        }
        if TemplateNames.variables.contains(name) { return variables[name] }
        for prefix in TemplateNames.bundlePrefixes where name.hasPrefix(prefix) {
            let key = String(name.dropFirst(prefix.count))
            return bundles[String(prefix.dropLast())]?[key].flatMap(TemplateValue.init)
        }
        let key = name.hasPrefix("state.") ? String(name.dropFirst(6)) : name
        return currentState?.value(named: key).map(TemplateValue.init)
    }

    /// A value to store or send.
    func value(_ template: ValueTemplate) -> TemplateValue {
        switch template.source {
        case .string(let text): value(text)
        case .integer(let number): .int(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .strings(let texts): .strings(texts.map(text))
        }
    }

    /// A bundle of `key: value` pairs.
    func bundle(_ pairs: [(key: String, value: ValueTemplate)]) -> Bundle {
        var bundle = Bundle()
        for pair in pairs { bundle[pair.key] = value(pair.value).bundleValue }
        return bundle
    }
}
