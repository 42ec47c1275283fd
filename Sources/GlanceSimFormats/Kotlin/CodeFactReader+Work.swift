import GlanceSim

/// WorkManager: enqueue calls and the requests they enqueue, however the request was built (inline, in a local,
/// in a property; a builder chain split over lines, `apply { … }`, later calls on a builder variable).
extension CodeFactReader {
    mutating func readWork(_ call: KotlinCall, name: String, file number: Int) {
        let file = sources.files[number]
        let unique = name != "enqueue" && name != "beginWith"
        let requestArgument: KotlinArgument?
        if name == "enqueue" {
            // WorkManager.enqueue(request), or `…beginUniqueWork(…).enqueue()` (read at beginUniqueWork).
            guard call.arguments.count == 1 else { return }
            requestArgument = call.arguments[0]
        } else if unique {
            guard call.arguments.count == 3 else { return }
            requestArgument = argument(call, named: ["request", "work", "periodicWork"], position: 2)
        } else {
            guard call.arguments.count == 1 else { return }
            requestArgument = call.arguments[0]
        }
        guard let requestArgument else { return }
        var request = WorkRequestShape()
        let found = readRequest(requestArgument.range, file: number, into: &request, depth: 0)
        if name == "enqueue" && !found {
            // Not a work request this reader recognises: only a WorkManager receiver makes it one.
            guard let receiver = call.receiver, isWorkManager(receiver, file: number) else { return }
        }
        let (path, line) = place(number, call.nameIndex)
        // The call says whether the work is periodic even when the request is built out of sight.
        let periodic =
            name == "enqueueUniquePeriodicWork" ? true : (name == "enqueueUniqueWork" ? false : request.periodic)
        var work = CodeFacts.Work(unique: unique, periodic: periodic, file: path, line: line)
        var unknown: [String] = []
        let todosBefore = facts.todos.count
        let nameArgument = unique ? argument(call, named: ["uniqueWorkName", "name"], position: 0) : nil
        let policyArgument =
            unique
            ? argument(call, named: ["existingPeriodicWorkPolicy", "existingWorkPolicy", "policy"], position: 1) : nil
        if unique {
            switch nameArgument.map({ evaluator.evaluate($0.range, in: number) }) ?? .unknown("no argument is the name")
            {
            case .value(.string(let value)): work.name = value
            case .value(let other):
                unknown.append("name")
                todo("the work name is \(other), not a string", file: number, index: call.nameIndex)
            case .unknown(let reason):
                unknown.append("name")
                todo("the unique work name: \(reason)", file: number, index: call.nameIndex)
            }
            switch policyArgument.map({ evaluator.evaluate($0.range, in: number) })
                ?? .unknown("no argument is the policy")
            {
            case .value(.constant(_, let policy)): work.policy = policy
            case .value(let other):
                unknown.append("policy")
                todo("the policy is \(other)", file: number, index: call.nameIndex)
            case .unknown(let reason):
                unknown.append("policy")
                todo("the existing-work policy: \(reason)", file: number, index: call.nameIndex)
            }
        }
        if !found, requestIsReadAtEveryCaller(requestArgument.range, file: number) {
            // Tasks.org's `private fun enqueue(builder: WorkRequest.Builder<*, *>) { workManager.enqueue(builder.build()) }`:
            // each call of the helper (`enqueue(builder)`) is itself read as the enqueue, with its request.
            facts.todos.removeSubrange(todosBefore...)
            return
        }
        if !found {
            unknown.append("request")
            todo(
                "the request '\(file.text(requestArgument.range))' is not built where the reader can see it",
                file: number, index: call.nameIndex)
        }
        work.worker = request.worker
        work.period = request.period
        work.flex = request.flex
        work.initialDelay = request.initialDelay
        work.constraints = request.constraints
        work.backoff = request.backoff
        work.tags = request.tags.isEmpty ? nil : request.tags
        work.expedited = request.expedited
        for reason in request.unknowns {
            todo(reason, file: number, index: call.nameIndex)
        }
        unknown += request.unknownFields.sorted()
        if found && work.worker == nil && !unknown.contains("worker") { unknown.append("worker") }
        work.unknown = unknown.isEmpty ? nil : unknown
        if let sites = workAtCallSites(
            work, call: call, file: number, name: nameArgument, policy: policyArgument, todosBefore: todosBefore)
        {
            facts.work += sites
            return
        }
        facts.work.append(work)
    }

