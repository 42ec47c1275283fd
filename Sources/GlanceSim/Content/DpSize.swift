/// A size in density-independent pixels, mirroring Compose's `DpSize` as Glance uses it for `LocalSize` and
/// `SizeMode.Responsive`.
///
/// Sizes order by width, then height, so a set of sizes can be rendered in a stable order.
///
/// ```swift
/// let size = DpSize(width: 200, height: 120)
/// print(size)  // 200x120dp
/// ```
public struct DpSize: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The width in dp.
    public var width: Double
    /// The height in dp.
    public var height: Double

    /// Creates a size from a width and a height in dp.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `<width>x<height>dp`, whole numbers without a fraction (`200x120dp`, `100.5x40dp`).
    public var description: String {
        ContentFormatting.number(width) + "x" + ContentFormatting.number(height) + "dp"
    }

    /// Orders by width, then by height.
    public static func < (lhs: DpSize, rhs: DpSize) -> Bool {
        (lhs.width, lhs.height) < (rhs.width, rhs.height)
    }
}

extension DpSize: Codable {}
