/// App Standby on the device: each app's bucket, as `adb shell am get-standby-bucket` / `set-standby-bucket` reach
/// it, and what a bucket change tells JobScheduler and AlarmManagerService. See ``AppStandbyController`` and the
/// Power management article.
extension Device {
    /// `am set-standby-bucket PACKAGE BUCKET`: puts the app in `bucket` until it is used. An app with a widget on the
    /// home screen stays ACTIVE (its minimum bucket), and with App Standby off (``DozeParameters/off``, or below
    /// API 28) the call does nothing. Returns the bucket the app is in after it.
    ///
    /// ```swift
    /// device.setStandbyBucket(.rare, of: "com.example.sync")
    /// print(device.standbyBucket(of: "com.example.sync"))   // RARE
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    @discardableResult
    public func setStandbyBucket(_ bucket: StandbyBucket, of packageName: String) throws(SimulationError)
        -> StandbyBucket
    {
        _ = try processTable.installedApp(packageName)
        _ = beginDirectCall()
        appStandbyController.setBucket(bucket, of: packageName)
        return appStandbyController.bucket(of: packageName)
    }

    /// The user opens the app: its launcher activity resumes, starting the process first if it is not running.
    /// App Standby counts it as a use (ACTIVITY_RESUMED): the app is ACTIVE for at least an hour.
    ///
    /// ```swift
    /// try device.openApp("com.example.weather")
    /// print(device.standbyBucket(of: "com.example.weather"))   // ACTIVE
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func openApp(_ packageName: String) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        _ = beginDirectCall()
        appWasUsed(packageName)
        _ = processTable.ensureProcess(app, cause: .described("activity"))
    }

    /// `am get-standby-bucket PACKAGE`: the app's standby bucket now (EXEMPTED for every app while App Standby is
    /// off).
    ///
    /// ```swift
    /// print(device.standbyBucket(of: "com.example.weather"))   // ACTIVE
    /// ```
    public func standbyBucket(of packageName: String) -> StandbyBucket {
        appStandbyController.bucket(of: packageName)
    }

    /// Whether App Standby's parole holds: BatteryStats reports charging (plugged in at 90 % or more, or for 15
    /// minutes), so no job or alarm waits for its bucket's quota.
    ///
    /// ```swift
    /// device.setCharging(true)
    /// try device.advance(by: .minutes(15))
    /// print(device.isAppStandbyParoled)   // true
    /// ```
    public var isAppStandbyParoled: Bool { appStandbyController.isCharging }

    /// When the app's ordinary jobs that fell due may run again, while its standby bucket's job quota holds them
    /// (QuotaController); `nil` when none waits for it.
    ///
    /// ```swift
    /// if let until = device.jobQuotaHeldUntil("com.example.sync") { print("held until", until) }
    /// ```
    public func jobQuotaHeldUntil(_ packageName: String) -> SimInstant? {
        jobScheduler.quotaHeldUntil(packageName)
    }

    /// Whether battery saver leaves the app's jobs and alarms alone: it is on the power-save allowlist, or in the
    /// EXEMPTED bucket while App Standby runs and is not paroled (AppStateTrackerImpl.java:1175-1207).
    ///
    /// ```swift
    /// print(device.isExemptFromBatterySaver("com.example.weather"))   // false
    /// ```
    public func isExemptFromBatterySaver(_ packageName: String) -> Bool {
        appStandbyController.isExemptFromBatterySaver(packageName)
    }

    /// The app was used (an activity resumed, a widget tapped): App Standby puts it in ACTIVE.
    func appWasUsed(_ packageName: String) {
        appStandbyController.reportUsage(packageName)
    }
}

/// Why an app is in its standby bucket (`UsageStatsManager.REASON_MAIN_*`).
public enum StandbyBucketReason: String, Hashable, Sendable, Codable {
    /// The platform's default rule: a bound widget's minimum (`REASON_MAIN_DEFAULT`).
    case `default`
    /// Its time since last use (`REASON_MAIN_TIMEOUT`).
    case timeout
    /// A use, within its hold (`REASON_MAIN_USAGE`).
    case usage
    /// `am set-standby-bucket` (`REASON_MAIN_FORCED_BY_USER`).
    case forced
}

extension Device {
    /// Runs the quiet timers due at the earliest quiet deadline, moving the clock to it: App Standby's checks, which
    /// are not queue events (a check that moves no app takes no step number and leaves no record).
    func runQuietTimers() {
        clock.now = max(now, loop.quietTimerDeadline)
        appStandbyController.runDueTimers()
    }
}
