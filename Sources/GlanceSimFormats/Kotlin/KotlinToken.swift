/// One token of a Kotlin or Java source file, with where it starts.
///
/// Strings keep their pieces: the literal text between templates, and each template's expression as tokens of
/// its own (`"id: ${widget.id}"` is the text `id: ` and the tokens `widget . id`), so a reader can resolve
/// `"$PREFIX-items"` when `PREFIX` is a constant. Raw strings (`"""…"""`) are strings too.
package struct KotlinToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// A name or keyword: `class`, `val`, `WorkManager`, `` `backticked name` `` (without the backticks).
        case identifier
        /// A number, `_` separators removed, its suffix (`L`, `f`, `u`…) kept in ``KotlinToken/text``.
        case number
        /// A string literal; ``KotlinToken/pieces`` holds its content.
        case string
        /// A character literal, its value in ``KotlinToken/text``.
        case character
        /// An operator or punctuation: `(`, `::`, `?.`, `->`, `<`, `=`, `@`…
        case symbol
    }

    /// One part of a string literal.
    package enum Piece: Equatable, Sendable {
        /// Literal text, escapes decoded.
        case text(String)
        /// A template, `$name` or `${expression}`, as the expression's tokens.
        case template([KotlinToken])
    }

    package var kind: Kind
    /// The identifier, symbol or number; a string's literal value when it has no templates.
    package var text: String
    /// A string literal's pieces (empty for other tokens).
    package var pieces: [Piece] = []
    /// The 1-based line the token starts on.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes.
    package var column: Int
    /// Whether a line break separates this token from the one before it (Kotlin ends statements there).
    package var followsNewline: Bool = false

    package func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    package func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    package var isIdentifier: Bool { kind == .identifier }

    /// The string's value when it is a string literal without templates.
    package var literalString: String? {
        guard kind == .string else { return nil }
        var value = ""
        for piece in pieces {
            guard case .text(let text) = piece else { return nil }
            value += text
        }
        return value
    }
}

/// Why a Kotlin or Java file could not be split into tokens, and where.
package struct KotlinSyntaxError: Error, Equatable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
}
