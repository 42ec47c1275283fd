/// Loads an app folder — `AndroidManifest.xml`, the `res/xml/*.xml` `<appwidget-provider>` files its
/// receivers name, and the `res/values/*.xml` resources — into an ``AppDescription``.
///
/// The folder layout is Android's source layout, minus everything GlanceSim does not need:
///
/// ```
/// weather/
///   AndroidManifest.xml
///   res/xml/weather_widget_info.xml     <appwidget-provider> files, named by @xml/…
///   res/values/bools.xml                optional: <string>, <bool>, <integer>, <dimen>
/// ```
///
/// A folder with only `AndroidManifest.xml` and `res/xml/` is valid. What the loader does as Android
/// does:
/// - class names resolve against the package like `ParsingUtils.buildClassName` (`.Clock` and `Clock`
///   both become `com.example.Clock`);
/// - `uses-sdk` defaults to min SDK 1 and target SDK = min SDK;
/// - `${applicationId}` in attribute values becomes the package, as the manifest merger does;
/// - an element with `tools:node="remove"` is left out, and other `tools:` attributes are ignored;
/// - apps targeting API 31+ that omit `android:exported` on a component with intent filters fail to load
///   with Android's `INSTALL_PARSE_FAILED_MANIFEST_MALFORMED` message.
///
/// What it deliberately does not support gets a precise diagnostic: other `${…}` placeholders,
/// framework (`@android:`) and theme (`?attr`) references where a value is needed, resources defined only
/// in qualified folders (`res/values-v31/`; a provider file in `res/xml-vNN/` is read as the variant a device of
/// API NN or later uses, but one with no `res/xml/` original is an error), sizes in units other than `dp`.
///
/// Every problem is collected: errors are thrown together as one ``FormatError`` (warnings included, in
/// file order); when there is no error the warnings are in ``AppDescription/warnings``.
///
/// ```swift
/// let app = try ManifestLoader.load(appFolder: "Manifests/weather")
/// print(app.packageName)                                // com.example.weather
/// print(app.receivers[0].appWidgetProvider?.minWidth)   // Optional(110.0)
/// // A broken manifest throws, e.g.:
/// // Manifests/weather/AndroidManifest.xml:12:9: error: unresolved resource '@xml/weather_info': no file …
/// ```
public enum ManifestLoader {
    /// What the build file would say, for manifests that leave it there (library modules and apps built
    /// with AGP 7+ keep `namespace`, `minSdk` and `targetSdk` in `build.gradle`).
    public struct Options: Hashable, Sendable, Codable {
        /// The package to use when `<manifest>` has no `package` attribute (AGP's `namespace`). Without
        /// it, a manifest with no `package` is an error.
        public var namespace: String?
        /// The build file's `minSdk`; it overrides `<uses-sdk android:minSdkVersion>`, as the merger does.
        public var minSdkVersion: Int?
        /// The build file's `targetSdk`; it overrides `<uses-sdk android:targetSdkVersion>`.
        public var targetSdkVersion: Int?
        /// Whether `@xml/NAME` resources are `NAME.xml` beside the manifest instead of in `res/xml/` (a flat
        /// folder of copied files).
        public var flatResources: Bool
        /// Whether a component the device would refuse to install (no `android:exported` on API 31+) is
        /// recorded in ``AppDescription/installProblems`` instead of failing the load (`glancesim lint`).
        public var collectInstallProblems = false

        /// Options with nothing from a build file.
        public init(
            namespace: String? = nil,
            minSdkVersion: Int? = nil,
            targetSdkVersion: Int? = nil,
            flatResources: Bool = false,
            collectInstallProblems: Bool = false
        ) {
            self.namespace = namespace
            self.minSdkVersion = minSdkVersion
            self.targetSdkVersion = targetSdkVersion
            self.flatResources = flatResources
            self.collectInstallProblems = collectInstallProblems
        }
    }

    /// Loads the app folder at `appFolder`; paths in diagnostics start with `appFolder` as given.
    ///
    /// ```swift
    /// let app = try ManifestLoader.load(appFolder: "Manifests/clock")
    /// for receiver in app.receivers { print(receiver.component, receiver.exported ?? false) }
    /// ```
    public static func load(appFolder: String) throws(FormatError) -> AppDescription {
        try load(appFolder: appFolder, options: Options())
    }

    /// Loads the app folder at `appFolder` with values a build file would give.
    ///
    /// ```swift
    /// let app = try ManifestLoader.load(
    ///     appFolder: "Manifests/library-widget",
    ///     options: .init(namespace: "com.example.widget", targetSdkVersion: 34))
    /// ```
    public static func load(appFolder: String, options: Options) throws(FormatError) -> AppDescription {
        let layout = try ModuleLayout.detect(AppFolderFiles(appFolder).folder, flat: options.flatResources)
        if layout.isModule || layout.buildFile != nil { return try ModuleLoader.load(layout, options: options) }
        let folder = AppFolderFiles(appFolder, flatResources: options.flatResources)
        let document = try folder.readXML(folder.manifestPath)
        var parser = ManifestParser(folder: folder, options: options)
        let description = parser.parse(document)
        let warnings = try parser.diagnostics.warningsOrThrow()
        guard var description else { throw FormatError(parser.diagnostics.diagnostics) }
        description.warnings = warnings
        return description
    }
}
