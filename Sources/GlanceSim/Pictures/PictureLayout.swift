/// Lays a Glance content tree out in dp the way Glance's translation to RemoteViews lays it out: Row, Column
/// and Box (FrameLayout) with their alignments, `defaultWeight` children sharing the space left, padding,
/// fill/wrap/fixed sizes, and leaves sized by their content. Text is measured with a fixed average glyph
/// width (an approximation: no fonts are read), so lines break where a real device would break them only
/// roughly.
struct PictureLayout {
    /// Glance's default text size (`TextStyle` without `fontSize`: 14 sp) and Material 3's line height for it.
    static let fontSize = 14.0
    static let lineHeight = 20.0
    /// The average glyph width of Roboto at 1 sp, used to measure text.
    static let glyphWidth = 0.55
    /// Material 3 button height and side padding (ButtonDefaults: 40 dp, 24 dp).
    static let buttonHeight = 40.0
    static let buttonPadding = 24.0
    /// Check box, radio button and switch controls, and the gap before their text.
    static let controlSize = 24.0
    static let switchWidth = 36.0
    static let controlGap = 8.0
    /// An image without a size: drawn as a labelled box of this size.
    static let imageSize = 48.0

    /// The width of `text` at the default size.
    static func width(of text: Substring) -> Double { Double(text.count) * glyphWidth * fontSize }

