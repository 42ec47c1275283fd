/// What a module's `build.gradle` / `build.gradle.kts` says about the app, read by ``BuildFileReader``.
struct ModuleBuildFile {
    /// The build file's path.
    var path: String
    /// `com.android.library` (true), `com.android.application` (false), or not known (a convention plugin).
    var isLibrary: Bool?
    /// The plugins the module applies, as written (ids, or catalog aliases such as `libs.plugins.android.library`).
    var plugins: [String] = []
    var namespace: Sourced<String>?
    var applicationId: Sourced<String>?
    var minSdk: Sourced<Int>?
    var targetSdk: Sourced<Int>?
    var compileSdk: Sourced<Int>?
    /// `implementation(project(":widget"))`, `api(projects.core.widget)`…: project paths with where they are.
    var projectDependencies: [(path: String, location: SourceLocation)] = []
    /// `implementation("androidx.work:work-runtime-ktx:2.9.0")`, `implementation(libs.androidx.glance.appwidget)`
    /// (a version-catalog library or bundle), Groovy `implementation 'g:n:v'`: the external libraries the module
    /// declares, in order.
    var externalDependencies: [ExternalDependency] = []
    /// Type-safe accessors (`projects.core.widget`) no included module matches.
    var diagnostics: [Diagnostic] = []
    /// `minSdk` / `targetSdk` statements whose value GlanceSim could not read, by setting: where the value is
    /// and why. The manifest parser turns one into an error when nothing else gives the level (GlanceSim never
    /// runs an app at a level it guessed).
    var unreadableSdk: [String: (location: SourceLocation, reason: String)] = [:]

    /// Whether the module is an Android module (an Android plugin, or an `android { namespace }`), as opposed to
    /// a plain Kotlin or Java one.
    var isAndroid: Bool { isLibrary != nil || namespace != nil }

    /// Whether the module is a plain JVM one by its plugins (`kotlin("jvm")`, `java-library`, `java`, or a
    /// convention plugin whose id says `jvm`) and nothing Android: the Android Gradle plugin never sees it.
    var isJVMOnly: Bool {
        !isAndroid
            && plugins.contains { plugin in
                let lowered = plugin.lowercased()
                return lowered.contains("jvm") || lowered == "java-library" || lowered == "java"
            }
    }
}

/// An external library a build file declares: `group:artifact`, its version when the build file or catalog
/// gives one GlanceSim can read, and where it is declared.
struct ExternalDependency {
    var module: String
    var version: String?
    var location: SourceLocation
    /// Why GlanceSim could not tell which library the declaration names (a catalog accessor with no catalog, or
    /// not in it): listed as not merged, with this reason.
    var unresolved: String?

    /// `group:artifact:version`, or `group:artifact` without a version.
    var coordinates: String { version.map { "\(module):\($0)" } ?? module }
}

/// Reads the Android values of a module's build file: `namespace`, `applicationId`, `minSdk`, `targetSdk`,
/// `compileSdk` (and their `…Version` spellings, as `name = v`, `name v` or `name(v)`), inside `android { }`,
/// `android { defaultConfig { } }`, or the Kotlin Multiplatform `kotlin { androidLibrary { } }`; the module's
/// plugins; and its project dependencies. Values in other blocks (`lint { targetSdk = … }`,
/// `testOptions { … }`, product flavours) do not set the app's values and are not read.
///
/// A value GlanceSim cannot work out (a constant in `buildSrc`, a function) is a warning at the value, naming
/// the option that supplies it instead.
///
/// ```swift
/// var project = GradleProject(around: "app")
/// let build = BuildFileReader.read("app/build.gradle.kts", project: &project)
/// build?.targetSdk?.value   // 34
/// ```
enum BuildFileReader {
    /// The settings GlanceSim reads, by each spelling, with the name it is reported under.
    static let settingNames: [String: String] = [
        "namespace": "namespace", "applicationId": "applicationId",
        "minSdk": "minSdk", "minSdkVersion": "minSdk", "setMinSdkVersion": "minSdk",
        "targetSdk": "targetSdk", "targetSdkVersion": "targetSdk", "setTargetSdkVersion": "targetSdk",
        "compileSdk": "compileSdk", "compileSdkVersion": "compileSdk",
        "minSdkPreview": "minSdkPreview", "targetSdkPreview": "targetSdkPreview",
        "compileSdkPreview": "compileSdkPreview",
    ]

    /// The option that stands in for each setting.
    static let options: [String: String] = [
        "namespace": "--namespace", "applicationId": "--namespace", "minSdk": "--min-sdk",
        "targetSdk": "--target-sdk",
    ]

