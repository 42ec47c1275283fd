import GlanceSimFormats

/// A condition a step of a callback runs under: an `if` or `else` branch, a `when` branch, a `?.let` block, the
/// negation of an earlier `if (…) return`, or a `catch` block. The draft says each one as an `if` effect when the
/// behaviour format can express it (``expression``), and otherwise writes a TODO around the guarded effects: a
/// draft never drops a condition.
///
/// ```swift
/// // if (intent.action == ACTION_REFRESH) { glanceWidget.updateAll(context) }
/// CodeGuard(kotlin: "intent.action == ACTION_REFRESH", expression: "action == 'com.example.REFRESH'",
///           file: "W.kt", line: 12)
/// ```
struct CodeGuard: Equatable {
    /// The condition as the code says it (negated with `!(…)` where the step runs when it is false).
    var kotlin: String
    /// The same condition in the behaviour file's expression syntax, or `nil` when it cannot be said there.
    var expression: String?
    /// Where the condition is.
    var file: String
    var line: Int
    /// Whether it is the negation of an earlier `if (…) return` (or `continue`, `break`, `throw`, `?: return`).
    var isEarlyExit = false
}

/// Finds the conditions a token of a function body runs under (``CodeGuard``), reading the token structure: the
/// blocks around it, brace-less `if`/`else`/`when` branches, and early returns before it.
struct CodeGuards {
    let sources: KotlinSources
    let translator: KotlinConditionTranslator

    init(sources: KotlinSources) {
        self.sources = sources
        translator = KotlinConditionTranslator(sources: sources)
    }

    /// The guards of the token at `index` of file `number`, within the function body `body`, outermost first.
    func guards(of index: Int, within body: Range<Int>, file number: Int) -> [CodeGuard] {
        let file = sources.files[number]
        var found: [(position: Int, guard: CodeGuard)] = []
        // The blocks around the token, and the early returns before it in each.
        var blocks: [Int] = []
        var position = index
        while position > body.lowerBound {
            position -= 1
            if file.tokens[position].isSymbol("{"), file.partner[position] > index { blocks.append(position) }
        }
        for open in blocks {
            if let opener = openerGuard(of: open, file: number) { found.append((open, opener)) }
        }
        for block in [body.lowerBound] + blocks.map({ $0 + 1 }) {
            let end = block == body.lowerBound ? body.upperBound : file.partner[block - 1]
            found += earlyReturns(before: index, in: block..<end, file: number)
        }
        found += bracelessBranches(governing: index, within: body, file: number)
        return found.sorted { $0.position < $1.position }.map(\.guard)
    }

    // MARK: - Blocks

    /// The guard a block's opening brace at `open` puts on what it holds.
    private func openerGuard(of open: Int, file number: Int) -> CodeGuard? {
        let file = sources.files[number]
        guard open > 0 else { return nil }
        let before = file.tokens[open - 1]
        if before.isSymbol(")"), let keyword = keyword(beforeParenthesesClosedAt: open - 1, file: file) {
            let condition = (file.partner[open - 1] + 1)..<(open - 1)
            switch keyword.text {
            case "if": return ifGuard(condition: condition, ifToken: keyword.index, file: number)
            case "catch":
                return CodeGuard(
                    kotlin: "the code above throws \(Self.source(file, condition))", expression: nil, file: file.path,
                    line: file.tokens[keyword.index].line)
            case "for", "while":
                // A loop over the callback's own ids is onUpdate's per-widget run (the draft runs it per id); any
                // other loop runs its effects as many times as it goes round, which a behaviour file cannot count.
                let subject = Self.source(file, condition)
                guard !(keyword.text == "for" && Self.isOverIds(subject)) else { return nil }
                return CodeGuard(
                    kotlin: "\(keyword.text == "for" ? "once for each" : "again while") \(subject)", expression: nil,
                    file: file.path, line: file.tokens[keyword.index].line)
            default: break  // a call's trailing lambda (`post(…) { }`) or an object's body: below
            }
        }
        if let object = anonymousObject(openingAt: open, file: file) {
            return CodeGuard(
                kotlin: "a method of `\(object)` is called (later, by whoever holds the object)", expression: nil,
                file: file.path, line: before.line)
        }
        if before.isIdentifier("else") { return elseGuard(elseAt: open - 1, file: number) }
        if before.isSymbol("->") { return whenBranchGuard(arrowAt: open - 1, file: number) }
        if let deferred = deferredCallback(openingAt: open, file: file) {
            return CodeGuard(
                kotlin: "\(deferred) calls back (later, not while this code runs)", expression: nil,
                file: file.path, line: before.line)
        }
        if ["let", "also", "run", "apply"].contains(before.text), open >= 2, file.tokens[open - 2].isSymbol("?.") {
            guard let receiver = file.receiverOfCall(at: open - 1) else { return nil }
            return CodeGuard(
                kotlin: "\(Self.source(file, receiver)) != null",
                expression: translator.value(receiver, file: number).map { "\($0) != null" }, file: file.path,
                line: before.line)
        }
        return nil
    }