    /// `text` broken into lines no wider than `width` (words first, then characters), at most `maxLines`,
    /// the last one ending in `…` when text was cut.
    static func lines(_ text: String, width: Double, maxLines: Int?) -> [String] {
        let perLine = max(1, Int((width + 0.01) / (glyphWidth * fontSize)))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                while word.count > perLine {
                    if !current.isEmpty {
                        lines.append(current)
                        current = ""
                    }
                    lines.append(String(word.prefix(perLine)))
                    word = word.dropFirst(perLine)
                }
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= perLine {
                    current += " " + word
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        if let maxLines, maxLines > 0, lines.count > maxLines {
            var kept = Array(lines.prefix(maxLines))
            kept[maxLines - 1] = String(kept[maxLines - 1].prefix(max(0, perLine - 1))) + "…"
            return kept
        }
        return lines
    }

    /// The outer size of `node` (padding included) when it may use up to `maxWidth` × `maxHeight`.
    static func measure(_ node: GlanceNode, maxWidth: Double, maxHeight: Double) -> DpSize {
        let padding = node.modifier.padding ?? Padding()
        let horizontalPadding = padding.start + padding.end
        let verticalPadding = padding.top + padding.bottom
        var width = fixedOrFilling(node.modifier.width, available: maxWidth)
        if width == nil {
            let content = contentSize(node, maxWidth: max(0, maxWidth - horizontalPadding), maxHeight: maxHeight)
            width = min(maxWidth, content.width + horizontalPadding)
        }
        var height = fixedOrFilling(node.modifier.height, available: maxHeight)
        if height == nil {
            let innerWidth = max(0, width! - horizontalPadding)
            let content = contentSize(node, maxWidth: innerWidth, maxHeight: max(0, maxHeight - verticalPadding))
            height = min(maxHeight, content.height + verticalPadding)
            // A Button keeps its minimum height (the platform style's minHeight) and overflows instead of
            // shrinking, to be clipped by what holds it.
            if case .button = node.kind { height = max(height!, buttonHeight + verticalPadding) }
        }
        return DpSize(width: width!, height: height!)
    }

    /// A fixed size (at most what is available), what is available for fill, or `nil` to size by content. With
    /// no bound (a lazy list's item, which `ListView` measures `UNSPECIFIED`), fill sizes by content, as
    /// `match_parent` under an `UNSPECIFIED` measure spec does.
    private static func fixedOrFilling(_ dimension: GlanceDimension?, available: Double) -> Double? {
        switch dimension {
        case .dp(let value): min(value, available)
        case .fill, .expand: available.isFinite ? available : nil
        case .wrap, nil: nil
        }
    }

    /// The size of what is inside the padding.
    static func contentSize(_ node: GlanceNode, maxWidth: Double, maxHeight: Double) -> DpSize {
        switch node.kind {
        case .text(let text, let maxLines):
            let lines = lines(text, width: maxWidth, maxLines: maxLines)
            let widest = lines.map { width(of: $0[...]) }.max() ?? 0
            return DpSize(width: min(maxWidth, widest), height: Double(lines.count) * lineHeight)
        case .button(let text, _):
            return DpSize(width: min(maxWidth, width(of: text[...]) + 2 * buttonPadding), height: buttonHeight)
        case .checkBox(let text, _), .radioButton(let text, _, _):
            let textWidth = text.isEmpty ? 0 : controlGap + width(of: text[...])
            return DpSize(width: min(maxWidth, controlSize + textWidth), height: max(controlSize, lineHeight))
        case .switchToggle(let text, _):
            let textWidth = text.isEmpty ? 0 : controlGap + width(of: text[...])
            return DpSize(width: min(maxWidth, switchWidth + textWidth), height: max(controlSize, lineHeight))
        case .image: return DpSize(width: min(maxWidth, imageSize), height: min(maxHeight, imageSize))
        case .spacer: return DpSize(width: 0, height: 0)
        case .circularProgressIndicator: return DpSize(width: min(maxWidth, 32), height: 32)
        case .linearProgressIndicator: return DpSize(width: min(maxWidth, 120), height: 4)
        case .column, .lazyColumn, .lazyItem:
            var width = 0.0
            var height = 0.0
            for child in node.children {
                let size = measure(child, maxWidth: maxWidth, maxHeight: max(0, maxHeight - height))
                width = max(width, size.width)
                height += size.height
            }
            return DpSize(width: width, height: height)
        case .row:
            var width = 0.0
            var height = 0.0
            for child in node.children {
                let size = measure(child, maxWidth: max(0, maxWidth - width), maxHeight: maxHeight)
                width += size.width
                height = max(height, size.height)
            }
            return DpSize(width: width, height: height)
        case .box:
            let sizes = node.children.map { measure($0, maxWidth: maxWidth, maxHeight: maxHeight) }
            return DpSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .lazyVerticalGrid(let cells):
            return gridSize(node.children, columns: columnCount(cells, width: maxWidth), maxWidth: maxWidth)
        case .remoteAdapter(let adapter):
            switch adapter.view {
            case .listView:
                let heights = node.children.map { measure($0, maxWidth: maxWidth, maxHeight: .infinity).height }
                return DpSize(width: maxWidth, height: heights.reduce(0, +))
            case .gridView: return gridSize(node.children, columns: adapter.columns, maxWidth: maxWidth)
            case .stackView:
                let top = node.children.first.map { measure($0, maxWidth: maxWidth, maxHeight: maxHeight) }
                return DpSize(width: maxWidth, height: top?.height ?? 0)
            }
        }
    }

    /// The size of a grid's items laid out in `columns` columns, row by row.
    private static func gridSize(_ items: [GlanceNode], columns: Int, maxWidth: Double) -> DpSize {
        let cellWidth = maxWidth / Double(columns)
        var height = 0.0
        for start in stride(from: 0, to: items.count, by: columns) {
            let row = items[start..<min(start + columns, items.count)]
            height += row.map { measure($0, maxWidth: cellWidth, maxHeight: .infinity).height }.max() ?? 0
        }
        return DpSize(width: maxWidth, height: height)
    }

    /// Columns of a grid: `fixed(n)`, or as many `adaptive(minSize)` columns as fit (at least one).
    static func columnCount(_ cells: GridCells, width: Double) -> Int {
        switch cells {
        case .fixed(let count): max(1, count)
        case .adaptive(let minSize): max(1, Int(width / max(1, minSize)))
        }
    }
}
