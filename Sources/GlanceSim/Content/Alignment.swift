/// Where content sits inside its container, mirroring Glance's `Alignment` with its `Horizontal` and
/// `Vertical` parts.
///
/// ```swift
/// Box(contentAlignment: .center) { Text("Hi") }
/// Row(verticalAlignment: .centerVertically) { Text("a"); Text("b") }
/// ```
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// A horizontal position (Glance's `Alignment.Horizontal`).
    public enum Horizontal: String, Hashable, Sendable, CaseIterable {
        /// The start edge (left in left-to-right layouts).
        case start
        /// Centred horizontally.
        case centerHorizontally
        /// The end edge.
        case end
    }

    /// A vertical position (Glance's `Alignment.Vertical`).
    public enum Vertical: String, Hashable, Sendable, CaseIterable {
        /// The top edge.
        case top
        /// Centred vertically.
        case centerVertically
        /// The bottom edge.
        case bottom
    }

    /// The horizontal part.
    public var horizontal: Horizontal
    /// The vertical part.
    public var vertical: Vertical

    /// Creates an alignment from its two parts.
    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top, start (Glance's default for `Box`).
    public static var topStart: Alignment { Alignment(horizontal: .start, vertical: .top) }
    /// Top, centred horizontally.
    public static var topCenter: Alignment { Alignment(horizontal: .centerHorizontally, vertical: .top) }
    /// Top, end.
    public static var topEnd: Alignment { Alignment(horizontal: .end, vertical: .top) }
    /// Centred vertically, start.
    public static var centerStart: Alignment { Alignment(horizontal: .start, vertical: .centerVertically) }
    /// Centred on both axes.
    public static var center: Alignment { Alignment(horizontal: .centerHorizontally, vertical: .centerVertically) }
    /// Centred vertically, end.
    public static var centerEnd: Alignment { Alignment(horizontal: .end, vertical: .centerVertically) }
    /// Bottom, start.
    public static var bottomStart: Alignment { Alignment(horizontal: .start, vertical: .bottom) }
    /// Bottom, centred horizontally.
    public static var bottomCenter: Alignment { Alignment(horizontal: .centerHorizontally, vertical: .bottom) }
    /// Bottom, end.
    public static var bottomEnd: Alignment { Alignment(horizontal: .end, vertical: .bottom) }

    /// Glance's name for the combination, in lower camel case: `topStart`, `center`, `bottomEnd`.
    public var description: String {
        let verticalName: String
        switch vertical {
        case .top: verticalName = "top"
        case .centerVertically: verticalName = "center"
        case .bottom: verticalName = "bottom"
        }
        switch horizontal {
        case .start: return verticalName + "Start"
        case .centerHorizontally: return vertical == .centerVertically ? "center" : verticalName + "Center"
        case .end: return verticalName + "End"
        }
    }
}

extension Alignment: Codable {}
extension Alignment.Horizontal: Codable {}
extension Alignment.Vertical: Codable {}
