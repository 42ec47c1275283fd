import Foundation
import GlanceSim
import GlanceSimTesting
import XCTest

/// The helpers from XCTest, with no `import Testing`: they build, report through XCTest, and name goldens
/// after `#function`.
final class XCTestHelperTests: XCTestCase {
    func testExpectationsPassUnderXCTest() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00", sdk: 34)
        try device.install(tallyManifest())
        let id = try device.addWidget("TallyReceiver")
        try device.advance(by: .zero)
        try device.click(id, on: .text("Add"))
        try device.advance(by: .zero)
        expectCalls(device, receiver: "TallyReceiver", ["onEnabled", "onUpdate [1]"])
        expectGlanceState(device, widget: id, TallyWidget.count, equals: 1)
        expectRendered(device, widget: id, contains: "Tally: 1")
        expectWork(device, .uniqueName("tally-sync"), state: .enqueued, runCount: 1)
        XCTAssertEqual(callsMismatch(device, receiver: "TallyReceiver", ["onEnabled"])?.isEmpty, false)
    }

    func testGoldenIsNamedAfterTheTestFunction() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-xctest-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = folder + "/XCTestHelperTests/testGoldenIsNamedAfterTheTestFunction.text.txt"
        try FileManager.default.createDirectory(
            atPath: folder + "/XCTestHelperTests", withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: golden))
        withGoldenConfiguration(GoldenConfiguration(record: .never, snapshotDirectory: folder)) {
            expectSnapshot(of: "hello", named: "text")
        }
    }
}
