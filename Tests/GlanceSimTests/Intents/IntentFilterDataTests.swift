import GlanceSim
import Testing

@Suite struct IntentFilterDataTests {
    private static func row(
        _ name: String,
        _ filter: IntentFilter,
        type: String? = nil,
        data: String? = nil,
        _ expected: IntentFilter.MatchResult
    ) -> FilterCase {
        var filter = filter
        filter.actions = ["A"]
        return FilterCase(
            name: name, filter: filter, intent: Intent(action: "A", data: data.map(URI.init), type: type),
            expected: expected)
    }

    private static func paths(_ pattern: String, _ kind: PatternMatcher.Kind) -> IntentFilter {
        IntentFilter(
            dataSchemes: ["http"],
            dataAuthorities: [.init(host: "example.com")],
            dataPaths: [PatternMatcher(pattern, kind: kind)]
        )
    }

    // android.md §3.6 rule (a); IntentFilter.matchData: `types == null && schemes == null`.
    static let emptyFilterCases: [FilterCase] = [
        row("no data on either side is MATCH_CATEGORY_EMPTY", IntentFilter(), .match(category: .empty)),
        row("filter without data rejects a typed intent", IntentFilter(), type: "text/plain", .noMatchData),
        row("filter without data rejects an intent with data", IntentFilter(), data: "content://x/1", .noMatchData),
        // Authorities (and paths) without schemes leave the filter "empty".
        row(
            "authorities without schemes are ignored",
            IntentFilter(dataAuthorities: [.init(host: "example.com")]),
            data: "http://example.com/", .noMatchData
        ),
        row(
            "authority-only filter still matches an intent without data",
            IntentFilter(dataAuthorities: [.init(host: "example.com")]), .match(category: .empty)
        ),
    ]

    // Rule (b): schemes, then scheme-specific parts or authorities, then paths.
    static let schemeCases: [FilterCase] = {
        let glance = IntentFilter(dataSchemes: ["glance"])
        let empty = IntentFilter(dataSchemes: [""])
        let pathsOnly = IntentFilter(dataSchemes: ["http"], dataPaths: [PatternMatcher("/a", kind: .literal)])
        return [
            row("listed scheme matches", glance, data: "glance://x", .match(category: .scheme)),
            row("scheme comparison is case-sensitive", glance, data: "Glance://x", .noMatchData),
            row("a null scheme counts as the empty string", glance, .noMatchData),
            row("an empty listed scheme matches an intent without data", empty, .match(category: .scheme)),
            row(
                "scheme filter without types rejects a typed intent", glance, type: "t/t", data: "glance:x",
                .noMatchType),
            row("paths without authorities are ignored", pathsOnly, data: "http://h/zzz", .match(category: .scheme)),
        ]
    }()

    // IntentFilter.AuthorityEntry.match: host with '*' suffix wildcard, compareToIgnoreCase, optional port.
    static let authorityCases: [FilterCase] = {
        let host = IntentFilter(dataSchemes: ["http"], dataAuthorities: [.init(host: "example.com")])
        let port = IntentFilter(dataSchemes: ["http"], dataAuthorities: [.init(host: "example.com", port: 8080)])
        let wild = IntentFilter(dataSchemes: ["http"], dataAuthorities: [.init(host: "*.example.com")])
        let star = IntentFilter(dataSchemes: ["http"], dataAuthorities: [.init(host: "*")])
        return [
            row("matching host is MATCH_CATEGORY_HOST", host, data: "http://example.com/x", .match(category: .host)),
            // AuthorityEntry.match uses host.compareToIgnoreCase(mHost); android.md §3.6 says case-sensitive.
            row("host comparison ignores case", host, data: "http://EXAMPLE.com/x", .match(category: .host)),
            row("other host is NO_MATCH_DATA", host, data: "http://other.com/", .noMatchData),
            row("URI without host is NO_MATCH_DATA", host, data: "http:/x", .noMatchData),
            row("authority filter needs data", host, .noMatchData),
            row("any port is fine without a filter port", host, data: "http://example.com:1/", .match(category: .host)),
            row("equal port is MATCH_CATEGORY_PORT", port, data: "http://example.com:8080/", .match(category: .port)),
            row("missing port fails a filter port", port, data: "http://example.com/", .noMatchData),
            row("different port fails", port, data: "http://example.com:9090/", .noMatchData),
            row("wildcard host matches a subdomain", wild, data: "http://a.example.com", .match(category: .host)),
            row(
                "wildcard host matches a deeper subdomain", wild, data: "http://x.a.example.com",
                .match(category: .host)),
            row("wildcard host needs the dot", wild, data: "http://example.com", .noMatchData),
            row("wildcard host is a suffix, not a substring", wild, data: "http://badexample.com", .noMatchData),
            row("bare star host matches every host", star, data: "http://anything", .match(category: .host)),
        ]
    }()

