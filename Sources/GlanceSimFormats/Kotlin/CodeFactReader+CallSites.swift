import GlanceSim

/// Facts made through a helper: when what a call's fact depends on is a parameter of the function it is in
/// (`fun Context.registerReceiverCompat(receiver, filter, flags)`, Tasks.org's `enqueueUnique(key, c, …)`), the fact
/// is listed at each call of that helper, with what that caller passes.
extension CodeFactReader {
    /// Tokens of one file: an argument as written where it is passed.
    struct CodeRange {
        var file: Int
        var range: Range<Int>
    }

    /// A call of a helper, with the argument it passes for each of the helper's parameters asked about (`nil` for
    /// what is not a parameter).
    struct CallSite {
        var file: Int
        var index: Int
        var arguments: [CodeRange?]
    }

    /// When some of `ranges` are parameters of the function they are in, each call of that function: in its own
    /// file when it is local to another function, else in every file (by name and number of arguments). `nil` when
    /// none is a parameter or nothing calls it.
    mutating func callSites(passing ranges: [Range<Int>], file number: Int) -> (KotlinFunction, [CallSite])? {
        let file = sources.files[number]
        guard let first = ranges.first?.first, let function = file.enclosingFunction(of: first) else { return nil }
        let parameters = ranges.map { range -> String? in
            guard range.count == 1, file.tokens[range.lowerBound].isIdentifier,
                function.parameters.contains(file.tokens[range.lowerBound].text)
            else { return nil }
            return file.tokens[range.lowerBound].text
        }
        return callSites(of: function, file: number, parameters: parameters).map { (function, $0) }
    }

    /// Each call of `function` with the argument it passes for each of `parameters` (`nil` stays `nil`); `nil`
    /// when no parameter is asked about or nothing calls it.
    mutating func callSites(of function: KotlinFunction, file number: Int, parameters: [String?]) -> [CallSite]? {
        let file = sources.files[number]
        let positions = parameters.map { name in name.flatMap { function.parameters.firstIndex(of: $0) } }
        guard positions.contains(where: { $0 != nil }) else { return nil }
        let isLocal = file.functions.contains {
            $0.nameIndex != function.nameIndex && $0.body.contains(function.nameIndex)
        }
        if nameSites == nil {
            var index: [String: [(file: Int, index: Int)]] = [:]
            for (fileNumber, each) in sources.files.enumerated() {
                for position in each.tokens.indices where each.tokens[position].isIdentifier {
                    index[each.tokens[position].text, default: []].append((fileNumber, position))
                }
            }
            nameSites = index
        }
        // A class's own method is called without a receiver (or on `this`); `workManager.enqueue(…)` inside
        // `private fun enqueue(builder)` is WorkManager's, not a call of the helper. Top-level and extension
        // functions are called on anything.
        let member = function.owner != nil && file.extendedType(of: function) == nil
        var sites: [CallSite] = []
        for (callerNumber, index) in nameSites?[function.name] ?? [] where !isLocal || callerNumber == number {
            let caller = sources.files[callerNumber]
            guard !(callerNumber == number && index == function.nameIndex),
                let call = caller.call(at: index), call.open != nil,
                call.arguments.count <= function.parameters.count,
                !member || call.receiver.map({ isInstance($0, of: function.owner ?? "", file: callerNumber) }) ?? true
            else { continue }
            let arguments = positions.map { position -> CodeRange? in
                guard let position else { return nil }
                let name = function.parameters[position]
                let argument =
                    call.arguments.first { $0.name == name }
                    ?? (call.arguments.indices.contains(position) && call.arguments[position].name == nil
                        ? call.arguments[position] : nil)
                return argument.map { CodeRange(file: callerNumber, range: $0.range) }
                    ?? defaultValue(of: name, in: function, file: number)
            }
            sites.append(CallSite(file: callerNumber, index: index, arguments: arguments))
        }
        return sites.isEmpty ? nil : sites
    }

    /// Whether a call's receiver is an instance of `owner` (or `owner` is its companion): `this`, the class or
    /// object named (`WidgetUpdateWorker.enqueueWorker(…)`), or a variable declared as or made from one.
    func isInstance(_ receiver: Range<Int>, of owner: String, file number: Int) -> Bool {
        let file = sources.files[number]
        let text = file.text(receiver)
        if text == "this" { return true }
        var named = sources.resolveClass(text, in: number)
        if named == nil, receiver.count == 1,
            let (declaring, property) = declaration(of: text, file: number, scope: receiver.lowerBound)
        {
            named =
                property.type.flatMap { sources.resolveClass($0, in: declaring) }
                ?? constructedClass(property.initializer, file: declaring)
        }
        guard let named else { return false }
        return named == owner || sources.companion(of: named) == owner
    }

