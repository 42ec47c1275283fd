public import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
public import GlanceSimScenarios

/// Explores `runs` random device histories of the app in `app` (see ``GlanceSimFormats/Exploration``) and
/// reports each invariant broken as a test issue, with the shrunk scenario and how to rerun exactly that
/// failure. Works under Swift Testing and XCTest.
///
/// ```swift
/// @Test func weatherStaysFresh() {
///     explore(app: "Manifests/weather", invariants: [.maxContentAge(.hours(2))], runs: 500, seed: 7)
/// }
/// ```
/// - Returns: The failures, for further checks.
@discardableResult
public func explore(
    app: String,
    invariants: [Invariant] = [],
    runs: Int = 200,
    seed: UInt64 = 1,
    span: SimDuration = .days(1),
    includeBuiltIn: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [ExploreFailure] {
    var exploration = Exploration(app: app, invariants: invariants)
    exploration.runs = runs
    exploration.seed = seed
    exploration.span = span
    exploration.includeBuiltIn = includeBuiltIn
    let failures: [ExploreFailure]
    do {
        failures = try exploration.run()
    } catch {
        reportIssue("cannot explore \(app): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return []
    }
    for failure in failures {
        reportIssue(
            "invariant '\(failure.invariant)' broken in run \(failure.run) of seed \(seed): \(failure.message)\n"
                + "rerun exactly this failure: explore(app: \"\(app)\", runs: \(failure.run + 1), seed: \(seed), "
                + "span: .milliseconds(\(span.milliseconds))), or replay the shrunk scenario:\n"
                + failure.scenarioText,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failures
}
