import Foundation
import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

/// One scenario run on an app's Android side and its iOS side at once (`glancesim compare`): after each step, what
/// each platform's widgets show and what it cost, and whether they differ.
///
/// A compare scenario starts with `compare`; its steps are said once for both platforms — `device zone Z time T`,
/// `install DIR`, `add widget NAME android PROVIDER ios KIND [FAMILY]`, `remove widget NAME`, `advance D`,
/// `tap NAME text "T"` (…) — or for one side, `android: STEP` / `ios: STEP` (the Android or iOS scenario step,
/// expectations included).
///
/// ```swift
/// let comparison = try PlatformComparison.run(path: "Manifests/clock/compare.scenario")
/// for step in comparison.steps where step.differs { print(step.text) }
/// ```
public struct PlatformComparison: Sendable {
    /// What one platform's widgets showed after a step, and what the step cost there.
    public struct Side: Sendable {
        /// Each widget's texts, by its name, in the order the widgets were added.
        public var widgets: [(name: String, texts: [String])]
        /// The step's trace records per kind that count as cost (`broadcast.deliver`, `work.start`,
        /// `process.start`, `widget.views`; `wk.provider.timeline`, `wk.budget.debit`, `wk.reload.withheld`).
        public var cost: [String: Int]
        /// The step's verdict, for an expectation on this side.
        public var verdict: ScenarioReport.Verdict?
        /// Whether the step ran on this side.
        public var ran: Bool
    }

    /// One step of the comparison.
    public struct Step: Sendable {
        public var line: Int
        public var text: String
        public var android: Side
        public var ios: Side
        /// Whether each platform's widgets show something else after the step than before it.
        public var androidChanged: Bool
        public var iosChanged: Bool
        /// Whether the step changed one platform's widgets and not the other's: where the two diverge (their
        /// designs may label things differently; what matters is that one moved and the other did not).
        public var differs: Bool { androidChanged != iosChanged }
        /// Whether it is an expectation (on either side).
        public var isExpectation: Bool { android.verdict != nil || ios.verdict != nil }
    }

    public var path: String
    public var steps: [Step]

    /// The cost kinds, in the order they are printed.
    public static let androidCosts = ["broadcast.deliver", "work.start", "process.start", "widget.views"]
    public static let iosCosts = ["wk.provider.timeline", "wk.budget.debit", "wk.reload.withheld"]

    /// Whether `text` is a compare scenario (its first step is `compare`).
    public static func isComparison(_ text: String) -> Bool { ScenarioParser.isCompareScript(text) }

    /// Reads and runs the compare scenario at `path`.
    /// - Throws: ``FormatError`` at a line that does not parse or a step that cannot run on either side.
    public static func run(path: String) throws(FormatError) -> PlatformComparison {
        try run(path: path, android: ScenarioSession(), ios: IOSScenarioRunner(baseDirectory: "."))
    }

    /// `error` with its positions on the compare line moved from the step's columns to the line's (a step the line
    /// is written differently from: `tap` as `click`, `add widget` as each side's own).
    static func pointingIntoTheLine(
        _ error: FormatError, _ line: ComparisonLines, _ map: [(step: Int, line: Int)], path: String
    ) -> FormatError {
        guard !map.isEmpty else { return error }
        return FormatError(
            error.diagnostics.map { diagnostic in
                guard diagnostic.location.path == path, diagnostic.location.line == line.number else {
                    return diagnostic
                }
                var moved = diagnostic
                moved.location.column = ComparisonLines.lineColumn(diagnostic.location.column, map)
                return moved
            })
    }

