import Foundation

/// Works out the value of a build-file expression, for the shapes real Android modules use:
///
/// - literals: `34`, `"com.example.app"`, `'com.example'`, `release(34)`, `"android-34"` (compile SDK);
/// - version catalogs: `libs.versions.targetSdk.get().toInt()` (any catalog in `gradle/NAME.versions.toml`);
/// - Gradle properties: `project.property("x")`, `findProperty("x")`, `providers.gradleProperty("x").get()`,
///   `project.properties["x"]`;
/// - extra properties: `rootProject.ext.x`, `rootProject.x`, `rootProject.extra["x"]`, `ext.x`, a bare `x`
///   (Groovy), and `val x = …` / `def x = …` in the same script;
/// - conversions and wrappers that do not change the value: `.toInt()`, `.toInteger()`, `.toString()`,
///   `.get()`, `!!`, `?.`, `as int`, `as String?`, `Integer.parseInt(…)`, parentheses, and `a ?: b` (the first
///   that resolves).
///
/// Anything else (a constant in `buildSrc`, a function call) is unresolved, with what it is.
struct GradleExpressionEvaluator {
    enum Result {
        case value(String, ValueOrigin)
        case unresolved(String)
    }

    var project: GradleProject
    /// `ext` / `extra` / local values by name: the module's first, then the root script's.
    var extras: [String: (tokens: ArraySlice<GradleToken>, script: GradleScript)]
    /// `gradle.properties` files, the module's first.
    var properties: [GradleProperties]

    init(project: GradleProject, moduleScript: GradleScript?, moduleProperties: GradleProperties?) {
        self.project = project
        properties = [moduleProperties, project.rootProperties].compactMap { $0 }
        extras = [:]
        for script in [moduleScript, project.rootScript].compactMap({ $0 }) {
            for (name, tokens) in Self.extraAssignments(in: script) where extras[name] == nil {
                extras[name] = (tokens, script)
            }
        }
    }

    mutating func evaluate(_ tokens: ArraySlice<GradleToken>, in script: GradleScript, depth: Int = 0) -> Result {
        guard depth < 12 else { return .unresolved("values that refer to each other in a cycle") }
        var tokens = Self.unwrapped(tokens)
        // `a ?: b`: the first that resolves.
        if let elvis = Self.topLevelElvis(tokens) {
            let left = evaluate(tokens[..<elvis], in: script, depth: depth + 1)
            if case .value = left { return left }
            return evaluate(tokens[(elvis + 2)...], in: script, depth: depth + 1)
        }
        tokens = Self.strippingConversions(tokens)
        guard let first = tokens.first else { return .unresolved("an empty value") }
        if tokens.count == 1 {
            switch first.kind {
            case .number, .string(interpolated: false):
                return .value(first.text, ValueOrigin(.buildFile, at: script.location(of: first), detail: first.text))
            case .string(interpolated: true):
                let name = first.text.trimmingCharacters(in: CharacterSet(charactersIn: "${}"))
                if first.text.hasPrefix("$"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    return lookUpExtra(name, at: first, in: script, depth: depth)
                }
                return .unresolved("the string template \"\(first.text)\"")
            case .identifier:
                return lookUpExtra(first.text, at: first, in: script, depth: depth)
            default:
                break
            }
        }
        let parts = Self.chain(tokens)
        if let call = parts.last, case .call(let argument) = call, parts.count >= 2,
            case .name(let function) = parts[parts.count - 2]
        {
            switch function {
            case "release" where parts.count == 2:
                return evaluate(argument, in: script, depth: depth + 1)
            case "parseInt" where parts.first == .name("Integer"), "valueOf" where parts.first == .name("Integer"):
                return evaluate(argument, in: script, depth: depth + 1)
            case "property", "findProperty", "gradleProperty", "getProperty":
                if let key = Self.stringLiteral(argument) {
                    return lookUpProperty(key, at: first, in: script, depth: depth)
                }
            default:
                break
            }
        }
        // `libs.versions.x.get()`, also reached through the project (`project.libs.versions.app.build.targetSDK`,
        // as the Fossify app family's build files write it).
        let catalogParts =
            [.name("project"), .name("rootProject")].contains(parts.first) && parts.count >= 4
                && parts[2] == .name("versions") ? parts.dropFirst() : parts[...]
        if case .name(let catalog) = catalogParts.first, catalogParts.count >= 3,
            catalogParts[catalogParts.startIndex + 1] == .name("versions"),
            let accessor = Self.names(catalogParts.dropFirst(2))
        {
            return lookUpCatalog(catalog, accessor, at: first)
        }
        if let last = parts.last, case .index(let argument) = last, let key = Self.stringLiteral(argument) {
            return lookUpProperty(key, at: first, in: script, depth: depth)
        }
        if let names = Self.names(parts[...]), let last = names.last,
            ["rootProject", "project", "ext", "extra"].contains(names[0]),
            names.dropFirst().dropLast().allSatisfy({ ["ext", "extra", "rootProject", "project"].contains($0) })
        {
            return lookUpExtra(last, at: first, in: script, depth: depth)
        }
        return .unresolved("'\(script.source(of: tokens))'")
    }

