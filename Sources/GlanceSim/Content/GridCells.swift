/// How a ``LazyVerticalGrid(modifier:gridCells:content:)`` splits its width into
/// columns, mirroring Glance's `GridCells`.
///
/// Glance accepts only 1…5 fixed columns: any other count makes translation throw
/// `IllegalArgumentException("Only counts from 1 to 5 are supported.")`, which
/// `validateGlanceContent(_:sizeCount:)` reports as an error. `adaptive` is `@RequiresApi(31)` in Glance.
public enum GridCells: Hashable, Sendable, CustomStringConvertible {
    /// Exactly `count` columns.
    case fixed(Int)
    /// As many columns as fit, each at least `minSize` dp wide.
    case adaptive(minSize: Double)

    /// `fixed(3)` or `adaptive(100dp)`.
    public var description: String {
        switch self {
        case .fixed(let count): "fixed(\(count))"
        case .adaptive(let minSize): "adaptive(" + ContentFormatting.number(minSize) + "dp)"
        }
    }
}

extension GridCells: Codable {}
