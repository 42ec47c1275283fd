/// An immutable, chainable set of view attributes, mirroring Glance's `GlanceModifier`.
///
/// Start from `GlanceModifier()` (or ``none``) and chain: each call returns a copy. As in Glance, a later
/// size, background or click setting replaces an earlier one (Glance's `findModifier` keeps the last
/// element), while paddings add up. Renderings list the attributes in one fixed order: width, height,
/// padding, background, cornerRadius, visibility, appWidgetBackground, selectableGroup, testTag,
/// contentDescription, onClick.
///
/// ```swift
/// let modifier = GlanceModifier()
///     .fillMaxWidth()
///     .padding(horizontal: 16, vertical: 8)
///     .background(color: "#FF202124")
///     .testTag("header")
///     .clickable(.runCallback(Refresh.self))
/// ```
public struct GlanceModifier: Hashable {
    /// The requested width; `nil` leaves Glance's default, wrap content.
    public internal(set) var width: GlanceDimension?
    /// The requested height; `nil` leaves Glance's default, wrap content.
    public internal(set) var height: GlanceDimension?
    /// The summed padding; `nil` when none was set.
    public internal(set) var padding: Padding?
    /// The background, if any.
    public internal(set) var background: GlanceBackground?
    /// The corner radius in dp (Glance's `cornerRadius`, API 31+), if any.
    public internal(set) var cornerRadius: Double?
    /// The click action; for buttons and compound buttons this is their `onClick`/`onCheckedChange`.
    public internal(set) var clickAction: GlanceAction?
    /// Whether the view is shown.
    public internal(set) var visibility: Visibility = .visible
    /// The semantics test tag (`semantics { testTag = … }`).
    public internal(set) var testTag: String?
    /// The semantics content description (`semantics { contentDescription = … }`).
    public internal(set) var contentDescription: String?
    /// Whether this view is the widget's background (`appWidgetBackground()`); at most one per widget.
    public internal(set) var isAppWidgetBackground = false
    /// Whether this Row or Column groups radio buttons (`selectableGroup()`).
    public internal(set) var isSelectableGroup = false

    /// The empty modifier (Glance's `GlanceModifier` companion object).
    public init() {}

    /// The empty modifier; the same as `GlanceModifier()`.
    public static var none: GlanceModifier { GlanceModifier() }

    /// Whether no attribute is set.
    public var isEmpty: Bool { self == GlanceModifier() }

    func with(_ change: (inout GlanceModifier) -> Void) -> GlanceModifier {
        var copy = self
        change(&copy)
        return copy
    }
}
