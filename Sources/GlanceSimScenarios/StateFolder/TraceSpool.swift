package import Foundation
public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The JSON lines of a streamed trace (``TraceRecord/jsonLine``, one per record), written to an anonymous
/// temporary file as the run goes, with their size and checksum kept as they are written: what a
/// ``ScenarioSession`` whose device keeps no records saves as a state folder's `trace.jsonl`.
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
    /// How many bytes the JSON lines take.
    public private(set) var byteCount = 0
    private var hash = Fingerprint.FNV1a()
    private let file: UnsafeMutablePointer<FILE>
    /// The first write that failed (the file system is full…); the save reports it.
    private var failure: String?
    /// Where records go after they are spooled.
    private let downstream: (any TraceSink)?

    /// Creates an empty spool that passes each record on to `downstream` after writing it.
    /// - Throws: ``FormatError`` when no temporary file can be made.
    public init(passingOnTo downstream: (any TraceSink)? = nil) throws(FormatError) {
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
        self.file = file
        self.downstream = downstream
    }

    deinit { fclose(file) }

    /// Writes the record's JSON line, then passes the record on.
    public func receive(_ record: TraceRecord) {
        if failure == nil {
            var line = record.jsonLine
            line.append("\n")
            line.withUTF8 { bytes in
                if fwrite(bytes.baseAddress, 1, bytes.count, file) != bytes.count {
                    failure = String(cString: strerror(errno))
                }
                hash.mix(bytes)
            }
            byteCount += line.utf8.count
        }
        if let downstream, downstream.accepts(record.kind) { downstream.receive(record) }
    }

    /// The spooled lines' size and checksum, as a state folder's manifest lists them.
    var fileRecord: StateFolder.Manifest.FileRecord {
        StateFolder.Manifest.FileRecord(bytes: byteCount, fnv1a64: hash.hex)
    }

    /// Hands the spooled bytes to `body` in chunks of at most `chunkSize` bytes, in order; the spool goes on
    /// taking records afterwards.
    /// - Throws: A write that failed while spooling, a read that fails now, or what `body` throws.
    package func forEachChunk(
        chunkSize: Int = 1 << 20, _ body: (Data) throws(StateFileSystemError) -> Void
    ) throws(StateFileSystemError) {
        if let failure { throw StateFileSystemError("write", "the trace's temporary file", code: 0, reason: failure) }
        guard fflush(file) == 0 else {
            throw StateFileSystemError(
                "write", "the trace's temporary file", code: errno, reason: String(cString: strerror(errno)))
        }
        let descriptor = fileno(file)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var offset = 0
        while offset < byteCount {
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
    case spool(TraceSpool)

    /// Its size and checksum, for the manifest.
    var record: StateFolder.Manifest.FileRecord {
        switch self {
        case .data(let data): StateFolder.Manifest.FileRecord(of: data)
        case .spool(let spool): spool.fileRecord
        }
    }
}