    /// The blocks whose statements set the module's values.
    static let valueBlocks: [[String]] = [
        ["android"], ["android", "defaultConfig"], ["kotlin", "androidLibrary"], ["kotlin", "android"],
        ["kotlin", "androidLibrary", "defaultConfig"],
    ]

    /// Records that the `minSdk` or `targetSdk` statement at `location` cannot be read (the last statement wins,
    /// as in Gradle, so a level read earlier is dropped).
    private static func unreadable(
        _ name: String, at location: SourceLocation, _ reason: String, into build: inout ModuleBuildFile
    ) {
        build.unreadableSdk[name] = (location, reason)
        if name == "minSdk" { build.minSdk = nil } else { build.targetSdk = nil }
    }

    static func read(_ path: String, project: inout GradleProject) -> ModuleBuildFile? {
        guard let script = GradleScript(path: path) else { return nil }
        let folder = ModulePaths.parent(of: path)
        var evaluator = GradleExpressionEvaluator(
            project: project, moduleScript: script,
            moduleProperties: GradleProperties(path: ModulePaths.join(folder, "gradle.properties")))
        var build = ModuleBuildFile(path: path)
        // Scripts the module applies (`apply from: "../common.gradle"`, AntennaPod's shared settings) run first,
        // where the `apply` line is; the module's own later statements override them.
        for applied in appliedScripts(of: script, folder: folder) + [script] {
            for statement in applied.statements {
                if applied.path == script.path {
                    readPlugin(statement, into: &build)
                    readDependency(statement, script: script, evaluator: &evaluator, into: &build)
                }
                guard let (name, value, nameToken) = setting(in: statement) else { continue }
                let location = applied.location(of: value.first ?? nameToken)
                if name.hasSuffix("Preview") {
                    previewSetting(name, value, in: applied, at: location, into: &build)
                    continue
                }
                let result = evaluator.evaluate(value, in: applied)
                apply(name, result, at: location, statement: applied.location(of: nameToken), into: &build)
            }
        }
        project = evaluator.project
        return build
    }

    /// `apply from: "file.gradle"` (Groovy) and `apply(from = "file.gradle.kts")` at the top of the script.
    private static func appliedScripts(of script: GradleScript, folder: String) -> [GradleScript] {
        script.statements.compactMap { statement in
            let tokens = statement.tokens
            guard statement.blocks.isEmpty, tokens.first?.text == "apply",
                tokens.contains(where: { $0.isIdentifier && $0.text == "from" }),
                let file = tokens.last(where: { $0.kind == .string(interpolated: false) })?.text,
                file.hasSuffix(".gradle") || file.hasSuffix(".gradle.kts")
            else { return nil }
            return GradleScript(
                path: file.hasPrefix("/") ? file : ModulePaths.normalize(ModulePaths.join(folder, file)))
        }
    }

    /// `targetSdkPreview "S"` and friends: a codename, not an API level.
    private static func previewSetting(
        _ name: String, _ value: ArraySlice<GradleToken>, in script: GradleScript, at location: SourceLocation,
        into build: inout ModuleBuildFile
    ) {
        let base = String(name.dropLast("Preview".count))
        if base == "minSdk" || base == "targetSdk" {
            unreadable(
                base, at: location, "'\(name)' is the preview codename \(script.source(of: value)), not an API level",
                into: &build)
            return
        }
        var message = "'\(name)' is the preview codename \(script.source(of: value)); GlanceSim needs an API level"
        if let option = options[base] { message += ": give it with '\(option)'" }
        build.diagnostics.append(Diagnostic(.warning, .unsupported, at: location, message))
    }

    /// `name = value`, `name value`, `name(value)` or, inside `name { }`, `version = value`.
    private static func setting(in statement: GradleScript.Statement)
        -> (name: String, value: ArraySlice<GradleToken>, token: GradleToken)?
    {
        let tokens = statement.tokens[...]
        guard let first = tokens.first, first.isIdentifier else { return nil }
        var blocks = statement.blocks
        var name = first.text
        if first.text == "version", let last = blocks.last, let canonical = settingNames[last],
            ["minSdk", "targetSdk", "compileSdk"].contains(canonical)
        {
            blocks.removeLast()
            name = last
        }
        guard let canonical = settingNames[name], valueBlocks.contains(blocks), tokens.count >= 2 else { return nil }
        let second = tokens[tokens.startIndex + 1]
        if second.isSymbol("=") { return (canonical, tokens.dropFirst(2), first) }
        if second.isSymbol("("),
            GradleExpressionEvaluator.matchingClose(tokens, from: tokens.startIndex + 1) == tokens.endIndex - 1
        {
            return (canonical, tokens.dropFirst(2).dropLast(), first)
        }
        if second.isSymbol(".") { return nil }  // `targetSdk.set(…)` and other calls on the name
        return (canonical, tokens.dropFirst(), first)
    }

