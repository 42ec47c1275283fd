import Foundation

/// The files an app is read from: its `AndroidManifest.xml` and its resource folders. A flat app folder has
/// `AndroidManifest.xml` and `res/` side by side; an Android module has `src/main/AndroidManifest.xml` and
/// `src/main/res/` (``ModuleLayout``), and when library modules are merged in, their `res/` folders follow the
/// app's, which wins, as Android's resource merging does. Paths are built from the folder as given, so
/// diagnostics carry no machine paths.
struct AppFolderFiles {
    let folder: String
    /// The manifest being read.
    var manifestPath: String
    /// The `res/` folders, highest priority (the app's) first.
    var resourceFolders: [String]
    /// `@xml/NAME` is `NAME.xml` beside the manifest rather than in `res/xml/`.
    var flatResources = false

    init(_ folder: String, flatResources: Bool) {
        self.init(folder)
        self.flatResources = flatResources
    }

    init(_ folder: String) {
        var trimmed = folder
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.folder = trimmed
        manifestPath = ModulePaths.join(trimmed, "AndroidManifest.xml")
        resourceFolders = [ModulePaths.join(trimmed, "res")]
    }

    init(folder: String, manifestPath: String, resourceFolders: [String], flatResources: Bool = false) {
        self.folder = folder
        self.manifestPath = manifestPath
        self.resourceFolders = resourceFolders
        self.flatResources = flatResources
    }

    /// This set of files reading another module's manifest (the resource folders stay shared).
    func reading(manifest path: String) -> AppFolderFiles {
        var copy = self
        copy.manifestPath = path
        return copy
    }

    func path(_ relative: String) -> String { ModulePaths.join(folder, relative) }

    /// The app's own `res/` folder.
    var primaryResources: String { resourceFolders.first ?? path("res") }

    /// The file `@xml/NAME` names: the first resource folder that has it (or the app's, when none does).
    func xmlResourcePath(_ name: String) -> String {
        if flatResources { return ModulePaths.join(ModulePaths.parent(of: manifestPath), "\(name).xml") }
        let candidates = resourceFolders.map { ModulePaths.join($0, "xml/\(name).xml") }
        return candidates.first(where: fileExists) ?? ModulePaths.join(primaryResources, "xml/\(name).xml")
    }

    func fileExists(_ path: String) -> Bool { ModulePaths.isFile(path) }

    /// The `.xml` files directly in `res/<subfolder>` of the app's resources, sorted by name.
    func xmlFiles(in subfolder: String) -> [String] { xmlFiles(in: subfolder, of: primaryResources) }

    /// The `.xml` files directly in `<resources>/<subfolder>`, sorted by name (empty when the folder is missing).
    func xmlFiles(in subfolder: String, of resources: String) -> [String] {
        let directory = ModulePaths.join(resources, subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { directory + "/" + $0 }
    }

    /// The app's `res/` subfolders whose name starts with `prefix-` (configuration-qualified variants), sorted.
    func qualifiedFolders(of kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: primaryResources)) ?? []
        return names.filter { $0.hasPrefix(kind + "-") }.sorted()
    }

    /// Reads and parses an XML file; a missing or unreadable file is an ``Diagnostic/Code/unreadable``
    /// error at its start.
    func readXML(_ path: String) throws(FormatError) -> ParsedXMLDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw FormatError(.unreadable, at: .file(path), reason)
        }
        return try XMLReader.parse(bytes: [UInt8](data), path: path)
    }
}
