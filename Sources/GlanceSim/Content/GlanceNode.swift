/// One element of a Glance-style content tree: what kind of view it is, its modifier and its children.
///
/// Trees are immutable values, built with the composable functions and ``GlanceContentBuilder``:
///
/// ```swift
/// let content = Column(modifier: .padding(8)) {
///     Text("Hi")
///     if showRefresh {
///         Button("Refresh", onClick: .runCallback(Refresh.self))
///     }
///     for item in items {
///         Text(item)
///     }
/// }
/// let shown = validateGlanceContent(content, sizeCount: 1)
/// print(shown.displayed.snapshot)
/// ```
///
/// Equality and hashing compare kinds, modifiers and children; lambda actions compare by key. The type is
/// not `Sendable` because lambda actions hold closures.
public struct GlanceNode: Hashable {
    /// What the node is, with its own content (text, checked state, alignment…).
    public var kind: Kind
    /// The node's attributes.
    public var modifier: GlanceModifier
    /// The children, in order; empty for leaves.
    public var children: [GlanceNode]

    /// Creates a node.
    public init(_ kind: Kind, modifier: GlanceModifier = GlanceModifier(), children: [GlanceNode] = []) {
        self.kind = kind
        self.modifier = modifier
        self.children = children
    }
}

extension GlanceNode: Codable {}
