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
    let root = GlanceNode.root(nodes)
    var validator = ContentValidator()
    // One walk checks composition's rules on every node and translation's on the nodes translation reaches, and
    // notes what normalising and keying will change, so a tree that needs neither is never copied.
    let compositionError: GlanceContentError?
    do throws(GlanceContentError) {
        var path: [Int] = []
        if nodes.count == 1 {
            _ = try validator.visit(root, path: &path, depth: 1, parentIsLazyList: false, insideLazyList: false)
        } else {
            // The Box `coerceToOneChild` adds is not composed, so its children start at depth 1.
            _ = try validator.visitWrapper(root, path: &path)
        }
        compositionError = nil
    } catch {
        compositionError = error
    }
    if let compositionError {
        // The walk stopped at the error, so it has not seen every lambda.
        let partial = root.assigningLambdaKeys()
        return ValidatedContent(content: partial, warnings: [], error: compositionError)
    }
    var shown = validator.needsNormalizing ? root.normalizingSizes() : root
    if validator.containsLambdaActions { shown = shown.keyingLambdas() }
    var error = validator.translationError
    var containsLambdaActions = validator.containsLambdaActions
    if error == nil, validator.truncated {
        shown = shown.truncatingContainers()
        // A lambda the walk saw may have been in a child translation cut.
        if containsLambdaActions { containsLambdaActions = shown.containsLambdaAction }
    }
    if error == nil, sizeCount > ContentValidator.maxSizeCount {
        error = GlanceContentError(
            code: .tooManySizes,
            message: "Too many RemoteViews in constructor",
            exception: "IllegalArgumentException"
        )
    }
    if error != nil {
        // What the error leaves: the keyed tree as composed, neither normalised nor truncated.
        shown = validator.containsLambdaActions ? root.keyingLambdas() : root
        containsLambdaActions = validator.containsLambdaActions
    }
    return ValidatedContent(
        content: shown, warnings: validator.warnings, error: error, containsLambdaActions: containsLambdaActions)
}

/// Glance's rules, checked in one pre-order walk. Composition's rules (depth, reserved item ids) hold for every
/// node, and the first broken one is the error whatever translation finds, as composition runs first.
/// Translation's rules hold for the nodes translation reaches (not the children cut from a container), in
/// translation order; its first broken rule is kept, and its warnings stop there, as its exception stops it.
private struct ContentValidator {
    static let maxDepth = 50
    static let maxContainerChildren = 10
    static let maxSizeCount = 16
    static let reservedItemIdRangeEnd = GlanceNode.reservedItemIdRangeEnd

    var warnings: [String] = []
    var backgroundPath: [Int]?
    /// Translation's first error, in translation order.
    var translationError: GlanceContentError?
    /// Whether translation cuts a container to ten children.
    var truncated = false
    /// Whether normalising sizes changes a node.
    var needsNormalizing = false
    /// Whether any node clicks a lambda action (which keying names).
    var containsLambdaActions = false

    /// Whether translation still runs: it stops at its first error.
    private var translating: Bool { translationError == nil }

    /// The Box that wraps several top-level nodes: translated, not composed; its children start at depth 1.
    mutating func visitWrapper(_ node: GlanceNode, path: inout [Int]) throws(GlanceContentError) -> Fill {
        try visitChildren(of: node, path: &path, childDepth: 1, insideLazyList: false, reached: true)
    }

    /// Checks a composed node and its subtree; returns whether the node fills each axis once normalised.
    mutating func visit(
        _ node: GlanceNode, path: inout [Int], depth: Int, parentIsLazyList: Bool, insideLazyList: Bool,
        reached: Bool = true
    ) throws(GlanceContentError) -> Fill {
        try checkComposition(node, path: path, depth: depth)
        if node.modifier.clickAction?.lambdaAction != nil { containsLambdaActions = true }
        if reached, translating {
            checkOwnRules(node, path: path, parentIsLazyList: parentIsLazyList, insideLazyList: insideLazyList)
        }
        let childDepth = node.kind.isLazyList ? 1 : depth + 1
        return try visitChildren(
            of: node, path: &path, childDepth: childDepth, insideLazyList: insideLazyList, reached: reached)
    }

