/// What the parser is told from outside the manifest: the build file's values (with their origins), the
/// command line's options, and whether the manifest is a library's being merged into an app.
struct ManifestContext {
    /// The build file's (or `--namespace`'s) namespace: what relative class names resolve against.
    var namespace: Sourced<String>?
    /// The build file's `applicationId`: the installed package.
    var applicationId: Sourced<String>?
    var minSdk: Sourced<Int>?
    var targetSdk: Sourced<Int>?
    var compileSdk: Sourced<Int>?
    /// Whether the module is an Android library (its target SDK is the app's, so none of its own is expected).
    var isLibraryModule = false
    /// For a library manifest merged into an app: the app's package and target SDK, which apply to it.
    var mergedInto: (packageName: String, targetSdkVersion: Int)?
    /// Whether a rule that makes the device refuse the install (a missing `android:exported` on API 31+) is
    /// recorded in ``AppDescription/installProblems`` instead of failing the load (`lint` reports it).
    var collectInstallProblems = false
    /// The module's build file, when it has one: its SDK levels must then be read, never defaulted.
    var buildFilePath: String?
    /// The build file's `minSdk`/`targetSdk` statements that could not be read (``ModuleBuildFile/unreadableSdk``).
    var unreadableSdk: [String: (location: SourceLocation, reason: String)] = [:]

    /// The options of ``ManifestLoader/Options`` as values from the command line.
    init(options: ManifestLoader.Options) {
        namespace = options.namespace.map {
            Sourced(value: $0, origin: ValueOrigin(.option, at: nil, detail: "--namespace"))
        }
        minSdk = options.minSdkVersion.map {
            Sourced(value: $0, origin: ValueOrigin(.option, at: nil, detail: "--min-sdk / min-sdk"))
        }
        targetSdk = options.targetSdkVersion.map {
            Sourced(value: $0, origin: ValueOrigin(.option, at: nil, detail: "--target-sdk / target-sdk"))
        }
        collectInstallProblems = options.collectInstallProblems
    }

    /// Takes the build file's values where no option gave one (options win: they are how the user overrides
    /// what GlanceSim read or could not read).
    mutating func adopt(_ build: ModuleBuildFile) {
        namespace = namespace ?? build.namespace
        applicationId = applicationId ?? build.applicationId
        minSdk = minSdk ?? build.minSdk
        targetSdk = targetSdk ?? build.targetSdk
        compileSdk = compileSdk ?? build.compileSdk
        isLibraryModule = build.isLibrary == true
        buildFilePath = build.path
        unreadableSdk = build.unreadableSdk
    }
}
