/// Works out the value of an expression in the sources, without running anything: literals, string templates and
/// concatenation, integer arithmetic, constants (local, member, companion, top-level, another object's), platform
/// constants (``PlatformConstants``), class literals (`W::class.java.simpleName`) and the duration spellings
/// widget code uses: `Duration.ofMinutes(15)`, `15.minutes`, `15.toDuration(DurationUnit.MINUTES)`,
/// `TimeUnit.MINUTES.toMillis(15)`.
///
/// What it cannot work out (a function parameter, a condition, a call) it returns as ``KotlinEvaluation/unknown(_:)``
/// with the reason; it never guesses.
///
/// ```swift
/// let evaluator = KotlinEvaluator(sources: sources)
/// evaluator.evaluate(range, in: fileNumber)   // .value(.duration(900_000))
/// ```
package struct KotlinEvaluator {
    package let sources: KotlinSources

    package init(sources: KotlinSources) { self.sources = sources }

    /// The value of the tokens `range` of file `file`.
    package func evaluate(_ range: Range<Int>, in file: Int) -> KotlinEvaluation {
        evaluate(sources.files[file].tokens[range], file: file, scope: range.lowerBound, depth: 0)
    }

    /// The value of `tokens` as written in `file`, names looked up from the token index `scope`.
    package func evaluate(_ tokens: ArraySlice<KotlinToken>, file: Int, scope: Int, depth: Int) -> KotlinEvaluation {
        guard depth < 12 else { return .unknown("constants refer to each other too deeply") }
        var tokens = tokens
        while tokens.count >= 2, tokens.first!.isSymbol("("),
            Self.matching(tokens, tokens.startIndex) == tokens.endIndex - 1
        {
            tokens = tokens.dropFirst().dropLast()
        }
        guard !tokens.isEmpty else { return .unknown("an empty expression") }
        let source = Self.text(tokens)
        var index = tokens.startIndex
        var additive: Int?
        var multiplicative: Int?
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                index = Self.matching(tokens, index) + 1
                continue
            }
            do {
                if token.isIdentifier("if") || token.isIdentifier("when") || token.isSymbol("?:") {
                    return .unknown("'\(source)' depends on a condition")
                }
                let binary = index > tokens.startIndex && !Self.isOperator(tokens[index - 1])
                if binary && (token.isSymbol("+") || token.isSymbol("-")) { additive = index }
                if binary && (token.isSymbol("*") || token.isSymbol("/") || token.isSymbol("%")) {
                    multiplicative = index
                }
            }
            index += 1
        }
        if let split = additive ?? multiplicative {
            let left = evaluate(tokens[tokens.startIndex..<split], file: file, scope: scope, depth: depth + 1)
            let right = evaluate(tokens[(split + 1)..<tokens.endIndex], file: file, scope: scope, depth: depth + 1)
            guard let leftValue = left.value else { return left }
            guard let rightValue = right.value else { return right }
            return Self.combine(leftValue, tokens[split].text, rightValue, source: source)
        }
        if tokens.count == 1 { return single(tokens.first!, file: file, scope: scope, depth: depth) }
        if tokens.first!.isSymbol("-"),
            case .value(.integer(let number)) = evaluate(
                tokens.dropFirst(), file: file, scope: scope, depth: depth + 1)
        {
            return Self.checked(Int64(0).subtractingReportingOverflow(number), source: source, as: KotlinValue.integer)
        }
        return chain(tokens, file: file, scope: scope, depth: depth, source: source)
    }

    private func single(_ token: KotlinToken, file: Int, scope: Int, depth: Int) -> KotlinEvaluation {
        switch token.kind {
        case .number:
            return Self.number(token.text).map { .value($0) } ?? .unknown("the number '\(token.text)'")
        case .character:
            return .value(.string(token.text))
        case .string:
            var text = ""
            for piece in token.pieces {
                switch piece {
                case .text(let literal):
                    text += literal
                case .template(let expression):
                    let part = evaluate(expression[...], file: file, scope: scope, depth: depth + 1)
                    guard let value = part.value else { return part }
                    guard let rendered = Self.stringForm(value) else { return .unknown("a template of \(value)") }
                    text += rendered
                }
            }
            return .value(.string(text))
        case .identifier where token.text == "true" || token.text == "false":
            return .value(.boolean(token.text == "true"))
        case .identifier:
            return name([token.text], file: file, scope: scope, depth: depth)
                ?? .unknown("'\(token.text)' is not a constant the reader can follow")
        case .symbol:
            return .unknown("'\(token.text)'")
        }
    }

    /// `a.b.c(…)…`: a name, then calls and properties applied to it.
    private func chain(_ tokens: ArraySlice<KotlinToken>, file: Int, scope: Int, depth: Int, source: String)
        -> KotlinEvaluation
    {
        // Split at top-level `.`, `?.` and `::` into segments (a name with its arguments, or a literal).
        var segments: [(name: String, arguments: ArraySlice<KotlinToken>?, token: KotlinToken)] = []
        var index = tokens.startIndex
        var classLiteralAt: Int?
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.isSymbol(".") || token.isSymbol("?.") || token.isSymbol("!!") {
                index += 1
                continue
            }
            if token.isSymbol("::") {
                classLiteralAt = segments.count
                index += 1
                continue
            }
            guard token.isIdentifier || (segments.isEmpty && (token.kind == .number || token.kind == .string)) else {
                return .unknown("'\(source)'")
            }
            var next = index + 1
            if next < tokens.endIndex && tokens[next].isSymbol("<") {
                let end = KotlinFile.skipTypeArguments(Array(tokens[next...]), from: 0) + next
                if end > next + 1 { next = end }
            }
            var arguments: ArraySlice<KotlinToken>?
            if next < tokens.endIndex && tokens[next].isSymbol("(") {
                let close = Self.matching(tokens, next)
                guard close > next, tokens[close].isSymbol(")") else { return .unknown("'\(source)'") }
                arguments = tokens[(next + 1)..<close]
                next = close + 1
            }
            segments.append((token.text, arguments, token))
            index = next
        }
        guard !segments.isEmpty else { return .unknown("'\(source)'") }
        // A class literal: `W::class`, then `.java`, `.simpleName`, `.name`.
        if let at = classLiteralAt, at > 0, at < segments.count, segments[at].name == "class" {
            let written = segments[..<at].map(\.name).joined(separator: ".")
            let qualified = sources.resolveClass(written, in: file) ?? sources.files[file].qualify(written)
            var value = KotlinValue.classReference(qualified)
            for segment in segments[(at + 1)...] {
                switch segment.name {
                case "java", "kotlin": continue
                case "simpleName": value = .string(qualified.split(separator: ".").last.map(String.init) ?? qualified)
                case "name", "qualifiedName", "canonicalName": value = .string(qualified)
                default: return .unknown("'\(source)'")
                }
            }
            return .value(value)
        }
        // The longest run of plain names that means something, then the rest applied in turn.
        var value: KotlinValue?
        var consumed = 0
        if segments[0].token.kind != .identifier {
            guard case .value(let literal) = single(segments[0].token, file: file, scope: scope, depth: depth) else {
                return .unknown("'\(source)'")
            }
            value = literal
            consumed = 1
        } else {
            var names: [String] = []
            for segment in segments {
                guard segment.arguments == nil else { break }
                names.append(segment.name)
            }
            var length = names.count
            while length > 0 {
                if let found = name(Array(names[..<length]), file: file, scope: scope, depth: depth) {
                    guard let known = found.value else { return found }
                    value = known
                    consumed = length
                    break
                }
                length -= 1
            }
        }
        var typeName = value == nil ? segments[0].name : nil
        if value == nil { consumed = 1 }
        if typeName == "java", segments.count > 2 {
            typeName = segments[2].name
            consumed = 3
        }  // java.time.Duration
        for segment in segments[consumed...] {
            let argument = segment.arguments.map { evaluate($0, file: file, scope: scope, depth: depth + 1) }
            if let type = typeName {
                if type == "Duration", let argument, let number = argument.value,
                    case .integer(let amount) = number, let unit = Self.durationFactories[segment.name]
                {
                    guard
                        case .value(let product) = Self.product(amount, unit, source: source, as: KotlinValue.duration)
                    else { return .unknown("'\(source)' overflows") }
                    value = product
                    typeName = nil
                    continue
                }
                if segment.name == "Companion" { continue }
                guard let arguments = segment.arguments else {
                    // A constant of a type the reader has no table for (`Intent.ACTION_…` it does not list).
                    return .unknown("'\(type).\(segment.name)' is a constant the reader does not know")
                }
                // `Utils.getWidgetUpdateAction()`: a module function without parameters that returns a constant.
                if arguments.isEmpty,
                    let returned = constantReturned(by: segment.name, of: type, file: file, depth: depth)
                {
                    guard let known = returned.value else { return returned }
                    value = known
                    typeName = nil
                    continue
                }
                return .unknown("'\(source)' calls '\(type).\(segment.name)'")
            }
            guard let current = value else { return .unknown("'\(source)'") }
            switch (current, segment.name) {
            case (.integer(let amount), let unit)
            where Self.kotlinTimeProperties[unit] != nil && segment.arguments == nil:
                let product = Self.product(
                    amount, Self.kotlinTimeProperties[unit]!, source: source, as: KotlinValue.duration)
                guard product.value != nil else { return product }
                value = product.value
            case (.integer(let amount), "toDuration"):
                guard case .value(.timeUnit(let unit))? = argument else { return argument ?? .unknown(source) }
                let product = Self.product(amount, unit, source: source, as: KotlinValue.duration)
                guard product.value != nil else { return product }
                value = product.value
            case (.integer, "toLong"), (.integer, "toInt"), (.duration, "toJavaDuration"),
                (.duration, "toKotlinDuration"), (.string, "toString"):
                continue
            case (.string(let text), "trimIndent") where segment.arguments?.isEmpty ?? false:
                value = .string(Self.trimIndent(text))
            case (.string(let text), "trimMargin"):
                var prefix = "|"
                if segment.arguments?.isEmpty == false {
                    guard case .value(.string(let given))? = argument, !given.isEmpty else {
                        return .unknown("'\(source)' trims a margin the reader cannot work out")
                    }
                    prefix = given
                }
                value = .string(Self.trimMargin(text, prefix: prefix))
            case (.duration(let milliseconds), "inWholeMilliseconds"), (.duration(let milliseconds), "toMillis"):
                value = .integer(milliseconds)
            case (.timeUnit(let unit), "toMillis"):
                guard case .value(.integer(let amount))? = argument else { return argument ?? .unknown(source) }
                let product = Self.product(amount, unit, source: source, as: KotlinValue.integer)
                guard product.value != nil else { return product }
                value = product.value
            default:
                return .unknown("'\(source)' is computed by '\(segment.name)'")
            }
        }
        return value.map { .value($0) } ?? .unknown("'\(source)'")
    }

    /// A dotted name's value: a platform constant, a local, a member or companion constant, a top-level one, or
    /// another object's; `nil` when no declaration of that name is known.
    package func name(_ parts: [String], file: Int, scope: Int, depth: Int) -> KotlinEvaluation? {
        let source = sources.files[file]
        var parts = parts
        if let imported = source.imports[parts[0]] {
            let expanded = imported.split(separator: ".").map(String.init)
            if let value = PlatformConstants.value(of: expanded + parts.dropFirst()) { return .value(value) }
        }
        if let value = PlatformConstants.value(of: parts) { return .value(value) }
        if parts.count == 1 {
            let name = parts[0]
            if let function = source.enclosingFunction(of: scope) {
                if let local = source.local(name, of: function, before: scope) {
                    return follow(local, file: file, depth: depth)
                }
                if function.parameters.contains(name) {
                    return .unknown("'\(name)' is a parameter of '\(function.name)'")
                }
            }
            if let lambda = Self.lambdaOrLoopVariable(name, at: scope, in: source) {
                return .unknown("'\(name)' is \(lambda)")
            }
            // A private top-level constant of this file comes before another file's of the same name.
            if let own = source.member(name, owner: nil),
                source.enclosingClassName(of: scope) == nil
                    || sources.memberProperty(name, of: source.enclosingClassName(of: scope)!) == nil
            {
                return follow(own, file: file, depth: depth)
            }
            var owner = source.enclosingClassName(of: scope)
            while let current = owner {
                if let (number, member) = sources.memberProperty(name, of: current) {
                    return follow(member, file: number, depth: depth)
                }
                owner = current.contains(".") ? String(current[..<current.lastIndex(of: ".")!]) : nil
                if owner == source.packageName { owner = nil }
            }
            if let (number, property) = sources.topLevelProperty(name, package: source.packageName) {
                return follow(property, file: number, depth: depth)
            }
            if let imported = source.imports[name] {
                let split = imported.split(separator: ".").map(String.init)
                let package = split.dropLast().joined(separator: ".")
                // `import b.NAME as OTHER`: the declaration is `NAME`.
                if let declared = split.last,
                    let (number, property) = sources.topLevelProperty(declared, package: package)
                {
                    return follow(property, file: number, depth: depth)
                }
                if split.count >= 2 {
                    parts = split
                }
            }
            if parts.count == 1 { return nil }
        }
        // `Type.NAME`, `Type.Companion.NAME`, `pkg.Type.NAME`.
        let member = parts[parts.count - 1]
        var typeParts = Array(parts.dropLast())
        if typeParts.last == "Companion" { typeParts.removeLast() }
        let written = typeParts.joined(separator: ".")
        if let qualified = sources.resolveClass(written, in: file)
            ?? sources.declaredClass(written).map({ _ in written })
        {
            if let (number, property) = sources.memberProperty(member, of: qualified) {
                return follow(property, file: number, depth: depth)
            }
            if let (classFile, declared) = sources.declaredClass(qualified),
                sources.files[classFile].tokens[max(0, declared.nameIndex - 2)...declared.nameIndex]
                    .contains(where: { $0.isIdentifier("enum") })
            {
                return .value(.constant(type: declared.name, name: member))
            }
        }
        return nil
    }

    private func follow(_ property: KotlinProperty, file: Int, depth: Int) -> KotlinEvaluation {
        guard !property.initializer.isEmpty else {
            return .unknown("'\(property.name)' has no value the reader can see")
        }
        let tokens = sources.files[file].tokens
        if property.isLocal, let function = sources.files[file].enclosingFunction(of: property.nameIndex),
            function.body.contains(where: { index in
                index > property.nameIndex + 1 && index + 1 < tokens.count && tokens[index].isIdentifier(property.name)
                    && tokens[index + 1].isSymbol("=") && !tokens[index - 1].isSymbol(".")
            })
        {
            return .unknown("'\(property.name)' is changed after it is declared")
        }
        if tokens[property.initializer.lowerBound - 1].isIdentifier("by") {
            return .unknown("'\(property.name)' is delegated")
        }
        // Modifiers before `val`: `open` (a subclass may override it); a `(` or `,` before them makes it a
        // constructor parameter, whose default a caller may replace.
        var before = property.nameIndex - 2
        while before >= 0, tokens[before].isIdentifier,
            ["private", "protected", "internal", "public", "override", "open", "const", "final", "lateinit"]
                .contains(tokens[before].text) || tokens[before].isSymbol("@")
        {
            if tokens[before].isIdentifier("open") {
                return .unknown("'\(property.name)' is open: a subclass may override it")
            }
            before -= 1
        }
        if !sources.files[file].isJava, before >= 0, tokens[before].isSymbol("(") || tokens[before].isSymbol(",") {
            return .unknown("'\(property.name)' is a constructor parameter: a caller may pass another value")
        }
        if !property.isLocal,
            let index = (max(0, property.nameIndex - 4)..<property.nameIndex).last(where: {
                tokens[$0].isIdentifier("var")
            }), index >= 0
        {
            return .unknown("'\(property.name)' is a var")
        }
        return evaluate(
            tokens[property.initializer], file: file, scope: property.initializer.lowerBound, depth: depth + 1)
    }

    static let durationFactories: [String: Int64] = [
        "ofMillis": 1, "ofSeconds": 1000, "ofMinutes": 60_000, "ofHours": 3_600_000, "ofDays": 86_400_000,
    ]
    static let kotlinTimeProperties: [String: Int64] = [
        "milliseconds": 1, "seconds": 1000, "minutes": 60_000, "hours": 3_600_000, "days": 86_400_000,
    ]

    static func combine(_ left: KotlinValue, _ operation: String, _ right: KotlinValue, source: String)
        -> KotlinEvaluation
    {
        switch (left, operation, right) {
        case (.string(let a), "+", _):
            guard let b = stringForm(right) else { return .unknown("'\(source)'") }
            return .value(.string(a + b))
        case (.integer(let a), _, .integer(let b)):
            if (operation == "/" || operation == "%") && b == 0 { return .unknown("'\(source)' divides by zero") }
            switch operation {
            case "+": return checked(a.addingReportingOverflow(b), source: source, as: KotlinValue.integer)
            case "-": return checked(a.subtractingReportingOverflow(b), source: source, as: KotlinValue.integer)
            case "*": return checked(a.multipliedReportingOverflow(by: b), source: source, as: KotlinValue.integer)
            case "/": return checked(a.dividedReportingOverflow(by: b), source: source, as: KotlinValue.integer)
            default:
                return checked(a.remainderReportingOverflow(dividingBy: b), source: source, as: KotlinValue.integer)
            }
        case (.duration(let a), "+", .duration(let b)):
            return checked(a.addingReportingOverflow(b), source: source, as: KotlinValue.duration)
        case (.duration(let a), "-", .duration(let b)):
            return checked(a.subtractingReportingOverflow(b), source: source, as: KotlinValue.duration)
        case (.duration(let a), "*", .integer(let b)), (.integer(let b), "*", .duration(let a)):
            return checked(a.multipliedReportingOverflow(by: b), source: source, as: KotlinValue.duration)
        default:
            return .unknown("'\(source)'")
        }
    }

    /// Kotlin's `String.trimIndent()`: without a blank first and last line, and without the lines' common indent.
    static func trimIndent(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }
        let indent =
            lines.filter { !isBlank($0) }.map { $0.prefix { $0.isWhitespace }.count }.min() ?? 0
        return reindent(lines) { String($0.dropFirst(indent)) }
    }

    /// Kotlin's `String.trimMargin(prefix)`: each line's blanks and `prefix` before its text removed.
    static func trimMargin(_ text: String, prefix: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return reindent(lines) { line in
            let body = line.drop { $0.isWhitespace }
            return body.hasPrefix(prefix) ? String(body.dropFirst(prefix.count)) : line
        }
    }

    /// Kotlin's `reindent`: a blank first or last line dropped, `cut` applied to the others.
    private static func reindent(_ lines: [String], _ cut: (String) -> String) -> String {
        lines.enumerated().compactMap { index, line -> String? in
            if (index == 0 || index == lines.count - 1) && line.allSatisfy(\.isWhitespace) { return nil }
            return cut(line)
        }.joined(separator: "\n")
    }

    /// `result` as a value, or unknown when it overflowed (the app's own arithmetic would have wrapped or thrown).
    static func checked(
        _ result: (partialValue: Int64, overflow: Bool), source: String, as make: (Int64) -> KotlinValue
    ) -> KotlinEvaluation {
        result.overflow ? .unknown("'\(source)' overflows") : .value(make(result.partialValue))
    }

    /// `amount * unit` as a value, or unknown when it overflows.
    static func product(_ amount: Int64, _ unit: Int64, source: String, as make: (Int64) -> KotlinValue)
        -> KotlinEvaluation
    {
        checked(amount.multipliedReportingOverflow(by: unit), source: source, as: make)
    }

    static func stringForm(_ value: KotlinValue) -> String? {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .boolean(let flag): String(flag)
        case .constant(_, let name): name
        default: nil
        }
    }

    static func number(_ text: String) -> KotlinValue? {
        var digits = text
        while let last = digits.last, "lLuU".contains(last) { digits.removeLast() }
        let lower = digits.lowercased()
        if lower.hasPrefix("0x") { return Int64(lower.dropFirst(2), radix: 16).map { .integer($0) } }
        if lower.hasPrefix("0b") { return Int64(lower.dropFirst(2), radix: 2).map { .integer($0) } }
        if let integer = Int64(digits) { return .integer(integer) }
        while let last = digits.last, "fFdD".contains(last) { digits.removeLast() }
        return Double(digits).map { .double($0) }
    }

    static func isOperator(_ token: KotlinToken) -> Bool {
        token.kind == .symbol
            && !(token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") || token.isSymbol("!!"))
    }

    /// The index of the bracket matching the one at `index` within `tokens` (or the last index if none).
    static func matching(_ tokens: ArraySlice<KotlinToken>, _ index: Int) -> Int {
        var depth = 0
        var position = index
        while position < tokens.endIndex {
            let token = tokens[position]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return tokens.endIndex - 1
    }

    /// The source text of some tokens, for messages (spaces only where the source had them between names).
    static func text(_ tokens: ArraySlice<KotlinToken>) -> String {
        var result = ""
        var previous: KotlinToken?
        for token in tokens {
            if let previous, previous.isIdentifier || previous.kind == .number || previous.isSymbol(","),
                token.isIdentifier || token.kind == .number || token.kind == .string
            {
                result += " "
            }
            result += written(token)
            previous = token
        }
        return result.count > 80 ? String(result.prefix(77)) + "…" : result
    }

    /// A token as the code writes it: a string or character literal in its quotes (a string template's
    /// expressions as `…`), anything else as its text.
    package static func written(_ token: KotlinToken) -> String {
        switch token.kind {
        case .string: "\"" + (token.literalString ?? "…") + "\""
        case .character: "'" + token.text + "'"
        default: token.text
        }
    }

    /// What the module function `name()` of class or object `type` (or its companion) returns, when its body is
    /// one expression (`fun f() = "x"`, `{ return X }`, Java's `static String f() { return X; }`); `nil` when it
    /// is no such function.
    private func constantReturned(by name: String, of type: String, file: Int, depth: Int) -> KotlinEvaluation? {
        guard let owner = sources.resolveClass(type, in: file) else { return nil }
        let found =
            (sources.functions(named: name, owner: owner) + sources.functions(named: name, owner: owner + ".Companion"))
            .filter { $0.function.parameters.isEmpty }
        guard found.count == 1, let (number, function) = found.first else { return nil }
        let tokens = sources.files[number].tokens
        var body = function.body
        guard !body.isEmpty else { return nil }
        if body.lowerBound > 0, tokens[body.lowerBound - 1].isSymbol("{") {
            guard tokens[body.lowerBound].isIdentifier("return") else { return nil }
            body = (body.lowerBound + 1)..<body.upperBound
            if let last = body.last, tokens[last].isSymbol(";") { body = body.lowerBound..<last }
            // One statement only: nothing after the returned expression.
            guard !tokens[body].contains(where: { $0.isIdentifier("return") || $0.isSymbol(";") }) else { return nil }
        }
        return evaluate(tokens[body], file: number, scope: body.lowerBound, depth: depth + 1)
    }

    /// How `name` is bound at `index` when a lambda or a `for` loop around it declares it (`{ tag -> … }`,
    /// `forEach { … it … }`, `for (tag in tags)`): such a name is not the member or constant it may shadow.
    static func lambdaOrLoopVariable(_ name: String, at index: Int, in file: KotlinFile) -> String? {
        guard index < file.tokens.count else { return nil }
        // The braces around `index`, innermost first (walking back over every token was quadratic in all).
        for position in file.enclosingBraces(of: index) {
            // `{ a, b -> …`
            var look = position + 1
            var names: [String] = []
            while look < index,
                file.tokens[look].isIdentifier || file.tokens[look].isSymbol(",")
                    || file.tokens[look].isSymbol(":") || file.tokens[look].isSymbol("(")
                    || file.tokens[look].isSymbol(")")
            {
                if file.tokens[look].isIdentifier, look + 1 < file.tokens.count,
                    file.tokens[look + 1].isSymbol(",") || file.tokens[look + 1].isSymbol("->")
                        || file.tokens[look + 1].isSymbol(":")
                {
                    names.append(file.tokens[look].text)
                }
                look += 1
            }
            if look < index, file.tokens[look].isSymbol("->") {
                if names.contains(name) { return "a lambda parameter" }
            } else if name == "it" {
                return "a lambda's 'it'"
            }
            // `for (name in …) {`
            if position > 0, file.tokens[position - 1].isSymbol(")"), file.partner[position - 1] > 0 {
                let open = file.partner[position - 1]
                if open > 0, file.tokens[open - 1].isIdentifier("for"), open + 1 < position,
                    file.tokens[open + 1].isIdentifier(name)
                {
                    return "a loop variable"
                }
            }
        }
        return nil
    }
}
