/// A Gradle build or settings script cut into statements, each with the blocks it is in (`android`,
/// `defaultConfig`…). This is not a Groovy or Kotlin parser: it follows brackets and line ends well enough to
/// find the handful of statement shapes ``BuildFileReader`` recognises, and hands everything else back as
/// tokens.
///
/// ```swift
/// let script = GradleScript(text: "android {\n  defaultConfig { targetSdk = 34 }\n}", path: "app/build.gradle.kts")
/// script.statements[0].blocks   // ["android", "defaultConfig"]
/// ```
struct GradleScript {
    /// One statement: its tokens (without the line end) and the names of the blocks around it, outermost
    /// first. A block is named by the first identifier of the statement that opens it (`android {`,
    /// `create("release") {` → `create`, `val androidMain by getting {` → `androidMain`).
    struct Statement {
        var blocks: [String]
        var tokens: [GradleToken]
    }

    let path: String
    let text: String
    private(set) var statements: [Statement] = []

    init(text: String, path: String) {
        self.path = path
        self.text = text
        let tokens = GradleTokenizer.tokens(text)
        var blocks: [(name: String, saved: [GradleToken], parenDepth: Int)] = []
        var current: [GradleToken] = []
        var parenDepth = 0

        func finish() {
            if !current.isEmpty { statements.append(Statement(blocks: blocks.map(\.name), tokens: current)) }
            current = []
        }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            switch token.kind {
            case .newline:
                if parenDepth > 0 || Self.continues(current, next: tokens[(index + 1)...]) { continue }
                finish()
            case .symbol where token.text == ";" && parenDepth == 0:
                finish()
            case .symbol where token.text == "(" || token.text == "[":
                parenDepth += 1
                current.append(token)
            case .symbol where token.text == ")" || token.text == "]":
                parenDepth = max(0, parenDepth - 1)
                current.append(token)
            case .symbol where token.text == "{":
                blocks.append((Self.blockName(current), current, parenDepth))
                current = []
                parenDepth = 0
            case .symbol where token.text == "}":
                finish()
                if let outer = blocks.popLast() {
                    current = outer.saved
                    parenDepth = outer.parenDepth
                }
            default:
                current.append(token)
            }
        }
        finish()
    }

    /// The source text of `tokens` (from the first token's start to the last one's end).
    func source(of tokens: ArraySlice<GradleToken>) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        let bytes = Array(text.utf8)[first.range.lowerBound..<last.range.upperBound]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a token is.
    func location(of token: GradleToken) -> SourceLocation {
        SourceLocation(path: path, line: token.line, column: token.column)
    }

    /// Whether a line end continues the statement: it ends with an operator, or the next line starts with
    /// `.`, `?.` or `?:` (Kotlin chains and Elvis written over several lines).
    private static func continues(_ statement: [GradleToken], next: ArraySlice<GradleToken>) -> Bool {
        if let last = statement.last, last.kind == .symbol,
            ["=", ".", ",", "+", "?", ":", "-", "*"].contains(last.text)
        {
            return true
        }
        guard let following = next.first(where: { $0.kind != .newline }) else { return false }
        return following.isSymbol(".") || following.isSymbol("?")
    }

    /// The Android Gradle plugin's extension types a build file may configure by type.
    static let androidExtensions: Set<String> = [
        "LibraryExtension", "ApplicationExtension", "CommonExtension", "BaseExtension", "DynamicFeatureExtension",
        "TestExtension", "BaseAppModuleExtension",
    ]

    private static func blockName(_ statement: [GradleToken]) -> String {
        let identifiers = statement.filter(\.isIdentifier).map(\.text)
        if identifiers.first == "val" || identifiers.first == "def", identifiers.count > 1 { return identifiers[1] }
        // AGP's typed extension is the `android { }` block under another name: `configure<LibraryExtension> { }`,
        // `extensions.configure<ApplicationExtension> { }`, `configure<com.android.build.api.dsl.LibraryExtension>`
        // (AnkiDroid's build files), `extensions.configure(LibraryExtension::class.java) { }`.
        if identifiers.prefix(2).contains("configure"),
            identifiers.contains(where: { androidExtensions.contains($0) })
        {
            return "android"
        }
        return identifiers.first ?? ""
    }
}
