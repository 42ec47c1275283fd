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
    /// The attributes, shared between copies until one is changed (copy on write), so copying a modifier —
    /// and so a content tree — costs one reference, not eleven fields.
    private final class Attributes: Hashable {
        var width: GlanceDimension?
        var height: GlanceDimension?
        var padding: Padding?
        var background: GlanceBackground?
        var cornerRadius: Double?
        var clickAction: GlanceAction?
        var visibility: Visibility = .visible
        var testTag: String?
        var contentDescription: String?
        var isAppWidgetBackground: Bool = false
        var isSelectableGroup: Bool = false

        init() {}

        func copy() -> Attributes {
            let copy = Attributes()
            copy.width = width
            copy.height = height
            copy.padding = padding
            copy.background = background
            copy.cornerRadius = cornerRadius
            copy.clickAction = clickAction
            copy.visibility = visibility
            copy.testTag = testTag
            copy.contentDescription = contentDescription
            copy.isAppWidgetBackground = isAppWidgetBackground
            copy.isSelectableGroup = isSelectableGroup
            return copy
        }

        static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            if lhs === rhs { return true }
            return lhs.width == rhs.width
                && lhs.height == rhs.height
                && lhs.padding == rhs.padding
                && lhs.background == rhs.background
                && lhs.cornerRadius == rhs.cornerRadius
                && lhs.clickAction == rhs.clickAction
                && lhs.visibility == rhs.visibility
                && lhs.testTag == rhs.testTag
                && lhs.contentDescription == rhs.contentDescription
                && lhs.isAppWidgetBackground == rhs.isAppWidgetBackground
                && lhs.isSelectableGroup == rhs.isSelectableGroup
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(padding)
            hasher.combine(background)
            hasher.combine(cornerRadius)
            hasher.combine(clickAction)
            hasher.combine(visibility)
            hasher.combine(testTag)
            hasher.combine(contentDescription)
            hasher.combine(isAppWidgetBackground)
            hasher.combine(isSelectableGroup)
        }
    }

    /// The attributes of every modifier no one has changed. Never changed in place: this reference keeps it from
    /// being uniquely referenced, so the first change to a modifier copies it.
    private nonisolated(unsafe) static let noAttributes = Attributes()

    private var attributes = GlanceModifier.noAttributes

    /// The attributes, copied first if another modifier shares them.
    private var uniqueAttributes: Attributes {
        mutating get {
            if attributes === Self.noAttributes {
                attributes = Attributes()  // what a copy of the defaults would be, without reading them
            } else if !isKnownUniquelyReferenced(&attributes) {
                attributes = attributes.copy()
            }
            return attributes
        }
    }

    /// The requested width; `nil` leaves Glance's default, wrap content.
    public internal(set) var width: GlanceDimension? {
        get { attributes.width }
        set { uniqueAttributes.width = newValue }
    }
    /// The requested height; `nil` leaves Glance's default, wrap content.
    public internal(set) var height: GlanceDimension? {
        get { attributes.height }
        set { uniqueAttributes.height = newValue }
    }
    /// The summed padding; `nil` when none was set.
    public internal(set) var padding: Padding? {
        get { attributes.padding }
        set { uniqueAttributes.padding = newValue }
    }
    /// The background, if any.
    public internal(set) var background: GlanceBackground? {
        get { attributes.background }
        set { uniqueAttributes.background = newValue }
    }
    /// The corner radius in dp (Glance's `cornerRadius`, API 31+), if any.
    public internal(set) var cornerRadius: Double? {
        get { attributes.cornerRadius }
        set { uniqueAttributes.cornerRadius = newValue }
    }
    /// The click action; for buttons and compound buttons this is their `onClick`/`onCheckedChange`.
    public internal(set) var clickAction: GlanceAction? {
        get { attributes.clickAction }
        set { uniqueAttributes.clickAction = newValue }
    }
    /// Whether the view is shown.
    public internal(set) var visibility: Visibility {
        get { attributes.visibility }
        set { uniqueAttributes.visibility = newValue }
    }
    /// The semantics test tag (`semantics { testTag = … }`).
    public internal(set) var testTag: String? {
        get { attributes.testTag }
        set { uniqueAttributes.testTag = newValue }
    }
    /// The semantics content description (`semantics { contentDescription = … }`).
    public internal(set) var contentDescription: String? {
        get { attributes.contentDescription }
        set { uniqueAttributes.contentDescription = newValue }
    }
    /// Whether this view is the widget's background (`appWidgetBackground()`); at most one per widget.
    public internal(set) var isAppWidgetBackground: Bool {
        get { attributes.isAppWidgetBackground }
        set { uniqueAttributes.isAppWidgetBackground = newValue }
    }
    /// Whether this Row or Column groups radio buttons (`selectableGroup()`).
    public internal(set) var isSelectableGroup: Bool {
        get { attributes.isSelectableGroup }
        set { uniqueAttributes.isSelectableGroup = newValue }
    }

    /// The empty modifier (Glance's `GlanceModifier` companion object).
    public init() {}

    /// The empty modifier; the same as `GlanceModifier()`.
    public static var none: GlanceModifier { GlanceModifier() }

    /// Whether no attribute is set.
    public var isEmpty: Bool { self == GlanceModifier() }

    /// A copy with one change. Consuming, as every chaining method is: a modifier chained from a temporary (or
    /// reassigned, `modifier = modifier.testTag(tag)`) is the attributes' only owner, so the change is made in
    /// place instead of copying the attributes at each link.
    consuming func with(_ change: (inout GlanceModifier) -> Void) -> GlanceModifier {
        var copy = self
        change(&copy)
        return copy
    }
}

