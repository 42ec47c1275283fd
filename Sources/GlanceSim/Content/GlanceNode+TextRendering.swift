// The stable indented text snapshot.
extension GlanceNode {
    /// The keyed tree as indented text: one node per line, children indented by two spaces, no trailing
    /// newline.
    ///
    /// Each line is the kind's name, its main content quoted (text, image resource), its own attributes,
    /// then the modifier's attributes in a fixed order (see ``GlanceModifier``). Defaults are left out
    /// (alignments at top/start, `contentScale=fit`, `enabled=true`, visible), except `checked`, which is
    /// always shown. Strings are quoted with `"` and `\` escaped, so a line never breaks.
    ///
    /// ```swift
    /// print(Column(modifier: .padding(8)) {
    ///     Text("Hi", maxLines: 1)
    ///     Button("Refresh", onClick: .runCallback(Refresh.self, parameters: actionParametersOf(index.to(2))))
    ///     CheckBox(checked: true, text: "Done") { done.toggle() }
    /// }.snapshot)
    /// // Column padding=8
    /// //   Text "Hi" maxLines=1
    /// //   Button "Refresh" onClick=runCallback(Refresh, {index=2})
    /// //   CheckBox "Done" checked=true onCheckedChange=lambda#2
    /// ```
    public var snapshot: String { renderText() }

    /// The keyed tree as indented text starting at `indent` levels (two spaces each), for composing larger
    /// renderings such as one section per size.
    public func renderText(indent: Int = 0) -> String {
        var lines: [String] = []
        assigningLambdaKeys().appendLines(to: &lines, indent: indent)
        return lines.joined(separator: "\n")
    }

    /// This node's own line, without indentation or children. Lambda keys are shown as they are; key the
    /// tree first (``assigningLambdaKeys()``) for positional keys.
    public var renderedLine: String {
        ([kind.name] + kind.renderedAttributes + modifier.renderedAttributes(for: kind)).joined(separator: " ")
    }

    private func appendLines(to lines: inout [String], indent: Int) {
        lines.append(String(repeating: "  ", count: indent) + renderedLine)
        for child in children { child.appendLines(to: &lines, indent: indent + 1) }
    }
}

extension GlanceNode.Kind {
    /// The kind's own attributes as `name=value` (or quoted main content) fragments, defaults left out.
    var renderedAttributes: [String] {
        let quoted = { (text: String) in jsonString(text, controls: .unicode) }
        switch self {
        case .box(let alignment):
            return alignment == .topStart ? [] : ["contentAlignment=\(alignment)"]
        case .row(let horizontal, let vertical), .column(let vertical, let horizontal):
            var parts: [String] = []
            if horizontal != .start { parts.append("horizontalAlignment=\(horizontal.rawValue)") }
            if vertical != .top { parts.append("verticalAlignment=\(vertical.rawValue)") }
            return parts
        case .text(let text, let maxLines):
            return [quoted(text)] + (maxLines.map { ["maxLines=\($0)"] } ?? [])
        case .button(let text, let enabled):
            return [quoted(text)] + (enabled ? [] : ["enabled=false"])
        case .image(let resource, let description, let scale):
            var parts = [quoted(resource)]
            if let description { parts.append("contentDescription=" + quoted(description)) }
            if scale != .fit { parts.append("contentScale=\(scale.rawValue)") }
            return parts
        case .spacer, .circularProgressIndicator:
            return []
        case .lazyColumn(let horizontal):
            return horizontal == .start ? [] : ["horizontalAlignment=\(horizontal.rawValue)"]
        case .lazyVerticalGrid(let cells):
            return ["cells=\(cells)"]
        case .lazyItem(let id):
            return id.map { ["id=\($0)"] } ?? []
        case .checkBox(let text, let checked), .switchToggle(let text, let checked):
            return [quoted(text), "checked=\(checked)"]
        case .radioButton(let text, let checked, let enabled):
            return [quoted(text), "checked=\(checked)"] + (enabled ? [] : ["enabled=false"])
        case .linearProgressIndicator(let progress):
            return [progress.map { "progress=\($0)" } ?? "indeterminate"]
        case .remoteAdapter(let adapter):
            var parts = ["service=" + adapter.service.shortString]
            if let data = adapter.data { parts.append("data=" + quoted(data.string)) }
            if adapter.viewId != adapter.service.className, adapter.viewId != adapter.service.shortClassName {
                parts.append("viewId=" + quoted(adapter.viewId))
            }
            if adapter.view == .gridView { parts.append("columns=\(adapter.columns)") }
            return parts
        }
    }

    /// The attribute name a click action is shown under: `onCheckedChange` for CheckBox and Switch.
    var clickAttributeName: String {
        switch self {
        case .checkBox, .switchToggle: "onCheckedChange"
        default: "onClick"
        }
    }
}

extension GlanceModifier {
    /// The set attributes as `name=value` fragments in the fixed order.
    func renderedAttributes(for kind: GlanceNode.Kind) -> [String] {
        var parts: [String] = []
        if let width { parts.append("width=\(width)") }
        if let height { parts.append("height=\(height)") }
        if let padding { parts.append("padding=\(padding)") }
        if let background { parts.append("background=\(background)") }
        if let cornerRadius { parts.append("cornerRadius=" + ContentFormatting.number(cornerRadius) + "dp") }
        if visibility != .visible { parts.append("visibility=\(visibility.rawValue)") }
        if isAppWidgetBackground { parts.append("appWidgetBackground") }
        if isSelectableGroup { parts.append("selectableGroup") }
        if let testTag { parts.append("testTag=" + jsonString(testTag, controls: .unicode)) }
        if let contentDescription {
            parts.append("contentDescription=" + jsonString(contentDescription, controls: .unicode))
        }
        if let clickAction { parts.append("\(kind.clickAttributeName)=\(clickAction)") }
        return parts
    }
}
