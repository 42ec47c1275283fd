/// Whether a view is drawn and takes space, mirroring Glance's `Visibility` (Android's `View.VISIBLE`,
/// `INVISIBLE` and `GONE`).
public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// Drawn and laid out (the default).
    case visible
    /// Not drawn, but still takes its space.
    case invisible
    /// Neither drawn nor laid out.
    case gone
}

extension Visibility: Codable {}
