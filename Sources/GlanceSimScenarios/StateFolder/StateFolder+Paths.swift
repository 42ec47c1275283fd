import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

extension StateFolder {
    /// The path without trailing slashes.
    /// - Throws: ``FormatError`` when its last component is not a folder name of its own (`.`, `..`, `/`).
    static func checkedPath(_ path: String) throws(FormatError) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(separator: "/").last ?? ""
        guard !last.isEmpty, last != ".", last != ".." else {
            throw FormatError(
                .invalidValue, at: .file(path), "a state folder needs a name of its own, not '\(path)'")
        }
        return String(trimmed)
    }

    /// The folder that holds `path` (where the leftovers are, and what is locked and synced).
    static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// Runs `body` holding the lock on the folder that holds `path`, so no other glancesim saves or recovers
    /// it at the same time.
    static func withLock<Result>(
        on path: String, _ fileSystem: any StateFileSystem, _ body: () throws(FormatError) -> Result
    ) throws(FormatError) -> Result {
        let token = fileSystem.lock(parent(of: path))
        defer { if let token { fileSystem.unlock(token) } }
        return try body()
    }

    /// Removes a folder that holds only a state folder's files: the files (the manifest first, so the folder
    /// stops looking complete at once), then the folder.
    static func removeFolder(_ folder: String, in fileSystem: any StateFileSystem) throws(StateFileSystemError) {
        let names = try fileSystem.names(in: folder).sorted {
            ($0 == manifestName ? 0 : 1, $0) < ($1 == manifestName ? 0 : 1, $1)
        }
        for name in names { try fileSystem.removeFile(folder + "/" + name) }
        try fileSystem.removeDirectory(folder)
    }
}

/// Works on one state folder's path and the two siblings a save uses beside it.
protocol StateFolderSiblings {
    var path: String { get }
}

extension StateFolderSiblings {
    /// `PATH.glancesim-new`, where a save writes the new state.
    var staging: String { path + StateFolder.stagingSuffix }
    /// `PATH.glancesim-old`, where the two-rename fallback parks the old state.
    var previous: String { path + StateFolder.previousSuffix }
    /// The folder that holds all three.
    var parent: String { StateFolder.parent(of: path) }
}
