import Foundation
import Testing

/// The GlanceSimTesting article "Writing tests" prints two whole test files; they are the files of this target that
/// run, word for word (their own comments aside).
@Suite struct DocExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func file(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appending(path: path)), as: UTF8.self)
    }

    /// The `swift` code blocks of a Markdown file, in order.
    static func swiftBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line.hasPrefix("```") {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// The code without its whole-line comments and blank lines.
    static func code(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test(arguments: [
        (0, "Tests/GlanceSimTestingTests/ClockWidgetExampleTests.swift"),
        (1, "Tests/GlanceSimTestingTests/ReadmeGlanceExampleTests.swift"),
    ])
    func theArticlePrintsTheTestFileThatRuns(_ block: Int, _ path: String) throws {
        let blocks = Self.swiftBlocks(
            try Self.file("Sources/GlanceSimTesting/GlanceSimTesting.docc/WritingTests.md"))
        try #require(blocks.count > block)
        #expect(Self.code(blocks[block]) == Self.code(try Self.file(path)))
    }

    @Test func theExhaustiveExampleIsATestThatRuns() throws {
        let blocks = Self.swiftBlocks(
            try Self.file("Sources/GlanceSimTesting/GlanceSimTesting.docc/WritingTests.md"))
        try #require(blocks.count > 2)
        let trimmed = { (text: String) in Self.code(text).map { $0.trimmingCharacters(in: .whitespaces) } }
        let example = trimmed(blocks[2])
        let file = trimmed(try Self.file("Tests/GlanceSimTestingTests/ExhaustiveTraceTests.swift"))
        #expect(
            file.indices.contains { start in file[start...].starts(with: example) },
            "the article's exhaustive example is not a test in ExhaustiveTraceTests.swift")
    }
}
