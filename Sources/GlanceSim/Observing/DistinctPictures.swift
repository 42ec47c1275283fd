/// The distinct pictures (SVG) a report keeps, each once, at most ``TimelineCollector/pictureLimit``: a render
/// points at its picture by index, so a widget that shows the same thing all day costs one picture.
///
/// ```swift
/// var pictures = DistinctPictures()
/// if pictures.isDrawingUseful, let svg = draw() { label = pictures.label(for: svg) }   // "0", "1", … or "-"
/// ```
public struct DistinctPictures: Sendable {
    /// The pictures kept, in the order first seen.
    public private(set) var pictures: [String] = []
    private var index: [String: Int] = [:]

    /// No pictures yet.
    public init() {}

    /// Whether drawing a picture can still give an index: while there is room, or to find one already kept.
    public var isDrawingUseful: Bool { pictures.count < TimelineCollector.pictureLimit || !index.isEmpty }

    /// The index of `svg` as a label: the one it already has, a new one while there is room, else `-`.
    public mutating func label(for svg: String) -> String {
        if let known = index[svg] { return String(known) }
        guard pictures.count < TimelineCollector.pictureLimit else { return "-" }
        pictures.append(svg)
        index[svg] = pictures.count - 1
        return String(pictures.count - 1)
    }
}
