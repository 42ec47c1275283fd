import Foundation
import GlanceSim

/// `glancesim bench`: the standard workload on the simulator and on a bare event loop, with the ratio.
struct BenchCommand {
    static let abstract = "Measure the standard workload: the simulator against a bare event loop."

    static let usage = """
        USAGE: glancesim bench [--days <n>] [--widgets <n>] [--jobs <n>]

        \(abstract)
        W(days, widgets, jobs): one app; a runtime TIME_TICK receiver per widget, each adding one to its own
        preference per tick; jobs periodic work requests every 15 minutes (no flex, no constraints), each adding
        one to its own counter per run. Build with -c release for meaningful numbers.

        OPTIONS:
          --days <n>     Simulated days (default: 30)
          --widgets <n>  TIME_TICK receivers (default: 10)
          --jobs <n>     Periodic jobs (default: 20)
          --help         Show this help.
        """

    var days = 30
    var widgets = 10
    var jobs = 20

    static func parse(_ arguments: [String]) throws -> BenchCommand {
        var command = BenchCommand()
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            func count(in range: ClosedRange<Int>) throws -> Int {
                let text = try cursor.value(for: argument)
                guard let value = Int(text), range.contains(value) else {
                    throw UsageError(
                        message: "'\(text)' for '\(argument)' must be a count from \(range.lowerBound) to "
                            + "\(range.upperBound)", usage: usage)
                }
                return value
            }
            switch argument {
            case "--days": command.days = try count(in: 0...36_525)  // the simulation horizon
            case "--widgets": command.widgets = try count(in: 0...10_000)
            case "--jobs": command.jobs = try count(in: 0...10_000)
            case "--help", "-h": throw HelpRequest()
            default: throw cursor.unknownOption(argument, known: ["--days", "--widgets", "--jobs", "--help"])
            }
        }
        return command
    }

    func run(output: CommandOutput) -> CommandStatus {
        output.line("workload W(\(days) days, \(widgets) widgets, \(jobs) jobs)")
        let clock = ContinuousClock()
        var result: StandardWorkload.Result?
        let simulated = clock.measure {
            result = try? StandardWorkload(days: days, widgets: widgets, jobs: jobs).run()
        }
        guard let result else {
            output.errorLine("error: the workload failed to run")
            return .software
        }
        let bare = BareEventLoop(widgets: widgets, jobs: jobs)
        let floor = clock.measure { bare.run(days: days) }
        let simulatedSeconds = seconds(simulated)
        let floorSeconds = seconds(floor)
        output.line(
            "simulator:  \(result.events) events, \(result.deliveries) deliveries, \(result.workRuns) work runs")
        output.line(
            "            \(format(simulatedSeconds)) s, \(Int(Double(result.events) / max(simulatedSeconds, 1e-9))) events/s, "
                + "peak memory \(PeakMemory.megabytes().map { "\($0) MB" } ?? "unknown")")
        output.line("bare loop:  \(bare.events) events, \(format(floorSeconds)) s")
        output.line("ratio:      \(format(simulatedSeconds / max(floorSeconds, 1e-9)))× the bare loop")
        let ticks = Int32(days * 1440)
        let ticksOK = result.tickCounters.allSatisfy { $0 == ticks }
        let runs = Int32(days * 96 + 1)
        let jobsOK = result.jobCounters.allSatisfy { $0 == runs }
        output.line(
            "check:      every tick counter is \(ticks) (days × 1440): \(ticksOK ? "yes" : "NO: \(Set(result.tickCounters).sorted())")"
        )
        output.line(
            "            every job counter is \(runs) (days × 96, plus the first run at enqueue): "
                + (jobsOK ? "yes" : "NO: \(Set(result.jobCounters).sorted())"))
        return ticksOK && jobsOK ? .success : .software
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// The process's peak resident memory (Linux `VmHWM`).
enum PeakMemory {
    static func megabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return digits.map { $0 / 1024 }
        }
        return nil
    }
}
