/// One problem found in an input file, rendered as editors and CI expect:
/// `path:line:column: error: message`, then `note:` lines.
///
/// ```swift
/// let diagnostic = Diagnostic(.error, .unknownAttribute, at: SourceLocation(path: "AndroidManifest.xml", line: 4, column: 9),
///                             "unknown attribute 'android:exportd'; did you mean 'android:exported'?")
/// print(diagnostic)   // AndroidManifest.xml:4:9: error: unknown attribute 'android:exportd'; did you mean …
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        /// The input cannot be used.
        case error
        /// The input can be used, but something is ignored or suspicious.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// A stable, greppable identifier; tests match on it rather than on the message.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The file is not well-formed (XML, JSON5) or a line does not parse.
        public static let syntax = Code(rawValue: "syntax")
        /// An element, attribute, key or word the format does not have.
        public static let unknownName = Code(rawValue: "unknown-name")
        /// A value of the wrong form (not a number, not a duration…).
        public static let invalidValue = Code(rawValue: "invalid-value")
        /// Something required is missing.
        public static let missing = Code(rawValue: "missing")
        /// A construct GlanceSim deliberately does not support.
        public static let unsupported = Code(rawValue: "unsupported")
        /// A reference (resource, component, file) that leads nowhere.
        public static let unresolved = Code(rawValue: "unresolved")
        /// A file could not be read.
        public static let unreadable = Code(rawValue: "unreadable")
    }

    /// How bad it is.
    public var severity: Severity
    /// What kind of problem it is.
    public var code: Code
    /// Where it is.
    public var location: SourceLocation
    /// A lower-case sentence, user tokens in single quotes, no final period.
    public var message: String
    /// Further explanation, each rendered as `path:line:column: note: …` (at the note's own location).
    public var notes: [(location: SourceLocation, message: String)]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ code: Code,
        at location: SourceLocation,
        _ message: String,
        notes: [(location: SourceLocation, message: String)] = []
    ) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// `path:line:column: severity: message`, then one line per note.
    public var description: String {
        ([("\(location): \(severity.rawValue): \(message)")]
            + notes.map { "\($0.location): note: \($0.message)" }).joined(separator: "\n")
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.description == rhs.description && lhs.code == rhs.code
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// Bad input: one or more diagnostics, at least one an error. Thrown by every parser and loader in
/// GlanceSimFormats (typed throws).
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The diagnostics, in the order found (errors and the warnings that came with them).
    public var diagnostics: [Diagnostic]

    /// An error of one diagnostic.
    public init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }
    /// An error of several diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// An error at a location.
    public init(_ code: Diagnostic.Code, at location: SourceLocation, _ message: String) {
        diagnostics = [Diagnostic(.error, code, at: location, message)]
    }

    /// Whether a file was missing or unreadable (sysexits 66) rather than invalid (65).
    public var isMissingInput: Bool { diagnostics.contains { $0.code == .unreadable } }

    /// Every diagnostic, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
