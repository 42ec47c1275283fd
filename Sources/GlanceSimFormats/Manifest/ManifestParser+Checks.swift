extension ManifestParser {
    /// The `android:` attribute with this local name, whatever prefix the file bound the namespace to.
    func android(_ element: ParsedXMLElement, _ name: String) -> XMLAttribute? {
        element.attribute(localName: name, namespaceURI: AndroidNamespace.android)
    }

    /// Whether `tools:node="remove"` (or `removeAll`) takes the element out, as the manifest merger does.
    func isRemovedByTools(_ element: ParsedXMLElement) -> Bool {
        let node = element.attribute(localName: "node", namespaceURI: AndroidNamespace.tools)?.value
        return node == "remove" || node == "removeAll"
    }

    /// Warns about `android:` attributes not in `known` and unprefixed attributes not in `unprefixed`.
    /// `tools:` attributes and attributes of other namespaces are ignored silently.
    mutating func checkAttributes(of element: ParsedXMLElement, known: [String], unprefixed: [String] = []) {
        for attribute in element.attributes {
            if attribute.namespaceURI == AndroidNamespace.android {
                guard !known.contains(attribute.localName) else { continue }
                var message = "unknown attribute '\(attribute.name)' on '<\(element.name)>'"
                if let suggestion = EditDistance.suggestion(for: attribute.localName, among: known) {
                    message += "; did you mean '\(attribute.prefix.map { $0 + ":" } ?? "")\(suggestion)'?"
                }
                diagnostics.warning(.unknownName, at: attribute.nameLocation, message + " (it is ignored)")
            } else if attribute.namespaceURI == nil && !unprefixed.contains(attribute.localName) {
                var message = "attribute '\(attribute.name)' on '<\(element.name)>' has no namespace and is ignored"
                if known.contains(attribute.localName) {
                    message += "; did you mean '\(androidPrefix(at: element)):\(attribute.localName)'?"
                }
                diagnostics.warning(.unknownName, at: attribute.nameLocation, message)
            }
        }
    }

    /// The prefix the file uses for the Android namespace at `element` (`android` when none is bound).
    func androidPrefix(at element: ParsedXMLElement) -> String {
        element.namespacesInScope.last { $0.uri == AndroidNamespace.android && $0.prefix != nil }?.prefix ?? "android"
    }

    /// The child elements GlanceSim looks at: unknown unprefixed names get a warning, elements of other
    /// namespaces (`tools:validation`…) and elements `tools:node` removes are skipped.
    mutating func children(of element: ParsedXMLElement, allowed: [String]) -> [ParsedXMLElement] {
        var result: [ParsedXMLElement] = []
        for child in element.childElements where child.namespaceURI == nil && !isRemovedByTools(child) {
            guard allowed.contains(child.name) else {
                var message = "unknown element '<\(child.name)>' in '<\(element.name)>'"
                if let suggestion = EditDistance.suggestion(for: child.name, among: allowed) {
                    message += "; did you mean '<\(suggestion)>'?"
                }
                diagnostics.warning(.unknownName, at: child.location, message + " (it is ignored)")
                continue
            }
            result.append(child)
        }
        return result
    }

    /// The value of `attribute` with `${applicationId}` replaced by the package, as the manifest merger
    /// does; any other `${…}` placeholder is an error (manifest placeholders live in the build file).
    mutating func substituted(_ attribute: XMLAttribute) -> XMLAttribute? {
        var value = Substring(attribute.value)
        var result = ""
        while let dollar = value.indices.first(where: { value[$0...].hasPrefix("${") }) {
            let start = dollar..<value.index(dollar, offsetBy: 2)
            result += value[..<start.lowerBound]
            guard let end = value[start.upperBound...].firstIndex(of: "}") else {
                result += value[start.lowerBound...]
                value = ""
                break
            }
            let name = String(value[start.upperBound..<end])
            guard name == "applicationId" else {
                // The column of the `$` (exact unless an entity reference comes before it in the value).
                let consumed = attribute.value.utf8.count - value.utf8.count
                var location = attribute.valueLocation
                location.column += consumed + value[..<start.lowerBound].utf8.count
                diagnostics.error(
                    .unsupported,
                    at: location,
                    "unsupported placeholder '${\(name)}' in '\(attribute.name)': GlanceSim substitutes only "
                        + "'${applicationId}' (other manifest placeholders come from the build file)"
                )
                return nil
            }
            result += packageName
            value = value[value.index(after: end)...]
        }
        var copy = attribute
        copy.value = result + value
        return copy
    }
}
