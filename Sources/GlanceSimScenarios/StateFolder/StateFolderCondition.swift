import Foundation
public import GlanceSimFormats
import GlanceSimInterpreter

/// What is at a state-folder path (or at one of its leftover paths): decides what may be loaded, replaced or
/// removed.
enum StateFolderCondition {
    /// Nothing.
    case absent
    /// An empty directory (a state folder may be saved into it).
    case empty
    /// A complete state folder: its manifest decodes and every file it lists is there with its size and
    /// checksum. `extras` are names in it that are not the state folder's.
    case complete(StateFolder.Manifest, extras: [String])
    /// A state folder that cannot be used (half-written, damaged, or of another version). `removable` when
    /// it holds only a state folder's own file names, so nothing of the user's is lost by removing it.
    case incomplete(FormatError, removable: Bool)
    /// Something that is not a GlanceSim state folder.
    case foreign(FormatError)

    /// Looks at `path`.
    static func of(_ path: String, in fileSystem: any StateFileSystem) -> StateFolderCondition {
        switch fileSystem.kind(of: path) {
        case .absent: return .absent
        case .file, .other:
            return .foreign(
                FormatError(
                    .invalidValue, at: .file(path), "'\(path)' is not a GlanceSim state folder (not a directory)"))
        case .directory: break
        }
        let names: [String]
        do {
            names = try fileSystem.names(in: path)
        } catch {
            return .foreign(FormatError(.unreadable, at: .file(path), "cannot read '\(path)': \(error.reason)"))
        }
        if names.isEmpty { return .empty }
        let ownNamesOnly = names.allSatisfy(StateFolder.isOwnFileName)
        let manifestPath = path + "/" + StateFolder.manifestName
        func damaged(_ at: String, _ message: String, location: SourceLocation? = nil) -> StateFolderCondition {
            .incomplete(
                FormatError(
                    .damagedState, at: location ?? .file(at), "the state folder '\(path)' is damaged: \(message)"),
                removable: ownNamesOnly)
        }
        guard names.contains(StateFolder.manifestName), let data = try? fileSystem.contents(of: manifestPath) else {
            guard ownNamesOnly else {
                return .foreign(
                    FormatError(
                        .unreadable, at: .file(path),
                        "'\(path)' is not a GlanceSim state folder (no \(StateFolder.manifestName))"))
            }
            return damaged(path, "it has no \(StateFolder.manifestName) (a save that did not finish)")
        }
        let manifest: StateFolder.Manifest
        do {
            manifest = try JSONDecoder().decode(StateFolder.Manifest.self, from: data)
        } catch {
            return damaged(
                manifestPath, "\(StateFolder.manifestName) does not decode" + JSONErrorLocation.reason(error),
                location: JSONErrorLocation.locate(error, in: data, path: manifestPath))
        }
        guard manifest.format == StateFolder.format else {
            return .foreign(
                FormatError(
                    .invalidValue, at: JSONErrorLocation.location(of: ["format"], in: data, path: manifestPath),
                    "not a GlanceSim state folder (format '\(manifest.format)')"))
        }
        guard StateFolder.readableVersions.contains(manifest.version) else {
            return .incomplete(
                FormatError(
                    .unsupported, at: JSONErrorLocation.location(of: ["version"], in: data, path: manifestPath),
                    "state folder version \(manifest.version) is not supported; this glancesim reads versions "
                        + StateFolder.readableVersions.map(String.init).joined(separator: " and ")),
                removable: ownNamesOnly)
        }
        let listed = manifest.files ?? [:]
        if manifest.version >= 2 && manifest.files == nil {
            return damaged(manifestPath, "\(StateFolder.manifestName) lists no files")
        }
        for name in listed.keys.sorted() {
            let filePath = path + "/" + name
            guard !name.contains("/"), names.contains(name),
                let record = try? StateFolder.Manifest.FileRecord(ofFileAt: filePath, in: fileSystem)
            else {
                // At the manifest's entry for the file: the file itself is not there to point into.
                return damaged(
                    filePath, "'\(name)' is missing",
                    location: JSONErrorLocation.location(of: ["files", name], in: data, path: manifestPath))
            }
            if record.bytes != listed[name]!.bytes {
                return damaged(
                    filePath,
                    "'\(name)' has \(record.bytes) bytes; \(StateFolder.manifestName) says \(listed[name]!.bytes)")
            }
            if record != listed[name]! {
                return damaged(filePath, "'\(name)' does not match the checksum \(StateFolder.manifestName) records")
            }
        }
        let extras = names.filter { $0 != StateFolder.manifestName && listed[$0] == nil }
        return .complete(
            manifest, extras: manifest.version == 1 ? extras.filter { !StateFolder.isOwnFileName($0) } : extras)
    }
}

extension Diagnostic.Code {
    /// A state folder that is half-written or damaged (its manifest does not decode, or a file does not match
    /// the size and checksum its manifest records).
    public static let damagedState = Diagnostic.Code(rawValue: "damaged-state")
    /// A note: a leftover of an interrupted save was found and put in order (see ``StateFolder``).
    public static let stateRecovered = Diagnostic.Code(rawValue: "state-recovered")
    /// A note: a state folder of an older version (or with an older snapshot) was loaded by replaying its steps.
    public static let stateMigrated = Diagnostic.Code(rawValue: "state-migrated")
}
