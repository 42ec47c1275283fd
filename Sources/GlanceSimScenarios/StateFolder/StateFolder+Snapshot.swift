import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

extension StateFolder {
    /// The file that holds the device's complete state (from folder version 3).
    static let snapshotName = "snapshot.json"
    /// The version of `snapshot.json`'s layout: bump it with every change to a saved type (``GlanceSim/DeviceSnapshot``,
    /// ``ScenarioRunnerSnapshot``, ``IOSRunnerSnapshot`` and what they hold). A folder with an older snapshot is
    /// migrated by replaying its steps; one with a newer snapshot is refused.
    static let snapshotVersion = 1
    /// Past this many bytes a full trace (`--full-trace`) goes on in its next part.
    static let tracePartLimit = 64 << 20

    /// `snapshot.json`: the version of its layout, and the state of the device of one platform.
    struct SavedState: Codable {
        var version: Int
        var android: ScenarioRunnerSnapshot?
        var ios: IOSRunnerSnapshot?
    }

    /// One part of a full trace in a state folder (`trace-000001.jsonl`, …): the folder it is in now, and its
    /// size and checksum.
    package struct TracePart {
        var name: String
        var path: String
        var record: Manifest.FileRecord
    }

    /// `trace-NNNNNN.jsonl`, counting from 1.
    static func tracePartName(_ number: Int) -> String {
        let digits = String(number)
        return "trace-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".jsonl"
    }

    /// Whether a name is a full trace's part's.
    static func isTracePartName(_ name: String) -> Bool {
        guard name.hasPrefix("trace-"), name.hasSuffix(".jsonl") else { return false }
        let digits = name.dropFirst(6).dropLast(6)
        return digits.count >= 6 && digits.allSatisfy(\.isASCIIDigit)
    }

    /// The full trace's parts a folder's manifest lists, in order.
    static func traceParts(of manifest: Manifest, in path: String) -> [TracePart] {
        let files = manifest.files ?? [:]
        return files.keys.filter(isTracePartName).sorted().map {
            TracePart(name: $0, path: path + "/" + $0, record: files[$0]!)
        }
    }

    /// The files a session's full trace is saved in: the parts it was loaded with, then its new records in parts
    /// numbered after them.
    static func traceParts(of session: ScenarioSession) -> [(name: String, content: StateFileContent)] {
        var parts = session.fullTraceParts.map {
            (name: $0.name, content: StateFileContent.copy(path: $0.path, record: $0.record))
        }
        func add(_ content: StateFileContent) { parts.append((tracePartName(parts.count + 1), content)) }
        if let spool = session.traceSpool {
            for index in 0..<spool.partCount where spool.fileRecord(ofPart: index).bytes > 0 {
                add(.spoolPart(spool, index))
            }
        } else if session.device.trace.mode.keepsRecords, !session.device.trace.records.isEmpty {
            var part = ""
            for record in session.device.trace.records {
                let line = record.jsonLine + "\n"
                if !part.isEmpty && part.utf8.count + line.utf8.count > tracePartLimit {
                    add(.data(Data(part.utf8)))
                    part = ""
                }
                part += line
            }
            add(.data(Data(part.utf8)))
        }
        return parts
    }

    /// The lines of a folder's `trace.jsonl` (its window).
    static func windowLines(in path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path + "/trace.jsonl") else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StateFolder {
    /// Records a file's present size and checksum in the folder's manifest — what a deliberate edit of the file
    /// does to get past the checks (the fuzzer's snapshot cases; a folder edited by hand).
    /// - Throws: When the manifest cannot be read or written.
    package static func vouch(for name: String, in path: String) throws {
        let manifestPath = path + "/" + manifestName
        var manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
        let data = try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
        manifest.files?[name] = Manifest.FileRecord(of: data)
        try StateSnapshot.encode(manifest).write(to: URL(fileURLWithPath: manifestPath))
    }
}
