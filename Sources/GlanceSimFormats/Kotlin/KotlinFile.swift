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
    /// The packages imported whole (`import kotlinx.coroutines.*` gives `kotlinx.coroutines`).
    package var wildcardImports: [String] = []
    package var classes: [KotlinClass] = []
    package var functions: [KotlinFunction] = []
    package var properties: [KotlinProperty] = []
    /// Lookups built once, so that finding what holds a token or declares a name does not scan the file again
    /// for every call the readers follow (a file of many classes would take quadratic time).
    var lookups = KotlinFileIndex()

    package init(path: String, text: String) throws(KotlinSyntaxError) {
        self.path = path
        isJava = path.hasSuffix(".java")
        tokens = try KotlinTokenizer.tokens(of: text, isJava: isJava)
        partner = Array(repeating: -1, count: tokens.count)
        packageName = ""
        imports = [:]
        try matchBrackets()
        readHeader()
        lookups.braceAt = KotlinFileIndex.innermostBraces(tokens, partner: partner)
        KotlinDeclarationScanner.scan(&self)
        lookups.indexDeclarations(of: self)
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
                } else if name.hasSuffix(".*") {
                    wildcardImports.append(String(name.dropLast(2)))
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
        if let local = lookups.classNamed[first].map({ classes[$0] }) {
            return local.qualifiedName + name.dropFirst(first.count)
        }
        if name.contains(".") && first.first?.isLowercase == true { return name }
        return packageName.isEmpty ? name : packageName + "." + name
    }

    /// The innermost class whose body holds the token at `index`.
    package func enclosingClass(of index: Int) -> KotlinClass? {
        if let classAt = lookups.classAt {
            guard classAt.indices.contains(index), classAt[index] >= 0 else { return nil }
            return classes[Int(classAt[index])]
        }
        return classes.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
    }

    /// The innermost function whose body holds the token at `index`.
    package func enclosingFunction(of index: Int) -> KotlinFunction? {
        if let functionAt = lookups.functionAt {
            guard functionAt.indices.contains(index), functionAt[index] >= 0 else { return nil }
            return functions[Int(functionAt[index])]
        }
        return functions.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
    }

    /// The body of the top-level class holding the token at `index`; outside classes, of the top-level function
    /// holding it; else the whole file.
    package func outermostScope(of index: Int) -> Range<Int> {
        if var outer = enclosingClass(of: index) {
            while let next = enclosingClass(of: outer.nameIndex) { outer = next }
            return outer.body
        }
        if var outer = enclosingFunction(of: index) {
            while let next = enclosingFunction(of: outer.nameIndex) { outer = next }
            return outer.body
        }
        return 0..<tokens.count
    }

    /// The `{` tokens whose braces hold the token at `index`, innermost first.
    package func enclosingBraces(of index: Int) -> [Int] {
        var result: [Int] = []
        guard lookups.braceAt.indices.contains(index) else { return result }
        var position = Int(lookups.braceAt[index])
        while position >= 0 {
            result.append(position)
            position = Int(lookups.braceAt[position])
        }
        return result
    }

    /// The properties named `name`, in the order they are declared.
    package func properties(named name: String) -> [KotlinProperty] {
        (lookups.propertiesNamed[name] ?? []).map { properties[$0] }
    }

    /// The last local property named `name` of `function` declared before the token `scope`.
    package func local(_ name: String, of function: KotlinFunction, before scope: Int) -> KotlinProperty? {
        let candidates = lookups.propertiesNamed[name] ?? []
        // Declared in token order: start at the last one before `scope`, stop before the function's body.
        var low = 0
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if properties[candidates[middle]].nameIndex < scope { low = middle + 1 } else { high = middle }
        }
        var position = low - 1
        while position >= 0 {
            let property = properties[candidates[position]]
            if property.nameIndex < function.body.lowerBound { break }
            if property.isLocal && function.body.contains(property.nameIndex) { return property }
            position -= 1
        }
        return nil
    }

    /// The first property named `name` that is not a local, of the class `owner` (`nil`: a top-level one).
    package func member(_ name: String, owner: String?) -> KotlinProperty? {
        lookups.members[KotlinFileIndex.key(owner, name)].map { properties[$0] }
    }

    /// The functions of `owner` (or top-level ones) named `name`, in the order they are declared.
    package func functions(named name: String, owner: String?) -> [KotlinFunction] {
        (lookups.functionsNamed[KotlinFileIndex.key(owner, name)] ?? []).map { functions[$0] }
    }

    /// The functions whose name lies in `range` (a class's body, say), in the order they are declared.
    package func functions(declaredIn range: Range<Int>) -> ArraySlice<KotlinFunction> {
        var low = 0
        var high = functions.count
        while low < high {
            let middle = (low + high) / 2
            if functions[middle].nameIndex < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < functions.count && functions[end].nameIndex < range.upperBound { end += 1 }
        return functions[low..<end]
    }
}

