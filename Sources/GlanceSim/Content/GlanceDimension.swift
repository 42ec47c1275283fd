/// A width or height request, mirroring Glance's `Dimension`.
///
/// Set through the ``GlanceModifier`` methods `width(_:)`, `fillMaxWidth()`, `wrapContentWidth()` and their
/// height and size counterparts.
public enum GlanceDimension: Hashable, Sendable, CustomStringConvertible {
    /// As large as the content (Glance's default when no size is set).
    case wrap
    /// As large as the parent (`fillMax…`).
    case fill
    /// Take the remaining space of a Row or Column (`defaultWeight()`).
    case expand
    /// A fixed size in dp.
    case dp(Double)

    /// `wrap`, `fill`, `expand` or `48dp`.
    public var description: String {
        switch self {
        case .wrap: "wrap"
        case .fill: "fill"
        case .expand: "expand"
        case .dp(let value): ContentFormatting.number(value) + "dp"
        }
    }
}

extension GlanceDimension: Codable {}
