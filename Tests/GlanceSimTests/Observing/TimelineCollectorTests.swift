import GlanceSim
import Testing

/// The lanes of a timeline report, collected in bounded memory.
@Suite struct TimelineCollectorTests {
    @Test func eventSeriesKeepsTheFirstEventsAndCountsAllInDoublingBuckets() {
        var series = EventSeries()
        for minute in 0..<20_000 { series.add(at: .zero + .minutes(Int64(minute)), label: "tick") }
        #expect(series.total == 20_000 && series.events.count == EventSeries.limit)
        #expect(series.counts.reduce(0, +) == 20_000 && series.counts.count <= EventSeries.maximumBuckets)
        // 20,000 minutes need buckets of at least 20,000 × 60 s / 512 ≈ 39 min: the first power of two seconds
        // above is 4,096 s.
        #expect(series.bucketWidth == .seconds(4_096))
    }

    @Test func workStatesRunsAndWaitsFormTheirLanes() throws {
        let collector = TimelineCollector()
        let device = Device(traceMode: .streaming(collector))
        var manifest = AppManifest(packageName: "com.example.sync")
        manifest.workers["Sync"] = { ScriptedWorker(duration: .minutes(1)) { .success() } }
        try device.install(manifest)
        device.setNetwork(.none)
        try device.context(for: "com.example.sync").workManager.enqueue(
            try OneTimeWorkRequest.Builder(workerClassName: "Sync")
                .setConstraints(Constraints(requiredNetworkType: .connected)).build())
        try device.advance(by: .hours(1))
        device.setNetwork(.unmetered)
        try device.advance(by: .hours(1))
        let timeline = collector.timeline(at: device.now)
        let work = try #require(timeline.work.first)
        #expect(work.worker == "Sync")
        #expect(
            work.states.steps.map(\.value) == ["ENQUEUED", "waiting for network=CONNECTED", "RUNNING", "SUCCEEDED"])
        #expect(work.runs.events.map(\.duration) == [.minutes(1)] && work.runs.events.first?.label == "SUCCESS")
        #expect(timeline.conditions.map(\.name) == ["network"])
        #expect(timeline.processes.first?.steps.first?.value?.hasPrefix("alive") == true)
    }

    /// An app's bucket lane begins ACTIVE at its install (App Standby counts it as a use) and steps at each recorded
    /// move; the parole has a lane of its own.
    @Test func anAppsBucketAndTheParoleHaveLanes() throws {
        let collector = TimelineCollector()
        var conditions = DeviceConditions()
        conditions.batteryLevel = 95
        let device = Device(conditions: conditions, traceMode: .streaming(collector))
        try device.install(AppManifest(packageName: "com.example.sync"))
        try device.advance(by: .hours(12))
        device.setCharging(true)
        let timeline = collector.timeline(at: device.now)
        let bucket = try #require(timeline.conditions.first { $0.name == "bucket com.example.sync" })
        #expect(bucket.steps.map(\.value) == ["ACTIVE", "WORKING_SET (timeout)"])
        #expect(bucket.steps.map(\.instant) == [.zero, .zero + .hours(12)])
        #expect(timeline.conditions.first { $0.name == "charging (reported)" }?.steps.map(\.value) == ["yes"])
    }

    @Test func widgetRendersShareOnePictureWhileItLooksTheSame() throws {
        var drawn = 0
        let collector = TimelineCollector { _ in
            drawn += 1
            return drawn <= 2 ? "<svg>first</svg>" : "<svg>later</svg>"
        }
        collector.receive(
            TraceRecord(
                instant: .zero, sequence: 1,
                event: .appWidget(
                    .bind(
                        provider: provider, appWidgetId: 1, host: AppWidgetHostID(packageName: "h", hostId: 1),
                        sizes: []))))
        for minute in 0..<3 {
            collector.receive(
                TraceRecord(
                    instant: .zero + .minutes(Int64(minute)), sequence: UInt64(2 + minute),
                    event: .appWidget(.views(provider: provider, appWidgetId: 1, partial: false, summary: ""))))
        }
        let timeline = collector.timeline(at: .zero + .minutes(3))
        #expect(timeline.pictures == ["<svg>first</svg>", "<svg>later</svg>"])
        #expect(timeline.widgets.first?.renders.events.map(\.label) == ["0", "0", "1"])
    }

    private let provider = ComponentName(packageName: "com.example.w", className: ".W")
}
