/// A view's background, set with the ``GlanceModifier`` methods `background(color:)` or
/// `background(imageResource:contentScale:)`.
public enum GlanceBackground: Hashable, Sendable, CustomStringConvertible {
    /// A literal color, `#RRGGBB` or `#AARRGGBB` (upper-cased as given).
    case color(String)
    /// A color resource, by name (`R.color.<name>` or a theme color such as `widgetBackground`).
    case colorResource(String)
    /// A drawable resource drawn behind the view.
    case image(resource: String, contentScale: ContentScale)

    /// `#FF336699`, `@color/name` or `@drawable/name(crop)`.
    public var description: String {
        switch self {
        case .color(let value): value
        case .colorResource(let name): "@color/" + name
        case .image(let resource, let scale):
            scale == .fillBounds ? "@drawable/" + resource : "@drawable/\(resource)(\(scale.rawValue))"
        }
    }
}

extension GlanceBackground: Codable {}
