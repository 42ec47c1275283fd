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

    /// Adds an iOS device's WidgetKit records (before ``finish(at:)``), as ``WidgetKitTraceEvents`` draws them,
    /// the spans still open at `end` ending there.
    func add(_ records: [WidgetKitTraceRecord], end: SimInstant) {
        for event in WidgetKitTraceEvents.events(of: records, end: end) {
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
///
/// Spans (complete events, `"ph":"X"` with a `dur`, as ``GlanceSim/PerfettoTraceBuilder`` writes slices), each on
/// a thread of its own so that they never overlap there:
/// - `widget N entries`: one span per entry shown (`entry I of timeline T`), from the `wk.entry.show` that shows
///   it to the next one, the widget's removal or the end of the run;
/// - `widget N reloads`: one span per reload in flight (named by its first request's reason), from the first
///   `wk.reload.request` with none in flight to the timeline the provider gives (`wk.timeline.set`): it covers
///   the budget's withholding, the coalescing window and the reload latency; its arguments count the requests
///   merged into it (`requests`) and those the budget withheld (`withheld`), and the timeline's `entries`;
/// - `app state`: one span per stretch the containing app spent in the foreground, the background or an audio
///   session (nothing while it is not running).
///
/// The events come in record order, each span when it ends (Perfetto sorts by time); the output depends only on
/// the records.
enum WidgetKitTraceEvents {
    static let pid = 1000
    private static let appThread = 1
    private static let systemThread = 2
    private static let appStateThread = 3

    /// A span begun and not yet ended, with its integer arguments in the order given.
    private struct OpenSpan {
        var name: String
        var start: SimInstant
        var args: [(key: String, value: Int)] = []

        /// Adds `amount` to argument `key` (a new one starts at nothing).
        mutating func add(_ amount: Int, to key: String) {
            if let index = args.firstIndex(where: { $0.key == key }) {
                args[index].value += amount
            } else {
                args.append((key, amount))
            }
        }
    }

    /// The events, in record order, each thread named before its first event; the spans open at `end` end there.
    static func events(of records: [WidgetKitTraceRecord], end: SimInstant) -> [String] {
        var events = [metadata(tid: nil, name: "process_name", value: "iOS (WidgetKit)")]
        var named: Set<Int> = []
        func name(_ tid: Int, _ thread: String) {
            if named.insert(tid).inserted { events.append(metadata(tid: tid, name: "thread_name", value: thread)) }
        }
        // By widget id; a widget's timelines are counted to name its entries.
        var shown: [Int: OpenSpan] = [:]
        var inFlight: [Int: OpenSpan] = [:]
        var timelines: [Int: Int] = [:]
        var appState: OpenSpan?
        func close(_ span: OpenSpan?, tid: Int, thread: String, at instant: SimInstant) {
            guard let span else { return }
            name(tid, thread)
            events.append(complete(span, tid: tid, end: instant))
        }
        func closeEntry(_ id: Int, at instant: SimInstant) {
            close(shown.removeValue(forKey: id), tid: entriesThread(id), thread: "widget \(id) entries", at: instant)
        }
        func closeReload(_ id: Int, at instant: SimInstant) {
            close(inFlight.removeValue(forKey: id), tid: reloadsThread(id), thread: "widget \(id) reloads", at: instant)
        }
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
            name(tid, thread)
            let ts = record.instant.milliseconds * 1000
            events.append(
                "{\"ph\":\"i\",\"s\":\"t\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),\"cat\":\"widgetkit\","
                    + "\"name\":\(jsonString(record.event.kind)),\"args\":{\"details\":\(jsonString(record.event.details))}}"
            )
            let now = record.instant
            switch record.event {
            case .budgetDebit(let id, let remaining):
                events.append(
                    "{\"ph\":\"C\",\"pid\":\(pid),\"ts\":\(ts),\"name\":\"budget widget \(id)\","
                        + "\"args\":{\"remaining\":\(remaining)}}")
            case .entryShown(let id, let index):
                closeEntry(id, at: now)
                let timeline = timelines[id, default: 0]
                shown[id] = OpenSpan(
                    name: "entry \(index) of timeline \(timeline)", start: now,
                    args: [("entry", index), ("timeline", timeline)])
            case .timelineSet(let id, let entries, _):
                timelines[id, default: 0] += 1
                inFlight[id]?.add(entries.count, to: "entries")
                closeReload(id, at: now)
            case .reloadRequested(let id, let source):
                if inFlight[id] == nil {
                    inFlight[id] = OpenSpan(
                        name: "reload: \(source), \(source.isFree ? "free" : "budgeted")", start: now)
                }
                inFlight[id]?.add(1, to: "requests")
            case .reloadWithheld(let id, _, _):
                inFlight[id]?.add(1, to: "withheld")
            case .widgetRemoved(let id):
                closeEntry(id, at: now)
                closeReload(id, at: now)
            case .appState(let state):
                close(appState, tid: appStateThread, thread: "app state", at: now)
                appState = state == .notRunning ? nil : OpenSpan(name: "\(state)", start: now)
            default: break
            }
        }
        for id in shown.keys.sorted() { closeEntry(id, at: end) }
        for id in inFlight.keys.sorted() { closeReload(id, at: end) }
        close(appState, tid: appStateThread, thread: "app state", at: end)
        return events
    }

    /// Widget `id`'s entries thread.
    private static func entriesThread(_ id: Int) -> Int { 100_000 + id }

    /// Widget `id`'s reloads thread.
    private static func reloadsThread(_ id: Int) -> Int { 200_000 + id }

    /// A span as one complete event.
    private static func complete(_ span: OpenSpan, tid: Int, end: SimInstant) -> String {
        let ts = span.start.milliseconds * 1000
        let dur = (end - span.start).milliseconds * 1000
        let args = span.args.map { "\(jsonString($0.key)):\($0.value)" }.joined(separator: ",")
        return "{\"ph\":\"X\",\"pid\":\(pid),\"tid\":\(tid),\"ts\":\(ts),\"dur\":\(dur),\"cat\":\"widgetkit\","
            + "\"name\":\(jsonString(span.name)),\"args\":{\(args)}}"
    }

    private static func metadata(tid: Int?, name: String, value: String) -> String {
        "{\"ph\":\"M\",\"pid\":\(pid)," + (tid.map { "\"tid\":\($0)," } ?? "")
            + "\"name\":\(jsonString(name)),\"args\":{\"name\":\(jsonString(value))}}"
    }
}
