import GlanceSim
import GlanceSimTesting
import XCTest

/// `expectSettled` under XCTest (no `import Testing`): an unsettled device is one XCTest failure carrying the
/// message; a settled one reports nothing.
final class SettledXCTests: XCTestCase {
    /// The failures recorded while ``captured`` is set, kept instead of failing this test.
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

    func testAnUnsettledDeviceIsAnXCTestFailureAndASettledOneIsNot() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00", sdk: 34)
        try device.install(tallyManifest())
        _ = try device.addWidget("TallyReceiver")
        var cursor = TraceCursor(device.trace)
        captured = []
        expectSettled(device)
        let messages = captured ?? []
        captured = nil
        let expected = try XCTUnwrap(settledMismatch(device))
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix(expected) ?? false, "\(messages)")

        try device.advance(by: .zero)
        captured = []
        expectSettled(device, unasserted: [.widgetCallback], since: &cursor)
        let unasserted = captured ?? []
        captured = nil
        XCTAssertEqual(unasserted.count, 1)
        XCTAssertTrue(unasserted.first?.contains("went unasserted since the last check") ?? false)

        expectSettled(device)
        expectSettled(device, unasserted: [.widgetCallback], since: &cursor)
    }
}
