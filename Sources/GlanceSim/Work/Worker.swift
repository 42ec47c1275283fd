/// App code that WorkManager runs (`androidx.work.Worker`).
///
/// WorkManager makes a new instance for every run from the factory registered under the class name in
/// ``AppManifest/workers``. ``doWork(_:)`` runs synchronously; a worker that takes time declares a
/// ``duration``: the run then ends that much later, and ``doWork(_:)`` runs at its end (``startWork(_:)`` at its
/// start), unless the run is stopped first (constraint lost, the 10-minute window, cancellation, process death),
/// in which case ``onStopped(_:)`` runs instead and nothing the worker would have returned counts. A worker that
/// throws fails.
///
/// ```swift
/// final class WeatherWorker: Worker {
///     var duration: SimDuration { .seconds(40) }
///     func doWork(_ context: WorkerContext) throws -> WorkResult {
///         guard context.runAttemptCount < 3 else { return .failure() }
///         context.appContext.storage.dataStore(named: "weather").edit { $0[intPreferencesKey("temp")] = 21 }
///         return .success(["temp": .int(21)])
///     }
/// }
/// var manifest = AppManifest(packageName: "com.example.weather")
/// manifest.workers["WeatherWorker"] = { WeatherWorker() }
/// ```
public protocol Worker: AnyObject {
    /// How long a run takes in virtual time; zero (the default) finishes within the event that starts it.
    var duration: SimDuration { get }
    /// Runs when a run starts, before its ``duration`` passes: what `doWork` does before its first suspending
    /// call, such as writing "refreshing" and redrawing before a network request. A throw fails the run at
    /// once, as an exception thrown from `doWork` does.
    func startWork(_ context: WorkerContext) throws
    /// Does the work and says how it went.
    func doWork(_ context: WorkerContext) throws -> WorkResult
    /// The run was stopped before it finished; its result is ignored.
    func onStopped(_ reason: StopReason)
}

extension Worker {
    public var duration: SimDuration { .zero }
    public func startWork(_ context: WorkerContext) throws {}
    public func onStopped(_ reason: StopReason) {}
}

/// How a run went (`ListenableWorker.Result`).
public enum WorkResult: Hashable, Sendable {
    /// Done; one-time work becomes SUCCEEDED with this output, periodic work completes its period.
    case success(AndroidBundle = AndroidBundle())
    /// Failed; one-time work becomes FAILED (and its dependents too), periodic work completes its period.
    case failure(AndroidBundle = AndroidBundle())
    /// Run again after the backoff delay; there is no attempt limit.
    case retry
}

/// What a running worker knows (`WorkerParameters` plus the app's `Context`).
public struct WorkerContext {
    /// The work's id.
    public let id: WorkID
    /// The merged input.
    public let inputData: AndroidBundle
    /// How many times this work started before this run (0 on the first run; reset by each completed
    /// period).
    public let runAttemptCount: Int
    /// The work's generation: how many times it was updated.
    public let generation: Int
    /// The work's tags, sorted.
    public let tags: [String]
    /// The app's application context: storage, clocks, conditions, WorkManager.
    public let appContext: AppContext
}
