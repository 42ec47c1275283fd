import Foundation

/// One `glancesim bench` measurement: the simulator's counts and time against the minimal loop's time.
///
/// Its ``keyValueLine`` is the line scripts read — space-separated `key=value` pairs in the order of ``keys``:
///
/// ```
/// days=30 widgets=10 jobs=20 events=144050 deliveries=432000 work_runs=57620 seconds=0.560123
/// events_per_second=257178 peak_rss_mb=22 floor_seconds=0.004012 ratio=139.612
/// ```
/// (one line). Seconds are wall-clock seconds of the run alone (no process start); `peak_rss_mb` is the
/// process's peak resident memory after the simulator's run, or `unknown`; `ratio` is
/// `seconds / floor_seconds`.
package struct BenchReport {
    package var workload: StandardWorkload
    /// What the simulator counted.
    package var counts: WorkloadCounts
    /// The simulator's run, in seconds.
    package var seconds: Double
    /// The minimal loop's run, in seconds.
    package var floorSeconds: Double
    package var peakMemoryMegabytes: Int?

    package init(
        workload: StandardWorkload, counts: WorkloadCounts, seconds: Double, floorSeconds: Double,
        peakMemoryMegabytes: Int?
    ) {
        self.workload = workload
        self.counts = counts
        self.seconds = seconds
        self.floorSeconds = floorSeconds
        self.peakMemoryMegabytes = peakMemoryMegabytes
    }

    /// The keys of ``keyValueLine``, in order.
    static let keys = [
        "days", "widgets", "jobs", "events", "deliveries", "work_runs", "seconds", "events_per_second",
        "peak_rss_mb", "floor_seconds", "ratio",
    ]

    /// Simulated events per second of the simulator's run.
    package var eventsPerSecond: Int { Int(Double(counts.events) / max(seconds, 1e-9)) }

    /// How many times the minimal loop's time the simulator took.
    package var ratio: Double { seconds / max(floorSeconds, 1e-9) }

    package var keyValueLine: String {
        let values = [
            "\(workload.days)", "\(workload.widgets)", "\(workload.jobs)", "\(counts.events)",
            "\(counts.deliveries)", "\(counts.workRuns)", String(format: "%.6f", seconds), "\(eventsPerSecond)",
            peakMemoryMegabytes.map { "\($0)" } ?? "unknown", String(format: "%.6f", floorSeconds),
            String(format: "%.3f", ratio),
        ]
        return zip(Self.keys, values).map { "\($0)=\($1)" }.joined(separator: " ")
    }
}
