extension CodeFacts {
    /// Reads the facts of the module at `folder` and keeps the sources they were read from (for drafting).
    package static func readWithSources(module folder: String) -> (
        sources: KotlinSources, facts: CodeFacts, root: String
    ) {
        let found = ModuleSourceFiles.find(module: folder)
        var files: [KotlinFile] = []
        var unreadable: [(path: String, error: KotlinSyntaxError)] = []
        for file in found.files {
            guard let bytes = FileManagerAccess.contents(file.path), let text = String(validating: bytes, as: UTF8.self)
            else {
                let bad = FileManagerAccess.contents(file.path).flatMap {
                    SourceLocation.firstInvalidUTF8(in: Array($0), path: file.relative)
                }
                unreadable.append(
                    (
                        file.relative,
                        KotlinSyntaxError(
                            line: bad?.line ?? 1, column: bad?.column ?? 1,
                            message: "not UTF-8 text: this byte does not start a valid UTF-8 sequence")
                    ))
                continue
            }
            do {
                files.append(try KotlinFile(path: file.relative, text: text))
            } catch {
                unreadable.append((file.relative, error))
            }
        }
        let sources = KotlinSources(files: files, unreadable: unreadable)
        return (sources, read(sources, module: found.module), found.root)
    }

    /// Whether the module at `folder` (or a module it depends on) has any Kotlin or Java source.
    package static func hasSources(module folder: String) -> Bool {
        !ModuleSourceFiles.find(module: folder).files.isEmpty
    }
}
