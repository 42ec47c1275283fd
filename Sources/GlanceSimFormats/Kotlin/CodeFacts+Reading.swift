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
        let found = ModuleSourceFiles.find(module: folder)
        var files: [KotlinFile] = []
        var unreadable: [(path: String, error: KotlinSyntaxError)] = []
        for file in found.files {
            guard let data = FileManagerAccess.contents(file.path), let text = String(validating: data, as: UTF8.self)
            else {
                unreadable.append((file.relative, KotlinSyntaxError(line: 1, column: 1, message: "not UTF-8 text")))
                continue
            }
            do {
                files.append(try KotlinFile(path: file.relative, text: text))
            } catch {
                unreadable.append((file.relative, error))
            }
        }
        return read(KotlinSources(files: files, unreadable: unreadable), module: found.module)
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
