/// Finds a ``KotlinFile``'s classes, functions and properties by their keywords and matched brackets.
enum KotlinDeclarationScanner {
    static let javaKeywords: Set<String> = [
        "if", "for", "while", "switch", "catch", "synchronized", "return", "new", "else", "throw", "try", "do",
        "case", "assert", "super", "this",
    ]

    static func scan(_ file: inout KotlinFile) {
        let tokens = file.tokens
        var classes: [KotlinClass] = []
        var index = 0
        // Classes first: functions and properties name their owner.
        while index < tokens.count {
            let token = tokens[index]
            let afterReference = index > 0 && (tokens[index - 1].isSymbol("::") || tokens[index - 1].isSymbol("."))
            if token.kind == .identifier && !afterReference,
                token.text == "class" || token.text == "interface" || token.text == "object",
                let found = declaredClass(at: index, in: file)
            {
                classes.append(found)
            }
            index += 1
        }
        // Outer classes before inner ones: a nested class's body lies inside its owner's.
        classes.sort { $0.nameIndex < $1.nameIndex }
        file.lookups.classAt = KotlinFileIndex.innermost(classes.map(\.body), count: tokens.count)
        file.classes = classes
        // Qualify nested classes by their enclosing ones, outer first: each takes its owner's name (in one pass;
        // joining every enclosing name again for each class took quadratic time).
        let prefix = file.packageName.isEmpty ? "" : file.packageName + "."
        for position in classes.indices {
            let name = classes[position].name
            if let owner = file.enclosingClass(of: classes[position].nameIndex) {
                classes[position].qualifiedName = owner.qualifiedName + "." + name
            } else {
                classes[position].qualifiedName = prefix + name
            }
            file.classes[position].qualifiedName = classes[position].qualifiedName
        }
        index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isIdentifier("fun"), let function = kotlinFunction(at: index, in: file) {
                file.functions.append(function)
            } else if token.isIdentifier("val") || token.isIdentifier("var"),
                let property = kotlinProperty(at: index, in: file)
            {
                file.properties.append(property)
            } else if file.isJava, token.kind == .identifier {
                if let function = javaMethod(at: index, in: file) {
                    file.functions.append(function)
                } else if let property = javaVariable(at: index, in: file) {
                    file.properties.append(property)
                }
            }
            index += 1
        }
        file.lookups.functionAt = KotlinFileIndex.innermost(file.functions.map(\.body), count: tokens.count)
        // Locals are the properties inside a function's body.
        for position in file.properties.indices
        where file.enclosingFunction(of: file.properties[position].nameIndex) != nil {
            file.properties[position].isLocal = true
        }
    }

    private static func declaredClass(at index: Int, in file: KotlinFile) -> KotlinClass? {
        let tokens = file.tokens
        var next = index + 1
        let isObject = tokens[index].text == "object"
        let name: String
        let nameIndex: Int
        if next < tokens.count, tokens[next].isIdentifier, !tokens[next].isIdentifier("extends") {
            name = tokens[next].text
            nameIndex = next
            next += 1
        } else if isObject && index > 0 && tokens[index - 1].isIdentifier("companion") {
            name = "Companion"
            nameIndex = index
        } else {
            return nil  // an anonymous `object : …`
        }
        var supertypes: [String] = []
        var readingSupertypes = false
        while next < tokens.count {
            let token = tokens[next]
            if token.isSymbol("{") {
                let close = file.partner[next]
                return KotlinClass(
                    name: name, qualifiedName: name, isObject: isObject, supertypes: supertypes,
                    nameIndex: nameIndex, body: (next + 1)..<close)
            }
            if token.followsNewline && !readingSupertypes && !token.isSymbol(":") && !token.isSymbol("(") {
                break
            }
            if token.followsNewline && readingSupertypes
                && !(tokens[next - 1].isSymbol(",") || tokens[next - 1].isSymbol(":")) && !token.isSymbol(",")
            {
                break
            }
            if token.isSymbol(";") || token.isSymbol("}") || token.isSymbol("=") { break }
            if token.isSymbol("(") || token.isSymbol("[") {
                next = file.partner[next] + 1
                continue
            }
            if token.isSymbol("<") {
                next = KotlinFile.skipTypeArguments(tokens, from: next)
                continue
            }
            if token.isSymbol(":") || token.isIdentifier("extends") || token.isIdentifier("implements") {
                readingSupertypes = true
                next += 1
                continue
            }
            if readingSupertypes && token.isIdentifier && !token.isIdentifier("where") {
                let (dotted, end) = file.dottedName(from: next)
                supertypes.append(dotted)
                next = max(end, next + 1)
                if next < tokens.count, tokens[next - 1].isSymbol(";") { break }
                continue
            }
            next += 1
        }
        return KotlinClass(
            name: name, qualifiedName: name, isObject: isObject, supertypes: supertypes, nameIndex: nameIndex,
            body: next..<next)
    }

    private static func isOverride(before index: Int, in tokens: [KotlinToken]) -> Bool {
        var look = index - 1
        while look >= 0 && look >= index - 6 {
            let token = tokens[look]
            if token.isIdentifier("override") { return true }
            guard token.isIdentifier, !["fun", "val", "var"].contains(token.text) || look == index - 1 else {
                return false
            }
            if token.followsNewline && look < index - 1 { break }
            look -= 1
        }
        return false
    }

    private static func kotlinFunction(at index: Int, in file: KotlinFile) -> KotlinFunction? {
        let tokens = file.tokens
        var next = index + 1
        if next < tokens.count && tokens[next].isSymbol("<") { next = KotlinFile.skipTypeArguments(tokens, from: next) }
        var name: String?
        var nameIndex = next
        while next < tokens.count {
            if tokens[next].isIdentifier {
                name = tokens[next].text
                nameIndex = next
                next += 1
            } else if tokens[next].isSymbol("<") {
                next = KotlinFile.skipTypeArguments(tokens, from: next)
            } else if tokens[next].isSymbol(".") || tokens[next].isSymbol("?") {
                next += 1
            } else {
                break
            }
        }
        guard let name, next < tokens.count, tokens[next].isSymbol("(") else { return nil }
        let close = file.partner[next]
        let parameters = parameterNames(from: next + 1, to: close, in: tokens, java: false)
        var at = close + 1
        while at < tokens.count {
            let token = tokens[at]
            if token.isSymbol("{") {
                return KotlinFunction(
                    name: name, owner: file.enclosingClassName(of: index), parameters: parameters,
                    isOverride: isOverride(before: index, in: tokens), nameIndex: nameIndex,
                    body: (at + 1)..<file.partner[at])
            }
            if token.isSymbol("=") {
                let end = file.expressionEnd(from: at + 1)
                return KotlinFunction(
                    name: name, owner: file.enclosingClassName(of: index), parameters: parameters,
                    isOverride: isOverride(before: index, in: tokens), nameIndex: nameIndex, body: (at + 1)..<end)
            }
            if token.followsNewline || token.isSymbol("}") || token.isSymbol(";") { break }
            if token.isSymbol("(") || token.isSymbol("[") {
                at = file.partner[at] + 1
                continue
            }
            if token.isSymbol("<") {
                at = KotlinFile.skipTypeArguments(tokens, from: at)
                continue
            }
            at += 1
        }
        return nil  // an abstract or interface function
    }

    static func parameterNames(from start: Int, to end: Int, in tokens: [KotlinToken], java: Bool) -> [String] {
        var names: [String] = []
        var index = start
        var depth = 0
        var lastIdentifier: String?
        while index < end {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            if token.isSymbol("<") { depth += 1 }
            if token.isSymbol(">") { depth -= 1 }
            if depth == 0 {
                if !java && token.isSymbol(":"), index > start, tokens[index - 1].isIdentifier,
                    names.count == commas(before: index, from: start, in: tokens)
                {
                    names.append(tokens[index - 1].text)
                }
                if java && token.isIdentifier { lastIdentifier = token.text }
                if java && token.isSymbol(","), let last = lastIdentifier { names.append(last) }
            }
            index += 1
        }
        if java, let last = lastIdentifier, end > start { names.append(last) }
        return names
    }

    private static func commas(before index: Int, from start: Int, in tokens: [KotlinToken]) -> Int {
        var count = 0
        var depth = 0
        for position in start..<index {
            let token = tokens[position]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") || token.isSymbol("<") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") || token.isSymbol(">") { depth -= 1 }
            if depth == 0 && token.isSymbol(",") { count += 1 }
        }
        return count
    }

    private static func kotlinProperty(at index: Int, in file: KotlinFile) -> KotlinProperty? {
        let tokens = file.tokens
        var next = index + 1
        if next < tokens.count && tokens[next].isSymbol("<") { next = KotlinFile.skipTypeArguments(tokens, from: next) }
        // An extension property's receiver: `val Context.dataStore by …`.
        while next + 2 < tokens.count && tokens[next].isIdentifier && tokens[next + 1].isSymbol(".")
            && tokens[next + 2].isIdentifier
        {
            next += 2
        }
        guard next < tokens.count, tokens[next].isIdentifier else { return nil }
        let nameIndex = next
        next += 1
        var type: String?
        if next < tokens.count && tokens[next].isSymbol(":") {
            let typeStart = next + 1
            next += 1
            while next < tokens.count {
                let token = tokens[next]
                if token.isSymbol("=") || token.isIdentifier("by") || token.isIdentifier("get")
                    || token.isSymbol(";") || token.isSymbol("}") || token.isSymbol(")") || token.isSymbol(",")
                    || (token.followsNewline && next > typeStart)
                {
                    break
                }
                if token.isSymbol("<") {
                    next = KotlinFile.skipTypeArguments(tokens, from: next)
                } else if token.isSymbol("(") {
                    next = file.partner[next] + 1
                } else {
                    next += 1
                }
            }
            type = typeStart < next ? tokens[typeStart..<next].map(\.text).joined() : nil
        }
        var initializer = next..<next
        if next < tokens.count && (tokens[next].isSymbol("=") || tokens[next].isIdentifier("by")) {
            initializer = (next + 1)..<file.expressionEnd(from: next + 1)
        } else if next < tokens.count && tokens[next].isIdentifier("get") && next + 3 < tokens.count
            && tokens[next + 1].isSymbol("(") && tokens[next + 2].isSymbol(")")
        {
            if tokens[next + 3].isSymbol("=") {
                initializer = (next + 4)..<file.expressionEnd(from: next + 4)
            } else if tokens[next + 3].isSymbol("{") {
                initializer = (next + 4)..<file.partner[next + 3]
            }
        }
        return KotlinProperty(
            name: tokens[nameIndex].text, owner: file.enclosingClassName(of: index), isLocal: false,
            isOverride: isOverride(before: index, in: tokens), nameIndex: nameIndex, initializer: initializer,
            type: type)
    }

    private static func javaMethod(at index: Int, in file: KotlinFile) -> KotlinFunction? {
        let tokens = file.tokens
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
            !javaKeywords.contains(tokens[index].text)
        else { return nil }
        let before = tokens[index - 1]
        guard
            (before.isIdentifier && !javaKeywords.contains(before.text) && before.text != "new") || before.isSymbol(">")
                || before.isSymbol("]")
        else { return nil }
        let close = file.partner[index + 1]
        var at = close + 1
        if at < tokens.count && tokens[at].isIdentifier("throws") {
            at += 1
            while at < tokens.count && (tokens[at].isIdentifier || tokens[at].isSymbol(",") || tokens[at].isSymbol("."))
            {
                at += 1
            }
        }
        guard at < tokens.count, tokens[at].isSymbol("{") else { return nil }
        let parameters = parameterNames(from: index + 2, to: close, in: tokens, java: true)
        let isOverride = (max(0, index - 8)..<index).contains { tokens[$0].isIdentifier("Override") }
        return KotlinFunction(
            name: tokens[index].text, owner: file.enclosingClassName(of: index), parameters: parameters,
            isOverride: isOverride, nameIndex: index, body: (at + 1)..<file.partner[at])
    }

    private static func javaVariable(at index: Int, in file: KotlinFile) -> KotlinProperty? {
        let tokens = file.tokens
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].isSymbol("="),
            !javaKeywords.contains(tokens[index].text)
        else { return nil }
        let before = tokens[index - 1]
        guard
            (before.isIdentifier && !javaKeywords.contains(before.text)) || before.isSymbol(">") || before.isSymbol("]")
        else { return nil }
        return KotlinProperty(
            name: tokens[index].text, owner: file.enclosingClassName(of: index), isLocal: false, isOverride: false,
            nameIndex: index, initializer: (index + 2)..<file.expressionEnd(from: index + 2),
            type: before.isIdentifier ? before.text : nil)
    }
}

