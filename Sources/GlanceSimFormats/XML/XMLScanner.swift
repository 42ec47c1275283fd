/// The byte-level scanner behind ``XMLReader``: a cursor over UTF-8 bytes with the line table used for
/// positions.
struct XMLScanner {
    let bytes: [UInt8]
    let path: String
    let lineStarts: [Int]
    var index = 0
    /// How many elements enclose the cursor; at most ``FormatLimits/xmlDepth``.
    var depth = 0

    /// The namespace every document has bound: `xml`.
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    init(bytes: [UInt8], path: String) {
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.bytes = withoutMark
        self.path = path
        lineStarts = Self.lineStarts(of: withoutMark)
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func starts(with literal: String) -> Bool {
        bytes[index...].starts(with: literal.utf8)
    }

    /// Skips whitespace; whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = current, byte.isXMLWhitespace { index += 1 }
        return index > start
    }

    /// The whole document: prolog, root element, trailing comments and processing instructions.
    mutating func document() throws(FormatError) -> ParsedXMLDocument {
        if let bad = Self.firstInvalidUTF8Offset(in: bytes) {
            throw failure(bad, "the file is not valid UTF-8")
        }
        var sawDoctype = false
        while true {
            skipWhitespace()
            if isAtEnd { throw failure(index, "empty document: no root element") }
            if starts(with: "<?") {
                _ = try processingInstruction()
            } else if starts(with: "<!--") {
                _ = try comment()
            } else if starts(with: "<!DOCTYPE") {
                if sawDoctype { throw failure(index, "a second DOCTYPE") }
                sawDoctype = true
                try skipDoctype()
            } else if current == .lessThan {
                break
            } else {
                throw failure(index, "text before the root element")
            }
        }
        let rootOffset = index
        let root = try element(scope: [
            XMLNamespaceDeclaration(prefix: "xml", uri: Self.xmlNamespace, location: location(0))
        ])
        while true {
            skipWhitespace()
            if isAtEnd { break }
            if starts(with: "<?") {
                _ = try processingInstruction()
            } else if starts(with: "<!--") {
                _ = try comment()
            } else if current == .lessThan {
                throw failure(
                    index,
                    "a second root element; a document has exactly one",
                    notes: [(location(rootOffset), "the root element '<\(root.name)>' starts here")]
                )
            } else {
                throw failure(index, "text after the root element '<\(root.name)>'")
            }
        }
        return ParsedXMLDocument(path: path, root: root)
    }

    /// `<?target …?>` (the cursor is on `<`); the XML declaration is accepted only at the very start.
    mutating func processingInstruction() throws(FormatError) -> String {
        let start = index
        index += 2
        let targetStart = index
        while let byte = current, byte.isNameByte { index += 1 }
        let target = String(decoding: bytes[targetStart..<index], as: UTF8.self)
        if target.lowercased() == "xml" && start != 0 {
            throw failure(start, "the XML declaration '<?xml …?>' is allowed only at the very start of the file")
        }
        guard let end = find("?>") else { throw failure(start, "unterminated processing instruction '<?\(target)'") }
        index = end + 2
        return target
    }

    /// `<!-- … -->` (the cursor is on `<`); its content.
    mutating func comment() throws(FormatError) -> String {
        let start = index
        index += 4
        guard let end = find("-->") else { throw failure(start, "unterminated comment: no '-->' after '<!--'") }
        let content = text(bytes[(start + 4)..<end])
        index = end + 3
        return content
    }

    /// `<!DOCTYPE …>` with an optional `[…]` internal subset (the cursor is on `<`); skipped.
    mutating func skipDoctype() throws(FormatError) {
        let start = index
        index += 9
        var inSubset = false
        var quote: UInt8?
        while let byte = current {
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == .doubleQuote || byte == .singleQuote {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == .greaterThan && !inSubset {
                return
            }
        }
        throw failure(start, "unterminated DOCTYPE")
    }

    /// The offset of the next occurrence of `literal` at or after the cursor.
    func find(_ literal: String) -> Int? {
        let needle = Array(literal.utf8)
        var offset = index
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0] && bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// Bytes as text, each `\r\n` or lone `\r` turned into `\n` (XML 1.0 §2.11).
    func text(_ slice: ArraySlice<UInt8>) -> String {
        guard slice.contains(.carriageReturn) else { return String(decoding: slice, as: UTF8.self) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(slice.count)
        var previousWasReturn = false
        for byte in slice {
            if byte == .carriageReturn {
                normalized.append(.lineFeed)
            } else if !(byte == .lineFeed && previousWasReturn) {
                normalized.append(byte)
            }
            previousWasReturn = byte == .carriageReturn
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
