/// A node found in a tree, with where it is.
public struct FoundGlanceNode: Hashable {
    /// The node (from the keyed tree, so its lambda keys are final).
    public var node: GlanceNode
    /// The child indices from the root to the node; `[]` for the root.
    public var path: [Int]
    /// Whether the node and all its ancestors are ``Visibility/visible``, so a user could click it.
    public var isShown: Bool

    /// Creates a result.
    public init(node: GlanceNode, path: [Int], isShown: Bool) {
        self.node = node
        self.path = path
        self.isShown = isShown
    }

    /// The dotted path, `0.2.1` (`root` for the root), the same form lambda keys use.
    public var pathString: String { ContentFormatting.path(path) }
}

/// Why a lookup that needs exactly one node failed, with a message a click or assertion step can show.
public enum GlanceNodeLookupError: Error, Hashable, CustomStringConvertible {
    /// Nothing matched; the associated value describes the matcher.
    case noNode(matcher: String)
    /// More than one node matched (glance-testing's `assertExists` needs exactly one); their paths, in tree
    /// order.
    case multipleNodes(matcher: String, paths: [[Int]])
    /// The path does not lead to a node.
    case noNodeAtPath([Int])

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noNode(let matcher):
            return "no node matches \(matcher)"
        case .multipleNodes(let matcher, let paths):
            let list = paths.map(ContentFormatting.path).joined(separator: ", ")
            return "\(paths.count) nodes match \(matcher), expected exactly one: at \(list)"
        case .noNodeAtPath(let path):
            return "no node at path \(ContentFormatting.path(path))"
        }
    }
}
