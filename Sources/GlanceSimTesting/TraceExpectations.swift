public import GlanceSim

/// What a trace record must look like to match one step of ``expectTrace(_:containsInOrder:fileID:filePath:line:column:)``.
public struct TraceMatcher: Sendable, CustomStringConvertible {
    /// The record's kind.
    public var kind: TraceKind
    /// Text the subject must contain, if given.
    public var subject: String?
    /// Text the details must contain, if given.
    public var details: String?
    /// What the record's typed payload must satisfy, if given, and how the failure message names it.
    public var condition: (label: String, test: @Sendable (TraceEvent) -> Bool)?

    /// Creates a matcher on the record's kind and, optionally, text its subject and details contain.
    public init(_ kind: TraceKind, subject: String? = nil, details: String? = nil) {
        self.kind = kind
        self.subject = subject
        self.details = details
    }

    /// Creates a matcher on the record's kind and its typed payload, so the test does not depend on how the
    /// trace words a record:
    ///
    /// ```swift
    /// TraceMatcher(.workStart, "attempt 2") { event in
    ///     if case .work(.start(_, _, _, let attempt, _, _)) = event { return attempt == 2 }
    ///     return false
    /// }
    /// ```
    public init(_ kind: TraceKind, _ label: String, where test: @escaping @Sendable (TraceEvent) -> Bool) {
        self.kind = kind
        self.condition = (label, test)
    }

    /// Whether `record` matches.
    public func matches(_ record: TraceRecord) -> Bool {
        record.kind == kind && (subject.map { record.subject.contains($0) } ?? true)
            && (details.map { record.details.contains($0) } ?? true)
            && (condition.map { $0.test(record.event) } ?? true)
    }

    public var description: String {
        kind.rawValue + (subject.map { " subject~\"\($0)\"" } ?? "") + (details.map { " details~\"\($0)\"" } ?? "")
            + (condition.map { " where \($0.label)" } ?? "")
    }
}

/// Why a trace did not contain the expected records in order, or `nil` if it did. Framework-free, so it
/// works under any test runner; ``expectTrace(_:containsInOrder:fileID:filePath:line:column:)`` reports it.
public func traceMismatch(_ trace: Trace, containsInOrder expected: [TraceMatcher]) -> String? {
    var index = 0
    var matchedRecords: [TraceRecord] = []
    for record in trace.records where index < expected.count && expected[index].matches(record) {
        matchedRecords.append(record)
        index += 1
    }
    guard index < expected.count else { return nil }
    var message = "expected the trace to contain, in order:\n"
    for (position, matcher) in expected.enumerated() {
        message += "  \(position < index ? "✓" : position == index ? "✗" : " ") \(matcher)\n"
    }
    message += "matched \(index) of \(expected.count); "
    let relevant = trace.records.filter { $0.kind == expected[index].kind }
    if relevant.isEmpty {
        message += "the trace has no '\(expected[index].kind)' record after the last match"
        if let last = matchedRecords.last { message += " (\(last))" }
    } else {
        message += "the trace's '\(expected[index].kind)' records are:\n"
        message += relevant.prefix(20).map { "    \($0)" }.joined(separator: "\n")
        if relevant.count > 20 { message += "\n    … \(relevant.count - 20) more" }
    }
    return message
}

/// Expects the trace to contain records matching `expected`, in that order (other records may come
/// between). On failure the message lists what matched and the trace's records of the first missing kind.
///
/// ```swift
/// expectTrace(device.trace, containsInOrder: [
///     TraceMatcher(.deviceReboot),
///     TraceMatcher(.broadcastSend, details: "LOCKED_BOOT_COMPLETED"),
///     TraceMatcher(.broadcastSend, details: "BOOT_COMPLETED"),
/// ])
/// ```
public func expectTrace(
    _ trace: Trace,
    containsInOrder expected: [TraceMatcher],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let mismatch = traceMismatch(trace, containsInOrder: expected) {
        reportIssue(mismatch, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
