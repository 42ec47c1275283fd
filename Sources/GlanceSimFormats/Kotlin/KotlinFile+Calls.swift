/// One argument of a call: its tokens, and its name when it is a named argument (`force = true`).
package struct KotlinArgument: Sendable {
    package var name: String?
    package var range: Range<Int>
}

/// A call in a file: `receiver.name<T>(arguments) { lambda }`.
package struct KotlinCall: Sendable {
    package var nameIndex: Int
    /// The `(` of the arguments, if the call has parentheses.
    package var open: Int?
    package var arguments: [KotlinArgument]
    /// The body of a trailing lambda, if any.
    package var lambda: Range<Int>?
    /// The expression the call is made on (before the `.`), if any.
    package var receiver: Range<Int>?
    /// Type arguments as written (`PeriodicWorkRequestBuilder<W>` gives `["W"]`).
    package var typeArguments: [String]
    /// The index after the call.
    package var end: Int
}

extension KotlinFile {
    /// Whether the name at `index` is the one an extension function declares (`fun AppWidgetManager.update(`,
    /// `fun <T> List<T>.second(`): a declaration, not a call on that type.
    func isExtensionDeclaration(at index: Int) -> Bool {
        guard index >= 3, tokens[index - 1].isSymbol(".") else { return false }
        var position = index - 2
        while position >= 0, index - position <= 16 {
            let token = tokens[position]
            if token.isIdentifier("fun") { return true }
            guard token.isIdentifier || [".", "?", "<", ">", ",", "*"].contains(token.text) && token.kind == .symbol
            else { return false }
            // A call or a keyword before the name ends the search: `x.y.f(` is a call.
            if token.isIdentifier, ["return", "val", "var", "if", "else", "in", "is", "as"].contains(token.text) {
                return false
            }
            position -= 1
        }
        return false
    }

    /// Whether a name says it holds widget ids (`appWidgetIds`, `ids`, `widgetIds`; `x.ids` by its last part):
    /// how the reader tells an ids array, and a loop over the callback's own ids, from anything else.
    package static func namesWidgetIds(_ name: some StringProtocol) -> Bool {
        let last = String(name).split(separator: ".").last.map(String.init) ?? String(name)
        return last == "ids" || last.hasSuffix("Ids")
    }

    /// A Kotlin function's parameters as declared, in order: each name (`name: Type`) with its default's tokens
    /// (`policy: ExistingWorkPolicy = ExistingWorkPolicy.REPLACE`), if it declares one.
    ///
    /// ```swift
    /// // fun enqueue(context: Context, force: Boolean = false)
    /// file.declaredParameters(of: function).map(\.name)   // ["context", "force"]
    /// ```
    package func declaredParameters(of function: KotlinFunction) -> [(name: String, defaultValue: Range<Int>?)] {
        var open = function.nameIndex + 1
        while open < tokens.count && !tokens[open].isSymbol("(") { open += 1 }
        guard open < tokens.count, partner[open] > open else { return [] }
        return arguments(inside: open).compactMap { parameter in
            guard let colon = parameter.range.first(where: { tokens[$0].isSymbol(":") }),
                colon > parameter.range.lowerBound, tokens[colon - 1].isIdentifier
            else { return nil }
            let equals = parameter.range.first { tokens[$0].isSymbol("=") }
            let defaultValue = equals.flatMap {
                $0 + 1 < parameter.range.upperBound ? ($0 + 1)..<parameter.range.upperBound : nil
            }
            return (tokens[colon - 1].text, defaultValue)
        }
    }

    /// The type an extension function extends (`fun AlarmManager.setWindowSafe(` gives `AlarmManager`), whose
    /// members its body calls without a receiver.
    package func extendedType(of function: KotlinFunction) -> String? {
        let name = function.nameIndex
        guard name >= 2, tokens[name - 1].isSymbol("."), tokens[name - 2].isIdentifier else { return nil }
        return tokens[name - 2].text
    }

