import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

extension StateFolder {
    /// Loads an Android folder: restored from its snapshot, or replayed when it has none (or an older one).
    static func loadAndroid(
        _ saved: CheckedManifest, loadApp: @escaping ScenarioRunner.AppLoader, monitor: ScenarioRunner.Monitor?,
        traceMode: Trace.Mode, savable: Bool, fullTrace: Bool, verify: Bool, notes: (Diagnostic) -> Void
    ) throws(FormatError) -> ScenarioSession {
        let parts = traceParts(of: saved.manifest, in: saved.path)
        guard let (state, data) = try savedState(saved, notes: notes) else {
            let session = try ScenarioSession(
                traceMode: traceMode, savable: savable, fullTrace: fullTrace, windowLines: [], loadApp: loadApp)
            session.runner.monitor = monitor
            try saved.replaySteps { step throws(FormatError) in
                _ = try session.run(
                    text: step.text, path: step.path, line: step.line, baseDirectory: step.baseDirectory)
            }
            return session
        }
        guard let android = state.android else {
            throw saved.damaged("\(snapshotName) holds no Android device")
        }
        // The snapshot loads its apps from folders the manifest vouches for (their fingerprints were checked), and
        // lists them for the next save's manifest.
        for folder in android.installedFolders where saved.manifest.appFolders[folder] == nil {
            throw FormatError(
                .damagedState,
                at: JSONErrorLocation.location(
                    of: ["android", "installedFolders"], in: data, path: saved.path + "/" + snapshotName),
                "the state folder '\(saved.path)' is damaged: it installed '\(folder)', which \(manifestName) does "
                    + "not list")
        }
        for package in android.apps.keys.sorted() where saved.manifest.appFolders[android.apps[package]!.folder] == nil
        {
            let folder = android.apps[package]!.folder
            throw FormatError(
                .damagedState,
                at: JSONErrorLocation.location(
                    of: ["android", "apps", package, "folder"], in: data, path: saved.path + "/" + snapshotName),
                "the state folder '\(saved.path)' is damaged: '\(package)' comes from '\(folder)', which "
                    + "\(manifestName) does not list")
        }
        let session: ScenarioSession
        do {
            session = try ScenarioSession(
                restoring: android, steps: saved.manifest.steps, traceMode: traceMode, savable: savable,
                fullTrace: fullTrace || !parts.isEmpty,
                // A command that only reads the folder does not save it again: it needs no window.
                windowLines: savable || traceMode.keepsRecords ? windowLines(in: saved.path) : [], loadApp: loadApp)
        } catch {
            throw saved.unrestorable(error, in: data, section: "android")
        }
        session.fullTraceParts = parts
        session.runner.monitor = monitor
        if verify {
            let replayed = try ScenarioSession(
                traceMode: .counting, savable: true, fullTrace: false, windowLines: [], loadApp: loadApp)
            replayed.runner.monitor = monitor
            try saved.replaySteps { step throws(FormatError) in
                _ = try replayed.run(
                    text: step.text, path: step.path, line: step.line, baseDirectory: step.baseDirectory)
            }
            let state: ScenarioRunnerSnapshot
            do { state = try replayed.snapshot() } catch { throw saved.unrestorable(error) }
            try saved.verify(
                snapshot: data, against: try encodeSnapshot(SavedState(version: snapshotVersion, android: state)),
                window: Data(replayed.traceWindow.text().utf8))
        }
        return session
    }

    /// Loads an iOS folder: restored from its snapshot, or replayed when it has none (or an older one).
    static func loadIOS(
        _ saved: CheckedManifest, shouldStop: @escaping () -> Bool, verify: Bool, notes: (Diagnostic) -> Void
    ) throws(FormatError) -> IOSSession {
        func replay() throws(FormatError) -> IOSSession {
            let session = IOSSession()
            session.shouldStop = shouldStop
            try saved.replaySteps { step throws(FormatError) in
                _ = try session.run(
                    text: step.text, path: step.path, line: step.line, baseDirectory: step.baseDirectory)
            }
            return session
        }
        guard let (state, data) = try savedState(saved, notes: notes) else { return try replay() }
        guard let ios = state.ios else { throw saved.damaged("\(snapshotName) holds no iOS device") }
        if let folder = ios.appFolder, saved.manifest.appFolders[folder] == nil {
            throw FormatError(
                .damagedState,
                at: JSONErrorLocation.location(
                    of: ["ios", "appFolder"], in: data, path: saved.path + "/" + snapshotName),
                "the state folder '\(saved.path)' is damaged: its app comes from '\(folder)', which \(manifestName) "
                    + "does not list")
        }
        let session: IOSSession
        do {
            session = try IOSSession(restoring: IOSSessionSnapshot(runner: ios, steps: saved.manifest.steps))
        } catch {
            throw saved.unrestorable(error, in: data, section: "ios")
        }
        session.shouldStop = shouldStop
        session.traceWindow = TraceWindow(lines: windowLines(in: saved.path), passingOnTo: nil)
        if verify {
            let replayed = try replay()
            let state: IOSRunnerSnapshot
            do { state = try replayed.runner.snapshot() } catch { throw saved.unrestorable(error) }
            try saved.verify(
                snapshot: data, against: try encodeSnapshot(SavedState(version: snapshotVersion, ios: state)),
                window: Data(
                    replayed.traceWindow.text(appendingLines: replayed.device.trace.map(\.record.jsonLine)).utf8))
        }
        return session
    }

