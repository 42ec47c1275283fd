import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// Random day-long histories (explore's, on every sample app): after every step, the device saved as a snapshot
/// (through JSON) and restored does the next step exactly as the device that was never saved — the same records,
/// byte for byte, and the same state after it. By induction, a restored device continues any history as the
/// unsaved one would.
///
/// The suite runs 100 histories; `GLANCESIM_SNAPSHOT_HISTORIES=1000 swift test -c release --filter
/// RandomHistorySnapshotTests` runs a thousand (the docs' StateFolders article says how long it takes).
@Suite struct RandomHistorySnapshotTests {
    static let manifests = NormalizedPath.of(ManifestFixtures.root + "/../../../Manifests")
    /// The sample apps explore can run (each declares a widget provider), sorted.
    static let apps = [
        "calendar", "clock", "h2r/app", "hour-glass/app", "pixelix/app", "platform-weather/app",
        "shiguangschedule/app", "snaptick/app", "todo", "wallet", "weather",
    ]
    static let historyCount =
        ProcessInfo.processInfo.environment["GLANCESIM_SNAPSHOT_HISTORIES"].flatMap(Int.init) ?? 100

    /// What a step made: its records, or the error it threw.
    enum StepResult: Equatable {
        case records([TraceRecord])
        case error(String)
    }

    static func run(_ step: String, in session: ScenarioSession) -> StepResult {
        let before = session.device.trace.records.count
        do {
            _ = try session.run(text: step)
        } catch {
            return .error("\(error)")
        }
        return .records(Array(session.device.trace.records[before...]))
    }

    /// The first record that differs, or that the states after the step differ.
    static func difference(_ actual: StepResult, _ expected: StepResult) -> String {
        guard case .records(let actual) = actual, case .records(let expected) = expected else {
            return "\(actual)\n\(expected)"
        }
        if let pair = zip(actual, expected).first(where: { $0 != $1 }) {
            return "\(pair.0.jsonLine)\n\(pair.1.jsonLine)"
        }
        return actual.count == expected.count
            ? "(its state after the step differs)" : "(\(actual.count) records, not \(expected.count))"
    }

    @Test func everySampleAppLoadsForExploring() throws {
        for app in Self.apps {
            _ = try ExploredApp(folder: Self.manifests + "/" + app, deviceLine: Exploration(app: "").deviceLine)
        }
    }

    /// The histories, in four parts that run side by side.
    static let parts = Array(0..<4)

    @Test(arguments: parts)
    func aRestoredDeviceDoesEveryNextStepAsTheUnsavedOne(part: Int) throws {
        var loaded: [String: ExploredApp] = [:]
        var stepsChecked = 0
        for index in stride(from: part, to: Self.historyCount, by: Self.parts.count) {
            let name = Self.apps[index % Self.apps.count]
            let app =
                try loaded[name]
                ?? ExploredApp(
                    folder: Self.manifests + "/" + name, deviceLine: Exploration(app: "").deviceLine)
            loaded[name] = app
            let seed = SplitMix64.seed(26, run: index)
            let manifest = app.manifest
            let load: ScenarioRunner.AppLoader = { _, _ throws(FormatError) in manifest.manifest }
            let unsaved = try ScenarioSession(traceMode: .full, loadApp: load)
            // The first histories go through JSON at every step (as a state folder does); the rest restore the
            // snapshot as it is, which is what JSON gives back (the samples' suite checks that at every step).
            let throughJSON = index < 20
            var saved = try unsaved.snapshot()
            // Explore's history, drawn step by step from the unsaved device as explore draws it.
            var history = ExploreHistory(seed: seed, app: app, span: .days(1))
            var header = app.header[...]
            var number = 0
            while let step = header.popFirst() ?? history.nextStep(on: unsaved.runner) {
                let restoring =
                    throughJSON
                    ? try JSONDecoder().decode(ScenarioRunnerSnapshot.self, from: StateFolderCrashTests.encoded(saved))
                    : saved
                let restored = try ScenarioSession(
                    restoring: restoring, steps: unsaved.steps, traceMode: .full, loadApp: load)
                let expected = Self.run(step, in: unsaved)
                let actual = Self.run(step, in: restored)
                stepsChecked += 1
                saved = try unsaved.snapshot()
                guard actual == expected, try restored.snapshot() == saved else {
                    let difference = Self.difference(actual, expected)
                    Issue.record(
                        "\(name), seed \(seed), step \(number) '\(step)': the restored device did otherwise\n\(difference)"
                    )
                    return
                }
                if case .error = expected { break }
                number += 1
            }
        }
        #expect(stepsChecked > Self.historyCount / Self.parts.count * 10)
    }
}
