/// TEMPORARY stand-in until the content tree lands (replaced by the real DpSize).
public struct DpSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)x\(height)dp" }
}
