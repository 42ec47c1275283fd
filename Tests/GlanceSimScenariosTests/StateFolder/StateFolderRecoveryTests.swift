import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// The recovery rules, one situation each (built by hand from complete and half-written folders), and how a
/// damaged state folder is told from a complete one and refused.
@Suite struct StateFolderRecoveryTests {
    let root: String
    let state: String
    let manager = FileManager.default

    init() throws {
        root = try StateFolderCrashTests.makeRoot("recovery-rules-\(UInt32.random(in: 0...UInt32.max))")
        state = root + "/st"
    }

    var staging: String { state + StateFolder.stagingSuffix }
    var previous: String { state + StateFolder.previousSuffix }

    /// Saves a session of `steps` at `path` and returns its manifest.
    @discardableResult
    func save(_ steps: [String], at path: String) throws -> StateFolder.Manifest {
        try StateFolder.save(try StateFolderCrashTests.session(steps), to: path)
        return try StateFolder.readManifest(path, fileSystem: POSIXStateFileSystem())
    }

    /// A half-written folder: some snapshot files, no manifest.
    func halfWritten(at path: String) throws {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        _ = manager.createFile(atPath: path + "/alarms.json", contents: Data("[\n".utf8))
    }

    func recover() throws(FormatError) -> [Diagnostic] { try StateFolder.recover(state) }

    /// Every file under `root`, with its bytes: to check that a refusal changed nothing.
    func snapshot() -> [String: Data] {
        (manager.subpaths(atPath: root) ?? []).reduce(into: [:]) { $0[$1] = manager.contents(atPath: root + "/" + $1) }
    }

    func cleanUp() { try? manager.removeItem(atPath: root) }

