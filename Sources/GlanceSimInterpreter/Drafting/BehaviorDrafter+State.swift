import GlanceSimFormats

/// `updateAppWidgetState(context, glanceId) { prefs -> … }`: the Preferences writes in its lambda, as state
/// effects, when each is one the behaviour format says directly.
extension BehaviorDrafter {
    /// The effects for the state writes of the `updateAppWidgetState` at `update`'s line, or `nil` when one of them
    /// is not a write the draft can say (then the caller writes a TODO).
    func stateWrites(_ update: CodeFacts.Update) -> [String]? {
        guard let number = sources.files.firstIndex(where: { $0.path == update.file }) else { return nil }
        let file = sources.files[number]
        guard
            let index = file.tokens.indices.first(where: {
                file.tokens[$0].line == update.line && file.tokens[$0].isIdentifier("updateAppWidgetState")
            }),
            let call = file.call(at: index), let lambda = call.lambda, !lambda.isEmpty,
            call.arguments.count == 2  // a custom state definition's lambda returns a whole new state
        else { return nil }
        var start = lambda.lowerBound
        var parameter = "it"
        if lambda.count > 2, file.tokens[start].isIdentifier, file.tokens[start + 1].isSymbol("->") {
            parameter = file.tokens[start].text
            start += 2
        }
        var effects: [String] = []
        while start < lambda.upperBound {
            let end = min(file.expressionEnd(from: start), lambda.upperBound)
            guard end > start else {
                start += 1
                continue
            }
            guard let effect = stateWrite(start..<end, parameter: parameter, file: number) else { return nil }
            effects.append(effect)
            start = end
            if start < lambda.upperBound && file.tokens[start].isSymbol(";") { start += 1 }
        }
        return effects.isEmpty ? nil : effects
    }

    /// One statement: `p[KEY] = …`, `p.remove(KEY)`, `p.clear()`.
    private func stateWrite(_ range: Range<Int>, parameter: String, file number: Int) -> String? {
        let file = sources.files[number]
        let tokens = Array(file.tokens[range])
        guard tokens.first?.isIdentifier(parameter) == true, tokens.count >= 3 else { return nil }
        if tokens[1].isSymbol("."), tokens[2].isIdentifier("clear") { return "{ clear: true }" }
        if tokens[1].isSymbol("."), tokens[2].isIdentifier("remove"), let call = file.call(at: range.lowerBound + 2),
            call.arguments.count == 1, let key = keyName(call.arguments[0].range, file: number)
        {
            return "{ remove: \(DraftText.literal(key)) }"
        }
        guard tokens[1].isSymbol("["), let close = tokens.indices.first(where: { tokens[$0].isSymbol("]") }),
            close + 1 < tokens.count, tokens[close + 1].isSymbol("="),
            let key = keyName((range.lowerBound + 2)..<(range.lowerBound + close), file: number)
        else { return nil }
        let value = (range.lowerBound + close + 2)..<range.upperBound
        let text = file.text(value)
        let read = "\(parameter)[\(file.text((range.lowerBound + 2)..<(range.lowerBound + close)))]"
        // `(p[KEY] ?: 0) + 1`: an increment; `!(p[KEY] ?: false)`: a toggle.
        if text.hasPrefix("(\(read)?:"),
            let plus = file.tokens[value].lastIndex(where: { $0.isSymbol("+") || $0.isSymbol("-") }),
            case .value(.integer(let amount)) = KotlinEvaluator(sources: sources).evaluate(
                (plus + 1)..<value.upperBound, in: number)
        {
            let by = file.tokens[plus].isSymbol("-") ? -amount : amount
            return by == 1
                ? "{ increment: \(DraftText.literal(key)) }" : "{ increment: \(DraftText.literal(key)), by: \(by) }"
        }
        if text == "!(\(read)?:false)" || text == "!(\(read)?: false)" {
            return "{ toggle: \(DraftText.literal(key)) }"
        }
        switch KotlinEvaluator(sources: sources).evaluate(value, in: number) {
        case .value(.string(let string)):
            return "{ set: \(DraftText.literal(key)), value: \(DraftText.literal(string)) }"
        case .value(.integer(let integer)): return "{ set: \(DraftText.literal(key)), value: \(integer) }"
        case .value(.boolean(let flag)): return "{ set: \(DraftText.literal(key)), value: \(flag) }"
        default: return nil
        }
    }

    /// A Preferences key's name: a constant the facts list (`GlassesKey`), or an inline `intPreferencesKey("…")`.
    private func keyName(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        let written = file.text(range)
        let last = written.split(separator: ".").last.map(String.init) ?? written
        if let key = facts.stateKeys.first(where: { $0.constant == last }) { return key.name }
        if let first = range.first, file.tokens[first].text.hasSuffix("PreferencesKey"),
            let call = file.call(at: first), let argument = call.arguments.first,
            case .value(.string(let name)) = KotlinEvaluator(sources: sources).evaluate(argument.range, in: number)
        {
            return name
        }
        return nil
    }
}
