/// App Standby (AOSP `AppStandbyController` with its `AppIdleHistory`, Android 14): which standby bucket each app is
/// in, moved as the platform moves it. JobScheduler's quotas and AlarmManagerService's read the bucket it stores.
///
/// - **Use** puts an app in ACTIVE and holds it there an hour (`mStrongUsageTimeoutMillis`): the app's own actions and
///   activities, a tap on its widget (`noteAppWidgetTapped` reports USER_INTERACTION). An installed app counts as
///   used once (the user opened it after installing it), so no app starts in NEVER.
/// - **Age**: every 3 hours (`mCheckIdleIntervalMillis`), and an hour after a use changed a bucket, each app gets the
///   bucket its time since last use gives, on two clocks: device time and screen-on time
///   (``StandbyThresholds``). With the screen off the second clock stops, so a phone left alone never ages an app
///   past WORKING_SET.
/// - **A bound widget**: an app with a widget on the home screen is ACTIVE at each check (`getAppMinBucket` asks
///   `isBoundWidgetPackage`), and a bucket set for it is clamped to ACTIVE at once. AppWidgetService tells App
///   Standby nothing: a bind or the last unbind is seen at the next check.
/// - **Forced** buckets (`am set-standby-bucket`) stay until the app is used (a bound widget still lifts them).
/// - **Charging parole**: while BatteryStats reports charging (plugged in at 90 % or more, or 15 minutes after
///   plugging in), quotas do not apply; buckets go on ageing.
/// - **Off** unless Doze's parameters turn auto power modes on (`config_enableAutoPowerModes`), and below API 28:
///   then every app is EXEMPTED.
///
/// Sources and line numbers: `docs/research/standby-buckets-and-quotas.md` (§1–3).
///
/// ```swift
/// device.setStandbyBucket(.rare, of: "com.example.sync")   // am set-standby-bucket
/// print(device.standbyBucket(of: "com.example.sync"))      // RARE
/// ```
final class AppStandbyController {
    /// One app's history (`AppIdleHistory.AppUsageHistory`): times are on the controller's two clocks, in ms.
    struct AppHistory: Codable, Equatable {
        var bucket: StandbyBucket
        var reason: StandbyBucketReason
        var lastUsedElapsed: Int64
        var lastUsedScreenTime: Int64
        /// When the ACTIVE hold of the last use ends (`bucketExpiryTimesMs[ACTIVE]`).
        var activeUntil: Int64
    }

    /// `mCheckIdleIntervalMillis = min(E[1] / 4, 4 h)`: 3 hours (AppStandbyController.java:325-326).
    static let checkIdleInterval = SimDuration.hours(3)
    /// `mStrongUsageTimeoutMillis`: the ACTIVE hold after a use, 1 hour (AppStandbyController.java:3045-3046).
    static let strongUsageTimeout: Int64 = 3_600_000
    /// `BATTERY_CHARGED_DELAY_MS`: plugged in below 90 %, charging is reported after 15 minutes
    /// (BatteryStatsImpl.java:15604-15605).
    static let chargingDelay = SimDuration.minutes(15)
    /// `BATTERY_CHARGING_ENFORCE_LEVEL`: plugged in at this level or above, charging is reported at once.
    static let chargingEnforceLevel = 90

    /// Per app, in no order (read by name; walks go in installation order).
    private var apps: [String: AppHistory] = [:]
    /// The screen-on clock's total up to ``screenOnSince``, or its whole total while the screen is off.
    private var screenOnDuration: Int64 = 0
    /// When the screen came on, while it is on.
    private var screenOnSince: SimInstant?
    /// Whether BatteryStats reports charging: App Standby's parole (`isInParole`).
    private(set) var isCharging = false
    /// App Standby's timers are quiet ones (``Device/runQuietTimers()``): they are not queue events, and take a step
    /// number only when they change something, so a check that moves no app leaves no trace.
    /// The periodic check of every app (`MSG_CHECK_IDLE_STATES`), every ``checkIdleInterval``.
    private var periodicCheckAt: SimInstant?
    /// BatteryStats reports charging, 15 minutes after the plug went in (`BATTERY_CHARGED_DELAY_MS`).
    private var chargingReportAt: SimInstant?
    /// One app's check (`MSG_CHECK_PACKAGE_IDLE_STATE`), posted when a use changed its bucket; in time order.
    private var packageChecks: [PackageCheck] = []

