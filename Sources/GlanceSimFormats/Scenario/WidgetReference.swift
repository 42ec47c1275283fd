import GlanceSim

/// A widget a step refers to: an alias given with `as NAME`, or a number (the widget id).
public enum WidgetReference: Hashable, Sendable, CustomStringConvertible {
    /// `as NAME` at `add widget`.
    case alias(String)
    /// A widget id.
    case id(Int32)

    public var description: String {
        switch self {
        case .alias(let name): return name
        case .id(let id): return String(id)
        }
    }
}