    /// A value written as a string template inside a longer string, as a dependency's version is
    /// (`"androidx.work:work-runtime:$work_version"`): `$name`, `${name}` or `${rootProject.ext.name}`, looked up
    /// as an extra property or Gradle property. Anything else in the template is unresolved.
    ///
    /// ```swift
    /// evaluator.evaluateTemplate("$work_version", at: token, in: script)   // .value("2.9.0", …) after `def work_version = '2.9.0'`
    /// ```
    mutating func evaluateTemplate(_ text: Substring, at token: GradleToken, in script: GradleScript) -> Result {
        var body = text.dropFirst()
        if body.hasPrefix("{") && body.hasSuffix("}") { body = body.dropFirst().dropLast() }
        let names = body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard text.hasPrefix("$"), let name = names.last,
            names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            names.dropLast().allSatisfy({ ["ext", "extra", "rootProject", "project"].contains($0) })
        else { return .unresolved("the string template \"\(text)\"") }
        return lookUpExtra(name, at: token, in: script, depth: 0)
    }

    // MARK: - Lookups

    private mutating func lookUpCatalog(_ name: String, _ accessor: [String], at token: GradleToken) -> Result {
        guard let catalog = project.catalog(named: name) else {
            return .unresolved(
                "'\(name).versions.\(accessor.joined(separator: "."))': there is no version catalog "
                    + "'\(project.catalogPath(named: name))'")
        }
        let key = accessor.joined(separator: ".")
        guard let entry = catalog.versions[key] else {
            return .unresolved("'\(name).versions.\(key)': '\(catalog.path)' has no such version")
        }
        return .value(entry.value, ValueOrigin(.versionCatalog, at: entry.location, detail: key))
    }

    private mutating func lookUpProperty(_ key: String, at token: GradleToken, in script: GradleScript, depth: Int)
        -> Result
    {
        for file in properties {
            if let entry = file.values[key] {
                return .value(entry.value, ValueOrigin(.gradleProperties, at: entry.location, detail: key))
            }
        }
        if extras[key] != nil { return lookUpExtra(key, at: token, in: script, depth: depth) }
        return .unresolved("the Gradle property '\(key)', which no gradle.properties file sets")
    }

    private mutating func lookUpExtra(_ name: String, at token: GradleToken, in script: GradleScript, depth: Int)
        -> Result
    {
        if let extra = extras[name] {
            switch evaluate(extra.tokens, in: extra.script, depth: depth + 1) {
            case .value(let value, let origin) where origin.kind == .buildFile:
                let location = extra.tokens.first.map { extra.script.location(of: $0) }
                return .value(value, ValueOrigin(.extraProperty, at: location ?? origin.location, detail: name))
            case let other:
                return other
            }
        }
        for file in properties {
            if let entry = file.values[name] {
                return .value(entry.value, ValueOrigin(.gradleProperties, at: entry.location, detail: name))
            }
        }
        return .unresolved(
            "'\(name)', which is not a value of this build (computed in buildSrc, build-logic or a plugin?)")
    }

    // MARK: - Token shapes

    /// One step of a dotted chain: `a`, `(…)`, `[…]`.
    enum ChainPart: Equatable {
        case name(String)
        case call(ArraySlice<GradleToken>)
        case index(ArraySlice<GradleToken>)
        case other

        static func == (lhs: ChainPart, rhs: ChainPart) -> Bool {
            switch (lhs, rhs) {
            case (.name(let a), .name(let b)): return a == b
            default: return false
            }
        }
    }

