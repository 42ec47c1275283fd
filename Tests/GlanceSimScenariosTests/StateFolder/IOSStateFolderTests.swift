import Foundation
import GlanceSim
import GlanceSimTestSupport
import GlanceSimWidgetKit
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// State folders of iOS devices (saved from `platform ios` scenarios): the same crash-safe folder as Android's,
/// whose manifest says `"platform": "ios"`, rebuilt by replaying its iOS steps.
@Suite struct IOSStateFolderTests {
    static let weather = ManifestFixtures.root + "/../../../Manifests/weather"

    /// An iOS session on the weather sample's iOS side that ran these steps after installing it.
    static func session(_ steps: [String]) throws -> IOSSession {
        let session = IOSSession()
        let setup = [
            "platform ios", "device zone Europe/Berlin time 2026-06-01T08:00 budget 12", "install \(weather)",
            "add widget WeatherWidget family small as w", "app background",
        ]
        for step in setup + steps { _ = try session.run(text: step) }
        return session
    }

    @Test func anIOSDeviceSavesAndReplaysToTheSameDevice() throws {
        let root = try StateFolderCrashTests.makeRoot("ios-round-trip")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = try Self.session(["advance 30h", "app foreground", "app reload all"])
        try StateFolder.save(session, to: root + "/st")
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/st").sorted()
        #expect(names == (IOSStateSnapshot.fileNames + [StateFolder.manifestName]).sorted())
        guard case .ios(let loaded) = try StateFolder.loadDevice(root + "/st") else {
            Issue.record("an iOS folder loaded as an Android device")
            return
        }
        // Restored from the snapshot: the trace goes on from the saved records, which are in trace.jsonl.
        #expect(loaded.device.trace.firstRecordNumber == session.device.trace.totalCount)
        #expect(
            try String(contentsOfFile: root + "/st/trace.jsonl", encoding: .utf8)
                == session.device.trace.map { $0.record.jsonLine + "\n" }.joined())
        #expect(try loaded.device.status(of: 1) == session.device.status(of: 1))
        #expect(loaded.runner.alias(of: 1) == "w")
        let manifest = try StateFolder.readManifest(root + "/st", fileSystem: POSIXStateFileSystem())
        #expect(manifest.platform == "ios")
        #expect(manifest.steps.count == 8)
    }

    @Test func androidFoldersKeepTheirManifestWithoutAPlatform() throws {
        let root = try StateFolderCrashTests.makeRoot("android-no-platform")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try StateFolder.save(try StateFolderCrashTests.session(StateFolderCrashTests.oldSteps), to: root + "/st")
        let text = String(
            decoding: FileManager.default.contents(atPath: root + "/st/glancesim-state.json")!, as: UTF8.self)
        #expect(!text.contains("platform"))
        guard case .android = try StateFolder.loadDevice(root + "/st") else {
            Issue.record("an Android folder loaded as an iOS device")
            return
        }
    }

    @Test func loadingAnIOSFolderAsAnAndroidDeviceIsAnErrorAtItsPlatform() throws {
        let root = try StateFolderCrashTests.makeRoot("ios-as-android")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try StateFolder.save(try Self.session([]), to: root + "/st")
        let error = try #require(throws: FormatError.self) { try StateFolder.load(root + "/st") }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location.path == root + "/st/glancesim-state.json")
        #expect(diagnostic.location.line > 1)
        #expect(diagnostic.message.contains("holds an iOS device (WidgetKit), not an Android one"))
    }

    @Test func theTimelinesFileSaysWhatIsOnScreenAndWhenTheNextReloadComes() throws {
        let root = try StateFolderCrashTests.makeRoot("ios-timelines")
        defer { try? FileManager.default.removeItem(atPath: root) }
        // 24 hourly reloads spend the budget of 12 plus its refill: the 08:00 reload is withheld until 09:00.
        try StateFolder.save(try Self.session(["advance 24h"]), to: root + "/st")
        let data = try #require(FileManager.default.contents(atPath: root + "/st/timelines.json"))
        let timelines = try JSONDecoder().decode([IOSStateSnapshot.TimelineFile].self, from: data)
        #expect(timelines.count == 1)
        #expect(timelines[0].alias == "w")
        #expect(timelines[0].nextReloadReason == "withheld")
        #expect(timelines[0].nextReload == "2026-06-02 09:00:00")
        #expect(timelines[0].budgetRemaining == 0)
        #expect(timelines[0].calls["timeline"] == 24)
    }

    @Test(arguments: [true, false])
    func replacingAnAndroidStateByAnIOSOneKilledAtAnyStepLeavesOneCompleteState(canExchange: Bool) throws {
        let root = try StateFolderCrashTests.makeRoot("ios-replace-\(canExchange)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/st"
        let old = try StateFolderCrashTests.session(StateFolderCrashTests.oldSteps)
        let new = try Self.session(["advance 3h"])
        try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
        let oldManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        let recorder = DyingFileSystem(root: root, canExchange: canExchange)
        try StateFolder.save(.ios(new), to: state, fileSystem: recorder, notes: { _ in })
        let steps = recorder.steps
        let newManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        #expect(newManifest.platform == "ios")
        let swap = try #require(steps.firstIndex { $0.call == "exchange" || $0.call == "rename" })
        for death in 0...steps.count {
            try StateFolderCrashTests.empty(root)
            try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
            let dying = DyingFileSystem(root: root, dieAt: death, canExchange: canExchange)
            _ = try? StateFolder.save(.ios(new), to: state, fileSystem: dying, notes: { _ in })
            var notes: [Diagnostic] = []
            let found = try StateFolderCrashTests.recovered(state, root: root, notes: &notes)
            #expect(found == (death > swap ? newManifest : oldManifest), "killed at step \(death)")
            #expect(StateFolderCrashTests.leftovers(state).isEmpty)
        }
    }
}
