import GlanceSim
import GlanceSimFormats

/// Workers (what `doWork` does and returns) and widgets (content drafted from `Text`/`Button` literals).
extension BehaviorDrafter {
    mutating func writeWorkers() {
        var names: [String] = []
        for work in facts.work {
            if let worker = work.worker, !names.contains(worker) { names.append(worker) }
        }
        for supertype in ["CoroutineWorker", "Worker", "ListenableWorker"] {
            for (number, declared) in classes(extending: supertype)
            where !names.contains(declared.qualifiedName) && !sources.files[number].isAbstract(declared) {
                names.append(declared.qualifiedName)
            }
        }
        guard !names.isEmpty else { return }
        out.open("workers: {")
        for worker in names {
            out.open("\(DraftText.key(Self.simpleName(worker))): {")
            guard let doWork = function("doWork", of: worker) ?? function("startWork", of: worker) else {
                todo(
                    "the worker \(worker) is not in the module's sources: say what its doWork does with effects: [ … ] "
                        + "and result: …",
                    file: facts.work.first { $0.worker == worker }?.file ?? facts.module,
                    line: facts.work.first { $0.worker == worker }?.line ?? 1)
                out.close("},")
                continue
            }
            let file = sources.files[doWork.file]
            out.line(
                "// \(worker).\(file.tokens[doWork.function.nameIndex].text), \(file.path):\(file.tokens[doWork.function.nameIndex].line)"
            )
            let steps = walk.steps(of: doWork.function, file: doWork.file, on: worker)
            // What runs before the first wait runs when the work starts (`onStart`); the rest when it ends, after
            // the waits (`duration`).
            let firstWait = steps.firstIndex { if case .wait = $0.step { true } else { false } }
            let (before, after) = firstWait.map { (Array(steps[..<$0]), Array(steps[$0...])) } ?? ([], steps)
            if !before.isEmpty {
                out.open("onStart: [")
                writeEffects(before, context: .noWidget)
                out.close("],")
            }
            writeDuration(of: steps)
            let effects = after.filter { if case .wait = $0.step { false } else { true } }
            if !effects.isEmpty {
                out.open("effects: [")
                writeEffects(effects, context: .noWidget)
                out.close("],")
            }
            let all = self.results(of: doWork.function, file: doWork.file, on: worker)
            // What a catch block returns runs only when something throws, and in a behaviour file nothing throws
            // unless the file says so: those results are noted, not left to say.
            let results = all.filter { !$0.inCatch }
            for caught in all where caught.inCatch {
                out.line(
                    "// The catch at \(caught.location(from: file.path)) returns \(caught.result): only when the code throws, "
                        + "which a behaviour file says with results: [ … ].")
            }
            writeResult(results, file: file, line: file.tokens[doWork.function.nameIndex].line)
            out.close("},")
        }
        out.close("},")
    }

    /// The worker's `duration`: the sum of the waits on its path. A wait the code draws at random counts at its
    /// longest, and a wait under a condition counts as if it holds, each with a TODO saying so; a wait whose length
    /// the code computes otherwise is a TODO and no duration.
    private mutating func writeDuration(of steps: [CodeStep.Located]) {
        var total: Int64 = 0
        var known = true
        for located in steps {
            guard case .wait(let wait) = located.step else { continue }
            let said = "`\(wait.kotlin)`" + (wait.bound.map { " (`\($0)`)" } ?? "")
            let conditions = located.guards.map { "`\($0.kotlin)` (\($0.file):\($0.line))" }
            let when = conditions.isEmpty ? "" : " only when " + conditions.joined(separator: " and ")
            guard let shortest = wait.shortest, let longest = wait.longest else {
                todo(
                    "the worker waits \(said)\(when), for a time the draft cannot compute: say how long it runs "
                        + "with duration: … (no duration below)",
                    file: located.file, line: located.line)
                known = false
                continue
            }
            let span =
                shortest == longest
                ? "" : ", from \(Self.durationText(shortest)) to \(Self.durationText(longest)) at random"
            if conditions.isEmpty && span.isEmpty {
                out.line("// waits \(said) at \(located.file):\(located.line)")
            } else {
                todo(
                    "the worker waits \(said)\(when)\(span): the duration below counts "
                        + (span.isEmpty ? "it" : "the longest") + (conditions.isEmpty ? "" : ", as if it runs")
                        + "; say duration: … for the case you test",
                    file: located.file, line: located.line)
            }
            let sum = total.addingReportingOverflow(longest)
            total = sum.overflow ? Int64.max : sum.partialValue
        }
        if known, total > 0 { out.line("duration: \(DraftText.quoted(Self.durationText(total))),") }
    }