    /// The builder calls that set one field of a request, with the field's name and how a TODO says it.
    static let conditionalFields: [String: (name: String, said: String)] = [
        "setConstraints": ("constraints", "its constraints"), "setInitialDelay": ("initialDelay", "its initial delay"),
        "setBackoffCriteria": ("backoff", "its backoff"), "addTag": ("tags", "a tag"),
        "setExpedited": ("expedited", "expedited"),
    ]

    /// The condition a builder call at `index` runs under that the request's use at `anchor` does not: an `if`,
    /// `else`, `when` branch or loop around it (brace-less too). Scope functions' lambdas and function bodies are
    /// no condition.
    func condition(of index: Int, outside anchor: Int, file: KotlinFile) -> String? {
        let around = Set(file.enclosingBraces(of: anchor))
        func keyword(beforeParenthesesClosedAt close: Int) -> String? {
            let open = file.partner[close]
            guard open > 0, file.tokens[open - 1].isIdentifier else { return nil }
            let word = file.tokens[open - 1].text
            return ["if", "while", "for", "when"].contains(word) ? file.text((open + 1)..<close) : nil
        }
        for open in file.enclosingBraces(of: index) where !around.contains(open) && open > 0 {
            let before = file.tokens[open - 1]
            if before.isSymbol(")"), let condition = keyword(beforeParenthesesClosedAt: open - 1) { return condition }
            if before.isIdentifier("else") { return "the else branch at line \(before.line)" }
            if before.isSymbol("->") { return "a when branch at line \(before.line)" }
        }
        // `if (c) builder.setX(…)` on one statement.
        if index > 0, file.tokens[index - 1].isSymbol(")"), file.partner[index - 1] >= 0,
            let condition = keyword(beforeParenthesesClosedAt: index - 1)
        {
            return condition
        }
        return nil
    }

    /// An argument by name, or else by position.
    func argument(_ call: KotlinCall, named names: Set<String>, position: Int) -> KotlinArgument? {
        if let named = call.arguments.first(where: { $0.name.map(names.contains) ?? false }) { return named }
        let positional = call.arguments.filter { $0.name == nil }
        return position < positional.count ? positional[position] : nil
    }

    /// What a request's builder calls say.
    struct WorkRequestShape {
        var periodic = false
        var worker: String?
        var period: String?
        var flex: String?
        var initialDelay: String?
        var constraints: CodeFacts.Constraints?
        var backoff: CodeFacts.Backoff?
        var tags: [String] = []
        var expedited: String?
        var unknowns: [String] = []
        /// The fields ``unknowns`` are about.
        var unknownFields: Set<String> = []
    }

