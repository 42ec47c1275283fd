// Size and padding modifiers (Glance's `layout` package).
extension GlanceModifier {
    /// A fixed width in dp.
    public consuming func width(_ dp: Double) -> GlanceModifier { with { $0.width = .dp(dp) } }

    /// A width request.
    public consuming func width(_ dimension: GlanceDimension) -> GlanceModifier { with { $0.width = dimension } }

    /// A fixed height in dp.
    public consuming func height(_ dp: Double) -> GlanceModifier { with { $0.height = .dp(dp) } }

    /// A height request.
    public consuming func height(_ dimension: GlanceDimension) -> GlanceModifier { with { $0.height = dimension } }

    /// The same fixed width and height in dp.
    public consuming func size(_ dp: Double) -> GlanceModifier { width(dp).height(dp) }

    /// A fixed width and height in dp.
    public consuming func size(width: Double, height: Double) -> GlanceModifier { self.width(width).height(height) }

    /// A fixed size.
    public consuming func size(_ size: DpSize) -> GlanceModifier { width(size.width).height(size.height) }

    /// As wide as the parent.
    public consuming func fillMaxWidth() -> GlanceModifier { width(.fill) }

    /// As tall as the parent.
    public consuming func fillMaxHeight() -> GlanceModifier { height(.fill) }

    /// As large as the parent on both axes.
    public consuming func fillMaxSize() -> GlanceModifier { fillMaxWidth().fillMaxHeight() }

    /// As wide as the content.
    public consuming func wrapContentWidth() -> GlanceModifier { width(.wrap) }

    /// As tall as the content.
    public consuming func wrapContentHeight() -> GlanceModifier { height(.wrap) }

    /// As large as the content on both axes.
    public consuming func wrapContentSize() -> GlanceModifier { wrapContentWidth().wrapContentHeight() }

    /// The same padding on every edge, added to any padding set before.
    public consuming func padding(_ all: Double) -> GlanceModifier {
        padding(start: all, top: all, end: all, bottom: all)
    }

    /// Horizontal and vertical padding, added to any padding set before.
    public consuming func padding(horizontal: Double = 0, vertical: Double = 0) -> GlanceModifier {
        padding(start: horizontal, top: vertical, end: horizontal, bottom: vertical)
    }

    /// Padding per edge, added to any padding set before.
    public consuming func padding(start: Double = 0, top: Double = 0, end: Double = 0, bottom: Double = 0)
        -> GlanceModifier
    {
        let added = Padding(start: start, top: top, end: end, bottom: bottom)
        return with { $0.padding = ($0.padding ?? Padding()) + added }
    }
}