    /// Milliseconds in the behaviour file's duration syntax: `2s`, `1h30m`, `1500ms`.
    static func durationText(_ milliseconds: Int64) -> String { SimDuration(milliseconds: milliseconds).description }

    /// One `Result` a `doWork` body returns: which, where, whether in a catch block, and the conditions it is
    /// returned under.
    struct WorkerResult {
        var result: String
        /// Where: the line, with its file when that is not `doWork`'s (a base class's, a function it calls).
        var place: String
        var line: Int
        var inCatch: Bool
        var guards: [CodeGuard]
        /// Whether the code keeps it in a variable (`var response = Result.success()`, `response = Result.retry()`
        /// in a callback) rather than returning it where it is: which one is returned is the variable's story.
        var stored = false

        /// "line 12" in `doWork`'s file `path`, else "Base.kt:12".
        func location(from path: String) -> String {
            place.hasPrefix(path + ":") ? "line \(line)" : place
        }
    }

    /// The worker's `result`: the one it returns; a `"${c ? 'failure' : 'success'}"` that follows every `return`
    /// when each condition can be said; otherwise a TODO naming each return and its condition.
    private mutating func writeResult(_ results: [WorkerResult], file: KotlinFile, line: Int) {
        if Set(results.map(\.result)).count == 1 && !results.contains(where: \.stored) {
            out.line("result: \(DraftText.quoted(results[0].result)),")
            return
        }
        if results.isEmpty {
            out.line("result: \"success\",")
            return
        }
        // The first return whose conditions hold is the one taken; an unconditional one ends the chain (it is
        // reached only when every condition can be said).
        var branches: [(condition: String, result: String)] = []
        var last: String?
        for (number, result) in results.enumerated() where !results.contains(where: \.stored) {
            // Past an early exit for each return before it (`if (c) return Result.retry()`), a return is what is
            // left: the chain's last branch — when it is the last: results after an unconditional one come from an
            // expression (`return if (c) Result.retry() else Result.success()`), which the chain cannot say.
            let exits = result.guards.filter(\.isEarlyExit).count
            guard !result.guards.isEmpty, !(exits == number && exits == result.guards.count) else {
                if number == results.count - 1 { last = result.result }
                break
            }
            let expressions = result.guards.compactMap(\.expression)
            guard expressions.count == result.guards.count else { break }
            branches.append((expressions.map { "(\($0))" }.joined(separator: " && "), result.result))
        }
        if let last {
            out.line(
                "// returns \(results.map { "\($0.result) at \($0.location(from: file.path))" }.joined(separator: ", "))"
            )
            let chain = branches.map { "\($0.condition) ? '\($0.result)' : " }.joined() + "'\(last)'"
            out.line("result: \(DraftText.quoted("${" + chain + "}")),")
            return
        }
        let lines = results.map { result in
            (result.stored ? "a variable set to " : "") + "\(result.result) at \(result.location(from: file.path))"
                + (result.guards.isEmpty
                    ? "" : " when `\(result.guards.map(\.kotlin).joined(separator: "` and `"))`")
        }.joined(separator: ", ")
        todo(
            "doWork returns \(lines): say when with results: [ … ] or { if: CONDITION, then: …, else: … } "
                + "(result \"success\" below until you do)",
            file: file.path, line: line)
        out.line("result: \"success\",")
    }

    /// The `Result.success()`, `retry()` and `failure()` a `doWork` body returns, each once per place (in a catch
    /// block or not) and condition, in order.
    private func results(of function: KotlinFunction, file number: Int) -> [WorkerResult] {
        let file = sources.files[number]
        var found: [WorkerResult] = []
        for index in function.body
        where index + 2 < file.tokens.count && file.tokens[index].isIdentifier("Result")
            && file.tokens[index + 1].isSymbol(".")
        {
            let name = file.tokens[index + 2].text
            // `if (result != Result.retry())` compares with a result; it does not return one.
            let end = file.call(at: index + 2)?.end ?? index + 3
            let compared = ["==", "!="]
            guard
                !(index > 0 && compared.contains(file.tokens[index - 1].text)
                    && file.tokens[index - 1].kind == .symbol),
                !(end < file.tokens.count && compared.contains(file.tokens[end].text)
                    && file.tokens[end].kind == .symbol)
            else { continue }
            let inCatch = isInCatch(index, within: function.body, file: file)
            let guards = walk.codeGuards.guards(of: index, within: function.body, file: number)
            guard ["success", "retry", "failure"].contains(name),
                !found.contains(where: { $0.result == name && $0.inCatch == inCatch && $0.guards == guards })
            else { continue }
            // `x = Result.…` or `val x = Result.…`, but not an expression body (`fun doWork(): Result = …`).
            let stored =
                index >= 2 && file.tokens[index - 1].isSymbol("=") && file.tokens[index - 2].isIdentifier
                && !file.tokens[index - 2].isIdentifier("Result")
            found.append(
                WorkerResult(
                    result: name, place: "\(file.path):\(file.tokens[index].line)", line: file.tokens[index].line,
                    inCatch: inCatch, guards: guards, stored: stored))
        }
        return found
    }

