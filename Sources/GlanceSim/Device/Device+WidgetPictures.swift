extension Device {
    /// What a widget shows, drawn as SVG at each size its host shows it at (the sizes it reports on Android 12+,
    /// else portrait and landscape), with the layout the host picks at that size — so a Responsive or Exact
    /// Glance widget gets the layout composed for each size, and a Single one its one layout at every size.
    /// A widget its provider has not drawn yet shows the initial layout: drawn as a labelled empty box.
    ///
    /// ```swift
    /// for picture in try device.widgetPictures(id, scheme: .dark) {
    ///     try picture.svg.write(toFile: "widget-\(picture.size).svg", atomically: true, encoding: .utf8)
    /// }
    /// ```
    /// - Throws: ``SimulationError/Code/unknownWidget`` for an id that is not a widget.
    public func widgetPictures(_ id: Int32, scheme: WidgetColorScheme = .light) throws(SimulationError)
        -> [(size: DpSize, svg: String)]
    {
        guard let widget = appWidgetService.widget(id) else { throw appWidgetService.unknownWidget(id) }
        return appWidgetService.shownSizes(of: widget).map { size in
            let content =
                appWidgetService.shownViews(of: widget)?.layout(for: size)
                ?? GlanceNode(
                    .image(resource: "initial layout", contentDescription: nil, contentScale: .fit),
                    modifier: GlanceModifier().fillMaxSize())
            return (size, WidgetPicture.svg(of: content, size: size, scheme: scheme))
        }
    }
}
