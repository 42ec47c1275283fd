import GlanceSim
import GlanceSimFormats
import GlanceSimWidgetKit

extension IOSSideSpec {
    /// The app the section describes, its providers, views and intents interpreting the section's data.
    func app() -> WidgetKitApp {
        WidgetKitApp(
            bundleIdentifier: bundle,
            kinds: kinds.map { kind in
                WidgetKind(
                    name: kind.name, configuration: kind.configuration, families: kind.families,
                    provider: InterpretedTimelineProvider(kind: kind, group: group)
                ) { entry, context in
                    let nodes = IOSContent.render(kind.content, entry: entry, context: context, variables: [:])
                    return nodes.count == 1 ? nodes[0] : Column { return nodes }
                }
            },
            intents: intents.map { spec in
                let group = self.group
                return AppIntent(name: spec.name) { parameters, effects in
                    IOSContent.perform(spec.effects, parameters: parameters, group: group, effects: &effects)
                }
            },
            appGroups: appGroups, extensionGroups: extensionGroups)
    }
}

/// A kind's provider, from its timeline data: each entry's fields are its templates evaluated with `now` at the
/// entry's date, `store.KEY` from the code's App Group as the widget extension sees it, `config.KEY` from the
/// instance's configuration and `family`.
struct InterpretedTimelineProvider: TimelineProvider {
    let kind: IOSSideSpec.KindSpec
    let group: String

    func placeholder(in context: TimelineProviderContext) -> TimelineEntry { TimelineEntry(date: context.now) }

