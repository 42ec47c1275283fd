import Foundation
public import GlanceSim
public import GlanceSimFormats
public import GlanceSimInterpreter

/// A saved device: its complete state (`snapshot.json`, which a load restores without running anything), the
/// steps that made it (replayed by `--verify`, and to migrate an older folder), the last 10,000 trace records, and
/// readable summaries of what the device holds — its clock and conditions, widgets, work, storage, alarms and
/// runtime receivers.
///
/// Files: `glancesim-state.json` (format, version, steps, app-folder fingerprints, and the size and checksum
/// of every other file), `snapshot.json`, `trace.jsonl` (and with `--full-trace` `trace-000001.jsonl`, …),
/// `device.json`, `widgets.json`, `work.json`, `storage.json`, `alarms.json`, `receivers.json`.
///
/// Saving is crash-safe: whenever the process is killed or the power fails, the path holds the complete old
/// state or the complete new one, and the next load or save puts any leftover in order and says so in a note
/// (the DocC article <doc:StateFolders> lists the steps of a save and the recovery rules). A folder that is
/// not a GlanceSim state folder is never overwritten; a damaged one, or one whose app folders changed since it
/// was saved, gives a located error and is left as it is.
///
/// ```swift
/// try StateFolder.save(session, to: "night-state")
/// let restored = try StateFolder.load("night-state")   // restores the snapshot
/// ```
public enum StateFolder {
    /// The manifest file's name.
    public static let manifestName = "glancesim-state.json"
    static let format = "glancesim-state"
    /// The version this glancesim writes.
    static let version = 3
    /// The versions it reads: version 1 had no checksums; versions 1 and 2 had no snapshot (their steps are
    /// replayed, and the next save writes version 3).
    static let readableVersions = [1, 2, 3]
    /// Where a save writes the new state before swapping it in: `PATH.glancesim-new`.
    static let stagingSuffix = ".glancesim-new"
    /// Where a save without an atomic swap moves the old state aside: `PATH.glancesim-old`.
    static let previousSuffix = ".glancesim-old"

    /// One saved step: where it came from, and the folder its relative paths start from.
    public struct SavedStep: Codable, Hashable, Sendable {
        /// The script's path as given, or `<step>` for a step given on the command line.
        public var path: String
        /// The line in that script.
        public var line: Int
        /// The step's text.
        public var text: String
        /// The absolute folder app folders and golden files are relative to.
        public var baseDirectory: String
    }

    /// Saves a session's steps and the device's snapshots into `path`, replacing an earlier state folder there,
    /// after putting any leftover of an interrupted save in order (each thing done is passed to `notes`).
    /// - Throws: ``FormatError`` when `path` holds something that is not a state folder, or a damaged one, or
    ///   cannot be written.
    public static func save(
        _ session: ScenarioSession, to path: String, notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) {
        try save(session, to: path, fileSystem: POSIXStateFileSystem(), notes: notes)
    }

    /// ``save(_:to:notes:)`` through a given file system (tests stop it at every step).
    package static func save(
        _ session: ScenarioSession, to path: String, fileSystem: any StateFileSystem,
        notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) {
        try save(.android(session), to: path, fileSystem: fileSystem, notes: notes)
    }

    /// Saves an iOS session (a WidgetKit device) the same way: its steps, and readable snapshots of its clock,
    /// widgets, timelines, stores and trace (`device.json`, `widgets.json`, `timelines.json`, `storage.json`,
    /// `trace.jsonl`); the manifest says `"platform": "ios"`.
    ///
    /// ```swift
    /// try StateFolder.save(iosSession, to: "weather-ios")
    /// ```
    /// - Throws: ``FormatError`` as ``save(_:to:notes:)``.
    public static func save(
        _ session: IOSSession, to path: String, notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) {
        try save(.ios(session), to: path, fileSystem: POSIXStateFileSystem(), notes: notes)
    }

    /// Saves a device of either platform through a given file system.
    package static func save(
        _ device: SavedDevice, to path: String, fileSystem: any StateFileSystem, notes: (Diagnostic) -> Void
    ) throws(FormatError) {
        let steps: [SavedStep]
        let appFolders: [String]
        let platform: String?
        let files: [(name: String, content: StateFileContent)]
        switch device {
        case .android(let session):
            files = try StateSnapshot.files(of: session)
            (steps, appFolders, platform) = (session.steps, session.appFolders, nil)
        case .ios(let session):
            files = try IOSStateSnapshot.files(of: session)
            (steps, appFolders, platform) = (session.steps, session.appFolders, "ios")
        }
        try save(
            steps: steps, appFolders: appFolders, platform: platform, files: files, to: path, fileSystem: fileSystem,
            notes: notes)
    }

