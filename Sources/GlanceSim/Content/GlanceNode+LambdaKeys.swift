// Deterministic lambda keys, Glance's `updateLambdaActionKeys`.
extension GlanceNode {
    /// The tree with every lambda action keyed by its node's position.
    ///
    /// A lambda without an explicit key gets the dotted path of its node (`0.2.1`; `root` for the root); one
    /// with an explicit key gets `<key>+<sibling index>`, as Glance appends the index to the composite key.
    /// Keys depend only on positions, so the same content built twice gets the same keys, and keying twice
    /// changes nothing. Validation, rendering and finding all key the tree first.
    public func assigningLambdaKeys() -> GlanceNode {
        containsLambdaAction ? keyed(path: [], siblingIndex: 0) : self
    }

    /// The tree keyed, for a caller that knows it has a lambda action.
    func keyingLambdas() -> GlanceNode { keyed(path: [], siblingIndex: 0) }

    /// Whether any node of the tree has a lambda click action (a tree without one keys to itself).
    var containsLambdaAction: Bool {
        if modifier.clickAction?.lambdaAction != nil { return true }
        return children.contains { $0.containsLambdaAction }
    }

    /// Every lambda action in the (keyed) tree registered under `key`, in tree order.
    ///
    /// Usually one; several when explicit keys repeat. Glance runs all of them on a click.
    public func lambdaActions(forKey key: String) -> [LambdaAction] {
        var found: [LambdaAction] = []
        assigningLambdaKeys().forEachNode { node, _ in
            if let lambda = node.modifier.clickAction?.lambdaAction, lambda.key == key { found.append(lambda) }
        }
        return found
    }

    /// The keys of all lambda actions in the (keyed) tree, in tree order.
    public var lambdaKeys: [String] {
        var keys: [String] = []
        assigningLambdaKeys().forEachNode { node, _ in
            if let lambda = node.modifier.clickAction?.lambdaAction { keys.append(lambda.key) }
        }
        return keys
    }

    private func keyed(path: [Int], siblingIndex: Int) -> GlanceNode {
        var copy = self
        if var lambda = modifier.clickAction?.lambdaAction {
            lambda.key = lambda.explicitKey.map { "\($0)+\(siblingIndex)" } ?? ContentFormatting.path(path)
            copy.modifier = modifier.replacingClickAction(.lambda(lambda))
        }
        copy.children = children.enumerated().map { index, child in
            child.keyed(path: path + [index], siblingIndex: index)
        }
        return copy
    }

    /// Visits every node in pre-order with its path.
    func forEachNode(_ visit: (GlanceNode, [Int]) -> Void) {
        func walk(_ node: GlanceNode, _ path: [Int]) {
            visit(node, path)
            for (index, child) in node.children.enumerated() { walk(child, path + [index]) }
        }
        walk(self, [])
    }
}
