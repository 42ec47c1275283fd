import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit
import Synchronization

/// The `--trace-json` file of `replay`: each script's records as JSON lines after a header line naming it.
enum TraceJSONFile {
    /// Why the file could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Writes the `--trace-json` file: for each script that ran, in the order given, a header line and its
    /// spooled JSON lines. The file is written beside `path` and renamed onto it, so it is never half-written.
    static func write(_ spools: [ReplayCommand.SpoolHandOver], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            (folder.isEmpty ? "" : folder + "/") + ".\((path as NSString).lastPathComponent).glancesim-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: nil) else {
            throw WriteError(reason: "cannot create '\(temporary)'")
        }
        var renamed = false
        defer { if !renamed { try? FileManager.default.removeItem(atPath: temporary) } }
        guard let handle = FileHandle(forWritingAtPath: temporary) else {
            throw WriteError(reason: "cannot open '\(temporary)'")
        }
        defer { try? handle.close() }
        for spool in spools {
            try handle.write(contentsOf: Data("{\"scenario\":\(jsonString(spool.file))}\n".utf8))
            try spool.spool.forEachChunk { chunk throws(StateFileSystemError) in
                do {
                    try handle.write(contentsOf: chunk)
                } catch {
                    throw StateFileSystemError("write", temporary, code: 0, reason: "\(error)")
                }
            }
        }
        try handle.synchronize()
        guard rename(temporary, path) == 0 else {
            throw WriteError(
                reason: "cannot rename '\(temporary)' to '\(path)': \(String(cString: strerror(errno)))")
        }
        renamed = true
    }
}
