/// Builds a ``OneTimeWorkRequest`` or a ``PeriodicWorkRequest`` (`WorkRequest.Builder`), clamping and
/// validating as androidx does.
///
/// Every setter returns a changed copy, so calls chain as in Kotlin. Clamps are silent (androidx only
/// logs them); the combinations androidx rejects throw ``AndroidException`` `IllegalArgumentException`
/// from `build()`.
///
/// ```swift
/// let request = try PeriodicWorkRequest.Builder(
///     workerClassName: "WeatherWorker", repeatInterval: .hours(1), flexInterval: .minutes(10)
/// )
/// .setBackoffCriteria(.exponential, .seconds(30))
/// .addTag("weather")
/// .build()
/// ```
public struct WorkRequestBuilder<Request>: Sendable {
    var template: WorkTemplate

    private func with(_ change: (inout WorkTemplate) -> Void) -> WorkRequestBuilder {
        var copy = self
        change(&copy.template)
        return copy
    }

    /// Uses a chosen id instead of the next one of the device's counter (`setId`), e.g. to update work.
    public func setId(_ id: WorkID) -> WorkRequestBuilder { with { $0.id = id } }

    /// Delays the first run (`setInitialDelay`); for periodic work only the first period.
    public func setInitialDelay(_ delay: SimDuration) -> WorkRequestBuilder {
        with { $0.initialDelay = delay.milliseconds }
    }

    /// Sets how retries back off (`setBackoffCriteria`); the delay is clamped to 10 s…5 h.
    public func setBackoffCriteria(_ policy: BackoffPolicy, _ delay: SimDuration) -> WorkRequestBuilder {
        with {
            $0.backoffCriteriaSet = true
            $0.backoffPolicy = policy
            $0.backoffDelay = min(max(delay.milliseconds, WorkTiming.minBackoff), WorkTiming.maxBackoff)
        }
    }

    /// Treats system stops (constraint lost, timeout) like `Result.retry()`
    /// (`setBackoffForSystemInterruptions`, experimental in androidx).
    public func setBackoffForSystemInterruptions() -> WorkRequestBuilder {
        with { $0.backoffOnSystemInterruptions = true }
    }

    /// Sets the constraints (`setConstraints`).
    public func setConstraints(_ constraints: Constraints) -> WorkRequestBuilder {
        with { $0.constraints = constraints }
    }

    /// Adds a tag (`addTag`).
    public func addTag(_ tag: String) -> WorkRequestBuilder {
        with { if !$0.tags.contains(tag) { $0.tags = ($0.tags + [tag]).sorted() } }
    }

    /// Sets the input data (`setInputData`).
    public func setInputData(_ data: AndroidBundle) -> WorkRequestBuilder { with { $0.input = data } }

    /// Keeps finished results at least this long before pruning at app start (`keepResultsForAtLeast`).
    public func keepResultsForAtLeast(_ duration: SimDuration) -> WorkRequestBuilder {
        with { $0.keepResultsForAtLeast = duration.milliseconds }
    }

    /// Sets the wall time (ms since the epoch) of the next run, overriding backoff and period
    /// (`setNextScheduleTimeOverride`; periodic work only in androidx's `calculateNextRunTime`).
    /// - Throws: `IllegalArgumentException` for `Long.MAX_VALUE`.
    public func setNextScheduleTimeOverride(_ wallTime: WallTime) throws(AndroidException) -> WorkRequestBuilder {
        guard wallTime.millisecondsSinceEpoch != Int64.max else {
            throw .illegalArgument("Cannot set Long.MAX_VALUE as the schedule override time")
        }
        return with {
            $0.override = wallTime.millisecondsSinceEpoch
            $0.overrideSet = true
        }
    }

    /// Clears the schedule override (`clearNextScheduleTimeOverride`): an update with this request clears
    /// the stored one.
    public func clearNextScheduleTimeOverride() -> WorkRequestBuilder {
        with {
            $0.override = WorkSpec.never
            $0.overrideSet = true
        }
    }

    /// Asks for the work to run as an expedited job, and says what to do when the app is out of expedited
    /// quota (`setExpedited(OutOfQuotaPolicy)`). `build()` then refuses constraints other than network and
    /// storage, an initial delay, and periodic work.
    public func setExpedited(_ policy: OutOfQuotaPolicy) -> WorkRequestBuilder {
        with {
            $0.expedited = true
            $0.outOfQuotaPolicy = policy
        }
    }

    /// The checks `WorkRequest.Builder.build()` makes for both kinds, after the kind's own
    /// (`buildInternal`), in androidx's order.
    func validated(periodic: Bool) throws(AndroidException) -> WorkTemplate {
        if template.backoffCriteriaSet && template.constraints.requiresDeviceIdle {
            throw .illegalArgument("Cannot set backoff criteria on an idle mode job")
        }
        if periodic && template.expedited {
            throw .illegalArgument("PeriodicWorkRequests cannot be expedited")
        }
        if template.expedited {
            let constraints = template.constraints
            if constraints.requiresCharging || constraints.requiresBatteryNotLow || constraints.requiresDeviceIdle {
                throw .illegalArgument("Expedited jobs only support network and storage constraints")
            }
            if template.initialDelay > 0 {
                throw .illegalArgument("Expedited jobs cannot be delayed")
            }
        }
        return template
    }
}

extension WorkRequestBuilder where Request == OneTimeWorkRequest {
    /// A builder for a one-time run of the worker registered under `workerClassName` in
    /// ``AppManifest/workers``.
    /// As in androidx, the class name is the first tag.
    public init(workerClassName: String) {
        template = WorkTemplate(workerClassName: workerClassName, tags: [workerClassName])
    }

    /// Chooses how prerequisites' outputs are merged into the input (`setInputMerger`).
    public func setInputMerger(_ merger: InputMerger) -> WorkRequestBuilder {
        var copy = self
        copy.template.inputMerger = merger
        return copy
    }

    /// Builds the request.
    /// - Throws: `IllegalArgumentException` for backoff criteria on an idle-mode job (API 23+); for expedited
    ///   work with a charging, battery-not-low or idle constraint ("Expedited jobs only support network and
    ///   storage constraints") or an initial delay ("Expedited jobs cannot be delayed").
    public func build() throws(AndroidException) -> OneTimeWorkRequest {
        OneTimeWorkRequest(template: try validated(periodic: false))
    }
}

extension WorkRequestBuilder where Request == PeriodicWorkRequest {
    /// A builder for periodic runs (the class name is the first tag): the interval is clamped to at least 15 minutes; without a flex the flex
    /// equals the interval; with one it is clamped to 5 minutes…interval.
    public init(workerClassName: String, repeatInterval: SimDuration, flexInterval: SimDuration? = nil) {
        let interval = max(repeatInterval.milliseconds, WorkTiming.minPeriodicInterval)
        let flex = flexInterval.map { min(max($0.milliseconds, WorkTiming.minPeriodicFlex), interval) } ?? interval
        template = WorkTemplate(
            workerClassName: workerClassName, interval: interval, flex: flex, tags: [workerClassName])
    }

    /// Builds the request.
    /// - Throws: `IllegalArgumentException` for backoff criteria on an idle-mode job, and
    ///   "PeriodicWorkRequests cannot be expedited" after ``setExpedited(_:)``.
    public func build() throws(AndroidException) -> PeriodicWorkRequest {
        PeriodicWorkRequest(template: try validated(periodic: true))
    }
}
