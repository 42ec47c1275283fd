import GlanceSim
import Testing

/// Three days of the same 15-minute periodic work in two apps on one phone, screen on and unplugged throughout: one
/// app has a widget on the home screen, the other has none. Every literal below is worked out by hand from Android
/// 14's constants (docs/research/standby-buckets-and-quotas.md):
///
/// - App Standby (AppStandbyController.java:169-220, :325-326, :967-977): both apps are used at install (ACTIVE).
///   The widget app stays ACTIVE at every 3-hour check (`getAppMinBucket` for a bound widget package). The other
///   ages with screen-on time equal to elapsed time: WORKING_SET at 12 h, FREQUENT at 24 h (1 h screen-on and 24 h
///   elapsed), RARE at 48 h. Each change is seen at the 3-hour check at that instant.
/// - QuotaController (QuotaController.java:3133-3185, :1258-1405): instant runs 15 minutes apart are separate
///   sessions (more than 5 s apart). ACTIVE allows 75 sessions in 10 minutes and WORKING_SET 10 in 2 hours: the 8 runs
///   of any 2 hours fit, so nothing is held. FREQUENT allows 8 sessions in 8 hours, so the run due at 24:00 waits
///   until the 8th-newest session (22:00) leaves the window: 30:00. Then 8 runs, 30:00…31:45, fill the window again,
///   and the next waits for the 8th-newest (30:00) + 8 h = 38:00. And so on: 38:00…39:45, 46:00…47:45.
///   RARE allows 3 sessions in 24 hours. At 48:00 the window holds 24 sessions, and the 3rd newest ended at 47:15, so
///   the next run waits until 71:15. Three runs follow (71:15, 71:30, 71:45), and then the one due at 72:00 is held.
/// - WorkManager re-enqueues a periodic run 15 minutes after it ran, so a late run moves the ones after it.
@Suite struct StandbyThreeDayTests {
    static let widgetApp = "com.example.withwidget"
    static let plainApp = "com.example.nowidget"

    /// Installs an app whose worker `Sync` records when it ran, and enqueues its 15-minute periodic work.
    private static func install(_ package: String, on device: Device, provider: Bool, runs: RunLog) throws {
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.workers["Sync"] = {
            ScriptWorker("Sync", duration: .zero, log: WorkLog()) { _ in
                runs.instants.append(device.now)
                return .success()
            }
        }
        if provider {
            manifest.receivers = [
                ReceiverDeclaration(
                    className: ".Widget", exported: false,
                    intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                    metaData: [(name: "android.appwidget.provider", value: "@xml/widget")],
                    appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
                ) { AppWidgetProvider() }
            ]
        }
        try device.install(manifest)
        if provider { try device.addWidget(ComponentName(packageName: package, className: ".Widget")) }
        try device.context(for: package).workManager.enqueue(try periodic("Sync", every: .minutes(15)))
    }

    final class RunLog {
        var instants: [SimInstant] = []
    }

    private static func hours(_ hours: Int64, _ minutes: Int64 = 0) -> SimInstant {
        .zero + .hours(hours) + .minutes(minutes)
    }

    @Test func aWidgetAppStaysActiveAndRunsEveryQuarterHourWhileAnAppWithoutOneAgesIntoQuotas() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        let widgetRuns = RunLog()
        let plainRuns = RunLog()
        try Self.install(Self.widgetApp, on: device, provider: true, runs: widgetRuns)
        try Self.install(Self.plainApp, on: device, provider: false, runs: plainRuns)

        var buckets: [(hours: Int64, widget: StandbyBucket, plain: StandbyBucket)] = []
        for hour in stride(from: Int64(0), through: 71, by: 1) {
            try device.advance(to: Self.hours(hour, 59))
            buckets.append((hour, device.standbyBucket(of: Self.widgetApp), device.standbyBucket(of: Self.plainApp)))
        }
        #expect(buckets.allSatisfy { $0.widget == .active })
        #expect(buckets.filter { $0.plain == .active }.map(\.hours) == Array(0...11))
        #expect(buckets.filter { $0.plain == .workingSet }.map(\.hours) == Array(12...23))
        #expect(buckets.filter { $0.plain == .frequent }.map(\.hours) == Array(24...47))
        #expect(buckets.filter { $0.plain == .rare }.map(\.hours) == Array(48...71))

        // The widget app: every quarter hour from 00:00 to 71:45.
        #expect(widgetRuns.instants == (0..<288).map { .zero + .minutes(15 * $0) })
        // The app without a widget: every quarter hour for the first day, then blocks of 8, then 3.
        let firstDay = (0..<96).map { SimInstant.zero + .minutes(15 * $0) }
        let frequentBlocks = [30, 38, 46].flatMap { start in (0..<8).map { Self.hours(start) + .minutes(15 * $0) } }
        let rare = [Self.hours(71, 15), Self.hours(71, 30), Self.hours(71, 45)]
        #expect(plainRuns.instants == firstDay + frequentBlocks + rare)
        // The run due at 72:00 is held by the quota: until the 3rd-newest session (71:15) + 24 h.
        try device.advance(to: Self.hours(72))
        #expect(device.jobQuotaHeldUntil(Self.plainApp) == Self.hours(95, 15))
        #expect(device.jobQuotaHeldUntil(Self.widgetApp) == nil)
    }

    /// The bucket changes are recorded as App Standby made them, at the 3-hour checks.
    @Test func theBucketChangesAreRecordedAtTheChecksWithTheirReasons() throws {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        try Self.install(Self.widgetApp, on: device, provider: true, runs: RunLog())
        try Self.install(Self.plainApp, on: device, provider: false, runs: RunLog())
        try device.advance(to: Self.hours(72))
        let changes = device.trace.records.compactMap { record -> String? in
            guard case .device(.standbyBucket(let package, let bucket, let reason)) = record.event else { return nil }
            return "\(record.instant) \(package) \(bucket.rawValue) \(reason.rawValue)"
        }
        #expect(
            changes == [
                "0d 12:00:00.000 \(Self.plainApp) WORKING_SET timeout",
                "1d 00:00:00.000 \(Self.plainApp) FREQUENT timeout",
                "2d 00:00:00.000 \(Self.plainApp) RARE timeout",
            ])
    }
}