    struct PackageCheck: Codable, Equatable {
        var at: SimInstant
        var package: String
    }

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var alarmManagerService: AlarmManagerService!
    private(set) unowned(unsafe) var appWidgetService: AppWidgetService!
    private(set) unowned(unsafe) var deviceIdleController: DeviceIdleController!
    private(set) unowned(unsafe) var jobScheduler: JobScheduler!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        alarmManagerService: AlarmManagerService, appWidgetService: AppWidgetService,
        deviceIdleController: DeviceIdleController, jobScheduler: JobScheduler, processTable: ProcessTable
    ) {
        self.alarmManagerService = alarmManagerService
        self.appWidgetService = appWidgetService
        self.deviceIdleController = deviceIdleController
        self.jobScheduler = jobScheduler
        self.processTable = processTable
    }

    /// Whether App Standby runs (`mAppIdleEnabled`, AppStandbyController.java:2679-2686): auto power modes on and
    /// API 28 or later.
    var isEnabled: Bool { deviceIdleController.parameters.autoPowerModes && core.sdkInt >= 28 }

    /// The app's bucket (`getAppStandbyBucket`): EXEMPTED while App Standby is off (:1617-1621).
    @inline(__always)
    func bucket(of packageName: String) -> StandbyBucket {
        guard isEnabled else { return .exempted }
        return apps[packageName]?.bucket ?? .active
    }

    /// ``Device/isExemptFromBatterySaver(_:)``.
    func isExemptFromBatterySaver(_ packageName: String) -> Bool {
        deviceIdleController.isAllowlisted(packageName) || isExemptedBucket(packageName)
    }

    /// Whether the app is exempt from battery saver by its bucket (AppStateTrackerImpl.java:1175-1207: EXEMPTED, with
    /// App Standby on and not paroled).
    func isExemptedBucket(_ packageName: String) -> Bool {
        isEnabled && !isCharging && apps[packageName]?.bucket == .exempted
    }

    /// The apps' buckets in installation order, for listings.
    var buckets: [(package: String, bucket: StandbyBucket)] {
        processTable.apps.map { ($0.packageName, bucket(of: $0.packageName)) }
    }

    // MARK: - Clocks

    private var elapsedNow: Int64 { core.now.milliseconds }

    private var screenOnNow: Int64 {
        screenOnDuration + (screenOnSince.map { (core.now - $0).milliseconds } ?? 0)
    }

    /// The display turned on or off: the screen-on clock runs only while it is on (AppIdleHistory.updateDisplay).
    func screenChanged(on: Bool) {
        if on {
            if screenOnSince == nil { screenOnSince = core.now }
        } else if let since = screenOnSince {
            screenOnDuration += (core.now - since).milliseconds
            screenOnSince = nil
        }
    }

    // MARK: - Events in

    /// An app was installed: it counts as used now.
    func appInstalled(_ packageName: String) {
        guard apps[packageName] == nil else { return }
        apps[packageName] = AppHistory(
            bucket: .active, reason: .usage, lastUsedElapsed: elapsedNow, lastUsedScreenTime: screenOnNow,
            activeUntil: elapsedNow + Self.strongUsageTimeout)
        schedulePackageCheck(packageName, after: Self.strongUsageTimeout)
    }

    /// A strong use of the app (`reportEvent` for ACTIVITY_RESUMED / USER_INTERACTION, :1166-1231): ACTIVE, held an
    /// hour; its last-used times move to now. A bucket change schedules the app's check for when the hold ends.
    func reportUsage(_ packageName: String) {
        guard isEnabled, var app = apps[packageName] else { return }
        app.lastUsedElapsed = elapsedNow
        app.lastUsedScreenTime = screenOnNow
        app.activeUntil = max(app.activeUntil, elapsedNow + Self.strongUsageTimeout)
        // The reason becomes usage whenever the app is not above ACTIVE, so a forced ACTIVE is no longer forced
        // (AppIdleHistory.reportUsage, :333-338).
        let changed = app.bucket != .active && app.bucket != .exempted
        if app.bucket != .exempted { app.reason = .usage }
        if changed { app.bucket = .active }
        apps[packageName] = app
        guard changed else { return }
        bucketChanged(packageName, to: .active, reason: .usage)
        schedulePackageCheck(packageName, after: Self.strongUsageTimeout)
    }

    /// `am set-standby-bucket` (`setAppStandbyBucket` with REASON_MAIN_FORCED_BY_USER, :1783-1930): clamped at once
    /// to the app's minimum (ACTIVE with a bound widget, :1924). Returns the bucket the app is in, `nil` when App
    /// Standby is off (the call does nothing, :1782).
    @discardableResult
    func setBucket(_ bucket: StandbyBucket, of packageName: String) -> StandbyBucket? {
        guard isEnabled, var app = apps[packageName] else { return nil }
        var clamped = appWidgetService.isBoundWidgetPackage(packageName) ? .active : bucket
        if clamped == .restricted && core.sdkInt < StandbyBucket.restrictedBucketSdk { clamped = .rare }
        let changed = app.bucket != clamped
        app.bucket = clamped
        app.reason = .forced
        apps[packageName] = app
        if changed { bucketChanged(packageName, to: clamped, reason: .forced) }
        return clamped
    }

    /// Plugged in or out, or the level changed while plugged in: charging as BatteryStats reports it
    /// (BatteryStatsImpl.java:14805-14833): at once at 90 % or more, else 15 minutes after plugging in.
    func powerChanged() {
        let conditions = core.conditions
        if !conditions.isCharging {
            cancelChargingDelay()
            setCharging(false)
        } else if conditions.batteryLevel >= Self.chargingEnforceLevel {
            cancelChargingDelay()
            setCharging(true)
        } else if !isCharging && chargingReportAt == nil {
            chargingReportAt = core.now + Self.chargingDelay
            timersChanged()
        }
    }

    /// The device was made: plugged in, it has been charging for long; the screen-on clock runs if the screen is on;
    /// the periodic check starts.
    func deviceCreated() {
        isCharging = core.conditions.isCharging
        jobScheduler.isBatteryCharging = isCharging
        screenChanged(on: core.conditions.isScreenOn)
        periodicCheckAt = core.now
        timersChanged()
    }

    /// The device booted: the periodic check starts again (`postCheckIdleStates` on user start); histories and both
    /// clocks survive (AppIdleHistory writes them to a file).
    func deviceBooted() {
        packageChecks = []
        chargingReportAt = nil
        periodicCheckAt = core.now
        powerChanged()
        timersChanged()
    }

    // MARK: - Timers

    /// The earliest of App Standby's timers, ``SimInstant/never`` when none is armed.
    var nextTimerDeadline: SimInstant {
        min(periodicCheckAt ?? .never, chargingReportAt ?? .never, packageChecks.first?.at ?? .never)
    }

    /// Runs the timers due now: charging reported, the periodic check, one-app checks.
    func runDueTimers() {
        let now = core.now
        if let at = chargingReportAt, at <= now {
            chargingReportAt = nil
            if core.conditions.isCharging { setCharging(true) }
        }
        if let at = periodicCheckAt, at <= now {
            periodicCheckAt = at + Self.checkIdleInterval
            for app in processTable.apps { checkAndUpdate(app.packageName) }
        }
        while let first = packageChecks.first, first.at <= now {
            packageChecks.removeFirst()
            checkAndUpdate(first.package)
        }
        timersChanged()
    }

    // MARK: - The check

    /// `checkAndUpdateStandbyState` (:950-1090): a widget app is ACTIVE; a forced bucket stays; otherwise the bucket
    /// its age gives, raised to ACTIVE while the last use's hold lasts.
    private func checkAndUpdate(_ packageName: String) {
        guard isEnabled, var app = apps[packageName] else { return }
        let newBucket: StandbyBucket
        var reason: StandbyBucketReason
        if appWidgetService.isBoundWidgetPackage(packageName) {
            newBucket = .active
            reason = .default
        } else {
            guard app.reason != .forced else { return }
            var bucket = StandbyThresholds.bucket(
                screenOnSinceUse: screenOnNow - app.lastUsedScreenTime,
                elapsedSinceUse: elapsedNow - app.lastUsedElapsed)
            // RESTRICTED came with Android 11 (API 30).
            if bucket == .restricted && core.sdkInt < StandbyBucket.restrictedBucketSdk { bucket = .rare }
            reason = .timeout
            if app.activeUntil > elapsedNow && bucket != .active {
                bucket = .active
                reason = app.reason
            }
            newBucket = bucket
        }
        let changed = newBucket != app.bucket
        app.bucket = newBucket
        app.reason = reason
        apps[packageName] = app
        if changed { bucketChanged(packageName, to: newBucket, reason: reason) }
    }

    private func schedulePackageCheck(_ packageName: String, after delay: Int64) {
        let check = PackageCheck(at: core.now + .milliseconds(delay), package: packageName)
        let index = packageChecks.firstIndex { $0.at > check.at } ?? packageChecks.endIndex
        packageChecks.insert(check, at: index)
        timersChanged()
    }

    private func cancelChargingDelay() {
        guard chargingReportAt != nil else { return }
        chargingReportAt = nil
        timersChanged()
    }

    /// BatteryStats' charging began or ended: recorded, and the quotas re-checked.
    private func setCharging(_ charging: Bool) {
        guard charging != isCharging else { return }
        isCharging = charging
        _ = core.beginDirectCall()
        core.record(.deviceCondition, .device(.appStandbyParole(charging)))
        jobScheduler.batteryChargingChanged(charging)
        alarmManagerService.standbyChanged(package: nil)
    }

    /// An app moved: recorded, and JobScheduler and AlarmManagerService re-check what its bucket held.
    private func bucketChanged(_ packageName: String, to bucket: StandbyBucket, reason: StandbyBucketReason) {
        _ = core.beginDirectCall()  // a quiet timer's change takes a number of its own
        core.record(.deviceCondition, .device(.standbyBucket(package: packageName, bucket: bucket, reason: reason)))
        jobScheduler.standbyBucketChanged(packageName, to: bucket)
        alarmManagerService.standbyChanged(package: packageName)
    }

    /// App Standby was turned on or off (Doze's parameters or the API level changed): every bucket is reported
    /// anew.
    func enabledChanged() {
        for app in processTable.apps {
            jobScheduler.standbyBucketChanged(app.packageName, to: bucket(of: app.packageName))
        }
        alarmManagerService.standbyChanged(package: nil)
    }

    /// A timer was armed or ran: the device's loop stops before the next one (App Standby's checks are quiet
    /// timers, not queue events).
    private func timersChanged() {
        core.loop.quietTimerDeadline = nextTimerDeadline
    }
}