    /// The call whose name is the token at `index`, if a call starts there.
    package func call(at index: Int) -> KotlinCall? {
        guard tokens[index].isIdentifier, !(index > 0 && tokens[index - 1].isIdentifier("fun")),
            !isExtensionDeclaration(at: index)
        else { return nil }
        var next = index + 1
        var typeArguments: [String] = []
        if next < tokens.count, tokens[next].isSymbol("<"), isTypeArgumentList(at: next) {
            let end = KotlinFile.skipTypeArguments(tokens, from: next)
            typeArguments = splitTypeArguments(next + 1..<end - 1)
            next = end
        }
        var open: Int?
        var arguments: [KotlinArgument] = []
        var end = next
        if next < tokens.count, tokens[next].isSymbol("("), !tokens[next].followsNewline {
            open = next
            arguments = self.arguments(inside: next)
            end = partner[next] + 1
        }
        var lambda: Range<Int>?
        if end < tokens.count, tokens[end].isSymbol("{"), !tokens[end].followsNewline || open == nil,
            open != nil || !typeArguments.isEmpty || !tokens[end].followsNewline
        {
            lambda = (end + 1)..<partner[end]
            end = partner[end] + 1
        }
        guard open != nil || lambda != nil else { return nil }
        return KotlinCall(
            nameIndex: index, open: open, arguments: arguments, lambda: lambda, receiver: receiverOfCall(at: index),
            typeArguments: typeArguments, end: end)
    }

    private func splitTypeArguments(_ range: Range<Int>) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        for index in range {
            let token = tokens[index]
            if token.isSymbol("<") { depth += 1 }
            if token.isSymbol(">") { depth -= 1 }
            if depth == 0 && token.isSymbol(",") {
                result.append(current)
                current = ""
            } else if depth == 0 && !(token.isIdentifier("out") || token.isIdentifier("in")) {
                current += token.text
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The arguments between the `(` at `open` and its partner, split at top-level commas.
    package func arguments(inside open: Int) -> [KotlinArgument] {
        let close = partner[open]
        guard close > open + 1 else { return [] }
        var result: [KotlinArgument] = []
        var start = open + 1
        var index = start
        while index <= close {
            let token = tokens[index]
            if index == close || token.isSymbol(",") {
                if start < index {
                    var name: String?
                    var from = start
                    if index - start >= 2, tokens[start].isIdentifier, tokens[start + 1].isSymbol("=") {
                        name = tokens[start].text
                        from = start + 2
                    }
                    result.append(KotlinArgument(name: name, range: from..<index))
                }
                start = index + 1
                index += 1
                continue
            }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                index = partner[index] + 1
                continue
            }
            index += 1
        }
        return result
    }

    /// The expression a call at `index` is made on: `WorkManager.getInstance(context)` in
    /// `WorkManager.getInstance(context).enqueue(request)`.
    package func receiverOfCall(at index: Int) -> Range<Int>? {
        guard index > 0, tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol("?.") else { return nil }
        var start = index - 1
        var position = index - 2
        while position >= 0 {
            let token = tokens[position]
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                let open = partner[position]
                position = open
                if open > 0, tokens[open - 1].isIdentifier {
                    position = open - 1
                } else if open > 1, tokens[open - 1].isSymbol(">"), let name = typeArgumentsOwner(closingBefore: open) {
                    // `Builder<W>(…)`; a `>` that closes no type arguments is a comparison, not part of the receiver.
                    position = name
                }
                start = position
            } else if token.isIdentifier || token.kind == .string || token.kind == .number || token.isSymbol("!!") {
                start = position
            } else {
                break
            }
            if tokens[start].followsNewline && !(tokens[start].isSymbol(".") || tokens[start].isSymbol("?.")) {
                break
            }
            guard start > 0 else { break }
            let before = tokens[start - 1]
            if before.isSymbol(".") || before.isSymbol("?.") || before.isSymbol("::") {
                position = start - 2
                start -= 1
                continue
            }
            break
        }
        let range = start..<(index - 1)
        return range.isEmpty ? nil : range
    }

    /// The name before a `<…>` type-argument list that ends just before `index`, if one does.
    private func typeArgumentsOwner(closingBefore index: Int) -> Int? {
        var less = index - 2
        while less > 0 && less >= index - 64 {
            if tokens[less].isSymbol("<"), tokens[less - 1].isIdentifier,
                KotlinFile.skipTypeArguments(tokens, from: less) == index
            {
                return less - 1
            }
            less -= 1
        }
        return nil
    }

    /// The source text of `range`, for messages.
    package func text(_ range: Range<Int>) -> String { KotlinEvaluator.text(tokens[range]) }
}