    /// Reads the builder calls in `range` (following a name to where it is built); whether a builder was found.
    func readRequest(_ range: Range<Int>, file number: Int, into request: inout WorkRequestShape, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        let file = sources.files[number]
        var found = false
        let anchor = range.lowerBound  // where the request is used: what holds there holds for all of it
        for range in expansion(of: range, file: number) {
            var index = range.lowerBound
            while index < range.upperBound {
                defer { index += 1 }
                guard file.tokens[index].isIdentifier, let call = file.call(at: index) else { continue }
                let name = file.tokens[index].text
                let receiverText = call.receiver.map { file.text($0) } ?? ""
                if let field = Self.conditionalFields[name],
                    let condition = condition(of: call.receiver?.lowerBound ?? index, outside: anchor, file: file)
                {
                    // `if (!immediate) builder.setInitialDelay(1, MINUTES)`: the request has it only sometimes.
                    request.unknowns.append("the request gets \(field.said) only when `\(condition)`")
                    request.unknownFields.insert(field.name)
                    continue
                }
                switch name {
                case "PeriodicWorkRequestBuilder", "OneTimeWorkRequestBuilder":
                    found = true
                    request.periodic = name.hasPrefix("Periodic")
                    if let type = call.typeArguments.first {
                        if isTypeParameter(type, at: index, file: number) {
                            // `inline fun <reified W : ListenableWorker> …`: the caller says which worker.
                            request.unknowns.append("the worker is the type parameter '\(type)'")
                            request.unknownFields.insert("worker")
                        } else {
                            request.worker = sources.resolveClass(type, in: number) ?? file.qualify(type)
                        }
                    }
                    if request.periodic { readPeriod(call.arguments, file: number, into: &request) }
                case "Builder"
                where receiverText.hasSuffix("PeriodicWorkRequest") || receiverText.hasSuffix("OneTimeWorkRequest"):
                    found = true
                    request.periodic =
                        receiverText.hasSuffix("PeriodicWorkRequest") && !receiverText.hasSuffix("OneTimeWorkRequest")
                    if let first = call.arguments.first { request.worker = workerClass(first.range, file: number) }
                    if request.periodic { readPeriod(Array(call.arguments.dropFirst()), file: number, into: &request) }
                    if request.worker == nil { request.unknownFields.insert("worker") }
                case "from" where receiverText.hasSuffix("OneTimeWorkRequest"):
                    found = true
                    if let first = call.arguments.first { request.worker = workerClass(first.range, file: number) }
                case "setConstraints":
                    if let first = call.arguments.first {
                        let before = request.unknowns.count
                        request.constraints = readConstraints(first.range, file: number, unknowns: &request.unknowns)
                        if request.unknowns.count > before { request.unknownFields.insert("constraints") }
                    }
                case "setInitialDelay":
                    request.initialDelay = duration(
                        call.arguments, from: 0, file: number, what: "the initial delay", unknowns: &request.unknowns)
                    if request.initialDelay == nil { request.unknownFields.insert("initialDelay") }
                case "setBackoffCriteria":
                    var backoff = CodeFacts.Backoff()
                    if let first = call.arguments.first {
                        switch evaluator.evaluate(first.range, in: number) {
                        case .value(let value): backoff.policy = value.name
                        case .unknown(let reason): request.unknowns.append("the backoff policy: \(reason)")
                        }
                    }
                    backoff.delay = duration(
                        call.arguments, from: 1, file: number, what: "the backoff delay", unknowns: &request.unknowns)
                    request.backoff = backoff
                    if backoff.policy == nil || backoff.delay == nil { request.unknownFields.insert("backoff") }
                case "addTag":
                    if let first = call.arguments.first {
                        switch evaluator.evaluate(first.range, in: number) {
                        case .value(.string(let tag)): request.tags.append(tag)
                        case .value(let other):
                            request.unknowns.append("a tag is \(other)")
                            request.unknownFields.insert("tags")
                        case .unknown(let reason):
                            request.unknowns.append("a tag: \(reason)")
                            request.unknownFields.insert("tags")
                        }
                    }
                case "setExpedited":
                    if let first = call.arguments.first {
                        request.expedited = evaluator.evaluate(first.range, in: number).value?.name
                    }
                default:
                    break
                }
            }
        }
        if !found, let (other, definition) = definitionElsewhere(of: range, file: number) {
            found = readRequest(definition, file: other, into: &request, depth: depth + 1)
        }
        return found
    }

