extension IntentFilter {
    /// Matches an intent's data against the filter, as Android's `IntentFilter.matchData` does.
    ///
    /// - `type`: the intent's MIME type (`Intent.getType`; the simulator never resolves it).
    /// - `scheme`: the data URI's scheme (`nil` counts as `""`).
    /// - `data`: the data URI.
    ///
    /// Rules, in order:
    /// 1. A filter with no types and no schemes matches only an intent with no type and no data
    ///    (``MatchCategory/empty``); anything else is ``MatchResult/noMatchData``.
    /// 2. With schemes, the scheme must be listed (else `noMatchData`; the category becomes
    ///    ``MatchCategory/scheme``). Then:
    ///    - if the filter lists scheme-specific parts and there is data, a matching SSP gives
    ///      ``MatchCategory/schemeSpecificPart``; a mismatch is fatal unless an authority matches next;
    ///    - otherwise, if the filter lists authorities, one must match (``Authority``); if the filter
    ///      also lists paths, one must match the URI's path (``MatchCategory/path``), else the category is
    ///      the authority's ``MatchCategory/host`` or ``MatchCategory/port``. Any failure is `noMatchData`.
    ///    Authorities are ignored without schemes, and paths without authorities.
    /// 3. Without schemes, the scheme must be `nil`, `""`, `content` or `file` (else `noMatchData`).
    /// 4. With types, the type must match (see below) and the category becomes ``MatchCategory/type``;
    ///    without types the intent must have no type. Either failure is ``MatchResult/noMatchType``.
    ///
    /// Types are compared as `IntentFilter.findMimeType` does, case-sensitively: a filter type `image/*`
    /// matches any `image/…` type, `*/*` matches every type, and an intent type `*/*` matches any filter
    /// with types, while an intent type `image/*` matches a filter type such as `image/png`. A filter type
    /// that `addDataType` would reject as malformed (no `/` after a non-empty base, or nothing after it,
    /// as in `*` or `image/`) is ignored, as if the app had caught the `MalformedMimeTypeException`.
    public func matchData(type: String?, scheme: String?, data: URI?) -> MatchResult {
        let types = FilterTypes(dataTypes)
        if types.isEmpty && dataSchemes.isEmpty {
            return type == nil && data == nil ? .match(category: .empty) : .noMatchData
        }

        var category = MatchCategory.empty
        if !dataSchemes.isEmpty {
            guard dataSchemes.contains(scheme ?? "") else { return .noMatchData }
            category = .scheme
            var schemeSpecificPartFailed = false
            if !dataSchemeSpecificParts.isEmpty, let data {
                let part = data.schemeSpecificPart ?? ""
                if dataSchemeSpecificParts.contains(where: { $0.matches(part) }) {
                    category = .schemeSpecificPart
                } else {
                    schemeSpecificPartFailed = true
                }
            }
            if category != .schemeSpecificPart && !dataAuthorities.isEmpty {
                guard let data, let authorityCategory = dataAuthorities.lazy.compactMap({ $0.match(data) }).first
                else { return .noMatchData }
                if dataPaths.isEmpty {
                    category = authorityCategory
                } else if let path = data.path, dataPaths.contains(where: { $0.matches(path) }) {
                    category = .path
                } else {
                    return .noMatchData
                }
                schemeSpecificPartFailed = false
            }
            if schemeSpecificPartFailed { return .noMatchData }
        } else if let scheme, !scheme.isEmpty, scheme != "content", scheme != "file" {
            return .noMatchData
        }

        if !types.isEmpty {
            guard types.contains(type) else { return .noMatchType }
            category = .type
        } else if type != nil {
            return .noMatchType
        }
        return .match(category: category)
    }
}
