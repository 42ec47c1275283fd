import GlanceSim

/// JSON5 text written line by line with indentation: what `glancesim init` writes.
struct DraftText {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String) { lines.append(String(repeating: "  ", count: depth) + text) }

    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    mutating func close(_ text: String) {
        depth -= 1
        line(text)
    }

    /// The 1-based line the next `line` call writes.
    var nextLine: Int { lines.count + 1 }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// A JSON string literal (which JSON5 reads as it is): the trace's own escaping.
    static func quoted(_ value: String) -> String { jsonString(value) }

    /// A string written into a behaviour file, where `${` starts a template: `$${` keeps it literal.
    static func literal(_ value: String) -> String {
        let characters = Array(value)
        var escaped = ""
        for (index, character) in characters.enumerated() {
            if character == "$" && index + 1 < characters.count && characters[index + 1] == "{" { escaped += "$" }
            escaped.append(character)
        }
        return quoted(escaped)
    }

    /// A key: bare when it is an identifier, quoted otherwise.
    static func key(_ name: String) -> String {
        let isIdentifier =
            !name.isEmpty && name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && name.allSatisfy(\.isASCII)
        return isIdentifier ? name : quoted(name)
    }
}
