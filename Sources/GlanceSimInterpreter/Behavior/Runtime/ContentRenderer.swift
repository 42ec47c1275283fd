import GlanceSim
import GlanceSimFormats

/// Turns a content template into Glance nodes for one composition: state, size, local time and variables come
/// from the scope. Nodes are built with the Swift composables, so they behave exactly as Swift-written content.
struct ContentRenderer {
    let runtime: BehaviorRuntime

    /// The widget's root: one node; several are wrapped in a `Box`, none make an empty `Box`.
    func root(_ template: NodeTemplate, scope: TemplateScope, size: DpSize) throws -> GlanceNode {
        var scope = scope
        scope.variables.width = .double(size.width)
        scope.variables.height = .double(size.height)
        var nodes: [GlanceNode] = []
        try render(template, scope, size, into: &nodes)
        if nodes.count == 1 { return nodes[0] }
        return Box { return nodes }
    }

    /// The nodes of several templates, in order.
    private func render(_ templates: [NodeTemplate], _ scope: TemplateScope, _ size: DpSize) throws -> [GlanceNode] {
        var nodes: [GlanceNode] = []
        try render(templates, scope, size, into: &nodes)
        return nodes
    }

    /// Appends the nodes of several templates, in order, to `nodes`.
    private func render(
        _ templates: [NodeTemplate], _ scope: TemplateScope, _ size: DpSize, into nodes: inout [GlanceNode]
    ) throws {
        for template in templates { try render(template, scope, size, into: &nodes) }
    }

    /// Appends a template's nodes (none, one, or a `forEach`'s many) to `nodes`.
    private func render(
        _ template: NodeTemplate, _ scope: TemplateScope, _ size: DpSize, into nodes: inout [GlanceNode]
    ) throws {
        let modifier = try self.modifier(template.modifier, scope)
        switch template.kind {
        case .box(let children, let alignment):
            let children = try render(children, scope, size)
            nodes.append(Box(modifier: modifier, contentAlignment: alignment) { return children })
        case .row(let children, let horizontal, let vertical):
            let children = try render(children, scope, size)
            nodes.append(
                Row(modifier: modifier, horizontalAlignment: horizontal, verticalAlignment: vertical) {
                    return children
                })
        case .column(let children, let vertical, let horizontal):
            let children = try render(children, scope, size)
            nodes.append(
                Column(modifier: modifier, verticalAlignment: vertical, horizontalAlignment: horizontal) {
                    return children
                })
        case .lazyColumn(let children, let horizontal):
            let children = try render(children, scope, size)
            nodes.append(LazyColumn(modifier: modifier, horizontalAlignment: horizontal) { return children })
        case .lazyVerticalGrid(let children, let cells):
            let children = try render(children, scope, size)
            nodes.append(LazyVerticalGrid(modifier: modifier, gridCells: cells) { return children })
        case .text(let text, let maxLines):
            nodes.append(Text(try scope.text(text), modifier: modifier, maxLines: maxLines))
        case .button(let text, let onClick, let enabled):
            let isEnabled = try enabled.map { try scope.value($0).isTruthy } ?? true
            guard let onClick else {
                nodes.append(GlanceNode(.button(text: try scope.text(text), enabled: isEnabled), modifier: modifier))
                return
            }
            nodes.append(
                Button(
                    try scope.text(text), onClick: try action(onClick, scope), modifier: modifier, enabled: isEnabled))
        case .image(let resource, let description, let scale):
            nodes.append(
                Image(
                    resource: try scope.text(resource), contentDescription: try description.map { try scope.text($0) },
                    modifier: modifier,
                    contentScale: scale))
        case .spacer:
            nodes.append(Spacer(modifier: modifier))
        case .checkBox(let text, let checked, let onChange):
            nodes.append(
                CheckBox(
                    checked: try scope.value(checked).isTruthy,
                    onCheckedChange: try onChange.map { try action($0, scope) },
                    text: try scope.text(text), modifier: modifier))
        case .switchToggle(let text, let checked, let onChange):
            nodes.append(
                Switch(
                    checked: try scope.value(checked).isTruthy,
                    onCheckedChange: try onChange.map { try action($0, scope) },
                    text: try scope.text(text), modifier: modifier))
        case .radioButton(let text, let checked, let onClick, let enabled):
            nodes.append(
                RadioButton(
                    checked: try scope.value(checked).isTruthy, onClick: try onClick.map { try action($0, scope) },
                    modifier: modifier, enabled: try enabled.map { try scope.value($0).isTruthy } ?? true,
                    text: try scope.text(text)))
        case .circularProgress:
            nodes.append(CircularProgressIndicator(modifier: modifier))
        case .linearProgress(let progress):
            guard let progress else {
                nodes.append(LinearProgressIndicator(modifier: modifier))
                return
            }
            nodes.append(LinearProgressIndicator(progress: Float(try scope.text(progress)) ?? 0, modifier: modifier))
        case .forEach(let source, let content):
            for (index, item) in try items(source, scope).enumerated() {
                var inner = scope
                inner.variables.index = .int(Int64(index))
                inner.variables.item = item
                try render(content, inner, size, into: &nodes)
            }
        case .conditional(let condition, let then, let otherwise):
            try render(try scope.value(condition).isTruthy ? then : otherwise, scope, size, into: &nodes)
        case .bySize(let cases):
            guard let match = cases.first(where: { size.width >= $0.minWidth && size.height >= $0.minHeight }) else {
                return
            }
            try render(match.content, scope, size, into: &nodes)
        case .remoteAdapter(let collection):
            let adapter = RemoteAdapter(
                collection.view, service: runtime.component(collection.service),
                data: try collection.data.map { template throws(AndroidException) in URI(try scope.text(template)) },
                viewId: collection.viewId, columns: collection.columns)
            let empty = try render(collection.empty, scope, size)
            nodes.append(RemoteCollectionView(adapter, modifier: modifier) { return empty })
        }
    }

