import Foundation

/// Writes files atomically: to a temporary file in the same folder, then renamed over the target.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
