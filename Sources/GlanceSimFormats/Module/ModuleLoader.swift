/// Loads an Android module as it is in a repository — its build file, its manifest and resources, and the
/// library modules it depends on (`implementation(project(":widget"))`, `api(projects.core.widget)`,
/// transitively) — into one ``AppDescription``, as the build would merge them. ``ManifestLoader`` calls it
/// for a module folder.
enum ModuleLoader {
    /// A library module merged into the app.
    private struct Library {
        var path: String
        var layout: ModuleLayout
        var build: ModuleBuildFile?
        /// Where the app (or a library before it) declares the dependency: `project(":widgets")`.
        var declaredAt: SourceLocation
    }

    /// What an Android library module without `AndroidManifest.xml` contributes: an empty manifest, which the
    /// merger gives the module's `namespace` (the Android Gradle Plugin requires none since `namespace` replaced
    /// the manifest's `package`).
    static let impliedManifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"/>"#

    static func load(_ layout: ModuleLayout, options: ManifestLoader.Options) throws(FormatError) -> AppDescription {
        var project = GradleProject(around: layout.folder)
        var warnings: [Diagnostic] = []
        let build = layout.buildFile.flatMap { BuildFileReader.read($0, project: &project) }
        warnings += build?.diagnostics ?? []
        var context = ManifestContext(options: options)
        if let build { context.adopt(build) }

        let libraries = dependencies(of: build, project: &project, warnings: &warnings)
        let files = AppFolderFiles(
            folder: layout.folder, manifestPath: layout.manifestPath,
            resourceFolders: ([layout] + libraries.map(\.layout)).flatMap { [$0.resources] + $0.extraResources })
        var parser = ManifestParser(folder: files, context: context)
        let parsed = parser.parse(try files.readXML(layout.manifestPath))
        var diagnostics = warnings + parser.diagnostics.diagnostics
        guard var description = parsed, !parser.diagnostics.hasErrors else { throw FormatError(diagnostics) }
        description.modules = [layout.folder]

        var mergeDiagnostics: [Diagnostic] = []
        for library in libraries {
            var libraryContext = ManifestContext(options: .init(collectInstallProblems: options.collectInstallProblems))
            if let build = library.build { libraryContext.adopt(build) }
            libraryContext.mergedInto = (description.packageName, description.targetSdkVersion)
            var libraryParser = ManifestParser(
                folder: files.reading(manifest: library.layout.manifestPath), context: libraryContext)
            do throws(FormatError) {
                let document =
                    library.layout.manifestIsImplied
                    ? try XMLReader.parse(bytes: Array(Self.impliedManifest.utf8), path: library.layout.manifestPath)
                    : try files.readXML(library.layout.manifestPath)
                if let libraryDescription = libraryParser.parse(document) {
                    ManifestMerger.merge(
                        libraryDescription, module: library.path, into: &description, diagnostics: &mergeDiagnostics)
                    description.installProblems += libraryDescription.installProblems
                }
                // Resource diagnostics are shared by every module's parser: keep only the manifest's own. A module
                // without a manifest file has its problems (no namespace) said where the dependency is declared.
                mergeDiagnostics += libraryParser.diagnostics.diagnostics.filter {
                    $0.location.path == library.layout.manifestPath
                }.map { diagnostic in
                    guard library.layout.manifestIsImplied else { return diagnostic }
                    var moved = diagnostic
                    moved.location = library.declaredAt
                    moved.message = "the module '\(library.path)' has no AndroidManifest.xml: " + diagnostic.message
                    return moved
                }
            } catch {
                mergeDiagnostics += error.diagnostics
            }
            description.modules.append(library.layout.folder)
        }
        // AGP merges the external libraries' manifests after the app's and its project modules'.
        let declared = (build?.externalDependencies ?? []) + libraries.flatMap { $0.build?.externalDependencies ?? [] }
        LibraryMerger.merge(declared, into: &description, diagnostics: &mergeDiagnostics)
        diagnostics += mergeDiagnostics
        if diagnostics.contains(where: { $0.severity == .error }) { throw FormatError(diagnostics) }
        description.warnings = diagnostics
        return description
    }

    /// The library modules `build` depends on, transitively, each once, in the order first reached.
    private static func dependencies(
        of build: ModuleBuildFile?, project: inout GradleProject, warnings: inout [Diagnostic]
    ) -> [Library] {
        var libraries: [Library] = []
        var seen: Set<String> = []
        var queue = build?.projectDependencies ?? []
        while !queue.isEmpty {
            let (path, location) = queue.removeFirst()
            guard !seen.contains(path) else { continue }
            seen.insert(path)
            guard let folder = project.folder(ofProject: path), ModulePaths.isDirectory(folder) else {
                warnings.append(
                    Diagnostic(
                        .warning, .unresolved, at: location,
                        "the module '\(path)' is not at '\(project.folder(ofProject: path) ?? path)' (no project "
                            + "root with a settings.gradle(.kts) was found, or the folder is missing); its manifest "
                            + "and resources are not merged"))
                continue
            }
            let layout: ModuleLayout
            let libraryBuild: ModuleBuildFile?
            if let found = try? ModuleLayout.detect(folder, flat: false), found.isModule {
                layout = found
                libraryBuild = layout.buildFile.flatMap { BuildFileReader.read($0, project: &project) }
                // A JVM module (`kotlin("jvm")`, `java-library`, a convention plugin named so, as AnkiDroid's
                // `ankidroid.jvm.library`) with a stray AndroidManifest.xml: Gradle never reads that manifest.
                if let build = libraryBuild, build.isJVMOnly { continue }
            } else if let buildFile = GradleProject.firstFile(in: folder, named: ["build.gradle.kts", "build.gradle"]),
                let build = BuildFileReader.read(buildFile, project: &project), build.isAndroid
            {
                // An Android library needs no manifest: its package is its namespace.
                layout = .libraryWithoutManifest(folder, buildFile: buildFile)
                libraryBuild = build
            } else {
                continue  // a plain Kotlin or Java module adds nothing to the app's manifest
            }
            warnings +=
                libraryBuild?.diagnostics.filter { diagnostic in
                    // Only what matters to the merge: the library's namespace and its own dependencies.
                    !(diagnostic.message.contains("'targetSdk'") || diagnostic.message.contains("'compileSdk'"))
                } ?? []
            libraries.append(Library(path: path, layout: layout, build: libraryBuild, declaredAt: location))
            queue += libraryBuild?.projectDependencies ?? []
        }
        return libraries
    }
}
