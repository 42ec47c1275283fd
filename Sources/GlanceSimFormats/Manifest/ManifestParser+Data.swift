import GlanceSim

extension ManifestParser {
    /// The pattern attributes of `<data>` and the kind of ``PatternMatcher`` each makes.
    private static let pathAttributes: [(name: String, kind: PatternMatcher.Kind)] = [
        ("path", .literal), ("pathPrefix", .prefix), ("pathPattern", .simpleGlob),
        ("pathAdvancedPattern", .advancedGlob), ("pathSuffix", .suffix),
    ]
    private static let schemeSpecificAttributes: [(name: String, kind: PatternMatcher.Kind)] = [
        ("ssp", .literal), ("sspPrefix", .prefix), ("sspPattern", .simpleGlob),
        ("sspAdvancedPattern", .advancedGlob), ("sspSuffix", .suffix),
    ]

    /// One `<data>` element, added to the filter as `ParsedIntentInfoUtils.parseData` does: every
    /// attribute adds to the filter's lists, whichever `<data>` element it is written on.
    mutating func readData(_ element: ParsedXMLElement, into filter: inout IntentFilter) {
        checkAttributes(of: element, known: ManifestVocabulary.dataAttributes)
        if let scheme = android(element, "scheme").flatMap({ substituted($0) }) {
            filter.dataSchemes.append(scheme.value)
        }
        for (name, kind) in Self.schemeSpecificAttributes {
            guard let attribute = android(element, name).flatMap({ substituted($0) }) else { continue }
            if let matcher = pattern(attribute, kind: kind) { filter.dataSchemeSpecificParts.append(matcher) }
        }
        let port = android(element, "port")
        if let host = android(element, "host").flatMap({ substituted($0) }) {
            var portNumber: Int?
            if let port {
                if let value = ValueResolver.parseInteger(port.value), value >= 0, value <= 65_535 {
                    portNumber = Int(value)
                } else {
                    diagnostics.error(
                        .invalidValue, at: port.valueLocation,
                        "'\(port.name)' must be a port number, not '\(port.value)'")
                }
            }
            filter.dataAuthorities.append(IntentFilter.Authority(host: host.value, port: portNumber))
        } else if let port {
            diagnostics.warning(
                .missing, at: port.nameLocation,
                "'\(port.name)' without a host in the same '<data>' is ignored, as Android ignores it")
        }
        for (name, kind) in Self.pathAttributes {
            guard let attribute = android(element, name).flatMap({ substituted($0) }) else { continue }
            if let matcher = pattern(attribute, kind: kind) { filter.dataPaths.append(matcher) }
        }
        if let type = android(element, "mimeType").flatMap({ substituted($0) }) {
            let parts = type.value.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty {
                filter.dataTypes.append(type.value)
            } else {
                diagnostics.error(
                    .invalidValue, at: type.valueLocation,
                    "malformed MIME type '\(type.value)' (expected 'type/subtype', such as 'image/*')")
            }
        }
        if let group = android(element, "mimeGroup") {
            diagnostics.warning(
                .unsupported, at: group.nameLocation,
                "'\(group.name)' (MIME groups set at run time) is not supported by GlanceSim (it is ignored)")
        }
    }

    private mutating func pattern(_ attribute: XMLAttribute, kind: PatternMatcher.Kind) -> PatternMatcher? {
        let matcher = PatternMatcher(attribute.value, kind: kind)
        guard matcher.isValid else {
            diagnostics.error(
                .invalidValue, at: attribute.valueLocation,
                "'\(attribute.name)' is not a valid advanced pattern: '\(attribute.value)'")
            return nil
        }
        return matcher
    }
}
