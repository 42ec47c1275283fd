extension XMLScanner {
    /// An attribute as written, before namespaces are resolved.
    private struct RawAttribute {
        var name: String
        var value: String
        var nameOffset: Int
        var valueOffset: Int
    }

    /// An element and everything inside it (the cursor is on `<`); elements nested more than
    /// ``FormatLimits/xmlDepth`` deep are an error at the start tag that goes too deep.
    mutating func element(scope: [XMLNamespaceDeclaration]) throws(FormatError) -> ParsedXMLElement {
        let start = index
        guard depth < FormatLimits.xmlDepth else {
            throw failure(
                start,
                "elements nest more than \(FormatLimits.xmlDepth) deep here; "
                    + "GlanceSim reads at most \(FormatLimits.xmlDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        index += 1
        let nameOffset = index
        let name = try name(after: "'<'")
        var rawAttributes: [RawAttribute] = []
        var selfClosing = false
        while true {
            let hadSpace = skipWhitespace()
            guard let byte = current else { throw failure(start, "unterminated start tag '<\(name)'") }
            if byte == .slash {
                guard starts(with: "/>") else {
                    throw failure(index, "expected '/>' or '>' to end the start tag '<\(name)'")
                }
                index += 2
                selfClosing = true
                break
            }
            if byte == .greaterThan {
                index += 1
                break
            }
            guard hadSpace else { throw failure(index, "expected whitespace, '>' or '/>' in the start tag '<\(name)'") }
            let attribute = try rawAttribute(in: name)
            if let first = rawAttributes.first(where: { $0.name == attribute.name }) {
                throw failure(
                    attribute.nameOffset,
                    "duplicate attribute '\(attribute.name)'",
                    notes: [(location(first.nameOffset), "'\(attribute.name)' is first given here")]
                )
            }
            rawAttributes.append(attribute)
        }

        var declarations: [XMLNamespaceDeclaration] = []
        for attribute in rawAttributes {
            guard attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") else { continue }
            let prefix = attribute.name == "xmlns" ? nil : String(attribute.name.dropFirst(6))
            if prefix != nil && attribute.value.isEmpty {
                throw failure(attribute.valueOffset, "namespace prefix '\(prefix!)' bound to an empty URI")
            }
            declarations.append(
                XMLNamespaceDeclaration(prefix: prefix, uri: attribute.value, location: location(attribute.nameOffset))
            )
        }
        let inScope = scope + declarations
        let (prefix, localName) = try split(name, at: nameOffset)
        let elementNamespace: String?
        if let prefix {
            guard let uri = inScope.last(where: { $0.prefix == prefix })?.uri else {
                throw failure(nameOffset, "undeclared namespace prefix '\(prefix)'")
            }
            elementNamespace = uri
        } else {
            let uri = inScope.last { $0.prefix == nil }?.uri
            elementNamespace = uri?.isEmpty == false ? uri : nil
        }

        var attributes: [XMLAttribute] = []
        for attribute in rawAttributes where !(attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:")) {
            let (attributePrefix, attributeLocalName) = try split(attribute.name, at: attribute.nameOffset)
            var namespace: String?
            if let attributePrefix {
                guard let uri = inScope.last(where: { $0.prefix == attributePrefix })?.uri else {
                    throw failure(attribute.nameOffset, "undeclared namespace prefix '\(attributePrefix)'")
                }
                namespace = uri
            }
            attributes.append(
                XMLAttribute(
                    name: attribute.name,
                    prefix: attributePrefix,
                    localName: attributeLocalName,
                    namespaceURI: namespace,
                    value: attribute.value,
                    nameLocation: location(attribute.nameOffset),
                    valueLocation: location(attribute.valueOffset)
                )
            )
        }

        var element = ParsedXMLElement(
            name: name,
            prefix: prefix,
            localName: localName,
            namespaceURI: elementNamespace,
            attributes: attributes,
            namespaceDeclarations: declarations,
            namespacesInScope: inScope,
            location: location(start)
        )
        if !selfClosing {
            element.children = try content(of: name, startOffset: start, scope: inScope)
        }
        return element
    }

    /// The children of an element up to and including its end tag.
    private mutating func content(
        of name: String,
        startOffset: Int,
        scope: [XMLNamespaceDeclaration]
    ) throws(FormatError) -> [ParsedXMLNode] {
        var children: [ParsedXMLNode] = []
        while true {
            guard current != nil else {
                throw failure(
                    index,
                    "unclosed element '<\(name)>' at end of file",
                    notes: [(location(startOffset), "'<\(name)>' starts here")]
                )
            }
            let offset = index
            if starts(with: "</") {
                index += 2
                let endName = try self.name(after: "'</'")
                skipWhitespace()
                guard current == .greaterThan else {
                    throw failure(index, "expected '>' to end the end tag '</\(endName)'")
                }
                index += 1
                guard endName == name else {
                    throw failure(
                        offset,
                        "mismatched end tag: expected '</\(name)>', found '</\(endName)>'",
                        notes: [(location(startOffset), "'<\(name)>' starts here")]
                    )
                }
                return children
            } else if starts(with: "<!--") {
                children.append(.comment(try comment(), location(offset)))
            } else if starts(with: "<![CDATA[") {
                guard let end = find("]]>") else { throw failure(offset, "unterminated CDATA section: no ']]>'") }
                children.append(.cdata(text(bytes[(offset + 9)..<end]), location(offset)))
                index = end + 3
            } else if starts(with: "<?") {
                _ = try processingInstruction()
            } else if starts(with: "<!") {
                throw failure(offset, "unexpected '<!' inside an element (a DOCTYPE goes before the root element)")
            } else if current == .lessThan {
                children.append(.element(try element(scope: scope)))
            } else {
                children.append(.text(try characterData(), location(offset)))
            }
        }
    }

    /// Text up to the next `<`, with references replaced and line breaks normalised.
    private mutating func characterData() throws(FormatError) -> String {
        var buffer: [UInt8] = []
        while let byte = current, byte != .lessThan {
            if byte == .ampersand {
                try reference(into: &buffer)
            } else if byte == .carriageReturn {
                buffer.append(.lineFeed)
                index += 1
                if current == .lineFeed { index += 1 }
            } else {
                buffer.append(byte)
                index += 1
            }
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// `name = "value"` inside a start tag of element `element`.
    private mutating func rawAttribute(in element: String) throws(FormatError) -> RawAttribute {
        let nameOffset = index
        let name = try name(after: "whitespace in the start tag '<\(element)'")
        skipWhitespace()
        guard current == .equals else { throw failure(index, "expected '=' after the attribute name '\(name)'") }
        index += 1
        skipWhitespace()
        guard let quote = current, quote == .doubleQuote || quote == .singleQuote else {
            throw failure(index, "the value of attribute '\(name)' must be quoted")
        }
        index += 1
        let valueOffset = index
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw failure(valueOffset - 1, "unterminated value of attribute '\(name)'")
            }
            if byte == quote {
                index += 1
                break
            }
            switch byte {
            case .lessThan:
                throw failure(index, "'<' is not allowed in the value of attribute '\(name)'; write '&lt;'")
            case .ampersand:
                try reference(into: &buffer)
            case .carriageReturn:
                buffer.append(.space)
                index += 1
                if current == .lineFeed { index += 1 }
            case .lineFeed, .tab:
                buffer.append(.space)
                index += 1
            default:
                buffer.append(byte)
                index += 1
            }
        }
        return RawAttribute(
            name: name,
            value: String(decoding: buffer, as: UTF8.self),
            nameOffset: nameOffset,
            valueOffset: valueOffset
        )
    }

    /// An XML name at the cursor; `context` says what came before, for the error message.
    private mutating func name(after context: String) throws(FormatError) -> String {
        let start = index
        guard current?.isNameStart == true else {
            throw failure(index, "expected a name after \(context)")
        }
        index += 1
        while let byte = current, byte.isNameByte { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Splits `prefix:local`; a name with an empty part or two colons is not namespace-well-formed.
    private func split(_ name: String, at offset: Int) throws(FormatError) -> (prefix: String?, localName: String) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return (nil, name)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            return (String(parts[0]), String(parts[1]))
        default:
            throw failure(offset, "'\(name)' is not a valid qualified name (expected 'name' or 'prefix:name')")
        }
    }
}
