extension XMLScanner {
    /// The five entities every XML document has.
    static let predefinedEntities: [(name: String, value: UInt8)] = [
        ("lt", .lessThan), ("gt", .greaterThan), ("amp", .ampersand), ("apos", .singleQuote), ("quot", .doubleQuote),
    ]

    /// An entity or character reference (the cursor is on `&`); appends its UTF-8 bytes.
    mutating func reference(into buffer: inout [UInt8]) throws(FormatError) {
        let start = index
        var end = index + 1
        while end < bytes.count && end - start <= 64 && (bytes[end].isNameByte || bytes[end] == .hash) { end += 1 }
        guard end < bytes.count, bytes[end] == .semicolon, end > start + 1 else {
            throw failure(start, "'&' must start a reference such as '&amp;' (which writes '&' itself)")
        }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32? =
                digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value), Self.isXMLCharacter(value) else {
                throw failure(start, "invalid character reference '&\(body);'")
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        }
        guard let entity = Self.predefinedEntities.first(where: { $0.name == body }) else {
            throw failure(
                start,
                "undefined entity '&\(body);' (only '&lt;', '&gt;', '&amp;', '&apos;', '&quot;' and character "
                    + "references such as '&#38;' are defined)"
            )
        }
        buffer.append(entity.value)
    }

    /// Whether a code point is a `Char` of XML 1.0 (§2.2).
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
            || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
    }
}
