import Foundation
import GlanceSimScenarios

/// The real file system, with a hook that "dies" at step `n`: that call and every later one that would change
/// the disk fail without doing anything — as if the process had been killed at that instant (no cleanup
/// code can run after it). A death at a `write` writes the first half of the bytes first: a torn write.
///
/// It also records every step it was asked for, so tests can count the steps of a save and check their order,
/// and it can pretend the system has no atomic swap (for the two-rename fallback). `fsync` is counted but not
/// performed: it changes nothing a kill could observe, and makes the tests slow.
final class DyingFileSystem: StateFileSystem {
    /// One step asked for: the call and its path (relative to `root`; `root` itself is `.`).
    struct Step: Equatable, CustomStringConvertible {
        var call: String
        var path: String
        var description: String { "\(call) \(path)" }
    }

    private let real = POSIXStateFileSystem()
    private let root: String
    /// The step to die at (0 = before the first); `nil` never dies.
    let deathStep: Int?
    /// Whether `exchange` is available.
    let canExchange: Bool
    /// Every step asked for, including the one that died.
    private(set) var steps: [Step] = []
    private var paths: [Int32: String] = [:]

    init(root: String, dieAt deathStep: Int? = nil, canExchange: Bool = true) {
        self.root = root
        self.deathStep = deathStep
        self.canExchange = canExchange
    }

    /// Whether the process "died".
    var isDead: Bool { deathStep.map { steps.count > $0 } ?? false }

    /// Records a step; throws (doing nothing) if it is the death step or after it.
    private func step(_ call: String, _ path: String) throws(StateFileSystemError) {
        let relative = path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        steps.append(Step(call: call, path: relative))
        if isDead { throw StateFileSystemError(call, path, code: 0, reason: "killed (simulated) at this step") }
    }

    func kind(of path: String) -> StateFileKind { real.kind(of: path) }
    func names(in directory: String) throws(StateFileSystemError) -> [String] { try real.names(in: directory) }
    func contents(of path: String) throws(StateFileSystemError) -> Data { try real.contents(of: path) }
    func lock(_ directory: String) -> Int32? { real.lock(directory) }
    func unlock(_ token: Int32) { real.unlock(token) }

    func makeDirectory(_ path: String) throws(StateFileSystemError) {
        try step("mkdir", path)
        try real.makeDirectory(path)
    }

    func createFile(_ path: String) throws(StateFileSystemError) -> Int32 {
        try step("open", path)
        let file = try real.createFile(path)
        paths[file] = path
        return file
    }

    func write(_ file: Int32, _ data: Data) throws(StateFileSystemError) {
        do {
            try step("write", paths[file] ?? "?")
        } catch {
            try? real.write(file, data.prefix(data.count / 2))
            throw error
        }
        try real.write(file, data)
    }

    func sync(_ file: Int32) throws(StateFileSystemError) { try step("fsync", paths[file] ?? "?") }

    func close(_ file: Int32) throws(StateFileSystemError) {
        do {
            try step("close", paths[file] ?? "?")
        } catch {
            // A dead process's descriptors are closed by the kernel; close it without counting.
            try? real.close(file)
            throw error
        }
        try real.close(file)
    }

    func syncDirectory(_ path: String) throws(StateFileSystemError) { try step("fsync-dir", path) }

    func rename(_ source: String, to destination: String) throws(StateFileSystemError) {
        try step("rename", source)
        try real.rename(source, to: destination)
    }

    func exchange(_ first: String, _ second: String) throws(StateFileSystemError) -> Bool {
        guard canExchange else { return false }
        try step("exchange", first)
        return try real.exchange(first, second)
    }

    func removeFile(_ path: String) throws(StateFileSystemError) {
        try step("unlink", path)
        try real.removeFile(path)
    }

    func removeDirectory(_ path: String) throws(StateFileSystemError) {
        try step("rmdir", path)
        try real.removeDirectory(path)
    }
}
