import Foundation

extension CodeFacts {
    /// Reads the facts of the module at `folder` (an Android module folder): its sources and those of the modules
    /// it depends on (``ModuleSourceFiles``).
    ///
    /// ```swift
    /// let facts = CodeFacts.read(module: "Manifests/platform-weather/app")
    /// facts.work.first?.period   // "30m"
    /// ```
    public static func read(module folder: String) -> CodeFacts {
        readWithSources(module: folder).facts
    }

    /// Reads the facts of sources already split into files (paths in them are used as they are).
    package static func read(_ sources: KotlinSources, module: String) -> CodeFacts {
        var reader = CodeFactReader(sources: sources, facts: CodeFacts(module: module))
        reader.readAll()
        return reader.facts
    }
}

enum FileManagerAccess {
    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
