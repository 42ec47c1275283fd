import Foundation

/// The files of an app folder: `AndroidManifest.xml`, `res/xml/NAME.xml` and `res/values/*.xml`. Paths
/// are built from the folder as given, so diagnostics carry no machine paths.
struct AppFolderFiles {
    let folder: String
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
    }

    func path(_ relative: String) -> String {
        folder.isEmpty || folder == "." ? relative : folder + "/" + relative
    }

    var manifestPath: String { path("AndroidManifest.xml") }

    func xmlResourcePath(_ name: String) -> String { path(flatResources ? "\(name).xml" : "res/xml/\(name).xml") }

    func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The `.xml` files directly in `res/<subfolder>`, sorted by name (empty when the folder is missing).
    func xmlFiles(in subfolder: String) -> [String] {
        let directory = path("res/\(subfolder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { directory + "/" + $0 }
    }

    /// The `res/` subfolders whose name starts with `prefix-` (configuration-qualified variants), sorted.
    func qualifiedFolders(of kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path("res"))) ?? []
        return names.filter { $0.hasPrefix(kind + "-") }.sorted()
    }

    /// Reads and parses an XML file; a missing or unreadable file is an ``Diagnostic/Code/unreadable``
    /// error at its start.
    func readXML(_ path: String) throws(FormatError) -> XMLDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw FormatError(.unreadable, at: .file(path), reason)
        }
        return try XMLReader.parse(bytes: [UInt8](data), path: path)
    }
}
