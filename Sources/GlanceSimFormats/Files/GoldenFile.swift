import Foundation

/// A golden text file compared with what a widget shows; written atomically when recording.
struct GoldenFile {
    let path: String

    /// The file's text with CRLF folded to LF, or `nil` when it does not exist.
    func read() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    func write(_ text: String) throws(FormatError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw FormatError(
                .unreadable, at: .file(path), "cannot write the golden file: \(error.localizedDescription)")
        }
    }
}

/// Writes files atomically: to a temporary file in the same folder, then renamed over the target.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
