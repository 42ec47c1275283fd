import Foundation
import Testing

/// One golden file: where it lives, where the actual output of a mismatch goes, and how to check text
/// against it. Framework-free; ``expectSnapshot(of:named:fileID:filePath:line:column:function:)`` and its
/// siblings report what ``verify(_:mode:)`` returns.
///
/// The file is `<snapshotDirectory>/<TestFileName>/<testName>.<label>.txt`, by default
/// `__Snapshots__/<TestFileName>/<testName>.<label>.txt` next to the test file. Names keep only
/// `A-Z a-z 0-9 _ -`, so `clockShowsTime()` becomes `clockShowsTime`.
///
/// ```swift
/// let golden = GoldenFile(testFilePath: "\(#filePath)", testName: "clockShowsTime", label: "widget")
/// if let message = golden.verify(rendered, mode: .never) { print(message) }
/// ```
public struct GoldenFile: Hashable, Sendable {
    /// The golden file.
    public var path: String
    /// Where ``verify(_:mode:)`` writes the actual output when it does not match and is not recorded.
    public var artifactPath: String
    /// The golden's label, as named by the test.
    public var label: String

    /// Locates the golden for `label` of the test `testName` in the file `testFilePath`; the file ends in
    /// `.<fileExtension>` (`svg` for widget pictures, so they open in a browser).
    public init(
        testFilePath: String,
        testName: String,
        label: String,
        configuration: GoldenConfiguration = .current,
        fileExtension: String = "txt"
    ) {
        let testFile = URL(fileURLWithPath: testFilePath)
        let fileName = sanitizedName(testFile.deletingPathExtension().lastPathComponent)
        let name = "\(sanitizedName(testName)).\(sanitizedName(label)).\(fileExtension)"
        let folder = configuration.snapshotDirectory ?? testFile.deletingLastPathComponent().path + "/__Snapshots__"
        path = "\(folder)/\(fileName)/\(name)"
        let artifacts =
            configuration.artifactsDirectory
            ?? ProcessInfo.processInfo.environment[GoldenConfiguration.artifactsEnvironmentVariable].flatMap {
                $0.isEmpty ? nil : $0
            }
            ?? defaultArtifactsDirectory(near: testFile)
        artifactPath = "\(artifacts)/\(fileName)/\(name)"
        self.label = label
    }

    /// Compares `actual` with the golden (both with LF line ends and one final newline) and records it as
    /// `mode` says. Returns the issue to report, or `nil` when the golden matched and nothing was recorded.
    ///
    /// Recording always returns an issue ("Recorded …; re-run to verify"), so a run that writes goldens never
    /// passes. A mismatch that is not recorded returns a line diff and writes the actual output to
    /// ``artifactPath``.
    public func verify(_ actual: String, mode: GoldenRecordMode) -> String? {
        let actual = normalizedText(actual)
        let expected = (try? String(contentsOfFile: path, encoding: .utf8)).map(normalizedText)
        if expected == actual, mode != .all { return nil }
        let diff = expected.map { lineDiff($0, actual) }
        let shouldRecord: Bool
        switch mode {
        case .all: shouldRecord = true
        case .failed: shouldRecord = true
        case .missing: shouldRecord = expected == nil
        case .never: shouldRecord = false
        }
        if shouldRecord {
            if let failure = write(actual, to: path) { return failure }
            switch (expected, diff) {
            case (nil, _):
                return "Recorded a new golden '\(label)' at \(path) (record mode '\(mode.rawValue)'); re-run to verify"
            case (let old?, let diff?) where old != actual:
                return "Recorded golden '\(label)' at \(path) over a different one (record mode '\(mode.rawValue)'); "
                    + "re-run to verify. What changed:\n\(diff)"
            default:
                return "Recorded golden '\(label)' at \(path) (record mode '\(mode.rawValue)', it matched); "
                    + "re-run to verify"
            }
        }
        if let failure = write(actual, to: artifactPath) { return failure }
        guard let diff else {
            return "No golden '\(label)' at \(path), and record mode 'never' does not record it. "
                + "The actual output is at \(artifactPath); record it with \(GoldenRecordMode.environmentVariable)=missing"
        }
        return "Golden '\(label)' does not match \(path):\n\(diff)\n"
            + "The actual output is at \(artifactPath); accept it with cp '\(artifactPath)' '\(path)' "
            + "or re-run with \(GoldenRecordMode.environmentVariable)=failed"
    }

    private func write(_ text: String, to path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return "cannot write the golden '\(label)' to \(path): \(error)"
        }
    }
}

/// Why `actual` does not match the golden `label` of the current test, or `nil` if it does — recording and
/// writing artifacts as the ``GoldenConfiguration/current`` configuration and `GLANCESIM_RECORD` say.
/// Framework-free apart from reading the Swift Testing test name when there is one.
///
/// ```swift
/// if let message = snapshotMismatch(of: rendered, named: "widget", testName: "clock", testFilePath: "\(#filePath)") {
///     XCTFail(message)
/// }
/// ```
public func snapshotMismatch(
    of actual: String, named label: String, testName: String, testFilePath: String, fileExtension: String = "txt"
) -> String? {
    guard !sanitizedName(label).isEmpty else {
        return "the golden label '\(label)' has no letters, digits, '_' or '-' to name a file with"
    }
    let configuration = GoldenConfiguration.current
    let mode: GoldenRecordMode
    if let configured = configuration.record {
        mode = configured
    } else {
        do {
            mode = try GoldenRecordMode.fromEnvironment()
        } catch {
            return error.message
        }
    }
    let golden = GoldenFile(
        testFilePath: testFilePath, testName: testName, label: label, configuration: configuration,
        fileExtension: fileExtension)
    return golden.verify(actual, mode: mode)
}

/// The running test's name: Swift Testing's `Test.current?.name`, else `function` (XCTest's `#function`).
func currentTestName(function: StaticString) -> String {
    Test.current?.name ?? "\(function)"
}

/// `name` with only `A-Z a-z 0-9 _ -` kept: `clockShowsTime()` → `clockShowsTime`.
func sanitizedName(_ name: String) -> String {
    String(
        name.unicodeScalars.filter { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
        }.map(Character.init))
}

/// `.build/golden-failures` in the package that holds `testFile` (the nearest folder up with a
/// `Package.swift`), else a folder in the temporary directory.
private func defaultArtifactsDirectory(near testFile: URL) -> String {
    var folder = testFile.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            return folder.appendingPathComponent(".build/golden-failures").path
        }
        folder = folder.deletingLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-golden-failures").path
}