extension GlanceModifier: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, padding, background, cornerRadius, clickAction, visibility, testTag, contentDescription
        case isAppWidgetBackground, isSelectableGroup
    }

    /// Reads a modifier written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        self.init()
        let values = try decoder.container(keyedBy: CodingKeys.self)
        width = try values.decodeIfPresent(GlanceDimension.self, forKey: .width)
        height = try values.decodeIfPresent(GlanceDimension.self, forKey: .height)
        padding = try values.decodeIfPresent(Padding.self, forKey: .padding)
        background = try values.decodeIfPresent(GlanceBackground.self, forKey: .background)
        cornerRadius = try values.decodeIfPresent(Double.self, forKey: .cornerRadius)
        clickAction = try values.decodeIfPresent(GlanceAction.self, forKey: .clickAction)
        visibility = try values.decodeIfPresent(Visibility.self, forKey: .visibility) ?? .visible
        testTag = try values.decodeIfPresent(String.self, forKey: .testTag)
        contentDescription = try values.decodeIfPresent(String.self, forKey: .contentDescription)
        isAppWidgetBackground = try values.decodeIfPresent(Bool.self, forKey: .isAppWidgetBackground) ?? false
        isSelectableGroup = try values.decodeIfPresent(Bool.self, forKey: .isSelectableGroup) ?? false
    }

    /// Writes the attributes that are set (an empty modifier is `{}`).
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encodeIfPresent(width, forKey: .width)
        try values.encodeIfPresent(height, forKey: .height)
        try values.encodeIfPresent(padding, forKey: .padding)
        try values.encodeIfPresent(background, forKey: .background)
        try values.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try values.encodeIfPresent(clickAction, forKey: .clickAction)
        if visibility != .visible { try values.encode(visibility, forKey: .visibility) }
        try values.encodeIfPresent(testTag, forKey: .testTag)
        try values.encodeIfPresent(contentDescription, forKey: .contentDescription)
        if isAppWidgetBackground { try values.encode(true, forKey: .isAppWidgetBackground) }
        if isSelectableGroup { try values.encode(true, forKey: .isSelectableGroup) }
    }
}