    /// Functions whose lambda runs later, not where the code calls them: a flow's collector, a listener, a
    /// posted task. Effects in such a lambda are not the callback's own.
    static let deferredCalls: Set<String> = [
        "onEach", "collect", "collectLatest", "observe", "observeForever", "addListener", "setOnClickListener",
        "post", "postDelayed", "addOnCompleteListener", "addOnSuccessListener", "addOnFailureListener", "subscribe",
        "registerOnSharedPreferenceChangeListener", "setOnCheckedChangeListener", "doOnNext", "invokeOnCompletion",
    ]

    /// Whether a `for` loop's header goes over the widget ids (`id in appWidgetIds`, Java's `int id : ids`).
    static func isOverIds(_ header: String) -> Bool {
        guard let last = header.split(whereSeparator: { $0 == " " || $0 == ":" }).last else { return false }
        return KotlinFile.namesWidgetIds(last)
    }

    /// The supertype of the anonymous object whose body opens at `open` (`object : PebbleKit.PebbleDataReceiver(…)
    /// {`, Java's `new Runnable() {`): its methods run when whoever holds the object calls them, not here.
    private func anonymousObject(openingAt open: Int, file: KotlinFile) -> String? {
        var position = open - 1
        var steps = 0
        while position >= 0, steps < 40 {
            steps += 1
            let token = file.tokens[position]
            if token.isSymbol(")"), file.partner[position] >= 0 {
                position = file.partner[position] - 1
                continue
            }
            if token.isIdentifier("object"), position + 1 < open, file.tokens[position + 1].isSymbol(":") {
                return Self.source(file, (position + 2)..<open)
            }
            if token.isIdentifier("new"), file.isJava { return Self.source(file, (position + 1)..<open) }
            if token.kind == .symbol, ["{", "}", "=", "(", ",", ";", "->"].contains(token.text) { return nil }
            if token.isIdentifier, ["fun", "class", "interface", "if", "else", "when", "return"].contains(token.text) {
                return nil
            }
            position -= 1
        }
        return nil
    }

    /// The call (`dataUpdatedFlow.onEach`) whose lambda opens at `open`, when it is one of ``deferredCalls``.
    private func deferredCallback(openingAt open: Int, file: KotlinFile) -> String? {
        var name = open - 1
        if file.tokens[name].isSymbol(")") { name = file.partner[name] - 1 }
        guard name >= 0, file.tokens[name].isIdentifier, Self.deferredCalls.contains(file.tokens[name].text)
        else { return nil }
        let receiver = file.receiverOfCall(at: name).map { Self.source(file, $0) + "." } ?? ""
        return receiver + file.tokens[name].text
    }