/// App Standby's ageing rule (AppStandbyController.java:169-220, AppIdleHistory.java:642-668): an app is in the
/// last bucket whose screen-on *and* elapsed thresholds its time since last use has both reached.
enum StandbyThresholds {
    /// `DEFAULT_SCREEN_TIME_THRESHOLDS`: 0, 0, 1 h, 2 h, 6 h of screen-on time.
    static let screenOn: [Int64] = [0, 0, 3_600_000, 7_200_000, 21_600_000]
    /// `DEFAULT_ELAPSED_TIME_THRESHOLDS`: 0, 12 h, 24 h, 48 h, 8 days of device time.
    static let elapsed: [Int64] = [0, 43_200_000, 86_400_000, 172_800_000, 691_200_000]
    /// `THRESHOLD_BUCKETS`.
    static let buckets: [StandbyBucket] = [.active, .workingSet, .frequent, .rare, .restricted]

    /// The bucket the times since last use give.
    static func bucket(screenOnSinceUse: Int64, elapsedSinceUse: Int64) -> StandbyBucket {
        for index in stride(from: buckets.count - 1, through: 0, by: -1)
        where screenOnSinceUse >= screenOn[index] && elapsedSinceUse >= elapsed[index] {
            return buckets[index]
        }
        return .active
    }
}

