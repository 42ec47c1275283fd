import GlanceSimFormats

/// What a walk knows that a fact read at its own line does not: the arguments a callback passed down to the
/// helper that enqueues (`enqueueWorker(context, policy = KEEP)`, or the parameter's default), and the elements of
/// a list a loop goes over (`listOf(A(), B()).forEach { it.updateAll(context) }`).
extension CodeWalk {
    /// The fields of a work fact the reader left unknown, worked out from the bindings; which ones it resolved.
    func resolve(
        _ work: inout CodeFacts.Work, at index: Int, within body: Range<Int>, file number: Int,
        bindings: [String: Binding]
    ) -> Set<String> {
        guard work.unique, work.name == nil || work.policy == nil,
            let call = sources.files[number].call(at: index), call.arguments.count == 3
        else { return [] }
        let evaluator = KotlinEvaluator(sources: sources)
        var resolved: Set<String> = []
        func bound(_ argument: KotlinArgument) -> KotlinValue? {
            let tokens = sources.files[number].tokens
            guard argument.range.count == 1, tokens[argument.range.lowerBound].isIdentifier,
                let binding = bindings[tokens[argument.range.lowerBound].text]
            else { return nil }
            return evaluator.evaluate(binding.range, in: binding.file).value
        }
        if work.name == nil, case .string(let name)? = bound(call.arguments[0]) {
            work.name = name
            resolved.insert("name")
        }
        let policyArgument = call.arguments[1]
        if work.policy == nil,
            case .constant(_, let policy)? = bound(policyArgument)
                ?? variable(policyArgument.range, at: index, within: body, file: number, bindings: bindings)
        {
            work.policy = policy
            resolved.insert("policy")
        }
        return resolved
    }

    /// The value a local `var` holds at `index` when each assignment to it between its declaration and `index`
    /// runs under conditions the bindings decide: `var policy = KEEP; if (force) { policy = UPDATE }` with `force`
    /// bound to `true` by the caller is `UPDATE`, and `KEEP` with the parameter's default `false`. `nil` when an
    /// assignment's condition is anything else, or a value is not a constant.
    func variable(
        _ range: Range<Int>, at index: Int, within body: Range<Int>, file number: Int, bindings: [String: Binding]
    ) -> KotlinValue? {
        let file = sources.files[number]
        guard range.count == 1, file.tokens[range.lowerBound].isIdentifier else { return nil }
        let name = file.tokens[range.lowerBound].text
        guard bindings[name] == nil,
            let local = file.properties.last(where: {
                $0.name == name && $0.nameIndex < index && body.contains($0.nameIndex)
            })
        else { return nil }
        let evaluator = KotlinEvaluator(sources: sources)
        guard var value = evaluator.evaluate(local.initializer, in: number).value else { return nil }
        let guardsHere = codeGuards.guards(of: index, within: body, file: number)
        var position = local.initializer.upperBound
        while position + 1 < index {
            defer { position += 1 }
            guard file.tokens[position].isIdentifier(name), file.tokens[position + 1].isSymbol("="),
                position == 0 || !file.tokens[position - 1].isSymbol(".")
            else { continue }
            let end = codeGuards.statementEnd(from: position + 2, limit: index, file: file)
            guard end > position + 2, let assigned = evaluator.evaluate((position + 2)..<end, in: number).value
            else { return nil }
            var runs = true
            for condition in codeGuards.guards(of: position, within: body, file: number)
            where !guardsHere.contains(condition) {
                guard let holds = holds(condition.kotlin, bindings: bindings) else { return nil }
                runs = runs && holds
            }
            if runs { value = assigned }
        }
        return value
    }

