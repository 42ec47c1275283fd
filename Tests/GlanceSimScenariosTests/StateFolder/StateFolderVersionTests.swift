import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// Version 3 state folders: the snapshot they are restored from, what `--verify` checks, how older folders and
/// older snapshots are migrated (their steps replayed) and newer ones refused, and the trace they keep — the last
/// 10,000 records, or with `--full-trace` every record in parts.
@Suite struct StateFolderVersionTests {
    static let manifests = NormalizedPath.of(ManifestFixtures.root + "/../../../Manifests")
    let root: String
    let state: String
    let manager = FileManager.default

    init() throws {
        root = try StateFolderCrashTests.makeRoot("versions-\(UInt32.random(in: 0...UInt32.max))")
        state = root + "/st"
    }

    func cleanUp() { try? manager.removeItem(atPath: root) }

    /// The clock sample with a widget: steps that install an app folder.
    static let clockSteps = ["install \(manifests)/clock", "add widget .ClockReceiver as c", "advance 1h"]

    static func session(_ steps: [String], traceMode: Trace.Mode = .full, savable: Bool = false) throws
        -> ScenarioSession
    {
        let session = try ScenarioSession(traceMode: traceMode, savable: savable)
        for step in steps { _ = try session.run(text: step) }
        return session
    }

