/// The keys of a widget's options bundle (`AppWidgetManager.OPTION_APPWIDGET_*`).
public enum AppWidgetOption {
    /// `OPTION_APPWIDGET_MIN_WIDTH`: the smallest width the host shows, int dp.
    public static let minWidth = "appWidgetMinWidth"
    /// `OPTION_APPWIDGET_MIN_HEIGHT`: the smallest height, int dp.
    public static let minHeight = "appWidgetMinHeight"
    /// `OPTION_APPWIDGET_MAX_WIDTH`: the largest width, int dp.
    public static let maxWidth = "appWidgetMaxWidth"
    /// `OPTION_APPWIDGET_MAX_HEIGHT`: the largest height, int dp.
    public static let maxHeight = "appWidgetMaxHeight"
    /// `OPTION_APPWIDGET_SIZES` (API 31): every size the host may show, dp.
    public static let sizes = "appWidgetSizes"
    /// `OPTION_APPWIDGET_HOST_CATEGORY`: home screen (1), keyguard (2), search box (4).
    public static let hostCategory = "appWidgetCategory"
    /// `OPTION_APPWIDGET_RESTORE_COMPLETED`: set by a provider after it handled a restore.
    public static let restoreCompleted = "appWidgetRestoreCompleted"

    /// The options a host reports for a widget shown at `sizes` (AppWidgetHostView.updateAppWidgetSize,
    /// without padding): min/max width and height truncated to int dp, and the sizes list.
    static func sizeOptions(_ sizes: [DpSize]) -> AndroidBundle {
        var options = AndroidBundle()
        guard !sizes.isEmpty else { return options }
        options[minWidth] = .int(javaInt(sizes.map(\.width).min()!))
        options[maxWidth] = .int(javaInt(sizes.map(\.width).max()!))
        options[minHeight] = .int(javaInt(sizes.map(\.height).min()!))
        options[maxHeight] = .int(javaInt(sizes.map(\.height).max()!))
        options[AppWidgetOption.sizes] = .sizeList(
            sizes.map { SizeF(width: Float($0.width), height: Float($0.height)) })
        return options
    }

    /// Java's `(int)` cast of a floating-point dp size, as AppWidgetHostView writes the options: truncates
    /// toward zero, NaN becomes 0, and values outside `int` saturate (JLS §5.1.3), so no size can trap.
    static func javaInt(_ value: Double) -> Int32 {
        if value.isNaN { return 0 }
        if value >= Double(Int32.max) { return .max }
        if value <= Double(Int32.min) { return .min }
        return Int32(value)
    }
}

extension TraceKind {
    /// The host bound a new widget id to a provider.
    public static let widgetBind = TraceKind(rawValue: "widget.bind")
    /// The host removed a widget.
    public static let widgetDelete = TraceKind(rawValue: "widget.delete")
    /// The host changed a widget's options (resize).
    public static let widgetOptions = TraceKind(rawValue: "widget.options")
    /// A provider pushed new views for a widget.
    public static let widgetViews = TraceKind(rawValue: "widget.views")
    /// An `AppWidgetProvider` callback ran (`onEnabled`, `onUpdate`, …).
    public static let widgetCallback = TraceKind(rawValue: "widget.callback")
    /// A widget's collection view bound its service, called its factory, or was told its data changed.
    public static let widgetCollection = TraceKind(rawValue: "widget.collection")
    /// Widgets were restored from a backup.
    public static let widgetRestore = TraceKind(rawValue: "widget.restore")
}
