public import GlanceSimFormats

/// One thing Android will do to an app that its author probably did not intend, found by ``AppLinter``: at
/// the manifest, provider or behaviour-file line it is about, with a stable ``rule`` id and help text that
/// cites the Android source.
///
/// ```swift
/// for finding in AppLinter.lint(try AppFolder.loadApp("Manifests/calendar")) { print(finding) }
/// // Manifests/calendar/AndroidManifest.xml:30:25: warning: … [implicit-broadcast]
/// ```
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is: `error` when Android refuses the app or a call crashes it, `warning` when it quietly
    /// does something else than written.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// The rule's id (``LintRule/id``), such as `registered-only-broadcast`.
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    /// What Android will do, as one sentence.
    public var message: String
    /// How to fix it, and the Android source of the behaviour.
    public var help: String

    /// `path:line:column: severity: message [rule]`, then `  help: …`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule)]\n  help: \(help)"
    }

    /// The finding as a warning diagnostic (how `validate` shows it).
    public var diagnostic: Diagnostic {
        Diagnostic(.warning, Diagnostic.Code(rawValue: "lint." + rule), at: location, "\(message) [\(rule)]")
    }
}

/// A lint rule: its id, severity and what it checks.
public struct LintRule: Hashable, Sendable {
    public var id: String
    public var severity: LintFinding.Severity
    /// One line: what Android does.
    public var summary: String
    /// The fix and the Android source, shown under each finding.
    public var help: String
}