    /// Writes a state folder of these steps and snapshot files, crash-safely.
    private static func save(
        steps: [SavedStep], appFolders: [String], platform: String?,
        files snapshotFiles: [(name: String, content: StateFileContent)], to path: String,
        fileSystem: any StateFileSystem, notes: (Diagnostic) -> Void
    ) throws(FormatError) {
        let path = try checkedPath(path)
        var files = snapshotFiles
        let manifest = Manifest(
            format: format, version: version, steps: steps,
            appFolders: appFolders.reduce(into: [:]) { $0[$1] = Fingerprint.ofFolder($1) }, platform: platform,
            files: files.reduce(into: [:]) { $0[$1.name] = $1.content.record })
        files.append((manifestName, .data(try StateSnapshot.encode(manifest))))
        try? FileManager.default.createDirectory(atPath: parent(of: path), withIntermediateDirectories: true)
        try withLock(on: path, fileSystem) { () throws(FormatError) in
            let recovery = StateFolderRecovery(path: path, fileSystem: fileSystem)
            try recovery.recover().forEach(notes)
            let replacing: Bool
            switch StateFolderCondition.of(path, in: fileSystem) {
            case .absent, .empty: replacing = false
            case .complete(_, let extras) where extras.isEmpty: replacing = true
            case .complete(_, let extras):
                throw FormatError(
                    .invalidValue, at: .file(path + "/" + extras[0]),
                    "'\(extras[0])' is not part of the state folder '\(path)'; refusing to replace the folder and lose it"
                )
            case .incomplete(let error, _):
                throw error
            case .foreign:
                throw FormatError(
                    .invalidValue, at: .file(path),
                    "'\(path)' exists and is not a GlanceSim state folder; refusing to overwrite it")
            }
            do {
                try StateFolderWriter(path: path, fileSystem: fileSystem).write(files, replacing: replacing)
            } catch {
                // Leave the path as the rules want it (the old state, or the new one if it got in place).
                _ = try? recovery.recover()
                throw FormatError(.unreadable, at: .file(path), "cannot write the state folder: \(error)")
            }
        }
    }

    /// Reads a state folder into a new session, after putting any leftover of an interrupted save in order (each
    /// thing done is passed to `notes`): the device is restored from the folder's snapshot without running
    /// anything; a folder of version 1 or 2 (or with an older snapshot) has its saved steps replayed instead, and
    /// the next save writes the current version.
    /// - Parameters:
    ///   - monitor: Watches a replay and the steps run after the load (to show progress or stop it; see
    ///     ``ScenarioRunner/monitor``).
    ///   - traceMode: How much of the trace the new session's device keeps. Records made before the load are not
    ///     on the device: its trace's counts (`expect trace`) go on from the saved ones.
    ///   - savable: In counting and streaming modes, whether the session keeps the trace window (and a full trace
    ///     the folder keeps) so it can be saved again.
    ///   - fullTrace: Whether the folder keeps every record from now on (`trace-000001.jsonl`, …) besides the
    ///     window; a folder that keeps them already goes on keeping them.
    ///   - verify: Also replays the saved steps and checks that the device they make is the snapshot's, to the
    ///     byte (``Diagnostic/Code-swift.struct/damagedState`` if not).
    /// - Throws: ``FormatError``: missing (66), not a state folder, damaged, another format version, changed
    ///   app folders, a snapshot that cannot be restored, or steps that no longer run (65).
    public static func load(
        _ path: String, loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load(_:options:),
        monitor: ScenarioRunner.Monitor? = nil, traceMode: Trace.Mode = .full, savable: Bool = true,
        fullTrace: Bool = false, verify: Bool = false, notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) -> ScenarioSession {
        let saved = try checkedManifest(path, notes: notes)
        guard saved.manifest.platform == nil else {
            throw FormatError(
                .invalidValue, at: saved.location(of: ["platform"]),
                "the state folder '\(path)' holds an iOS device (WidgetKit), not an Android one")
        }
        return try loadAndroid(
            saved, loadApp: loadApp, monitor: monitor, traceMode: traceMode, savable: savable, fullTrace: fullTrace,
            verify: verify, notes: notes)
    }

    /// A device a state folder holds: an Android one, or an iOS one (WidgetKit).
    public enum SavedDevice {
        case android(ScenarioSession)
        case ios(IOSSession)
    }

