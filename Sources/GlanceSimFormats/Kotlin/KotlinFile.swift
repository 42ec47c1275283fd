/// A Kotlin or Java source file, read far enough to find facts in it: its tokens with matched brackets, its
/// package and imports, and its declarations (classes and objects, functions, properties) with their token ranges.
///
/// It is not a compiler's parse tree. Declarations are found by their keywords (`class`, `object`, `fun`, `val`;
/// in Java, a name followed by a parameter list and a body), bodies by matched braces, and an expression ends
/// where Kotlin ends a statement: a line break outside brackets that neither an operator nor a `.` continues.
///
/// ```swift
/// let file = try KotlinFile(path: "app/src/main/java/W.kt", text: "package a\nclass W : GlanceAppWidget() {}")
/// file.classes[0].qualifiedName   // "a.W"
/// ```
package struct KotlinFile: Sendable {
    package var path: String
    package var isJava: Bool
    package var tokens: [KotlinToken]
    /// For each bracket token, the index of the bracket that matches it; `-1` elsewhere.
    package var partner: [Int]
    package var packageName: String
    /// Imported simple names (or aliases) and what they name in full.
    package var imports: [String: String]
    package var classes: [KotlinClass] = []
    package var functions: [KotlinFunction] = []
    package var properties: [KotlinProperty] = []

    package init(path: String, text: String) throws(KotlinSyntaxError) {
        self.path = path
        isJava = path.hasSuffix(".java")
        tokens = try KotlinTokenizer.tokens(of: text, isJava: isJava)
        partner = Array(repeating: -1, count: tokens.count)
        packageName = ""
        imports = [:]
        try matchBrackets()
        readHeader()
        KotlinDeclarationScanner.scan(&self)
    }

    private mutating func matchBrackets() throws(KotlinSyntaxError) {
        var open: [Int] = []
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .symbol {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                guard let last = open.last, tokens[last].text == pairs[token.text] else {
                    throw KotlinSyntaxError(
                        line: token.line, column: token.column, message: "unbalanced '\(token.text)'")
                }
                open.removeLast()
                partner[last] = index
                partner[index] = last
            default:
                break
            }
        }
        if let last = open.last {
            throw KotlinSyntaxError(
                line: tokens[last].line, column: tokens[last].column, message: "'\(tokens[last].text)' is never closed")
        }
    }

    private mutating func readHeader() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isIdentifier("package") {
                let (name, end) = dottedName(from: index + 1)
                packageName = name
                index = end
            } else if token.isIdentifier("import") {
                var start = index + 1
                if isJava && tokens.indices.contains(start) && tokens[start].isIdentifier("static") { start += 1 }
                let (name, end) = dottedName(from: start)
                index = end
                if index + 1 < tokens.count && tokens[index].isIdentifier("as") {
                    imports[tokens[index + 1].text] = name
                    index += 2
                } else if let simple = name.split(separator: ".").last, !name.hasSuffix("*") {
                    imports[String(simple)] = name
                }
            } else if token.isSymbol(";") || token.isSymbol("@") || token.isIdentifier("file") || token.isSymbol(":")
                || (index > 0 && tokens[index - 1].isSymbol("@"))
            {
                index += 1
                if token.isSymbol("@"), index < tokens.count, index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                    partner[index + 1] > 0
                {
                    index = partner[index + 1] + 1
                }
            } else {
                return
            }
        }
    }

    /// `a.b.C` (or `a.b.*`) from `start`, and the index after it.
    package func dottedName(from start: Int) -> (String, Int) {
        var parts: [String] = []
        var index = start
        while index < tokens.count {
            guard tokens[index].isIdentifier || tokens[index].isSymbol("*") else { break }
            parts.append(tokens[index].text)
            index += 1
            guard index < tokens.count, tokens[index].isSymbol("."), !tokens[index].followsNewline || parts.isEmpty
            else { break }
            index += 1
        }
        if index < tokens.count && tokens[index].isSymbol(";") { index += 1 }
        return (parts.joined(separator: "."), index)
    }

    /// The name a type is known by in this file, in full: an import, a class of this file, or the package's.
    package func qualify(_ name: String) -> String {
        let first = name.split(separator: ".").first.map(String.init) ?? name
        if let imported = imports[first] {
            return imported + name.dropFirst(first.count)
        }
        if let local = classes.first(where: { $0.name == first }) {
            return local.qualifiedName + name.dropFirst(first.count)
        }
        if name.contains(".") && first.first?.isLowercase == true { return name }
        return packageName.isEmpty ? name : packageName + "." + name
    }

    /// The innermost class whose body holds the token at `index`.
    package func enclosingClass(of index: Int) -> KotlinClass? {
        classes.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
    }

    /// The innermost function whose body holds the token at `index`.
    package func enclosingFunction(of index: Int) -> KotlinFunction? {
        functions.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
    }
}

/// A class, interface or object declaration (companion objects are named `Companion` unless named).
package struct KotlinClass: Sendable {
    package var name: String
    package var qualifiedName: String
    package var isObject: Bool
    /// The supertypes as written (`GlanceAppWidgetReceiver`, `androidx.work.CoroutineWorker`), without arguments.
    package var supertypes: [String]
    /// The token index of the name.
    package var nameIndex: Int
    /// The token indices inside the braces (empty when there is no body).
    package var body: Range<Int>
}

/// A function (or Java method) with a body.
package struct KotlinFunction: Sendable {
    package var name: String
    /// The class it is declared in, in full, if any.
    package var owner: String?
    package var parameters: [String]
    package var isOverride: Bool
    package var nameIndex: Int
    /// The body's tokens: inside the braces, or the expression after `=`.
    package var body: Range<Int>
}

/// A `val`/`var` (or a Java field or local) with an initializer.
package struct KotlinProperty: Sendable {
    package var name: String
    /// The class it belongs to, in full, or `nil` for a top-level or local one.
    package var owner: String?
    /// Whether it is declared inside a function body (a local).
    package var isLocal: Bool
    package var isOverride: Bool
    package var nameIndex: Int
    /// The initializer's tokens (after `=`, or a getter's `get() =`), possibly empty.
    package var initializer: Range<Int>
    /// The declared type as written, if any (`GlanceAppWidget`, `Preferences.Key<Int>`).
    package var type: String?
}