    /// Visits the children in order (translation reaching the first ten of a Box, Row or Column), then checks a
    /// selectable group; returns whether the node fills each axis once normalised.
    private mutating func visitChildren(
        of node: GlanceNode, path: inout [Int], childDepth: Int, insideLazyList: Bool, reached: Bool
    ) throws(GlanceContentError) -> Fill {
        let isLazyList = node.kind.isLazyList
        let count = node.children.count
        var kept = count
        if reached, translating, node.kind.isLayoutContainer, count > Self.maxContainerChildren {
            warnings.append(
                "Truncated \(layoutTypeName(node)) container from \(count) to "
                    + "\(Self.maxContainerChildren) elements"
            )
            kept = Self.maxContainerChildren
            truncated = true
        }
        var childrenFill = Fill()
        for index in 0..<count {
            path.append(index)
            let fill = try visit(
                node.children[index], path: &path, depth: childDepth, parentIsLazyList: isLazyList,
                insideLazyList: insideLazyList || isLazyList, reached: reached && index < kept)
            path.removeLast()
            childrenFill.width = childrenFill.width || fill.width
            childrenFill.height = childrenFill.height || fill.height
        }
        if reached, translating { checkSelectableGroup(node, path: path) }
        return normalizedFill(of: node, childrenFill: childrenFill)
    }

    /// Glance's `normalizeSizes` for one node: a node wrapping an axis that a child fills comes to fill it.
    private mutating func normalizedFill(of node: GlanceNode, childrenFill: Fill) -> Fill {
        var fill = Fill(width: node.modifier.width == .fill, height: node.modifier.height == .fill)
        if becomesFilling(node.modifier.width, childFills: childrenFill.width) {
            fill.width = true
            needsNormalizing = true
        }
        if becomesFilling(node.modifier.height, childFills: childrenFill.height) {
            fill.height = true
            needsNormalizing = true
        }
        return fill
    }

    /// Whether a node fills its parent's width and height.
    struct Fill {
        var width = false
        var height = false
    }

    private func checkComposition(_ node: GlanceNode, path: [Int], depth: Int) throws(GlanceContentError) {
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
    }

    private mutating func checkOwnRules(
        _ node: GlanceNode,
        path: [Int],
        parentIsLazyList: Bool,
        insideLazyList: Bool
    ) {
        if case .lazyItem = node.kind, !parentIsLazyList {
            translationError = GlanceContentError(
                code: .itemOutsideLazyList,
                message: "Lazy list items can only be placed in a LazyColumn or LazyVerticalGrid.",
                exception: "IllegalStateException",
                path: path
            )
        } else if node.kind.isLazyList, insideLazyList {
            translationError = GlanceContentError(
                code: .nestedLazyLists,
                message: "Glance does not support nested list views.",
                exception: "IllegalStateException",
                path: path
            )
        } else if case .lazyVerticalGrid(.fixed(let count)) = node.kind, !(1...5).contains(count) {
            translationError = GlanceContentError(
                code: .unsupportedGridCount,
                message: "Only counts from 1 to 5 are supported.",
                exception: "IllegalArgumentException",
                path: path
            )
        } else if node.modifier.isAppWidgetBackground {
            if backgroundPath != nil {
                translationError = GlanceContentError(
                    code: .multipleAppWidgetBackgrounds,
                    message: "At most one view can be set as AppWidgetBackground.",
                    exception: "IllegalStateException",
                    path: path
                )
            } else {
                backgroundPath = path
            }
        }
    }

    private mutating func checkSelectableGroup(_ node: GlanceNode, path: [Int]) {
        guard node.modifier.isSelectableGroup else { return }
        switch node.kind {
        case .row, .column: break
        default: return
        }
        var checkedRadios = 0
        for child in node.children {
            if case .radioButton(_, true, _) = child.kind { checkedRadios += 1 }
        }
        if checkedRadios > 1 {
            translationError = GlanceContentError(
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
        if becomesFilling(modifier.width, childFills: newChildren.contains { $0.modifier.width == .fill }) {
            newModifier = modifier.fillMaxWidth()
        }
        if becomesFilling(modifier.height, childFills: newChildren.contains { $0.modifier.height == .fill }) {
            newModifier = (newModifier ?? modifier).fillMaxHeight()
        }
        guard normalizedChildren != nil || newModifier != nil else { return nil }
        var copy = self
        copy.children = newChildren
        if let newModifier { copy.modifier = newModifier }
        return copy
    }
}

/// `normalizeSizes`' rule for one axis: a node that wraps its content there, with a child that fills it, comes to
/// fill it too. Validation's walk and ``GlanceNode/normalizingSizes()`` both apply it.
private func becomesFilling(_ own: GlanceDimension?, childFills: Bool) -> Bool {
    childFills && (own ?? .wrap) == .wrap
}