    /// The ranges that make a value: the expression itself, and where it names a variable, that variable's
    /// initializer and the later calls on it in the same function (`builder.setConstraints(c)`).
    func expansion(of range: Range<Int>, file number: Int, depth: Int = 0) -> [Range<Int>] {
        let file = sources.files[number]
        var result = [range]
        guard depth < 4, let first = range.first, file.tokens[first].isIdentifier else { return result }
        // `request`, `request.build()`, `builder.build()`.
        let name = file.tokens[first].text
        // `buildRequest()`: a function of this class (or a top-level one) that makes the value.
        if first + 1 < range.upperBound, file.tokens[first + 1].isSymbol("("),
            file.partner[first + 1] + 1 == range.upperBound
        {
            let owner = file.enclosingClassName(of: first)
            if let function = file.functions(named: name, owner: owner).first
                ?? file.functions(named: name, owner: nil).first
            {
                result.append(function.body)
            }
            return result
        }
        guard range.count == 1 || file.tokens[first + 1].isSymbol(".") else { return result }
        // A declaration in another file is not this file's tokens: ``definitionElsewhere(of:file:)`` reads it there.
        if let (declaringFile, property) = declaration(of: name, file: number, scope: first), declaringFile == number {
            result += expansion(of: property.initializer, file: number, depth: depth + 1)
            if property.isLocal, let function = file.enclosingFunction(of: first) {
                // The uses between the declaration and this one: `val i = Intent()` declared in two branches is
                // two variables, and what is set after the use does not reach it.
                for index in function.body
                where index > property.nameIndex && index < first && file.tokens[index].isIdentifier(name)
                    && index + 2 < file.tokens.count && file.tokens[index + 1].isSymbol(".")
                {
                    if let call = file.call(at: index + 2) {
                        result.append((index + 2)..<call.end)
                    } else if index + 3 < function.body.upperBound, file.tokens[index + 3].isSymbol("=") {
                        // `intent.action = …`
                        result.append((index + 2)..<file.expressionEnd(from: index + 4))
                    }
                }
            }
        }
        return result
    }

    /// What a request expression names that this file does not hold, or that an object holds: a top-level
    /// property of another file of the package (`request`), or a member property or function of a declared class or
    /// object (`Requests.sync`, `Requests.sync()`), as its file and initializer or body.
    func definitionElsewhere(of range: Range<Int>, file number: Int) -> (file: Int, range: Range<Int>)? {
        let file = sources.files[number]
        guard let first = range.first, file.tokens[first].isIdentifier else { return nil }
        let name = file.tokens[first].text
        if range.count == 1 || file.tokens[first + 1].isSymbol("."),
            let (declaringFile, property) = declaration(of: name, file: number, scope: first), declaringFile != number
        {
            return (declaringFile, property.initializer)
        }
        guard first + 2 < range.upperBound, file.tokens[first + 1].isSymbol("."), file.tokens[first + 2].isIdentifier,
            let owner = sources.resolveClass(name, in: number)
        else { return nil }
        let member = file.tokens[first + 2].text
        if first + 3 < range.upperBound, file.tokens[first + 3].isSymbol("(") {
            return sources.functions(named: member, owner: owner).first.map { ($0.file, $0.function.body) }
        }
        return sources.memberProperty(member, of: owner).map { ($0.file, $0.property.initializer) }
    }

    /// Whether an expression is a `WorkManager`: it says so, or names a property or parameter declared as one.
    func isWorkManager(_ range: Range<Int>, file number: Int) -> Bool {
        let file = sources.files[number]
        if file.text(range).lowercased().contains("workmanager") { return true }
        guard range.count == 1, let first = range.first, file.tokens[first].isIdentifier else { return false }
        let name = file.tokens[first].text
        if let (declaringFile, property) = declaration(of: name, file: number, scope: first) {
            return (property.type ?? "").contains("WorkManager")
                || sources.files[declaringFile].text(property.initializer).contains("WorkManager")
        }
        guard let function = file.enclosingFunction(of: first), function.parameters.contains(name) else { return false }
        return parameterType(name, of: function, file: number)?.contains("WorkManager") ?? false
    }

    /// The type a function's parameter is declared with, as written (Kotlin `name: Type`, Java `Type name`).
    func parameterType(_ name: String, of function: KotlinFunction, file number: Int) -> String? {
        let file = sources.files[number]
        let open = function.nameIndex + 1
        guard open < file.tokens.count, file.tokens[open].isSymbol("("), file.partner[open] > open else { return nil }
        let close = file.partner[open]
        for index in (open + 1)..<close where file.tokens[index].isIdentifier(name) {
            if !file.isJava, index + 2 < close, file.tokens[index + 1].isSymbol(":") {
                return file.dottedName(from: index + 2).0
            }
            if file.isJava, file.tokens[index + 1].isSymbol(",") || index + 1 == close {
                return file.tokens[index - 1].text
            }
        }
        return nil
    }

