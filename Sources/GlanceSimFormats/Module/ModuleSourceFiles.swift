import Foundation

/// The Kotlin and Java files of an Android module and of every module it depends on through `project(":x")`
/// (transitively, plain Kotlin modules too), with paths relative to the project root — the folder with
/// `settings.gradle(.kts)`, or the module itself when there is none.
///
/// Sources are read from `src/main/java`, `src/main/kotlin` and `src/androidMain/kotlin` (the Android source
/// set of a Kotlin Multiplatform module), sorted by path.
///
/// ```swift
/// let sources = ModuleSourceFiles.find(module: "Manifests/h2r/app")
/// sources.module            // "app"
/// sources.files[0].relative // "app/src/main/java/com/juniperphoton/h2r/TimeWidgetProvider.kt"
/// ```
package struct ModuleSourceFiles: Sendable {
    /// The project root as the user's path reaches it.
    package var root: String
    /// The module folder, relative to ``root`` (`.` when they are the same).
    package var module: String
    /// Each file's path as the user's path reaches it, and relative to ``root``.
    package var files: [(path: String, relative: String)]

    static let sourceFolders = ["src/main/java", "src/main/kotlin", "src/androidMain/kotlin"]

    package static func find(module folder: String) -> ModuleSourceFiles {
        var project = GradleProject(around: folder)
        let root = project.root ?? folder
        var folders = [folder]
        var seen: Set<String> = []
        if let buildFile = GradleProject.firstFile(in: folder, named: ["build.gradle.kts", "build.gradle"]) {
            var queue = BuildFileReader.read(buildFile, project: &project)?.projectDependencies.map(\.path) ?? []
            while !queue.isEmpty {
                let path = queue.removeFirst()
                guard seen.insert(path).inserted, let dependency = project.folder(ofProject: path),
                    ModulePaths.isDirectory(dependency)
                else { continue }
                folders.append(dependency)
                if let build = GradleProject.firstFile(in: dependency, named: ["build.gradle.kts", "build.gradle"]) {
                    queue += BuildFileReader.read(build, project: &project)?.projectDependencies.map(\.path) ?? []
                }
            }
        }
        var files: [(path: String, relative: String)] = []
        var listed: Set<String> = []
        for moduleFolder in folders {
            for sourceFolder in sourceFolders {
                let base = ModulePaths.join(moduleFolder, sourceFolder)
                guard ModulePaths.isDirectory(base) else { continue }
                for sub in (FileManager.default.subpaths(atPath: base) ?? []).sorted()
                where sub.hasSuffix(".kt") || sub.hasSuffix(".java") {
                    let path = ModulePaths.join(base, sub)
                    guard ModulePaths.isFile(path) else { continue }
                    let relative = relativePath(path, to: root)
                    if listed.insert(relative).inserted { files.append((path, relative)) }
                }
            }
        }
        files.sort { $0.relative < $1.relative }
        return ModuleSourceFiles(root: root, module: relativePath(folder, to: root), files: files)
    }

    /// `path` relative to `root` when it lies inside it, else `path` as given.
    static func relativePath(_ path: String, to root: String) -> String {
        let normalizedPath = ModulePaths.normalize(path)
        let normalizedRoot = ModulePaths.normalize(root)
        if normalizedPath == normalizedRoot { return "." }
        if normalizedRoot == "." { return normalizedPath }
        let prefix = normalizedRoot.hasSuffix("/") ? normalizedRoot : normalizedRoot + "/"
        return normalizedPath.hasPrefix(prefix) ? String(normalizedPath.dropFirst(prefix.count)) : normalizedPath
    }
}
