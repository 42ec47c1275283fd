import Foundation
import GlanceSimFormats
import GlanceSimInterpreter
import Testing

@testable import GlanceSimScenarios

/// Drafts that run (issue "Model from code that never guesses", item 5): for each real-app sample, `init`'s draft
/// with nothing edited takes the place of the hand-written behaviour file, and the sample's own scenarios replay
/// on it. Counted: the expectations that do not read rendered text, state or store values (`expect calls`,
/// `work`, `alarms`/`alarm`, `receivers`, `process`, `trace` but for the model's own `app.log`) and how many of
/// them pass. `app do` steps (the app's own screens, which widget code does not show) are skipped. The table is the
/// ModelFromCode article's; a change in it is a change in what drafts get right.
@Suite struct DraftsThatRunTests {
    /// One sample's row: its scenarios, the counted expectations, how many passed, and the scenarios that
    /// stopped with an error before their end (their later expectations count as not passed), and the `app` steps
    /// skipped.
    struct Row: Equatable, CustomStringConvertible {
        var app: String
        var scenarios: Int
        var expectations: Int
        var passed: Int
        var stopped: Int
        var appActionsSkipped = 0
        /// The counted expectations that did not pass, as `scenario:line`, and each stop's error (not compared).
        var misses: [String] = []
        var description: String {
            "\(app): \(passed)/\(expectations) in \(scenarios) scenarios, \(stopped) stopped, \(appActionsSkipped) app "
                + "actions skipped; not passed: \(misses.joined(separator: ", "))"
        }
        static func == (left: Row, right: Row) -> Bool {
            (left.app, left.scenarios, left.expectations, left.passed, left.stopped, left.appActionsSkipped)
                == (
                    right.app, right.scenarios, right.expectations, right.passed, right.stopped, right.appActionsSkipped
                )
        }
    }

    /// Whether an expectation reads no rendered text, state or store value.
    static func isCounted(_ expectation: GlanceSimFormats.Expectation) -> Bool {
        switch expectation {
        case .calls, .callCount, .work, .receivers, .process, .alarms, .alarmAt, .alarmDeferred: true
        // `app.log` records are what a hand-written model logs to mark its own steps: a draft has none to log.
        case .trace(let kind, _): !kind.hasPrefix("app.")
        default: false
        }
    }

    static func row(_ app: String) throws -> Row {
        let project = try BehaviorDraftTests.copy(app)
        defer { try? FileManager.default.removeItem(atPath: project) }
        let draft = try BehaviorDraft.make(module: project + "/app")
        try Data(draft.text.utf8).write(to: URL(fileURLWithPath: project + "/app/" + AppFolder.behaviorFileName))
        var row = Row(app: app, scenarios: 0, expectations: 0, passed: 0, stopped: 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: project).sorted()
        where name.hasSuffix(".scenario") {
            let path = project + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard !text.split(separator: "\n").contains(where: { $0.hasPrefix("platform ios") }) else { continue }
            let scenario = try ScenarioParser.parse(text, path: path)
            row.scenarios += 1
            let counted = scenario.steps.filter {
                if case .expect(let expectation) = $0.action { Self.isCounted(expectation) } else { false }
            }
            row.expectations += counted.count
            let session = ScenarioSession()
            session.runner.baseDirectory = project
            var report = ScenarioReport()
            do {
                for step in scenario.steps {
                    // An app action models the app's own screens, which no widget code shows: a draft has none,
                    // so the step is skipped (counted) and the scenario goes on.
                    if case .appAction = step.action {
                        row.appActionsSkipped += 1
                        continue
                    }
                    try session.runner.run(step, into: &report)
                }
            } catch {
                row.stopped += 1
                row.misses.append("\(name) stopped: \(error)")
            }
            let passed = report.entries.filter { entry in
                guard case .expect(let expectation) = entry.step.action else { return false }
                return Self.isCounted(expectation) && entry.verdict?.passed == true
            }
            row.passed += passed.count
            let passedLines = Set(passed.map(\.step.location.line))
            row.misses += counted.filter { !passedLines.contains($0.location.line) }.map {
                "\(name):\($0.location.line)"
            }
        }
        return row
    }

    /// Measured at issue 45 (the ModelFromCode article's table).
    static let expected: [Row] = [
        Row(app: "h2r", scenarios: 4, expectations: 30, passed: 30, stopped: 0),
        Row(app: "platform-weather", scenarios: 5, expectations: 45, passed: 45, stopped: 0),
        Row(app: "hour-glass", scenarios: 5, expectations: 10, passed: 8, stopped: 1, appActionsSkipped: 10),
        Row(app: "snaptick", scenarios: 5, expectations: 25, passed: 13, stopped: 1, appActionsSkipped: 15),
        Row(app: "pixelix", scenarios: 5, expectations: 31, passed: 31, stopped: 0, appActionsSkipped: 6),
        Row(app: "shiguangschedule", scenarios: 4, expectations: 25, passed: 24, stopped: 0, appActionsSkipped: 15),
    ]

    @Test(arguments: BehaviorDraftTests.samples.map(\.app))
    func aSamplesScenariosReplayOnItsUneditedDraft(app: String) throws {
        let row = try Self.row(app)
        #expect(Self.expected.first { $0.app == app } == row, "\(row)")
    }
}
