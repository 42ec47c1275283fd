import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// Writes a state folder so that, whenever the process dies or the power fails, `path` holds the complete old
/// state or the complete new one, and anything left over is put in order by ``StateFolderRecovery``.
///
/// The new state is written into `PATH.glancesim-new` (each file written and `fsync`ed, the manifest last, then
/// the folder `fsync`ed) and swapped in atomically; the DocC article <doc:StateFolders> lists every step. Every
/// file is durable before the folder that holds it is renamed, and every rename is durable before the next
/// one, so a power loss, like a kill, stops the sequence between two steps.
struct StateFolderWriter: StateFolderSiblings {
    let path: String
    let fileSystem: any StateFileSystem

    /// Writes `files` (in this order) as the state at `path`; `replacing` when `path` holds a complete state
    /// folder now (else it is absent or an empty directory).
    /// A spooled trace is written in chunks, one `write` each.
    func write(_ files: [(name: String, content: StateFileContent)], replacing: Bool) throws(StateFileSystemError) {
        try fileSystem.makeDirectory(staging)
        for file in files {
            let descriptor = try fileSystem.createFile(staging + "/" + file.name)
            do throws(StateFileSystemError) {
                switch file.content {
                case .data(let data):
                    try fileSystem.write(descriptor, data)
                case .spoolPart(let spool, let index):
                    try spool.forEachChunk(ofPart: index) { chunk throws(StateFileSystemError) in
                        try fileSystem.write(descriptor, chunk)
                    }
                case .copy(let source, _):
                    var failure: StateFileSystemError?
                    try fileSystem.readChunks(of: source) { chunk in
                        guard failure == nil else { return }
                        do throws(StateFileSystemError) { try fileSystem.write(descriptor, chunk) } catch {
                            failure = error
                        }
                    }
                    if let failure { throw failure }
                }
                try fileSystem.sync(descriptor)
            } catch {
                try? fileSystem.close(descriptor)
                throw error
            }
            try fileSystem.close(descriptor)
        }
        try fileSystem.syncDirectory(staging)
        guard replacing else {
            try fileSystem.rename(staging, to: path)
            try fileSystem.syncDirectory(parent)
            return
        }
        if try fileSystem.exchange(staging, path) {
            try fileSystem.syncDirectory(parent)
            try remove(staging)
        } else {
            try fileSystem.rename(path, to: previous)
            try fileSystem.syncDirectory(parent)
            try fileSystem.rename(staging, to: path)
            try fileSystem.syncDirectory(parent)
            try remove(previous)
        }
    }

    private func remove(_ folder: String) throws(StateFileSystemError) {
        try StateFolder.removeFolder(folder, in: fileSystem)
    }
}