extension KotlinFile {
    /// The index after a `<…>` type-argument list starting at `start` (or `start + 1` if it is not one).
    static func skipTypeArguments(_ tokens: [KotlinToken], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isSymbol("<") {
                depth += 1
            } else if token.isSymbol(">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if token.isSymbol("->") || token.isSymbol(">=") {
                // a function type inside: `<(Int) -> Unit>`
            } else if !(token.isIdentifier || token.isSymbol(".") || token.isSymbol(",") || token.isSymbol("?")
                || token.isSymbol("*") || token.isSymbol("(") || token.isSymbol(")") || token.isSymbol(":")
                || token.isSymbol("@") || token.isSymbol("[") || token.isSymbol("]"))
            {
                return start + 1
            }
            index += 1
        }
        return start + 1
    }

    /// Whether `<` at `index` opens type arguments (`Builder<W>(…)`, `updateIf<State>`), not a comparison.
    func isTypeArgumentList(at index: Int) -> Bool {
        guard tokens[index].isSymbol("<") else { return false }
        let end = KotlinFile.skipTypeArguments(tokens, from: index)
        return end > index + 1 && tokens[end - 1].isSymbol(">")
    }

    /// The class a declaration at `index` belongs to, in full, if any.
    func enclosingClassName(of index: Int) -> String? {
        enclosingClass(of: index)?.qualifiedName
    }

    /// What continues an expression on the next line when it ends a line.
    private static let continuing: Set<String> = [
        ".", "?.", "?:", "&&", "||", "+", "-", "*", "/", "%", "=", "==", "!=", "<", ">", "<=", ">=", "->", ",", "(",
        "::", "..", "!!", "as", "is", "in", "to", "and", "or",
    ]

    /// Where the expression starting at `start` ends: Java's `;`; in Kotlin, a line break outside brackets that
    /// no operator continues, or the `,`, `;` or closing bracket of what holds it.
    package func expressionEnd(from start: Int) -> Int {
        var index = start
        let continuing = Self.continuing
        while index < tokens.count {
            let token = tokens[index]
            if token.isSymbol(";") || token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}")
                || (token.isSymbol(",") && !isJava)
            {
                return index
            }
            if !isJava && token.followsNewline && index > start {
                let previous = tokens[index - 1]
                let leading =
                    token.isSymbol(".") || token.isSymbol("?.") || token.isSymbol("?:")
                    || token.isSymbol("&&") || token.isSymbol("||") || token.isIdentifier("else")
                let trailing =
                    continuing.contains(previous.text) && previous.kind != .string
                    && previous.kind != .number
                    && (previous.kind == .symbol || ["as", "is", "in", "to", "and", "or"].contains(previous.text))
                if !leading && !trailing { return index }
            }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") {
                index = partner[index] + 1
                continue
            }
            index += 1
        }
        return index
    }
}
