import Foundation
import GlanceSim

/// `replay --perfetto FILE`: streams a run's ``PerfettoTraceBuilder`` JSON into a temporary file beside `FILE`
/// and renames it onto `FILE` when the run ends, so `FILE` is never half-written; a run that fails leaves no
/// file behind.
final class PerfettoTraceWriter: TraceSink {
    /// Why the file could not be written; the command exits with `EX_CANTCREAT` (73).
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): error: cannot write the Perfetto trace: \(reason)" }
    }

    private let path: String
    private let temporary: String
    private let handle: FileHandle
    private var builder: PerfettoTraceBuilder!
    private var failure: String?
    private var buffer = ""
    private var done = false

    init(path: String) throws(WriteError) {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        temporary =
            (folder.isEmpty ? "" : folder + "/") + ".\((path as NSString).lastPathComponent).glancesim-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        self.handle = handle
        builder = PerfettoTraceBuilder { [unowned self] in self.append($0) }
    }

    deinit {
        if !done {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    func accepts(_ kind: TraceKind) -> Bool { builder.accepts(kind) }

    func receive(_ record: TraceRecord) { builder.receive(record) }

    /// Closes the document at `end` and puts the file in place.
    func finish(at end: SimInstant) throws(WriteError) {
        builder.finish(at: end)
        flush()
        done = true
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            failure = failure ?? "\(error)"
        }
        if let failure {
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    private func append(_ text: String) {
        buffer += text
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty, failure == nil else { return }
        do {
            try handle.write(contentsOf: Data(buffer.utf8))
        } catch {
            failure = "\(error)"
        }
        buffer = ""
    }
}