    static func chain(_ tokens: ArraySlice<GradleToken>) -> [ChainPart] {
        var parts: [ChainPart] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.isIdentifier {
                parts.append(.name(token.text))
                index += 1
            } else if token.isSymbol(".") {
                index += 1
            } else if token.isSymbol("(") || token.isSymbol("[") {
                guard let close = matchingClose(tokens, from: index) else { return parts + [.other] }
                let inner = tokens[(index + 1)..<close]
                parts.append(token.isSymbol("(") ? .call(inner) : .index(inner))
                index = close + 1
            } else {
                return parts + [.other]
            }
        }
        return parts
    }

    static func names(_ parts: ArraySlice<ChainPart>) -> [String]? {
        var names: [String] = []
        for part in parts {
            guard case .name(let name) = part else { return nil }
            names.append(name)
        }
        return names.isEmpty ? nil : names
    }

    static func stringLiteral(_ tokens: ArraySlice<GradleToken>) -> String? {
        guard tokens.count == 1, let token = tokens.first, token.kind == .string(interpolated: false) else {
            return nil
        }
        return token.text
    }

    static func matchingClose(_ tokens: ArraySlice<GradleToken>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.endIndex {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Removes parentheses around the whole expression.
    static func unwrapped(_ tokens: ArraySlice<GradleToken>) -> ArraySlice<GradleToken> {
        var tokens = tokens
        while let first = tokens.first, first.isSymbol("("),
            matchingClose(tokens, from: tokens.startIndex)
                == tokens.endIndex - 1
        {
            tokens = tokens.dropFirst().dropLast()
        }
        return tokens
    }

    static func topLevelElvis(_ tokens: ArraySlice<GradleToken>) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
            if depth == 0, token.isSymbol("?"), index + 1 < tokens.endIndex, tokens[index + 1].isSymbol(":") {
                return index
            }
        }
        return nil
    }

    /// Drops conversions that keep the value: `.toInt()`, `.get()`, `!!`, `as Int`, safe-call `?`…
    static func strippingConversions(_ tokens: ArraySlice<GradleToken>) -> ArraySlice<GradleToken> {
        let conversions: Set<String> = [
            "toInt", "toInteger", "toString", "get", "toIntOrNull", "orNull", "trim", "getOrNull",
        ]
        var result = Array(tokens)
        result.removeAll { $0.isSymbol("!") }
        // `?.` → `.`; a `?` that ends a type (`as String?`) is dropped with the cast below.
        result = result.enumerated().filter { offset, token in
            !(token.isSymbol("?") && offset + 1 < result.count && result[offset + 1].isSymbol("."))
        }.map(\.element)
        var changed = true
        while changed {
            changed = false
            let unwrappedCount = result.count
            result = Array(unwrapped(result[...]))
            if result.count != unwrappedCount { changed = true }
            if result.last?.isSymbol("?") == true, result.count >= 3, result[result.count - 3].text == "as" {
                result.removeLast()
            }
            if result.count >= 3, result[result.count - 2].text == "as", result.last?.isIdentifier == true {
                result.removeLast(2)
                changed = true
            }
            if result.count >= 4, result.last?.isSymbol(")") == true, result[result.count - 2].isSymbol("("),
                result[result.count - 4].isSymbol("."), conversions.contains(result[result.count - 3].text)
            {
                result.removeLast(4)
                changed = true
            }
            if result.count >= 2, result.last?.isIdentifier == true, result[result.count - 2].isSymbol("."),
                ["orNull"].contains(result.last!.text)
            {
                result.removeLast(2)
                changed = true
            }
        }
        return unwrapped(result[...])
    }

    /// `ext { name = value }`, `ext.name = value`, `extra["name"] = value`, `val name by extra(value)`,
    /// `val name = value` and `def name = value` at the top of a script (last one wins, as Gradle runs them).
    static func extraAssignments(in script: GradleScript) -> [(String, ArraySlice<GradleToken>)] {
        var result: [(String, ArraySlice<GradleToken>)] = []
        for statement in script.statements {
            let tokens = statement.tokens[...]
            guard let first = tokens.first, first.isIdentifier else { continue }
            let inExt = statement.blocks.last == "ext" || statement.blocks.last == "extra"
            if inExt, tokens.count >= 3, tokens[1].isSymbol("=") {
                result.append((first.text, tokens.dropFirst(2)))
            } else if inExt, tokens.count >= 2, !tokens[1].isSymbol("(") {
                result.append((first.text, tokens.dropFirst()))  // Groovy: `name value`
            } else if first.text == "ext" || first.text == "extra", tokens.count >= 5, tokens[1].isSymbol("."),
                tokens[2].isIdentifier, tokens[3].isSymbol("=")
            {
                result.append((tokens[2].text, tokens.dropFirst(4)))
            } else if first.text == "extra" || first.text == "ext", tokens.count >= 6, tokens[1].isSymbol("["),
                let key = stringLiteral(tokens[2..<3]), tokens[3].isSymbol("]"), tokens[4].isSymbol("=")
            {
                result.append((key, tokens.dropFirst(5)))
            } else if ["val", "def", "var"].contains(first.text), tokens.count >= 4, tokens[1].isIdentifier,
                statement.blocks.isEmpty || statement.blocks == ["buildscript"]
            {
                let name = tokens[1].text
                if let equals = tokens.firstIndex(where: { $0.isSymbol("=") }), equals == 2 || equals == 4 {
                    result.append((name, tokens[(equals + 1)...]))
                } else if tokens[2].text == "by", tokens.count >= 6, tokens[3].text == "extra",
                    tokens[4].isSymbol("("), let close = matchingClose(tokens, from: tokens.startIndex + 4)
                {
                    result.append((name, tokens[(tokens.startIndex + 5)..<close]))
                }
            }
        }
        return result.reversed()
    }
}
