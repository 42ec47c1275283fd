import Foundation

/// The Gradle project around a module: its root (the nearest folder up with `settings.gradle(.kts)`), the
/// modules the settings include, the root build script's `ext` / `extra` values, the root
/// `gradle.properties` and the version catalogs in `gradle/`.
///
/// Paths stay as the user gave them (relative paths grow `..` components), so diagnostics carry no machine
/// paths.
struct GradleProject {
    /// The root folder, or `nil` when no settings file was found (then only the module's own files count).
    let root: String?
    /// `include(":a:b")` paths of the settings, with their folders (`project(":x").projectDir = file("…")`
    /// moves one).
    private(set) var modules: [(path: String, folder: String)] = []
    /// The root build script, when there is one.
    private(set) var rootScript: GradleScript?
    /// The root `gradle.properties`.
    private(set) var rootProperties: GradleProperties?
    private var catalogs: [String: VersionCatalog?] = [:]

    /// Finds the project around `moduleFolder` (at most eight folders up).
    init(around moduleFolder: String) {
        var candidate = moduleFolder
        var found: String?
        for _ in 0..<8 {
            if Self.firstFile(in: candidate, named: ["settings.gradle.kts", "settings.gradle"]) != nil {
                found = candidate
                break
            }
            candidate = ModulePaths.parent(of: candidate)
        }
        root = found
        guard let root = found else { return }
        if let settingsPath = Self.firstFile(in: root, named: ["settings.gradle.kts", "settings.gradle"]),
            let script = GradleScript(path: settingsPath)
        {
            readSettings(script, root: root)
        }
        if let path = Self.firstFile(in: root, named: ["build.gradle.kts", "build.gradle"]) {
            rootScript = GradleScript(path: path)
        }
        rootProperties = GradleProperties(path: ModulePaths.join(root, "gradle.properties"))
    }

    /// The version catalog of the accessor `name` (`libs` → `gradle/libs.versions.toml`), if the file exists.
    mutating func catalog(named name: String) -> VersionCatalog? {
        if let cached = catalogs[name] { return cached }
        let catalog = root.flatMap { VersionCatalog(path: ModulePaths.join($0, "gradle/\(name).versions.toml")) }
        catalogs[name] = catalog
        return catalog
    }

    /// The catalog file `name` would be read from, for messages.
    func catalogPath(named name: String) -> String {
        ModulePaths.join(root ?? ".", "gradle/\(name).versions.toml")
    }

    /// The folder of the project path `:a:b`, or `nil` without a project root.
    func folder(ofProject path: String) -> String? {
        if let module = modules.first(where: { $0.path == path }) { return module.folder }
        guard let root else { return nil }
        let relative = path.split(separator: ":").joined(separator: "/")
        return ModulePaths.join(root, relative)
    }

    /// The project path a type-safe accessor names (`projects.core.widgetLib` → `:core:widget-lib`): the
    /// included module whose path, with each `-`/`_` separated part camel-cased, spells the accessor.
    func projectPath(ofAccessor accessor: [String]) -> String? {
        let wanted = accessor.joined(separator: ".")
        return modules.first { module in
            module.path.split(separator: ":").map { Self.camelCased(String($0)) }.joined(separator: ".") == wanted
        }?.path
    }

    private mutating func readSettings(_ script: GradleScript, root: String) {
        for statement in script.statements {
            guard let first = statement.tokens.first, first.isIdentifier else { continue }
            if first.text == "include" {
                for token in statement.tokens where token.kind == .string(interpolated: false) {
                    let path = token.text.hasPrefix(":") ? token.text : ":" + token.text
                    let relative = path.split(separator: ":").joined(separator: "/")
                    modules.append((path, ModulePaths.join(root, relative)))
                }
            } else if first.text == "project",
                let equals = statement.tokens.firstIndex(where: { $0.isSymbol("=") }),
                statement.tokens[..<equals].contains(where: { $0.isIdentifier && $0.text == "projectDir" }),
                let path = statement.tokens[..<equals].first(where: { $0.kind == .string(interpolated: false) })?.text,
                let directory = statement.tokens[equals...].last(where: { $0.kind == .string(interpolated: false) })?
                    .text
            {
                let projectPath = path.hasPrefix(":") ? path : ":" + path
                let folder = directory.hasPrefix("/") ? directory : ModulePaths.join(root, directory)
                modules.removeAll { $0.path == projectPath }
                modules.append((projectPath, ModulePaths.normalize(folder)))
            }
        }
    }

    static func camelCased(_ name: String) -> String {
        var result = ""
        var upper = false
        for character in name {
            if character == "-" || character == "_" {
                upper = true
            } else {
                result += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return result
    }

    static func firstFile(in folder: String, named names: [String]) -> String? {
        names.map { ModulePaths.join(folder, $0) }.first { ModulePaths.isFile($0) }
    }
}

extension GradleScript {
    /// Reads a script file; `nil` when it cannot be read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(text: String(decoding: data, as: UTF8.self), path: path)
    }
}

/// Path arithmetic on paths as the user gave them.
package enum ModulePaths {
    package static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty || folder == "."
            ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }

    /// The parent folder: `a/b` → `a`, `a` → `.`, `.` → `..`, `../x` → `..`, `..` → `../..`.
    static func parent(of path: String) -> String {
        let normalized = normalize(path)
        let parts = normalized.split(separator: "/", omittingEmptySubsequences: false)
        if normalized == "." { return ".." }
        if parts.allSatisfy({ $0 == ".." }) { return normalized + "/.." }
        if normalized == "/" { return "/" }
        let parent = parts.dropLast().joined(separator: "/")
        return parent.isEmpty ? (normalized.hasPrefix("/") ? "/" : ".") : parent
    }

    static func normalize(_ path: String) -> String { NormalizedPath.of(path) }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
