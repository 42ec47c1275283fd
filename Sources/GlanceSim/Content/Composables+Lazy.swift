// Lazy lists: LazyColumn, LazyVerticalGrid and their items.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A `LazyColumn`: a scrolling list. Its content is items: ``item(id:content:)``, ``items(_:id:content:)``,
/// ``items(count:id:content:)``, ``itemsIndexed(_:id:content:)``; any other node placed directly inside
/// becomes an item of its own.
///
/// ```swift
/// LazyColumn {
///     item { Text("Header") }
///     items(rows, id: { $0.id }) { row in Text(row.title) }
/// }
/// ```
public func LazyColumn(
    modifier: GlanceModifier = GlanceModifier(),
    horizontalAlignment: Alignment.Horizontal = .start,
    @GlanceContentBuilder content: () -> [GlanceNode]
) -> GlanceNode {
    GlanceNode(
        .lazyColumn(horizontalAlignment: horizontalAlignment),
        modifier: modifier,
        children: content().map(asLazyItem)
    )
}

/// A `LazyVerticalGrid` with `gridCells` columns; Glance supports 1…5 fixed columns.
public func LazyVerticalGrid(
    modifier: GlanceModifier = GlanceModifier(),
    gridCells: GridCells,
    @GlanceContentBuilder content: () -> [GlanceNode]
) -> GlanceNode {
    GlanceNode(.lazyVerticalGrid(gridCells), modifier: modifier, children: content().map(asLazyItem))
}

/// One lazy list item; `id` is an optional stable id (Glance's `itemId`). Several nodes in one item are
/// kept together in it.
public func item(id: Int64? = nil, @GlanceContentBuilder content: () -> [GlanceNode]) -> GlanceNode {
    GlanceNode(.lazyItem(id: id), children: content())
}

/// One lazy list item per element of `data`.
public func items<Data: Sequence>(
    _ data: Data,
    id: ((Data.Element) -> Int64)? = nil,
    @GlanceContentBuilder content: (Data.Element) -> [GlanceNode]
) -> [GlanceNode] {
    data.map { element in GlanceNode(.lazyItem(id: id?(element)), children: content(element)) }
}

/// `count` lazy list items, built from their index.
public func items(
    count: Int,
    id: ((Int) -> Int64)? = nil,
    @GlanceContentBuilder content: (Int) -> [GlanceNode]
) -> [GlanceNode] {
    (0..<max(count, 0)).map { index in GlanceNode(.lazyItem(id: id?(index)), children: content(index)) }
}

/// One lazy list item per element of `data`, built from the index and the element.
public func itemsIndexed<Data: Sequence>(
    _ data: Data,
    id: ((Int, Data.Element) -> Int64)? = nil,
    @GlanceContentBuilder content: (Int, Data.Element) -> [GlanceNode]
) -> [GlanceNode] {
    data.enumerated().map { index, element in
        GlanceNode(.lazyItem(id: id?(index, element)), children: content(index, element))
    }
}

private func asLazyItem(_ node: GlanceNode) -> GlanceNode {
    if case .lazyItem = node.kind { return node }
    return GlanceNode(.lazyItem(id: nil), children: [node])
}