// MARK: - Saving and restoring

extension AppStandbyController {
    /// The controller's saved form.
    struct Snapshot: Codable, Equatable {
        var apps: [String: AppHistory]
        var screenOnDuration: Int64
        var screenOnSince: SimInstant?
        var isCharging: Bool
        var periodicCheckAt: SimInstant?
        var chargingReportAt: SimInstant?
        var packageChecks: [PackageCheck]
    }

    var snapshot: Snapshot {
        Snapshot(
            apps: apps, screenOnDuration: screenOnDuration, screenOnSince: screenOnSince, isCharging: isCharging,
            periodicCheckAt: periodicCheckAt, chargingReportAt: chargingReportAt, packageChecks: packageChecks)
    }

    /// A device saved before App Standby was modelled: its apps count as used now, but for the buckets set with
    /// `am set-standby-bucket`, which stay forced; the periodic check starts now.
    func adoptSavedBeforeStandby(forcedBuckets: [String: StandbyBucket]) {
        for app in processTable.apps {
            appInstalled(app.packageName)
            if let forced = forcedBuckets[app.packageName] {
                apps[app.packageName]?.bucket = forced
                apps[app.packageName]?.reason = .forced
            }
            jobScheduler.standbyBucketChanged(app.packageName, to: bucket(of: app.packageName))
        }
        isCharging = false
        powerChanged()
        screenChanged(on: core.conditions.isScreenOn)
        periodicCheckAt = core.now
        timersChanged()
    }