    /// The results of `function` run on `worker`: its own `Result.…` returns, or — when it returns none outside a
    /// `catch` — those of the worker's function it gets its result from (`return try { run() } catch …` in an
    /// abstract base, dispatched to the drafted worker's `run`; `val result = super.doWork()`).
    private func results(of function: KotlinFunction, file number: Int, on worker: String, depth: Int = 0)
        -> [WorkerResult]
    {
        let own = results(of: function, file: number)
        guard depth < 4, own.allSatisfy(\.inCatch) else { return own }
        let file = sources.files[number]
        for index in function.body where file.tokens[index].isIdentifier {
            guard let call = file.call(at: index), call.open != nil, call.lambda == nil else { continue }
            let name = file.tokens[index].text
            let target: (file: Int, function: KotlinFunction)?
            if call.receiver == nil {
                target = sources.member(name, of: worker)
            } else if let receiver = call.receiver, receiver.count == 1,
                file.tokens[receiver.lowerBound].isIdentifier("super"),
                let owner = function.owner, let superclass = sources.superclasses(of: owner).first
            {
                target = sources.member(name, of: superclass)
            } else {
                target = nil
            }
            guard let target, target.function.nameIndex != function.nameIndex || target.file != number else { continue }
            let inner = results(of: target.function, file: target.file, on: worker, depth: depth + 1)
            if !inner.allSatisfy(\.inCatch) { return own + inner }
        }
        return own
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
        var images = 0  // of the nodes, the clickable images (the rest are Text and Button)
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
                } else if name == "Image", let image = clickableImage(call, file: number, evaluator: evaluator) {
                    nodes.append(image)
                    images += 1
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
        if images == nodes.count {
            todo(
                "content: the widget's text is computed (no Text or Button literal): say what it shows",
                file: place.file, line: place.line, content: true)
        }
        if nodes.isEmpty {
            out.line("content: { Text: \"\" },")
        } else {
            let drafted = images > 0 ? " and its clickable images" : ""
            out.line(
                "// Drafted from the literals of its Text and Button calls\(drafted); say the layout and the state they "
                    + "show.")
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
    /// An `Image(provider = ImageProvider(R.drawable.X), contentDescription = "…")` that a click runs an action
    /// callback from (its own `clickable`, or that of the call whose content it is: pixelix's refresh icon in a
    /// `Box(GlanceModifier.clickable(actionRunCallback<Refresh>()))`), as a node a scenario can click by its
    /// description; `nil` for an image without a literal description or a click.
    private func clickableImage(_ call: KotlinCall, file number: Int, evaluator: KotlinEvaluator) -> String? {
        let file = sources.files[number]
        guard let described = call.arguments.first(where: { $0.name == "contentDescription" }),
            case .value(.string(let description)) = evaluator.evaluate(described.range, in: number)
        else { return nil }
        var callback = call.open.flatMap { runCallback(in: $0..<call.end, file: file) }
        // The nearest call around it whose arguments say `clickable`: the image is its content.
        for open in file.enclosingBraces(of: call.nameIndex).prefix(3) where callback == nil && open > 0 {
            guard file.tokens[open - 1].isSymbol(")"), file.partner[open - 1] > 0 else { break }
            let arguments = file.partner[open - 1]..<(open - 1)
            if file.tokens[arguments].contains(where: { $0.isIdentifier("clickable") }) {
                callback = runCallback(in: arguments, file: file)
                break
            }
        }
        guard let callback else { return nil }
        var resource = ""
        for index in call.nameIndex..<call.end
        where file.tokens[index].isIdentifier("drawable") && index + 2 < call.end
            && file.tokens[index + 1].isSymbol(".")
        {
            resource = file.tokens[index + 2].text
            break
        }
        return "{ Image: \(DraftText.literal(resource)), contentDescription: \(DraftText.literal(description)), "
            + "modifier: { clickable: { runCallback: \(DraftText.quoted(callback)) } } }"
    }

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
