import GlanceSimFormats

/// One thing a callback's code does, in the order the code does it: a fact the reader found (reached in the
/// callback's own body or through the module's functions it calls), or a call the walk could not follow.
enum CodeStep {
    /// Work, with the fields the walk worked out from the caller's arguments (`policy`, `name`).
    case work(CodeFacts.Work, resolved: Set<String>)
    case cancel(CodeFacts.Cancel)
    case alarm(CodeFacts.Alarm)
    case register(CodeFacts.RuntimeReceiver, constructedHere: Bool)
    case unregister(CodeFacts.RuntimeReceiver)
    case broadcast(CodeFacts.Broadcast)
    case update(CodeFacts.Update)
    /// A wait the code makes (`delay(…)`, `Thread.sleep(…)`): not an effect, but how long a worker runs.
    case wait(CodeWait)
    case todo(String)

    /// Where the step is in the sources.
    struct Located {
        var step: CodeStep
        var file: String
        var line: Int
        /// Whether it runs inside a loop of the callback (`appWidgetIds.forEach { … }`, `for (id in ids)`).
        var inLoop: Bool
        /// The conditions it runs under, outermost first (those of the call sites that led to it first).
        var guards: [CodeGuard] = []
    }
}

/// Walks a function's body in source order, following calls into the module's own functions (an object's
/// method in another file, a companion's, a top-level or extension function), and lists the facts it reaches.
struct CodeWalk {
    let sources: KotlinSources
    let facts: CodeFacts
    let codeGuards: CodeGuards
    private var sites: [String: [CodeStep]] = [:]
    private var unregisterSites: [String: CodeFacts.RuntimeReceiver] = [:]

    init(sources: KotlinSources, facts: CodeFacts) {
        self.sources = sources
        self.facts = facts
        codeGuards = CodeGuards(sources: sources)
        func add(_ step: CodeStep, _ file: String, _ line: Int) { sites["\(file):\(line)", default: []].append(step) }
        for item in facts.work { add(.work(item, resolved: []), item.file, item.line) }
        for item in facts.cancels { add(.cancel(item), item.file, item.line) }
        for item in facts.alarms { add(.alarm(item), item.file, item.line) }
        for item in facts.runtimeReceivers {
            add(.register(item, constructedHere: false), item.file, item.line)
            if let place = item.unregister { unregisterSites["\(place.file):\(place.line)"] = item }
        }
        for item in facts.broadcasts { add(.broadcast(item), item.file, item.line) }
        for item in facts.updates { add(.update(item), item.file, item.line) }
    }

    /// The call names each kind of step is found at.
    static func callNames(of step: CodeStep) -> Set<String> {
        switch step {
        case .work(let work, _):
            Set(
                ["enqueueUniquePeriodicWork", "enqueueUniqueWork", "beginUniqueWork", "enqueue", "beginWith"]
                    + (work.through.map { [$0.name] } ?? []))
        case .cancel(let cancel):
            cancel.by == "alarm"
                ? ["cancel"] : ["cancelUniqueWork", "cancelAllWorkByTag", "cancelWorkById", "cancelAllWork"]
        case .alarm(let alarm): [alarm.call]
        case .register(let registration, _): Set(["registerReceiver"] + (registration.through.map { [$0.name] } ?? []))
        case .unregister: ["unregisterReceiver"]
        case .broadcast: ["sendBroadcast", "sendOrderedBroadcast"]
        case .update(let update): [update.call]
        case .wait, .todo: []
        }
    }

    /// The steps of the function `function` of file `file`, run on an instance of `dispatch` (the receiver,
    /// worker or application class being drafted): a call it makes on itself runs that class's override, also
    /// from code it inherits (an abstract provider's `onUpdate` calling `performUpdate`).
    func steps(of function: KotlinFunction, file: Int, on dispatch: String? = nil) -> [CodeStep.Located] {
        var visited: Set<String> = []
        var result: [CodeStep.Located] = []
        let bindings = parameterBindings(of: function, file: file, call: nil, callerFile: file, callerBindings: [:])
        let context = WalkContext(dispatch: dispatch, superclasses: dispatch.map(sources.superclasses(of:)) ?? [])
        walk(
            function.body, file: file, inLoop: false, guards: [], depth: 0, bindings: bindings, context: context,
            visited: &visited, into: &result)
        return result
    }

    /// The class a walk's receiver-less calls dispatch on, and its superclasses declared in the module.
    struct WalkContext {
        var dispatch: String?
        var superclasses: [String]
    }

    /// What a parameter of the function being walked stands for: the caller's argument, or the default.
    struct Binding {
        var file: Int
        var range: Range<Int>
    }

