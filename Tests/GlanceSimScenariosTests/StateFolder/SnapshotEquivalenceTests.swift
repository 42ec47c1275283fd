import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// An Android session saved as a snapshot of its complete state (``ScenarioRunnerSnapshot``) and restored from it
/// continues byte-identically to one that was never saved, after any step of every Android sample scenario.
@Suite struct SnapshotEquivalenceTests {
    static let manifests = NormalizedPath.of(ManifestFixtures.root + "/../../../Manifests")

    /// Every sample scenario for Android (not `platform ios`, not a comparison), sorted.
    static let androidScenarios: [String] = {
        let files = FileManager.default.enumerator(atPath: manifests)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".scenario") }.sorted().filter { file in
            let text = (try? String(contentsOfFile: manifests + "/" + file, encoding: .utf8)) ?? ""
            return !text.split(separator: "\n").contains("platform ios") && !ScenarioParser.isCompareScript(text)
        }
    }()

    /// What each step of `steps` said: its record numbers and verdict.
    static func run(_ steps: ArraySlice<ScenarioStep>, of scenario: Scenario, in session: ScenarioSession) throws
        -> [String]
    {
        let folder = (scenario.path as NSString).deletingLastPathComponent
        let report = try session.run(Scenario(path: scenario.path, steps: Array(steps)), baseDirectory: folder)
        return report.entries.map { entry in
            "\(entry.step.text): \(entry.records) " + (entry.verdict.map { "\($0.passed) \($0.message)" } ?? "")
        }
    }

    @Test func theSamplesHaveAndroidScenarios() {
        #expect(Self.androidScenarios.count >= 25)
    }

    @Test(arguments: androidScenarios)
    func aSessionRestoredAfterAnyStepContinuesByteIdentically(file: String) throws {
        let path = Self.manifests + "/" + file
        let scenario = try ScenarioParser.parse(try ScenarioSession.readScript(path), path: path)
        let unsaved = ScenarioSession()
        let unsavedSteps = try Self.run(scenario.steps[...], of: scenario, in: unsaved)
        let unsavedRecords = unsaved.device.trace.records.map(\.jsonLine)
        let unsavedFinal = try StateFolderCrashTests.encoded(unsaved.snapshot())
        // One session goes through the steps; after each, it is saved, and a restored copy runs the rest.
        let saved = ScenarioSession()
        for k in 0...scenario.steps.count {
            if k > 0 { _ = try Self.run(scenario.steps[(k - 1)..<k], of: scenario, in: saved) }
            let data = try StateFolderCrashTests.encoded(saved.snapshot())
            let restored = try ScenarioSession(
                restoring: JSONDecoder().decode(ScenarioRunnerSnapshot.self, from: data), steps: saved.steps,
                traceMode: .full)
            #expect(
                try StateFolderCrashTests.encoded(restored.snapshot()) == data,
                "\(file): restored after step \(k), another state")
            let first = restored.device.trace.firstRecordNumber
            #expect(first == saved.device.trace.totalCount)
            let steps = try Self.run(scenario.steps[k...], of: scenario, in: restored)
            #expect(steps == Array(unsavedSteps[k...]), "\(file): the steps after \(k) say other things")
            let records = restored.device.trace.records.map(\.jsonLine)
            #expect(first + records.count == unsavedRecords.count, "\(file): record count, restored after step \(k)")
            if let index = records.indices.first(where: {
                first + $0 < unsavedRecords.count && records[$0] != unsavedRecords[first + $0]
            }) {
                Issue.record(
                    "\(file), restored after step \(k): record \(first + index) differs:\n\(records[index])\n\(unsavedRecords[first + index])"
                )
            }
            #expect(
                try StateFolderCrashTests.encoded(restored.snapshot()) == unsavedFinal,
                "\(file): final state, restored at \(k)")
        }
    }
}