    /// The folder's `snapshot.json` and its bytes; `nil` when the folder is of a version without one, or its
    /// snapshot is older than this glancesim's (then its steps are replayed, and a note says so).
    private static func savedState(_ saved: CheckedManifest, notes: (Diagnostic) -> Void) throws(FormatError)
        -> (SavedState, Data)?
    {
        guard saved.manifest.version >= 3 else {
            notes(
                Diagnostic(
                    .note, .stateMigrated, at: .file(saved.manifestPath),
                    "state folder version \(saved.manifest.version) has no snapshot: its \(saved.manifest.steps.count) "
                        + "steps are replayed; the next save writes version \(version)"))
            return nil
        }
        let path = saved.path + "/" + snapshotName
        guard saved.manifest.files?[snapshotName] != nil else {
            // Saved from a device running app code written in Swift: only its steps can rebuild it.
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw saved.damaged("\(snapshotName) is missing")
        }
        let state: SavedState
        do {
            state = try JSONDecoder().decode(SavedState.self, from: data)
        } catch {
            throw FormatError(
                .damagedState, at: JSONErrorLocation.locate(error, in: data, path: path),
                "the state folder '\(saved.path)' is damaged: \(snapshotName) does not decode"
                    + JSONErrorLocation.reason(error))
        }
        if state.version > snapshotVersion {
            throw FormatError(
                .unsupported, at: JSONErrorLocation.location(of: ["version"], in: data, path: path),
                "\(snapshotName) has snapshot version \(state.version), written by a newer glancesim; this one reads "
                    + "versions up to \(snapshotVersion)")
        }
        if state.version < snapshotVersion {
            notes(
                Diagnostic(
                    .note, .stateMigrated, at: .file(path),
                    "snapshot version \(state.version) is older than this glancesim's (\(snapshotVersion)): the "
                        + "\(saved.manifest.steps.count) saved steps are replayed; the next save writes version "
                        + "\(snapshotVersion)"))
            return nil
        }
        return (state, data)
    }

    /// `snapshot.json`'s bytes: compact JSON with sorted keys.
    static func encodeSnapshot(_ state: SavedState) throws(FormatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(state) + Data("\n".utf8)
        } catch {
            throw FormatError(.invalidValue, at: .file(snapshotName), "cannot encode the device's state: \(error)")
        }
    }
}

extension StateFolder.CheckedManifest {
    /// A damaged-folder error at its snapshot.
    func damaged(_ message: String) -> FormatError {
        FormatError(
            .damagedState, at: .file(path + "/" + StateFolder.snapshotName),
            "the state folder '\(path)' is damaged: \(message)")
    }

    /// A snapshot that does not fit the apps (or no longer loads): located at the key of the value refused when
    /// the ``GlanceSim/SnapshotError`` knows it (its key path, under `section` of `data`, the snapshot's bytes), at
    /// the file otherwise.
    func unrestorable(_ error: any Error, in data: Data? = nil, section: String? = nil) -> FormatError {
        if let error = error as? FormatError { return error }
        let snapshotPath = path + "/" + StateFolder.snapshotName
        var location = SourceLocation.file(snapshotPath)
        if let data, let section, let error = error as? SnapshotError {
            location = JSONErrorLocation.location(of: [section] + error.keyPath, in: data, path: snapshotPath)
        }
        return FormatError(
            .damagedState, at: location,
            "the state folder '\(path)' cannot be restored from its snapshot: \(error); replay its scenario again")
    }

    /// `--verify`: the snapshot and window equal what replaying the saved steps makes.
    func verify(snapshot: Data, against replayed: Data, window: Data) throws(FormatError) {
        let snapshotPath = path + "/" + StateFolder.snapshotName
        if let offset = Self.firstDifference(snapshot, replayed) {
            throw FormatError(
                .damagedState, at: .file(snapshotPath),
                "the snapshot is not the device its \(manifest.steps.count) saved steps make: they differ at byte "
                    + "\(offset) (\(Self.excerpt(snapshot, at: offset)) here, \(Self.excerpt(replayed, at: offset)) "
                    + "replayed)")
        }
        let tracePath = path + "/trace.jsonl"
        let saved = FileManager.default.contents(atPath: tracePath) ?? Data()
        if let offset = Self.firstDifference(saved, window) {
            throw FormatError(
                .damagedState, at: .file(tracePath),
                "trace.jsonl is not the window of records the saved steps make: they differ at byte \(offset)")
        }
    }

    private static func firstDifference(_ a: Data, _ b: Data) -> Int? {
        if a == b { return nil }
        return zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    private static func excerpt(_ data: Data, at offset: Int) -> String {
        let start = max(0, offset - 30)
        let slice = data[data.startIndex + start..<data.startIndex + min(data.count, offset + 30)]
        return "'" + String(decoding: slice, as: UTF8.self) + "'"
    }
}
