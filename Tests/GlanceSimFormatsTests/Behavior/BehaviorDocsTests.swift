import FoundationEssentials
import GlanceSim
import GlanceSimFormats
import Testing

@Suite struct BehaviorDocsTests {
    /// The `json5` code blocks of `Docs-behavior.md`, in order.
    private func examples() throws -> [String] {
        let docs = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Docs-behavior.md")
        let text = String(decoding: try Data(contentsOf: docs), as: UTF8.self)
        return text.split(separator: "```json5\n", omittingEmptySubsequences: false).dropFirst().map {
            String($0.split(separator: "```", maxSplits: 1, omittingEmptySubsequences: false)[0])
        }
    }

    @Test func theDocumentedCompleteExampleLoadsAssemblesAndRuns() throws {
        let example = try #require(try examples().first)
        let package = "com.example.clock"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".ClockReceiver", package: package)])
        let device = try BehaviorTestSupport.install(description, example)
        let id = try device.addWidget(
            ComponentName(packageName: package, className: ".ClockReceiver"), sizes: [DpSize(width: 260, height: 120)])
        try device.advance(by: .minutes(2))
        let shown = try device.renderWidget(id)
        #expect(shown.contains("\"09:02\""))
        #expect(shown.contains("\"Monday 5 January\""))
        try device.click(id, on: .text("Refresh"))
        try device.advance(by: .seconds(1))
        #expect(device.trace.count(of: .appLog) >= 2)
    }
}
