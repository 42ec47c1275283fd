/// The floor for any simulator: a minimal binary heap of `(time, sequence)` events calling closures that do
/// the standard workload's counter writes — a tick adds one to each widget's counter; a job run adds one to
/// its counter and re-arms itself 15 minutes later. Counters live in one `[String: Int32]` store, as the
/// simulator's live in one Preferences DataStore.
final class BareEventLoop {
    private struct Entry {
        var time: Int64
        var sequence: UInt64
        var action: () -> Void

        func precedes(_ other: Entry) -> Bool { time < other.time || (time == other.time && sequence < other.sequence) }
    }

    private var heap: [Entry] = []
    private var sequence: UInt64 = 0
    private var now: Int64 = 0
    /// The counters, by the same names the simulator's preferences have.
    private(set) var store: [String: Int32] = [:]
    private(set) var events = 0
    let widgets: Int
    let jobs: Int

    init(widgets: Int, jobs: Int) {
        self.widgets = widgets
        self.jobs = jobs
    }

    func schedule(_ time: Int64, _ action: @escaping () -> Void) {
        sequence += 1
        heap.append(Entry(time: time, sequence: sequence, action: action))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> Entry? {
        guard !heap.isEmpty else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let smaller = right < heap.count && heap[right].precedes(heap[left]) ? right : left
            guard heap[smaller].precedes(heap[parent]) else { break }
            heap.swapAt(smaller, parent)
            parent = smaller
        }
        return top
    }

    /// Runs the workload for `days`: ticks at every minute from 1 min, jobs first at 0 then every 15 minutes.
    func run(days: Int) {
        let end = Int64(days) * 86_400_000
        let tickKeys = (0..<widgets).map { "tick\($0)" }
        func tick() {
            for key in tickKeys { store[key, default: 0] &+= 1 }
            schedule(now + 60_000, tick)
        }
        func job(_ key: String) -> () -> Void {
            func run() {
                store[key, default: 0] &+= 1
                schedule(now + 900_000, run)
            }
            return run
        }
        schedule(60_000, tick)
        for index in 0..<jobs { schedule(0, job("job\(index)")) }
        while let entry = pop(), entry.time <= end {
            now = entry.time
            events += 1
            entry.action()
        }
    }
}