    func restore(_ saved: Snapshot) throws(SnapshotError) {
        try SnapshotError.check(
            saved.screenOnDuration, in: 0...SimInstant.horizon.milliseconds, "the screen-on clock",
            at: ["screenOnDuration"])
        let now = core.now.milliseconds
        // The screen-on clock starts when the screen comes on, now or before.
        if let since = saved.screenOnSince {
            try SnapshotError.check(
                since.milliseconds, in: 0...now, "the screen-on clock's start", at: ["screenOnSince"])
        }
        let screenOnNow = saved.screenOnDuration + (saved.screenOnSince.map { now - $0.milliseconds } ?? 0)
        // An app's history is made when it is installed (apps are never uninstalled), and a use stamps it with the
        // time and the screen-on clock of now, holding it ACTIVE for `strongUsageTimeout` from then.
        for package in saved.apps.keys.sorted() {
            let app = saved.apps[package]!
            guard processTable.app(package) != nil else {
                throw SnapshotError(
                    "App Standby keeps the history of '\(package)', which is not installed", at: ["apps", package])
            }
            try SnapshotError.check(
                app.lastUsedElapsed, in: 0...now, "'\(package)'s last use (ms)",
                at: ["apps", package, "lastUsedElapsed"])
            try SnapshotError.check(
                app.lastUsedScreenTime, in: 0...screenOnNow, "the screen-on clock at '\(package)'s last use (ms)",
                at: ["apps", package, "lastUsedScreenTime"])
            try SnapshotError.check(
                app.activeUntil, in: 0...(now + Self.strongUsageTimeout), "the end of '\(package)'s ACTIVE hold (ms)",
                at: ["apps", package, "activeUntil"])
        }
        for (index, check) in saved.packageChecks.enumerated() where processTable.app(check.package) == nil {
            throw SnapshotError(
                "an App Standby check names '\(check.package)', which is not installed",
                at: ["packageChecks", String(index), "package"])
        }
        apps = saved.apps
        screenOnDuration = saved.screenOnDuration
        screenOnSince = saved.screenOnSince
        for (key, instant) in [
            ("periodicCheckAt", saved.periodicCheckAt), ("chargingReportAt", saved.chargingReportAt),
        ] {
            guard let instant else { continue }
            try SnapshotError.checkInstant(instant, "an App Standby timer ('\(key)')", at: [key])
        }
        for (index, check) in saved.packageChecks.enumerated() {
            try SnapshotError.checkInstant(
                check.at, "an App Standby check of '\(check.package)'", at: ["packageChecks", String(index), "at"])
        }
        isCharging = saved.isCharging
        jobScheduler.isBatteryCharging = isCharging
        periodicCheckAt = saved.periodicCheckAt
        chargingReportAt = saved.chargingReportAt
        packageChecks = saved.packageChecks.sorted { $0.at < $1.at }
        timersChanged()
    }
}
