import GlanceSimFormats

/// Small helpers for the Kotlin reader's suites: in-memory files, their facts, and their tokens.
enum KotlinTestSupport {
    /// The facts of in-memory files (`(path, text)`), read as module `app`.
    /// A file that does not tokenize is passed on as unreadable, as `CodeFacts.read(module:)` does.
    static func facts(_ files: [(String, String)]) throws -> CodeFacts {
        var parsed: [KotlinFile] = []
        var unreadable: [(path: String, error: KotlinSyntaxError)] = []
        for (path, text) in files {
            do {
                parsed.append(try KotlinFile(path: path, text: text))
            } catch {
                unreadable.append((path, error))
            }
        }
        return CodeFacts.read(KotlinSources(files: parsed, unreadable: unreadable), module: "app")
    }

    /// The facts of one Kotlin file at `app/src/main/java/com/x/W.kt`.
    static func facts(_ text: String, path: String = "app/src/main/java/com/x/W.kt") throws -> CodeFacts {
        try facts([(path, text)])
    }

    /// The tokens' texts.
    static func texts(_ text: String, java: Bool = false) throws -> [String] {
        try KotlinTokenizer.tokens(of: text, isJava: java).map(\.text)
    }

    /// The todos' lines, in order.
    static func todoLines(_ facts: CodeFacts) -> [Int] { facts.todos.map(\.line) }
}
