/// The widget host's side: what a launcher does when the user adds, resizes, configures or removes a widget.
extension Device {
    /// The launcher that hosts widgets added without naming a host.
    public static let defaultWidgetHost = "com.android.launcher3"

    /// Adds a widget as a launcher does: allocates the next id (from 1, never reused), binds it to the
    /// provider with the host's size options, and starts the provider's configure activity if it declares one.
    ///
    /// The provider's first widget gets `APPWIDGET_ENABLED` then `APPWIDGET_UPDATE([id])` (or the combined
    /// broadcast on API 35); later ones only `APPWIDGET_UPDATE([id])`. UPDATE is sent even when a configure
    /// activity is declared, as AppWidgetServiceImpl does (the old guide's "no onUpdate before configure"
    /// is not what the platform code does).
    ///
    /// ```swift
    /// let id = try device.addWidget(ComponentName(packageName: "com.example", className: ".Clock"),
    ///                               cells: WidgetCells(columns: 2, rows: 1))
    /// try device.runUntilIdle()
    /// ```
    /// - Parameters:
    ///   - provider: The provider's component, e.g. `com.example/.ClockReceiver`.
    ///   - cells: The cell area; `nil` uses the provider's target cells or the cells its minimum size needs.
    ///   - host: The host's package.
    /// - Returns: The new widget id.
    @discardableResult
    public func addWidget(_ provider: ComponentName, cells: WidgetCells? = nil, host: String = defaultWidgetHost)
        throws(SimulationError) -> Int32
    {
        guard let info = appWidgetService.providerInfo(of: provider) else {
            let known = appWidgetProviders.map { "'\($0.shortString)'" }.joined(separator: ", ")
            throw SimulationError(
                .unknownComponent,
                "'\(provider.shortString)' is not an installed widget provider"
                    + (known.isEmpty ? "" : "; providers: \(known)"))
        }
        return bindWidget(provider, sizes: (cells ?? WidgetCells.defaultCells(for: info)).reportedSizes, host: host)
    }

    /// Adds a widget shown at explicit sizes in dp (the first is portrait, a second landscape).
    @discardableResult
    public func addWidget(_ provider: ComponentName, sizes: [DpSize], host: String = defaultWidgetHost)
        throws(SimulationError) -> Int32
    {
        guard appWidgetService.providerInfo(of: provider) != nil else {
            throw SimulationError(.unknownComponent, "'\(provider.shortString)' is not an installed widget provider")
        }
        return bindWidget(provider, sizes: sizes, host: host)
    }

    private func bindWidget(_ provider: ComponentName, sizes: [DpSize], host: String) -> Int32 {
        let call = beginDirectCall()
        return appWidgetService.addWidget(provider, sizes: sizes, host: AppWidgetHostID(packageName: host), in: call)
    }

    /// Resizes a widget as `AppWidgetHostView.updateAppWidgetSize` does (API 31+): the options get min/max
    /// width and height and the sizes list, merged into the widget's options, and the provider gets
    /// `APPWIDGET_UPDATE_OPTIONS` with the whole merged bundle — no UPDATE. Nothing is sent if the sizes
    /// list is unchanged.
    public func resizeWidget(_ id: Int32, to sizes: [DpSize]) throws(SimulationError) {
        guard let widget = appWidgetService.widget(id) else { throw appWidgetService.unknownWidget(id) }
        let reported = sizes.map { SizeF(width: Float($0.width), height: Float($0.height)) }
        guard widget.options.sizeList(AppWidgetOption.sizes) != reported else { return }
        appWidgetService.updateAppWidgetOptions(id, AppWidgetOption.sizeOptions(sizes))
    }

    /// Resizes a widget to a cell area (its portrait and landscape sizes).
    public func resizeWidget(_ id: Int32, cells: WidgetCells) throws(SimulationError) {
        try resizeWidget(id, to: cells.reportedSizes)
    }

    /// Removes a widget (`deleteAppWidgetId`): `APPWIDGET_DELETED(id)`; after the provider's last widget the
    /// update alarm is cancelled and `APPWIDGET_DISABLED` follows. An id that was allocated but never bound
    /// just goes: no provider, so no broadcast (AppWidgetServiceImpl.deleteAppWidgetLocked).
    public func removeWidget(_ id: Int32) throws(SimulationError) {
        guard appWidgetService.holds(id) else { throw appWidgetService.unknownWidget(id) }
        let call = beginDirectCall()
        appWidgetService.deleteAppWidget(id, in: call)
    }

    /// Finishes a widget's configure activity. `RESULT_OK` keeps the widget (the platform sends nothing);
    /// `RESULT_CANCELED` makes the host delete it, so the provider gets DELETED (and DISABLED if it was the last).
    public func finishWidgetConfiguration(_ id: Int32, accepted: Bool) throws(SimulationError) {
        guard appWidgetService.widget(id) != nil else { throw appWidgetService.unknownWidget(id) }
        if !accepted { try removeWidget(id) }
    }

    /// Every widget id, in the order they were bound; or those of one provider.
    public func widgetIDs(of provider: ComponentName? = nil) -> [Int32] {
        provider.map { appWidgetService.ids(of: $0) } ?? appWidgetService.boundIds
    }

    /// A widget's provider, host and options.
    public func widgetInfo(_ id: Int32) -> (provider: ComponentName, host: String, options: AndroidBundle)? {
        appWidgetService.widget(id).map { (provider: $0.provider, host: $0.host, options: $0.options) }
    }
}
