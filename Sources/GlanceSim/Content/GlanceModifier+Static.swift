// Static starting points, so a modifier argument can begin with a leading dot as in Glance
// (`GlanceModifier.padding(8)`): `Column(modifier: .padding(8).fillMaxWidth()) { … }`.
// Each one applies the instance method of the same name to the empty modifier.
extension GlanceModifier {
    /// `GlanceModifier().width(dp)`.
    public static func width(_ dp: Double) -> GlanceModifier { GlanceModifier().width(dp) }
    /// `GlanceModifier().width(dimension)`.
    public static func width(_ dimension: GlanceDimension) -> GlanceModifier { GlanceModifier().width(dimension) }
    /// `GlanceModifier().height(dp)`.
    public static func height(_ dp: Double) -> GlanceModifier { GlanceModifier().height(dp) }
    /// `GlanceModifier().height(dimension)`.
    public static func height(_ dimension: GlanceDimension) -> GlanceModifier { GlanceModifier().height(dimension) }
    /// `GlanceModifier().size(dp)`.
    public static func size(_ dp: Double) -> GlanceModifier { GlanceModifier().size(dp) }
    /// `GlanceModifier().size(width:height:)`.
    public static func size(width: Double, height: Double) -> GlanceModifier {
        GlanceModifier().size(width: width, height: height)
    }
    /// `GlanceModifier().size(size)`.
    public static func size(_ size: DpSize) -> GlanceModifier { GlanceModifier().size(size) }
    /// `GlanceModifier().fillMaxWidth()`.
    public static func fillMaxWidth() -> GlanceModifier { GlanceModifier().fillMaxWidth() }
    /// `GlanceModifier().fillMaxHeight()`.
    public static func fillMaxHeight() -> GlanceModifier { GlanceModifier().fillMaxHeight() }
    /// `GlanceModifier().fillMaxSize()`.
    public static func fillMaxSize() -> GlanceModifier { GlanceModifier().fillMaxSize() }
    /// `GlanceModifier().wrapContentWidth()`.
    public static func wrapContentWidth() -> GlanceModifier { GlanceModifier().wrapContentWidth() }
    /// `GlanceModifier().wrapContentHeight()`.
    public static func wrapContentHeight() -> GlanceModifier { GlanceModifier().wrapContentHeight() }
    /// `GlanceModifier().wrapContentSize()`.
    public static func wrapContentSize() -> GlanceModifier { GlanceModifier().wrapContentSize() }
    /// `GlanceModifier().padding(all)`.
    public static func padding(_ all: Double) -> GlanceModifier { GlanceModifier().padding(all) }
    /// `GlanceModifier().padding(horizontal:vertical:)`.
    public static func padding(horizontal: Double = 0, vertical: Double = 0) -> GlanceModifier {
        GlanceModifier().padding(horizontal: horizontal, vertical: vertical)
    }
    /// `GlanceModifier().padding(start:top:end:bottom:)`.
    public static func padding(start: Double = 0, top: Double = 0, end: Double = 0, bottom: Double = 0)
        -> GlanceModifier
    {
        GlanceModifier().padding(start: start, top: top, end: end, bottom: bottom)
    }
    /// `GlanceModifier().background(color:)`.
    public static func background(color: String) -> GlanceModifier { GlanceModifier().background(color: color) }
    /// `GlanceModifier().background(imageResource:contentScale:)`.
    public static func background(imageResource: String, contentScale: ContentScale = .fillBounds) -> GlanceModifier {
        GlanceModifier().background(imageResource: imageResource, contentScale: contentScale)
    }
    /// `GlanceModifier().cornerRadius(radius)`.
    public static func cornerRadius(_ radius: Double) -> GlanceModifier { GlanceModifier().cornerRadius(radius) }
    /// `GlanceModifier().visibility(visibility)`.
    public static func visibility(_ visibility: Visibility) -> GlanceModifier {
        GlanceModifier().visibility(visibility)
    }
    /// `GlanceModifier().testTag(tag)`.
    public static func testTag(_ tag: String) -> GlanceModifier { GlanceModifier().testTag(tag) }
    /// `GlanceModifier().contentDescription(description)`.
    public static func contentDescription(_ description: String) -> GlanceModifier {
        GlanceModifier().contentDescription(description)
    }
    /// `GlanceModifier().appWidgetBackground()`.
    public static func appWidgetBackground() -> GlanceModifier { GlanceModifier().appWidgetBackground() }
    /// `GlanceModifier().selectableGroup()`.
    public static func selectableGroup() -> GlanceModifier { GlanceModifier().selectableGroup() }
    /// `GlanceModifier().clickable(action)`.
    public static func clickable(_ action: GlanceAction) -> GlanceModifier { GlanceModifier().clickable(action) }
    /// `GlanceModifier().clickable(key:_:)`.
    public static func clickable(key: String? = nil, _ block: @escaping () throws -> Void) -> GlanceModifier {
        GlanceModifier().clickable(key: key, block)
    }
}
