import GlanceSimFormats

/// Workers (what `doWork` does and returns) and widgets (content drafted from `Text`/`Button` literals).
extension BehaviorDrafter {
    mutating func writeWorkers() {
        var names: [String] = []
        for work in facts.work {
            if let worker = work.worker, !names.contains(worker) { names.append(worker) }
        }
        for supertype in ["CoroutineWorker", "Worker", "ListenableWorker"] {
            for (_, declared) in classes(extending: supertype) where !names.contains(declared.qualifiedName) {
                names.append(declared.qualifiedName)
            }
        }
        guard !names.isEmpty else { return }
        out.open("workers: {")
        for worker in names {
            out.open("\(DraftText.key(Self.simpleName(worker))): {")
            guard let doWork = function("doWork", of: worker) ?? function("startWork", of: worker) else {
                todo(
                    "the worker \(worker) is not in the module's sources: say what its doWork does",
                    file: facts.work.first { $0.worker == worker }?.file ?? facts.module,
                    line: facts.work.first { $0.worker == worker }?.line ?? 1)
                out.close("},")
                continue
            }
            let file = sources.files[doWork.file]
            out.line(
                "// \(worker).\(file.tokens[doWork.function.nameIndex].text), \(file.path):\(file.tokens[doWork.function.nameIndex].line)"
            )
            let steps = walk.steps(of: doWork.function, file: doWork.file)
            if !steps.isEmpty {
                out.open("effects: [")
                writeEffects(steps, context: .noWidget)
                out.close("],")
            }
            let all = self.results(of: doWork.function, file: doWork.file)
            // What a catch block returns runs only when something throws, and in a behaviour file nothing throws
            // unless the file says so: those results are noted, not left to say.
            let results = all.filter { !$0.inCatch }
            for caught in all where caught.inCatch {
                out.line(
                    "// The catch at line \(caught.line) returns \(caught.result): only when the code throws, "
                        + "which a behaviour file says with results: [ … ].")
            }
            if results.count > 1 {
                let lines = results.map { "\($0.result) at line \($0.line)" }.joined(separator: ", ")
                todo(
                    "doWork returns \(lines): say when with results: [ … ] or { if: …, then: …, else: … }",
                    file: file.path, line: file.tokens[doWork.function.nameIndex].line)
                out.line("result: \"success\",")
            } else {
                out.line("result: \(DraftText.quoted(results.first?.result ?? "success")),")
            }
            out.close("},")
        }
        out.close("},")
    }

    /// The `Result.success()`, `retry()` and `failure()` a `doWork` body returns, each kind once, in order.
    /// The `Result.success()`, `retry()` and `failure()` a `doWork` body returns, each kind once per place (in a
    /// catch block or not), in order.
    private func results(of function: KotlinFunction, file number: Int) -> [(result: String, line: Int, inCatch: Bool)]
    {
        let file = sources.files[number]
        var found: [(result: String, line: Int, inCatch: Bool)] = []
        for index in function.body
        where index + 2 < file.tokens.count && file.tokens[index].isIdentifier("Result")
            && file.tokens[index + 1].isSymbol(".")
        {
            let name = file.tokens[index + 2].text
            let inCatch = isInCatch(index, within: function.body, file: file)
            guard ["success", "retry", "failure"].contains(name),
                !found.contains(where: { $0.result == name && $0.inCatch == inCatch })
            else { continue }
            found.append((name, file.tokens[index].line, inCatch))
        }
        return found
    }

    /// Whether the token at `index` is inside a `catch (…) { … }` block of `body`.
    private func isInCatch(_ index: Int, within body: Range<Int>, file: KotlinFile) -> Bool {
        var position = index
        while position > body.lowerBound {
            position -= 1
            guard file.tokens[position].isSymbol("{"), file.partner[position] > index, position > 0,
                file.tokens[position - 1].isSymbol(")"), file.partner[position - 1] > 0
            else { continue }
            if file.tokens[file.partner[position - 1] - 1].isIdentifier("catch") { return true }
        }
        return false
    }

    mutating func writeWidgets() {
        guard !facts.glanceWidgets.isEmpty || !classicTemplates.isEmpty else { return }
        out.open("widgets: {")
        for widget in facts.glanceWidgets {
            out.line("// \(widget.class), \(widget.file):\(widget.line)")
            out.open("\(DraftText.key(Self.simpleName(widget.class))): {")
            writeContent(of: widget.class, place: (widget.file, widget.line))
            out.close("},")
        }
        for template in classicTemplates
        where !facts.glanceWidgets.contains(where: { Self.simpleName($0.class) == template }) {
            let provider = facts.receivers.first { Self.simpleName($0.class) == template }
            out.line("// The RemoteViews \(template) draws with updateAppWidget.")
            out.open("\(DraftText.key(template)): {")
            todo(
                "RemoteViews content: say what the layout shows (content: { Column: [ { Text: … } ] })",
                file: provider?.file ?? facts.module, line: provider?.line ?? 1, content: true)
            out.line("content: { Text: \"\" },")
            out.close("},")
        }
        out.close("},")
    }

