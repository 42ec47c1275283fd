/// A width and height in floating point: Android's `android.util.SizeF`, used for the widget sizes list.
public struct SizeF: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Float
    /// The height.
    public var height: Float

    /// Creates a size.
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }

    /// `SizeF.toString`: `130.0x102.0`.
    public var description: String { "\(width)x\(height)" }
}

extension SizeF: Codable {}
