/// Where one of an app's values (package, namespace, SDK levels) came from, so `validate` can say it and tests
/// can check it.
///
/// ```swift
/// let app = try AppFolder.loadApp("Manifests/pixelix/app")
/// print(app.description.origins.targetSdkVersion)
/// // gradle/libs.versions.toml:4:1 (version catalog 'targetSdk'), through app/build.gradle.kts:12:9
/// ```
public struct ValueOrigin: Hashable, Sendable, CustomStringConvertible {
    /// What kind of source it is.
    public enum Kind: String, Hashable, Sendable {
        /// A module's `build.gradle` / `build.gradle.kts`.
        case buildFile = "build file"
        /// A `[versions]` entry of a version catalog (`gradle/libs.versions.toml`).
        case versionCatalog = "version catalog"
        /// A `gradle.properties` entry.
        case gradleProperties = "gradle.properties"
        /// An `ext` / `extra` value of a build script (usually the root project's).
        case extraProperty = "extra property"
        /// The manifest (`package`, `<uses-sdk>`).
        case manifest
        /// A command-line option or a scenario's `install … target-sdk N`.
        case option
        /// Android's default when nothing sets the value (targetSdkVersion = minSdkVersion, which is 1).
        case androidDefault = "Android's default"
    }

    /// What kind of source it is.
    public var kind: Kind
    /// Where the value is written (`nil` for options and defaults).
    public var location: SourceLocation?
    /// The build-file statement that refers to it, when the value lives elsewhere (a catalog, a property).
    public var through: SourceLocation?
    /// What the source says: the key, the option or the rule.
    public var detail: String

    /// Creates an origin.
    public init(_ kind: Kind, at location: SourceLocation?, through: SourceLocation? = nil, detail: String) {
        self.kind = kind
        self.location = location
        self.through = through
        self.detail = detail
    }

    /// `path:line:column (kind 'detail'), through path:line:column`, or `kind detail` without a location.
    public var description: String {
        var text = location.map { "\($0) (\(kind.rawValue) '\(detail)')" } ?? "\(kind.rawValue): \(detail)"
        if let through { text += ", through \(through)" }
        return text
    }
}

/// The origins of an app's values: ``AppDescription/origins``.
public struct AppValueOrigins: Hashable, Sendable {
    /// Of ``AppDescription/packageName`` (`applicationId`, `namespace` or the manifest's `package`).
    public var packageName: ValueOrigin
    /// Of ``AppDescription/namespace`` (what relative class names resolve against).
    public var namespace: ValueOrigin
    /// Of ``AppDescription/minSdkVersion``.
    public var minSdkVersion: ValueOrigin
    /// Of ``AppDescription/targetSdkVersion``.
    public var targetSdkVersion: ValueOrigin
    /// Of ``AppDescription/compileSdkVersion``, when one is known.
    public var compileSdkVersion: ValueOrigin?

    /// Creates the origins.
    public init(
        packageName: ValueOrigin, namespace: ValueOrigin, minSdkVersion: ValueOrigin,
        targetSdkVersion: ValueOrigin, compileSdkVersion: ValueOrigin? = nil
    ) {
        self.packageName = packageName
        self.namespace = namespace
        self.minSdkVersion = minSdkVersion
        self.targetSdkVersion = targetSdkVersion
        self.compileSdkVersion = compileSdkVersion
    }
}

/// A value with where it came from.
struct Sourced<Value: Hashable>: Hashable {
    var value: Value
    var origin: ValueOrigin
}
