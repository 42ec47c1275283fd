/// A URI reference parsed the way Android's `Uri.parse` parses it: leniently, never failing.
///
/// Port of `android.net.Uri.StringUri` and `AbstractHierarchicalUri`:
/// - the scheme is everything before the **first** `:` anywhere in the string (so `a/b:c` has scheme
///   `a/b`), and `nil` when there is no `:`;
/// - the scheme-specific part is everything between that `:` and the first `#` after it (the whole
///   string, minus the fragment, for a relative reference);
/// - an authority exists only when `//` follows the `:` and runs to the next `/`, `?` or `#`;
/// - the host is the authority after its last `@`, minus a trailing `:digits` port; the port is `nil`
///   when absent, empty or not an `int` (where Android returns -1);
/// - opaque URIs (`mailto:a@b`, anything whose `:` is not followed by `/`) have no authority and no path.
///
/// The component accessors are percent-decoded like Android's (`Uri.decode`: UTF-8, `+` kept, malformed
/// escapes become U+FFFD). Two URIs are equal when their strings are equal, as `Uri.equals` compares
/// `toString()`.
///
/// ```swift
/// let uri = URI("content://com.example.provider:8080/widgets/7?x=1#top")
/// print(uri.scheme!, uri.host!, uri.port!, uri.path!)  // content com.example.provider 8080 /widgets/7
/// print(URI("mailto:a@b").path as Any)                 // nil
/// ```
public struct URI: Hashable, Sendable, CustomStringConvertible {
    /// The string exactly as given.
    public let string: String
    /// The scheme, or `nil` for a relative reference.
    public let scheme: String?
    /// The decoded scheme-specific part (everything between the scheme's `:` and the fragment's `#`).
    public let schemeSpecificPart: String?
    /// The decoded authority (`user@host:port`), or `nil` when there is no `//`.
    public let authority: String?
    /// The decoded host, or `nil` when there is no authority.
    public let host: String?
    /// The port, or `nil` when absent or not a number (Android's `getPort()` returns -1 then).
    public let port: Int?
    /// The decoded path, or `nil` for an opaque URI; empty when a hierarchical URI has no path.
    public let path: String?
    /// The decoded query (after the first `?`, before the fragment), or `nil`.
    public let query: String?
    /// The decoded fragment (after the first `#` that follows the scheme), or `nil`.
    public let fragment: String?

    /// Parses `string`; this never fails, and the original string is kept in ``string``.
    public init(_ string: String) {
        let parts = URIParser(string)
        self.string = string
        scheme = parts.scheme
        schemeSpecificPart = parts.schemeSpecificPart.map(URIParser.decode)
        authority = parts.authority.map(URIParser.decode)
        host = parts.host.map(URIParser.decode)
        port = parts.port
        path = parts.path.map(URIParser.decode)
        query = parts.query.map(URIParser.decode)
        fragment = parts.fragment.map(URIParser.decode)
    }

    /// The original string.
    public var description: String { string }

    /// Compares the strings only, as Android's `Uri.equals` does.
    public static func == (lhs: URI, rhs: URI) -> Bool { lhs.string == rhs.string }

    /// Hashes the string only, consistent with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

extension URI: Codable {
    /// Reads a URI from its string, parsed again.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the URI as its string.
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        try value.encode(string)
    }
}
