import Foundation
import GlanceSim
import GlanceSimTestSupport
import GlanceSimWidgetKit
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// An iOS session saved as a snapshot of its complete state (``IOSSessionSnapshot``) and restored from it
/// continues byte-identically to one that was never saved, after any step of every iOS sample scenario.
@Suite struct IOSSnapshotTests {
    static let manifests = NormalizedPath.of(ManifestFixtures.root + "/../../../Manifests")

    /// Every sample scenario whose platform is iOS (a line `platform ios`), sorted.
    static let iosScenarios: [String] = {
        let files = FileManager.default.enumerator(atPath: manifests)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".scenario") }.sorted().filter { file in
            let text = (try? String(contentsOfFile: manifests + "/" + file, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains("platform ios")
        }
    }()

    /// The snapshot as the state folder writes it.
    static func encoded(_ snapshot: IOSSessionSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(snapshot)
    }

    /// A fresh session that ran `steps` of `scenario` from its folder.
    static func session(_ scenario: IOSScenario, _ steps: ArraySlice<IOSStep>) throws -> IOSSession {
        let session = IOSSession()
        try run(steps, of: scenario, in: session)
        return session
    }

    /// Runs `steps` of `scenario` from its folder in `session`; what each step said (its records and verdict).
    @discardableResult
    static func run(_ steps: ArraySlice<IOSStep>, of scenario: IOSScenario, in session: IOSSession) throws -> [String] {
        let folder = (scenario.path as NSString).deletingLastPathComponent
        let report = try session.run(IOSScenario(path: scenario.path, steps: Array(steps)), baseDirectory: folder)
        return report.entries.map { entry in
            "\(entry.step.text): \(entry.records) " + (entry.verdict.map { "\($0.passed) \($0.message)" } ?? "")
        }
    }

    /// A session saved after the weather sample's widget was added (its policy is pending in the event queue).
    static func weatherSnapshot() throws -> IOSSessionSnapshot {
        let session = IOSSession()
        for step in [
            "platform ios", "device zone Europe/Berlin time 2026-06-01T08:00", "install \(manifests)/weather",
            "add widget WeatherWidget family small as w",
        ] { _ = try session.run(text: step) }
        return try JSONDecoder().decode(IOSSessionSnapshot.self, from: encoded(session.snapshot()))
    }

    @Test func theSamplesHaveIOSScenarios() {
        #expect(Self.iosScenarios.count >= 4)
    }

    @Test(arguments: iosScenarios)
    func aSessionRestoredAfterAnyStepContinuesByteIdentically(file: String) throws {
        let path = Self.manifests + "/" + file
        let scenario = try IOSScenarioParser.parse(try ScenarioSession.readScript(path), path: path)
        let unsaved = IOSSession()
        let unsavedSteps = try Self.run(scenario.steps[...], of: scenario, in: unsaved)
        let unsavedFinal = try Self.encoded(unsaved.snapshot())
        for k in 0...scenario.steps.count {
            let saved = try Self.session(scenario, scenario.steps[..<k])
            let data = try Self.encoded(saved.snapshot())
            let restored = try IOSSession(restoring: JSONDecoder().decode(IOSSessionSnapshot.self, from: data))
            #expect(try Self.encoded(restored.snapshot()) == data, "\(file): restored at \(k), it is another state")
            let first = restored.device.trace.firstRecordNumber
            #expect(first == saved.device.trace.totalCount)
            let steps = try Self.run(scenario.steps[k...], of: scenario, in: restored)
            #expect(steps == Array(unsavedSteps[k...]), "\(file): the steps after \(k) say other things")
            let trace = restored.device.trace
            #expect(trace.totalCount == unsaved.device.trace.totalCount, "\(file): record count after step \(k)")
            for number in trace.indices where number < unsaved.device.trace.totalCount {
                let expected = unsaved.device.trace[number]
                #expect(
                    trace[number].record.jsonLine == expected.record.jsonLine
                        && trace[number].description == expected.description,
                    "\(file), restored after step \(k): record \(number) differs")
            }
            #expect(try Self.encoded(restored.snapshot()) == unsavedFinal, "\(file): final state, restored at \(k)")
        }
    }

    @Test func aQueueReferringToAMissingSlotIsASnapshotError() throws {
        var snapshot = try Self.weatherSnapshot()
        snapshot.runner.device.loop.value.queue.heap.append(.init(deadline: 0, sequence: 99, slot: 99, generation: 0))
        let error = try #require(throws: SnapshotError.self) { try IOSSession(restoring: snapshot) }
        #expect(error.description.contains("slot"))
    }

    @Test func twoWidgetsOfOneIdAreASnapshotError() throws {
        var snapshot = try Self.weatherSnapshot()
        snapshot.runner.device.widgets.instances.append(snapshot.runner.device.widgets.instances[0])
        let error = try #require(throws: SnapshotError.self) { try IOSSession(restoring: snapshot) }
        #expect(error.description == "two widgets have the id 1")
    }

    @Test func anAppFolderWithoutAnIOSSideAnyMoreIsASnapshotError() throws {
        var snapshot = try Self.weatherSnapshot()
        snapshot.runner.appFolder = "/nonexistent/weather"
        let error = try #require(throws: SnapshotError.self) { try IOSSession(restoring: snapshot) }
        #expect(error.description.contains("'/nonexistent/weather' has no iOS side any more"))
    }

    @Test func aWidgetOfAKindTheAppLacksIsASnapshotError() throws {
        var snapshot = try Self.weatherSnapshot()
        snapshot.runner.device.widgets.instances[0].kind = "GoneWidget"
        let error = try #require(throws: SnapshotError.self) { try IOSSession(restoring: snapshot) }
        #expect(error.description.contains("'GoneWidget'"))
    }

    @Test func aRestoredTraceIsIndexedByRecordNumber() throws {
        let snapshot = try Self.weatherSnapshot()
        let restored = try IOSSession(restoring: snapshot)
        let first = snapshot.runner.device.trace.totalCount
        _ = try restored.run(text: "advance 2h")
        #expect(restored.device.trace.startIndex == first)
        #expect(restored.device.trace.first?.event.kind == "wk.reload.request")
        #expect(restored.device.trace.totalCount == first + restored.device.trace.records.count)
    }
}
