// Layout composables: Box, Row, Column, Spacer. The capitalised names mirror Glance's call sites.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A `Box`: children stacked on top of each other, placed by `contentAlignment`.
///
/// ```swift
/// Box(modifier: .fillMaxSize().appWidgetBackground(), contentAlignment: .center) {
///     Text("Hi")
/// }
/// ```
public func Box(
    modifier: GlanceModifier = GlanceModifier(),
    contentAlignment: Alignment = .topStart,
    @GlanceContentBuilder content: () -> [GlanceNode] = { [] }
) -> GlanceNode {
    GlanceNode(.box(contentAlignment: contentAlignment), modifier: modifier, children: content())
}

/// A `Row`: children side by side.
public func Row(
    modifier: GlanceModifier = GlanceModifier(),
    horizontalAlignment: Alignment.Horizontal = .start,
    verticalAlignment: Alignment.Vertical = .top,
    @GlanceContentBuilder content: () -> [GlanceNode]
) -> GlanceNode {
    GlanceNode(
        .row(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment),
        modifier: modifier,
        children: content()
    )
}

/// A `Column`: children one below the other.
///
/// ```swift
/// Column(modifier: .padding(8)) {
///     Text("Hi")
///     Button("Refresh", onClick: .runCallback(Refresh.self))
/// }
/// ```
public func Column(
    modifier: GlanceModifier = GlanceModifier(),
    verticalAlignment: Alignment.Vertical = .top,
    horizontalAlignment: Alignment.Horizontal = .start,
    @GlanceContentBuilder content: () -> [GlanceNode]
) -> GlanceNode {
    GlanceNode(
        .column(verticalAlignment: verticalAlignment, horizontalAlignment: horizontalAlignment),
        modifier: modifier,
        children: content()
    )
}

/// A `Spacer`: empty space, sized by its modifier.
public func Spacer(modifier: GlanceModifier = GlanceModifier()) -> GlanceNode {
    GlanceNode(.spacer, modifier: modifier)
}
