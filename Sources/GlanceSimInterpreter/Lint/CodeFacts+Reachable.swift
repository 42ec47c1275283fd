import GlanceSimFormats

extension CodeFacts {
    /// The facts without those in functions nothing calls: a function that overrides nothing and whose name
    /// appears nowhere else in the sources is dead code, and a phone never runs it (lint must not report drift
    /// from it).
    func reachable(in sources: KotlinSources) -> CodeFacts {
        var uses: [String: Int] = [:]
        for file in sources.files {
            for token in file.tokens where token.isIdentifier { uses[token.text, default: 0] += 1 }
        }
        func isDead(_ path: String, _ line: Int) -> Bool {
            guard let file = sources.files.first(where: { $0.path == path }) else { return false }
            let enclosing = file.functions.filter { function in
                function.body.contains { file.tokens[$0].line == line }
            }.min { $0.body.count < $1.body.count }
            guard let function = enclosing, !function.isOverride else { return false }
            return (uses[function.name] ?? 0) <= 1
        }
        var result = self
        result.work = work.filter { !isDead($0.file, $0.line) }
        result.cancels = cancels.filter { !isDead($0.file, $0.line) }
        result.alarms = alarms.filter { !isDead($0.file, $0.line) }
        result.runtimeReceivers = runtimeReceivers.filter { !isDead($0.file, $0.line) }
        return result
    }
}
