/// What one run of the standard workload did, counted the same way by the simulator, the minimal loop and the
/// SimPy model (`Tests/Benchmarks/simpy_workload.py`), so `glancesim bench` can compare them field by field.
package struct WorkloadCounts: Equatable {
    /// Queued events run: each TIME_TICK alarm, each TIME_TICK broadcast's dispatch to its receivers, each
    /// DATE_CHANGED alarm and each work run.
    package var events: Int
    /// TIME_TICK deliveries, one per receiver per tick.
    package var deliveries: Int
    /// Work runs, all jobs together.
    package var workRuns: Int
    /// Ticks each widget's receiver counted, by widget.
    package var tickCounters: [Int]
    /// Runs each job counted, by job.
    package var jobCounters: [Int]
}

extension StandardWorkload {
    /// The counts the arithmetic gives for this workload on a device booted at local midnight:
    ///
    /// - a TIME_TICK at every minute boundary from 1 min to the end inclusive: `days × 1440` ticks, each an
    ///   alarm event plus — when any receiver is registered — one broadcast dispatch event that delivers to
    ///   every widget's receiver;
    /// - a DATE_CHANGED at every midnight from 1 day: `days` events (its broadcast has no receivers, so no
    ///   dispatch event);
    /// - each periodic job at enqueue (t = 0) and every 15 minutes to the end inclusive: `days × 96 + 1` runs.
    ///
    /// ```swift
    /// StandardWorkload(days: 1, widgets: 3, jobs: 2).expectedCounts.events  // 2 × 1440 + 1 + 2 × 97 = 3075
    /// ```
    package var expectedCounts: WorkloadCounts {
        let ticks = days * 1440
        let runsPerJob = days * 96 + 1
        return WorkloadCounts(
            events: ticks * (widgets > 0 ? 2 : 1) + days + jobs * runsPerJob,
            deliveries: ticks * widgets,
            workRuns: jobs * runsPerJob,
            tickCounters: Array(repeating: ticks, count: widgets),
            jobCounters: Array(repeating: runsPerJob, count: jobs))
    }
}
