/// Checks content the way Glance's composition, normalisation and translation do, and returns what the host
/// shows.
///
/// The steps follow Glance's session (`AppWidgetSession.processEmittableTree`):
/// 1. **Composition** (the `Applier`): a node deeper than 50 throws "Too many embedded views for the current
///    surface. The maximum depth is: 50" (the root node is depth 1; the items of a lazy list start again at
///    depth 1); a lazy item id in the reserved range throws.
/// 2. **Normalisation**: a parent that wraps its content but has a child filling that axis becomes filling
///    (`normalizeSizes`); lambda actions are keyed (``GlanceNode/assigningLambdaKeys()``).
/// 3. **Translation**, in tree order: a Box, Row or Column with more than 10 children keeps the first 10 and
///    logs "Truncated Column container from 11 to 10 elements" — a warning, not an error, and the dropped
///    children are never translated; a lazy list inside a lazy list throws "Glance does not support nested
///    list views."; `GridCells.fixed(n)` outside 1…5 throws "Only counts from 1 to 5 are supported."; a second
///    `appWidgetBackground()` view throws "At most one view can be set as AppWidgetBackground."; a
///    `selectableGroup()` Row or Column with more than one checked RadioButton child throws.
/// 4. **RemoteViews**: more than 16 sizes throw "Too many RemoteViews in constructor".
///
/// The first error wins, as the first exception does; ``ValidatedContent/displayed`` is then Glance's
/// ``GlanceNode/errorLayout``. Validate each size's tree on its own and pass the widget's number of sizes as
/// `sizeCount` (1 for `SizeMode.Single`).
///
/// ```swift
/// let result = validateGlanceContent(Column { for i in 0..<11 { Text("\(i)") } }, sizeCount: 1)
/// print(result.warnings)          // ["Truncated Column container from 11 to 10 elements"]
/// print(result.displayed.snapshot)
/// ```
public func validateGlanceContent(_ root: GlanceNode, sizeCount: Int) -> ValidatedContent {
    validateGlanceContent([root], sizeCount: sizeCount)
}

/// Validates the top-level nodes of a widget's content: each is composed at depth 1, then several (or none)
/// are wrapped in a `Box` as Glance's `coerceToOneChild` does. See the single-root overload.
public func validateGlanceContent(_ nodes: [GlanceNode], sizeCount: Int) -> ValidatedContent {
    var validator = ContentValidator()
    do throws(GlanceContentError) {
        let wrapped = nodes.count != 1
        for (index, node) in nodes.enumerated() {
            var path = wrapped ? [index] : []
            try validator.checkComposition(node, path: &path, depth: 1)
        }
        let root = GlanceNode.root(nodes).normalizingSizes().assigningLambdaKeys()
        let translated = try validator.translate(root)
        if sizeCount > ContentValidator.maxSizeCount {
            throw GlanceContentError(
                code: .tooManySizes,
                message: "Too many RemoteViews in constructor",
                exception: "IllegalArgumentException"
            )
        }
        return ValidatedContent(content: translated, warnings: validator.warnings, error: nil)
    } catch {
        let partial = GlanceNode.root(nodes).assigningLambdaKeys()
        return ValidatedContent(content: partial, warnings: validator.warnings, error: error)
    }
}

private struct ContentValidator {
    static let maxDepth = 50
    static let maxContainerChildren = 10
    static let maxSizeCount = 16
    static let reservedItemIdRangeEnd = GlanceNode.reservedItemIdRangeEnd

    var warnings: [String] = []
    var backgroundPath: [Int]?

    func checkComposition(_ node: GlanceNode, path: inout [Int], depth: Int) throws(GlanceContentError) {
        if depth > Self.maxDepth {
            throw GlanceContentError(
                code: .tooDeep,
                message: "Too many embedded views for the current surface. The maximum depth is: \(Self.maxDepth)",
                exception: "IllegalArgumentException",
                path: path
            )
        }
        if case .lazyItem(let id?) = node.kind, id != GlanceNode.unspecifiedItemId, id <= Self.reservedItemIdRangeEnd {
            throw GlanceContentError(
                code: .reservedItemId,
                message: "You may not specify item ids less than \(Self.reservedItemIdRangeEnd) in a Glance widget. "
                    + "These are reserved.",
                exception: "IllegalArgumentException",
                path: path
            )
        }
        let childDepth = node.kind.isLazyList ? 1 : depth + 1
        for index in node.children.indices {
            path.append(index)
            try checkComposition(node.children[index], path: &path, depth: childDepth)
            path.removeLast()
        }
    }

    /// Glance's translation: checks each node's rules in tree order and returns the tree with containers cut
    /// to 10 children (the input itself when none is cut).
    mutating func translate(_ root: GlanceNode) throws(GlanceContentError) -> GlanceNode {
        var path: [Int] = []
        let truncated = try check(root, path: &path, parent: nil, insideLazyList: false)
        return truncated ? root.truncatingContainers() : root
    }

