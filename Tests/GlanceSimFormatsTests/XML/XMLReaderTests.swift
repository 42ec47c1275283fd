import GlanceSimFormats
import Testing

@Suite struct XMLReaderTests {
    private func parse(_ text: String) throws(FormatError) -> ParsedXMLDocument {
        try XMLReader.parse(text, path: "t.xml")
    }

    @Test func elementsAttributesAndTheirPositions() throws {
        let root = try parse("<?xml version=\"1.0\"?>\n<a k=\"v\">\n  <b  x='1'/>\n</a>\n").root
        #expect(root.name == "a")
        #expect(root.location.description == "t.xml:2:1")
        #expect(root.attributes[0].nameLocation.description == "t.xml:2:4")
        #expect(root.attributes[0].valueLocation.description == "t.xml:2:7")
        let b = root.childElements[0]
        #expect(b.location.description == "t.xml:3:3")
        #expect(b.attributes[0].name == "x" && b.attributes[0].value == "1")
        #expect(b.attributes[0].nameLocation.description == "t.xml:3:7")
        #expect(b.attributes[0].valueLocation.description == "t.xml:3:10")
    }

    @Test func columnsCountUTF8BytesAndSkipTheByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a é=\"é\" z=\"1\"/>".utf8)
        let root = try XMLReader.parse(bytes: bytes, path: "t.xml").root
        #expect(root.location.description == "t.xml:1:1")
        #expect(root.attributes[1].nameLocation.description == "t.xml:1:12")
    }

    @Test(arguments: [
        ("<a>x &lt; &gt; &amp; &apos; &quot;</a>", "x < > & ' \""),
        ("<a>&#65;&#x42;&#x1F600;</a>", "AB😀"),
        ("<a><![CDATA[<b> & ]]></a>", "<b> & "),
        ("<a>one<!-- c -->two<?pi x?></a>", "onetwo"),
        ("<a>l1\r\nl2\rl3</a>", "l1\nl2\nl3"),
    ])
    func textContent(_ source: String, _ expected: String) throws {
        #expect(try parse(source).root.text == expected)
    }

    @Test(arguments: [
        ("<a k=\"1 &amp; 2\"/>", "1 & 2"),
        ("<a k='say \"hi\"'/>", "say \"hi\""),
        ("<a k=\"x\ty\nz\"/>", "x y z"),
        ("<a k=\"&#10;\"/>", "\n"),
    ])
    func attributeValues(_ source: String, _ expected: String) throws {
        #expect(try parse(source).root.attributes[0].value == expected)
    }

    @Test func namespacesResolveWhateverThePrefix() throws {
        let source = """
            <m xmlns:a="http://schemas.android.com/apk/res/android" xmlns="urn:default">
              <r a:name="x" plain="y"><t:e xmlns:t="urn:t"/></r>
            </m>
            """
        let root = try parse(source).root
        #expect(root.namespaceURI == "urn:default")
        #expect(root.attributes.isEmpty)
        #expect(root.namespaceDeclarations.map(\.prefix) == ["a", nil])
        let r = root.childElements[0]
        let name = try #require(
            r.attribute(localName: "name", namespaceURI: "http://schemas.android.com/apk/res/android"))
        #expect(name.name == "a:name" && name.prefix == "a" && name.value == "x")
        #expect(r.attribute(named: "plain")?.namespaceURI == nil)
        let e = r.childElements[0]
        #expect(e.name == "t:e" && e.localName == "e" && e.namespaceURI == "urn:t")
        #expect(e.namespaceURI(forPrefix: "a") == "http://schemas.android.com/apk/res/android")
    }

    @Test func commentsDeclarationDoctypeAndProcessingInstructionsAreSkipped() throws {
        let source = """
            <?xml version="1.0" encoding="utf-8"?><!-- head -->
            <!DOCTYPE a [ <!ENTITY x "y"> ]>
            <?pi data?>
            <a><!-- inner --></a>
            <!-- tail -->
            """
        let root = try parse(source).root
        #expect(root.name == "a")
        #expect(root.children == [.comment(" inner ", SourceLocation(path: "t.xml", line: 4, column: 4))])
    }

    @Test(
        arguments: [
            ("", "t.xml:1:1: error: empty document: no root element"),
            ("  <!-- only -->\n", "t.xml:2:1: error: empty document: no root element"),
            (
                "<a>\n  <b></a>",
                "t.xml:2:6: error: mismatched end tag: expected '</b>', found '</a>'\nt.xml:2:3: note: '<b>' starts here"
            ),
            ("<a>\n<b>", "t.xml:2:4: error: unclosed element '<b>' at end of file\nt.xml:2:1: note: '<b>' starts here"),
            (
                "<a x=\"1\" y=\"2\" x=\"3\"/>",
                "t.xml:1:16: error: duplicate attribute 'x'\nt.xml:1:4: note: 'x' is first given here"
            ),
            ("<a x=1/>", "t.xml:1:6: error: the value of attribute 'x' must be quoted"),
            ("<a/>\ntext", "t.xml:2:1: error: text after the root element '<a>'"),
            (
                "<a/>\n<b/>",
                "t.xml:2:1: error: a second root element; a document has exactly one\n"
                    + "t.xml:1:1: note: the root element '<a>' starts here"
            ),
            (
                "<a>&nbsp;</a>",
                "t.xml:1:4: error: undefined entity '&nbsp;' (only '&lt;', '&gt;', '&amp;', '&apos;', '&quot;' and "
                    + "character references such as '&#38;' are defined)"
            ),
            ("<a>AT&T</a>", "t.xml:1:6: error: '&' must start a reference such as '&amp;' (which writes '&' itself)"),
            ("<a>&#0;</a>", "t.xml:1:4: error: invalid character reference '&#0;'"),
            ("<a>&#xZZ;</a>", "t.xml:1:4: error: invalid character reference '&#xZZ;'"),
            ("<a x=\"<\"/>", "t.xml:1:7: error: '<' is not allowed in the value of attribute 'x'; write '&lt;'"),
            ("<a x=\"1/>", "t.xml:1:6: error: unterminated value of attribute 'x'"),
            ("<a x=\"1\"y=\"2\"/>", "t.xml:1:9: error: expected whitespace, '>' or '/>' in the start tag '<a'"),
            ("<a x/>", "t.xml:1:5: error: expected '=' after the attribute name 'x'"),
            ("< a/>", "t.xml:1:2: error: expected a name after '<'"),
            ("<a", "t.xml:1:1: error: unterminated start tag '<a'"),
            ("<a><!-- x </a>", "t.xml:1:4: error: unterminated comment: no '-->' after '<!--'"),
            ("<a><![CDATA[x</a>", "t.xml:1:4: error: unterminated CDATA section: no ']]>'"),
            ("<p:a/>", "t.xml:1:2: error: undeclared namespace prefix 'p'"),
            ("<a q:x=\"1\"/>", "t.xml:1:4: error: undeclared namespace prefix 'q'"),
            ("<a xmlns:p=\"\"/>", "t.xml:1:13: error: namespace prefix 'p' bound to an empty URI"),
            ("<a:/>", "t.xml:1:2: error: 'a:' is not a valid qualified name (expected 'name' or 'prefix:name')"),
            ("x<a/>", "t.xml:1:1: error: text before the root element"),
            (
                " <?xml version=\"1.0\"?><a/>",
                "t.xml:1:2: error: the XML declaration '<?xml …?>' is allowed only at the very start of the file"
            ),
            ("<a></a >", nil),
        ] as [(String, String?)])
    func wellFormednessErrors(_ source: String, _ expected: String?) {
        do throws(FormatError) {
            _ = try parse(source)
            #expect(expected == nil, "parsed, but expected \(expected ?? "")")
        } catch {
            #expect(error.description == expected)
            #expect(error.diagnostics.allSatisfy { $0.code == .syntax })
        }
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        #expect(throws: FormatError.self) { try XMLReader.parse(bytes: [0x3C, 0x61, 0xFF, 0x2F, 0x3E], path: "t.xml") }
        do throws(FormatError) {
            _ = try XMLReader.parse(bytes: [0x3C, 0x61, 0x3E, 0xFF], path: "t.xml")
        } catch {
            #expect(error.description == "t.xml:1:4: error: the file is not valid UTF-8")
        }
    }
}
