/// The floor for any simulator of the standard workload: the same events, in the same order, with nothing
/// but the work itself — a ``MinimalEventHeap`` of `(time, sequence, code)` integers, counters in arrays, one
/// `switch` on the code. No closures, dictionaries, strings or allocation per event. It is safe Swift: array
/// accesses stay bounds-checked; counters add with `&+=` because no workload `bench` accepts can overflow them.
///
/// It runs exactly the events the simulator runs for ``StandardWorkload``: the TIME_TICK alarm at every
/// minute boundary (which queues the broadcast's dispatch at the same instant when any receiver is
/// registered, then re-arms), the dispatch delivering to every widget's receiver, the DATE_CHANGED alarm at
/// every midnight, and each job at enqueue then every 15 minutes after its last scheduled start. Events due at
/// the same instant run in the order they were scheduled, as in the simulator's queue.
///
/// ```swift
/// var loop = MinimalEventLoop(StandardWorkload(days: 1, widgets: 3, jobs: 2))
/// loop.run().events  // 3075, as the simulator counts
/// ```
package struct MinimalEventLoop {
    /// What an event is, as its heap code; codes from `firstJob` are the jobs, by index.
    private enum Code {
        static let timeTick = 0
        static let timeTickDispatch = 1
        static let dateChanged = 2
        static let firstJob = 3
    }

    private static let minute = 60_000
    private static let day = 86_400_000
    private static let workInterval = 900_000

    private let workload: StandardWorkload
    private var heap: MinimalEventHeap
    private var events = 0
    private var deliveries = 0
    private var workRuns = 0
    private var tickCounters: [Int]
    private var jobCounters: [Int]

    package init(_ workload: StandardWorkload) {
        self.workload = workload
        // Pending at once, at most: the TIME_TICK alarm, its dispatch, DATE_CHANGED and every job.
        heap = MinimalEventHeap(capacity: workload.jobs + 3)
        tickCounters = Array(repeating: 0, count: workload.widgets)
        jobCounters = Array(repeating: 0, count: workload.jobs)
    }

    /// Runs every event due at or before `days` from boot and returns what they counted. Never inlined, so an
    /// instruction profiler (`valgrind --tool=callgrind`) can count it apart from the simulator's run.
    @inline(never)
    package mutating func run() -> WorkloadCounts {
        let end = workload.days * Self.day
        let widgets = workload.widgets
        // Scheduled in the simulator's order: the clock alarms at boot, then each job as it is enqueued.
        heap.push(time: Self.minute, code: Code.timeTick)
        heap.push(time: Self.day, code: Code.dateChanged)
        for job in 0..<workload.jobs { heap.push(time: 0, code: Code.firstJob + job) }
        while heap.count > 0 && heap.minTime <= end {
            let (time, code) = heap.popMin()
            events &+= 1
            switch code {
            case Code.timeTick:
                if widgets > 0 { heap.push(time: time, code: Code.timeTickDispatch) }
                heap.push(time: time + Self.minute, code: Code.timeTick)
            case Code.timeTickDispatch:
                for widget in 0..<widgets { tickCounters[widget] &+= 1 }
                deliveries &+= widgets
            case Code.dateChanged:
                heap.push(time: time + Self.day, code: Code.dateChanged)
            default:
                jobCounters[code - Code.firstJob] &+= 1
                workRuns &+= 1
                heap.push(time: time + Self.workInterval, code: code)
            }
        }
        return WorkloadCounts(
            events: events, deliveries: deliveries, workRuns: workRuns, tickCounters: tickCounters,
            jobCounters: jobCounters)
    }
}
