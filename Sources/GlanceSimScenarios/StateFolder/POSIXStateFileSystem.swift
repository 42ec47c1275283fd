package import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real ``StateFileSystem``: one POSIX system call per step, `fsync` for durability (`F_FULLFSYNC` on
/// Apple systems, where `fsync` does not reach the disk), `renameat2(RENAME_EXCHANGE)` for the atomic swap on
/// Linux, and `flock` on the parent directory as the lock.
///
/// ```swift
/// let fileSystem = POSIXStateFileSystem()
/// try fileSystem.makeDirectory("st.glancesim-new")
/// ```
package struct POSIXStateFileSystem: StateFileSystem {
    package init() {}

    package func kind(of path: String) -> StateFileKind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    package func names(in directory: String) throws(StateFileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw StateFileSystemError("list", directory, code: 0, reason: error.localizedDescription)
        }
    }

    package func contents(of path: String) throws(StateFileSystemError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StateFileSystemError("read", path, code: 0, reason: "cannot read the file")
        }
        return data
    }

    package func readChunks(of path: String, _ body: (Data) -> Void) throws(StateFileSystemError) {
        let descriptor = try check("open", path, open(path, O_RDONLY | O_CLOEXEC))
        defer { _ = systemClose(descriptor) }
        let chunkSize = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Self.failure("read", path) }
            if count == 0 { return }
            body(Data(buffer[0..<count]))
        }
    }

    package func lock(_ directory: String) -> Int32? {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                _ = systemClose(descriptor)
                return nil
            }
        }
        return descriptor
    }

    package func unlock(_ token: Int32) {
        _ = flock(token, LOCK_UN)
        _ = systemClose(token)
    }

    package func makeDirectory(_ path: String) throws(StateFileSystemError) {
        _ = try check("mkdir", path, mkdir(path, 0o755))
    }

    package func createFile(_ path: String) throws(StateFileSystemError) -> Int32 {
        try check("open", path, open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644))
    }

    package func write(_ file: Int32, _ data: Data) throws(StateFileSystemError) {
        var failure: StateFileSystemError?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(file, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.failure("write", "file descriptor \(file)")
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    package func sync(_ file: Int32) throws(StateFileSystemError) {
        _ = try check("fsync", "file descriptor \(file)", Self.fullSync(file))
    }

    package func close(_ file: Int32) throws(StateFileSystemError) {
        _ = try check("close", "file descriptor \(file)", systemClose(file))
    }

    package func syncDirectory(_ path: String) throws(StateFileSystemError) {
        let descriptor = try check("open", path, open(path, O_RDONLY | O_CLOEXEC))
        defer { _ = systemClose(descriptor) }
        _ = try check("fsync", path, Self.fullSync(descriptor))
    }

    package func rename(_ source: String, to destination: String) throws(StateFileSystemError) {
        _ = try check("rename", source, systemRename(source, destination))
    }

    package func exchange(_ first: String, _ second: String) throws(StateFileSystemError) -> Bool {
        #if os(Linux)
            guard let renameAt2 = Self.renameAt2 else { return false }
            if renameAt2(AT_FDCWD, first, AT_FDCWD, second, Self.renameExchange) == 0 { return true }
            // EINVAL: this file system has no RENAME_EXCHANGE; ENOSYS: this kernel has no renameat2.
            if errno == EINVAL || errno == ENOSYS { return false }
            throw Self.failure("renameat2", first)
        #else
            return false
        #endif
    }

    package func removeFile(_ path: String) throws(StateFileSystemError) {
        _ = try check("unlink", path, unlink(path))
    }

    package func removeDirectory(_ path: String) throws(StateFileSystemError) {
        _ = try check("rmdir", path, rmdir(path))
    }

    // MARK: - System calls

    #if os(Linux)
        /// `renameat2(2)`. Glibc declares it only under `_GNU_SOURCE`, which Swift's Glibc module does not set,
        /// so it is looked up at run time; an older C library simply falls back to two renames.
        private typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        private static let renameAt2: RenameAt2? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: RenameAt2.self)
        }()
        /// `RENAME_EXCHANGE` from `<linux/fs.h>` (part of the kernel's stable ABI).
        private static let renameExchange: UInt32 = 2
    #endif

    private static func fullSync(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            return fcntl(descriptor, F_FULLFSYNC)
        #else
            return fsync(descriptor)
        #endif
    }

    private func check(_ operation: String, _ path: String, _ result: Int32) throws(StateFileSystemError) -> Int32 {
        guard result >= 0 else { throw Self.failure(operation, path) }
        return result
    }

    private static func failure(_ operation: String, _ path: String) -> StateFileSystemError {
        let code = errno
        return StateFileSystemError(operation, path, code: code, reason: String(cString: strerror(code)))
    }
}

// The C library's `close`, `write` and `rename`, named apart from the protocol's methods of the same names.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
