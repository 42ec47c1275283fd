import Foundation

/// The seed files the fuzzer mutates: every app folder (a folder with an `AndroidManifest.xml`) under the seed
/// roots gives its manifest, provider files, resource values, behaviour file, scenarios (Android and iOS),
/// compare scripts and invariants files; every scenario also gives a saved state folder. Every Gradle project gives
/// its build files, and the Kotlin and Java files of its Android modules. Everything is sorted, so the same roots
/// give the same corpus.
struct FuzzCorpus {
    /// One seed: an app folder and a file in it (relative to the folder).
    struct Seed: Hashable {
        /// The app folder, absolute.
        var folder: String
        /// The file, relative to the folder.
        var file: String
        /// For a build file: the module folder (relative to `folder`, a project root) that `validate` reads; for a
        /// Kotlin or Java source: the module that holds it.
        var module: String? = nil
        /// For a Kotlin or Java source: the project's application module, which `init` drafts and `lint` checks
        /// (a library module alone has no SDK levels to load with), reading the library's sources through it.
        var appModule: String? = nil
    }

    /// The seeds of each format.
    var seeds: [FuzzFormat: [Seed]] = [:]

    /// Collects the seeds under `roots`.
    init(roots: [String]) {
        let manager = FileManager.default
        var folders: [String] = []
        var projects: [String] = []
        for root in roots {
            let absolute = root.hasPrefix("/") ? root : manager.currentDirectoryPath + "/" + root
            let paths = (manager.enumerator(atPath: absolute)?.allObjects as? [String]) ?? []
            for path in paths {
                let name = (path as NSString).lastPathComponent
                let directory = ((absolute + "/" + path) as NSString).deletingLastPathComponent
                if name == "AndroidManifest.xml" { folders.append(directory) }
                if name == "settings.gradle" || name == "settings.gradle.kts" { projects.append(directory) }
            }
        }
        for project in Set(projects).sorted() { addBuildFiles(of: project) }
        for folder in Set(folders).sorted() {
            add(.manifest, folder, "AndroidManifest.xml")
            if manager.fileExists(atPath: folder + "/behavior.json5") { add(.behavior, folder, "behavior.json5") }
            for (format, directory) in [(FuzzFormat.provider, "res/xml"), (.values, "res/values")] {
                for name in Self.files(in: folder + "/" + directory, suffix: ".xml") {
                    add(format, folder, directory + "/" + name)
                }
            }
            for name in Self.files(in: folder, suffix: ".scenario") {
                add(Self.isIOSScript(folder + "/" + name) ? .ios : .scenario, folder, name)
                add(.state, folder, name)
                add(.snapshot, folder, name)
            }
            for name in Self.files(in: folder, suffix: ".compare") { add(.compare, folder, name) }
            for name in Self.files(in: folder, suffix: ".invariants") { add(.invariants, folder, name) }
        }
    }

    private mutating func add(
        _ format: FuzzFormat, _ folder: String, _ file: String, module: String? = nil, appModule: String? = nil
    ) {
        seeds[format, default: []].append(Seed(folder: folder, file: file, module: module, appModule: appModule))
    }

    /// The build files of a Gradle project: each module's (validating that module) and the project's own
    /// (validating its first Android module).
    private mutating func addBuildFiles(of project: String) {
        let manager = FileManager.default
        let paths = ((manager.enumerator(atPath: project)?.allObjects as? [String]) ?? []).sorted()
        let buildNames = ["build.gradle", "build.gradle.kts"]
        let modules = paths.filter { buildNames.contains(($0 as NSString).lastPathComponent) }.map {
            ($0 as NSString).deletingLastPathComponent
        }.filter { module in
            !module.isEmpty
                && ["src/main/AndroidManifest.xml", "src/androidMain/AndroidManifest.xml"].contains {
                    manager.fileExists(atPath: project + "/" + module + "/" + $0)
                }
        }
        guard let first = modules.first else { return }
        let projectNames = [
            "settings.gradle", "settings.gradle.kts", "gradle.properties", "build.gradle", "build.gradle.kts",
        ]
        // Longest first: a module's sources are its own, not those of the module folder holding it.
        let byLength = modules.sorted { $0.count > $1.count }
        let application = modules.first { module in
            buildNames.contains { name in
                let text = (try? String(contentsOfFile: project + "/" + module + "/" + name, encoding: .utf8)) ?? ""
                return text.contains("android.application") || text.contains("com.android.application")
            }
        }
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let directory = (path as NSString).deletingLastPathComponent
            if name.hasSuffix(".kt") || name.hasSuffix(".java"), path.contains("/src/"),
                let module = byLength.first(where: { path.hasPrefix($0 + "/") })
            {
                add(.kotlin, project, path, module: module, appModule: application)
            }
            if buildNames.contains(name), modules.contains(directory) {
                add(.build, project, path, module: directory)
            } else if (directory.isEmpty && projectNames.contains(name)) || name.hasSuffix(".versions.toml") {
                add(.build, project, path, module: first)
            }
        }
    }

    /// Whether the scenario at `path` is an iOS script: its first line that is not blank or a comment is
    /// `platform ios`.
    static func isIOSScript(_ path: String) -> Bool {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let first = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
        return first == "platform ios"
    }

    /// The names of the files directly in `directory` ending in `suffix`, sorted.
    static func files(in directory: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(suffix) }
            .sorted()
    }
}