    @Test func completeStateWithLeftoversKeepsTheStateAndRemovesThem() throws {
        defer { cleanUp() }
        let current = try save(["advance 1m"], at: state)
        try save(["advance 2m"], at: staging)
        try halfWritten(at: previous)
        let notes = try recover()
        #expect(notes.map(\.code) == [.stateRecovered, .stateRecovered])
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem()) == current)
        #expect(!manager.fileExists(atPath: staging) && !manager.fileExists(atPath: previous))
        #expect(try recover().isEmpty)
    }

    @Test func missingStateWithACompleteNewFolderFinishesTheSave() throws {
        defer { cleanUp() }
        let new = try save(["advance 2m"], at: staging)
        try save(["advance 1m"], at: previous)
        let notes = try recover()
        #expect(notes.count == 1)
        #expect(notes[0].message.contains("finished a save that was interrupted"))
        #expect(try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem()) == new)
        #expect(!manager.fileExists(atPath: staging) && !manager.fileExists(atPath: previous))
    }

    @Test func missingStateWithAHalfWrittenNewFolderMovesTheOldStateBack() throws {
        defer { cleanUp() }
        try halfWritten(at: staging)
        let old = try save(["advance 1m"], at: previous)
        var notes: [Diagnostic] = []
        let session = try StateFolder.load(state, notes: { notes.append($0) })
        #expect(
            notes.map(\.message) == [
                "a save was interrupted before it finished: moved the earlier state back from '\(previous)'"
            ])
        #expect(session.steps == old.steps)
        #expect(!manager.fileExists(atPath: staging) && !manager.fileExists(atPath: previous))
    }

    @Test func anEmptyStateFolderWithACompleteNewFolderFinishesTheSave() throws {
        defer { cleanUp() }
        try manager.createDirectory(atPath: state, withIntermediateDirectories: false)
        let new = try save(["advance 2m"], at: staging)
        #expect(try recover().count == 1)
        #expect(try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem()) == new)
    }

    @Test func aFirstSaveThatNeverFinishedLeavesNoStateAndItsLeftoverIsRemoved() throws {
        defer { cleanUp() }
        try halfWritten(at: staging)
        var notes: [Diagnostic] = []
        let error = #expect(throws: FormatError.self) { try StateFolder.load(state, notes: { notes.append($0) }) }
        #expect(error?.isMissingInput == true)
        #expect(error?.description == "\(state):1:1: error: no state folder at '\(state)'")
        #expect(notes.map(\.code) == [.stateRecovered])
        #expect(!manager.fileExists(atPath: staging))
    }

    @Test func aHalfWrittenOldFolderWithNoStateIsRefusedAndKept() throws {
        defer { cleanUp() }
        try halfWritten(at: previous)
        let before = snapshot()
        let error = #expect(throws: FormatError.self) { try recover() }
        #expect(error?.diagnostics.first?.code == .damagedState)
        #expect(snapshot() == before)
    }

    @Test func aDamagedStateIsRefusedAtTheDamagedFileNamingACompleteLeftoverAndNothingChanges() throws {
        defer { cleanUp() }
        try save(["advance 1m"], at: state)
        try save(["advance 2m"], at: previous)
        let work = state + "/work.json"
        var bytes = try #require(manager.contents(atPath: work))
        bytes[0] ^= 0x20  // same size, other bytes
        _ = manager.createFile(atPath: work, contents: bytes)
        let before = snapshot()
        let error = #expect(throws: FormatError.self) { try StateFolder.load(state) }
        #expect(
            error?.diagnostics.map(\.description) == [
                "\(work):1:1: error: the state folder '\(state)' is damaged: 'work.json' does not match the checksum "
                    + "glancesim-state.json records",
                "\(previous):1:1: note: '\(previous)' holds a complete state folder; move it to '\(state)' to use it",
            ])
        #expect(throws: FormatError.self) { try StateFolder.save(try StateFolderCrashTests.session([]), to: state) }
        #expect(snapshot() == before)
    }

    @Test func aLeftoverHoldingFilesOfTheUsersIsNeverRemoved() throws {
        defer { cleanUp() }
        try save(["advance 1m"], at: state)
        try halfWritten(at: staging)
        _ = manager.createFile(atPath: staging + "/notes.txt", contents: Data("mine".utf8))
        let before = snapshot()
        let error = #expect(throws: FormatError.self) { try recover() }
        #expect(error?.description.contains("is not a leftover of GlanceSim; move it away") == true)
        #expect(snapshot() == before)
    }

    @Test func aStateFolderIsDamagedWhenAFileIsMissingTruncatedOrTheManifestDoesNotDecode() throws {
        defer { cleanUp() }
        try save(["advance 1m"], at: state)
        let trace = state + "/trace.jsonl"
        let bytes = try #require(manager.contents(atPath: trace))
        func refusal() -> String? {
            let error = #expect(throws: FormatError.self) { try StateFolder.load(state) }
            #expect(error?.diagnostics.first?.code == .damagedState)
            return error?.diagnostics.first?.description
        }
        _ = manager.createFile(atPath: trace, contents: bytes.prefix(10))
        #expect(
            refusal()
                == "\(trace):1:1: error: the state folder '\(state)' is damaged: 'trace.jsonl' has 10 bytes; glancesim-state.json says \(bytes.count)"
        )
        try manager.removeItem(atPath: trace)
        // A missing file is reported at its entry in the manifest (there is no file to point into).
        let manifestText = try String(contentsOfFile: state + "/" + StateFolder.manifestName, encoding: .utf8)
        let entryLine =
            try #require(
                manifestText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("\"trace.jsonl\"")
                }) + 1
        #expect(
            refusal()?.hasPrefix("\(state)/\(StateFolder.manifestName):\(entryLine):") == true
                && refusal()?.hasSuffix("error: the state folder '\(state)' is damaged: 'trace.jsonl' is missing")
                    == true
        )
        _ = manager.createFile(atPath: trace, contents: bytes)
        _ = try StateFolder.load(state)
        let manifest = state + "/" + StateFolder.manifestName
        _ = manager.createFile(atPath: manifest, contents: Data("{\"format\":".utf8))
        #expect(  // at the end of the text, where a value is missing (JSONErrorLocation)
            refusal()
                == "\(manifest):1:11: error: the state folder '\(state)' is damaged: glancesim-state.json does not decode"
        )
    }

    @Test func aVersionOneStateFolderWithoutChecksumsStillLoads() throws {
        defer { cleanUp() }
        try manager.createDirectory(atPath: state, withIntermediateDirectories: false)
        let manifest = """
            {"format": "glancesim-state", "version": 1, "appFolders": {},
             "steps": [{"path": "<step>", "line": 1, "text": "advance 3m", "baseDirectory": "\(root)"}]}
            """
        _ = manager.createFile(atPath: state + "/" + StateFolder.manifestName, contents: Data(manifest.utf8))
        _ = manager.createFile(atPath: state + "/work.json", contents: Data("[]\n".utf8))
        let session = try StateFolder.load(state)
        #expect(session.device.now == SimInstant(milliseconds: 180_000))
        try StateFolder.save(session, to: state)
        #expect(try StateFolder.readManifest(state, fileSystem: POSIXStateFileSystem()).version == 3)
    }

    @Test func aStateFolderHoldingAnotherFileIsNotReplaced() throws {
        defer { cleanUp() }
        try save(["advance 1m"], at: state)
        _ = manager.createFile(atPath: state + "/notes.txt", contents: Data("mine".utf8))
        let error = #expect(throws: FormatError.self) {
            try StateFolder.save(try StateFolderCrashTests.session(["advance 2m"]), to: state)
        }
        #expect(error?.description.contains("'notes.txt' is not part of the state folder") == true)
        #expect(manager.contents(atPath: state + "/notes.txt") == Data("mine".utf8))
        _ = try StateFolder.load(state)  // it still loads: the manifest vouches for its own files
    }

    @Test func aStateFolderNeedsANameOfItsOwn() {
        defer { cleanUp() }
        for path in [".", "..", "/", "a/.."] {
            let error = #expect(throws: FormatError.self) { try StateFolder.load(path) }
            #expect(error?.description.contains("a state folder needs a name of its own") == true)
        }
    }

    @Test func aSaveThroughTheRealFileSystemRoundTripsAndLeavesNoLeftovers() throws {
        defer { cleanUp() }
        let session = try StateFolderCrashTests.session(["advance 1m", "set screen off", "advance 5m"])
        try StateFolder.save(session, to: state + "/")
        try StateFolder.save(session, to: state)
        let loaded = try StateFolder.load(state)
        #expect(loaded.steps == session.steps)
        // Restored from the snapshot: the same state, the trace's counts going on from the saved ones.
        #expect(
            try StateFolderCrashTests.encoded(loaded.snapshot()) == StateFolderCrashTests.encoded(session.snapshot()))
        #expect(loaded.device.trace.firstRecordNumber == session.device.trace.totalCount)
        #expect(try String(contentsOfFile: state + "/trace.jsonl", encoding: .utf8) == session.device.trace.jsonLines)
        #expect(try manager.contentsOfDirectory(atPath: root) == ["st"])
    }
}
