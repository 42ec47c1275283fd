import GlanceSimFormats

/// A wait on a callback's path: coroutines' `delay(…)` or Java's `Thread.sleep(…)`/`SystemClock.sleep(…)`, with
/// how long it lasts when the code says it (a constant, or a parameter the caller binds), as a range when the
/// code draws it at random (`Random.nextInt(1, 3) * 1000L` is 1–2 s).
///
/// ```swift
/// // suspend fun load(delay: Long = Random.nextInt(1, 3) * 1000L) { delay(delay) }
/// CodeWait(kotlin: "delay(delay)", shortest: 1_000, longest: 2_000)
/// ```
struct CodeWait: Equatable {
    /// The call as the code writes it.
    var kotlin: String
    /// The shortest and longest wait in milliseconds, or `nil` when the code computes it otherwise.
    var shortest: Int64?
    var longest: Int64?
    /// What the argument stands for, when it is a parameter the caller binds (`Random.nextInt(1, 3) * 1000L`).
    var bound: String?
}

extension CodeWalk {
    /// The wait the call at `index` makes, if it is one.
    func wait(at index: Int, file number: Int, bindings: [String: Binding]) -> CodeWait? {
        let file = sources.files[number]
        let name = file.tokens[index].text
        guard name == "delay" || name == "sleep", let call = file.call(at: index), call.open != nil,
            call.arguments.count == 1
        else { return nil }
        if name == "delay" {
            // kotlinx.coroutines.delay, imported by name or with its package, and not a function of the module.
            guard call.receiver == nil,
                file.imports["delay"] == "kotlinx.coroutines.delay"
                    || (file.imports["delay"] == nil && file.wildcardImports.contains("kotlinx.coroutines")),
                sources.functions(named: "delay", owner: nil).isEmpty
            else { return nil }
        } else {
            guard let receiver = call.receiver, receiver.count == 1,
                ["Thread", "SystemClock"].contains(file.tokens[receiver.lowerBound].text)
            else { return nil }
        }
        // A wait in a coroutine the code launches (`scope.launch { while (true) { delay(500) } }`) runs beside the
        // code, not in its way: no wait of the callback's.
        for open in file.enclosingBraces(of: index) where open > 0 {
            var name = open - 1
            if file.tokens[name].isSymbol(")"), file.partner[name] > 0 { name = file.partner[name] - 1 }
            if file.tokens[name].isIdentifier,
                file.tokens[name].text.hasPrefix("launch") || file.tokens[name].text == "async"
            {
                return nil
            }
        }
        var argument = (file: number, range: call.arguments[0].range)
        var bound: String?
        if argument.range.count == 1, let binding = bindings[file.tokens[argument.range.lowerBound].text] {
            argument = (binding.file, binding.range)
            bound = CodeGuards.source(sources.files[binding.file], binding.range)
        }
        let span = milliseconds(argument.range, file: argument.file)
        return CodeWait(
            kotlin: CodeGuards.source(file, (call.receiver?.lowerBound ?? index)..<call.end), shortest: span?.shortest,
            longest: span?.longest, bound: bound)
    }

    /// The shortest and longest number of milliseconds an expression gives: a constant (a number, a `Duration`),
    /// `Random.nextInt(a, b)`/`nextLong(a, b)` (`a` to `b - 1`), and products of those.
    private func milliseconds(_ range: Range<Int>, file number: Int) -> (shortest: Int64, longest: Int64)? {
        let file = sources.files[number]
        let evaluator = KotlinEvaluator(sources: sources)
        switch evaluator.evaluate(range, in: number).value {
        case .integer(let count)?: return count >= 0 ? (count, count) : nil
        case .duration(let milliseconds)?: return (milliseconds, milliseconds)
        default: break
        }
        // A product of factors at the top level: `Random.nextInt(1, 3) * 1000L`.
        var factors: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            if file.partner[position] > position {
                position = file.partner[position] + 1
                continue
            }
            if file.tokens[position].isSymbol("*") {
                factors.append(start..<position)
                start = position + 1
            }
            position += 1
        }
        factors.append(start..<range.upperBound)
        guard factors.count > 1 || isRandom(range, file: file) else { return nil }
        var product: (shortest: Int64, longest: Int64) = (1, 1)
        for factor in factors where !factor.isEmpty {
            let span: (shortest: Int64, longest: Int64)
            if isRandom(factor, file: file), let call = file.call(at: factor.lowerBound + 2), call.arguments.count == 2,
                case .integer(let low)? = evaluator.evaluate(call.arguments[0].range, in: number).value,
                case .integer(let high)? = evaluator.evaluate(call.arguments[1].range, in: number).value,
                low >= 0, high > low
            {
                span = (low, high - 1)
            } else if case .integer(let count)? = evaluator.evaluate(factor, in: number).value, count >= 0 {
                span = (count, count)
            } else {
                return nil
            }
            let shortest = product.shortest.multipliedReportingOverflow(by: span.shortest)
            let longest = product.longest.multipliedReportingOverflow(by: span.longest)
            guard !shortest.overflow, !longest.overflow else { return nil }
            product = (shortest.partialValue, longest.partialValue)
        }
        return product
    }

    /// Whether `range` is exactly `Random.nextInt(…)` or `Random.nextLong(…)`.
    private func isRandom(_ range: Range<Int>, file: KotlinFile) -> Bool {
        guard range.count >= 4, file.tokens[range.lowerBound].isIdentifier("Random"),
            file.tokens[range.lowerBound + 1].isSymbol("."),
            ["nextInt", "nextLong"].contains(file.tokens[range.lowerBound + 2].text),
            let call = file.call(at: range.lowerBound + 2)
        else { return false }
        return call.end == range.upperBound
    }
}