    /// Reads a state folder of either platform into a new session (after recovery, restored from its snapshot
    /// or replayed, as ``load(_:loadApp:monitor:traceMode:savable:fullTrace:verify:notes:)`` does).
    ///
    /// ```swift
    /// if case .ios(let session) = try StateFolder.loadDevice("weather-ios") { print(session.device.widgets) }
    /// ```
    /// - Parameter shouldStop: For an iOS folder, asked before each step; `true` stops with an `interrupted`
    ///   error (Android folders use `monitor`).
    /// - Throws: ``FormatError`` as ``load(_:loadApp:monitor:traceMode:savable:fullTrace:verify:notes:)``.
    public static func loadDevice(
        _ path: String, loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load(_:options:),
        monitor: ScenarioRunner.Monitor? = nil, shouldStop: @escaping () -> Bool = { false },
        traceMode: Trace.Mode = .full, savable: Bool = true, fullTrace: Bool = false, verify: Bool = false,
        notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) -> SavedDevice {
        let saved = try checkedManifest(path, notes: notes)
        switch saved.manifest.platform {
        case nil:
            return .android(
                try loadAndroid(
                    saved, loadApp: loadApp, monitor: monitor, traceMode: traceMode, savable: savable,
                    fullTrace: fullTrace, verify: verify, notes: notes))
        case "ios":
            return .ios(try loadIOS(saved, shouldStop: shouldStop, verify: verify, notes: notes))
        case let other?:
            throw FormatError(
                .unsupported, at: saved.location(of: ["platform"]),
                "the state folder '\(path)' is for platform '\(other)'; this glancesim reads Android and 'ios' folders")
        }
    }

    /// A state folder's manifest, read after recovery, with its app folders checked unchanged.
    struct CheckedManifest {
        var manifest: Manifest
        var data: Data
        var manifestPath: String
        /// The folder.
        var path: String

        func location(of keys: [String]) -> SourceLocation {
            JSONErrorLocation.location(of: keys, in: data, path: manifestPath)
        }

        /// Runs each saved step in order; an error names the saved step it came from.
        func replaySteps(_ run: (SavedStep) throws(FormatError) -> Void) throws(FormatError) {
            for (index, step) in manifest.steps.enumerated() {
                do {
                    try run(step)
                } catch {
                    throw error.savedStep(index, step, manifest: data, path: manifestPath)
                }
            }
        }
    }

    static func checkedManifest(_ path: String, notes: (Diagnostic) -> Void) throws(FormatError)
        -> CheckedManifest
    {
        let manifest = try readManifest(path, fileSystem: POSIXStateFileSystem(), notes: notes)
        let manifestPath = try checkedPath(path) + "/" + manifestName
        let saved = CheckedManifest(
            manifest: manifest, data: FileManager.default.contents(atPath: manifestPath) ?? Data(),
            manifestPath: manifestPath, path: try checkedPath(path))
        for folder in manifest.appFolders.keys.sorted()
        where Fingerprint.ofFolder(folder) != manifest.appFolders[folder] {
            throw FormatError(
                .invalidValue, at: saved.location(of: ["appFolders", folder]),
                "the app folder '\(folder)' changed since the state was saved; replay the scenario again")
        }
        return saved
    }

    /// Puts any leftover of an interrupted save at `path` in order (``StateFolderRecovery``), without loading.
    /// - Returns: A note for each thing done (none when there was nothing to do).
    @discardableResult
    public static func recover(_ path: String) throws(FormatError) -> [Diagnostic] {
        let path = try checkedPath(path)
        let fileSystem = POSIXStateFileSystem()
        return try withLock(on: path, fileSystem) { () throws(FormatError) in
            try StateFolderRecovery(path: path, fileSystem: fileSystem).recover()
        }
    }

    /// The manifest of the complete state folder at `path`, after recovery.
    static func readManifest(
        _ path: String, fileSystem: any StateFileSystem, notes: (Diagnostic) -> Void = { _ in }
    ) throws(FormatError) -> Manifest {
        let path = try checkedPath(path)
        return try withLock(on: path, fileSystem) { () throws(FormatError) in
            try StateFolderRecovery(path: path, fileSystem: fileSystem).recover().forEach(notes)
            switch StateFolderCondition.of(path, in: fileSystem) {
            case .absent:
                throw FormatError(.unreadable, at: .file(path), "no state folder at '\(path)'")
            case .empty:
                throw FormatError(
                    .unreadable, at: .file(path), "'\(path)' is not a GlanceSim state folder (no \(manifestName))")
            case .complete(let manifest, _):
                return manifest
            case .incomplete(let error, _), .foreign(let error):
                throw error
            }
        }
    }
}