    /// Rewrites a file of the folder and the size and checksum its manifest records (an edit the checksums do not
    /// catch, as a tool or a person would make it).
    func rewrite(_ name: String, _ edit: (String) -> String) throws {
        var manifest = try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem())
        let path = state + "/" + name
        let edited = Data(edit(try String(contentsOfFile: path, encoding: .utf8)).utf8)
        try edited.write(to: URL(fileURLWithPath: path))
        manifest.files?[name] = StateFolder.Manifest.FileRecord(of: edited)
        try StateSnapshot.encode(manifest).write(to: URL(fileURLWithPath: state + "/" + StateFolder.manifestName))
    }

    @Test func aFolderIsRestoredFromItsSnapshotWithoutReplaying() throws {
        defer { cleanUp() }
        let session = try Self.session(Self.clockSteps)
        try StateFolder.save(session, to: state)
        let names = try manager.contentsOfDirectory(atPath: state).sorted()
        #expect(names == (StateSnapshot.fileNames + [StateFolder.manifestName]).sorted())
        var notes: [Diagnostic] = []
        let loaded = try StateFolder.load(state, notes: { notes.append($0) })
        #expect(notes.isEmpty)
        #expect(try loaded.snapshot() == session.snapshot())
        // Nothing ran: the device's trace holds no record, its counts go on from the saved ones.
        #expect(loaded.device.trace.records.isEmpty)
        #expect(loaded.device.trace.count(of: .clockTick) == session.device.trace.count(of: .clockTick))
        _ = try loaded.run(text: "expect trace clock.tick 60")
    }

    @Test func aVersionTwoFolderIsMigratedByReplayingItsSteps() throws {
        defer { cleanUp() }
        try StateFolder.save(try Self.session(Self.clockSteps), to: state)
        // What glancesim 0.2 wrote: no snapshot, version 2, the manifest vouching for the other files.
        var manifest = try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem())
        manifest.version = 2
        manifest.files?[StateFolder.snapshotName] = nil
        try StateSnapshot.encode(manifest).write(to: URL(fileURLWithPath: state + "/" + StateFolder.manifestName))
        try manager.removeItem(atPath: state + "/" + StateFolder.snapshotName)
        var notes: [Diagnostic] = []
        let loaded = try StateFolder.load(state, notes: { notes.append($0) })
        #expect(notes.map(\.code) == [.stateMigrated])
        #expect(
            notes.first?.message
                == "state folder version 2 has no snapshot: its 3 steps are replayed; the next save writes version 3")
        #expect(try loaded.snapshot() == Self.session(Self.clockSteps).snapshot())
        try StateFolder.save(loaded, to: state)
        #expect(try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem()).version == 3)
        notes = []
        _ = try StateFolder.load(state, notes: { notes.append($0) })
        #expect(notes.isEmpty)
    }

    @Test func anOlderSnapshotIsMigratedAndANewerOneRefusedWithItsVersion() throws {
        defer { cleanUp() }
        try StateFolder.save(try Self.session(Self.clockSteps), to: state)
        try rewrite(StateFolder.snapshotName) { $0.replacingOccurrences(of: "\"version\":1}", with: "\"version\":0}") }
        var notes: [Diagnostic] = []
        let migrated = try StateFolder.load(state, notes: { notes.append($0) })
        #expect(notes.map(\.code) == [.stateMigrated])
        #expect(notes.first?.message.hasPrefix("snapshot version 0 is older than this glancesim's (1)") == true)
        #expect(try migrated.snapshot() == Self.session(Self.clockSteps).snapshot())
        try rewrite(StateFolder.snapshotName) { $0.replacingOccurrences(of: "\"version\":0}", with: "\"version\":99}") }
        let error = try #require(throws: FormatError.self) { try StateFolder.load(state) }
        #expect(error.diagnostics.first?.code == .unsupported)
        #expect(
            error.description.contains(
                "error: snapshot.json has snapshot version 99, written by a newer glancesim; this one reads versions up to 1"
            ))
    }

    @Test func verifyReplaysTheStepsAndCatchesASnapshotTheyDoNotMake() throws {
        defer { cleanUp() }
        try StateFolder.save(try Self.session(Self.clockSteps), to: state)
        _ = try StateFolder.load(state, verify: true)
        // An edit the checksums cannot catch: the Android level changed behind the steps' back.
        try rewrite(StateFolder.snapshotName) { $0.replacingOccurrences(of: "\"sdkInt\":35", with: "\"sdkInt\":34") }
        _ = try StateFolder.load(state)  // without --verify the snapshot is trusted
        let error = try #require(throws: FormatError.self) { try StateFolder.load(state, verify: true) }
        #expect(error.diagnostics.first?.code == .damagedState)
        #expect(
            error.description.contains(
                "error: the snapshot is not the device its 3 saved steps make: they differ at byte"))
    }

    @Test func aDamagedSnapshotIsALocatedErrorAndTheFolderIsLeftAsItWas() throws {
        defer { cleanUp() }
        try StateFolder.save(try Self.session(Self.clockSteps), to: state)
        try rewrite(StateFolder.snapshotName) { $0.replacingOccurrences(of: "\"android\":{", with: "\"android\":[{") }
        let before = try Data(contentsOf: URL(fileURLWithPath: state + "/" + StateFolder.snapshotName))
        let error = try #require(throws: FormatError.self) { try StateFolder.load(state) }
        #expect(error.diagnostics.first?.code == .damagedState)
        #expect(error.description.hasPrefix(state + "/snapshot.json:1:"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: state + "/" + StateFolder.snapshotName)) == before)
    }

    @Test func theTraceWindowIsTheLast10000RecordsAcrossSavesAndLoads() throws {
        defer { cleanUp() }
        // Two days of the clock in two saves: more records than the window holds.
        let first = try Self.session(Self.clockSteps + ["advance 1d"], traceMode: .counting, savable: true)
        try StateFolder.save(first, to: state)
        let loaded = try StateFolder.load(state, traceMode: .counting)
        _ = try loaded.run(text: "advance 1d")
        try StateFolder.save(loaded, to: state)
        let unsaved = try Self.session(Self.clockSteps + ["advance 1d", "advance 1d"])
        let lines = unsaved.device.trace.records.map { $0.jsonLine + "\n" }
        #expect(lines.count > TraceWindow.capacity)
        #expect(
            try String(contentsOfFile: state + "/trace.jsonl", encoding: .utf8)
                == lines.suffix(TraceWindow.capacity).joined())
        #expect(try StateFolder.load(state).snapshot() == unsaved.snapshot())
    }

    @Test func theFullTraceIsKeptInPartsFromTheFirstSaveOn() throws {
        defer { cleanUp() }
        let first = try ScenarioSession(
            traceMode: .counting, savable: true, fullTrace: true, windowLines: [],
            loadApp: AppFolder.load(_:options:))
        for step in Self.clockSteps { _ = try first.run(text: step) }
        try StateFolder.save(first, to: state)
        // A later command without --full-trace goes on keeping it.
        let loaded = try StateFolder.load(state, traceMode: .counting)
        _ = try loaded.run(text: "advance 2h")
        try StateFolder.save(loaded, to: state)
        let names = try manager.contentsOfDirectory(atPath: state).filter(StateFolder.isTracePartName).sorted()
        #expect(names == ["trace-000001.jsonl", "trace-000002.jsonl"])
        let full = try names.map { try String(contentsOfFile: state + "/" + $0, encoding: .utf8) }.joined()
        #expect(full == (try Self.session(Self.clockSteps + ["advance 2h"])).device.trace.jsonLines)
    }

    @Test func aDeviceRunningAppCodeWrittenInSwiftIsSavedByItsStepsAlone() throws {
        defer { cleanUp() }
        let session = try ScenarioSession(traceMode: .full, savable: false) { _, _ throws(FormatError) in
            var manifest = AppManifest(packageName: "com.example.swift")
            manifest.appActions["listen"] = { invocation in
                try invocation.context.registerReceiver(
                    BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
            }
            return manifest
        }
        _ = try session.run(text: "install anywhere")
        _ = try session.run(text: "app do listen")
        try StateFolder.save(session, to: state)
        #expect(!manager.fileExists(atPath: state + "/" + StateFolder.snapshotName))
        let loaded = try StateFolder.load(state, loadApp: session.runner.loadApp)
        #expect(loaded.device.registeredReceivers().count == 1)
    }
}
