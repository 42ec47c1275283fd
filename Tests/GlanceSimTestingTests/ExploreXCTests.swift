import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTesting
import XCTest

/// `explore(app:…)` under XCTest (no `import Testing`): a broken invariant is an XCTest failure carrying the
/// shrunk scenario and the rerun line; an exploration that breaks nothing reports nothing.
final class ExploreXCTests: XCTestCase {
    static let clock = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Manifests/clock").path

    /// The failures `explore` records while ``captured`` is set, kept instead of failing this test.
    private var captured: [String]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if captured != nil {
            captured!.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testABrokenInvariantIsAnXCTestFailureWithTheRerunAndTheScenario() {
        captured = []
        let failures = explore(
            app: Self.clock, invariants: [.maxContentAge(.minutes(2))], runs: 30, seed: 3, span: .hours(3),
            includeBuiltIn: false)
        let messages = captured ?? []
        captured = nil
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(messages.count, 1)
        let message = messages.first ?? ""
        XCTAssertTrue(message.contains("invariant 'max-content-age 2m' broken in run \(failures.first?.run ?? -1)"))
        XCTAssertTrue(message.contains("rerun exactly this failure: explore(app: \"\(Self.clock)\""))
        XCTAssertTrue(message.contains("invariant max content age 2m\n"), message)
    }

    func testAnExplorationThatBreaksNothingReportsNothing() {
        let failures = explore(
            app: Self.clock, invariants: [.maxContentAge(.days(400))], runs: 5, span: .hours(1), includeBuiltIn: false)
        XCTAssertEqual(failures, [])
    }
}