    /// Checks `node` and the children translation keeps; returns whether a container was cut.
    private mutating func check(
        _ node: GlanceNode,
        path: inout [Int],
        parent: GlanceNode.Kind?,
        insideLazyList: Bool
    ) throws(GlanceContentError) -> Bool {
        try checkOwnRules(node, path: path, parent: parent, insideLazyList: insideLazyList)
        var kept = node.children.count
        var truncated = false
        if node.kind.isLayoutContainer, kept > Self.maxContainerChildren {
            warnings.append(
                "Truncated \(layoutTypeName(node)) container from \(kept) to "
                    + "\(Self.maxContainerChildren) elements"
            )
            kept = Self.maxContainerChildren
            truncated = true
        }
        let childrenInsideLazyList = insideLazyList || node.kind.isLazyList
        for index in 0..<kept {
            path.append(index)
            let childTruncated = try check(
                node.children[index], path: &path, parent: node.kind, insideLazyList: childrenInsideLazyList)
            path.removeLast()
            truncated = truncated || childTruncated
        }
        try checkSelectableGroup(node, path: path)
        return truncated
    }

    private mutating func checkOwnRules(
        _ node: GlanceNode,
        path: [Int],
        parent: GlanceNode.Kind?,
        insideLazyList: Bool
    ) throws(GlanceContentError) {
        if case .lazyItem = node.kind, parent?.isLazyList != true {
            throw GlanceContentError(
                code: .itemOutsideLazyList,
                message: "Lazy list items can only be placed in a LazyColumn or LazyVerticalGrid.",
                exception: "IllegalStateException",
                path: path
            )
        }
        if node.kind.isLazyList, insideLazyList {
            throw GlanceContentError(
                code: .nestedLazyLists,
                message: "Glance does not support nested list views.",
                exception: "IllegalStateException",
                path: path
            )
        }
        if case .lazyVerticalGrid(.fixed(let count)) = node.kind, !(1...5).contains(count) {
            throw GlanceContentError(
                code: .unsupportedGridCount,
                message: "Only counts from 1 to 5 are supported.",
                exception: "IllegalArgumentException",
                path: path
            )
        }
        if node.modifier.isAppWidgetBackground {
            if backgroundPath != nil {
                throw GlanceContentError(
                    code: .multipleAppWidgetBackgrounds,
                    message: "At most one view can be set as AppWidgetBackground.",
                    exception: "IllegalStateException",
                    path: path
                )
            }
            backgroundPath = path
        }
    }

    private func checkSelectableGroup(_ node: GlanceNode, path: [Int]) throws(GlanceContentError) {
        guard node.modifier.isSelectableGroup else { return }
        switch node.kind {
        case .row, .column: break
        default: return
        }
        let checkedRadios = node.children.filter { child in
            if case .radioButton(_, true, _) = child.kind { return true }
            return false
        }
        if checkedRadios.count > 1 {
            throw GlanceContentError(
                code: .multipleCheckedRadioButtons,
                message: "When using GlanceModifier.selectableGroup(), no more than one RadioButton "
                    + "may be checked at a time.",
                exception: "IllegalStateException",
                path: path
            )
        }
    }

    /// Glance's `LayoutType` name in the truncation message; selectable groups use the radio layouts (API 31+).
    private func layoutTypeName(_ node: GlanceNode) -> String {
        switch node.kind {
        case .row: node.modifier.isSelectableGroup ? "RadioRow" : "Row"
        case .column: node.modifier.isSelectableGroup ? "RadioColumn" : "Column"
        default: node.kind.name
        }
    }
}

extension GlanceNode {
    /// The tree with every Box, Row and Column cut to its first 10 children, as translation keeps them.
    fileprivate func truncatingContainers() -> GlanceNode {
        var copy = self
        if kind.isLayoutContainer, children.count > ContentValidator.maxContainerChildren {
            copy.children = Array(children.prefix(ContentValidator.maxContainerChildren))
        }
        copy.children = copy.children.map { $0.truncatingContainers() }
        return copy
    }

    /// Glance's `normalizeSizes`: bottom-up, a node whose width (height) wraps its content but has a child
    /// filling the parent's width (height) becomes filling too. A tree that needs no change is returned as is.
    func normalizingSizes() -> GlanceNode {
        normalizedSizes() ?? self
    }

    /// The normalised tree, or `nil` when normalising changes nothing.
    private func normalizedSizes() -> GlanceNode? {
        guard !children.isEmpty else { return nil }
        var normalizedChildren: [GlanceNode]?
        for index in children.indices {
            guard let normalized = children[index].normalizedSizes() else { continue }
            if normalizedChildren == nil { normalizedChildren = children }
            normalizedChildren![index] = normalized
        }
        let newChildren = normalizedChildren ?? children
        var newModifier: GlanceModifier?
        if (modifier.width ?? .wrap) == .wrap, newChildren.contains(where: { $0.modifier.width == .fill }) {
            newModifier = modifier.fillMaxWidth()
        }
        if (modifier.height ?? .wrap) == .wrap, newChildren.contains(where: { $0.modifier.height == .fill }) {
            newModifier = (newModifier ?? modifier).fillMaxHeight()
        }
        guard normalizedChildren != nil || newModifier != nil else { return nil }
        var copy = self
        copy.children = newChildren
        if let newModifier { copy.modifier = newModifier }
        return copy
    }
}
