/// Where a widget's content reads a preference key from, found in its templates (content and `session` values):
/// `state.KEY`, `state['KEY']` and the bindings `{{KEY}}`/`{{state.KEY}}` read the widget's Glance state;
/// `stores.NAME.KEY` and `stores['NAME']['KEY']` read the app's store NAME. Keys or stores computed at run time are
/// not followed.
package struct KeyReads: Equatable, Sendable {
    /// Whether the content reads the key from the widget's Glance state.
    package var fromState = false
    /// The app stores it reads the key from, sorted.
    package var stores: [String] = []
}

extension WidgetBehavior {
    /// Where the widget's content reads `key` from.
    ///
    /// ```swift
    /// spec.widget(named: "Weather")?.reads(key: "temperature")   // KeyReads(fromState: false, stores: ["weather"])
    /// ```
    package func reads(key: String) -> KeyReads {
        var reads = KeyReads()
        var stores: Set<String> = []
        func visit(_ expression: Expression) {
            switch expression {
            case .member(.name("state"), key), .index(.name("state"), .literal(.string(key))): reads.fromState = true
            case .member(.member(.name("stores"), let store), key),
                .index(.index(.name("stores"), .literal(.string(let store))), .literal(.string(key))),
                .index(.member(.name("stores"), let store), .literal(.string(key))):
                stores.insert(store)
            default: break
            }
            switch expression {
            case .literal, .name: break
            case .list(let items): items.forEach(visit)
            case .member(let base, _): visit(base)
            case .index(let base, let index):
                visit(base)
                visit(index)
            case .call(_, let arguments): arguments.forEach(visit)
            case .method(let base, _, let arguments):
                visit(base)
                arguments.forEach(visit)
            case .unary(_, let operand): visit(operand)
            case .binary(_, let left, let right):
                visit(left)
                visit(right)
            case .conditional(let test, let then, let otherwise):
                visit(test)
                visit(then)
                visit(otherwise)
            }
        }
        for template in templates {
            for part in template.parts {
                switch part {
                case .literal: break
                case .expression(let expression): visit(expression)
                case .binding(let binding):
                    let name = binding.name.map { if case .literal(let text) = $0 { text } else { "{}" } }.joined()
                    if name == key || name == "state." + key { reads.fromState = true }
                }
            }
        }
        if forEachStateKeys.contains(key) { reads.fromState = true }
        reads.stores = stores.sorted()
        return reads
    }

    /// The state keys `forEach: "KEY"` loops read.
    private var forEachStateKeys: [String] {
        func keys(_ node: NodeTemplate) -> [String] {
            switch node.kind {
            case .box(let children, _), .row(let children, _, _), .column(let children, _, _),
                .lazyColumn(let children, _), .lazyVerticalGrid(let children, _):
                return children.flatMap(keys)
            case .forEach(let source, let content):
                let own: [String] = if case .stateKey(let key) = source { [key] } else { [] }
                return own + content.flatMap(keys)
            case .conditional(_, let then, let otherwise): return (then + otherwise).flatMap(keys)
            case .bySize(let cases): return cases.flatMap { $0.content.flatMap(keys) }
            case .remoteAdapter(let collection): return collection.empty.flatMap(keys)
            default: return []
            }
        }
        return keys(content)
    }

    /// Every template of the content and the session values.
    private var templates: [TextTemplate] {
        var all: [TextTemplate] = []
        func value(_ template: ValueTemplate) {
            switch template.source {
            case .string(let text): all.append(text)
            case .list(let items): items.forEach(value)
            case .integer, .double, .bool: break
            }
        }
        for entry in session {
            value(entry.value)
            all += entry.keys
        }
        func walk(_ node: NodeTemplate) {
            for item in node.modifier.items {
                switch item {
                case .background(let text), .testTag(let text), .contentDescription(let text): all.append(text)
                default: break
                }
            }
            switch node.kind {
            case .box(let children, _), .row(let children, _, _), .column(let children, _, _),
                .lazyColumn(let children, _), .lazyVerticalGrid(let children, _):
                children.forEach(walk)
            case .text(let text, _): all.append(text)
            case .button(let text, _, let enabled): all += [text] + [enabled].compactMap { $0 }
            case .image(let resource, let description, _): all += [resource] + [description].compactMap { $0 }
            case .checkBox(let text, let checked, _), .switchToggle(let text, let checked, _): all += [text, checked]
            case .radioButton(let text, let checked, _, let enabled):
                all += [text, checked] + [enabled].compactMap { $0 }
            case .linearProgress(let progress): all += [progress].compactMap { $0 }
            case .forEach(let source, let content):
                switch source {
                case .items(let items): all += items
                case .expression(let text): all.append(text)
                case .count, .stateKey: break
                }
                content.forEach(walk)
            case .conditional(let condition, let then, let otherwise):
                all.append(condition)
                (then + otherwise).forEach(walk)
            case .bySize(let cases): cases.flatMap(\.content).forEach(walk)
            case .remoteAdapter(let collection):
                all += [collection.data].compactMap { $0 }
                collection.empty.forEach(walk)
            case .spacer, .circularProgress: break
            }
        }
        walk(content)
        return all
    }
}
