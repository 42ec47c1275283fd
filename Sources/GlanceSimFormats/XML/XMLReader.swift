/// GlanceSim's own small XML reader, with exact positions and clear well-formedness errors.
///
/// Foundation's `XMLParser` is not used: on Linux it accepts malformed documents (mismatched end tags,
/// unclosed elements, unquoted values, two roots) and reports neither a usable message nor attribute
/// positions (reference/swift-style.md §1.5 item 8).
///
/// What it reads: elements, attributes, namespace prefixes (`xmlns` / `xmlns:p`, resolved per element),
/// comments, text, CDATA, the five predefined entities and decimal / hex character references. It skips
/// the XML declaration, processing instructions and a DOCTYPE (internal subset included, but its entity
/// declarations are not used). A UTF-8 byte-order mark is dropped, and columns count from the byte after
/// it. Line breaks are `\n`, `\r\n` or `\r`, and text comes back with each of them as `\n`.
///
/// Every element, attribute name and attribute value carries its 1-based line and column, the column
/// counting UTF-8 bytes. The first well-formedness error ends the read with a ``FormatError`` (code
/// ``Diagnostic/Code/syntax``) at the offending position.
///
/// ```swift
/// let document = try XMLReader.parse("<receiver android:name=\".Clock\"/>", path: "AndroidManifest.xml")
/// // throws: AndroidManifest.xml:1:11: error: undeclared namespace prefix 'android'
/// ```
public enum XMLReader {
    /// Parses a document from text; `path` is used in every location.
    public static func parse(_ text: String, path: String) throws(FormatError) -> ParsedXMLDocument {
        try parse(bytes: Array(text.utf8), path: path)
    }

    /// Parses a document from UTF-8 bytes (a leading byte-order mark is skipped); `path` is used in every
    /// location.
    ///
    /// ```swift
    /// let bytes = Array("<resources><bool name=\"on\">true</bool></resources>".utf8)
    /// let root = try XMLReader.parse(bytes: bytes, path: "res/values/bools.xml").root
    /// print(root.childElements[0].text)  // true
    /// ```
    public static func parse(bytes: [UInt8], path: String) throws(FormatError) -> ParsedXMLDocument {
        var scanner = XMLScanner(bytes: bytes, path: path)
        return try scanner.document()
    }
}
