import GlanceSim
import Testing

/// Constraints against device conditions, and how each lost one stops a worker (workmanager.md §5).
@Suite struct WorkConstraintTests {
    @Test(arguments: [
        (NetworkType.connected, [NetworkState.unmetered, .metered, .roaming]),
        (.unmetered, [.unmetered]),
        (.notRoaming, [.unmetered, .metered]),
        (.metered, [.metered, .roaming]),
        (.notRequired, NetworkState.allCases),
    ])
    func networkTypeIsSatisfiedAsAndroidxControllersSay(_ type: NetworkType, _ satisfying: [NetworkState]) {
        for network in NetworkState.allCases {
            #expect(type.isSatisfied(by: network) == satisfying.contains(network), "\(type) on \(network)")
        }
    }

    @Test func eachLostConstraintStopsTheWorkerWithItsOwnReason() throws {
        let cases: [(Constraints, (Device) -> Void, StopReason)] = [
            (Constraints(requiresCharging: true), { $0.setCharging(false) }, .constraintCharging),
            (
                Constraints(requiresBatteryNotLow: true),
                {
                    $0.setCharging(false)  // BatteryService: low only while unplugged
                    $0.setBatteryLevel(10)
                },
                .constraintBatteryNotLow
            ),
            (Constraints(requiresStorageNotLow: true), { $0.setStorageLow(true) }, .constraintStorageNotLow),
            (Constraints(requiresDeviceIdle: true), { $0.setScreenOn(true) }, .constraintDeviceIdle),
            (Constraints(requiredNetworkType: .connected), { $0.setNetwork(.none) }, .constraintConnectivity),
        ]
        for (constraints, lose, reason) in cases {
            let h = try WorkHarness(workers: ["W": (.minutes(5), { _ in .success() })])
            h.device.setCharging(true)
            // JobScheduler's idle controller: idle 31 minutes after the screen goes off (DeviceIdlenessTracker); on
            // the charger Doze holds nothing.
            h.device.setScreenOn(false)
            try h.device.advance(by: .minutes(31))
            let id = try h.workManager.enqueue(try oneTime("W", constraints: constraints))
            try h.device.advance(by: .minutes(1))
            #expect(h.state(id) == .running)
            lose(h.device)
            #expect(h.info(id)?.stopReason == reason && h.state(id) == .enqueued, "\(constraints)")
            #expect(h.log.stops == [reason])
        }
    }

    @Test func workWaitsForEveryConstraintNotJustTheFirst() throws {
        let h = try WorkHarness(workers: ["W": (.zero, { _ in .success() })])
        let both = Constraints(requiredNetworkType: .unmetered, requiresCharging: true)
        h.device.setNetwork(.metered)
        let id = try h.workManager.enqueue(try oneTime("W", constraints: both))
        try h.device.advance(by: .seconds(1))
        h.device.setCharging(true)  // now waits on the network
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .enqueued)
        h.device.setNetwork(.unmetered)
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .succeeded)
        let waits = h.device.trace.records.filter { $0.kind == .workWait }.map(\.details)
        #expect(waits == ["charging", "network=UNMETERED"])
    }

    @Test func backoffForSystemInterruptionsCountsTheHoldFromTheStop() throws {
        // WorkerWrapper with setBackoffForSystemInterruptions: the stop is handled like a retry.
        let h = try WorkHarness(workers: ["W": (.minutes(5), { _ in .success() })])
        let request = try OneTimeWorkRequest.Builder(workerClassName: "W").setBackoffForSystemInterruptions()
            .setConstraints(Constraints(requiresCharging: true)).build()
        h.device.setCharging(true)
        let id = try h.workManager.enqueue(request)
        try h.device.advance(by: .minutes(1))
        h.device.setCharging(false)
        #expect(h.info(id)?.nextScheduleTimeMillis == h.wallNow + 30_000)
    }

    @Test func rebootWhileRunningRunsTheWorkAgainAfterBootWithTheNextAttempt() throws {
        let h = try WorkHarness(workers: ["W": (.minutes(2), { _ in .success() })])
        let id = try h.workManager.enqueue(try oneTime("W"))
        try h.device.advance(by: .minutes(1))
        h.device.powerLoss()
        #expect(h.state(id) == .running)  // nothing ran WorkManager's start-up yet
        try h.device.advance(by: .seconds(1))
        #expect(h.state(id) == .running && h.info(id)?.runAttemptCount == 2)
        #expect(h.workManager.history(of: id)[2].stopReason == .unknown)
        try h.device.advance(by: .minutes(2))
        #expect(h.log.runs == ["W \(id) attempt 1"])
    }
}