    // IntentFilter.matchData: paths are tried only after an authority matched; PatternMatcher kinds.
    static let pathCases: [FilterCase] = {
        let url = "http://example.com"
        return [
            row("literal path matches", paths("/widget", .literal), data: url + "/widget", .match(category: .path)),
            row("literal path is exact", paths("/widget", .literal), data: url + "/widget/1", .noMatchData),
            row("prefix path matches", paths("/widget/", .prefix), data: url + "/widget/1", .match(category: .path)),
            row("suffix path matches", paths(".png", .suffix), data: url + "/a/b.png", .match(category: .path)),
            row(
                "simple glob path matches", paths("/w.*/x", .simpleGlob), data: url + "/wabc/x", .match(category: .path)
            ),
            row(
                "advanced glob path matches", paths("/w/[0-9]+", .advancedGlob), data: url + "/w/42",
                .match(category: .path)),
            row("advanced glob path rejects", paths("/w/[0-9]+", .advancedGlob), data: url + "/w/x", .noMatchData),
            // Uri.getPath() is decoded before matching.
            row("path is matched decoded", paths("/a b", .literal), data: url + "/a%20b", .match(category: .path)),
            row(
                "path of another host is not considered", paths("/w", .literal), data: "http://other.com/w",
                .noMatchData),
        ]
    }()

    // IntentFilter.matchData: a matching SSP wins; a failing SSP is fatal unless an authority matches.
    static let schemeSpecificPartCases: [FilterCase] = {
        let ssp = IntentFilter(dataSchemes: ["tel"], dataSchemeSpecificParts: [PatternMatcher("555", kind: .prefix)])
        let package = IntentFilter(
            dataSchemes: ["package"], dataSchemeSpecificParts: [PatternMatcher("com.example", kind: .literal)])
        let sspOrHost = IntentFilter(
            dataSchemes: ["http"],
            dataSchemeSpecificParts: [PatternMatcher("//other", kind: .literal)],
            dataAuthorities: [.init(host: "example.com")]
        )
        return [
            row(
                "matching SSP is MATCH_CATEGORY_SCHEME_SPECIFIC_PART", ssp, data: "tel:5551234",
                .match(category: .schemeSpecificPart)),
            row("failing SSP without authorities is NO_MATCH_DATA", ssp, data: "tel:4441234", .noMatchData),
            row("package SSP matches", package, data: "package:com.example", .match(category: .schemeSpecificPart)),
            row(
                "failing SSP falls back to a matching authority", sspOrHost, data: "http://example.com/p",
                .match(category: .host)),
            row(
                "matching SSP skips the authority test", sspOrHost, data: "http://other",
                .match(category: .schemeSpecificPart)),
            row("failing SSP and failing authority is NO_MATCH_DATA", sspOrHost, data: "http://third/", .noMatchData),
        ]
    }()

    // Rules (c) and (d): without schemes only null, "", content and file schemes pass; MIME types follow
    // IntentFilter.findMimeType (case-sensitive, `type/*`, `*/*`).
    static let typeCases: [FilterCase] = {
        let image = IntentFilter(dataTypes: ["image/*"])
        let all = IntentFilter(dataTypes: ["*/*"])
        let png = IntentFilter(dataTypes: ["image/png"])
        let contentImages = IntentFilter(dataSchemes: ["content"], dataTypes: ["image/*"])
        return [
            row("type wildcard matches a subtype", image, type: "image/png", .match(category: .type)),
            row(
                "typed filter accepts content data", image, type: "image/png", data: "content://media/1",
                .match(category: .type)),
            row(
                "typed filter accepts file data", image, type: "image/png", data: "file:///x.png",
                .match(category: .type)),
            row(
                "typed filter accepts a relative URI", image, type: "image/png", data: "x.png", .match(category: .type)),
            row(
                "typed filter without schemes rejects http data", image, type: "image/png", data: "http://x/y.png",
                .noMatchData),
            row("type comparison is case-sensitive", image, type: "IMAGE/png", .noMatchType),
            row("typed filter rejects an untyped intent", image, data: "content://media/1", .noMatchType),
            row("other base type is NO_MATCH_TYPE", image, type: "video/mp4", .noMatchType),
            // processMimeType stores image/* as "image", and findMimeType's first test is t.contains(type).
            row("bare base type matches its wildcard", image, type: "image", .match(category: .type)),
            row("star-slash-star filter matches every type", all, type: "text/plain", .match(category: .type)),
            row("intent type star-slash-star matches any typed filter", png, type: "*/*", .match(category: .type)),
            row("intent type wildcard matches a concrete filter type", png, type: "image/*", .match(category: .type)),
            row("exact type mismatch is NO_MATCH_TYPE", png, type: "image/jpeg", .noMatchType),
            // addDataType("*") throws MalformedMimeTypeException: the filter is left without types.
            row("malformed filter type is ignored", IntentFilter(dataTypes: ["*"]), type: "text/plain", .noMatchData),
            row(
                "scheme and type both match", contentImages, type: "image/png", data: "content://m/1",
                .match(category: .type)),
            row("scheme and type filter needs a type", contentImages, data: "content://m/1", .noMatchType),
            row("scheme is checked before type", contentImages, type: "video/mp4", data: "file:///x", .noMatchData),
        ]
    }()

    @Test(arguments: emptyFilterCases + schemeCases + authorityCases)
    func schemeAndAuthorityRulesFollowMatchData(_ row: FilterCase) {
        #expect(row.filter.match(row.intent) == row.expected)
        let direct = row.filter.matchData(type: row.intent.type, scheme: row.intent.scheme, data: row.intent.data)
        #expect(direct == row.expected)
    }

    @Test(arguments: pathCases + schemeSpecificPartCases)
    func pathAndSchemeSpecificPartRulesFollowMatchData(_ row: FilterCase) {
        #expect(row.filter.match(row.intent) == row.expected)
    }

    @Test(arguments: typeCases)
    func typeRulesFollowFindMimeType(_ row: FilterCase) {
        #expect(row.filter.match(row.intent) == row.expected)
    }
}
