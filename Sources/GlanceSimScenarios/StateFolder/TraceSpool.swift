package import Foundation
public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The JSON lines of a streamed trace (``TraceRecord/jsonLine``, one per record), written to anonymous temporary
/// files as the run goes, with their size and checksum kept as they are written: what `replay --trace-json` writes,
/// and what a ``ScenarioSession`` whose device keeps no records saves as a state folder's full trace
/// (`--full-trace`, in parts of at most `partLimit` bytes).
///
/// The file is created in the temporary folder (`TMPDIR`) and unlinked at once, so it has no name: no other
/// command sees it, and it vanishes when the process ends, however it ends. ``StateFolder`` copies it into the
/// staging folder in chunks when it saves, so memory stays flat however long the trace is.
///
/// Why not stream straight into the staging folder (`PATH.glancesim-new`): that folder is, to every other
/// command, the leftover of an interrupted save, which their recovery removes; writing into it for the whole
/// run would mean holding the state folder's lock for the whole run (blocking every other command on that
/// folder's parent for minutes), and a killed run would leave a leftover behind. The copy keeps the save's
/// crash-safe sequence exactly as it was.
///
/// ```swift
/// let spool = try TraceSpool()
/// let device = Device(traceMode: .streaming(spool))
/// try device.advance(by: .days(1))
/// print(spool.byteCount)
/// ```
public final class TraceSpool: TraceSink {
    /// One temporary file of the spool: lines are never split between two.
    private struct Part {
        let file: UnsafeMutablePointer<FILE>
        var byteCount = 0
        var hash = Fingerprint.FNV1a()
    }

    /// How many bytes the JSON lines take.
    public private(set) var byteCount = 0
    private var hash = Fingerprint.FNV1a()
    private var parts: [Part] = []
    /// A new part starts when the next line would take the current one past this many bytes.
    private let partLimit: Int
    /// The first write that failed (the file system is full…); the save reports it.
    private var failure: String?
    /// Where records go after they are spooled.
    private let downstream: (any TraceSink)?

    /// An empty spool in a new anonymous temporary file.
    /// - Parameter partLimit: Past this many bytes the lines go on in a new file, so a state folder can write the
    ///   trace in parts (``StateFolder/TracePart``); the default keeps one.
    /// - Throws: ``FormatError`` when the temporary file cannot be made.
    public init(passingOnTo downstream: (any TraceSink)? = nil, partLimit: Int = .max) throws(FormatError) {
        self.downstream = downstream
        self.partLimit = partLimit
        parts = [Part(file: try Self.temporaryFile())]
    }

    deinit { for part in parts { fclose(part.file) } }

    private static func temporaryFile() throws(FormatError) -> UnsafeMutablePointer<FILE> {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array((folder + "/glancesim-trace-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FormatError(
                .unreadable, at: .file(folder),
                "cannot make a temporary file for the trace: \(String(cString: strerror(errno)))")
        }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        guard let file = fdopen(descriptor, "w+") else {
            close(descriptor)
            throw FormatError(.unreadable, at: .file(folder), "cannot open the trace's temporary file")
        }
        return file
    }

    /// Writes the record's JSON line, then passes the record on.
    public func receive(_ record: TraceRecord) {
        if failure == nil {
            var line = record.jsonLine
            line.append("\n")
            let size = line.utf8.count
            if parts[parts.count - 1].byteCount > 0 && parts[parts.count - 1].byteCount + size > partLimit {
                do {
                    parts.append(Part(file: try Self.temporaryFile()))
                } catch {
                    failure = error.diagnostics.first?.message ?? "cannot make a temporary file"
                }
            }
            if failure == nil {
                let index = parts.count - 1
                line.withUTF8 { bytes in
                    if fwrite(bytes.baseAddress, 1, bytes.count, parts[index].file) != bytes.count {
                        failure = String(cString: strerror(errno))
                    }
                    hash.mix(bytes)
                    parts[index].hash.mix(bytes)
                }
                byteCount += size
                parts[index].byteCount += size
            }
        }
        if let downstream, downstream.accepts(record.kind) { downstream.receive(record) }
    }

    /// The size and checksum of everything spooled, as a state folder's manifest records a file.
    var fileRecord: StateFolder.Manifest.FileRecord {
        StateFolder.Manifest.FileRecord(bytes: byteCount, fnv1a64: hash.hex)
    }

    /// How many parts the lines are in (a spool has at least one, maybe empty).
    var partCount: Int { parts.count }

    /// The size and checksum of one part.
    func fileRecord(ofPart index: Int) -> StateFolder.Manifest.FileRecord {
        StateFolder.Manifest.FileRecord(bytes: parts[index].byteCount, fnv1a64: parts[index].hash.hex)
    }

    /// Hands the spooled bytes of every part to `body` in order, in chunks of at most `chunkSize` bytes.
    /// - Throws: ``StateFileSystemError`` when a write failed earlier or the temporary files cannot be read.
    package func forEachChunk(
        chunkSize: Int = 1 << 20, _ body: (Data) throws(StateFileSystemError) -> Void
    ) throws(StateFileSystemError) {
        for index in parts.indices { try forEachChunk(ofPart: index, chunkSize: chunkSize, body) }
    }

    /// Hands one part's bytes to `body` in chunks.
    package func forEachChunk(
        ofPart index: Int, chunkSize: Int = 1 << 20, _ body: (Data) throws(StateFileSystemError) -> Void
    ) throws(StateFileSystemError) {
        if let failure { throw StateFileSystemError("write", "the trace's temporary file", code: 0, reason: failure) }
        let part = parts[index]
        guard fflush(part.file) == 0 else {
            throw StateFileSystemError(
                "write", "the trace's temporary file", code: errno, reason: String(cString: strerror(errno)))
        }
        let descriptor = fileno(part.file)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var offset = 0
        while offset < part.byteCount {
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, chunkSize, off_t(offset)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else {
                throw StateFileSystemError(
                    "read", "the trace's temporary file", code: errno,
                    reason: read == 0 ? "the file is shorter than was written" : String(cString: strerror(errno)))
            }
            try body(Data(buffer[0..<read]))
            offset += read
        }
    }
}

extension StateFolder.Manifest.FileRecord {
    init(bytes: Int, fnv1a64: String) {
        self.bytes = bytes
        self.fnv1a64 = fnv1a64
    }
}

/// What one file of a state folder holds when it is saved: bytes made at once, or a spooled trace copied in
/// chunks.
enum StateFileContent {
    case data(Data)
    /// One part of a spool.
    case spoolPart(TraceSpool, Int)
    /// A file of the folder being replaced, copied as it is (an earlier part of a full trace).
    case copy(path: String, record: StateFolder.Manifest.FileRecord)

    /// Its size and checksum, for the manifest.
    var record: StateFolder.Manifest.FileRecord {
        switch self {
        case .data(let data): StateFolder.Manifest.FileRecord(of: data)
        case .spoolPart(let spool, let index): spool.fileRecord(ofPart: index)
        case .copy(_, let record): record
        }
    }
}
