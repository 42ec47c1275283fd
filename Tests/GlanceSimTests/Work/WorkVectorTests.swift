import Testing

@testable import GlanceSim

/// Every `nextRunTime`, `builder` and `sequences` vector of the fixture (androidx-test subset), driven
/// against the pure row model (`WorkSpec`, `WorkTiming`, the request builders).
@Suite struct WorkVectorTests {
    // androidx: WorkSpecTest, WorkManagerImplTest, WorkUpdateTest, WorkerWrapperTest, CustomClockTest.
    @Test(arguments: WorkVectors.shared.nextRunTime)
    func nextRunTimeMatchesAndroidxCalculateNextRunTime(_ vector: NextRunTimeVector) throws {
        let input = vector.input
        var spec = WorkSpec.vectorRow(periodic: vector.kind == "periodic", interval: input.interval, flex: input.flex)
        spec.state = try #require(WorkState(rawValue: input.state ?? "ENQUEUED"))
        spec.initialDelay = input.initialDelay ?? 0
        spec.lastEnqueueTime = input.lastEnqueueTime ?? -1
        spec.periodCount = input.periodCount ?? 0
        spec.runAttemptCount = input.runAttemptCount ?? 0
        spec.backoffPolicy = try #require(BackoffPolicy(rawValue: input.backoffPolicy ?? "EXPONENTIAL"))
        spec.backoffDelayDuration = input.backoffDelay ?? WorkTiming.defaultBackoffDelay
        spec.nextScheduleTimeOverride = input.nextScheduleTimeOverride ?? WorkSpec.never
        if let requested = input.backoffDelayRequested {
            let request = try OneTimeWorkRequest.Builder(workerClassName: "W")
                .setBackoffCriteria(spec.backoffPolicy, .milliseconds(requested)).build()
            #expect(request.template.backoffDelay == spec.backoffDelayDuration, "builder clamp")
        }
        let actual = input.query == "WorkInfo.nextScheduleTimeMillis" ? spec.nextScheduleTime : spec.nextRunTime
        #expect(actual == vector.expectedNextRunTime, "\(vector.source)")
    }

    // androidx: PeriodicWorkTest, WorkSpecTest (clamping and build errors).
    @Test(arguments: WorkVectors.shared.builder)
    func builderClampsAndRejectsAsAndroidx(_ vector: BuilderVector) throws {
        let request = vector.request
        switch request.type {
        case "periodic", "periodicBuild":
            var builder = PeriodicWorkRequest.Builder(
                workerClassName: "W", repeatInterval: .milliseconds(request.interval ?? 0),
                flexInterval: request.flex.map { .milliseconds($0) })
            if request.requiresDeviceIdle == true {
                builder = builder.setConstraints(Constraints(requiresDeviceIdle: true))
            }
            if let backoff = request.backoff,
                case .policy(let policy) = backoff[0], case .delay(let delay) = backoff[1]
            {
                builder = builder.setBackoffCriteria(
                    try #require(BackoffPolicy(rawValue: policy)), .milliseconds(delay))
            }
            if vector.expected.throws != nil {
                let error = #expect(throws: AndroidException.self) { try builder.build() }
                #expect(error?.className == "java.lang.IllegalArgumentException")
                return
            }
            let built = try builder.build()
            #expect(built.template.interval == vector.expected.interval)
            #expect(built.template.flex == vector.expected.flex)
        case "backoff":
            let built = try OneTimeWorkRequest.Builder(workerClassName: "W")
                .setBackoffCriteria(.exponential, .milliseconds(request.backoffDelay ?? 0)).build()
            #expect(built.template.backoffDelay == vector.expected.backoffDelay)
        default:
            Issue.record("unknown builder vector type \(request.type)")
        }
    }

    // androidx: WorkerWrapperTest, TestSchedulerTest, GreedySchedulerTimeoutTest (row after each event).
    @Test(arguments: WorkVectors.shared.sequences)
    func sequenceLeavesTheRowAsAndroidx(_ vector: SequenceVector) throws {
        var spec = WorkSpec.vectorRow(
            periodic: vector.spec.kind == "periodic", interval: vector.spec.interval, flex: vector.spec.flex)
        spec.initialDelay = vector.spec.initialDelay ?? 0
        spec.backoffPolicy = try #require(BackoffPolicy(rawValue: vector.spec.backoffPolicy ?? "EXPONENTIAL"))
        spec.backoffDelayDuration = vector.spec.backoffDelay ?? WorkTiming.defaultBackoffDelay
        spec.backoffOnSystemInterruptions = vector.spec.backoffOnInterrupt ?? false
        if let override = vector.spec.override {
            spec.nextScheduleTimeOverride = override
            spec.nextScheduleTimeOverrideGeneration = 1
        }
        spec.runAttemptCount = vector.spec.initialRunAttemptCount ?? 0
        var run: WorkRun?
        for (index, event) in vector.events.enumerated() {
            switch event.op {
            case "enqueue":
                spec.enqueue(at: event.t)
            case "tryStart":
                let started = spec.mayStart(at: event.t)
                #expect(started == event.resultStarted, "event \(index)")
                if started {
                    run = spec.start()
                    #expect(run?.seenRunAttemptCount == event.workerSeesRunAttemptCount, "event \(index)")
                }
            case "finish":
                let outcome: WorkOutcome =
                    switch event.result {
                    case "SUCCESS": .success(AndroidBundle())
                    case "FAILURE": .failure(AndroidBundle())
                    default: .retry
                    }
                spec.complete(outcome, at: event.t, run: try #require(run))
            case "stop":
                spec.stop(StopReason(rawValue: try #require(event.reason)), at: event.t)
            case "cancel":
                spec.cancel()
            case "processDeathAndRestart":
                spec.resetAfterProcessDeath()
            case "setOverrideWhileRunning":
                spec.setOverride(try #require(event.value))
            default:
                Issue.record("unknown op \(event.op)")
            }
            let row = SequenceVector.Row(
                state: spec.state.rawValue, runAttemptCount: spec.runAttemptCount,
                lastEnqueueTime: spec.lastEnqueueTime, periodCount: spec.periodCount,
                stopReason: spec.stopReason.rawValue,
                nextRunTime: spec.state == .enqueued ? spec.nextRunTime : nil,
                nextScheduleTimeOverride: spec.nextScheduleTimeOverride)
            #expect(row == event.expectAfter, "\(vector.id) event \(index) (\(event.op))")
        }
    }

    @Test func exponentialBackoffUsesFloatArithmeticAndSaturates() {
        // workmanager.md §2.2: 16 777 217 is not a float; huge exponents overflow to +Infinity → Long.MAX.
        #expect(WorkTiming.backoff(policy: .exponential, delay: 16_777_217, runAttemptCount: 1) == 16_777_216)
        #expect(WorkTiming.backoff(policy: .exponential, delay: 17_999_999, runAttemptCount: 1) == 18_000_000)
        #expect(WorkTiming.backoff(policy: .exponential, delay: 30_000, runAttemptCount: 200) == Int64.max)
        #expect(WorkTiming.backoff(policy: .exponential, delay: 30_000, runAttemptCount: 10) == 15_360_000)
        #expect(WorkTiming.backoff(policy: .linear, delay: 30_000, runAttemptCount: 600) == 18_000_000)
    }
}
