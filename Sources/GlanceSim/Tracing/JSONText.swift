/// How ``jsonString(_:controls:)`` writes a control character (below U+0020).
package enum JSONControlEscapes: Sendable {
    /// `\n`, `\r` and `\t` in their short forms, the other controls as `\u00XX`: the trace's JSON lines, reports
    /// and every command's `--json` output.
    case short
    /// Every control as `\u00XX`, `\n` included: the stable text renderings of bundles, Glance trees and node
    /// matchers (``AndroidBundle/description``, ``AndroidBundle/jsonFragment``).
    case unicode
}

/// Quotes and escapes a string for JSON (RFC 8259), byte for byte deterministic: the one JSON string quoting of
/// every layer. Only `"`, `\` and the controls below U+0020 are escaped (`controls` says how); everything else,
/// non-ASCII included, is copied. A string with nothing to escape (the usual case: widget texts, names) is quoted
/// whole, without walking it scalar by scalar.
///
/// ```swift
/// jsonString("say \"hi\"\n")                      // "say \"hi\"\n"
/// jsonString("say \"hi\"\n", controls: .unicode)  // "say \"hi\"\u000a"
/// ```
package func jsonString(_ value: String, controls: JSONControlEscapes) -> String {
    var out = ""
    appendJSONString(value, to: &out, controls: controls)
    return out
}

/// ``jsonString(_:controls:)`` with the short forms of `\n`, `\r` and `\t` (the trace's quoting); a function of
/// one string, so that it maps an array: `names.map(jsonString)`.
///
/// ```swift
/// ["a", "b\n"].map(jsonString)  // ["\"a\"", "\"b\\n\""]
/// ```
package func jsonString(_ value: String) -> String {
    jsonString(value, controls: .short)
}

/// Appends ``jsonString(_:controls:)``'s quoting of `value` to `out`, making no string of its own.
///
/// ```swift
/// var line = "{\"text\":"
/// appendJSONString("12:30", to: &line)  // {"text":"12:30"
/// ```
package func appendJSONString(_ value: String, to out: inout String, controls: JSONControlEscapes = .short) {
    // The string's own bytes where it has them (a few instructions a byte), not the UTF-8 view's iterator.
    let needsEscape: (UInt8) -> Bool = { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    let escapes = value.utf8.withContiguousStorageIfAvailable { $0.contains(where: needsEscape) }
    if !(escapes ?? value.utf8.contains(where: needsEscape)) {
        out.append("\"")
        out.append(value)
        out.append("\"")
        return
    }
    out.append("\"")
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n" where controls == .short: out += "\\n"
        case "\r" where controls == .short: out += "\\r"
        case "\t" where controls == .short: out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    out.append("\"")
}

/// A JSON number for a finite value (Swift's shortest round-trip form); JSON has no NaN or infinities, so those
/// become the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
///
/// ```swift
/// jsonNumber(0.5)              // 0.5
/// jsonNumber(Double.infinity)  // "Infinity"
/// ```
func jsonNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
    if value.isNaN { return "\"NaN\"" }
    if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    return value.description
}
