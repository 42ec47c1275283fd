import Foundation
import GlanceSim

/// A saved device: the steps that made it (GlanceSim is deterministic, so replaying them rebuilds the same
/// device exactly) and readable JSON snapshots of what the device holds — its clock and conditions, widgets,
/// work, storage, alarms, runtime receivers and trace.
///
/// Files, all JSON written atomically (a new folder is written beside the old one, then swapped in):
/// `glancesim-state.json` (format, version, steps, app-folder fingerprints), `device.json`, `widgets.json`,
/// `work.json`, `storage.json`, `alarms.json`, `receivers.json`, `trace.jsonl`. A folder that is not a
/// GlanceSim state folder is never overwritten; a damaged one, or one whose app folders changed since it was
/// saved, gives a clear error.
///
/// ```swift
/// try StateFolder.save(session, to: "night-state")
/// let restored = try StateFolder.load("night-state")   // replays the saved steps
/// ```
public enum StateFolder {
    /// The manifest file's name.
    public static let manifestName = "glancesim-state.json"
    static let format = "glancesim-state"
    static let version = 1

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

    struct Manifest: Codable {
        var format: String
        var version: Int
        var steps: [SavedStep]
        var appFolders: [String: String]
    }

    /// Saves a session's steps and the device's snapshots into `path`, replacing an earlier state folder there.
    /// - Throws: ``FormatError`` when `path` holds something that is not a state folder, or cannot be written.
    public static func save(_ session: ScenarioSession, to path: String) throws(FormatError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            let isStateFolder = isDirectory.boolValue && manager.fileExists(atPath: path + "/" + manifestName)
            let isEmpty = isDirectory.boolValue && ((try? manager.contentsOfDirectory(atPath: path))?.isEmpty ?? false)
            guard isStateFolder || isEmpty else {
                throw FormatError(
                    .invalidValue, at: .file(path),
                    "'\(path)' exists and is not a GlanceSim state folder; refusing to overwrite it")
            }
        }
        var files = try StateSnapshot.files(of: session.runner.device, aliases: session.runner.aliases)
        let manifest = Manifest(
            format: format, version: version, steps: session.steps,
            appFolders: session.appFolders.reduce(into: [:]) { $0[$1] = Fingerprint.ofFolder($1) })
        files[manifestName] = try StateSnapshot.encode(manifest)
        try writeFolder(files, to: path)
    }

    /// Writes every file into a fresh sibling folder, then swaps it in for `path`.
    private static func writeFolder(_ files: [String: Data], to path: String) throws(FormatError) {
        let manager = FileManager.default
        let fresh = path + ".glancesim-new"
        let old = path + ".glancesim-old"
        do {
            try? manager.removeItem(atPath: fresh)
            try? manager.removeItem(atPath: old)
            try manager.createDirectory(atPath: fresh, withIntermediateDirectories: true)
            for name in files.keys.sorted() {
                try files[name]!.write(to: URL(fileURLWithPath: fresh + "/" + name))
            }
            if manager.fileExists(atPath: path) { try manager.moveItem(atPath: path, toPath: old) }
            try manager.moveItem(atPath: fresh, toPath: path)
            try? manager.removeItem(atPath: old)
        } catch {
            try? manager.removeItem(atPath: fresh)
            if !manager.fileExists(atPath: path), manager.fileExists(atPath: old) {
                try? manager.moveItem(atPath: old, toPath: path)
            }
            throw FormatError(
                .unreadable, at: .file(path), "cannot write the state folder: \(error.localizedDescription)")
        }
    }

    /// Reads a state folder and replays its steps into a new session.
    /// - Throws: ``FormatError``: missing (66), not a state folder, another format version, changed app
    ///   folders, or steps that no longer run (65).
    public static func load(_ path: String, loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load)
        throws(FormatError) -> ScenarioSession
    {
        let manifestPath = path + "/" + manifestName
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FormatError(
                .unreadable, at: .file(path),
                exists
                    ? "'\(path)' is not a GlanceSim state folder (no \(manifestName))" : "no state folder at '\(path)'")
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw FormatError(
                .syntax, at: JSONErrorLocation.locate(error, in: data, path: manifestPath),
                "the state folder is damaged: \(manifestName) does not decode")
        }
        guard manifest.format == format else {
            throw FormatError(
                .invalidValue, at: JSONErrorLocation.location(of: ["format"], in: data, path: manifestPath),
                "not a GlanceSim state folder (format '\(manifest.format)')")
        }
        guard manifest.version == version else {
            throw FormatError(
                .unsupported, at: JSONErrorLocation.location(of: ["version"], in: data, path: manifestPath),
                "state folder version \(manifest.version) is not supported; this glancesim reads version \(version)")
        }
        for folder in manifest.appFolders.keys.sorted()
        where Fingerprint.ofFolder(folder) != manifest.appFolders[folder] {
            throw FormatError(
                .invalidValue,
                at: JSONErrorLocation.location(of: ["appFolders", folder], in: data, path: manifestPath),
                "the app folder '\(folder)' changed since the state was saved; replay the scenario again")
        }
        let session = ScenarioSession(loadApp: loadApp)
        for (index, step) in manifest.steps.enumerated() {
            do {
                _ = try session.run(
                    text: step.text, path: step.path, line: step.line, baseDirectory: step.baseDirectory)
            } catch {
                throw error.savedStep(index, step, manifest: data, path: manifestPath)
            }
        }
        return session
    }
}
