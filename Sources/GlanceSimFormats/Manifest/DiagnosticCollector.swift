/// Collects the diagnostics of one load so that several problems are reported together, in the order
/// found.
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether any error has been recorded.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(
        _ code: Diagnostic.Code,
        at location: SourceLocation,
        _ message: String,
        notes: [(location: SourceLocation, message: String)] = []
    ) {
        diagnostics.append(Diagnostic(.error, code, at: location, message, notes: notes))
    }

    mutating func warning(
        _ code: Diagnostic.Code,
        at location: SourceLocation,
        _ message: String,
        notes: [(location: SourceLocation, message: String)] = []
    ) {
        diagnostics.append(Diagnostic(.warning, code, at: location, message, notes: notes))
    }

    mutating func append(contentsOf error: FormatError) {
        diagnostics.append(contentsOf: error.diagnostics)
    }

    /// The warnings, or a ``FormatError`` of everything when there is an error.
    func warningsOrThrow() throws(FormatError) -> [Diagnostic] {
        if hasErrors { throw FormatError(diagnostics) }
        return diagnostics
    }
}

/// The namespace URIs a manifest uses.
enum AndroidNamespace {
    /// `xmlns:android`: the attributes Android reads.
    static let android = "http://schemas.android.com/apk/res/android"
    /// `xmlns:tools`: build-tool hints, ignored by GlanceSim (like the device never sees them).
    static let tools = "http://schemas.android.com/tools"
}
