/// What one widget showed over a run: how often its provider redrew it and how old its content got.
/// ``ScenarioMetrics`` collects them; the Metrics article defines each figure.
///
/// ```swift
/// for widget in metrics.summary(at: device.now).widgets {
///     print(widget.appWidgetId, widget.renders, widget.age.maximum)
/// }
/// ```
public struct WidgetMetrics: Hashable, Sendable {
    /// The widget's id.
    public var appWidgetId: Int32
    /// Its provider.
    public var provider: ComponentName
    /// When it was bound (or restored under this id).
    public var boundAt: SimInstant
    /// When it was deleted; `nil` if it still exists at the end of the run.
    public var deletedAt: SimInstant?
    /// How many times its provider pushed views for it (`widget.views`, full or partial).
    public var renders = 0
    /// When it was first rendered; `nil` if it never was (the host showed the initial layout throughout).
    public var firstRenderAt: SimInstant?
    /// How old its content was, from its first render on.
    public var age = ContentAgeStatistics()

    /// A widget bound at `boundAt`, not rendered yet.
    public init(appWidgetId: Int32, provider: ComponentName, boundAt: SimInstant) {
        self.appWidgetId = appWidgetId
        self.provider = provider
        self.boundAt = boundAt
    }
}

/// What one app cost over a run: process starts, alarms, broadcasts and work. ``ScenarioMetrics`` collects
/// them; the Metrics article defines each figure.
///
/// ```swift
/// for app in metrics.summary(at: device.now).apps { print(app.packageName, app.processStarts, app.workRuns) }
/// ```
public struct AppMetrics: Hashable, Sendable {
    /// The app's package.
    public var packageName: String
    /// Processes started for it (`process.start`).
    public var processStarts = 0
    /// Its alarms delivered (`alarm.fire`), however many were batched into one delivery; a system alarm set
    /// on an app's behalf (the widget update alarm) counts for the app its PendingIntent targets.
    public var alarmsFired = 0
    /// Its wakeup alarms (RTC_WAKEUP, ELAPSED_REALTIME_WAKEUP) delivered while the screen was off: the times it
    /// woke the device.
    public var alarmWakeups = 0
    /// Its alarms deep Doze held past their time (`alarm.deferred … held by Doze`, or over an allow-while-idle
    /// quota); how long its work waited for Doze is its `notDozing` constraint wait.
    public var alarmsHeldByDoze = 0
    /// Broadcasts delivered to its receivers, manifest and runtime (`broadcast.deliver`).
    public var broadcastsReceived = 0
    /// Workers started (`work.start`, including starts that failed to create a worker).
    public var workRuns = 0
    /// Runs that returned `Result.retry()`.
    public var workRetries = 0
    /// Runs that failed (`Result.failure()`, a thrown error, a worker that could not be created).
    public var workFailures = 0
    /// Running workers stopped by WorkManager (`work.stop` with `onStopped`), e.g. a constraint lost.
    public var workStops = 0
    /// Running workers lost with their process (`work.stop`, process died).
    public var workLostWithProcess = 0
    /// For each constraint, the total time its due work waited on it, over all work items, sorted by constraint.
    public var constraintWaits: [ConstraintWait] = []

    /// An app with nothing counted yet.
    public init(packageName: String) {
        self.packageName = packageName
    }
}

/// The time an app's due work spent waiting on one constraint.
public struct ConstraintWait: Hashable, Sendable {
    /// The constraint, as the trace names it (`network=CONNECTED`, `charging`, …).
    public var constraint: String
    /// The total time, over all of the app's work items.
    public var time: SimDuration

    /// Creates a wait.
    public init(constraint: String, time: SimDuration) {
        self.constraint = constraint
        self.time = time
    }
}

/// Every widget's and every app's metrics over a run from ``start`` to ``end``.
public struct MetricsSummary: Hashable, Sendable {
    /// When collection began.
    public var start: SimInstant
    /// When the summary was taken: open intervals (a widget still shown, work still waiting) end here.
    public var end: SimInstant
    /// The widgets, by id.
    public var widgets: [WidgetMetrics]
    /// The apps that had anything counted, by package name.
    public var apps: [AppMetrics]
}
