/// A rectangle in dp.
struct Frame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// Writes SVG elements for laid-out nodes.
struct SVGDrawing {
    let palette: WidgetColorScheme.Palette
    var output = ""
    private var clipCount = 0

    init(palette: WidgetColorScheme.Palette) {
        self.palette = palette
    }

    /// A number with at most two decimals and no trailing zeros: deterministic, short.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        var text = String(Int64(hundredths / 100))
        let fraction = Int64(abs(hundredths).truncatingRemainder(dividingBy: 100))
        if hundredths < 0 && text == "0" { text = "-0" }
        if fraction == 0 { return text }
        return text + "." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
    }

    /// Text escaped for SVG.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double = 1, radius: Double = 0,
        stroke: String? = nil, dashed: Bool = false
    ) {
        output += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" "
        output += "height=\"\(Self.number(max(0, height)))\""
        if radius > 0 { output += " rx=\"\(Self.number(radius))\"" }
        output += " fill=\"\(fill)\""
        if opacity < 1 { output += " fill-opacity=\"\(Self.number(opacity))\"" }
        if let stroke {
            output += " stroke=\"\(stroke)\" stroke-width=\"1\""
            if dashed { output += " stroke-dasharray=\"4 3\"" }
        }
        output += "/>\n"
    }

    mutating func text(
        _ text: String, x: Double, y: Double, color: String, size: Double = PictureLayout.fontSize,
        anchor: String = "start", weight: String? = nil
    ) {
        output += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
        if anchor != "start" { output += " text-anchor=\"\(anchor)\"" }
        if let weight { output += " font-weight=\"\(weight)\"" }
        output += " fill=\"\(color)\">\(Self.escaped(text))</text>\n"
    }

    /// The baseline of a line of default text whose line box starts at `top`.
    private func baseline(_ top: Double) -> Double { top + 15 }

    /// `#RRGGBB` or `#AARRGGBB` (Android's colour strings) as an SVG colour and opacity; anything else
    /// (a colour resource) as the scheme's surface variant.
    private func color(_ background: GlanceBackground) -> (String, Double)? {
        switch background {
        case .color(let value):
            let hex = value.hasPrefix("#") ? String(value.dropFirst()) : value
            guard hex.allSatisfy(\.isHexDigit) else { return (palette.surfaceVariant, 1) }
            if hex.count == 8 {
                let alpha = Double(Int(hex.prefix(2), radix: 16) ?? 255) / 255
                return ("#" + hex.dropFirst(2).uppercased(), alpha)
            }
            if hex.count == 6 { return ("#" + hex.uppercased(), 1) }
            return (palette.surfaceVariant, 1)
        case .colorResource: return (palette.surfaceVariant, 1)
        case .image: return nil
        }
    }

    /// Draws `node` in `frame` (its outer frame, padding included), then its children.
    mutating func draw(_ node: GlanceNode, frame: Frame) {
        guard node.modifier.visibility == .visible else { return }
        let modifier = node.modifier
        let radius = modifier.cornerRadius ?? (modifier.isAppWidgetBackground ? WidgetPicture.launcherCornerRadius : 0)
        if let background = modifier.background {
            if let (fill, opacity) = color(background) {
                rect(
                    x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: fill, opacity: opacity,
                    radius: radius)
            } else if case .image(let resource, _) = background {
                imageBox(resource, frame: frame, radius: radius)
            }
        } else if modifier.isAppWidgetBackground {
            rect(
                x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: palette.surface, radius: radius)
        }
        let padding = modifier.padding ?? Padding()
        let inner = Frame(
            x: frame.x + padding.start, y: frame.y + padding.top,
            width: max(0, frame.width - padding.start - padding.end),
            height: max(0, frame.height - padding.top - padding.bottom))
        drawContent(node, in: inner)
    }

    private mutating func imageBox(_ label: String, frame: Frame, radius: Double = 0) {
        rect(
            x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: palette.surfaceVariant,
            radius: radius, stroke: palette.outline, dashed: true)
        if frame.height >= 14 && frame.width >= 20 {
            let label = String(label.prefix(max(1, Int(frame.width / 5.5))))
            text(
                label, x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 + 3.5,
                color: palette.onSurfaceVariant, size: 10, anchor: "middle")
        }
    }

    private mutating func drawContent(_ node: GlanceNode, in inner: Frame) {
        switch node.kind {
        case .text(let value, let maxLines):
            let lines = PictureLayout.lines(value, width: inner.width, maxLines: maxLines)
            for (index, line) in lines.enumerated() {
                let top = inner.y + Double(index) * PictureLayout.lineHeight
                text(line, x: inner.x, y: baseline(top), color: palette.onSurface)
            }
        case .button(let label, let enabled):
            let height = min(inner.height, PictureLayout.buttonHeight)
            rect(
                x: inner.x, y: inner.y, width: inner.width, height: height,
                fill: enabled ? palette.primary : palette.onSurface, opacity: enabled ? 1 : 0.12, radius: height / 2)
            let line = PictureLayout.lines(label, width: max(0, inner.width - 16), maxLines: 1).first ?? ""
            text(
                line, x: inner.x + inner.width / 2, y: inner.y + height / 2 + 5,
                color: enabled ? palette.onPrimary : palette.onSurface, anchor: "middle", weight: "500")
        case .checkBox(let label, let checked):
            let y = inner.y + (min(inner.height, PictureLayout.controlSize) - 18) / 2
            rect(
                x: inner.x + 3, y: y, width: 18, height: 18, fill: checked ? palette.primary : "none", radius: 2,
                stroke: checked ? palette.primary : palette.onSurfaceVariant)
            if checked {
                output += "<path d=\"M\(Self.number(inner.x + 7)) \(Self.number(y + 9)) l4 4 l7 -8\" fill=\"none\" "
                output += "stroke=\"\(palette.onPrimary)\" stroke-width=\"2\"/>\n"
            }
            controlLabel(label, in: inner, after: PictureLayout.controlSize)
        case .radioButton(let label, let checked, _):
            let cx = inner.x + 12
            let cy = inner.y + min(inner.height, PictureLayout.controlSize) / 2
            output += "<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"9\" fill=\"none\" "
            output += "stroke=\"\(checked ? palette.primary : palette.onSurfaceVariant)\" stroke-width=\"2\"/>\n"
            if checked {
                output +=
                    "<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"5\" fill=\"\(palette.primary)\"/>\n"
            }
            controlLabel(label, in: inner, after: PictureLayout.controlSize)
        case .switchToggle(let label, let checked):
            let y = inner.y + (min(inner.height, PictureLayout.controlSize) - 20) / 2
            rect(
                x: inner.x, y: y, width: PictureLayout.switchWidth, height: 20,
                fill: checked ? palette.primary : palette.surfaceVariant, radius: 10,
                stroke: checked ? nil : palette.outline)
            let thumbX = checked ? inner.x + PictureLayout.switchWidth - 10 : inner.x + 10
            output += "<circle cx=\"\(Self.number(thumbX))\" cy=\"\(Self.number(y + 10))\" r=\"\(checked ? 7 : 5)\" "
            output += "fill=\"\(checked ? palette.onPrimary : palette.outline)\"/>\n"
            controlLabel(label, in: inner, after: PictureLayout.switchWidth)
        case .image(let resource, _, _):
            imageBox(resource, frame: inner)
        case .spacer:
            break
        case .circularProgressIndicator:
            let r = min(inner.width, inner.height, 32) / 2 - 2
            output +=
                "<circle cx=\"\(Self.number(inner.x + inner.width / 2))\" cy=\"\(Self.number(inner.y + inner.height / 2))\" "
            output += "r=\"\(Self.number(max(0, r)))\" fill=\"none\" stroke=\"\(palette.primary)\" stroke-width=\"4\" "
            output += "stroke-dasharray=\"\(Self.number(max(0, r) * 4)) 1000\"/>\n"
        case .linearProgressIndicator(let progress):
            let y = inner.y + max(0, inner.height - 4) / 2
            rect(x: inner.x, y: y, width: inner.width, height: 4, fill: palette.surfaceVariant, radius: 2)
            rect(
                x: inner.x, y: y, width: inner.width * Double(progress ?? 0.4), height: 4, fill: palette.primary,
                radius: 2)
        case .column(let vertical, let horizontal):
            stack(
                node.children, in: inner, vertical: true, main: vertical.offsetFraction,
                cross: horizontal.offsetFraction)
        case .row(let horizontal, let vertical):
            stack(
                node.children, in: inner, vertical: false, main: horizontal.offsetFraction,
                cross: vertical.offsetFraction)
        case .box(let alignment):
            for child in node.children {
                let size = PictureLayout.measure(child, maxWidth: inner.width, maxHeight: inner.height)
                draw(
                    child,
                    frame: Frame(
                        x: inner.x + (inner.width - size.width) * alignment.horizontal.offsetFraction,
                        y: inner.y + (inner.height - size.height) * alignment.vertical.offsetFraction,
                        width: size.width, height: size.height))
            }
        case .lazyItem:
            stack(node.children, in: inner, vertical: true, main: 0, cross: 0)
        case .lazyColumn(let horizontal):
            list(node.children, in: inner, horizontal: horizontal.offsetFraction)
        case .lazyVerticalGrid(let cells):
            grid(node.children, in: inner, columns: PictureLayout.columnCount(cells, width: inner.width))
        case .remoteAdapter(let adapter):
            switch adapter.view {
            case .listView: list(node.children, in: inner, horizontal: 0)
            case .gridView: grid(node.children, in: inner, columns: adapter.columns)
            case .stackView:
                // A StackView shows its top card: the first item (or the empty view).
                guard let top = node.children.first else { return }
                let size = PictureLayout.measure(top, maxWidth: inner.width, maxHeight: inner.height)
                clipped(inner) { drawing in
                    drawing.draw(top, frame: Frame(x: inner.x, y: inner.y, width: size.width, height: size.height))
                }
            }
        }
    }

    /// A scrolling list's items, top down, clipped to its bounds.
    private mutating func list(_ items: [GlanceNode], in inner: Frame, horizontal: Double) {
        clipped(inner) { drawing in
            var y = inner.y
            for item in items where y < inner.y + inner.height {
                let size = PictureLayout.measure(item, maxWidth: inner.width, maxHeight: .infinity)
                drawing.draw(
                    item,
                    frame: Frame(
                        x: inner.x + (inner.width - size.width) * horizontal, y: y, width: size.width,
                        height: size.height))
                y += size.height
            }
        }
    }

    /// A scrolling grid's items, row by row, clipped to its bounds.
    private mutating func grid(_ items: [GlanceNode], in inner: Frame, columns: Int) {
        let cellWidth = inner.width / Double(columns)
        clipped(inner) { drawing in
            var y = inner.y
            for start in stride(from: 0, to: items.count, by: columns) where y < inner.y + inner.height {
                let row = items[start..<min(start + columns, items.count)]
                var rowHeight = 0.0
                for (column, item) in row.enumerated() {
                    let size = PictureLayout.measure(item, maxWidth: cellWidth, maxHeight: .infinity)
                    drawing.draw(
                        item,
                        frame: Frame(
                            x: inner.x + Double(column) * cellWidth, y: y, width: size.width, height: size.height))
                    rowHeight = max(rowHeight, size.height)
                }
                y += rowHeight
            }
        }
    }

    private mutating func controlLabel(_ label: String, in inner: Frame, after control: Double) {
        guard !label.isEmpty else { return }
        let x = inner.x + control + PictureLayout.controlGap
        let line = PictureLayout.lines(label, width: max(0, inner.x + inner.width - x), maxLines: 1).first ?? ""
        text(line, x: x, y: inner.y + min(inner.height, PictureLayout.controlSize) / 2 + 5, color: palette.onSurface)
    }

    /// Draws in a clip rectangle of its own (a lazy list scrolls inside its bounds).
    private mutating func clipped(_ frame: Frame, _ body: (inout SVGDrawing) -> Void) {
        clipCount += 1
        let id = "clip\(clipCount)"
        output += "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" "
        output += "width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\"/></clipPath>\n"
        output += "<g clip-path=\"url(#\(id))\">\n"
        body(&self)
        output += "</g>\n"
    }

    /// A Column (`vertical`) or Row: children one after the other; `defaultWeight` children share what is left,
    /// otherwise the group sits at `main` (0 start, 0.5 centre, 1 end) and each child at `cross` across.
    private mutating func stack(_ children: [GlanceNode], in inner: Frame, vertical: Bool, main: Double, cross: Double)
    {
        let length = vertical ? inner.height : inner.width
        let breadth = vertical ? inner.width : inner.height
        var sizes: [DpSize] = []
        var used = 0.0
        for child in children {
            let expands = (vertical ? child.modifier.height : child.modifier.width) == .expand
            let size = PictureLayout.measure(
                child, maxWidth: vertical ? breadth : (expands ? 0 : max(0, length - used)),
                maxHeight: vertical ? (expands ? 0 : max(0, length - used)) : breadth)
            sizes.append(size)
            used += vertical ? size.height : size.width
        }
        let weighted = children.indices.filter {
            (vertical ? children[$0].modifier.height : children[$0].modifier.width) == .expand
        }
        let left = max(0, length - used)
        var position = (vertical ? inner.y : inner.x) + (weighted.isEmpty ? left * main : 0)
        for (index, child) in children.enumerated() {
            var size = sizes[index]
            if weighted.contains(index) {
                let share = left / Double(weighted.count)
                if vertical { size.height += share } else { size.width += share }
                size = PictureLayout.measure(
                    child, maxWidth: vertical ? breadth : size.width,
                    maxHeight: vertical ? size.height : breadth)
            }
            let along = vertical ? size.height : size.width
            let across = vertical ? size.width : size.height
            let offset = (breadth - across) * cross
            let frame =
                vertical
                ? Frame(x: inner.x + offset, y: position, width: size.width, height: size.height)
                : Frame(x: position, y: inner.y + offset, width: size.width, height: size.height)
            draw(child, frame: frame)
            position += along
        }
    }
}

extension Alignment.Horizontal {
    /// Where a child sits in the space left: 0 start, 0.5 centre, 1 end (left to right).
    var offsetFraction: Double {
        switch self {
        case .start: 0
        case .centerHorizontally: 0.5
        case .end: 1
        }
    }
}

extension Alignment.Vertical {
    /// Where a child sits in the space left: 0 top, 0.5 centre, 1 bottom.
    var offsetFraction: Double {
        switch self {
        case .top: 0
        case .centerVertically: 0.5
        case .bottom: 1
        }
    }
}
