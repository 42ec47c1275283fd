import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

extension StateFolder {
    /// `glancesim-state.json`: the steps that made the device, the app folders' fingerprints, and (from version
    /// 2) the size and checksum of every other file, so a complete folder can be told from a damaged one.
    struct Manifest: Codable, Equatable {
        /// One file the manifest vouches for.
        struct FileRecord: Codable, Equatable {
            /// Its size in bytes.
            var bytes: Int
            /// Its 64-bit FNV-1a hash, in hexadecimal.
            var fnv1a64: String

            init(of data: Data) {
                bytes = data.count
                fnv1a64 = Fingerprint.ofBytes(data)
            }

            /// The record of a file, read in chunks (a long `trace.jsonl` is never held whole).
            init(ofFileAt path: String, in fileSystem: any StateFileSystem) throws(StateFileSystemError) {
                var hash = Fingerprint.FNV1a()
                var count = 0
                try fileSystem.readChunks(of: path) { chunk in
                    hash.mix(chunk)
                    count += chunk.count
                }
                bytes = count
                fnv1a64 = hash.hex
            }
        }

        var format: String
        var version: Int
        var steps: [SavedStep]
        var appFolders: [String: String]
        /// `ios` for a WidgetKit device saved from a `platform ios` scenario; absent for an Android device.
        var platform: String?
        /// Every other file of the folder (absent in version 1, which had no checksums).
        var files: [String: FileRecord]?
    }

    /// Whether a name is one of a state folder's own files (a folder holding only these is GlanceSim's to replace
    /// or remove).
    static func isOwnFileName(_ name: String) -> Bool {
        ownFileNames.contains(name) || isTracePartName(name)
    }

    private static let ownFileNames = Set(
        StateSnapshot.fileNames + IOSStateSnapshot.fileNames + [manifestName, snapshotName])
}
