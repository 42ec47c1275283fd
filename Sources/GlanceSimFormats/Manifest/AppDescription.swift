public import GlanceSim

/// What an app folder's `AndroidManifest.xml` (and its `res/xml/` provider files and `res/values/` resources)
/// say about the app: its package, SDK levels, permissions and components — without any behaviour.
///
/// ``ManifestLoader`` makes one from a folder; a behaviour file then gives the components something to do.
public struct AppDescription: Sendable {
    /// The manifest's path as given (relative paths stay relative).
    public var manifestPath: String
    /// The application id (`package`, with placeholders resolved).
    public var packageName: String
    /// `uses-sdk android:minSdkVersion` (1 when absent, as Android assumes).
    public var minSdkVersion: Int
    /// `uses-sdk android:targetSdkVersion` (the min SDK when absent, as Android assumes).
    public var targetSdkVersion: Int
    /// `<application android:name>`, resolved against the package; `nil` when the app has no
    /// `Application` subclass.
    public var applicationClassName: String?
    /// `<uses-permission>` names, in manifest order.
    public var usesPermissions: [String]
    /// `<receiver>` elements, in manifest order.
    public var receivers: [ComponentDescription]
    /// `<activity>` (and `<activity-alias>`) elements.
    public var activities: [ComponentDescription]
    /// `<service>` elements.
    public var services: [ComponentDescription]
    /// Problems that do not stop the app from loading (ignored attributes, unsupported constructs).
    public var warnings: [Diagnostic]
    /// What relative class names resolve against: the build file's `namespace`, or the manifest's `package`.
    public var namespace: String
    /// The build file's `compileSdk`, when it gives one GlanceSim could read (it changes nothing simulated).
    public var compileSdkVersion: Int?
    /// Where the package, namespace and SDK levels came from (build file, catalog, properties, manifest,
    /// option, or Android's default).
    public var origins: AppValueOrigins
    /// The module folders read, the app's first, then the library modules merged into it (empty for a flat
    /// folder).
    public var modules: [String] = []
    /// The external libraries whose manifests were merged (from ``LibraryManifests``), as
    /// `group:artifact:version`, in merge order.
    public var libraries: [String] = []
    /// External libraries the build files declare whose manifests were not merged — GlanceSim's table does not
    /// know the library or that version — with where each is declared and why.
    public var unmergedLibraries: [(coordinates: String, location: SourceLocation, reason: String)] = []
    /// Rules that make the device refuse to install the app, collected instead of thrown when
    /// ``ManifestLoader/Options/collectInstallProblems`` is set (for `glancesim lint`).
    public var installProblems: [Diagnostic] = []

    /// Creates a description.
    public init(
        manifestPath: String,
        packageName: String,
        minSdkVersion: Int = 1,
        targetSdkVersion: Int = 1,
        usesPermissions: [String] = [],
        applicationClassName: String? = nil,
        receivers: [ComponentDescription] = [],
        activities: [ComponentDescription] = [],
        services: [ComponentDescription] = [],
        warnings: [Diagnostic] = []
    ) {
        self.manifestPath = manifestPath
        self.packageName = packageName
        self.minSdkVersion = minSdkVersion
        self.targetSdkVersion = targetSdkVersion
        self.usesPermissions = usesPermissions
        self.applicationClassName = applicationClassName
        self.receivers = receivers
        self.activities = activities
        self.services = services
        self.warnings = warnings
        namespace = packageName
        let manifest = ValueOrigin(.manifest, at: .file(manifestPath), detail: "package")
        origins = AppValueOrigins(
            packageName: manifest, namespace: manifest,
            minSdkVersion: ValueOrigin(.manifest, at: .file(manifestPath), detail: "minSdkVersion"),
            targetSdkVersion: ValueOrigin(.manifest, at: .file(manifestPath), detail: "targetSdkVersion"))
    }
}

/// One `<receiver>`, `<activity>` or `<service>` element.
public struct ComponentDescription: Sendable {
    /// `android:name` as written (`.ClockReceiver`, `com.example.ClockReceiver`).
    public var className: String
    /// The fully qualified component.
    public var component: ComponentName
    /// `android:exported`, or `nil` when the manifest does not say.
    public var exported: Bool?
    /// `android:enabled` (resolved, `@bool/…` included); `true` when absent.
    public var enabled: Bool
    /// `android:permission`.
    public var permission: String?
    /// The `<intent-filter>` elements, in order.
    public var intentFilters: [IntentFilter]
    /// The `<meta-data>` elements (name, value or resource), in order.
    public var metaData: [(name: String, value: String)]
    /// For a receiver whose `android.appwidget.provider` meta-data names an `<appwidget-provider>` file: that
    /// file's attributes.
    public var appWidgetProvider: AppWidgetProviderInfo?
    /// The same file in `res/xml-vNN/` folders, by API level, lowest first (``ReceiverDeclaration/appWidgetProviderVariants``).
    public var appWidgetProviderVariants: [(minSdk: Int, info: AppWidgetProviderInfo)] = []
    /// For an `<activity-alias>`: its `android:targetActivity`, resolved against the package.
    public var targetActivity: String?
    /// Where the element starts in the manifest; for a library's component, where the build file declares the
    /// library.
    public var location: SourceLocation
    /// The external library whose manifest declares it (`androidx.work:work-runtime:2.9.0`), or `nil` for the
    /// app's and its project modules' own components.
    public var library: String?
    /// Where each `<action android:name>` of its filters is, in manifest order (for diagnostics about one action).
    public var actionLocations: [(action: String, location: SourceLocation)] = []
    /// The `<appwidget-provider>` file of ``appWidgetProvider``, and where its `android:updatePeriodMillis` is.
    public var providerFile: (path: String, updatePeriodLocation: SourceLocation?)?

    /// Creates a description.
    public init(
        className: String,
        component: ComponentName,
        exported: Bool? = nil,
        enabled: Bool = true,
        permission: String? = nil,
        intentFilters: [IntentFilter] = [],
        metaData: [(name: String, value: String)] = [],
        appWidgetProvider: AppWidgetProviderInfo? = nil,
        location: SourceLocation
    ) {
        self.className = className
        self.component = component
        self.exported = exported
        self.enabled = enabled
        self.permission = permission
        self.intentFilters = intentFilters
        self.metaData = metaData
        self.appWidgetProvider = appWidgetProvider
        self.location = location
    }
}
