/// The result builder behind every composable's content closure, so widget code reads like Glance.
///
/// Each statement contributes nodes; `if`/`else`, `if let`, `switch`, optional chaining and `for … in`
/// loops work as in Swift. An expression of type `[GlanceNode]` (such as the result of
/// ``items(_:id:content:)``) contributes all its nodes.
///
/// ```swift
/// Column(modifier: .padding(8)) {
///     Text("Hi")
///     if let error { Text(error, maxLines: 2) } else { Spacer() }
///     for item in items { Text(item) }
/// }
/// ```
@resultBuilder
public enum GlanceContentBuilder {
    /// One node.
    public static func buildExpression(_ node: GlanceNode) -> [GlanceNode] { [node] }

    /// Several nodes, such as lazy list items or a helper's result.
    public static func buildExpression(_ nodes: [GlanceNode]) -> [GlanceNode] { nodes }

    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [GlanceNode]...) -> [GlanceNode] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [GlanceNode]?) -> [GlanceNode] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [GlanceNode]) -> [GlanceNode] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [GlanceNode]) -> [GlanceNode] { part }

    /// A `for … in` loop.
    public static func buildArray(_ parts: [[GlanceNode]]) -> [GlanceNode] { parts.flatMap { $0 } }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [GlanceNode]) -> [GlanceNode] { part }
}

/// The widget's whole content as Glance's root sees it: one node as is, or several (or none) wrapped in a
/// `Box`, as Glance's `coerceToOneChild` does.
///
/// ```swift
/// let root = glanceContent {
///     Text("Title")
///     Text("Body")
/// }
/// // Box
/// //   Text "Title"
/// //   Text "Body"
/// ```
public func glanceContent(@GlanceContentBuilder _ content: () -> [GlanceNode]) -> GlanceNode {
    GlanceNode.root(content())
}

extension GlanceNode {
    /// One root for `nodes`: the single node itself, or a default `Box` holding them (Glance's
    /// `coerceToOneChild` in `normalizeCompositionTree`).
    public static func root(_ nodes: [GlanceNode]) -> GlanceNode {
        if nodes.count == 1 { return nodes[0] }
        return GlanceNode(.box(contentAlignment: .topStart), children: nodes)
    }
}
