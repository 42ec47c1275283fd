/// One element of a ``ParsedXMLDocument``: its qualified name, namespace, attributes, children and where it
/// starts.
///
/// Namespace prefixes are kept as written (`android:name`) and resolved: ``namespaceURI`` is the URI the
/// prefix (or the default namespace) was bound to by an `xmlns` declaration on this element or an
/// ancestor, so code can look attributes up by URI whatever prefix a file chose.
///
/// ```swift
/// let document = try XMLReader.parse("<a xmlns:x=\"urn:x\"><b x:k=\"v\"/></a>", path: "a.xml")
/// let b = document.root.childElements[0]
/// print(b.attribute(localName: "k", namespaceURI: "urn:x")?.value ?? "")  // v
/// ```
public struct ParsedXMLElement: Hashable, Sendable {
    /// The name as written, prefix included (`android:foo`, `manifest`).
    public var name: String
    /// The prefix (`tools` in `tools:validation`), or `nil` for an unprefixed name.
    public var prefix: String?
    /// The name after the prefix.
    public var localName: String
    /// The namespace the name is in (the default namespace for an unprefixed name), or `nil` for none.
    public var namespaceURI: String?
    /// The attributes other than namespace declarations, in document order.
    public var attributes: [XMLAttribute]
    /// The `xmlns` / `xmlns:p` declarations written on this element, in document order.
    public var namespaceDeclarations: [XMLNamespaceDeclaration]
    /// Every prefix → URI binding in scope here (inherited ones first, then this element's own; a later
    /// binding of the same prefix shadows an earlier one). The default namespace has the prefix `nil`.
    public var namespacesInScope: [XMLNamespaceDeclaration]
    /// Child nodes in document order (comments included).
    public var children: [ParsedXMLNode]
    /// Where the element's `<` is.
    public var location: SourceLocation

    /// Creates an element.
    public init(
        name: String,
        prefix: String? = nil,
        localName: String,
        namespaceURI: String? = nil,
        attributes: [XMLAttribute] = [],
        namespaceDeclarations: [XMLNamespaceDeclaration] = [],
        namespacesInScope: [XMLNamespaceDeclaration] = [],
        children: [ParsedXMLNode] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.prefix = prefix
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.namespaceDeclarations = namespaceDeclarations
        self.namespacesInScope = namespacesInScope
        self.children = children
        self.location = location
    }

    /// The child elements, in document order.
    public var childElements: [ParsedXMLElement] {
        children.compactMap {
            if case .element(let element) = $0 { return element }
            return nil
        }
    }

    /// The concatenated text and CDATA content of the element itself (not of its descendants).
    public var text: String {
        children.reduce(into: "") { result, node in
            switch node {
            case .text(let text, _), .cdata(let text, _): result += text
            case .element, .comment: break
            }
        }
    }

    /// The attribute with this qualified name as written (`android:name`), if any.
    public func attribute(named name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The attribute with this local name in this namespace (`nil` for an unprefixed attribute), if any.
    public func attribute(localName: String, namespaceURI: String?) -> XMLAttribute? {
        attributes.first { $0.localName == localName && $0.namespaceURI == namespaceURI }
    }

    /// The URI `prefix` is bound to here (`nil` prefix: the default namespace), or `nil` if unbound.
    public func namespaceURI(forPrefix prefix: String?) -> String? {
        namespacesInScope.last { $0.prefix == prefix }?.uri
    }
}

/// An attribute: qualified name, resolved namespace, value (entities replaced) and exact positions.
public struct XMLAttribute: Hashable, Sendable {
    /// The name as written, prefix included (`android:exported`).
    public var name: String
    /// The prefix, or `nil` for an unprefixed name.
    public var prefix: String?
    /// The name after the prefix.
    public var localName: String
    /// The namespace of a prefixed name; `nil` for an unprefixed one (attributes do not take the default
    /// namespace).
    public var namespaceURI: String?
    /// The value with entity and character references replaced and whitespace characters normalised to
    /// spaces, as XML 1.0 §3.3.3 asks.
    public var value: String
    /// Where the name starts.
    public var nameLocation: SourceLocation
    /// Where the value starts (the first character after the opening quote).
    public var valueLocation: SourceLocation

    /// Creates an attribute.
    public init(
        name: String,
        prefix: String? = nil,
        localName: String,
        namespaceURI: String? = nil,
        value: String,
        nameLocation: SourceLocation,
        valueLocation: SourceLocation
    ) {
        self.name = name
        self.prefix = prefix
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.value = value
        self.nameLocation = nameLocation
        self.valueLocation = valueLocation
    }
}

/// An `xmlns="uri"` (prefix `nil`) or `xmlns:p="uri"` declaration.
public struct XMLNamespaceDeclaration: Hashable, Sendable {
    /// The prefix bound, or `nil` for the default namespace.
    public var prefix: String?
    /// The namespace URI.
    public var uri: String
    /// Where the `xmlns` attribute's name starts.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(prefix: String?, uri: String, location: SourceLocation) {
        self.prefix = prefix
        self.uri = uri
        self.location = location
    }
}

/// A child of an element.
public enum ParsedXMLNode: Hashable, Sendable {
    /// A nested element.
    case element(ParsedXMLElement)
    /// Character data with references replaced, starting at the location.
    case text(String, SourceLocation)
    /// A `<![CDATA[…]]>` section's content, verbatim.
    case cdata(String, SourceLocation)
    /// A comment's content (between `<!--` and `-->`).
    case comment(String, SourceLocation)
}

/// A parsed, well-formed XML document: its root element and the path it was read from.
public struct ParsedXMLDocument: Hashable, Sendable {
    /// The path as given to the reader (used in every location).
    public var path: String
    /// The root element.
    public var root: ParsedXMLElement

    /// Creates a document.
    public init(path: String, root: ParsedXMLElement) {
        self.path = path
        self.root = root
    }
}
