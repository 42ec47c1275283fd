/// Draws what a widget shows as an SVG picture at its real size in dp (1 dp = 1 SVG unit), as a launcher would
/// show it: the content laid out by ``PictureLayout``'s rules over a plain wallpaper, the app-widget background
/// with the launcher's 16 dp corners (Android 12's `system_app_widget_background_radius`), text in the
/// scheme's colours, images as labelled boxes, lazy lists clipped at their edges and everything clipped at the
/// widget's edge. The bytes depend only on the content, the size and the scheme.
///
/// ```swift
/// let content = Column(modifier: GlanceModifier().fillMaxSize().padding(8).appWidgetBackground()) {
///     Text("12:30")
///     Button("Refresh", onClick: .runCallback(Refresh.self))
/// }
/// let svg = WidgetPicture.svg(of: content, size: DpSize(width: 180, height: 110))
/// ```
public enum WidgetPicture {
    /// Android 12's `system_app_widget_background_radius`: the corners of the app-widget background.
    public static let launcherCornerRadius = 16.0

    /// The SVG of `content` drawn at `size` in `scheme`.
    public static func svg(of content: GlanceNode, size: DpSize, scheme: WidgetColorScheme = .light) -> String {
        var drawing = SVGDrawing(palette: scheme.palette)
        let width = SVGDrawing.number(size.width)
        let height = SVGDrawing.number(size.height)
        drawing.output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        drawing.output += "viewBox=\"0 0 \(width) \(height)\" font-family=\"Roboto, 'Noto Sans', sans-serif\">\n"
        drawing.output +=
            "<defs><clipPath id=\"widget\"><rect width=\"\(width)\" height=\"\(height)\"/></clipPath></defs>\n"
        drawing.rect(x: 0, y: 0, width: size.width, height: size.height, fill: scheme.palette.wallpaper)
        drawing.output += "<g clip-path=\"url(#widget)\">\n"
        let outer = PictureLayout.measure(content, maxWidth: size.width, maxHeight: size.height)
        drawing.draw(content, frame: Frame(x: 0, y: 0, width: outer.width, height: outer.height))
        drawing.output += "</g>\n</svg>\n"
        return drawing.output
    }

    /// The SVG of `views` at `size`: the layout a host shows at that size (``RemoteViews/layout(for:)``).
    public static func svg(of views: RemoteViews, size: DpSize, scheme: WidgetColorScheme = .light) -> String {
        svg(of: views.layout(for: size), size: size, scheme: scheme)
    }
}
