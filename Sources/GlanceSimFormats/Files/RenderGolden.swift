import Foundation

/// The golden text file of `expect render … equals FILE`, compared with what a widget shows; written atomically
/// when recording.
package struct RenderGolden {
    let path: String

    /// The golden file at `path`.
    package init(path: String) { self.path = path }

    /// The file's text with CRLF folded to LF, or `nil` when it does not exist.
    package func read() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    package func write(_ text: String) throws(FormatError) {
        do {
            try AtomicFile.write(Data(text.utf8), to: path)
        } catch {
            throw FormatError(
                .unreadable, at: .file(path), "cannot write the golden file: \(error.localizedDescription)")
        }
    }
}