    private static func apply(
        _ name: String, _ result: GradleExpressionEvaluator.Result, at location: SourceLocation,
        statement: SourceLocation, into build: inout ModuleBuildFile
    ) {
        switch result {
        case .unresolved(let what):
            if name == "minSdk" || name == "targetSdk" {
                unreadable(name, at: location, "GlanceSim cannot work out '\(name)' from \(what)", into: &build)
                return
            }
            var message = "GlanceSim cannot work out '\(name)' from \(what)"
            if let option = options[name] {
                message += "; give it with '\(option)'"
                if name == "minSdk" || name == "targetSdk" {
                    message += " (in a scenario: 'install FOLDER \(option.dropFirst(2)) N')"
                }
            } else {
                message += "; GlanceSim does not need it, so it is left out"
            }
            build.diagnostics.append(Diagnostic(.warning, .unresolved, at: location, message))
        case .value(let text, var origin):
            if origin.kind != .buildFile { origin.through = statement }
            if origin.kind == .buildFile { origin.detail = name }
            switch name {
            case "namespace": build.namespace = Sourced(value: text, origin: origin)
            case "applicationId": build.applicationId = Sourced(value: text, origin: origin)
            default:
                let digits = name == "compileSdk" && text.hasPrefix("android-") ? String(text.dropFirst(8)) : text
                guard let level = Int(digits), level >= 1, level <= 10_000 else {
                    if name == "minSdk" || name == "targetSdk" {
                        unreadable(
                            name, at: location, "'\(name)' is '\(text)', not an API level such as '34'", into: &build)
                        return
                    }
                    build.diagnostics.append(
                        Diagnostic(
                            .warning, .invalidValue, at: location,
                            "'\(name)' is '\(text)', not an API level such as '34'"
                                + (options[name].map { "; give it with '\($0)'" } ?? "; it is left out")))
                    return
                }
                let sourced = Sourced(value: level, origin: origin)
                build.unreadableSdk[name] = nil  // a later statement replaces an earlier one
                switch name {
                case "minSdk": build.minSdk = sourced
                case "targetSdk": build.targetSdk = sourced
                default: build.compileSdk = sourced
                }
            }
        }
    }

    private static func readPlugin(_ statement: GradleScript.Statement, into build: inout ModuleBuildFile) {
        let tokens = statement.tokens
        var plugin: String?
        if statement.blocks == ["plugins"], let first = tokens.first {
            if first.text == "alias" {
                plugin = tokens.dropFirst(2).prefix { !$0.isSymbol(")") }.map(\.text).joined()
            } else if first.text == "id" || first.text == "kotlin" {
                plugin = tokens.first { $0.kind == .string(interpolated: false) }.map {
                    first.text == "kotlin" ? "org.jetbrains.kotlin." + $0.text : $0.text
                }
            } else if first.kind == .string(interpolated: false) {
                plugin = first.text  // `"com.android.application"` in a Groovy `plugins { id … }` variant
            }
        } else if statement.blocks.isEmpty, tokens.first?.text == "apply",
            tokens.contains(where: { $0.text == "plugin" })
        {
            plugin = tokens.last { $0.kind == .string(interpolated: false) }?.text
        }
        guard let plugin else { return }
        build.plugins.append(plugin)
        let lowered = plugin.lowercased()
        if lowered.contains("android.library") || lowered.contains("android-library")
            || lowered.contains("multiplatform.library")
        {
            build.isLibrary = true
        } else if lowered.contains("android.application") || lowered.contains("android-application") {
            build.isLibrary = false
        }
    }

    /// Configurations whose project dependencies are part of the app (not tests, not one build type).
    static let dependencyConfigurations: Set<String> = ["implementation", "api", "compile"]

