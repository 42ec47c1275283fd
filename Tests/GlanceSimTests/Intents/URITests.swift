import GlanceSim
import Testing

/// One row of the URI parsing table: the input and every component Android's `Uri` reports.
struct URICase: Sendable, CustomTestStringConvertible {
    var text: String
    var scheme: String?
    var schemeSpecificPart: String?
    var authority: String?
    var host: String?
    var port: Int?
    var path: String?
    var query: String?
    var fragment: String?

    var testDescription: String { text.isEmpty ? "<empty>" : text }
}

@Suite struct URITests {
    // Expected values follow android.net.Uri.StringUri (parseScheme, parseSsp, parseAuthority, parsePath,
    // parseQuery, parseFragment) and AbstractHierarchicalUri (parseHost, parsePort, findPortSeparator).
    static let cases: [URICase] = [
        URICase(
            text: "content://com.example.provider:8080/widgets/7?x=1#top", scheme: "content",
            schemeSpecificPart: "//com.example.provider:8080/widgets/7?x=1", authority: "com.example.provider:8080",
            host: "com.example.provider", port: 8080, path: "/widgets/7", query: "x=1", fragment: "top"
        ),
        // Opaque: no '/' after the scheme separator, so no authority and no path.
        URICase(text: "mailto:a@b", scheme: "mailto", schemeSpecificPart: "a@b"),
        // StringUri.getQuery does not check isHierarchical, so an opaque URI still reports a query.
        URICase(
            text: "mailto:a@b?subject=hi", scheme: "mailto", schemeSpecificPart: "a@b?subject=hi",
            query: "subject=hi"
        ),
        URICase(text: "tel:", scheme: "tel", schemeSpecificPart: ""),
        URICase(
            text: "file:///sdcard/x.png", scheme: "file", schemeSpecificPart: "///sdcard/x.png", authority: "",
            host: "", path: "/sdcard/x.png"
        ),
        // parseHost: the host follows the last '@'; parsePort: Integer.parseInt failure gives -1 (nil).
        URICase(
            text: "http://user@Host.COM:99999999999/p", scheme: "http",
            schemeSpecificPart: "//user@Host.COM:99999999999/p", authority: "user@Host.COM:99999999999",
            host: "Host.COM", path: "/p"
        ),
        URICase(
            text: "http://example.com:/p", scheme: "http", schemeSpecificPart: "//example.com:/p",
            authority: "example.com:", host: "example.com", path: "/p"
        ),
        URICase(
            text: "http://h:0080", scheme: "http", schemeSpecificPart: "//h:0080", authority: "h:0080", host: "h",
            port: 80, path: ""
        ),
        // findPortSeparator scans back over digits only, so the colons inside an IPv6 literal are skipped.
        URICase(
            text: "http://[::1]:80/", scheme: "http", schemeSpecificPart: "//[::1]:80/", authority: "[::1]:80",
            host: "[::1]", port: 80, path: "/"
        ),
        // parsePath: an authority ending at '?' or '#' leaves an empty path.
        URICase(
            text: "http://h?q#f", scheme: "http", schemeSpecificPart: "//h?q", authority: "h", host: "h", path: "",
            query: "q", fragment: "f"
        ),
        URICase(
            text: "relative/path?q", schemeSpecificPart: "relative/path?q", path: "relative/path", query: "q"
        ),
        URICase(text: "//host/p", schemeSpecificPart: "//host/p", authority: "host", host: "host", path: "/p"),
        // findSchemeSeparator takes the first ':' anywhere, even after a '/'.
        URICase(text: "foo/bar:baz", scheme: "foo/bar", schemeSpecificPart: "baz"),
        // findFragmentSeparator only looks after the scheme separator.
        URICase(text: "a#b:c", scheme: "a#b", schemeSpecificPart: "c"),
        // parseQuery: a '?' after the '#' belongs to the fragment.
        URICase(text: "x:/p#f?q", scheme: "x", schemeSpecificPart: "/p", path: "/p", fragment: "f?q"),
        URICase(text: "", schemeSpecificPart: "", path: ""),
    ]

    @Test(arguments: cases)
    func componentsFollowAndroidUriParse(_ expected: URICase) {
        let uri = URI(expected.text)
        #expect(uri.string == expected.text)
        #expect(uri.description == expected.text)
        #expect(uri.scheme == expected.scheme)
        #expect(uri.schemeSpecificPart == expected.schemeSpecificPart)
        #expect(uri.authority == expected.authority)
        #expect(uri.host == expected.host)
        #expect(uri.port == expected.port)
        #expect(uri.path == expected.path)
        #expect(uri.query == expected.query)
        #expect(uri.fragment == expected.fragment)
    }

    // Uri.decode = UriCodec.decode(s, convertPlus: false, UTF_8, throwOnFailure: false).
    @Test(arguments: [
        ("http://h/a%20b", "/a b"),
        ("http://h/%E2%82%AC", "/€"),
        ("http://h/a+b", "/a+b"),
        ("http://h/a%4", "/a\u{FFFD}"),
        ("http://h/a%", "/a\u{FFFD}"),
        // A bad hex digit is consumed and the partial byte (here 0) is still emitted, as the Java code's
        // `break` only leaves the digit loop.
        ("http://h/%zz", "/\u{FFFD}\u{0}z"),
        ("http://h/%C3", "/\u{FFFD}"),
    ])
    func pathIsPercentDecodedLikeUriDecode(text: String, path: String) {
        #expect(URI(text).path == path)
    }

    @Test func hostAndSchemeSpecificPartAreDecodedToo() {
        let uri = URI("package:com.ex%61mple")
        #expect(uri.schemeSpecificPart == "com.example")
        #expect(URI("http://ex%41mple.com/").host == "exAmple.com")
    }

    // Uri.equals compares toString(): equal strings are equal URIs, equivalent spellings are not.
    @Test func equalityComparesTheOriginalString() {
        #expect(URI("http://h/a") == URI("http://h/a"))
        #expect(URI("http://h/a") != URI("http://h/%61"))
        #expect(Set([URI("x:1"), URI("x:1"), URI("x:2")]).count == 2)
    }
}
