import Testing

@testable import GlanceSimBench
@testable import GlanceSimCLI

/// `glancesim bench` as scripts see it: one `key=value` line, checked counts, usage errors. No timing is tested.
@Suite struct BenchCommandTests {
    private func run(_ arguments: [String]) -> (status: CommandStatus, stdout: String, stderr: String) {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(
            ["bench"] + arguments, output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        return (status, out, err)
    }

    /// The lines made only of `key=value` pairs, each as its pairs in order.
    private func keyValueLines(_ text: String) -> [[(key: String, value: String)]] {
        text.split(separator: "\n").compactMap { line in
            let pairs = line.split(separator: " ").map { $0.split(separator: "=", maxSplits: 1) }
            guard !pairs.isEmpty, pairs.allSatisfy({ $0.count == 2 }) else { return nil }
            return pairs.map { (String($0[0]), String($0[1])) }
        }
    }

    @Test func benchPrintsOneKeyValueLineThatParses() throws {
        let result = run(["--days", "1", "--widgets", "3", "--jobs", "2"])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let lines = keyValueLines(result.stdout)
        try #require(lines.count == 1)
        let pairs = lines[0]
        #expect(pairs.map(\.key) == BenchReport.keys)
        let values = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value) })
        let expected = StandardWorkload(days: 1, widgets: 3, jobs: 2).expectedCounts
        #expect(values["days"].flatMap { Int($0) } == 1)
        #expect(values["widgets"].flatMap { Int($0) } == 3)
        #expect(values["jobs"].flatMap { Int($0) } == 2)
        #expect(values["events"].flatMap { Int($0) } == expected.events)
        #expect(values["deliveries"].flatMap { Int($0) } == expected.deliveries)
        #expect(values["work_runs"].flatMap { Int($0) } == expected.workRuns)
        for key in ["seconds", "floor_seconds", "ratio"] {
            let value = try #require(values[key].flatMap { Double($0) }, "\(key) is not a number")
            #expect(value >= 0)
        }
        #expect(values["events_per_second"].flatMap { Int($0) }.map { $0 >= 0 } == true)
        #expect(values["peak_rss_mb"].flatMap { Int($0) }.map { $0 > 0 } == true)
    }

    @Test func keyValueLineRendersEveryField() {
        let workload = StandardWorkload(days: 2, widgets: 1, jobs: 1)
        let report = BenchReport(
            workload: workload, counts: workload.expectedCounts, seconds: 0.5, floorSeconds: 0.25,
            peakMemoryMegabytes: nil)
        #expect(
            report.keyValueLine
                == "days=2 widgets=1 jobs=1 events=5955 deliveries=2880 work_runs=193 seconds=0.500000 "
                + "events_per_second=11910 peak_rss_mb=unknown floor_seconds=0.250000 ratio=2.000")
    }

    @Test func countsThatDifferFromTheArithmeticAreNamed() {
        let expected = StandardWorkload(days: 1, widgets: 2, jobs: 1).expectedCounts
        var wrong = expected
        wrong.events -= 1
        wrong.jobCounters = [96]
        let messages = BenchCommand.mismatches(
            [("GlanceSim", expected), ("the minimal loop", wrong)], expected: expected)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("the minimal loop counted 2977 events") == true)
        #expect(messages.first?.contains("job counters [96]") == true)
    }

    @Test(arguments: [
        (["--days", "-1"], "error: '-1' for '--days' must be a count from 0 to 36525"),
        (["--days", "36526"], "error: '36526' for '--days' must be a count from 0 to 36525"),
        (["--jobs", "x"], "error: 'x' for '--jobs' must be a count from 0 to 10000"),
        (["--widgets", "10001"], "error: '10001' for '--widgets' must be a count from 0 to 10000"),
        (["--dyas", "1"], "error: unknown option '--dyas'; did you mean '--days'?"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
