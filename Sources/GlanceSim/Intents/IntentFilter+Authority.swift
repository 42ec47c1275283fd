extension IntentFilter {
    /// One `android:host` / `android:port` pair of a filter, matching as `IntentFilter.AuthorityEntry`.
    ///
    /// A host starting with `*` matches any host ending with the rest (`*.example.com` matches
    /// `a.example.com` but not `example.com`; a bare `*` matches every host). The host comparison ignores
    /// case, as `AuthorityEntry.match` uses `String.compareToIgnoreCase`. With a port, the URI's port must
    /// be equal and the match is `MATCH_CATEGORY_PORT`; without one any port is fine and the match is
    /// `MATCH_CATEGORY_HOST`.
    public struct Authority: Hashable, Sendable {
        /// The host as written, possibly starting with the `*` wildcard.
        public var host: String
        /// The required port, or `nil` for any port (a negative value also means any, like Android's -1).
        public var port: Int?

        /// Creates an authority entry.
        public init(host: String, port: Int? = nil) {
            self.host = host
            self.port = port
        }

        /// The match category for `data`, or `nil` for no match (Android's `AuthorityEntry.match(Uri)`).
        func match(_ data: URI) -> MatchCategory? {
            guard let dataHost = data.host else { return nil }
            var required = Array(host.utf16)
            var candidate = Array(dataHost.utf16)
            if required.first == UInt16(UInt8(ascii: "*")) {
                required.removeFirst()
                guard candidate.count >= required.count else { return nil }
                candidate.removeFirst(candidate.count - required.count)
            }
            guard JavaText.equalsIgnoreCase(candidate, required) else { return nil }
            if let port, port >= 0 {
                return data.port == port ? .port : nil
            }
            return .host
        }
    }
}

extension IntentFilter.Authority: Codable {}
