/// One word of a scenario line, with where it starts.
package struct ScenarioToken: Hashable {
    /// The word, with quotes removed and escapes resolved for a quoted string.
    package var text: String
    /// Whether it was written with double quotes, wholly or in part (so it is never a keyword).
    var quoted: Bool
    /// The 1-based column (UTF-8 bytes) where it starts.
    package var column: Int
    /// Its length as written, in UTF-8 bytes (quotes and escapes included).
    package var length: Int
}

/// Splits scenario lines into words: runs of non-blank characters in which double-quoted parts (with `\"`,
/// `\\`, `\n` and `\t` escapes) may hold blanks. A `#` at the start of a word starts a comment.
package enum ScenarioLexer {
    package static func tokens(_ line: Substring, path: String, lineNumber: Int) throws(FormatError) -> [ScenarioToken]
    {
        var tokens: [ScenarioToken] = []
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                break
            } else {
                // A word: blanks end it; double-quoted parts (the whole word, or a part like name="a b") keep
                // their blanks and lose their quotes.
                let start = index
                var text: [UInt8] = []
                var quoted = false
                while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t"),
                    bytes[index] != UInt8(ascii: "\r")
                {
                    if bytes[index] == UInt8(ascii: "\"") {
                        let quoteStart = index
                        quoted = true
                        index += 1
                        var closed = false
                        while index < bytes.count {
                            let next = bytes[index]
                            if next == UInt8(ascii: "\\"), index + 1 < bytes.count {
                                let escaped = bytes[index + 1]
                                switch escaped {
                                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                                default: text.append(escaped)
                                }
                                index += 2
                            } else if next == UInt8(ascii: "\"") {
                                closed = true
                                index += 1
                                break
                            } else {
                                text.append(next)
                                index += 1
                            }
                        }
                        guard closed else {
                            throw FormatError(
                                .syntax, at: SourceLocation(path: path, line: lineNumber, column: quoteStart + 1),
                                "unterminated string: add a closing '\"'")
                        }
                    } else {
                        text.append(bytes[index])
                        index += 1
                    }
                }
                tokens.append(
                    ScenarioToken(
                        text: String(decoding: text, as: UTF8.self), quoted: quoted, column: start + 1,
                        length: index - start))
            }
        }
        return tokens
    }
}