    private static func readDependency(
        _ statement: GradleScript.Statement, script: GradleScript, evaluator: inout GradleExpressionEvaluator,
        into build: inout ModuleBuildFile
    ) {
        let project = evaluator.project
        let tokens = statement.tokens[...]
        guard let first = tokens.first, dependencyConfigurations.contains(first.text) else { return }
        // A BOM (`platform(…)`) only aligns versions; it has no manifest.
        if tokens.contains(where: { $0.isIdentifier && ($0.text == "platform" || $0.text == "enforcedPlatform") }) {
            return
        }
        if let string = tokens.dropFirst().first(where: {
            $0.kind == .string(interpolated: false) || $0.kind == .string(interpolated: true)
        }),
            !tokens.contains(where: { $0.isIdentifier && $0.text == "project" })
        {
            let parts = string.text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return }
            var dependency = ExternalDependency(
                module: "\(parts[0]):\(parts[1])", version: parts.count > 2 ? String(parts[2]) : nil,
                location: script.location(of: string))
            // `"…:$work_version"`: the version is an extra or Gradle property; one GlanceSim cannot read is none.
            if let version = dependency.version, version.contains("$") {
                switch evaluator.evaluateTemplate(parts[2], at: string, in: script) {
                case .value(let value, _): dependency.version = value
                case .unresolved(let what):
                    dependency.version = nil
                    dependency.unresolved = "GlanceSim cannot work out its version from \(what)"
                }
            }
            build.externalDependencies.append(dependency)
            return
        }
        if let index = tokens.dropFirst().firstIndex(where: \.isIdentifier), tokens[index].text != "project",
            tokens[index].text != "projects", let root = project.root,
            let catalog = VersionCatalog(
                path: ModulePaths.join(root, "gradle/\(tokens[index].text).versions.toml"))
        {
            let chain = tokens[(index + 1)...].prefix { $0.isIdentifier || $0.isSymbol(".") }
            let names = chain.filter(\.isIdentifier).map(\.text)
            let location = script.location(of: tokens[index])
            let accessors: [String]
            if names.first == "bundles" {
                accessors = catalog.bundles[names.dropFirst().joined(separator: ".")] ?? []
            } else {
                accessors = [names.joined(separator: ".")]
            }
            if accessors.isEmpty {
                build.externalDependencies.append(
                    ExternalDependency(
                        module: "\(tokens[index].text).\(names.joined(separator: "."))", version: nil,
                        location: location,
                        unresolved: "no such bundle in gradle/\(tokens[index].text).versions.toml"))
            }
            for accessor in accessors {
                guard let library = catalog.library(accessor) else {
                    build.externalDependencies.append(
                        ExternalDependency(
                            module: "\(tokens[index].text).\(accessor)", version: nil, location: location,
                            unresolved: "not in gradle/\(tokens[index].text).versions.toml"))
                    continue
                }
                build.externalDependencies.append(
                    ExternalDependency(module: library.module, version: library.version, location: location))
            }
            return
        }
        if let index = tokens.dropFirst().firstIndex(where: \.isIdentifier), index + 1 < tokens.count,
            tokens[index + 1].isSymbol("."), !["project", "projects"].contains(tokens[index].text)
        {
            // `libs.androidx.work.runtime` with no `gradle/libs.versions.toml` in the project: which library it is,
            // GlanceSim cannot tell.
            let chain = tokens[index...].prefix { $0.isIdentifier || $0.isSymbol(".") }
            build.externalDependencies.append(
                ExternalDependency(
                    module: chain.map(\.text).joined(), version: nil, location: script.location(of: tokens[index]),
                    unresolved: "no gradle/\(tokens[index].text).versions.toml in the project"))
            return
        }
        if let index = tokens.firstIndex(where: { $0.isIdentifier && $0.text == "project" }),
            let path = tokens[index...].first(where: { $0.kind == .string(interpolated: false) })
        {
            let projectPath = path.text.hasPrefix(":") ? path.text : ":" + path.text
            build.projectDependencies.append((projectPath, script.location(of: path)))
        } else if let index = tokens.firstIndex(where: { $0.isIdentifier && $0.text == "projects" }) {
            let accessor = GradleExpressionEvaluator.names(
                GradleExpressionEvaluator.chain(tokens[(index + 1)...].prefix { $0.isIdentifier || $0.isSymbol(".") })[
                    ...]
            )
            guard let accessor else { return }
            if let projectPath = project.projectPath(ofAccessor: accessor) {
                build.projectDependencies.append((projectPath, script.location(of: tokens[index])))
            } else {
                build.diagnostics.append(
                    Diagnostic(
                        .warning, .unresolved, at: script.location(of: tokens[index]),
                        "no module the settings include is 'projects.\(accessor.joined(separator: "."))'; "
                            + "its manifest is not merged"))
            }
        }
    }
}