/// ``KotlinFile``'s lookups: for each token the innermost class, function and brace holding it, and the
/// declarations by name. Built in one pass each, so reading a file stays linear in its length.
struct KotlinFileIndex: Sendable {
    /// For each token, the `{` of the innermost braces holding it, or `-1`.
    var braceAt: [Int32] = []
    /// For each token, the index in ``KotlinFile/classes`` of the innermost class whose body holds it, or `-1`;
    /// `nil` when the bodies do not nest (the lookups then compare every class, as they are few).
    var classAt: [Int32]?
    /// The same for ``KotlinFile/functions``.
    var functionAt: [Int32]?
    /// The first class of each simple name.
    var classNamed: [String: Int] = [:]
    /// Properties by name, in declaration order.
    var propertiesNamed: [String: [Int]] = [:]
    /// The first non-local property of each owner (`""` for top level) and name.
    var members: [String: Int] = [:]
    /// Functions by owner and name, in declaration order.
    var functionsNamed: [String: [Int]] = [:]
    /// Where each name is assigned (`name = …`, not a declaration): the name's token indices.
    var assignments: [String: [Int]] = [:]

    static func key(_ owner: String?, _ name: String) -> String { (owner ?? "") + "\u{0}" + name }

    /// The innermost `{` holding each token (a brace's own `{` and `}` are outside it).
    static func innermostBraces(_ tokens: [KotlinToken], partner: [Int]) -> [Int32] {
        var result = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for position in tokens.indices {
            let token = tokens[position]
            if token.isSymbol("}"), let last = open.last, partner[position] == last { open.removeLast() }
            result[position] = Int32(open.last ?? -1)
            if token.isSymbol("{") { open.append(position) }
        }
        return result
    }

    /// For each of `count` tokens, the index in `ranges` of the smallest range holding it (the first of equal
    /// ones), or `-1`; `nil` when two ranges overlap without one holding the other.
    static func innermost(_ ranges: [Range<Int>], count: Int) -> [Int32]? {
        let order = ranges.indices.filter { !ranges[$0].isEmpty && ranges[$0].lowerBound >= 0 }.sorted { a, b in
            if ranges[a].lowerBound != ranges[b].lowerBound { return ranges[a].lowerBound < ranges[b].lowerBound }
            if ranges[a].upperBound != ranges[b].upperBound { return ranges[a].upperBound > ranges[b].upperBound }
            return a > b  // of equal ranges the first goes on top
        }
        var result = [Int32](repeating: -1, count: count)
        var open: [Int] = []
        var next = 0
        for position in 0..<count {
            while let top = open.last, ranges[top].upperBound <= position { open.removeLast() }
            while next < order.count, ranges[order[next]].lowerBound == position {
                if let top = open.last, ranges[order[next]].upperBound > ranges[top].upperBound { return nil }
                open.append(order[next])
                next += 1
            }
            if let top = open.last { result[position] = Int32(top) }
        }
        return result
    }

    /// Indexes the classes, functions and properties `file` declares.
    mutating func indexDeclarations(of file: KotlinFile) {
        for (number, declared) in file.classes.enumerated() where classNamed[declared.name] == nil {
            classNamed[declared.name] = number
        }
        for (number, property) in file.properties.enumerated() {
            propertiesNamed[property.name, default: []].append(number)
            if !property.isLocal {
                let key = Self.key(property.owner, property.name)
                if members[key] == nil { members[key] = number }
            }
        }
        for (number, function) in file.functions.enumerated() {
            functionsNamed[Self.key(function.owner, function.name), default: []].append(number)
        }
        let declared = Set(file.properties.map(\.nameIndex))
        let tokens = file.tokens
        for position in tokens.indices.dropLast(2)
        where tokens[position].isIdentifier && tokens[position + 1].isSymbol("=") && !declared.contains(position)
            && !(position > 0 && (tokens[position - 1].isIdentifier("val") || tokens[position - 1].isIdentifier("var")))
        {
            assignments[tokens[position].text, default: []].append(position)
        }
    }
}

extension KotlinFile {
    /// Whether a class is declared `abstract` or `sealed`, or is an interface: nothing makes an instance of it
    /// as it is (`abstract class BaseWorker : CoroutineWorker`).
    package func isAbstract(_ declared: KotlinClass) -> Bool {
        var position = declared.nameIndex - 1
        while position >= 0, declared.nameIndex - position <= 6 {
            let token = tokens[position]
            if token.isIdentifier("abstract") || token.isIdentifier("sealed") || token.isIdentifier("interface") {
                return true
            }
            // The modifiers end at the previous declaration or statement.
            if token.kind == .symbol && !token.isSymbol("@") { return false }
            position -= 1
        }
        return false
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
