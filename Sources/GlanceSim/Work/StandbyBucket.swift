/// An app's standby bucket (`UsageStatsManager.STANDBY_BUCKET_*`), which App Standby moves as the app is used and
/// ages (see the Power management article), and which sets its job quotas (``jobQuota``, and the expedited-job time
/// JobScheduler grants it per rolling 24 hours, QuotaController `QcConstants.DEFAULT_EJ_LIMIT_*_MS`,
/// `DEFAULT_EJ_WINDOW_SIZE_MS = 24 h`) and its alarm quota (``alarmQuota``).
///
/// ```swift
/// try device.setStandbyBucket(.rare, of: "com.example.weather")   // 10 minutes of expedited work a day
/// ```
public enum StandbyBucket: String, Hashable, Sendable, CaseIterable {
    /// Exempted (system apps and the like): 60 minutes.
    case exempted = "EXEMPTED"
    /// In use now or very recently, or with a widget on the home screen: 30 minutes.
    case active = "ACTIVE"
    /// Used regularly: 30 minutes.
    case workingSet = "WORKING_SET"
    /// Used often but not daily: 10 minutes.
    case frequent = "FREQUENT"
    /// Rarely used: 10 minutes.
    case rare = "RARE"
    /// Restricted: 5 minutes.
    case restricted = "RESTRICTED"

    /// The expedited-job time the bucket allows per ``expeditedJobWindow``.
    public var expeditedJobLimit: SimDuration {
        switch self {
        case .exempted: .minutes(60)
        case .active, .workingSet: .minutes(30)
        case .frequent, .rare: .minutes(10)
        case .restricted: .minutes(5)
        }
    }

    /// The rolling window the expedited-job limit applies to: 24 hours.
    public static let expeditedJobWindow = SimDuration.hours(24)
}

extension StandbyBucket: Codable {}