    private func walk(
        _ body: Range<Int>, file number: Int, inLoop: Bool, guards inherited: [CodeGuard], depth: Int,
        bindings: [String: Binding], context: WalkContext,
        visited: inout Set<String>, into result: inout [CodeStep.Located]
    ) {
        let file = sources.files[number]
        // Calls to follow once their arguments are walked (Kotlin evaluates the arguments first:
        // `show(load())` loads, then shows), innermost last: each with the `)` it waits for.
        var deferred: [(close: Int, walk: () -> [CodeStep.Located])] = []
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            while let last = deferred.last, last.close == index {
                deferred.removeLast()
                result += last.walk()
            }
            let token = file.tokens[index]
            guard token.isIdentifier else { continue }
            let loop = inLoop || isInLoop(index, within: body, file: file)
            let key = "\(file.path):\(token.line)"
            var guardsHere: [CodeGuard] {
                inherited + codeGuards.guards(of: index, within: body, file: number).map { rebound($0, bindings) }
            }
            if let steps = sites[key] {
                var matched = false
                for step in steps where Self.callNames(of: step).contains(token.text) {
                    var step = step
                    if case .register(let registration, _) = step {
                        step = .register(
                            registration, constructedHere: constructedHere(registration, in: body, file: file))
                    }
                    if case .broadcast(var broadcast) = step,
                        resolve(&broadcast, within: body, file: number, bindings: bindings)
                    {
                        step = .broadcast(broadcast)
                    }
                    if case .work(var work, _) = step {
                        let resolved = resolve(&work, at: index, within: body, file: number, bindings: bindings)
                        step = .work(work, resolved: resolved)
                    }
                    if case .update(let update) = step, update.widget == nil, update.call != "updateAppWidgetState",
                        let widgets = loopElements(receiverOf: index, file: number), !widgets.isEmpty
                    {
                        for widget in widgets {
                            var each = update
                            each.widget = widget
                            result.append(
                                CodeStep.Located(
                                    step: .update(each), file: file.path, line: token.line, inLoop: loop,
                                    guards: guardsHere))
                        }
                        matched = true
                        continue
                    }
                    result.append(
                        CodeStep.Located(
                            step: step, file: file.path, line: token.line, inLoop: loop, guards: guardsHere))
                    matched = true
                }
                if matched { continue }
            }
            if let wait = wait(at: index, file: number, bindings: bindings) {
                result.append(
                    CodeStep.Located(
                        step: .wait(wait), file: file.path, line: token.line, inLoop: loop, guards: guardsHere))
                continue
            }
            if token.text == "unregisterReceiver", let registration = unregisterSites[key] {
                result.append(
                    CodeStep.Located(
                        step: .unregister(registration), file: file.path, line: token.line, inLoop: loop,
                        guards: guardsHere))
                continue
            }
            guard depth < 6, let call = file.call(at: index), call.open != nil else { continue }
            let targets = functions(called: call, name: token.text, file: number, context: context)
            guard let target = targets.first else { continue }
            let id = "\(target.file):\(target.function.nameIndex)"
            guard !visited.contains(id) else { continue }
            let inner = parameterBindings(
                of: target.function, file: target.file, call: call, callerFile: number, callerBindings: bindings)
            let guards = guardsHere
            var calling = visited
            let follow = {
                var steps: [CodeStep.Located] = []
                calling.insert(id)
                walk(
                    target.function.body, file: target.file, inLoop: loop, guards: guards, depth: depth + 1,
                    bindings: inner, context: context, visited: &calling, into: &steps)
                return steps
            }
            if let open = call.open, file.partner[open] < body.upperBound, file.partner[open] > index {
                deferred.append((file.partner[open], follow))
            } else {
                result += follow()
            }
        }
        while let last = deferred.popLast() { result += last.walk() }
    }

    /// A helper's condition on a parameter the caller binds to something else cannot be said with the callback's
    /// names: in `fun rebuild(vararg appWidgetIds: Int) { if (appWidgetIds.isEmpty()) return … }` called as
    /// `rebuild(id)`, `appWidgetIds` is not the intent's ids. Such a condition becomes a TODO (its expression is
    /// dropped); one on a parameter passed on under its own name (`intent` as `intent`) keeps it.
    private func rebound(_ condition: CodeGuard, _ bindings: [String: Binding]) -> CodeGuard {
        guard condition.expression != nil, !bindings.isEmpty else { return condition }
        var word = ""
        var member = false  // the word follows a `.`: a member's name, not a parameter
        var previous: Character = " "
        for character in condition.kotlin + " " {
            defer { previous = character }
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { member = previous == "." }
                word.append(character)
                continue
            }
            if !member, let binding = bindings[word],
                CodeGuards.source(sources.files[binding.file], binding.range) != word
            {
                var said = condition
                said.expression = nil
                return said
            }
            word = ""
        }
        return condition
    }

    /// The module functions a call may reach: a member of the class or object it is made on (or of its
    /// companion), of the enclosing class, or a top-level (extension) function of that name.
    private func functions(called call: KotlinCall, name: String, file number: Int, context: WalkContext) -> [(
        file: Int, function: KotlinFunction
    )] {
        let file = sources.files[number]
        var owners: [String] = []
        let enclosingClass = file.enclosingClass(of: call.nameIndex)?.qualifiedName
        if let dispatch = context.dispatch, let enclosingClass,
            call.receiver == nil
                || (call.receiver?.count == 1 && file.tokens[call.receiver!.lowerBound].isIdentifier("this")),
            enclosingClass == dispatch || context.superclasses.contains(enclosingClass)
        {
            // A call on `this` from the drafted class's own code or the code it inherits: the most derived
            // override runs (Kotlin's virtual dispatch).
            owners = [dispatch] + context.superclasses
        }
        if let receiver = call.receiver {
            if let owner = receiverClass(receiver, file: number, before: call.nameIndex) {
                owners += [owner, owner + ".Companion"]
            }
        } else if let enclosing = enclosingClass {
            var current: String? = enclosing
            while let owner = current {
                owners += [owner, owner + ".Companion"]
                current = owner.contains(".") ? String(owner[..<owner.lastIndex(of: ".")!]) : nil
                if current == file.packageName { current = nil }
            }
        }
        for owner in owners {
            let found = sources.functions(named: name, owner: owner)
            if !found.isEmpty { return found }
        }
        let topLevel = sources.functions(named: name, owner: nil)
        return topLevel.count == 1
            ? topLevel : topLevel.filter { sources.files[$0.file].packageName == file.packageName }
    }

    /// The module class a call's receiver is: a class or object named (`Widgets.refresh()`), an instance made
    /// there (`NotificationsWorkManager(context).executePeriodic()`), or a local or property whose type or
    /// initializer names one (`val manager = NotificationsWorkManager(context)`, `private val x: Manager`).
    private func receiverClass(_ receiver: Range<Int>, file number: Int, before call: Int) -> String? {
        let file = sources.files[number]
        let tokens = file.tokens[receiver]
        if tokens.allSatisfy({ $0.isIdentifier || $0.isSymbol(".") }) {
            let written = tokens.filter { !$0.isSymbol(".") }.map(\.text).joined(separator: ".")
            if let owner = sources.resolveClass(written, in: number) { return owner }
        }
        // `Name(…)` or `Outer.Nested(…)` (AnkiDroid's `AnkiDroidWidgetSmall.UpdateService().doUpdate(context)`):
        // a constructor call.
        if let made = constructed(receiver, file: number) { return made }
        // A name declared in this file before the call: the nearest declaration wins.
        guard tokens.count == 1, tokens.first!.isIdentifier else { return nil }
        let declared = file.properties.filter { $0.name == tokens.first!.text && $0.nameIndex < call }
            .max { $0.nameIndex < $1.nameIndex }
        guard let declared else { return nil }
        if let type = declared.type, let owner = sources.resolveClass(type, in: number) { return owner }
        return constructed(declared.initializer, file: number)
    }

    /// The module class a constructor call `Name(…)` or `Outer.Nested(…)` makes, when `range` is exactly one.
    private func constructed(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        guard range.count >= 3, file.tokens[range.upperBound - 1].isSymbol(")") else { return nil }
        let open = file.partner[range.upperBound - 1]
        guard open > range.lowerBound,
            file.tokens[range.lowerBound..<open].allSatisfy({ $0.isIdentifier || $0.isSymbol(".") }),
            file.tokens[open - 1].isIdentifier
        else { return nil }
        let written = file.tokens[range.lowerBound..<open].filter { !$0.isSymbol(".") }.map(\.text)
        return sources.resolveClass(written.joined(separator: "."), in: number)
    }

    /// Whether the token at `index` is inside a loop that `body` itself contains.
    private func isInLoop(_ index: Int, within body: Range<Int>, file: KotlinFile) -> Bool {
        var position = index
        while position > body.lowerBound {
            position -= 1
            let token = file.tokens[position]
            guard token.isSymbol("{"), file.partner[position] > index, position > 0 else { continue }
            let before = file.tokens[position - 1]
            if ["forEach", "map", "forEachIndexed", "onEach", "mapNotNull"].contains(before.text) { return true }
            if before.isSymbol(")"), file.partner[position - 1] > 0,
                ["for", "while"].contains(file.tokens[file.partner[position - 1] - 1].text)
            {
                return true
            }
        }
        return false
    }

    /// Whether a registration's receiver object is made in the calling function (a new object each time).
    private func constructedHere(_ registration: CodeFacts.RuntimeReceiver, in body: Range<Int>, file: KotlinFile)
        -> Bool
    {
        guard let receiver = registration.receiver?.split(separator: ".").last.map(String.init) else { return false }
        return body.contains { index in
            file.tokens[index].isIdentifier(receiver) && index + 1 < file.tokens.count
                && file.tokens[index + 1].isSymbol("(")
        }
    }
}