    /// `content:` from the `Text("…")` and `Button("…")` literals of the widget's class and the functions of its
    /// file it calls, in source order.
    private mutating func writeContent(of widget: String, place: (file: String, line: Int)) {
        guard let (number, declared) = sources.declaredClass(widget) else { return }
        let file = sources.files[number]
        let evaluator = KotlinEvaluator(sources: sources)
        var nodes: [String] = []
        var ranges = [declared.body]
        var seenFunctions: Set<Int> = []
        var position = 0
        while position < ranges.count, position < 40 {
            let range = ranges[position]
            position += 1
            for index in range where file.tokens[index].isIdentifier {
                let name = file.tokens[index].text
                guard let call = file.call(at: index), call.open != nil else { continue }
                if name == "Text" || name == "Button",
                    let first = call.arguments.first(where: { $0.name == nil || $0.name == "text" }),
                    let text = contentText(first.range, file: number, evaluator: evaluator)
                {
                    var node = "{ \(name): \(text)"
                    if name == "Button",
                        let onClick = call.arguments.first(where: { $0.name == "onClick" })
                            ?? call.arguments.dropFirst().first,
                        let callback = runCallback(in: onClick.range, file: file)
                    {
                        node += ", onClick: { runCallback: \(DraftText.quoted(callback)) }"
                    }
                    nodes.append(node + " }")
                } else if call.receiver == nil,
                    let target = file.functions.first(where: {
                        $0.name == name && $0.owner == nil || $0.name == name && $0.owner == widget
                    }),
                    !ranges.contains(where: { $0.contains(target.nameIndex) }),
                    seenFunctions.insert(target.nameIndex).inserted
                {
                    ranges.append(target.body)
                }
            }
        }
        if nodes.isEmpty {
            todo(
                "content: the widget's text is computed (no Text or Button literal): say what it shows",
                file: place.file, line: place.line, content: true)
            out.line("content: { Text: \"\" },")
        } else {
            out.line(
                "// Drafted from the literals of its Text and Button calls; say the layout and the state they show.")
            out.open("content: { Column: [")
            for node in nodes { out.line(node + ",") }
            out.close("] },")
        }
    }

    /// A `Text`/`Button` argument as a behaviour-file string: a literal, or a Kotlin template whose parts are
    /// literals and locals read from the widget's state (`val n = currentState(CountKey) ?: 0` … `"Count: $n"`
    /// gives `"Count: ${state.count ?: 0}"`); `nil` when a part is computed otherwise.
    private func contentText(_ range: Range<Int>, file number: Int, evaluator: KotlinEvaluator) -> String? {
        if case .value(.string(let text)) = evaluator.evaluate(range, in: number) { return DraftText.literal(text) }
        let file = sources.files[number]
        guard range.count == 1, file.tokens[range.lowerBound].kind == .string else { return nil }
        var result = ""
        for piece in file.tokens[range.lowerBound].pieces {
            switch piece {
            case .text(let text):
                result += String(DraftText.literal(text).dropFirst().dropLast())
            case .template(let tokens):
                guard tokens.count == 1, tokens[0].isIdentifier,
                    let read = stateRead(of: tokens[0].text, at: range.lowerBound, file: number, evaluator: evaluator)
                else { return nil }
                result += "${" + read + "}"
            }
        }
        return "\"" + result + "\""
    }

    /// `state.KEY ?: DEFAULT` for a local `val x = currentState(KEY) ?: DEFAULT` before `index`.
    private func stateRead(of name: String, at index: Int, file number: Int, evaluator: KotlinEvaluator) -> String? {
        let file = sources.files[number]
        guard let local = file.properties.last(where: { $0.name == name && $0.nameIndex < index }),
            let first = local.initializer.first, file.tokens[first].isIdentifier("currentState"),
            let call = file.call(at: first), let argument = call.arguments.first,
            let key = facts.stateKeys.first(where: { $0.constant == file.text(argument.range) })?.name
        else { return nil }
        let isIdentifier = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && key.first?.isLetter == true
        var read = isIdentifier ? "state.\(key)" : "state['\(key)']"
        if call.end < local.initializer.upperBound {
            guard file.tokens[call.end].isSymbol("?:"),
                let fallback = evaluator.evaluate((call.end + 1)..<local.initializer.upperBound, in: number).value
            else { return nil }
            switch fallback {
            case .integer(let number): read += " ?: \(number)"
            case .boolean(let flag): read += " ?: \(flag)"
            case .string(let text) where !text.contains("'"): read += " ?: '\(text)'"
            default: return nil
            }
        }
        return read
    }

    /// The callback of an `actionRunCallback<X>()` in `range`, when X is an action callback of the sources.
    private func runCallback(in range: Range<Int>, file: KotlinFile) -> String? {
        for index in range where file.tokens[index].isIdentifier("actionRunCallback") {
            if let call = file.call(at: index), let type = call.typeArguments.first {
                let simple = Self.simpleName(type)
                if classes(extending: "ActionCallback").contains(where: { $0.declaration.name == simple }) {
                    return simple
                }
            }
        }
        return nil
    }
}
