import Foundation
import GlanceSim
import GlanceSimWidgetKit

/// `replay --perfetto FILE`: streams a run's ``PerfettoTraceBuilder`` JSON into a temporary file beside `FILE`
/// and renames it onto `FILE` when the run ends, so `FILE` is never half-written; a run that fails leaves no
/// file behind. An iOS run's WidgetKit records (``add(_:)``) become a process of their own, `iOS (WidgetKit)`:
/// alone for an iOS scenario, beside the Android processes for a compare file.
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
    /// The Android side's builder (`nil` for an iOS scenario, which has none).
    private var builder: PerfettoTraceBuilder?
    private var failure: String?
    private var buffer = ""
    private var done = false

    /// A writer for a run with an Android side (`android`), or for an iOS scenario alone.
    init(path: String, android: Bool = true) throws(WriteError) {
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
        if android {
            builder = PerfettoTraceBuilder { [unowned self] in self.append($0) }
        } else {
            append("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[")
            separator = ""
        }
    }

    /// What goes before the next event added by ``add(_:)``: nothing before the first of an iOS-only document,
    /// a comma after the builder's events.
    private var separator = ","

    deinit {
        if !done {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    func accepts(_ kind: TraceKind) -> Bool { builder?.accepts(kind) ?? false }

    func receive(_ record: TraceRecord) { builder?.receive(record) }

    /// Adds an iOS device's WidgetKit records (before ``finish(at:)``), as ``WidgetKitTraceEvents`` draws them.
    func add(_ records: [WidgetKitTraceRecord]) {
        for event in WidgetKitTraceEvents.events(of: records) {
            append(separator + event)
            separator = ","
        }
    }

    /// Closes the document at `end` and puts the file in place.
    func finish(at end: SimInstant) throws(WriteError) {
        if let builder { builder.finish(at: end) } else { append("]}\n") }
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

/// An iOS device's WidgetKit records as Chrome trace events: one process, `iOS (WidgetKit)` (pid 1000, clear of
/// the Android processes' 1, 2, …), with a thread per widget (`widget N`), one for the app and its App Group
/// writes and one for the system's own choices. Every record is an instant named by its kind (`wk.…`) with its
/// details; each budget debit also sets a `budget widget N` counter. Timestamps are the virtual time since the
/// start of the run, in microseconds.
enum WidgetKitTraceEvents {
    static let pid = 1000
    private static let appThread = 1
    private static let systemThread = 2

    /// The events, in record order, each thread named before its first event.
    static func events(of records: [WidgetKitTraceRecord]) -> [String] {
        var events = [metadata(tid: nil, name: "process_name", value: "iOS (WidgetKit)")]
        var named: Set<Int> = []
        for record in records {
            let tid: Int
            let thread: String
            if let id = record.event.widgetID {
                (tid, thread) = (10 + id, "widget \(id)")
            } else if case .simDecision = record.event {
                (tid, thread) = (systemThread, "system")
            } else {
                (tid, thread) = (appThread, "app")
            }
            if named.insert(tid).inserted { events.append(metadata(tid: tid, name: "thread_name", value: thread)) }
            let ts = record.instant.milliseconds * 1000
            events.append(
                "{\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),\"cat\":\"widgetkit\","
                    + "\"name\":\(jsonString(record.event.kind)),\"args\":{\"details\":\(jsonString(record.event.details))}}"
            )
            if case .budgetDebit(let id, let remaining) = record.event {
                events.append(
                    "{\"ph\":\"C\",\"pid\":\(pid),\"ts\":\(ts),\"name\":\"budget widget \(id)\","
                        + "\"args\":{\"remaining\":\(remaining)}}")
            }
        }
        return events
    }

    private static func metadata(tid: Int?, name: String, value: String) -> String {
        "{\"ph\":\"M\",\"pid\":\(pid)," + (tid.map { "\"tid\":\($0)," } ?? "")
            + "\"name\":\(jsonString(name)),\"args\":{\"name\":\(jsonString(value))}}"
    }
}
