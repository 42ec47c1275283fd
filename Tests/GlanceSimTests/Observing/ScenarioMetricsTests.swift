import Testing

@testable import GlanceSim

/// ScenarioMetrics over typed records: renders and content age per widget, process starts, alarms and
/// wakeups, broadcasts and work per app (Metrics article).
@Suite struct ScenarioMetricsTests {
    static let package = "com.example.metrics"
    static let provider = ComponentName(packageName: package, className: ".Clock")

    /// Pushes views showing the time on each update.
    final class PushingProvider: AppWidgetProvider {
        override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
            manager.updateAppWidget(ids, views: RemoteViews(Text("\(context.device.now)")))
        }
    }

    /// A provider updated every 30 minutes by its `updatePeriodMillis` alarm (ELAPSED_REALTIME_WAKEUP).
    private func device(metrics: ScenarioMetrics) throws -> Device {
        let device = Device(traceMode: .streaming(metrics))
        device.sdkInt = 35
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        info.updatePeriodMillis = 1_800_000
        var manifest = AppManifest(packageName: Self.package, targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Clock", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                metaData: [(name: "android.appwidget.provider", value: "@xml/clock_info")],
                appWidgetProvider: info
            ) { PushingProvider() }
        ]
        try device.install(manifest)
        return device
    }

    @Test func widgetRendersAndContentAgeFollowTheViewsPushed() throws {
        let metrics = ScenarioMetrics()
        let device = try device(metrics: metrics)
        let id = try device.addWidget(Self.provider)
        try device.advance(by: .minutes(70))
        // Renders at 0 (the bind's onUpdate) and at each update alarm: 30 min and 60 min. Intervals 30, 30 and
        // the open 10 min: shown 70 min, max 30 min, mean (30² + 30² + 10²) / 2 / 70 = 1900 / 140 min =
        // 13.5714… min = 814,286 ms; p95 solves min(10, a) + 2 min(30, a) = 66.5 → a = 28.25 min.
        let widget = try #require(metrics.summary(at: device.now).widgets.first)
        #expect(widget.appWidgetId == id && widget.provider == Self.provider && widget.renders == 3)
        #expect(widget.boundAt == .zero && widget.firstRenderAt == .zero && widget.deletedAt == nil)
        #expect(widget.age.shownTime == .minutes(70) && widget.age.maximum == .minutes(30))
        #expect(widget.age.mean == .milliseconds(814_286))
        #expect(widget.age.percentile(0.95) == .milliseconds(1_695_000))
    }

    @Test func aDeletedWidgetStopsAgeingWhenItIsDeleted() throws {
        let metrics = ScenarioMetrics()
        let device = try device(metrics: metrics)
        let id = try device.addWidget(Self.provider)
        try device.advance(by: .minutes(40))
        try device.removeWidget(id)
        try device.advance(by: .hours(5))
        let widget = try #require(metrics.summary(at: device.now).widgets.first)
        // Renders at 0 and 30 min; deleted at 40 min: intervals 30 and 10 min, nothing after.
        #expect(widget.renders == 2 && widget.deletedAt == .zero + .minutes(40))
        #expect(widget.age.shownTime == .minutes(40) && widget.age.maximum == .minutes(30))
    }

    @Test func wakeupAlarmsCountOnlyWhileTheScreenIsOff() throws {
        let metrics = ScenarioMetrics()
        let device = try device(metrics: metrics)
        try device.addWidget(Self.provider)
        try device.advance(by: .minutes(31))  // the 30-min alarm fires with the screen on: not a wakeup
        device.setScreenOn(false)
        try device.advance(by: .minutes(60))  // 60 and 90 min: both wake the device
        let app = try #require(metrics.summary(at: device.now).apps.first { $0.packageName == Self.package })
        #expect(app.alarmsFired == 3 && app.alarmWakeups == 2)
        // ENABLED and UPDATE at the bind, then one UPDATE per alarm; one process for all of them.
        #expect(app.broadcastsReceived == 5 && app.processStarts == 1)
    }

    @Test func workRunsRetriesAndConstraintWaits() throws {
        let metrics = ScenarioMetrics()
        let device = Device(traceMode: .streaming(metrics))
        var manifest = AppManifest(packageName: Self.package)
        var attempts = 0
        manifest.workers["Sync"] = {
            ScriptedWorker {
                attempts += 1
                return attempts == 1 ? .retry : .success()
            }
        }
        try device.install(manifest)
        device.setNetwork(.none)
        let request = try OneTimeWorkRequest.Builder(workerClassName: "Sync")
            .setConstraints(Constraints(requiredNetworkType: .connected)).build()
        try device.context(for: Self.package).workManager.enqueue(request)
        try device.advance(by: .hours(2))
        device.setNetwork(.unmetered)
        try device.advance(by: .hours(1))
        let app = try #require(metrics.summary(at: device.now).apps.first)
        // Waits from the enqueue (0) to the network's return (2 h); runs at 2 h (retry) and after the 30 s
        // backoff (success).
        #expect(app.constraintWaits == [ConstraintWait(constraint: "network=CONNECTED", time: .hours(2))])
        #expect(app.workRuns == 2 && app.workRetries == 1 && app.workFailures == 0 && app.workStops == 0)
    }
}

/// A worker whose result comes from a closure, after `duration` of virtual time.
final class ScriptedWorker: Worker {
    let duration: SimDuration
    let body: () -> WorkResult
    init(duration: SimDuration = .zero, _ body: @escaping () -> WorkResult) {
        self.duration = duration
        self.body = body
    }
    func doWork(_ context: WorkerContext) throws -> WorkResult { body() }
}
