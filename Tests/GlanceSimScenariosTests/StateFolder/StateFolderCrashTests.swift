import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// Kills the state-folder writer at every step of a save (a ``DyingFileSystem`` fails that step and every later
/// one, so no cleanup runs), then checks that the next command finds the complete old state or the complete
/// new one, says what it recovered, and can save again.
@Suite struct StateFolderCrashTests {
    /// A scratch folder for one test.
    static func makeRoot(_ name: String) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-crash-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    /// A session that ran these steps (no apps: the crash tests are about the folder, not the device).
    static func session(_ steps: [String]) throws -> ScenarioSession {
        let session = ScenarioSession()
        for step in steps { _ = try session.run(text: step) }
        return session
    }

    /// A session's state as `snapshot.json` encodes it (to compare two devices).
    static func encoded(_ snapshot: ScenarioRunnerSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(snapshot)
    }

    static let oldSteps = ["advance 1m", "set network none"]
    static let newSteps = oldSteps + ["advance 2h", "set charging on"]

    /// Removes every entry of `root`.
    static func empty(_ root: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: root) {
            try FileManager.default.removeItem(atPath: root + "/" + name)
        }
    }

    /// What `path` loads as after the automatic recovery: its manifest, or `nil` when there is no state.
    static func recovered(_ path: String, root: String, notes: inout [Diagnostic]) throws -> StateFolder.Manifest? {
        var found: [Diagnostic] = []
        let result = Result { () throws(FormatError) in
            try StateFolder.readManifest(path, fileSystem: DyingFileSystem(root: root)) { found.append($0) }
        }
        notes = found
        switch result {
        case .success(let manifest): return manifest
        case .failure(let error) where error.isMissingInput && error.description.contains("no state folder at"):
            return nil
        case .failure(let error): throw error
        }
    }

    static func leftovers(_ path: String) -> [String] {
        [StateFolder.stagingSuffix, StateFolder.previousSuffix].map { path + $0 }
            .filter { POSIXStateFileSystem().kind(of: $0) != .absent }
    }

    /// The steps of one save, recorded without dying.
    static func recordSave(_ session: ScenarioSession, to path: String, root: String, canExchange: Bool) throws
        -> [DyingFileSystem.Step]
    {
        let recorder = DyingFileSystem(root: root, canExchange: canExchange)
        try StateFolder.save(session, to: path, fileSystem: recorder)
        return recorder.steps
    }

    @Test func aFirstSaveKilledAtAnyStepLeavesNoStateOrTheCompleteNewOne() throws {
        let root = try Self.makeRoot("first")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/st"
        let new = try Self.session(Self.newSteps)
        let steps = try Self.recordSave(new, to: state, root: root, canExchange: true)
        #expect(steps.count == 40)
        let newManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        // Once the manifest is written the new folder is complete, and the next command finishes the save.
        let complete = try #require(
            steps.firstIndex { $0.description == "write st.glancesim-new/glancesim-state.json" })
        for death in 0...steps.count {
            try Self.empty(root)
            let saved = Result { () throws(FormatError) in
                try StateFolder.save(new, to: state, fileSystem: DyingFileSystem(root: root, dieAt: death))
            }
            #expect((try? saved.get()) == nil ? death < steps.count : death == steps.count)
            let hadLeftovers = !Self.leftovers(state).isEmpty
            var notes: [Diagnostic] = []
            let found = try Self.recovered(state, root: root, notes: &notes)
            #expect(found == (death > complete ? newManifest : nil), "killed at step \(death)")
            #expect(notes.map(\.code) == (hadLeftovers ? [.stateRecovered] : []), "killed at step \(death)")
            #expect(Self.leftovers(state).isEmpty)
            try StateFolder.save(new, to: state, fileSystem: DyingFileSystem(root: root))
            #expect(try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root)) == newManifest)
        }
    }

    @Test(arguments: [true, false])
    func aSaveThatReplacesAStateKilledAtAnyStepLeavesTheCompleteOldOrNewState(canExchange: Bool) throws {
        let root = try Self.makeRoot("replace-\(canExchange)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/st"
        let old = try Self.session(Self.oldSteps)
        let new = try Self.session(Self.newSteps)
        try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
        let oldManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        let steps = try Self.recordSave(new, to: state, root: root, canExchange: canExchange)
        #expect(steps.count == (canExchange ? 50 : 52))
        let newManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        #expect(oldManifest != newManifest)
        // The first step that touches the state folder's own path decides which state a kill leaves.
        let swap = try #require(steps.firstIndex { $0.call == "exchange" || $0.call == "rename" })
        for death in 0...steps.count {
            try Self.empty(root)
            try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
            let dying = DyingFileSystem(root: root, dieAt: death, canExchange: canExchange)
            let saved = Result { () throws(FormatError) in try StateFolder.save(new, to: state, fileSystem: dying) }
            #expect((try? saved.get()) == nil ? death < steps.count : death == steps.count)
            let hadLeftovers = !Self.leftovers(state).isEmpty
            var notes: [Diagnostic] = []
            let found = try Self.recovered(state, root: root, notes: &notes)
            #expect(found == (death > swap ? newManifest : oldManifest), "killed at step \(death): \(steps[death])")
            #expect(!notes.isEmpty == hadLeftovers, "killed at step \(death)")
            #expect(notes.allSatisfy { $0.code == .stateRecovered && $0.severity == .note })
            #expect(Self.leftovers(state).isEmpty)
            try StateFolder.save(new, to: state, fileSystem: DyingFileSystem(root: root, canExchange: canExchange))
            #expect(try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root)) == newManifest)
        }
    }

    @Test(arguments: [true, false])
    func aRecoveryKilledAtAnyStepIsFinishedByTheNextCommand(canExchange: Bool) throws {
        let root = try Self.makeRoot("recovery-\(canExchange)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/st"
        let old = try Self.session(Self.oldSteps)
        let new = try Self.session(Self.newSteps)
        try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
        let oldManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        let steps = try Self.recordSave(new, to: state, root: root, canExchange: canExchange)
        let newManifest = try StateFolder.readManifest(state, fileSystem: DyingFileSystem(root: root))
        let swap = try #require(steps.firstIndex { $0.call == "exchange" || $0.call == "rename" })
        var recoveriesKilled = 0
        for death in 0..<steps.count {
            // Every kill point of the save that leaves leftovers, then a recovery killed at each of its steps.
            for recoveryDeath in 0... {
                try Self.empty(root)
                try StateFolder.save(old, to: state, fileSystem: DyingFileSystem(root: root))
                _ = try? StateFolder.save(
                    new, to: state, fileSystem: DyingFileSystem(root: root, dieAt: death, canExchange: canExchange))
                if Self.leftovers(state).isEmpty { break }
                let dying = DyingFileSystem(root: root, dieAt: recoveryDeath)
                if (try? StateFolderRecovery(path: state, fileSystem: dying).recover()) != nil { break }
                recoveriesKilled += 1
                var notes: [Diagnostic] = []
                let found = try Self.recovered(state, root: root, notes: &notes)
                #expect(found == (death > swap ? newManifest : oldManifest), "save \(death), recovery \(recoveryDeath)")
                #expect(Self.leftovers(state).isEmpty)
            }
        }
        // Every step of every recovery that had something to do (each leftover file is one unlink).
        #expect(recoveriesKilled == (canExchange ? 292 : 316))
    }

    @Test func aSaveMakesEveryFileDurableBeforeTheFolderIsSwappedIn() throws {
        let root = try Self.makeRoot("order")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = root + "/st"
        try StateFolder.save(try Self.session(Self.oldSteps), to: state, fileSystem: DyingFileSystem(root: root))
        let steps = try Self.recordSave(try Self.session(Self.newSteps), to: state, root: root, canExchange: true)
        let files = StateSnapshot.fileNames + [StateFolder.manifestName]
        let staged = files.flatMap { name in
            ["open", "write", "fsync", "close"].map { "\($0) st.glancesim-new/\(name)" }
        }
        let removal = ([StateFolder.manifestName] + StateSnapshot.fileNames).map { "unlink st.glancesim-new/\($0)" }
        #expect(
            steps.map(\.description)
                == ["mkdir st.glancesim-new"] + staged
                + ["fsync-dir st.glancesim-new", "exchange st.glancesim-new", "fsync-dir ."] + removal
                + ["rmdir st.glancesim-new"])
    }
}
