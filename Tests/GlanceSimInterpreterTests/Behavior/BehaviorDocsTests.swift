import FoundationEssentials
import GlanceSim
import GlanceSimTestSupport
import GlanceSimWidgetKit
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter

/// The behaviour-file reference (the DocC article `BehaviorFiles.md`), the `ios` section in the article "The
/// WidgetKit mode" and the README's walkthrough: every `json5` block is a whole behaviour file that loads,
/// installs and runs without crashing the app.
@Suite struct BehaviorDocsTests {
    private static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `json5` code blocks of a Markdown file, in order, with the line each starts on.
    static func examples(_ path: String) throws -> [(line: Int, text: String)] {
        let text = String(decoding: try Data(contentsOf: root.appending(path: path)), as: UTF8.self)
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, lines: [Substring])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.line, block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line == "```json5" {
                current = (number + 2, [])
            }
        }
        return blocks
    }

    static let reference = "Sources/GlanceSimFormats/GlanceSimFormats.docc/BehaviorFiles.md"

    @Test func theReferenceExistsOnceAndHasTheExamples() throws {
        #expect(!FileManager.default.fileExists(atPath: Self.root.appending(path: "Docs-behavior.md").path))
        #expect(try Self.examples(Self.reference).count >= 8)
    }

    static let widgetKitMode = "Sources/GlanceSimWidgetKit/GlanceSimWidgetKit.docc/WidgetKitMode.md"

    @Test func theWidgetKitModeArticleHasTheIOSSectionExample() throws {
        #expect(try Self.examples(Self.widgetKitMode).contains { $0.text.contains("ios: {") })
    }

    @Test(arguments: [reference, widgetKitMode, "README.md"])
    func everyExampleLoadsInstallsAndRunsWithoutCrashingTheApp(_ file: String) throws {
        for example in try Self.examples(file) {
            let spec: BehaviorSpec
            do {
                spec = try BehaviorLoader.parse(text: example.text, path: "\(file):\(example.line)")
            } catch {
                Issue.record("the example at \(file):\(example.line) does not load: \(error)")
                continue
            }
            try Self.runIOSSide(example.text, at: "\(file):\(example.line)")
            let package = "com.example.agenda"
            let description = Self.description(for: spec, package: package)
            let device = try BehaviorTestSupport.install(description, example.text)
            for receiver in description.receivers where receiver.appWidgetProvider != nil {
                _ = try device.addWidget(receiver.component)
                _ = try device.addWidget(receiver.component)
            }
            try device.advance(by: .minutes(2))
            for receiver in description.receivers {
                for filter in receiver.intentFilters {
                    for action in filter.actions where action != IntentAction.appWidgetUpdate {
                        try device.sendBroadcast(Intent(component: receiver.component, action: action))
                    }
                }
            }
            try device.advance(by: .days(1))
            let crashes = device.trace.records.filter { $0.kind == .appCrash || $0.kind == .appWarning }
            #expect(crashes.isEmpty, "the example at \(file):\(example.line) crashed: \(crashes)")
            #expect(device.trace.totalCount > 0)
        }
    }

    /// A manifest for an example: a receiver with a widget, lifecycle callbacks or an overridden dispatch is a
    /// widget provider; any other a plain receiver for the actions its `onReceive` names.
    static func description(for spec: BehaviorSpec, package: String) -> AppDescription {
        let receivers = spec.receivers.map { receiver -> ComponentDescription in
            let isProvider = receiver.widget != nil || !receiver.lifecycle.isEmpty || receiver.dispatch == .override
            let actions = receiver.onReceive.map(\.action).filter { $0 != "*" }
            if isProvider {
                var component = BehaviorTestSupport.widgetReceiver(receiver.className, package: package)
                component.intentFilters = [IntentFilter(actions: [IntentAction.appWidgetUpdate] + actions)]
                return component
            }
            return BehaviorTestSupport.plainReceiver(
                receiver.className, package: package, actions: actions.isEmpty ? ["com.example.ANY"] : actions)
        }
        var app = BehaviorTestSupport.app(
            package, receivers: receivers,
            activities: [BehaviorTestSupport.activity(".AddItemActivity", package: package)])
        // A `services` entry's service, declared as a RemoteViewsService must be.
        app.services = spec.services.map { service in
            ComponentDescription(
                className: service.className,
                component: ComponentName(packageName: package, className: service.className), exported: false,
                permission: RemoteViewsService.bindPermission,
                location: SourceLocation(path: "AndroidManifest.xml", line: 14, column: 9))
        }
        return app
    }

    @Test func theDocumentedCompleteExampleShowsTheClockAndRefreshes() throws {
        let example = try #require(try Self.examples(Self.reference).first)
        let package = "com.example.clock"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".ClockReceiver", package: package)])
        let device = try BehaviorTestSupport.install(description, example.text)
        let id = try device.addWidget(
            ComponentName(packageName: package, className: ".ClockReceiver"), sizes: [DpSize(width: 260, height: 120)])
        try device.advance(by: .minutes(2))
        let shown = try device.renderWidget(id)
        #expect(shown.contains("\"09:02\""))
        #expect(shown.contains("\"Monday 5 January\""))
        try device.click(id, on: .text("Refresh"))
        try device.advance(by: .seconds(1))
        let logs = device.trace.records.filter { $0.kind == .appLog }.map(\.details)
        #expect(logs.contains("refreshed \(id) from button"))
        #expect(logs.contains("sync attempt 0"))
    }

    /// An example's `ios` section, if it has one, installs on a WidgetKit device and runs a day with a widget of
    /// each kind.
    static func runIOSSide(_ text: String, at path: String) throws {
        guard let ios = try JSON5Reader.read(text, path: path).member("ios") else { return }
        let spec = try IOSSideDecoder.decode(ios.value)
        let device = WidgetKitDevice(timeZone: .utc, localTime: LocalDateTime(year: 2026, month: 6, day: 1))
        try device.install(spec.app())
        for kind in spec.kinds {
            let id = try device.addWidget(kind: kind.name, family: kind.families[0])
            #expect(try device.providerCalls(id, .timeline) == 1, "\(path): adding \(kind.name) asked for no timeline")
        }
        try device.advance(by: .days(1))
    }
}
