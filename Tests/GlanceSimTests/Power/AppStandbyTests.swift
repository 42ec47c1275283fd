import Testing

@testable import GlanceSim

/// App Standby's bucket rules, each against Android 14's AppStandbyController / AppIdleHistory (line numbers as in
/// docs/research/standby-buckets-and-quotas.md).
@Suite struct AppStandbyTests {
    static let package = "com.example.standby"

    /// A device at 2026-01-01T00:00Z with an app (and a widget provider it may bind) installed at 00:00.
    private static func device(
        screenOn: Bool = true, charging: Bool = false, battery: Int = 80, sdk: Int = 35,
        parameters: DozeParameters = .aosp
    ) throws -> Device {
        var conditions = DeviceConditions()
        conditions.isScreenOn = screenOn
        conditions.isCharging = charging
        conditions.batteryLevel = battery
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1), conditions: conditions)
        device.sdkInt = sdk
        device.dozeParameters = parameters
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.appActions["open"] = { _ in }
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Widget", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                metaData: [(name: "android.appwidget.provider", value: "@xml/widget")],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { AppWidgetProvider() }
        ]
        try device.install(manifest)
        return device
    }

    private static let provider = ComponentName(packageName: package, className: ".Widget")

    /// The thresholds (AppStandbyController.java:169-175, 195-200; AppIdleHistory.java:642-668): the last bucket whose
    /// screen-on and elapsed thresholds are both reached.
    @Test func theThresholdsNeedBothClocks() {
        let hour: Int64 = 3_600_000
        #expect(StandbyThresholds.bucket(screenOnSinceUse: 0, elapsedSinceUse: 12 * hour - 1) == .active)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: 0, elapsedSinceUse: 12 * hour) == .workingSet)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: hour - 1, elapsedSinceUse: 30 * hour) == .workingSet)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: hour, elapsedSinceUse: 24 * hour) == .frequent)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: 2 * hour, elapsedSinceUse: 48 * hour) == .rare)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: 6 * hour, elapsedSinceUse: 192 * hour) == .restricted)
        #expect(StandbyThresholds.bucket(screenOnSinceUse: 6 * hour - 1, elapsedSinceUse: 999 * hour) == .rare)
    }

    /// The screen-on clock only runs while the display is on (AppIdleHistory.updateDisplay): a phone left screen-off
    /// for days never ages an app past WORKING_SET.
    @Test func aPhoneLeftScreenOffNeverAgesAnAppPastWorkingSet() throws {
        let device = try Self.device(screenOn: false)
        try device.advance(by: .days(5))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }

    /// The periodic check runs every 3 hours (`mCheckIdleIntervalMillis`, :325-326): an app that reaches 12 hours
    /// since use at 12:00 is moved by the check at 12:00, not before.
    @Test func theBucketMovesAtTheThreeHourlyCheck() throws {
        let device = try Self.device()
        try device.advance(to: .zero + .hours(11) + .minutes(59))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.advance(to: .zero + .hours(12))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }

    /// A use (ACTIVITY_RESUMED, USER_INTERACTION) makes the app ACTIVE and holds it there for
    /// `mStrongUsageTimeoutMillis` = 1 h (:1166-1231, :3045-3046); its last-used time moves, so it ages from there.
    @Test func aUseMakesTheAppActiveAndRestartsItsAgeing() throws {
        let device = try Self.device()
        try device.advance(to: .zero + .hours(12))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
        try device.runAppAction("open", of: Self.package)
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.advance(to: .zero + .hours(23) + .minutes(59))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.advance(to: .zero + .hours(24))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }

    /// A tap on the app's widget is a use (AppWidgetServiceImpl.noteAppWidgetTapped → USER_INTERACTION,
    /// AppWidgetServiceImpl.java:3898-3940).
    @Test func openingTheAppIsAUse() throws {
        let device = try Self.device()
        try device.advance(to: .zero + .hours(12))
        try device.openApp(Self.package)
        #expect(device.standbyBucket(of: Self.package) == .active)
        #expect(device.trace.records.contains { $0.kind == .processStart })
    }

    /// A bound widget makes ACTIVE the app's minimum (`getAppMinBucket`, :1492-1495), applied at the next check
    /// (:967-977): AppWidgetService tells App Standby nothing at the bind.
    @Test func aBoundWidgetLiftsTheAppToActiveAtTheNextCheck() throws {
        let device = try Self.device()
        try device.advance(to: .zero + .hours(13))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
        try device.addWidget(Self.provider)
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
        try device.advance(to: .zero + .hours(14) + .minutes(59))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
        try device.advance(to: .zero + .hours(15))
        #expect(device.standbyBucket(of: Self.package) == .active)
        #expect(
            device.trace.records.last { $0.kind == .deviceCondition }?.description.hasSuffix("reason=default") == true)
    }

    /// When the last widget goes, the next check gives the age-based bucket at once (:993-1022).
    @Test func removingTheLastWidgetDropsTheAppAtTheNextCheck() throws {
        let device = try Self.device()
        let id = try device.addWidget(Self.provider)
        try device.advance(to: .zero + .hours(30))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.removeWidget(id)
        try device.advance(to: .zero + .hours(32) + .minutes(59))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.advance(to: .zero + .hours(33))
        #expect(device.standbyBucket(of: Self.package) == .frequent)
    }

    /// `am set-standby-bucket` is clamped at once to the app's minimum (:1924): a widget app stays ACTIVE. Without a
    /// widget the forced bucket stays through checks until the app is used (:983-986).
    @Test func setStandbyBucketIsClampedForAWidgetAppAndStaysForcedOtherwise() throws {
        let device = try Self.device()
        let id = try device.addWidget(Self.provider)
        #expect(try device.setStandbyBucket(.rare, of: Self.package) == .active)
        try device.removeWidget(id)
        #expect(try device.setStandbyBucket(.rare, of: Self.package) == .rare)
        try device.advance(by: .hours(6))
        #expect(device.standbyBucket(of: Self.package) == .rare)
        try device.openApp(Self.package)
        #expect(device.standbyBucket(of: Self.package) == .active)
        #expect(throws: SimulationError.self) { try device.setStandbyBucket(.rare, of: "com.example.none") }
    }

    /// A use ends a forced bucket even when the app is already in ACTIVE: the reason becomes usage
    /// (AppIdleHistory.reportUsage, :333-338), so the app ages again from the next check.
    @Test func aUseEndsAForcedActiveBucket() throws {
        let device = try Self.device()
        try device.setStandbyBucket(.active, of: Self.package)
        try device.advance(to: .zero + .hours(12))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.openApp(Self.package)
        try device.advance(to: .zero + .hours(24))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }

    /// App Standby is off unless auto power modes are on (`mAppIdleEnabled`, :2679-2686) and on API levels before 28;
    /// then every app is EXEMPTED (:1617-1621) and `set-standby-bucket` does nothing (:1782).
    @Test func withAppStandbyOffEveryAppIsExempted() throws {
        for device in [try Self.device(parameters: .off), try Self.device(sdk: 27)] {
            try device.advance(by: .days(3))
            #expect(device.standbyBucket(of: Self.package) == .exempted)
            #expect(try device.setStandbyBucket(.rare, of: Self.package) == .exempted)
        }
    }

    /// RESTRICTED came with API 30: before it, an app unused for 8 days stops at RARE.
    @Test func restrictedNeedsAPI30() throws {
        let old = try Self.device(sdk: 29)
        let new = try Self.device(sdk: 30)
        try old.advance(by: .days(8))
        try new.advance(by: .days(8))
        #expect(old.standbyBucket(of: Self.package) == .rare)
        #expect(new.standbyBucket(of: Self.package) == .restricted)
    }

    /// Charging parole is BatteryStats' "charging" (BatteryStatsImpl.java:14805-14833, 15604-15605): plugged in at
    /// 90 % or more at once, below that 15 minutes after plugging in; unplugging ends it at once.
    @Test func theParoleFollowsBatteryStatsCharging() throws {
        let device = try Self.device()
        device.setCharging(true)
        #expect(!device.isAppStandbyParoled)
        try device.advance(by: .minutes(15) - .milliseconds(1))
        #expect(!device.isAppStandbyParoled)
        try device.advance(by: .milliseconds(1))
        #expect(device.isAppStandbyParoled)
        device.setCharging(false)
        #expect(!device.isAppStandbyParoled)
        device.setBatteryLevel(92)
        device.setCharging(true)
        #expect(device.isAppStandbyParoled)
    }

    /// Buckets go on ageing while charging (no charging test in `checkAndUpdateStandbyState`).
    @Test func bucketsAgeWhileCharging() throws {
        let device = try Self.device(charging: true, battery: 100)
        try device.advance(by: .hours(12))
        #expect(device.isAppStandbyParoled)
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }

    /// A check that moves no app takes no step number and leaves no record. The histories survive a reboot (AppIdleHistory
    /// writes them to a file) and the 3-hourly checks start again at boot (`postCheckIdleStates` on user start).
    @Test func quietChecksLeaveNoTraceAndHistoriesSurviveAReboot() throws {
        let device = try Self.device()
        try device.advance(by: .hours(9))
        #expect(!device.trace.records.contains { $0.kind == .deviceCondition })
        try device.reboot()
        let boot = device.now
        try device.advance(to: .zero + .hours(12))
        #expect(device.standbyBucket(of: Self.package) == .active)
        try device.advance(to: boot + .hours(3))
        #expect(device.standbyBucket(of: Self.package) == .workingSet)
    }
}
