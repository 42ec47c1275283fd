import GlanceSimFormats

/// Says a Kotlin (or Java) condition in the behaviour file's expression syntax, when it can be said there: the
/// intent's action and extras, the ids a callback got, constants the reader works out, and `==`, `!=`, `<`, `<=`,
/// `>`, `>=`, `&&`, `||`, `!`, `isEmpty()`, `isNotEmpty()`, `equals`, `hasExtra` and null checks of those.
/// Anything else (a field of the app, a function's result, `Build.VERSION.SDK_INT`) is `nil`: the draft writes a
/// TODO around what the condition guards, never the condition's guess.
///
/// ```swift
/// // intent.action == ACTION_REFRESH, with const val ACTION_REFRESH = "com.example.REFRESH"
/// translator.condition(range, file: 0)   // "action == 'com.example.REFRESH'"
/// ```
struct KotlinConditionTranslator {
    let sources: KotlinSources
    private let evaluator: KotlinEvaluator

    init(sources: KotlinSources) {
        self.sources = sources
        evaluator = KotlinEvaluator(sources: sources)
    }

    /// The condition `range` of file `number` as a behaviour expression, or `nil`.
    func condition(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        let range = trimmed(range, file: file)
        guard !range.isEmpty else { return nil }
        for (symbol, joiner) in [("||", " || "), ("&&", " && ")] {
            let parts = split(range, at: [symbol], file: file)
            if parts.count > 1 {
                let said = parts.map { condition($0.range, file: number) }
                guard said.allSatisfy({ $0 != nil }) else { return nil }
                return said.map { "(\($0!))" }.joined(separator: joiner)
            }
        }
        if file.tokens[range.lowerBound].isSymbol("!") {
            return condition((range.lowerBound + 1)..<range.upperBound, file: number).map { "!(\($0))" }
        }
        let comparison = split(range, at: ["==", "!=", "===", "!==", "<=", ">=", "<", ">"], file: file)
        if comparison.count == 2, var operation = comparison[1].separator {
            if operation.count == 3 { operation.removeLast() }
            guard let left = value(comparison[0].range, file: number),
                let right = value(comparison[1].range, file: number)
            else { return nil }
            return "\(left) \(operation) \(right)"
        }
        if let call = trailingCall(range, file: file) {
            let receiver = call.receiver
            switch call.name {
            case "isEmpty", "isNotEmpty", "isNullOrEmpty":
                guard call.arguments.isEmpty, let list = value(receiver, file: number) else { return nil }
                return call.name == "isNotEmpty" ? "\(list).isNotEmpty()" : "\(list).isEmpty()"
            case "equals" where call.arguments.count == 1:
                guard let left = value(receiver, file: number), let right = value(call.arguments[0], file: number)
                else { return nil }
                return "\(left) == \(right)"
            case "hasExtra" where call.arguments.count == 1 && isIntent(receiver, file: file):
                return extra(call.arguments[0], file: number).map { "\($0) != null" }
            case "contains" where call.arguments.count == 1:
                guard let list = value(receiver, file: number), let item = value(call.arguments[0], file: number)
                else { return nil }
                return "\(item) in \(list)"
            default: break
            }
        }
        if case .value(.boolean(let flag)) = evaluator.evaluate(range, in: number) { return flag ? "true" : "false" }
        return nil
    }

    /// The value `range` of file `number` as a behaviour expression, or `nil`.
    func value(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        let range = trimmed(range, file: file)
        // `intent!!.action` reads as `intent.action`: a null there throws, which the draft does not model.
        let tokens = file.tokens[range].filter { !$0.isSymbol("!!") }
        guard !tokens.isEmpty else { return nil }
        if tokens.count == 1, ["null", "true", "false"].contains(tokens[0].text), tokens[0].isIdentifier {
            return tokens[0].text
        }
        let names = tokens.filter { !$0.isSymbol(".") && !$0.isSymbol("?.") }.map(\.text)
        let dotted = tokens.enumerated().allSatisfy { offset, token in
            offset % 2 == 0 ? token.isIdentifier : (token.isSymbol(".") || token.isSymbol("?."))
        }
        if dotted, isIntentName(tokens[0].text) {
            if names.count == 2, names[1] == "action" { return "action" }
            if names.count == 2, names[1] == "data" { return "data" }
        }
        if dotted, names == ["appWidgetIds"] { return "ids" }
        if dotted, names == ["runAttemptCount"] { return "runAttemptCount" }
        if dotted, names == ["appWidgetIds", "size"] { return "ids.size" }
        if let call = trailingCall(range, file: file) {
            if isIntent(call.receiver, file: file) {
                if call.name == "getAction", call.arguments.isEmpty { return "action" }
                if call.name.hasPrefix("get"), call.name.hasSuffix("Extra"), let key = call.arguments.first,
                    let read = extra(key, file: number)
                {
                    guard call.arguments.count == 2 else { return read }
                    return value(call.arguments[1], file: number).map { "(\(read) ?: \($0))" }
                }
            }
            if call.name.hasPrefix("get"), let key = call.arguments.first, call.arguments.count <= 2,
                isIntentExtras(call.receiver, file: file), let read = extra(key, file: number)
            {
                guard call.arguments.count == 2 else { return read }
                return value(call.arguments[1], file: number).map { "(\(read) ?: \($0))" }
            }
        }
        switch evaluator.evaluate(range, in: number) {
        case .value(.string(let text)): return Self.quoted(text)
        case .value(.integer(let number)): return String(number)
        case .value(.boolean(let flag)): return flag ? "true" : "false"
        case .value(.double(let number)): return String(number)
        default: return nil
        }
    }