    /// The default a parameter declares (`policy: ExistingWorkPolicy = ExistingWorkPolicy.REPLACE`), which a call
    /// that does not pass it gets.
    func defaultValue(of parameter: String, in function: KotlinFunction, file number: Int) -> CodeRange? {
        sources.files[number].declaredParameters(of: function).first { $0.name == parameter }?.defaultValue.map {
            CodeRange(file: number, range: $0)
        }
    }

    /// Whether a request the enqueue cannot see (`builder.build()`, `request`) is a parameter of the function it is
    /// in, and every call of that function is already an enqueue fact of its own: a helper that only forwards the
    /// request adds no enqueue.
    mutating func requestIsReadAtEveryCaller(_ range: Range<Int>, file number: Int) -> Bool {
        let file = sources.files[number]
        guard let first = range.first, file.tokens[first].isIdentifier,
            let (_, sites) = callSites(passing: [first..<(first + 1)], file: number)
        else { return false }
        return sites.allSatisfy { site in
            let (path, line) = place(site.file, site.index)
            return facts.work.contains { $0.file == path && $0.line == line }
        }
    }

    /// The unique work `work` read in `function` (its name, policy or worker class a parameter), once per call of
    /// the function with the caller's values; `nil` when nothing of it is a parameter or nothing calls it. The
    /// reader's TODOs for the fields a caller settles are dropped (those still unknown are said at the caller).
    mutating func workAtCallSites(
        _ work: CodeFacts.Work, call: KotlinCall, file number: Int, name: KotlinArgument?, policy: KotlinArgument?,
        todosBefore: Int
    ) -> [CodeFacts.Work]? {
        let file = sources.files[number]
        guard let function = file.enclosingFunction(of: call.nameIndex) else { return nil }
        func parameter(_ argument: KotlinArgument?) -> String? {
            guard let range = argument?.range, range.count == 1, file.tokens[range.lowerBound].isIdentifier,
                function.parameters.contains(file.tokens[range.lowerBound].text)
            else { return nil }
            return file.tokens[range.lowerBound].text
        }
        // The worker class: a `Class<…>` parameter when the request's worker is not named where it is built.
        let workerParameter =
            work.worker == nil
            ? function.parameters.first { parameterType($0, of: function, file: number) == "Class" } : nil
        let asked = [
            work.name == nil ? parameter(name) : nil, work.policy == nil ? parameter(policy) : nil, workerParameter,
        ]
        guard let sites = callSites(of: function, file: number, parameters: asked) else { return nil }
        let (path, line) = place(number, call.nameIndex)
        let settled: [(field: String, prefix: String)] = [
            ("name", "the unique work name"), ("policy", "the existing-work policy"), ("worker", "the worker"),
        ]
        let added = facts.todos[todosBefore...]
        facts.todos.removeSubrange(todosBefore...)
        facts.todos += added.filter { todo in
            !settled.indices.contains { asked[$0] != nil && todo.message.hasPrefix(settled[$0].prefix) }
        }
        var result: [CodeFacts.Work] = []
        for site in sites {
            var each = work
            (each.file, each.line) = place(site.file, site.index)
            each.through = CodeFacts.Helper(name: function.name, file: path, line: line)
            var unknown = Set(work.unknown ?? [])
            for (position, field) in settled.map(\.field).enumerated() where asked[position] != nil {
                let value = site.arguments[position].map { evaluator.evaluate($0.range, in: $0.file) }
                switch (field, value) {
                case ("name", .value(.string(let text))?): each.name = text
                case ("policy", .value(.constant(_, let constant))?): each.policy = constant
                case ("worker", .value(.classReference(let worker))?): each.worker = worker
                default:
                    unknown.insert(field)
                    todo(
                        "\(settled[position].prefix): the caller passes a value the reader could not work out",
                        file: site.file, index: site.index)
                    continue
                }
                unknown.remove(field)
            }
            each.unknown = unknown.isEmpty ? nil : unknown.sorted()
            result.append(each)
        }
        return result
    }
}