    private func items(_ source: ForEachSource, _ scope: TemplateScope) throws(AndroidException) -> [TemplateValue] {
        let value: TemplateValue
        switch source {
        case .count(let count):
            return (0..<count).map { .int(Int64($0)) }
        case .items(let texts):
            var items: [TemplateValue] = []
            for text in texts { items.append(.string(try scope.text(text))) }
            return items
        case .stateKey(let key):
            value = scope.currentState?.value(named: key).map(TemplateValue.init) ?? .null
        case .expression(let template):
            value = try scope.value(template)
        }
        switch value {
        case .int(let count):
            // A count read from state can be anything; composing billions of items would exhaust a phone's
            // memory, so a count past the bound fails the composition as an OutOfMemoryError would.
            guard count <= Self.maxForEachCount else {
                throw AndroidException(
                    className: "java.lang.OutOfMemoryError",
                    message: "forEach over \(count) items (GlanceSim composes at most \(Self.maxForEachCount))")
            }
            return (0..<max(0, count)).map { .int($0) }
        case .list(let values): return values
        default: return []
        }
    }

    /// The most items a `forEach` whose count comes from state or an expression composes.
    static let maxForEachCount: Int64 = 10_000

    /// The node's modifier: built when the file loaded, or now when it reads the scope.
    private func modifier(_ template: ModifierTemplate, _ scope: TemplateScope) throws -> GlanceModifier {
        if let fixed = template.fixed { return fixed }
        return try ModifierTemplate.modifier(
            template.items, text: { text throws in try scope.text(text) },
            action: { action throws in try self.action(action, scope) })
    }

    private func action(_ template: ActionTemplate, _ scope: TemplateScope) throws -> GlanceAction {
        switch template {
        case .runCallback(let name, let parameters):
            return .runCallback(callback: name, parameters: ActionParameters(bundle: try scope.bundle(parameters)))
        case .startActivity(let name, let parameters, let data):
            let intent = Intent(
                data: try data.map { template throws(AndroidException) in URI(try scope.text(template)) },
                component: runtime.component(try scope.text(name)))
            return .startActivity(intent, parameters: ActionParameters(bundle: try scope.bundle(parameters)))
        case .startService(let name, let foreground):
            return .startService(runtime.component(name), foreground: foreground)
        case .sendBroadcast(let spec):
            return .sendBroadcast(try EffectRunner(runtime, scope: scope).intent(spec))
        case .lambda(let effects):
            let runtime = self.runtime
            let context = scope.context
            let widgetId = scope.widgetId
            return .lambda {
                var runner = EffectRunner(runtime, context, widgetId: widgetId)
                runner.scope.component = scope.component
                try runner.run(effects)
            }
        }
    }
}
