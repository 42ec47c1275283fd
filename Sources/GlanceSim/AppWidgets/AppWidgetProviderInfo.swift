/// An `<appwidget-provider>` resource: what the widget host and AppWidgetService know about a widget
/// provider (AppWidgetServiceImpl `parseAppWidgetProviderInfo`).
///
/// Sizes are in dp. A receiver becomes a widget provider when it has an `APPWIDGET_UPDATE` intent filter and
/// this info as its `android.appwidget.provider` meta-data (``ReceiverDeclaration/appWidgetProvider``).
///
/// ```swift
/// var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
/// info.updatePeriodMillis = 1_800_000
/// info.resizeMode = [.horizontal, .vertical]
/// ```
public struct AppWidgetProviderInfo: Hashable, Sendable {
    /// `android:resizeMode` flags.
    public struct ResizeMode: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// `horizontal` (1).
        public static let horizontal = ResizeMode(rawValue: 1)
        /// `vertical` (2).
        public static let vertical = ResizeMode(rawValue: 2)
    }

    /// `android:widgetCategory` flags.
    public struct Category: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// `home_screen` (1), the default.
        public static let homeScreen = Category(rawValue: 1)
        /// `keyguard` (2).
        public static let keyguard = Category(rawValue: 2)
        /// `searchbox` (4).
        public static let searchbox = Category(rawValue: 4)
    }

    /// `android:minWidth` in dp.
    public var minWidth: Double
    /// `android:minHeight` in dp.
    public var minHeight: Double
    /// `android:minResizeWidth` in dp; `nil` means `minWidth`.
    public var minResizeWidth: Double?
    /// `android:minResizeHeight` in dp; `nil` means `minHeight`.
    public var minResizeHeight: Double?
    /// `android:maxResizeWidth` in dp (API 31); 0 means no limit.
    public var maxResizeWidth: Double = 0
    /// `android:maxResizeHeight` in dp (API 31); 0 means no limit.
    public var maxResizeHeight: Double = 0
    /// `android:targetCellWidth` (API 31); 0 when not set.
    public var targetCellWidth = 0
    /// `android:targetCellHeight` (API 31); 0 when not set.
    public var targetCellHeight = 0
    /// `android:updatePeriodMillis`; 0 means no periodic update alarm.
    public var updatePeriodMillis: Int64 = 0
    /// `android:initialLayout`, as a resource name.
    public var initialLayout: String?
    /// `android:initialKeyguardLayout`, as a resource name: the keyguard category's initial layout.
    public var initialKeyguardLayout: String?
    /// `android:configure`: the configuration activity's class name (relative names resolve in the package).
    public var configure: String?
    /// `android:previewImage`, as a resource name.
    public var previewImage: String?
    /// `android:previewLayout` (API 31), as a resource name.
    public var previewLayout: String?
    /// `android:description` (API 31).
    public var description: String?
    /// `android:resizeMode`; none by default.
    public var resizeMode: ResizeMode = []
    /// `android:widgetCategory`; home screen by default.
    public var widgetCategory: Category = .homeScreen
    /// `android:widgetFeatures` flags (hints to the host: reconfigurable 1, hide_from_picker 2,
    /// configuration_optional 4); see ``hostSkipsConfigure(onSdk:)``.
    public var widgetFeatures: Int32 = 0

    /// `WIDGET_FEATURE_RECONFIGURABLE`.
    public static let featureReconfigurable: Int32 = 1
    /// `WIDGET_FEATURE_CONFIGURATION_OPTIONAL` (API 31).
    public static let featureConfigurationOptional: Int32 = 4

    /// Whether the launcher adds the widget without starting its configure activity: on API 31 and later when
    /// the provider is both reconfigurable and configuration-optional (Launcher3
    /// `WidgetAddFlowHandler.needsConfigure`: `ATLEAST_S && reconfigurable && configuration_optional`; developer
    /// guide "Enable users to configure app widgets", "Use the widget's default configuration"). Either flag alone
    /// changes nothing.
    ///
    /// ```swift
    /// var info = AppWidgetProviderInfo()
    /// info.widgetFeatures = AppWidgetProviderInfo.featureReconfigurable | AppWidgetProviderInfo.featureConfigurationOptional
    /// print(info.hostSkipsConfigure(onSdk: 34))   // true
    /// ```
    public func hostSkipsConfigure(onSdk sdk: Int) -> Bool {
        let both = Self.featureReconfigurable | Self.featureConfigurationOptional
        return sdk >= 31 && widgetFeatures & both == both
    }

    /// Creates provider info with a default size.
    public init(minWidth: Double = 0, minHeight: Double = 0) {
        self.minWidth = minWidth
        self.minHeight = minHeight
    }

    /// The size Glance's `SizeMode.Single` uses: the minimum, or the resize minimum on a resizable axis
    /// when that is smaller (android.md §5.4).
    public var minimumSize: DpSize {
        let width = resizeMode.contains(.horizontal) ? min(minWidth, minResizeWidth ?? minWidth) : minWidth
        let height = resizeMode.contains(.vertical) ? min(minHeight, minResizeHeight ?? minHeight) : minHeight
        return DpSize(width: width, height: height)
    }
}
