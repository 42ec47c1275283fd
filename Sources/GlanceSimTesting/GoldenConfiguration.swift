import Foundation

/// When golden files are written. Read from the environment variable `GLANCESIM_RECORD` unless a
/// ``GoldenConfiguration`` says otherwise.
///
/// ```sh
/// GLANCESIM_RECORD=failed swift test     # re-record the goldens that no longer match
/// GLANCESIM_RECORD=never swift test      # CI: a missing golden fails, nothing is written
/// ```
public enum GoldenRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Record goldens that do not exist yet; compare the others (the default).
    case missing
    /// Record every golden, matching or not.
    case all
    /// Record goldens that do not exist or do not match.
    case failed
    /// Never record: a missing golden fails like a mismatch.
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = "GLANCESIM_RECORD"

    /// The mode `GLANCESIM_RECORD` asks for: ``missing`` when it is unset or empty.
    /// - Throws: ``GoldenConfigurationError`` for a value that is not a mode.
    public static func fromEnvironment() throws(GoldenConfigurationError) -> GoldenRecordMode {
        try GoldenRecordMode(environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
    }

    /// The mode a value of `GLANCESIM_RECORD` asks for (case-insensitive): ``missing`` for `nil` or empty.
    ///
    /// ```swift
    /// try GoldenRecordMode(environmentValue: "failed")   // .failed
    /// ```
    /// - Throws: ``GoldenConfigurationError`` for a value that is not a mode.
    public init(environmentValue value: String?) throws(GoldenConfigurationError) {
        guard let value, !value.isEmpty else {
            self = .missing
            return
        }
        guard let mode = GoldenRecordMode(rawValue: value.lowercased()) else {
            throw GoldenConfigurationError(
                message: "\(GoldenRecordMode.environmentVariable)='\(value)' is not one of "
                    + GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = mode
    }
}

/// A setting for golden files that cannot be used.
public struct GoldenConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates the error.
    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// Where golden files live and when they are recorded, for the current task and the tasks it starts.
///
/// Each `nil` setting falls back to its default: the record mode to `GLANCESIM_RECORD` (else ``GoldenRecordMode/missing``),
/// the golden folder to `__Snapshots__` next to the calling test file, the artifacts folder to
/// `GLANCESIM_ARTIFACTS` (else `.build/golden-failures` in the package that holds the test file).
///
/// ```swift
/// let config = GoldenConfiguration(record: .never, snapshotDirectory: temporaryFolder)
/// withGoldenConfiguration(config) {
///     expectSnapshot(of: device.trace.text, named: "trace")
/// }
/// ```
public struct GoldenConfiguration: Hashable, Sendable {
    /// When to record; `nil` reads `GLANCESIM_RECORD`.
    public var record: GoldenRecordMode?
    /// The folder that holds one folder per test file; `nil` is `__Snapshots__` next to the test file.
    public var snapshotDirectory: String?
    /// Where the actual output of a mismatch is written; `nil` reads `GLANCESIM_ARTIFACTS`, else
    /// `<package>/.build/golden-failures`.
    public var artifactsDirectory: String?

    /// Creates a configuration; every `nil` setting keeps its default.
    public init(record: GoldenRecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration in effect for the current task.
    @TaskLocal public static var current = GoldenConfiguration()

    /// The environment variable that names the artifacts folder.
    public static let artifactsEnvironmentVariable = "GLANCESIM_ARTIFACTS"
}

/// Runs `operation` with golden files configured by `configuration` (for this task and its child tasks
/// only, so parallel tests do not see each other's settings).
///
/// ```swift
/// try withGoldenConfiguration(GoldenConfiguration(record: .all)) {
///     try runScenarioAndCompare()
/// }
/// ```
public func withGoldenConfiguration<Result>(
    _ configuration: GoldenConfiguration,
    operation: () throws -> Result
) rethrows -> Result {
    try GoldenConfiguration.$current.withValue(configuration, operation: operation)
}
