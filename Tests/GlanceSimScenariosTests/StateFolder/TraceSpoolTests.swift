import Foundation
import GlanceSim
import Testing

@testable import GlanceSimScenarios

/// ``TraceSpool``: a streamed trace's JSON lines on disk, copied in chunks, with the size and checksum a state
/// folder's manifest records; and the chunked read that checks them on load.
@Suite struct TraceSpoolTests {
    /// A device that ran long enough for its JSON lines to pass 1 MiB (several chunks).
    private func spooledDay() throws -> (spool: TraceSpool, full: Device) {
        let spool = try TraceSpool()
        let streamed = Device(traceMode: .streaming(spool))
        let full = Device()
        for device in [streamed, full] { try device.advance(by: .days(5)) }
        return (spool, full)
    }

    @Test func theSpooledChunksAreTheFullTracesJSONLinesWithTheirSizeAndChecksum() throws {
        let (spool, full) = try spooledDay()
        let expected = Data(full.trace.jsonLines.utf8)
        #expect(expected.count > 1 << 20)
        var copied = Data()
        var chunks = 0
        try spool.forEachChunk(chunkSize: 1 << 20) { chunk in
            copied.append(chunk)
            chunks += 1
        }
        #expect(copied == expected)
        #expect(chunks == (expected.count + (1 << 20) - 1) >> 20)
        #expect(spool.byteCount == expected.count)
        #expect(spool.fileRecord == StateFolder.Manifest.FileRecord(of: expected))
    }

    @Test func aSpoolPassesEachRecordOnAfterWritingIt() throws {
        final class Counter: TraceSink {
            var count = 0
            func receive(_ record: TraceRecord) { count += 1 }
        }
        let counter = Counter()
        let spool = try TraceSpool(passingOnTo: counter)
        let device = Device(traceMode: .streaming(spool))
        try device.advance(by: .hours(1))
        #expect(counter.count == device.trace.totalCount)
    }

    @Test func aFileIsCheckedInChunksWithTheSameRecordAsWhole() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-chunks-\(getpid()).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let data = Data((0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try data.write(to: URL(fileURLWithPath: path))
        let record = try StateFolder.Manifest.FileRecord(ofFileAt: path, in: POSIXStateFileSystem())
        #expect(record == StateFolder.Manifest.FileRecord(of: data))
        #expect(throws: StateFileSystemError.self) {
            try StateFolder.Manifest.FileRecord(ofFileAt: path + ".absent", in: POSIXStateFileSystem())
        }
    }
}
