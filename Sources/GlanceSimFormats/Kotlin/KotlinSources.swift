/// Every Kotlin and Java file of a module (and of the modules it depends on), indexed so that a name used in one
/// file can be followed to its declaration in another: classes and objects by full and simple name, top-level
/// properties and functions by package.
///
/// ```swift
/// let sources = KotlinSources(files: [try KotlinFile(path: "Keys.kt", text: "package a\nconst val K = \"k\"")])
/// sources.topLevelProperty("K", package: "a")?.property.name   // "K"
/// ```
package struct KotlinSources: Sendable {
    package var files: [KotlinFile]
    /// Files that could not be read as Kotlin or Java, with why (each becomes a located TODO).
    package var unreadable: [(path: String, error: KotlinSyntaxError)]
    private var classIndex: [String: (file: Int, index: Int)] = [:]
    private var simpleNames: [String: [String]] = [:]
    /// The files of each package, in order.
    private var packages: [String: [Int]] = [:]
    /// Each class's companion object, by full name.
    private var companions: [String: String] = [:]
    /// The files declaring functions of each name.
    private var functionFiles: [String: [Int]] = [:]

    package init(files: [KotlinFile], unreadable: [(path: String, error: KotlinSyntaxError)] = []) {
        self.files = files
        self.unreadable = unreadable
        for (fileNumber, file) in files.enumerated() {
            for (number, declared) in file.classes.enumerated() where classIndex[declared.qualifiedName] == nil {
                classIndex[declared.qualifiedName] = (fileNumber, number)
                simpleNames[declared.name, default: []].append(declared.qualifiedName)
            }
            packages[file.packageName, default: []].append(fileNumber)
            for name in Set(file.functions.map(\.name)) { functionFiles[name, default: []].append(fileNumber) }
        }
        // `companion object` (named `Companion` unless named) directly in the class's first declaration.
        for (fileNumber, file) in files.enumerated() {
            for inner in file.classes
            where inner.isObject
                && file.tokens[max(0, inner.nameIndex - 2)..<inner.nameIndex].contains(where: {
                    $0.isIdentifier("companion")
                })
            {
                guard let dot = inner.qualifiedName.lastIndex(of: ".") else { continue }
                let owner = String(inner.qualifiedName[..<dot])
                guard companions[owner] == nil, let found = classIndex[owner], found.file == fileNumber,
                    file.classes[found.index].body.contains(inner.nameIndex),
                    inner.qualifiedName == owner + "." + inner.name
                else { continue }
                companions[owner] = inner.qualifiedName
            }
        }
    }

    /// A class declared in these sources, by its full name.
    package func declaredClass(_ qualifiedName: String) -> (file: Int, declaration: KotlinClass)? {
        guard let found = classIndex[qualifiedName] else { return nil }
        return (found.file, files[found.file].classes[found.index])
    }

    /// The full name of the class `name` (simple or dotted, as written in `file`) means, if it is declared here.
    package func resolveClass(_ name: String, in file: Int) -> String? {
        let qualified = files[file].qualify(name)
        if classIndex[qualified] != nil { return qualified }
        if classIndex[name] != nil { return name }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        if let candidates = simpleNames[simple], candidates.count == 1, !name.contains(".") { return candidates[0] }
        return nil
    }

    /// Every class declared in these sources, in file order.
    package var allClasses: [(file: Int, declaration: KotlinClass)] {
        files.enumerated().flatMap { number, file in file.classes.map { (number, $0) } }
    }

    /// A top-level property of a package.
    package func topLevelProperty(_ name: String, package: String) -> (file: Int, property: KotlinProperty)? {
        for number in packages[package] ?? [] {
            if let property = files[number].member(name, owner: nil) { return (number, property) }
        }
        return nil
    }

    /// A member property of a class (or of its companion object).
    package func memberProperty(_ name: String, of qualifiedClass: String) -> (file: Int, property: KotlinProperty)? {
        for owner in [qualifiedClass, companion(of: qualifiedClass) ?? qualifiedClass + ".Companion"] {
            guard let (number, _) = declaredClass(owner) else { continue }
            if let property = files[number].member(name, owner: owner) { return (number, property) }
        }
        return nil
    }

    /// The full name of a class's companion object (`companion object Factory` is `W.Factory`), if it has one.
    package func companion(of qualifiedClass: String) -> String? {
        companions[qualifiedClass]
    }

    /// Functions named `name`: members of `owner` when given, else top-level ones of any file.
    package func functions(named name: String, owner: String?) -> [(file: Int, function: KotlinFunction)] {
        (functionFiles[name] ?? []).flatMap { number in
            files[number].functions(named: name, owner: owner).map { (number, $0) }
        }
    }

    /// The classes declared here that `qualifiedName` extends, nearest first (`CardAnalysisWidget` →
    /// `AnalyticsWidgetProvider`): where an inherited member is looked for, in the order Kotlin dispatches.
    package func superclasses(of qualifiedName: String) -> [String] {
        var found: [String] = []
        var current = qualifiedName
        while found.count < 8, let (file, declared) = declaredClass(current),
            let next = declared.supertypes.lazy.compactMap({ self.resolveClass($0, in: file) }).first,
            next != qualifiedName, !found.contains(next)
        {
            found.append(next)
            current = next
        }
        return found
    }

    /// The function `name` a member call on an instance of `qualifiedName` runs: the class's own, or the nearest
    /// superclass's declared here.
    package func member(_ name: String, of qualifiedName: String) -> (file: Int, function: KotlinFunction)? {
        for owner in [qualifiedName] + superclasses(of: qualifiedName) {
            if let found = functions(named: name, owner: owner).first { return found }
        }
        return nil
    }

    /// Whether a class declared here extends `supertype` (by simple name), directly or through its own classes.
    package func extends(_ qualifiedName: String, _ supertype: String, depth: Int = 0) -> Bool {
        guard depth < 8, let (file, declared) = declaredClass(qualifiedName) else { return false }
        for written in declared.supertypes {
            if written.split(separator: ".").last.map(String.init) == supertype { return true }
            if let resolved = resolveClass(written, in: file), extends(resolved, supertype, depth: depth + 1) {
                return true
            }
        }
        return false
    }
}
