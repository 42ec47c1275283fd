/// A `<receiver>` element of an app's manifest: its name, export and permission settings, its intent
/// filters and meta-data, and the factory that makes a fresh receiver for every delivery.
///
/// ```swift
/// let boot = ReceiverDeclaration(
///     className: ".BootReceiver",
///     exported: true,
///     intentFilters: [IntentFilter(action: IntentAction.bootCompleted)]
/// ) { BlockReceiver { _, _ in } }
/// ```
public struct ReceiverDeclaration {
    /// The class name, fully qualified or relative to the package (`.BootReceiver`).
    public var className: String
    /// `android:exported`; `nil` when the manifest does not say. Apps targeting API 31+ must say when the
    /// receiver has intent filters, or installation fails.
    public var exported: Bool?
    /// `android:enabled`.
    public var enabled: Bool
    /// `android:permission`: a sender must hold it.
    public var permission: String?
    /// The `<intent-filter>` elements, in manifest order.
    public var intentFilters: [IntentFilter]
    /// The `<meta-data>` elements as name/value pairs, in manifest order.
    public var metaData: [(name: String, value: String)]
    /// The `<appwidget-provider>` resource named by the `android.appwidget.provider` meta-data. With an
    /// `APPWIDGET_UPDATE` intent filter it makes the receiver a widget provider.
    public var appWidgetProvider: AppWidgetProviderInfo?
    /// The same resource in platform-version folders (`res/xml-v31/`), lowest version first: on a device of that
    /// API level or later, the highest one not above it is the provider info (Android picks the best-matching
    /// resource, and a `-vNN` qualifier matches on API NN and later).
    public var appWidgetProviderVariants: [(minSdk: Int, info: AppWidgetProviderInfo)] = []
    /// Makes the receiver object for one delivery.
    public var makeReceiver: () -> any BroadcastReceiver

    /// Creates a declaration.
    public init(
        className: String,
        exported: Bool? = nil,
        enabled: Bool = true,
        permission: String? = nil,
        intentFilters: [IntentFilter] = [],
        metaData: [(name: String, value: String)] = [],
        appWidgetProvider: AppWidgetProviderInfo? = nil,
        makeReceiver: @escaping () -> any BroadcastReceiver
    ) {
        self.className = className
        self.exported = exported
        self.enabled = enabled
        self.permission = permission
        self.intentFilters = intentFilters
        self.metaData = metaData
        self.appWidgetProvider = appWidgetProvider
        self.makeReceiver = makeReceiver
    }

    /// The provider info a device of API `sdkInt` reads: the best `-vNN` variant, else ``appWidgetProvider``.
    ///
    /// ```swift
    /// declaration.appWidgetProvider(onSdk: 35)?.targetCellWidth
    /// ```
    public func appWidgetProvider(onSdk sdkInt: Int) -> AppWidgetProviderInfo? {
        appWidgetProviderVariants.last { $0.minSdk <= sdkInt }?.info ?? appWidgetProvider
    }

    /// Whether the receiver can be reached by other apps: the explicit value, or Android's pre-12 default
    /// (exported if and only if it has an intent filter).
    public var isExported: Bool { exported ?? !intentFilters.isEmpty }

    /// Whether AppWidgetService takes it for a widget provider: an `APPWIDGET_UPDATE` filter and provider info.
    public var isAppWidgetProvider: Bool {
        appWidgetProvider != nil && intentFilters.contains { $0.actions.contains(IntentAction.appWidgetUpdate) }
    }
}

/// An `<activity>` or `<service>` element: recorded when started, not simulated further (a service that is a
/// ``RemoteViewsService`` serves widget collections).
public struct ComponentDeclaration: Hashable, Sendable {
    /// The class name, fully qualified or relative to the package.
    public var className: String
    /// `android:exported`; `nil` when the manifest does not say.
    public var exported: Bool?
    /// The `<intent-filter>` elements, in manifest order.
    public var intentFilters: [IntentFilter]
    /// `android:permission`: what a caller must hold to start or bind it (a widget collection's service requires
    /// ``RemoteViewsService/bindPermission``).
    public var permission: String?

    /// Creates a declaration.
    ///
    /// ```swift
    /// ComponentDeclaration(className: ".EventsService", permission: RemoteViewsService.bindPermission)
    /// ```
    public init(
        className: String, exported: Bool? = nil, intentFilters: [IntentFilter] = [], permission: String? = nil
    ) {
        self.className = className
        self.exported = exported
        self.intentFilters = intentFilters
        self.permission = permission
    }
}
