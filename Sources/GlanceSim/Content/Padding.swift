/// Padding in dp on each edge. Glance adds up every padding modifier on a view (`collectPadding`), and so
/// does ``GlanceModifier``.
public struct Padding: Hashable, Sendable, CustomStringConvertible {
    /// The start edge.
    public var start: Double
    /// The top edge.
    public var top: Double
    /// The end edge.
    public var end: Double
    /// The bottom edge.
    public var bottom: Double

    /// Creates padding from its four edges.
    public init(start: Double = 0, top: Double = 0, end: Double = 0, bottom: Double = 0) {
        self.start = start
        self.top = top
        self.end = end
        self.bottom = bottom
    }

    /// The edge-wise sum.
    public static func + (lhs: Padding, rhs: Padding) -> Padding {
        Padding(
            start: lhs.start + rhs.start,
            top: lhs.top + rhs.top,
            end: lhs.end + rhs.end,
            bottom: lhs.bottom + rhs.bottom
        )
    }

    /// One number when all edges are equal (`8`), otherwise `start,top,end,bottom` (`16,8,16,8`).
    public var description: String {
        let edges = [start, top, end, bottom]
        if edges.allSatisfy({ $0 == start }) { return ContentFormatting.number(start) }
        return edges.map(ContentFormatting.number).joined(separator: ",")
    }
}

extension Padding: Codable {}
