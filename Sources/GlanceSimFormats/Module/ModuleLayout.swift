/// Where an app's files are: a flat app folder (`AndroidManifest.xml`, `res/`) or an Android module as it is
/// in a repository (`build.gradle(.kts)`, `src/main/AndroidManifest.xml`, `src/main/res/`; a Kotlin
/// Multiplatform module has `src/androidMain/` instead of `src/main/`).
struct ModuleLayout {
    var folder: String
    var manifestPath: String
    var resources: String
    /// Resource folders of other source sets, merged after ``resources``.
    var extraResources: [String] = []
    /// `build.gradle.kts` or `build.gradle`, when the folder has one.
    var buildFile: String?
    /// Whether this is a module layout (rather than a flat app folder).
    var isModule: Bool
    /// Whether ``manifestPath`` does not exist: an Android library module without a manifest (the Android Gradle
    /// Plugin 8 takes its package from `namespace`), which merges as an empty `<manifest/>` plus its `res/`.
    var manifestIsImplied = false

    /// The layout of a library module that has no manifest: `src/main/res/` and nothing else.
    static func libraryWithoutManifest(_ folder: String, buildFile: String) -> ModuleLayout {
        ModuleLayout(
            folder: folder, manifestPath: ModulePaths.join(folder, "src/main/AndroidManifest.xml"),
            resources: ModulePaths.join(folder, "src/main/res"), buildFile: buildFile, isModule: true,
            manifestIsImplied: true)
    }

    /// The source sets whose manifest is the module's, in the order looked for.
    static let sourceSets = ["main", "androidMain"]

    /// The layout of `folder`; an ``Diagnostic/Code/unreadable`` error (exit 66) when it has no manifest in any
    /// of the places looked at.
    static func detect(_ folder: String, flat: Bool) throws(FormatError) -> ModuleLayout {
        let buildFile = GradleProject.firstFile(in: folder, named: ["build.gradle.kts", "build.gradle"])
        let flatManifest = ModulePaths.join(folder, "AndroidManifest.xml")
        guard ModulePaths.isDirectory(folder) else {
            throw FormatError(.unreadable, at: .file(flatManifest), "no such file")
        }
        if flat || ModulePaths.isFile(flatManifest) {
            return ModuleLayout(
                folder: folder, manifestPath: flatManifest, resources: ModulePaths.join(folder, "res"),
                buildFile: flat ? nil : buildFile, isModule: false)
        }
        for sourceSet in sourceSets {
            let manifest = ModulePaths.join(folder, "src/\(sourceSet)/AndroidManifest.xml")
            guard ModulePaths.isFile(manifest) else { continue }
            // Resources of the other source set too, when it has some (Kotlin Multiplatform modules that keep
            // part of their res/ in src/main/, like pixelix), after the manifest's own.
            let others = sourceSets.filter { $0 != sourceSet }.map { ModulePaths.join(folder, "src/\($0)/res") }
            return ModuleLayout(
                folder: folder, manifestPath: manifest, resources: ModulePaths.join(folder, "src/\(sourceSet)/res"),
                extraResources: others.filter(ModulePaths.isDirectory), buildFile: buildFile, isModule: true)
        }
        let looked = ["AndroidManifest.xml"] + sourceSets.map { "src/\($0)/AndroidManifest.xml" }
        var message =
            "no AndroidManifest.xml in '\(folder)': looked for " + looked.map { "'\($0)'" }.joined(separator: ", ")
        if GradleProject.firstFile(in: folder, named: ["settings.gradle.kts", "settings.gradle"]) != nil {
            message +=
                "; this is a Gradle project's root: give the app module's folder (such as '\(ModulePaths.join(folder, "app"))')"
        }
        throw FormatError(.unreadable, at: .file(buildFile ?? flatManifest), message)
    }
}
