import Foundation
import GlanceSimBench

/// `glancesim bench`: the standard workload on the simulator and on the minimal event loop, their counts
/// checked against each other and the arithmetic, and the time ratio.
struct BenchCommand {
    static let abstract = "Measure the standard workload: the simulator against the minimal event loop."

    static let options = OptionTable(
        "bench",
        options: [
            .count("--days", in: 0...36_525, default: 30, "Simulated days (at most the horizon)"),
            .count("--widgets", in: 0...10_000, default: 10, "TIME_TICK receivers"),
            .count("--jobs", in: 0...10_000, default: 20, "Periodic jobs"),
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            W(days, widgets, jobs): one app; a runtime TIME_TICK receiver per widget, each adding one to its own
            preference per tick; jobs periodic work requests every 15 minutes (no flex, no constraints), each adding
            one to its own counter per run. The device charges with its screen on, without automatic power modes, so
            neither Doze nor App Standby holds its app. The minimal loop runs the same events on a binary heap of
            integers.
            Both must count what the arithmetic says, or bench fails (exit status 70). The last line is
            key=value pairs for scripts. Build with -c release for meaningful numbers.
            """,
        options: options)

    var days: Int
    var widgets: Int
    var jobs: Int

    static func parse(_ arguments: [String]) throws -> BenchCommand {
        let parsed = try options.parse(arguments, usage: usage)
        if let extra = parsed.positionals.first {
            throw UsageError(message: "'bench' takes no file or word, found '\(extra)'", usage: usage)
        }
        return BenchCommand(
            days: try parsed.count("--days"), widgets: try parsed.count("--widgets"), jobs: try parsed.count("--jobs"))
    }

    func run(output: CommandOutput) -> CommandStatus {
        let workload = StandardWorkload(days: days, widgets: widgets, jobs: jobs)
        output.line("workload W(\(days) days, \(widgets) widgets, \(jobs) jobs)")
        output.line("power: charging, screen on, no automatic power modes: neither Doze nor App Standby holds the app")
        let clock = ContinuousClock()
        let simulatorStart = clock.now
        guard let simulated = try? workload.run() else {
            output.errorLine("error: the workload failed to run on the simulator")
            return .software
        }
        let simulatorTime = clock.now - simulatorStart
        let peakMemory = PeakMemory.megabytes()
        var loop = MinimalEventLoop(workload)
        let floorStart = clock.now
        let floor = loop.run()
        let floorTime = clock.now - floorStart
        let report = BenchReport(
            workload: workload, counts: simulated, seconds: seconds(simulatorTime), floorSeconds: seconds(floorTime),
            peakMemoryMegabytes: peakMemory)
        output.line(
            "GlanceSim:     \(Self.describe(simulated)), \(format(report.seconds)) s (\(report.eventsPerSecond) events/s), "
                + "peak memory \(peakMemory.map { "\($0) MB" } ?? "unknown")")
        output.line("minimal loop:  \(Self.describe(floor)), \(format(report.floorSeconds)) s")
        output.line("ratio:         \(String(format: "%.1f", report.ratio))× the minimal loop")
        let expected = workload.expectedCounts
        let mismatches = Self.mismatches([("GlanceSim", simulated), ("the minimal loop", floor)], expected: expected)
        if mismatches.isEmpty {
            output.line(
                "check:         GlanceSim and the minimal loop both counted \(expected.events) events: every widget \(days * 1440) ticks "
                    + "(days × 1440), every job \(days * 96 + 1) runs (days × 96 + 1)")
        }
        output.line(report.keyValueLine)
        for mismatch in mismatches { output.errorLine("error: \(mismatch)") }
        return mismatches.isEmpty ? .success : .software
    }

    /// One message for each named run whose counts are not `expected`, naming the counts that differ.
    static func mismatches(_ runs: [(name: String, counts: WorkloadCounts)], expected: WorkloadCounts) -> [String] {
        runs.compactMap { name, counts in
            guard counts != expected else { return nil }
            var parts = ["\(name) counted \(describe(counts))"]
            if counts.tickCounters != expected.tickCounters {
                parts.append("tick counters \(Set(counts.tickCounters).sorted())")
            }
            if counts.jobCounters != expected.jobCounters {
                parts.append("job counters \(Set(counts.jobCounters).sorted())")
            }
            return parts.joined(separator: ", ") + "; the arithmetic says \(describe(expected))"
        }
    }

    private static func describe(_ counts: WorkloadCounts) -> String {
        "\(counts.events) events, \(counts.deliveries) deliveries, \(counts.workRuns) work runs"
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
