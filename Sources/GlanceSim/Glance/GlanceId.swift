/// Identifies one Glance widget: Glance's `AppWidgetId`, wrapping the widget id AppWidgetService gave it.
public struct GlanceId: Hashable, Sendable, CustomStringConvertible {
    /// The app-widget id.
    public let appWidgetId: Int32

    /// The Glance id of a widget id.
    public init(appWidgetId: Int32) {
        self.appWidgetId = appWidgetId
    }

    /// The name of the widget's state store and of its session's unique work: `appWidget-<id>`
    /// (`createUniqueRemoteUiName`).
    public var storeName: String { "appWidget-" + String(appWidgetId) }

    public var description: String { "AppWidgetId(\(appWidgetId))" }
}

/// How a Glance widget is composed for the sizes a host may show (Glance's `SizeMode`, android.md §5.4).
public enum SizeMode: Hashable, Sendable {
    /// One composition at the provider's minimum size; never recomposed on resize.
    case single
    /// One composition per size the host reports (`appWidgetSizes`); recomposed on every resize.
    case exact
    /// One composition per declared size (at least one); on API 32+ the host chooses without the app.
    case responsive([DpSize])
}

extension GlanceId: Codable {}
