/// How an image fills its bounds, mirroring Glance's `ContentScale`.
public enum ContentScale: String, Hashable, Sendable, CaseIterable {
    /// Scale to fill the bounds, keeping the aspect ratio and cropping what overflows.
    case crop
    /// Scale to fit inside the bounds, keeping the aspect ratio (Glance's default for `Image`).
    case fit
    /// Stretch to the bounds, ignoring the aspect ratio.
    case fillBounds
}

extension ContentScale: Codable {}