    func snapshot(in context: TimelineProviderContext) -> TimelineEntry {
        timeline(in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(in context: TimelineProviderContext) -> Timeline {
        var entries: [TimelineEntry] = []
        for spec in kind.entries {
            let base = spec.align.map { context.lastLocalBoundary(every: $0) } ?? context.now
            for index in 0..<spec.count {
                let date = base + spec.at + .milliseconds((spec.every?.milliseconds ?? 0) * Int64(index))
                let local = context.localDateTime(at: date)
                var fields: [String: String] = [:]
                for (name, template) in spec.fields {
                    fields[name] = IOSContent.text(template, local: local) { key in
                        if key == "family" { return context.family.shortName }
                        if key.hasPrefix("store.") {
                            return context.store.value(forKey: String(key.dropFirst(6)), inGroup: group)
                        }
                        if key.hasPrefix("config.") { return context.configuration[String(key.dropFirst(7))] }
                        return nil
                    }
                }
                entries.append(TimelineEntry(date: date, fields: fields))
            }
        }
        let policy: TimelineReloadPolicy =
            switch kind.policy {
            case .atEnd: .atEnd
            case .never: .never
            case .after(let duration): .after(context.now + duration)
            }
        return Timeline(entries: entries, policy: policy)
    }
}

/// Templates and content of the iOS side, evaluated.
enum IOSContent {
    /// A template's text: bindings looked up by `lookup` (missing: their `|default`, else empty); `now` with a
    /// pattern formats `local`.
    static func text(_ template: TextTemplate, local: LocalDateTime, lookup: (String) -> String?) -> String {
        var result = ""
        for part in template.parts {
            switch part {
            case .literal(let text): result += text
            case .binding(let binding):
                let name = binding.name.map { part in
                    switch part {
                    case .literal(let text): text
                    case .variable(let variable): variable
                    }
                }.joined()
                if name == "now" {
                    result += (binding.pattern ?? .default).format(local)
                } else {
                    result += lookup(name) ?? binding.defaultValue ?? ""
                }
            case .expression: break  // refused when the section is read
            }
        }
        return result
    }

    /// The nodes of `templates` for `entry`, drawn at the render context's instant.
    static func render(
        _ templates: [IOSNodeTemplate], entry: TimelineEntry, context: WidgetRenderContext,
        variables: [String: String]
    ) -> [GlanceNode] {
        let local = context.timeZone.localDateTime(at: context.wallTime + (entry.date - context.now))
        let text = { (template: TextTemplate) in
            Self.text(template, local: local) { variables[$0] ?? entry.fields[$0] }
        }
        var nodes: [GlanceNode] = []
        for template in templates {
            switch template {
            case .column(let children):
                let inner = render(children, entry: entry, context: context, variables: variables)
                nodes.append(Column { return inner })
            case .row(let children):
                let inner = render(children, entry: entry, context: context, variables: variables)
                nodes.append(Row { return inner })
            case .text(let template): nodes.append(Text(text(template)))
            case .dateText(let style, let offset): nodes.append(Text(context.text(entry.date + offset, style: style)))
            case .button(let label, let intent, let parameters):
                let pairs = parameters.map { ActionParameters.Pair(name: $0.0, value: .string(text($0.1))) }
                nodes.append(
                    Button(text(label), onClick: .runCallback(callback: intent, parameters: ActionParameters(pairs))))
            case .only(let families, let node):
                if families.contains(context.family) {
                    nodes += render([node], entry: entry, context: context, variables: variables)
                }
            case .forEach(let field, let children):
                let items = (entry.fields[field] ?? "").split(separator: ",").map(String.init)
                for (index, item) in items.enumerated() {
                    var inner = variables
                    inner["item"] = item
                    inner["index"] = String(index)
                    nodes += render(children, entry: entry, context: context, variables: inner)
                }
            }
        }
        return nodes
    }

    /// An intent's effects, with `param.NAME` and `store.KEY` readable in their templates.
    static func perform(
        _ specs: [IOSSideSpec.IntentEffectSpec], parameters: ActionParameters, group: String,
        effects: inout AppIntentEffects
    ) {
        let local = LocalDateTime(year: 2000, month: 1, day: 1)
        for spec in specs {
            let store = effects.store
            let lookup = { (name: String) -> String? in
                if name.hasPrefix("param."), let value = parameters.bundle[String(name.dropFirst(6))] {
                    if case .string(let text) = value { return text }
                    return "\(value)"
                }
                if name.hasPrefix("store.") { return store.value(forKey: String(name.dropFirst(6)), inGroup: group) }
                return nil
            }
            switch spec {
            case .write(let key, let value):
                effects.write(
                    text(value, local: local, lookup: lookup), forKey: text(key, local: local, lookup: lookup),
                    inGroup: group)
            case .toggle, .toggleAt:
                let name: String
                let element: String
                switch spec {
                case .toggle(let key, let item):
                    name = text(key, local: local, lookup: lookup)
                    element = text(item, local: local, lookup: lookup)
                case .toggleAt(let key, let listKey, let index):
                    name = text(key, local: local, lookup: lookup)
                    let position = text(index, local: local, lookup: lookup)
                    // A missing list reads as an empty one, as in the Swift code (`?? []`); an index outside it finds
                    // no item (unguarded Swift would trap; S001 guards it): nothing is toggled, and the trace says so.
                    guard let list = store.value(forKey: listKey, inGroup: group) else {
                        effects.warn(
                            "the list '\(listKey)' is not in \(group), so it is empty: item \(position) is not toggled "
                                + "and '\(name)' is not written")
                        continue
                    }
                    let items = list.split(separator: ",")
                    guard let at = Int(position), items.indices.contains(at) else {
                        effects.warn(
                            "item \(position) is not in the list '\(listKey)' (\(items.count) item(s)): nothing is "
                                + "toggled and '\(name)' is not written")
                        continue
                    }
                    element = String(items[at])
                default: continue
                }
                var list = (store.value(forKey: name, inGroup: group) ?? "").split(separator: ",").map(String.init)
                if let index = list.firstIndex(of: element) { list.remove(at: index) } else { list.append(element) }
                effects.write(list.joined(separator: ","), forKey: name, inGroup: group)
            case .reload(let scope):
                switch scope {
                case .all: effects.reloadAllTimelines()
                case .kind(let kind): effects.reloadTimelines(ofKind: kind)
                }
            }
        }
    }
}
