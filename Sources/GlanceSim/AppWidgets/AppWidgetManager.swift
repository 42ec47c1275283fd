/// An app's view of AppWidgetService: Android's `AppWidgetManager`.
///
/// ```swift
/// let manager = AppWidgetManager(context: context)
/// let ids = manager.getAppWidgetIds(ComponentName(packageName: "com.example", className: ".Provider"))
/// ```
public struct AppWidgetManager {
    let context: AppContext

    /// The manager for an app's context (`AppWidgetManager.getInstance(context)`).
    public init(context: AppContext) {
        self.context = context
    }

    var device: Device { context.device }

    /// The ids of a provider's widgets, in the order they were bound.
    public func getAppWidgetIds(_ provider: ComponentName) -> [Int32] {
        device.appWidgetService.ids(of: provider)
    }

    /// A copy of a widget's options (empty for an unknown id).
    public func getAppWidgetOptions(_ appWidgetId: Int32) -> Bundle {
        device.appWidgetService.widgets[appWidgetId]?.options ?? Bundle()
    }

    /// The provider info of a widget's provider.
    public func getAppWidgetInfo(_ appWidgetId: Int32) -> AppWidgetProviderInfo? {
        device.appWidgetService.widgets[appWidgetId].flatMap { device.providerInfo(of: $0.provider) }
    }

    /// Merges options into a widget's options, as a host does; sends `APPWIDGET_UPDATE_OPTIONS`.
    public func updateAppWidgetOptions(_ appWidgetId: Int32, _ options: Bundle) {
        device.updateAppWidgetOptions(appWidgetId, options)
    }
}

extension AppContext {
    /// The app's `AppWidgetManager`.
    public var appWidgetManager: AppWidgetManager { AppWidgetManager(context: self) }
}
