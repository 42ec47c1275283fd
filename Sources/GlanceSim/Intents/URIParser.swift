/// The still-encoded components of a URI string, located with the index rules of Android's
/// `Uri.StringUri` (`findSchemeSeparator`, `parseAuthority`, `parsePath`, `parseQuery`, …) and
/// `AbstractHierarchicalUri` (`parseHost`, `parsePort`, `findPortSeparator`).
///
/// Every separator is ASCII, so working on UTF-8 offsets finds the same split points as Java's UTF-16
/// indices and every slice is valid UTF-8.
struct URIParser {
    let scheme: String?
    let schemeSpecificPart: String?
    let authority: String?
    let host: String?
    let port: Int?
    let path: String?
    let query: String?
    let fragment: String?

    init(_ string: String) {
        let bytes = Array(string.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func firstIndex(of ascii: Unicode.Scalar, from start: Int) -> Int? {
            bytes[max(start, 0)...].firstIndex(of: UInt8(ascii: ascii))
        }

        // findSchemeSeparator: the first ':' anywhere; findFragmentSeparator: the first '#' from there.
        let ssi = firstIndex(of: ":", from: 0) ?? -1
        let fsi = firstIndex(of: "#", from: ssi)
        let contentEnd = fsi ?? bytes.count

        scheme = ssi >= 0 ? slice(0..<ssi) : nil
        schemeSpecificPart = slice(ssi + 1..<contentEnd)
        fragment = fsi.map { slice($0 + 1..<bytes.count) }

        // parseQuery: the first '?' from the scheme separator; invalid (nil) if it follows the '#'.
        if let qsi = firstIndex(of: "?", from: ssi), qsi < contentEnd {
            query = slice(qsi + 1..<contentEnd)
        } else {
            query = nil
        }

        // parseAuthority: only when "//" directly follows the scheme separator.
        let hasAuthority =
            bytes.count > ssi + 2 && bytes[ssi + 1] == UInt8(ascii: "/") && bytes[ssi + 2] == UInt8(ascii: "/")
        var authorityEnd = ssi + 3
        if hasAuthority {
            while authorityEnd < bytes.count, !URIParser.endsAuthority(bytes[authorityEnd]) {
                authorityEnd += 1
            }
        }
        let encodedAuthority = hasAuthority ? slice(ssi + 3..<authorityEnd) : nil
        authority = encodedAuthority

        // parsePath: opaque URIs (nothing after ':' or no '/' after it) have no path.
        let isOpaque = ssi >= 0 && (ssi + 1 == bytes.count || bytes[ssi + 1] != UInt8(ascii: "/"))
        if isOpaque {
            path = nil
        } else {
            let pathStart = hasAuthority ? authorityEnd : ssi + 1
            if hasAuthority, pathStart < bytes.count, bytes[pathStart] != UInt8(ascii: "/") {
                path = ""  // the authority ended at '?' or '#': empty path
            } else {
                var pathEnd = pathStart
                while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") {
                    pathEnd += 1
                }
                path = slice(pathStart..<pathEnd)
            }
        }

        (host, port) = URIParser.hostAndPort(encodedAuthority)
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// `parseHost` / `parsePort`: the port separator is a ':' followed only by ASCII digits up to the end.
    private static func hostAndPort(_ authority: String?) -> (host: String?, port: Int?) {
        guard let authority else { return (nil, nil) }
        let bytes = Array(authority.utf8)
        var portSeparator: Int?
        for index in bytes.indices.reversed() {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                portSeparator = index
                break
            }
            if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { break }
        }
        let hostStart = (bytes.lastIndex(of: UInt8(ascii: "@")) ?? -1) + 1
        let hostEnd = portSeparator ?? bytes.count
        let host = String(decoding: bytes[hostStart..<hostEnd], as: UTF8.self)
        // Integer.parseInt of the digits; empty or out-of-range gives -1 on Android, nil here.
        let port = portSeparator.flatMap { Int32(String(decoding: bytes[($0 + 1)...], as: UTF8.self)) }
        return (host, port.map(Int.init))
    }
}