    /// Where a name used at `scope` is declared: a local before it, a member of an enclosing class, a top-level
    /// property of the package.
    func declaration(of name: String, file number: Int, scope: Int) -> (Int, KotlinProperty)? {
        let file = sources.files[number]
        if let function = file.enclosingFunction(of: scope), let local = file.local(name, of: function, before: scope) {
            return (number, local)
        }
        var owner = file.enclosingClassName(of: scope)
        while let current = owner {
            if let found = sources.memberProperty(name, of: current) { return found }
            guard let dot = current.lastIndex(of: ".") else { break }
            owner = String(current[..<dot])
        }
        return sources.topLevelProperty(name, package: file.packageName)
    }

    func workerClass(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        let written = file.tokens[range].prefix { !$0.isSymbol("::") && !($0.isIdentifier("class")) }
            .filter { !$0.isSymbol(".") }.map(\.text).joined(separator: ".")
        guard !written.isEmpty else { return nil }
        if let declared = sources.resolveClass(written, in: number) { return declared }
        // A lower-case simple name is a variable or a parameter (`c: Class<out Worker>`), not a class to invent.
        guard !(written.first?.isLowercase ?? true) || written.contains(".") else { return nil }
        return file.qualify(written)
    }

    /// `(Long, TimeUnit[, Long, TimeUnit])` or `(Duration[, Duration])`, positional or named.
    private func readPeriod(_ arguments: [KotlinArgument], file number: Int, into request: inout WorkRequestShape) {
        readPeriodValues(arguments, file: number, into: &request)
        if request.period == nil { request.unknownFields.insert("period") }
        if request.unknowns.contains(where: { $0.hasPrefix("the flex") }) { request.unknownFields.insert("flex") }
    }

    private func readPeriodValues(
        _ arguments: [KotlinArgument], file number: Int, into request: inout WorkRequestShape
    ) {
        let named = Dictionary(arguments.compactMap { argument in argument.name.map { ($0, argument) } }) { a, _ in a }
        if let interval = named["repeatInterval"] {
            var ordered = [interval]
            if let unit = named["repeatIntervalTimeUnit"] { ordered.append(unit) }
            request.period = duration(ordered, from: 0, file: number, what: "the period", unknowns: &request.unknowns)
            if let flex = named["flexTimeInterval"] {
                var flexOrdered = [flex]
                if let unit = named["flexTimeIntervalUnit"] { flexOrdered.append(unit) }
                request.flex = duration(
                    flexOrdered, from: 0, file: number, what: "the flex", unknowns: &request.unknowns)
            }
            return
        }
        let positional = arguments.filter { $0.name == nil }
        guard !positional.isEmpty else { return }
        let first = evaluator.evaluate(positional[0].range, in: number)
        let step = first.value.map { if case .duration = $0 { 1 } else { 2 } } ?? 2
        request.period = duration(positional, from: 0, file: number, what: "the period", unknowns: &request.unknowns)
        if positional.count > step {
            request.flex = duration(positional, from: step, file: number, what: "the flex", unknowns: &request.unknowns)
        }
    }

