import GlanceSimFormats

extension CodeFacts {
    /// The facts without those in functions nothing calls: a function that overrides nothing, is no operator, has
    /// no annotation (a framework may call it) and whose name appears nowhere else in the sources is dead code, and
    /// a phone never runs it. Lint reports what the code does and the model lacks only from these.
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
            guard let function = enclosing, !function.isOverride, (uses[function.name] ?? 0) <= 1 else { return false }
            // The modifiers and annotations before `fun` (back to the previous declaration's end).
            var position = function.nameIndex - 1
            while position >= 0 && !file.tokens[position].isIdentifier("fun") { position -= 1 }
            var modifier = position - 1
            while modifier >= 0,
                file.tokens[modifier].isIdentifier || file.tokens[modifier].isSymbol("@")
                    || file.tokens[modifier].isSymbol(")")
            {
                let token = file.tokens[modifier]
                if token.isSymbol("@") || token.isIdentifier("operator") || token.isIdentifier("infix") { return false }
                if token.isSymbol(")") {
                    modifier = file.partner[modifier] - 1  // an annotation's arguments
                    continue
                }
                if token.followsNewline && !["private", "internal", "public", "suspend", "inline"].contains(token.text)
                {
                    break
                }
                modifier -= 1
            }
            return true
        }
        var result = self
        result.work = work.filter { !isDead($0.file, $0.line) }
        result.cancels = cancels.filter { !isDead($0.file, $0.line) }
        result.alarms = alarms.filter { !isDead($0.file, $0.line) }
        result.runtimeReceivers = runtimeReceivers.filter { !isDead($0.file, $0.line) }
        return result
    }
}