    /// Reads and runs the compare scenario at `path` on a prepared Android session and iOS runner — with
    /// observers on their traces, say (`glancesim report` draws both platforms' lanes this way) — and hands
    /// each step to `stepDidRun` as soon as it has run on both sides. The session's trace may be in any mode;
    /// the runner's ``IOSScenarioRunner/baseDirectory`` becomes the file's folder.
    /// - Throws: ``FormatError`` at a line that does not parse or a step that cannot run on either side.
    public static func run(
        path: String, android: ScenarioSession, ios: IOSScenarioRunner, stepDidRun: ((Step) -> Void)? = nil
    ) throws(FormatError) -> PlatformComparison {
        let text = try ScenarioSession.readScript(path)
        let base = (path as NSString).deletingLastPathComponent
        let baseDirectory = base.isEmpty ? "." : base
        let lines = try ComparisonLines.parse(text, path: path)
        ios.baseDirectory = baseDirectory
        var names: [String] = []
        var comparison = PlatformComparison(path: path, steps: [])
        for line in lines {
            if let name = line.addedWidget { names.append(name) }
            let androidBefore = androidCosts.map { android.device.trace.count(of: TraceKind(rawValue: $0)) }
            let iosBefore = iosCosts.map { ios.device.trace.count(of: $0) }
            var androidVerdict: ScenarioReport.Verdict?
            var iosVerdict: ScenarioReport.Verdict?
            if let step = line.android {
                let padded = String(repeating: "\n", count: line.number - 1) + step
                do {
                    let scenario = try ScenarioParser.parse(padded, path: path)
                    let report = try android.run(scenario, baseDirectory: baseDirectory)
                    androidVerdict = report.entries.last?.verdict
                } catch {
                    throw Self.pointingIntoTheLine(error, line, line.androidColumns, path: path)
                }
            }
            if let step = line.ios {
                let padded = String(repeating: "\n", count: line.number - 1) + step
                do {
                    let report = try ios.run(try IOSScenarioParser.parse(padded, path: path))
                    iosVerdict = report.entries.last?.verdict
                } catch {
                    throw Self.pointingIntoTheLine(error, line, line.iosColumns, path: path)
                }
            }
            let androidShownBefore = comparison.steps.last?.android.widgets.map { $0.texts } ?? []
            let iosShownBefore = comparison.steps.last?.ios.widgets.map { $0.texts } ?? []
            let androidSide = Side(
                widgets: names.map { ($0, androidTexts(android, $0)) },
                // Counted, not read from the records: a session streaming its trace keeps none.
                cost: Dictionary(
                    uniqueKeysWithValues: zip(androidCosts, androidBefore).map { kind, before in
                        (kind, android.device.trace.count(of: TraceKind(rawValue: kind)) - before)
                    }),
                verdict: androidVerdict, ran: line.android != nil)
            let iosSide = Side(
                widgets: names.map { ($0, iosTexts(ios, $0)) },
                cost: Dictionary(
                    uniqueKeysWithValues: zip(iosCosts, iosBefore).map { kind, before in
                        (kind, ios.device.trace.count(of: kind) - before)
                    }),
                verdict: iosVerdict, ran: line.ios != nil)
            let step = Step(
                line: line.number, text: line.text, android: androidSide, ios: iosSide,
                androidChanged: Self.changed(androidShownBefore, androidSide.widgets.map { $0.texts }),
                iosChanged: Self.changed(iosShownBefore, iosSide.widgets.map { $0.texts }))
            comparison.steps.append(step)
            stepDidRun?(step)
        }
        return comparison
    }

    /// What a widget shows on Android: its texts, `(not drawn yet)`, or `(removed)`.
    private static func androidTexts(_ session: ScenarioSession, _ name: String) -> [String] {
        guard let id = try? session.runner.widgetID(named: name), session.device.widgetIDs().contains(id) else {
            return ["(removed)"]
        }
        guard let layout = session.device.shownLayout(id) else { return ["(not drawn yet)"] }
        return texts(layout)
    }

    /// What a widget shows on iOS: its texts, `(placeholder)` first while the placeholder shows, or `(removed)`.
    private static func iosTexts(_ runner: IOSScenarioRunner, _ name: String) -> [String] {
        guard let id = try? runner.widget(name, .file("")), let root = try? runner.device.render(id),
            let shown = try? runner.device.shownEntry(id)
        else { return ["(removed)"] }
        return (shown.isPlaceholder ? ["(placeholder)"] : []) + texts(root)
    }

    /// Whether the widgets show something else now; a widget added by the step counts as a change only once it
    /// is drawn.
    private static func changed(_ before: [[String]], _ after: [[String]]) -> Bool {
        for (index, texts) in after.enumerated() {
            let previous = index < before.count ? before[index] : ["(not drawn yet)"]
            if texts != previous { return true }
        }
        return false
    }

    /// The texts a widget shows, in tree order; a check box or switch says whether it is on (`☑ Buy milk`).
    private static func texts(_ root: GlanceNode) -> [String] {
        root.findNodes(GlanceNodeMatcher(description: "has text") { $0.text != nil }).filter(\.isShown).compactMap {
            found -> String? in
            switch found.node.kind {
            case .checkBox(let text, let checked), .switchToggle(let text, let checked):
                return (checked ? "☑ " : "☐ ") + text
            default:
                return found.node.text.flatMap { $0.isEmpty ? nil : $0 }
            }
        }
    }
}