    /// The keyword (`if`, `catch`, `for`, `when`…) right before the parentheses that close at `close`.
    private func keyword(beforeParenthesesClosedAt close: Int, file: KotlinFile) -> (text: String, index: Int)? {
        let open = file.partner[close]
        guard open > 0, file.tokens[open].isSymbol("("), file.tokens[open - 1].isIdentifier else { return nil }
        return (file.tokens[open - 1].text, open - 1)
    }

    /// `if (condition)`, and when the `if` follows an `else`, the negations of the branches before it.
    private func ifGuard(condition: Range<Int>, ifToken: Int, file number: Int) -> CodeGuard {
        let file = sources.files[number]
        var guardHere = CodeGuard(
            kotlin: Self.source(file, condition), expression: translator.condition(condition, file: number),
            file: file.path,
            line: file.tokens[ifToken].line)
        if ifToken > 0, file.tokens[ifToken - 1].isIdentifier("else"),
            let earlier = elseGuard(elseAt: ifToken - 1, file: number)
        {
            guardHere = Self.both(earlier, guardHere)
        }
        return guardHere
    }

    /// What an `else` at `elseAt` runs under: the negation of its `if`'s condition (and of the chain before it).
    private func elseGuard(elseAt: Int, file number: Int) -> CodeGuard? {
        let file = sources.files[number]
        guard let (condition, ifToken) = ifCondition(endingBefore: elseAt, file: file) else {
            return CodeGuard(
                kotlin: "the else of a condition the reader could not find", expression: nil, file: file.path,
                line: file.tokens[elseAt].line)
        }
        let negated = ifGuard(condition: condition, ifToken: ifToken, file: number)
        return CodeGuard(
            kotlin: Self.negated(negated.kotlin), expression: negated.expression.map(Self.negated), file: file.path,
            line: file.tokens[elseAt].line)
    }

    /// The condition of the `if` whose branch ends right before `elseAt` (a block, or a brace-less statement).
    private func ifCondition(endingBefore elseAt: Int, file: KotlinFile) -> (Range<Int>, Int)? {
        var position = elseAt - 1
        while position >= 0 {
            let token = file.tokens[position]
            if token.isSymbol(")") || token.isSymbol("}") || token.isSymbol("]") {
                let open = file.partner[position]
                if token.isSymbol(")"), let keyword = keyword(beforeParenthesesClosedAt: position, file: file),
                    keyword.text == "if"
                {
                    return ((open + 1)..<position, keyword.index)
                }
                position = open - 1
                continue
            }
            if token.isSymbol("{") || token.isSymbol(";") { return nil }
            position -= 1
        }
        return nil
    }

    /// What a `when` branch whose arrow is at `arrowAt` runs under.
    private func whenBranchGuard(arrowAt: Int, file number: Int) -> CodeGuard? {
        let file = sources.files[number]
        guard let body = enclosingBlock(of: arrowAt, file: file), body > 0 else { return nil }
        var subject: Range<Int>?
        if file.tokens[body - 1].isSymbol(")"), let keyword = keyword(beforeParenthesesClosedAt: body - 1, file: file),
            keyword.text == "when"
        {
            subject = (file.partner[body - 1] + 1)..<(body - 1)
        } else if !file.tokens[body - 1].isIdentifier("when") {
            return nil
        }
        let branches = whenBranches(body: body, file: file)
        guard let branch = branches.first(where: { $0.arrow == arrowAt }) else { return nil }
        let line = file.tokens[branch.start].line
        let isElse = branch.start + 1 == branch.arrow && file.tokens[branch.start].isIdentifier("else")
        let others = branches.filter { $0.arrow != arrowAt }
        func said(_ branch: (start: Int, arrow: Int)) -> (kotlin: String, expression: String?) {
            let values = translator.split(branch.start..<branch.arrow, at: [","], file: file).map(\.range).filter {
                !$0.isEmpty
            }
            guard let subject else {
                return (
                    Self.source(file, branch.start..<branch.arrow),
                    translator.condition(branch.start..<branch.arrow, file: number)
                )
            }
            let kotlin = values.map { "\(Self.source(file, subject)) == \(Self.source(file, $0))" }.joined(
                separator: " || ")
            let left = translator.value(subject, file: number)
            let rights = values.map { translator.value($0, file: number) }
            guard let left, rights.allSatisfy({ $0 != nil }) else { return (kotlin, nil) }
            let expression =
                rights.count == 1
                ? "\(left) == \(rights[0]!)" : "\(left) in [\(rights.map { $0! }.joined(separator: ", "))]"
            return (kotlin, expression)
        }
        if isElse {
            let negations = others.filter { !file.tokens[$0.start].isIdentifier("else") }.map(said)
            return CodeGuard(
                kotlin: negations.map { "!(\($0.kotlin))" }.joined(separator: " && "),
                expression: negations.allSatisfy { $0.expression != nil }
                    ? negations.map { "!(\($0.expression!))" }.joined(separator: " && ") : nil,
                file: file.path, line: line)
        }
        let here = said(branch)
        return CodeGuard(kotlin: here.kotlin, expression: here.expression, file: file.path, line: line)
    }

