import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTesting
import Testing

/// `explore(app:…)` in tests: each broken invariant is an issue with the shrunk scenario and a rerun line.
@Suite struct ExploreHelperTests {
    static let clock = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Manifests/clock").path

    @Test func aBrokenInvariantIsReportedWithItsRerun() throws {
        var failures: [ExploreFailure] = []
        withKnownIssue {
            failures = explore(
                app: Self.clock, invariants: [.maxContentAge(.minutes(2))], runs: 30, seed: 3, span: .hours(3),
                includeBuiltIn: false)
        } matching: { issue in
            issue.comments.description.contains("rerun exactly this failure")
                || "\(issue)".contains("rerun exactly this failure")
        }
        let failure = try #require(failures.first as ExploreFailure?)
        #expect(failure.invariant == "max-content-age 2m")
        // Rerunning up to that run finds the same failure.
        withKnownIssue {
            let again = explore(
                app: Self.clock, invariants: [.maxContentAge(.minutes(2))], runs: failure.run + 1, seed: 3,
                span: .hours(3), includeBuiltIn: false)
            #expect(again == failures)
        }
    }
}
