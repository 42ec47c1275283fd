/// What a widget shows: Android's `RemoteViews`, holding a content tree — one, or one per size (API 31's
/// `RemoteViews(Map<SizeF, RemoteViews>)`, among which the host picks without asking the app).
///
/// ```swift
/// manager.updateAppWidget(id, views: RemoteViews(Column { Text("Monday") }))
/// ```
public struct RemoteViews: Hashable {
    /// One layout of a sized RemoteViews.
    public struct SizedLayout: Hashable {
        /// The size it is for.
        public var size: DpSize
        /// The content at that size.
        public var root: GlanceNode
    }

    /// The layouts: one for any size, or one per size.
    public var layouts: [SizedLayout]
    /// Whether the views are sized (one layout per size) rather than one layout for every size.
    public var isSized: Bool

    /// Views with one layout for every size.
    public init(_ root: GlanceNode) {
        layouts = [SizedLayout(size: DpSize(width: 0, height: 0), root: root)]
        isSized = false
    }

    /// Views with one layout per size, as `RemoteViews(Map<SizeF, RemoteViews>)`.
    public init(sizes: [(size: DpSize, root: GlanceNode)]) {
        layouts = sizes.map { SizedLayout(size: $0.size, root: $0.root) }
        isSized = true
    }

    /// The layout a host shows in `available` space: of the sized layouts that fit (1 dp tolerance) the one
    /// with the largest area, or the smallest if none fits (AppWidgetHostView's choice).
    public func layout(for available: DpSize) -> GlanceNode {
        guard isSized, !layouts.isEmpty else { return layouts[0].root }
        let area = { (size: DpSize) in size.width * size.height }
        let fitting = layouts.filter { $0.size.width <= available.width + 1 && $0.size.height <= available.height + 1 }
        if let best = fitting.max(by: { area($0.size) < area($1.size) }) { return best.root }
        return layouts.min(by: { area($0.size) < area($1.size) })!.root
    }

    /// A stable text snapshot: the tree, or each size's tree under a `size WxHdp:` header.
    public var snapshot: String {
        guard isSized else { return layouts[0].root.snapshot }
        return layouts.map { "size \($0.size):\n" + indent($0.root.snapshot) }.joined()
    }

    /// A deterministic JSON rendering: `{"layouts":[{"root":…,"size":[w,h]}],"sized":true}` (keys sorted).
    public var json: String {
        let entries = layouts.map { layout in
            "{\"root\":\(layout.root.json),\"size\":[\(number(layout.size.width)),\(number(layout.size.height))]}"
        }
        return "{\"layouts\":[" + entries.joined(separator: ",") + "],\"sized\":\(isSized)}"
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// A one-line summary for traces: the first texts shown, and the sizes of sized views.
    /// The texts are those of the first three Text nodes in tree order (pre-order, as ``GlanceNode/findNodes(_:)``
    /// finds them), found by a walk that stops at the third: made at every update a trace keeps or streams, so it
    /// is written once at its final length when no text needs escaping.
    var summary: String {
        var texts = FirstTexts()
        texts.collect(layouts[0].root)
        var result = texts.bracketedJSON
        if isSized { result += " sizes " + layouts.map(\.size.description).joined(separator: ", ") }
        return result
    }

    /// The first three texts of a tree, in pre-order.
    private struct FirstTexts {
        var first: String?
        var second: String?
        var third: String?
        var count = 0

        mutating func collect(_ node: GlanceNode) {
            if case .text(let text, _) = node.kind {
                switch count {
                case 0: first = text
                case 1: second = text
                default: third = text
                }
                count += 1
            }
            for index in node.children.indices where count < 3 { collect(node.children[index]) }
        }

        /// `["a", "b", "c"]`, each a JSON string.
        var bracketedJSON: String {
            var plain = true
            var length = 2 + 2 * max(0, count - 1)
            for index in 0..<count {
                let text = self.text(index)
                plain = plain && Self.isPlain(text)
                length += text.utf8.count + 2
            }
            guard plain else {
                var result = "["
                for index in 0..<count {
                    if index > 0 { result.append(", ") }
                    appendJSONString(text(index), to: &result)
                }
                return result + "]"
            }
            // Brackets, quotes and separators around the texts' own bytes, written once.
            return String(unsafeUninitializedCapacity: length) { buffer in
                buffer[0] = UInt8(ascii: "[")
                var at = 1
                for index in 0..<count {
                    if index > 0 {
                        buffer[at] = UInt8(ascii: ",")
                        buffer[at + 1] = UInt8(ascii: " ")
                        at += 2
                    }
                    buffer[at] = UInt8(ascii: "\"")
                    var text = self.text(index)
                    at = text.withUTF8 { bytes in
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[(at + 1)...]).initialize(fromContentsOf: bytes)
                        return at + 1 + bytes.count
                    }
                    buffer[at] = UInt8(ascii: "\"")
                    at += 1
                }
                buffer[at] = UInt8(ascii: "]")
                return at + 1
            }
        }

        /// The text at `index` (below ``count``).
        private func text(_ index: Int) -> String {
            switch index {
            case 0: first!
            case 1: second!
            default: third!
            }
        }

        /// Whether a text is its own JSON string body (no quote, backslash or control character).
        private static func isPlain(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { bytes in
                !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            }
        }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }
}

extension RemoteViews: Codable {}
extension RemoteViews.SizedLayout: Codable {}