    /// The branches of the `when` body opening at `body`: each from its first token to its arrow.
    private func whenBranches(body: Int, file: KotlinFile) -> [(start: Int, arrow: Int)] {
        var branches: [(start: Int, arrow: Int)] = []
        var start: Int? = body + 1
        var index = body + 1
        let end = file.partner[body]
        while index < end {
            let token = file.tokens[index]
            if start == nil, token.followsNewline || token.isSymbol(";") {
                start = token.isSymbol(";") ? index + 1 : index
            }
            if token.isSymbol("->"), let first = start {
                branches.append((first, index))
                start = nil
            }
            if ["(", "[", "{"].contains(token.text), token.kind == .symbol {
                index = file.partner[index] + 1
                continue
            }
            index += 1
        }
        return branches
    }

    /// The innermost `{` around `index`.
    private func enclosingBlock(of index: Int, file: KotlinFile) -> Int? {
        var position = index
        while position > 0 {
            position -= 1
            if file.tokens[position].isSymbol("{"), file.partner[position] > index { return position }
        }
        return nil
    }

    // MARK: - Brace-less branches and early returns

    /// The end (exclusive) of the statement starting at `start`: the first token at its nesting level that begins
    /// a new line (not continuing the expression), a `;`, an `else`, or the end of the enclosing block.
    func statementEnd(from start: Int, limit: Int, file: KotlinFile) -> Int {
        var index = start
        while index < limit {
            let token = file.tokens[index]
            if index > start {
                if token.isSymbol(";") || token.isSymbol("}") || token.isIdentifier("else") { return index }
                let continues =
                    token.kind == .symbol && [".", "?.", "?:", "&&", "||", "+", "-", "*", "/"].contains(token.text)
                if token.followsNewline && !continues && !isContinuation(before: index, file: file) { return index }
            }
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) {
                index = file.partner[index] + 1
                // `if (c) foo()` — a call's trailing lambda or an `if`'s condition is part of it.
                continue
            }
            index += 1
        }
        return limit
    }

    /// Whether the token before `index` leaves the expression open (an operator, `=`, `->`, or a keyword that
    /// takes what follows).
    private func isContinuation(before index: Int, file: KotlinFile) -> Bool {
        guard index > 0 else { return false }
        let previous = file.tokens[index - 1]
        if previous.kind == .symbol {
            return ["=", "->", ".", "?.", "?:", "&&", "||", "+", "-", "*", "/", ",", "("].contains(previous.text)
        }
        if previous.isIdentifier("else") { return true }
        if previous.isSymbol(")"), let keyword = keyword(beforeParenthesesClosedAt: index - 1, file: file) {
            return ["if", "for", "while", "when", "catch"].contains(keyword.text)
        }
        return false
    }

    /// The brace-less `if (c) statement`, `else statement` and `when` branch `X -> statement` that hold `index`.
    private func bracelessBranches(governing index: Int, within body: Range<Int>, file number: Int) -> [(
        position: Int, guard: CodeGuard
    )] {
        let file = sources.files[number]
        var found: [(Int, CodeGuard)] = []
        var position = body.lowerBound
        while position < index {
            let token = file.tokens[position]
            defer { position += 1 }
            let next = position + 1
            guard next <= index, !file.tokens[next].isSymbol("{") else { continue }
            let governs = { () -> Bool in
                let end = self.statementEnd(from: next, limit: body.upperBound, file: file)
                return index < end
            }
            if token.isSymbol(")"), let keyword = keyword(beforeParenthesesClosedAt: position, file: file),
                keyword.text == "if", governs()
            {
                let condition = (file.partner[position] + 1)..<position
                found.append((keyword.index, ifGuard(condition: condition, ifToken: keyword.index, file: number)))
            } else if token.isIdentifier("else"), !file.tokens[next].isIdentifier("if"), governs(),
                let guardHere = elseGuard(elseAt: position, file: number)
            {
                found.append((position, guardHere))
            } else if token.isSymbol("->"), governs(), let guardHere = whenBranchGuard(arrowAt: position, file: number)
            {
                found.append((position, guardHere))
            }
        }
        return found
    }

    /// The guards that returns before `index` in the block `block` put on it: `if (c) return` (or a block ending
    /// in `return`) means what follows runs only when `!c`; `val x = y ?: return` only when `y != null`.
    private func earlyReturns(before index: Int, in block: Range<Int>, file number: Int) -> [(
        position: Int, guard: CodeGuard
    )] {
        let file = sources.files[number]
        var found: [(Int, CodeGuard)] = []
        var position = block.lowerBound
        var saidUntil = -1  // the branch of an `if (c) … return` said above: its return is that guard
        while position < min(index, block.upperBound) {
            let token = file.tokens[position]
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) {
                let close = file.partner[position]
                guard close < index else { return found }  // the block holding the step: looked at on its own
                if token.isSymbol("("), let keyword = keyword(beforeParenthesesClosedAt: close, file: file),
                    keyword.text == "if", close + 1 < file.tokens.count, branchEnd(after: close, file: file) <= index,
                    exits(branchAfter: close, file: file), !hasElse(afterBranchAt: close, file: file)
                {
                    let condition = (position + 1)..<close
                    let negated = CodeGuard(
                        kotlin: Self.negated(Self.source(file, condition)),
                        expression: translator.condition(condition, file: number).map(Self.negated),
                        file: file.path, line: token.line, isEarlyExit: true)
                    found.append((keyword.index, negated))
                    saidUntil = branchEnd(after: close, file: file)
                } else if token.isSymbol("{"), position >= saidUntil,
                    !(position >= 2 && file.tokens[position - 1].isIdentifier("run")
                        && file.tokens[position - 2].isSymbol("?:")),
                    !isTryBlock(at: position, holding: index, file: file),
                    let exit = nestedReturn(in: (position + 1)..<close, of: block, file: file)
                {
                    // AnkiDroid's BootService: `if (a) { … } else { …; if (col == null) { …; return } }`, then more:
                    // what follows runs only when that return was not taken, which no single condition says.
                    found.append(
                        (
                            position,
                            CodeGuard(
                                kotlin: "the code above does not return first (the return at line \(exit))",
                                expression: nil, file: file.path, line: token.line, isEarlyExit: true)
                        ))
                }
                position = close + 1
                continue
            }
            // `?: return …`, or `?: run { …; return }` (shiguangschedule's WidgetDataSynchronizer).
            let elvisRun =
                position + 2 < index && file.tokens[position + 1].isIdentifier("run")
                && file.tokens[position + 2].isSymbol("{") && file.partner[position + 2] > position + 2
                && nestedReturn(in: (position + 3)..<file.partner[position + 2], of: block, file: file) != nil
            if token.isSymbol("?:"), position + 1 < index, file.tokens[position + 1].isIdentifier("return") || elvisRun
            {
                // The value is what stands before `?:` back to the `=` or the start of its line (a call's
                // arguments, a chain continued on the next line, are part of it).
                var start = position - 1
                while start > block.lowerBound {
                    if file.tokens[start].isSymbol(")") || file.tokens[start].isSymbol("]"), file.partner[start] >= 0 {
                        start = file.partner[start]
                    }
                    let continued = file.tokens[start].isSymbol(".") || file.tokens[start].isSymbol("?.")
                    if (file.tokens[start].followsNewline && !continued) || file.tokens[start - 1].isSymbol("=") {
                        break
                    }
                    start -= 1
                }
                if file.tokens[start].isSymbol("=") { start += 1 }
                let value = start..<position
                // A step in the `return` itself (`?: return Result.failure()`) runs when the value is null.
                let end = statementEnd(from: position + 1, limit: block.upperBound, file: file)
                if index < end {
                    found.append(
                        (
                            position,
                            CodeGuard(
                                kotlin: "\(Self.source(file, value)) == null",
                                expression: translator.value(value, file: number).map { "\($0) == null" },
                                file: file.path, line: token.line)
                        ))
                    return found
                }
                found.append(
                    (
                        position,
                        CodeGuard(
                            kotlin: "\(Self.source(file, value)) != null",
                            expression: translator.value(value, file: number).map { "\($0) != null" },
                            file: file.path, line: token.line, isEarlyExit: true)
                    ))
            }
            position += 1
        }
        return found
    }

    /// Whether the block at `open` is a `try` block whose `catch` or `finally` holds `index`: a return in the try
    /// block is no condition of its own on the catch, which runs only when the try block throws.
    private func isTryBlock(at open: Int, holding index: Int, file: KotlinFile) -> Bool {
        guard open > 0, file.tokens[open - 1].isIdentifier("try") else { return false }
        var after = file.partner[open] + 1
        while after < file.tokens.count,
            file.tokens[after].isIdentifier("catch") || file.tokens[after].isIdentifier("finally")
        {
            var body = after + 1
            if body < file.tokens.count, file.tokens[body].isSymbol("("), file.partner[body] > body {
                body = file.partner[body] + 1
            }
            guard body < file.tokens.count, file.tokens[body].isSymbol("{"), file.partner[body] > body else {
                return false
            }
            if (body..<file.partner[body]).contains(index) { return true }
            after = file.partner[body] + 1
        }
        return false
    }

    /// The line of a bare `return` (or `throw`) of the function inside `range`, a block nested in `block` — not one
    /// of a nested function or a labelled `return@…`.
    private func nestedReturn(in range: Range<Int>, of block: Range<Int>, file: KotlinFile) -> Int? {
        let function = file.enclosingFunction(of: block.lowerBound)?.nameIndex
        for index in range where file.tokens[index].isIdentifier("return") || file.tokens[index].isIdentifier("throw") {
            guard !(index + 1 < file.tokens.count && file.tokens[index + 1].isSymbol("@")),
                !file.tokens[index].text.contains("@"),
                file.enclosingFunction(of: index)?.nameIndex == function
            else { continue }
            return file.tokens[index].line
        }
        return nil
    }

    /// The end (exclusive) of the branch after an `if`'s condition closing at `close`.
    private func branchEnd(after close: Int, file: KotlinFile) -> Int {
        file.tokens[close + 1].isSymbol("{")
            ? file.partner[close + 1] + 1 : statementEnd(from: close + 1, limit: file.tokens.count, file: file)
    }

    /// The words that leave the rest of a block unrun: `return` (of the function, or `return@label` of the lambda
    /// the block is in), `continue`, `break`, `throw`.
    private static let exitWords: Set<String> = ["return", "continue", "break", "throw"]

    /// Whether the branch after an `if`'s condition closing at `close` ends by leaving the block: a brace-less
    /// exit, or a block whose last top-level statement is one. The exit's target (the function, the loop, the
    /// lambda) holds the block the `if` is in, so the rest of that block runs only when the condition is false.
    private func exits(branchAfter close: Int, file: KotlinFile) -> Bool {
        let next = file.tokens[close + 1]
        if next.isIdentifier, Self.exitWords.contains(next.text) { return true }
        guard next.isSymbol("{") else { return false }
        let end = file.partner[close + 1]
        var index = close + 2
        var lastStatement: Int?
        while index < end {
            let token = file.tokens[index]
            if index == close + 2 || token.followsNewline || file.tokens[index - 1].isSymbol(";") {
                lastStatement = index
            }
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) {
                index = file.partner[index] + 1
                continue
            }
            index += 1
        }
        guard let lastStatement else { return false }
        let token = file.tokens[lastStatement]
        return token.isIdentifier && Self.exitWords.contains(token.text)
    }

    /// `!(condition)`, or the condition without its `!` when it is one.
    static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!("), condition.hasSuffix(")") {
            var depth = 0
            let inner = condition.dropFirst(2).dropLast()
            let balanced = inner.allSatisfy { character in
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                return depth >= 0
            }
            if balanced && depth == 0 { return String(inner) }
        }
        if condition.hasPrefix("!"), !condition.hasPrefix("!("),
            !condition.contains(where: { " =<>&|?:".contains($0) })
        {
            return String(condition.dropFirst())
        }
        return "!(\(condition))"
    }

    /// Whether an `else` follows the branch after the condition closing at `close`.
    private func hasElse(afterBranchAt close: Int, file: KotlinFile) -> Bool {
        let next = close + 1
        let end =
            file.tokens[next].isSymbol("{")
            ? file.partner[next] + 1 : statementEnd(from: next, limit: file.tokens.count, file: file)
        return end < file.tokens.count && file.tokens[end].isIdentifier("else")
    }

    /// The code of `range` as written: tokens spaced as in the file (one space where it has any), strings quoted;
    /// cut at 100 characters.
    static func source(_ file: KotlinFile, _ range: Range<Int>) -> String {
        var result = ""
        var previous: KotlinToken?
        for token in file.tokens[range] {
            if let previous {
                let measured = previous.kind == .symbol || previous.isIdentifier || previous.kind == .number
                let previousEnd = previous.column + (measured ? previous.text.utf8.count : 0)
                let joined =
                    token.isSymbol(".") || token.isSymbol("?.") || previous.isSymbol(".") || previous.isSymbol("?.")
                // Nothing inside brackets' ends or before a comma (a number's text may be shorter than its
                // spelling, `2_000`, so columns do not tell; a call's arguments may start on the next line).
                let tight =
                    token.isSymbol(")") || token.isSymbol(",") || token.isSymbol("]") || previous.isSymbol("(")
                    || previous.isSymbol("[")
                if !joined && !tight
                    && (token.line != previous.line || token.column > previousEnd || previous.kind == .string
                        || previous.kind == .character)
                {
                    if !(previous.kind == .string && token.kind == .symbol && [")", ",", "."].contains(token.text)) {
                        result += " "
                    }
                }
            }
            result += KotlinEvaluator.written(token)
            previous = token
        }
        return result.count > 100 ? String(result.prefix(99)) + "…" : result
    }

    /// A guard that holds when both do.
    static func both(_ first: CodeGuard, _ second: CodeGuard) -> CodeGuard {
        CodeGuard(
            kotlin: "\(first.kotlin) && (\(second.kotlin))",
            expression: first.expression.flatMap { one in second.expression.map { "\(one) && (\($0))" } },
            file: second.file, line: second.line)
    }
}
