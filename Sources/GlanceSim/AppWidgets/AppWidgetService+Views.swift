/// What widgets show: the views providers push (`updateAppWidget`, `partiallyUpdateAppWidget`) and the layout
/// a host picks among them.
extension AppWidgetService {
    /// `updateAppWidgetInstanceLocked`: stores the views a provider pushed for one of its widgets, replacing
    /// them or (partially) merging. Ids of widgets the caller does not own are ignored.
    func updateAppWidget(_ id: Int32, _ views: RemoteViews, from package: String, partially: Bool) {
        guard let widget = widget(id), widget.provider.packageName == package else { return }
        _ = core.beginDirectCall()
        let stored = partially ? widget.views.map { $0.merging(views) } ?? views : views
        widget.show(stored)
        core.record(
            .widgetViews,
            .appWidget(.views(provider: widget.provider, appWidgetId: id, partial: partially, summary: stored.summary)))
        remoteViewsAdapters.viewsApplied(id, stored)
    }

    /// `updateAppWidgetProvider`: replaces the views of every widget of one of the caller's providers, in bind
    /// order. A provider of another package, or one that is not installed, is ignored.
    func updateAppWidgetProvider(_ provider: ComponentName, _ views: RemoteViews, from package: String) {
        guard provider.packageName == package, providerInfo(of: provider) != nil else { return }
        for id in ids(of: provider) { updateAppWidget(id, views, from: package, partially: false) }
    }

    /// What the host shows of a widget's views: with the items its collection views loaded (``RemoteAdapter``).
    func shownViews(of widget: AppWidgetRecord) -> RemoteViews? {
        widget.views.map { remoteViewsAdapters.shown($0, of: widget.id) }
    }

    /// The size a host shows a widget at: the first size it reports (portrait), else min width × max height.
    func shownSize(of widget: AppWidgetRecord) -> DpSize {
        if let first = widget.options.sizeList(AppWidgetOption.sizes)?.first {
            return DpSize(width: Double(first.width), height: Double(first.height))
        }
        return DpSize(
            width: Double(widget.options.int(AppWidgetOption.minWidth)),
            height: Double(widget.options.int(AppWidgetOption.maxHeight)))
    }

    /// Every size a host shows a widget at: the sizes it reports (`OPTION_APPWIDGET_SIZES`, Android 12+), else
    /// portrait (min width × max height) and landscape (max width × min height), without repeats.
    func shownSizes(of widget: AppWidgetRecord) -> [DpSize] {
        if let sizes = widget.options.sizeList(AppWidgetOption.sizes), !sizes.isEmpty {
            return sizes.map { DpSize(width: Double($0.width), height: Double($0.height)) }
        }
        let portrait = shownSize(of: widget)
        let landscape = DpSize(
            width: Double(widget.options.int(AppWidgetOption.maxWidth)),
            height: Double(widget.options.int(AppWidgetOption.minHeight)))
        return landscape == portrait ? [portrait] : [portrait, landscape]
    }
}