    /// A duration from `arguments[from]` (a `Duration`) or `arguments[from], arguments[from + 1]` (an amount and a
    /// `TimeUnit`), in the scenario syntax.
    func duration(_ arguments: [KotlinArgument], from: Int, file number: Int, what: String, unknowns: inout [String])
        -> String?
    {
        guard from < arguments.count else { return nil }
        let amount = evaluator.evaluate(arguments[from].range, in: number)
        switch amount {
        case .unknown(let reason):
            unknowns.append("\(what): \(reason)")
            return nil
        case .value(.duration(let milliseconds)):
            return Self.durationText(milliseconds)
        case .value(.integer(let count)):
            guard from + 1 < arguments.count else { return Self.durationText(count) }
            switch evaluator.evaluate(arguments[from + 1].range, in: number) {
            case .value(.timeUnit(let unit)):
                let (milliseconds, overflow) = count.multipliedReportingOverflow(by: unit)
                if !overflow { return Self.durationText(milliseconds) }
                unknowns.append("\(what): \(count) of that unit overflows")
            case .value(let other):
                unknowns.append("\(what): the unit is \(other)")
            case .unknown(let reason):
                unknowns.append("\(what): \(reason)")
            }
            return nil
        case .value(let other):
            unknowns.append("\(what) is \(other)")
            return nil
        }
    }

    /// Milliseconds in the scenario syntax: `1h30m`, `15m`, `1500ms`, `0`.
    static func durationText(_ milliseconds: Int64) -> String {
        milliseconds > 0 ? SimDuration(milliseconds: milliseconds).description : "0"
    }

    /// `Constraints.Builder()…build()`, `Constraints(requiredNetworkType = …)`, or a name for either.
    func readConstraints(_ range: Range<Int>, file number: Int, unknowns: inout [String]) -> CodeFacts.Constraints {
        let file = sources.files[number]
        var constraints = CodeFacts.Constraints()
        let setters: [String: String] = [
            "setRequiredNetworkType": "requiredNetworkType", "setRequiresCharging": "requiresCharging",
            "setRequiresBatteryNotLow": "requiresBatteryNotLow", "setRequiresDeviceIdle": "requiresDeviceIdle",
            "setRequiresStorageNotLow": "requiresStorageNotLow",
        ]
        func set(_ field: String, _ argument: KotlinArgument) {
            let value = evaluator.evaluate(argument.range, in: number)
            switch (field, value) {
            case ("requiredNetworkType", .value(let value)): constraints.requiredNetworkType = value.name
            case ("requiresCharging", .value(.boolean(let flag))): constraints.requiresCharging = flag
            case ("requiresBatteryNotLow", .value(.boolean(let flag))): constraints.requiresBatteryNotLow = flag
            case ("requiresDeviceIdle", .value(.boolean(let flag))): constraints.requiresDeviceIdle = flag
            case ("requiresStorageNotLow", .value(.boolean(let flag))): constraints.requiresStorageNotLow = flag
            case (_, .unknown(let reason)): unknowns.append("\(field): \(reason)")
            default: unknowns.append("\(field) is \(value)")
            }
        }
        var recognised = false
        for range in expansion(of: range, file: number) {
            for index in range where file.tokens[index].isIdentifier {
                let name = file.tokens[index].text
                if name == "NONE", index > 0, file.tokens[index - 1].isSymbol("."), index > 1,
                    file.tokens[index - 2].isIdentifier("Constraints")
                {
                    recognised = true  // Constraints.NONE
                }
                guard let call = file.call(at: index) else { continue }
                if let field = setters[name], let first = call.arguments.first {
                    recognised = true
                    set(field, first)
                } else if name == "Constraints", call.open != nil {
                    recognised = true
                    for argument in call.arguments {
                        if let field = argument.name, setters.values.contains(field) { set(field, argument) }
                    }
                } else if name == "Builder", call.receiver.map({ file.text($0).hasSuffix("Constraints") }) == true {
                    recognised = true
                }
            }
        }
        if !recognised {
            unknowns.append("the constraints '\(file.text(range))' are not built where the reader can see them")
        }
        return constraints
    }

    /// Whether `name` is a type parameter of the function around `index` (`fun <reified W : Worker> once()`).
    func isTypeParameter(_ name: String, at index: Int, file number: Int) -> Bool {
        let file = sources.files[number]
        guard let function = file.enclosingFunction(of: index) else { return false }
        var position = function.nameIndex
        while position > 0 && !file.tokens[position].isIdentifier("fun") { position -= 1 }
        return (position..<function.nameIndex).contains { file.tokens[$0].isIdentifier(name) }
    }
}
