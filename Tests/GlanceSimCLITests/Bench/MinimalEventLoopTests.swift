import Testing

@testable import GlanceSimBench

/// The benchmark's floor: the minimal heap and loop count exactly what the standard workload's arithmetic says.
@Suite struct MinimalEventLoopTests {
    @Test func heapPopsByTimeAndTiesInPushOrder() {
        var heap = MinimalEventHeap(capacity: 400)
        var pushed: [(time: Int, code: Int)] = []
        var state: UInt64 = 12_345
        for code in 0..<400 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // a fixed LCG: repeatable
            let time = Int(state >> 59)  // 0...31: many ties
            heap.push(time: time, code: code)
            pushed.append((time, code))
        }
        // A stable sort by time is the order pushes of equal times must keep.
        let expected = pushed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element.code)
        var popped: [Int] = []
        while heap.count > 0 { popped.append(heap.popMin().code) }
        #expect(popped == expected)
    }

    @Test func heapInterleavesPushesAndPopsInOrder() {
        var heap = MinimalEventHeap(capacity: 3)
        heap.push(time: 60, code: 0)
        heap.push(time: 0, code: 1)
        heap.push(time: 0, code: 2)
        #expect(heap.popMin() == (time: 0, code: 1))
        heap.push(time: 0, code: 3)  // due now, after the one already waiting at 0
        #expect(heap.popMin() == (time: 0, code: 2))
        #expect(heap.popMin() == (time: 0, code: 3))
        #expect(heap.minTime == 60)
        #expect(heap.popMin() == (time: 60, code: 0))
        #expect(heap.count == 0)
    }

    /// TIME_TICK at every minute boundary from boot (AlarmManagerService `ClockReceiver.scheduleTimeTickEvent`:
    /// `60000·(⌊now/60000⌋+1)`), delivered to runtime receivers only, each tick's broadcast dispatched as its
    /// own queue step (BroadcastQueue); DATE_CHANGED at every local midnight (`scheduleDateChangedEvent`);
    /// periodic work at enqueue and then every interval after its period start (androidx
    /// `WorkSpec.calculateNextRunTime`). With no receiver there is no dispatch step.
    @Test(arguments: [
        (0, 0, 0), (0, 3, 2), (1, 0, 2), (1, 3, 0), (2, 0, 0), (1, 3, 2), (3, 5, 7), (30, 10, 20),
    ])
    func minimalLoopCountsWhatTheArithmeticSays(days: Int, widgets: Int, jobs: Int) {
        let workload = StandardWorkload(days: days, widgets: widgets, jobs: jobs)
        var loop = MinimalEventLoop(workload)
        #expect(loop.run() == workload.expectedCounts)
    }

    @Test func arithmeticOfOneDayWithThreeWidgetsAndTwoJobs() {
        let counts = StandardWorkload(days: 1, widgets: 3, jobs: 2).expectedCounts
        #expect(counts.events == 1440 * 2 + 1 + 2 * 97)  // tick + dispatch per minute, one midnight, 97 runs a job
        #expect(counts.deliveries == 1440 * 3)
        #expect(counts.workRuns == 2 * 97)
        #expect(counts.tickCounters == [1440, 1440, 1440])
        #expect(counts.jobCounters == [97, 97])
    }

    /// The same rules on the simulator (see the minimal loop's test above for the Android sources): GlanceSim
    /// counts what the arithmetic — and so the minimal loop — counts.
    @Test(arguments: [(1, 3, 2), (1, 0, 1), (0, 2, 2), (10, 1, 1)])
    func simulatorCountsWhatTheMinimalLoopCounts(days: Int, widgets: Int, jobs: Int) throws {
        let workload = StandardWorkload(days: days, widgets: widgets, jobs: jobs)
        var loop = MinimalEventLoop(workload)
        #expect(try workload.run() == loop.run())
    }

    /// W(10, …) runs past the 8 days after which App Standby puts an app nobody opens in RESTRICTED
    /// (AppStandbyController's DEFAULT_ELAPSED_TIME_THRESHOLDS), where its jobs would wait for an idle device: the
    /// workload switches automatic power modes off, so every run still happens (W(365, 100, 200) stopped on day 8).
    @Test func theWorkloadIsNeverHeldByAppStandby() throws {
        let counts = try StandardWorkload(days: 10, widgets: 0, jobs: 1).run()
        #expect(counts.workRuns == 10 * 96 + 1)
    }
}
