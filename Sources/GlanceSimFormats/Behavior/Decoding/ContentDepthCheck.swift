import GlanceSim

/// Refuses widget content that nests deeper than Glance allows, at the node that goes too deep.
///
/// Glance's applier throws "Too many embedded views for the current surface. The maximum depth is: 50" when it
/// composes such a tree (glance-appwidget `AppWidgetSession`/`Applier`; the root is depth 1, and the items of a
/// lazy list start again at depth 1). A behaviour file's content is fixed, so GlanceSim reports it when the
/// file is read, as `path:line:column: error:` at the node, instead of at the first update. `forEach`, `if` and
/// `bySize` add no level; every branch counts. The walk is iterative, so no nesting can exhaust the stack.
///
/// ```swift
/// try ContentDepthCheck.check(widget.content)   // throws at the 51st nested Column
/// ```
enum ContentDepthCheck {
    /// Glance's maximum depth.
    static let maxDepth = 50

    /// Returns `root` unchanged, or throws at its first node deeper than ``maxDepth``.
    static func checked(_ root: NodeTemplate) throws(FormatError) -> NodeTemplate {
        var pending: [(node: NodeTemplate, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if depth > maxDepth {
                throw FormatError(
                    .invalidValue, at: node.location,
                    "content nests \(depth) deep here; Glance allows at most \(maxDepth) "
                        + "('Too many embedded views for the current surface')")
            }
            switch node.kind {
            case .box(let children, _), .row(let children, _, _), .column(let children, _, _):
                pending += children.reversed().map { ($0, depth + 1) }
            case .lazyColumn(let children, _), .lazyVerticalGrid(let children, _):
                pending += children.reversed().map { ($0, 1) }
            case .forEach(_, let content):
                pending += content.reversed().map { ($0, depth) }
            case .conditional(_, let then, let otherwise):
                pending += (then + otherwise).reversed().map { ($0, depth) }
            case .bySize(let cases):
                pending += cases.flatMap(\.content).reversed().map { ($0, depth) }
            case .remoteAdapter(let collection):
                pending += collection.empty.reversed().map { ($0, depth + 1) }
            case .text, .button, .image, .spacer, .checkBox, .switchToggle, .radioButton, .circularProgress,
                .linearProgress:
                break
            }
        }
        return root
    }
}