    // MARK: - Pieces

    /// `extras.KEY` (or `extras['KEY']`) for an extra's key the reader works out.
    private func extra(_ key: Range<Int>, file number: Int) -> String? {
        guard case .value(.string(let name)) = evaluator.evaluate(key, in: number) else { return nil }
        let isIdentifier =
            name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isIdentifier ? "extras.\(name)" : "extras[\(Self.quoted(name))]"
    }

    /// Whether `range` is the intent being delivered: a name such as `intent` (`intent`, `receivedIntent`).
    private func isIntent(_ range: Range<Int>, file: KotlinFile) -> Bool {
        let tokens = file.tokens[trimmed(range, file: file)].filter { !$0.isSymbol("!!") }
        return tokens.count == 1 && tokens[0].isIdentifier && isIntentName(tokens[0].text)
    }

    /// Whether `range` is the intent's extras: `intent.extras`, `intent?.extras`, `intent.getExtras()`.
    private func isIntentExtras(_ range: Range<Int>, file: KotlinFile) -> Bool {
        let tokens = file.tokens[trimmed(range, file: file)].filter { !$0.isSymbol("!!") }
        guard tokens.count >= 3, tokens[0].isIdentifier, isIntentName(tokens[0].text),
            tokens[1].isSymbol(".") || tokens[1].isSymbol("?.")
        else { return false }
        return (tokens.count == 3 && tokens[2].isIdentifier("extras"))
            || (tokens.count == 5 && tokens[2].isIdentifier("getExtras") && tokens[3].isSymbol("(")
                && tokens[4].isSymbol(")"))
    }

    private func isIntentName(_ name: String) -> Bool {
        name == "intent" || name.hasSuffix("Intent")
    }

    /// `range` without parentheses around the whole of it.
    private func trimmed(_ range: Range<Int>, file: KotlinFile) -> Range<Int> {
        var range = range
        while range.count >= 2, file.tokens[range.lowerBound].isSymbol("("),
            file.partner[range.lowerBound] == range.upperBound - 1
        {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    /// `range` split at top-level occurrences of any of `symbols` (brackets skipped whole), each part with the
    /// symbol before it.
    func split(_ range: Range<Int>, at symbols: [String], file: KotlinFile) -> [(
        range: Range<Int>, separator: String?
    )] {
        var parts: [(Range<Int>, String?)] = []
        var start = range.lowerBound
        var separator: String?
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if token.kind == .symbol, ["(", "[", "{"].contains(token.text) {
                index = file.partner[index] + 1
                continue
            }
            if token.kind == .symbol, symbols.contains(token.text), index > range.lowerBound {
                parts.append((start..<index, separator))
                separator = token.text
                start = index + 1
            }
            index += 1
        }
        parts.append((start..<range.upperBound, separator))
        return parts
    }

    /// The call `receiver.name(arguments)` that `range` is, when it ends with one.
    private func trailingCall(_ range: Range<Int>, file: KotlinFile) -> (
        receiver: Range<Int>, name: String, arguments: [Range<Int>]
    )? {
        guard range.count >= 4, file.tokens[range.upperBound - 1].isSymbol(")") else { return nil }
        let open = file.partner[range.upperBound - 1]
        guard open - 2 >= range.lowerBound, file.tokens[open - 1].isIdentifier,
            file.tokens[open - 2].isSymbol(".") || file.tokens[open - 2].isSymbol("?.")
        else { return nil }
        let arguments = split((open + 1)..<(range.upperBound - 1), at: [","], file: file).map(\.range).filter {
            !$0.isEmpty
        }
        return (range.lowerBound..<(open - 2), file.tokens[open - 1].text, arguments)
    }

    /// A text in the expression syntax's single quotes.
    static func quoted(_ text: String) -> String {
        var quoted = "'"
        for character in text {
            if character == "\\" || character == "'" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "'"
    }
}
