public import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// The widget lifecycle callbacks each receiver got, in order, run-length encoded: a receiver that gets
/// `onUpdate` every 30 minutes for ten years holds one run, not 175,000 names. It is what `expect calls`
/// reads, and it is all a streamed scenario run keeps of the callbacks.
///
/// ```swift
/// var runs = WidgetCallbackRuns()
/// runs.note("com.example/.Clock", call: "onEnabled")
/// runs.note("com.example/.Clock", call: "onUpdate")
/// runs.note("com.example/.Clock", call: "onUpdate")
/// runs.calls(of: "com.example/.Clock")   // [onEnabled ×1, onUpdate ×2]
/// ```
public struct WidgetCallbackRuns: Equatable, Sendable, Codable {
    /// Consecutive calls of one callback.
    public struct Run: Equatable, Sendable, Codable {
        /// The callback's name, e.g. `onUpdate`.
        public var name: String
        /// How many times in a row it was called (at least 1).
        public var count: Int
    }

    /// The runs of each receiver (by its short component name), oldest first.
    private var runs: [String: [Run]] = [:]

    /// No calls yet.
    public init() {}

    /// The runs of the typed `widget.callback` records among `records`, in order.
    public init(of records: some Sequence<TraceRecord>) {
        for record in records { note(record) }
    }

    /// Adds the callback a `widget.callback` record holds; other records change nothing.
    public mutating func note(_ record: TraceRecord) {
        guard case .appWidget(.callback(let receiver, let call)) = record.event else { return }
        note(receiver, call: call.name)
    }

    /// Adds one call of `name` to `receiver` (a short component name, `com.example/.Clock`).
    public mutating func note(_ receiver: String, call name: String) {
        runs[receiver, default: []].extend(with: name)
    }

    /// The runs of one receiver's calls, oldest first.
    public func calls(of receiver: String) -> [Run] { runs[receiver] ?? [] }

    /// How many runs are kept in all (what grows with the number of changes between callbacks, never with a
    /// repeated one).
    public var runCount: Int { runs.values.reduce(0) { $0 + $1.count } }
}

extension [WidgetCallbackRuns.Run] {
    /// Adds one call: to the last run when it is of the same callback, else as a new run.
    fileprivate mutating func extend(with name: String) {
        if let last = indices.last, self[last].name == name {
            self[last].count += 1
        } else {
            append(WidgetCallbackRuns.Run(name: name, count: 1))
        }
    }

    /// How many calls the runs hold.
    var callCount: Int { reduce(0) { $0 + $1.count } }

    /// Whether the calls are exactly `names`, in order (without spelling out the runs).
    func equals(_ names: [String]) -> Bool {
        guard callCount == names.count else { return false }
        var index = 0
        for run in self {
            for _ in 0..<run.count {
                guard names[index] == run.name else { return false }
                index += 1
            }
        }
        return true
    }

    /// The calls spelled out, blank-separated (`onEnabled onUpdate onUpdate`), as `expect calls` lists them.
    /// Past ``spelledOutLimit`` calls, a run of more than one is written once with its count
    /// (`onEnabled onUpdate ×175200`), so a failed expectation after ten simulated years stays readable.
    var listed: String {
        if callCount <= Self.spelledOutLimit {
            return flatMap { [String](repeating: $0.name, count: $0.count) }.joined(separator: " ")
        }
        return map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }.joined(separator: " ")
    }

    /// How many calls a failure message spells out one by one.
    static var spelledOutLimit: Int { 1000 }
}

extension WidgetCallbackRuns {
    /// Checks saved runs: each counts at least one call and no more than a device can make.
    /// - Throws: ``GlanceSim/SnapshotError`` for a run out of range.
    package func check() throws(SnapshotError) {
        for receiver in runs.keys.sorted() {
            for run in runs[receiver]! {
                try SnapshotError.check(
                    run.count, in: 1...SnapshotError.counterLimit, "a count of \(receiver)'s \(run.name)")
            }
        }
    }
}