    /// Whether a condition that is a parameter (`force`) or its negation (`!force`, `!(force)`) holds, from the
    /// parameter's binding to `true` or `false`.
    private func holds(_ kotlin: String, bindings: [String: Binding]) -> Bool? {
        var text = Substring(kotlin.filter { !$0.isWhitespace })
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text = text.dropFirst()
            if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        }
        guard let binding = bindings[String(text)],
            case .boolean(let flag)? = KotlinEvaluator(sources: sources).evaluate(binding.range, in: binding.file).value
        else { return nil }
        return flag != negated
    }

    /// A broadcast's target class and the provider whose ids it puts, when the code names them through a
    /// parameter the caller binds (`fun <T> Context.updateWidgets(zClass: Class<T>)`: `Intent(this, zClass)`,
    /// `getAppWidgetIds(ComponentName(this, zClass))`, called as `updateWidgets(CountdownWidgetReceiver::class.java)`).
    func resolve(
        _ broadcast: inout CodeFacts.Broadcast, within body: Range<Int>, file number: Int,
        bindings: [String: Binding]
    ) -> Bool {
        guard
            broadcast.target == nil
                || (broadcast.extras?.contains("appWidgetIds") == true
                    && broadcast.widgetIdsOf == nil),
            !bindings.isEmpty
        else { return false }
        let file = sources.files[number]
        let evaluator = KotlinEvaluator(sources: sources)
        /// The class a `(context, X)` call's second argument names through a binding.
        func boundClass(_ call: KotlinCall) -> String? {
            guard call.arguments.count == 2, call.arguments[1].range.count == 1,
                let binding = bindings[file.tokens[call.arguments[1].range.lowerBound].text],
                case .classReference(let name)? = evaluator.evaluate(binding.range, in: binding.file).value
            else { return nil }
            return name
        }
        var intentClass: String?
        var componentClass: String?
        for index in body where file.tokens[index].isIdentifier {
            guard let call = file.call(at: index), call.open != nil else { continue }
            if file.tokens[index].text == "Intent", intentClass == nil { intentClass = boundClass(call) }
            if file.tokens[index].text == "ComponentName", componentClass == nil { componentClass = boundClass(call) }
        }
        var changed = false
        if broadcast.target == nil, let intentClass {
            broadcast.target = intentClass
            changed = true
        }
        if broadcast.extras?.contains("appWidgetIds") == true, broadcast.widgetIdsOf == nil, let componentClass {
            broadcast.widgetIdsOf = componentClass
            changed = true
        }
        return changed
    }

    /// The parameters of `function` bound to `call`'s arguments (named, positional, a trailing lambda), or to
    /// their defaults; an argument that is itself a parameter of the caller passes the caller's binding on.
    func parameterBindings(
        of function: KotlinFunction, file number: Int, call: KotlinCall?, callerFile: Int,
        callerBindings: [String: Binding]
    ) -> [String: Binding] {
        var bindings: [String: Binding] = [:]
        let declared = sources.files[number].declaredParameters(of: function)
        let names = declared.map(\.name)
        for parameter in declared {
            if let value = parameter.defaultValue { bindings[parameter.name] = Binding(file: number, range: value) }
        }
        guard let call else { return bindings }
        let callerTokens = sources.files[callerFile].tokens
        var position = 0
        for argument in call.arguments {
            let name: String
            if let named = argument.name {
                name = named
            } else {
                guard position < names.count else { break }
                name = names[position]
                position += 1
            }
            if argument.range.count == 1, callerTokens[argument.range.lowerBound].isIdentifier,
                let passed = callerBindings[callerTokens[argument.range.lowerBound].text]
            {
                bindings[name] = passed
            } else {
                bindings[name] = Binding(file: callerFile, range: argument.range)
            }
        }
        return bindings
    }

    /// The classes a loop variable takes, when the call at `index` is made on the variable of a `forEach` (or
    /// `for … in`) over a list of constructed objects: `listOf(A(), B())`.
    func loopElements(receiverOf index: Int, file number: Int) -> [String]? {
        let file = sources.files[number]
        guard let receiver = file.receiverOfCall(at: index), receiver.count == 1 else { return nil }
        let variable = file.tokens[receiver.lowerBound].text
        var position = index
        while position > 0 {
            position -= 1
            guard file.tokens[position].isSymbol("{"), file.partner[position] > index else { continue }
            // `list.forEach { variable -> … }` (or `it`)
            let names =
                position + 2 < file.tokens.count && file.tokens[position + 2].isSymbol("->")
                ? [file.tokens[position + 1].text] : ["it"]
            guard names.contains(variable), position > 0, file.tokens[position - 1].isIdentifier("forEach"),
                let list = file.receiverOfCall(at: position - 1)
            else { continue }
            return elements(of: list, file: number)
        }
        return nil
    }

    private func elements(of range: Range<Int>, file number: Int) -> [String]? {
        let file = sources.files[number]
        var range = range
        if range.count == 1, file.tokens[range.lowerBound].isIdentifier {
            let name = file.tokens[range.lowerBound].text
            guard let property = file.properties.last(where: { $0.name == name && $0.nameIndex < range.lowerBound })
            else {
                return nil
            }
            range = property.initializer
        }
        guard let first = range.first,
            file.tokens[first].isIdentifier("listOf") || file.tokens[first].isIdentifier("arrayOf"),
            let call = file.call(at: first)
        else { return nil }
        var classes: [String] = []
        for argument in call.arguments {
            let tokens = file.tokens[argument.range]
            guard tokens.count >= 3, tokens.last!.isSymbol(")"), tokens[tokens.startIndex + 1].isSymbol("("),
                let resolved = sources.resolveClass(tokens.first!.text, in: number)
            else { return nil }
            classes.append(resolved)
        }
        return classes
    }
}
