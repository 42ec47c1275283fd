package import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// The file-system operations a state folder is saved and recovered with, one per system call, so that a test
/// can stop the writer between any two of them (``StateFolder`` uses ``POSIXStateFileSystem``).
///
/// Every call that changes what is on disk, or makes it durable, is one *step*: `mkdir`, `open(O_CREAT)`,
/// `write`, `fsync` of a file, `close`, `fsync` of a directory, `rename`, the `renameat2(RENAME_EXCHANGE)`
/// swap, `unlink` and `rmdir`. Reading (``kind(of:)``, ``names(in:)``, ``contents(of:)``) and locking are not
/// steps: they change nothing a crash could leave behind.
///
/// ```swift
/// let fileSystem = POSIXStateFileSystem()
/// let file = try fileSystem.createFile("st.glancesim-new/work.json")
/// try fileSystem.write(file, Data("[]\n".utf8))
/// try fileSystem.sync(file)
/// try fileSystem.close(file)
/// ```
package protocol StateFileSystem {
    /// What is at `path` (symbolic links are not followed).
    func kind(of path: String) -> StateFileKind
    /// The names in a directory, sorted.
    func names(in directory: String) throws(StateFileSystemError) -> [String]
    /// A file's bytes.
    func contents(of path: String) throws(StateFileSystemError) -> Data
    /// A file's bytes, handed to `body` in order in chunks, so a long `trace.jsonl` is never read whole (by
    /// default, the whole ``contents(of:)`` as one chunk).
    func readChunks(of path: String, _ body: (Data) -> Void) throws(StateFileSystemError)
    /// Takes an exclusive advisory lock on a directory (blocking), so two commands never save or recover the
    /// same state folder at once. Returns a token for ``unlock(_:)``, or `nil` where the directory cannot be
    /// locked (the caller goes on without the lock).
    func lock(_ directory: String) -> Int32?
    /// Releases a lock.
    func unlock(_ token: Int32)

    /// `mkdir`.
    func makeDirectory(_ path: String) throws(StateFileSystemError)
    /// `open(O_WRONLY | O_CREAT | O_EXCL)`: a new, empty file, open for writing.
    func createFile(_ path: String) throws(StateFileSystemError) -> Int32
    /// `write`, until every byte is written.
    func write(_ file: Int32, _ data: Data) throws(StateFileSystemError)
    /// `fsync` of an open file.
    func sync(_ file: Int32) throws(StateFileSystemError)
    /// `close`.
    func close(_ file: Int32) throws(StateFileSystemError)
    /// `fsync` of a directory, making the names in it durable.
    func syncDirectory(_ path: String) throws(StateFileSystemError)
    /// `rename`: atomically replaces `destination` (absent, or an empty directory) by `source`.
    func rename(_ source: String, to destination: String) throws(StateFileSystemError)
    /// Atomically swaps two existing directories (`renameat2(RENAME_EXCHANGE)` on Linux). Returns `false`,
    /// having changed nothing, where the system or the file system cannot.
    func exchange(_ first: String, _ second: String) throws(StateFileSystemError) -> Bool
    /// `unlink`.
    func removeFile(_ path: String) throws(StateFileSystemError)
    /// `rmdir` of an empty directory.
    func removeDirectory(_ path: String) throws(StateFileSystemError)
}

extension StateFileSystem {
    package func readChunks(of path: String, _ body: (Data) -> Void) throws(StateFileSystemError) {
        body(try contents(of: path))
    }
}

/// What a path names.
package enum StateFileKind: Equatable, Sendable {
    /// Nothing.
    case absent
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A symbolic link, device, socket or the like: never a state folder.
    case other
}

/// A failed file-system call: the call, its path and `errno`.
package struct StateFileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, e.g. `rename`.
    package var operation: String
    /// The path it was about.
    package var path: String
    /// The `errno` it failed with (0 when there is none, as for a simulated death).
    package var code: Int32
    /// The reason in words.
    package var reason: String

    package init(_ operation: String, _ path: String, code: Int32, reason: String) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = reason
    }

    /// `operation 'path': reason`.
    package var description: String { "\(operation) '\(path)': \(reason)" }
}
