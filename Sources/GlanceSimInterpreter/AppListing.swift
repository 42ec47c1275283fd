import GlanceSim
public import GlanceSimFormats

/// What `glancesim validate` reports about a loaded app, as typed data: the package and SDK levels with where
/// each came from, the modules merged, and every component of the merged manifest by fully qualified class name
/// with the module and manifest line it came from. `validate --json` prints it.
///
/// ```swift
/// let app = try AppFolder.loadApp("Manifests/platform-weather/app")
/// let listing = AppListing(app, folder: "Manifests/platform-weather/app")
/// listing.components.filter(\.isWidgetProvider).map(\.className)
/// // ["com.example.platform.ui.appwidgets.glance.weather.WeatherGlanceWidgetReceiver"]
/// ```
public struct AppListing: Codable, Equatable, Sendable {
    /// A `<receiver>`, `<activity>` or `<service>` of the merged manifest.
    public struct Component: Codable, Equatable, Sendable {
        /// `receiver`, `activity` or `service`.
        public var kind: String
        /// The fully qualified class name.
        public var className: String
        /// `android:exported`, or `nil` when the manifest does not say.
        public var exported: Bool?
        /// `android:enabled`, resolved.
        public var enabled: Bool
        /// The actions of its intent filters, in manifest order.
        public var actions: [String]
        /// Whether it is an app-widget provider (provider info and an `APPWIDGET_UPDATE` filter).
        public var isWidgetProvider: Bool
        /// For a widget provider: `android:updatePeriodMillis`.
        public var updatePeriodMillis: Int64?
        /// The Glance widget the behaviour file gives it, if any.
        public var glanceWidget: String?
        /// The module folder whose manifest declares it.
        public var module: String
        /// `path:line:column` of its element; for a library's component, of the build file's declaration.
        public var location: String
        /// The external library whose manifest declares it (`androidx.work:work-runtime:2.9.0`), if any.
        public var library: String?
    }

    /// The folder as given.
    public var folder: String
    public var packageName: String
    public var namespace: String
    public var minSdk: Int
    public var targetSdk: Int
    public var compileSdk: Int?
    /// Where each value came from, by name (`packageName`, `namespace`, `minSdk`, `targetSdk`, `compileSdk`).
    public var origins: [String: String]
    /// The module folders merged, the app's first.
    public var modules: [String]
    public var components: [Component]
    /// The external libraries whose manifests were merged, `group:artifact:version`.
    public var libraries: [String]
    /// The external libraries the build files declare that were not merged: `coordinates: reason (location)`.
    public var unmergedLibraries: [String]
    /// Load warnings and lint findings, rendered as `path:line:column: warning: message`.
    public var warnings: [String]

    /// The listing of a loaded app; `findings` are lint's (rendered with the load warnings).
    public init(_ app: AppFolder.LoadedApp, folder: String, findings: [Diagnostic] = []) {
        let description = app.description
        self.folder = folder
        packageName = description.packageName
        namespace = description.namespace
        minSdk = description.minSdkVersion
        targetSdk = description.targetSdkVersion
        compileSdk = description.compileSdkVersion
        let origins = description.origins
        var named = [
            "packageName": origins.packageName.description, "namespace": origins.namespace.description,
            "minSdk": origins.minSdkVersion.description, "targetSdk": origins.targetSdkVersion.description,
        ]
        if let compile = origins.compileSdkVersion { named["compileSdk"] = compile.description }
        self.origins = named
        modules = description.modules.isEmpty ? [folder] : description.modules
        // A widget provider as the device takes it (ReceiverDeclaration.isAppWidgetProvider), by class name.
        let providers = Set(app.manifest.receivers.filter(\.isAppWidgetProvider).map(\.className))
        let modules = self.modules
        func module(of path: String) -> String {
            modules.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? modules[0]
        }
        func component(_ kind: String, _ element: ComponentDescription) -> Component {
            let provider = kind == "receiver" && providers.contains(element.component.className)
            return Component(
                kind: kind, className: element.component.className, exported: element.exported,
                enabled: element.enabled, actions: element.intentFilters.flatMap(\.actions),
                isWidgetProvider: provider,
                updatePeriodMillis: provider ? element.appWidgetProvider?.updatePeriodMillis : nil,
                glanceWidget: kind == "receiver" ? app.behavior?.receiver(for: element)?.widget : nil,
                module: module(of: element.location.path), location: element.location.description,
                library: element.library)
        }
        components =
            description.receivers.map { component("receiver", $0) }
            + description.activities.map { component("activity", $0) }
            + description.services.map { component("service", $0) }
        libraries = description.libraries
        unmergedLibraries = description.unmergedLibraries.map { "\($0.coordinates): \($0.reason) (\($0.location))" }
        warnings = (app.warnings + findings).map(\.description)
    }
}
