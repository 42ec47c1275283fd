extension ValueResolver {
    /// `true` / `false`, or a `@bool/…` reference. With `required` false, a reference that resolves neither in
    /// the app nor in ``LibraryResources`` is a warning (it may come from a library GlanceSim does not know) and
    /// gives `nil`.
    func bool(_ attribute: XMLAttribute, required: Bool = true, diagnostics: inout DiagnosticCollector) -> Bool? {
        guard
            let literal = literal(
                attribute.value, at: attribute.valueLocation, attribute: attribute.name, types: ["bool"],
                required: required,
                diagnostics: &diagnostics)
        else { return nil }
        switch literal.text {
        case "true": return true
        case "false": return false
        default:
            diagnostics.error(
                .invalidValue,
                at: attribute.valueLocation,
                "'\(attribute.name)' must be 'true' or 'false', not '\(literal.text)'",
                notes: literal.notes
            )
            return nil
        }
    }

    /// A decimal or `0x` hexadecimal integer, or an `@integer/…` reference.
    func integer(_ attribute: XMLAttribute, diagnostics: inout DiagnosticCollector) -> Int64? {
        guard
            let literal = literal(
                attribute.value, at: attribute.valueLocation, attribute: attribute.name, types: ["integer"],
                required: true, diagnostics: &diagnostics)
        else { return nil }
        if let value = Self.parseInteger(literal.text) { return value }
        diagnostics.error(
            .invalidValue,
            at: attribute.valueLocation,
            "'\(attribute.name)' must be an integer, not '\(literal.text)'",
            notes: literal.notes
        )
        return nil
    }

    static func parseInteger(_ text: String) -> Int64? {
        let trimmed = ResourceTable.trimmed(text)
        let negative = trimmed.hasPrefix("-")
        let digits = negative ? trimmed.dropFirst() : Substring(trimmed)
        let magnitude: Int64?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            magnitude = Int64(digits.dropFirst(2), radix: 16)
        } else {
            magnitude = digits.allSatisfy(\.isASCII) && !digits.hasPrefix("+") ? Int64(digits) : nil
        }
        return magnitude.map { negative ? -$0 : $0 }
    }

    /// A dimension in dp (`110dp`, `110dip`, `57.5dp`), or a `@dimen/…` reference.
    ///
    /// GlanceSim keeps sizes in dp and simulates no particular screen, so density-dependent units (`px`)
    /// and the others (`sp`, `pt`, `in`, `mm`) are reported as unsupported rather than converted with a
    /// guessed density.
    func dimension(_ attribute: XMLAttribute, diagnostics: inout DiagnosticCollector) -> Double? {
        guard
            let literal = literal(
                attribute.value, at: attribute.valueLocation, attribute: attribute.name, types: ["dimen"],
                required: true, diagnostics: &diagnostics)
        else { return nil }
        let text = ResourceTable.trimmed(literal.text)
        let numberEnd = text.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == "-")) } ?? text.endIndex
        let unit = String(text[numberEnd...])
        guard let number = Double(text[..<numberEnd]), number.isFinite else {
            diagnostics.error(
                .invalidValue,
                at: attribute.valueLocation,
                "'\(attribute.name)' must be a dimension such as '110dp', not '\(literal.text)'",
                notes: literal.notes
            )
            return nil
        }
        switch unit {
        case "dp", "dip":
            return number
        case "px", "sp", "pt", "in", "mm":
            diagnostics.error(
                .unsupported,
                at: attribute.valueLocation,
                "'\(attribute.name)' is '\(literal.text)', but GlanceSim takes sizes only in 'dp' (or 'dip'); '\(unit)'"
                    + " depends on a screen GlanceSim does not simulate",
                notes: literal.notes
            )
            return nil
        default:
            diagnostics.error(
                .invalidValue,
                at: attribute.valueLocation,
                "'\(attribute.name)' must be a dimension such as '110dp', not '\(literal.text)'"
                    + (unit.isEmpty ? " (the unit is missing)" : ""),
                notes: literal.notes
            )
            return nil
        }
    }

    /// Flag words joined by `|` (`horizontal|vertical`), or an integer; each word must be in `words`.
    func flags(
        _ attribute: XMLAttribute,
        words: [(name: String, value: Int32)],
        diagnostics: inout DiagnosticCollector
    ) -> Int32? {
        guard
            let literal = literal(
                attribute.value, at: attribute.valueLocation, attribute: attribute.name, types: ["integer"],
                required: true, diagnostics: &diagnostics)
        else { return nil }
        if let number = Self.parseInteger(literal.text), let value = Int32(exactly: number) { return value }
        var result: Int32 = 0
        for word in literal.text.split(separator: "|").map({ ResourceTable.trimmed(String($0)) }) {
            guard let known = words.first(where: { $0.name == word }) else {
                let names = words.map(\.name)
                var message = "unknown flag '\(word)' in '\(attribute.name)'"
                if let suggestion = EditDistance.suggestion(for: word, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (expected \(names.map { "'\($0)'" }.joined(separator: ", ")))"
                }
                diagnostics.error(.invalidValue, at: attribute.valueLocation, message, notes: literal.notes)
                return nil
            }
            result |= known.value
        }
        return result
    }

    /// Text, or a `@string/…` reference; an unresolved reference is a warning and gives `nil`.
    func string(_ attribute: XMLAttribute, diagnostics: inout DiagnosticCollector) -> String? {
        literal(
            attribute.value, at: attribute.valueLocation, attribute: attribute.name, types: ["string"],
            required: false, diagnostics: &diagnostics)?.text
    }
}
