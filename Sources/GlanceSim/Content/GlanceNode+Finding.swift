// Finding nodes for simulated clicks and assertions.
extension GlanceNode {
    /// Every node matching `matcher`, in tree order (pre-order), lazy list items included.
    ///
    /// Searches the keyed tree; pass ``ValidatedContent/displayed`` to search what the host shows (truncated
    /// children are gone there).
    public func findNodes(_ matcher: GlanceNodeMatcher) -> [FoundGlanceNode] {
        var found: [FoundGlanceNode] = []
        func walk(_ node: GlanceNode, _ path: [Int], _ shown: Bool) {
            let nodeShown = shown && node.modifier.visibility == .visible
            if matcher.matches(node) { found.append(FoundGlanceNode(node: node, path: path, isShown: nodeShown)) }
            for (index, child) in node.children.enumerated() { walk(child, path + [index], nodeShown) }
        }
        walk(assigningLambdaKeys(), [], true)
        return found
    }

    /// The one node matching `matcher`; throws ``GlanceNodeLookupError/noNode(matcher:)`` or
    /// ``GlanceNodeLookupError/multipleNodes(matcher:paths:)`` otherwise.
    ///
    /// ```swift
    /// let found = try shown.displayed.findNode(.hasTextEqualTo("Refresh"))
    /// if found.isShown, let action = found.node.actionForClick() { /* perform it */ }
    /// ```
    public func findNode(_ matcher: GlanceNodeMatcher) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        let found = findNodes(matcher)
        switch found.count {
        case 0: throw .noNode(matcher: matcher.description)
        case 1: return found[0]
        default: throw .multipleNodes(matcher: matcher.description, paths: found.map(\.path))
        }
    }

    /// The one node whose text equals `text`.
    public func findNode(text: String) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        try findNode(.hasTextEqualTo(text))
    }

    /// The one node whose text contains `substring`.
    public func findNode(textContaining substring: String) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        try findNode(.hasText(substring))
    }

    /// The one node with test tag `tag`.
    public func findNode(testTag tag: String) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        try findNode(.hasTestTag(tag))
    }

    /// The one node whose content description equals `description`.
    public func findNode(contentDescription description: String) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        try findNode(.hasContentDescriptionEqualTo(description))
    }

    /// The node at `path` (child indices from this node); throws ``GlanceNodeLookupError/noNodeAtPath(_:)``.
    public func findNode(path: [Int]) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        var node = assigningLambdaKeys()
        var shown = node.modifier.visibility == .visible
        for index in path {
            guard node.children.indices.contains(index) else { throw .noNodeAtPath(path) }
            node = node.children[index]
            shown = shown && node.modifier.visibility == .visible
        }
        return FoundGlanceNode(node: node, path: path, isShown: shown)
    }

    /// The node at a dotted path such as `"0.2.1"` (`"root"` or `""` for this node).
    public func findNode(pathString: String) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        if pathString.isEmpty || pathString == "root" { return try findNode(path: []) }
        var path: [Int] = []
        for part in pathString.split(separator: ".", omittingEmptySubsequences: false) {
            guard let index = Int(part), index >= 0 else { throw .noNodeAtPath(path) }
            path.append(index)
        }
        return try findNode(path: path)
    }
}

extension GlanceNode {
    /// The node that takes a tap on the node at `path`: the innermost of it and its ancestors that has a click
    /// action or is a disabled button; `nil` when none is.
    ///
    /// Android hands a touch to the deepest view under it and, while a view does not consume it, to its parent
    /// (`ViewGroup.dispatchTouchEvent`): a `Text` inside a `Column` whose modifier is `clickable` (RemoteViews'
    /// `setOnClickPendingIntent` on the container) runs the column's action. A clickable view consumes the touch
    /// even when disabled, and a Glance `Button`/`RadioButton` is a clickable view (a `Button` widget), so a
    /// disabled one takes the tap and does nothing.
    ///
    /// ```swift
    /// let row = Column(modifier: GlanceModifier().clickable(.runCallback("Open"))) { Text("Milk") }
    /// print(row.clickTaker(of: [0])?.path ?? [])   // []: the column takes a tap on its text
    /// ```
    public func clickTaker(of path: [Int]) -> FoundGlanceNode? {
        var chain: [(node: GlanceNode, path: [Int])] = [(self, [])]
        for index in path {
            let parent = chain[chain.count - 1]
            guard parent.node.children.indices.contains(index) else { return nil }
            chain.append((parent.node.children[index], parent.path + [index]))
        }
        for (node, nodePath) in chain.reversed() where node.takesClicks {
            return FoundGlanceNode(node: node, path: nodePath, isShown: true)
        }
        return nil
    }

    /// Whether a tap stops here: the node has a click action, or is a disabled button (clickable, not enabled).
    private var takesClicks: Bool {
        if modifier.clickAction != nil { return true }
        switch kind {
        case .button(_, enabled: false), .radioButton(_, _, enabled: false): return true
        default: return false
        }
    }
}

extension GlanceNode {
    /// The tree as a person sees it: every subtree whose `visibility` is `invisible` or `gone` left out (an
    /// INVISIBLE view draws neither itself nor its children, `View.setVisibility`); `nil` when the root itself is
    /// hidden. What `expect render … contains`/`lacks` look in.
    ///
    /// ```swift
    /// let seen = device.shownLayout(id)?.shownOnly?.snapshot ?? ""
    /// ```
    public var shownOnly: GlanceNode? {
        guard modifier.visibility == .visible else { return nil }
        var node = self
        node.children = children.compactMap(\.shownOnly)
        return node
    }
}
