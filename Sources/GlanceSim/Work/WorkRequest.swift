/// A request to run a worker once (`OneTimeWorkRequest`). Build it with ``Builder``.
///
/// ```swift
/// let request = try OneTimeWorkRequest.Builder(workerClassName: "RefreshWorker")
///     .setInitialDelay(.minutes(5))
///     .setBackoffCriteria(.linear, .seconds(20))
///     .setConstraints(Constraints(requiredNetworkType: .connected))
///     .addTag("refresh")
///     .setInputData(["city": .string("Berlin")])
///     .build()
/// let id = try context.workManager.enqueue(request)
/// ```
public struct OneTimeWorkRequest: Hashable, Sendable {
    /// The builder of one-time requests.
    public typealias Builder = WorkRequestBuilder<OneTimeWorkRequest>
    let template: WorkTemplate

    /// The id set with ``WorkRequestBuilder/setId(_:)``, or `nil`: WorkManager then assigns the next id
    /// of the device's counter at enqueue.
    public var id: WorkID? { template.id }
    /// The tags, sorted.
    public var tags: [String] { template.tags }
    /// Whether the request asks to run expedited (`setExpedited`).
    public var isExpedited: Bool { template.expedited }
    /// What happens when the app has no expedited quota left; meaningful when ``isExpedited``.
    public var outOfQuotaPolicy: OutOfQuotaPolicy { template.outOfQuotaPolicy }
}

/// A request to run a worker repeatedly (`PeriodicWorkRequest`). Build it with ``Builder``.
///
/// The interval is clamped to at least 15 minutes and the flex to 5 minutes…interval, silently, as
/// androidx does.
///
/// ```swift
/// let request = try PeriodicWorkRequest.Builder(workerClassName: "WeatherWorker", repeatInterval: .hours(1))
///     .setConstraints(Constraints(requiredNetworkType: .connected))
///     .build()
/// try context.workManager.enqueueUniquePeriodicWork("weather", .update, request)
/// ```
public struct PeriodicWorkRequest: Hashable, Sendable {
    /// The builder of periodic requests.
    public typealias Builder = WorkRequestBuilder<PeriodicWorkRequest>
    let template: WorkTemplate

    /// The id set with ``WorkRequestBuilder/setId(_:)``, or `nil`.
    public var id: WorkID? { template.id }
    /// The tags, sorted.
    public var tags: [String] { template.tags }
    /// The repeat interval after clamping.
    public var repeatInterval: SimDuration { .milliseconds(template.interval) }
    /// The flex interval after clamping.
    public var flexInterval: SimDuration { .milliseconds(template.flex) }
}

/// What a request carries before it becomes a database row.
struct WorkTemplate: Hashable, Sendable {
    var id: WorkID?
    var workerClassName: String
    var input = AndroidBundle()
    var inputMerger = InputMerger.overwriting
    var initialDelay: Int64 = 0
    var interval: Int64 = 0
    var flex: Int64 = 0
    var constraints = Constraints()
    var backoffPolicy = BackoffPolicy.exponential
    var backoffDelay = WorkTiming.defaultBackoffDelay
    var backoffCriteriaSet = false
    var backoffOnSystemInterruptions = false
    var keepResultsForAtLeast: Int64 = 0
    var tags: [String] = []
    var override = WorkSpec.never
    var overrideSet = false
    var expedited = false
    var outOfQuotaPolicy = OutOfQuotaPolicy.runAsNonExpeditedWorkRequest

    var isPeriodic: Bool { interval != 0 }
}
