import Foundation
import Testing

/// Runs `body` and expects it to report exactly one issue, `message`, at `line` of the calling file — the
/// helper's caller, not the helper.
func expectIssue(
    _ message: String,
    atLine line: Int,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
            && issue.sourceLocation?.fileID == sourceLocation.fileID
    }
}

/// A new empty folder in the temporary directory, for goldens and app folders the tests write.
func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// Writes `text` to `path`, creating folders.
func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// The text of the file at `path`, or `nil` if there is none.
func contents(of path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
}
