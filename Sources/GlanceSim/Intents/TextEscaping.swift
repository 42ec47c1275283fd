/// Quoting helpers shared by the stable text renderings (``AndroidBundle/description``, ``AndroidBundle/jsonFragment``).
enum TextEscaping {
    /// `text` in double quotes with `"` and `\` backslash-escaped and control characters (below U+0020)
    /// written as `\u00XX` (lower-case hex), which is valid JSON and keeps renderings on one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"":
                result += "\\\""
            case "\\":
                result += "\\\\"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON number for a finite value (Swift's shortest round-trip form); JSON has no NaN or
    /// infinities, so those become the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    static func jsonNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
        if value.isNaN { return "\"NaN\"" }
        if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        return value.description
    }
}
