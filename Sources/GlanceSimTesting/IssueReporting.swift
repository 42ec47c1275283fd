import Testing
import XCTest

/// Reports a test failure at the caller's location to whichever framework is running the test: Swift
/// Testing when a `Test` is current, XCTest otherwise.
///
/// Helpers take `fileID`/`filePath`/`line`/`column` defaults rather than `#_sourceLocation`, so XCTest
/// callers need not import Testing.
public func reportIssue(
    _ message: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
                column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
