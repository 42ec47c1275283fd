package import GlanceSim

/// An `enqueue` effect's request.
package struct WorkRequestSpec {
    package var worker: String
    var workerLocation: SourceLocation
    /// `unique` (a template: `"refresh_${widgetId}"` is per widget).
    package var uniqueName: TextTemplate?
    /// `policy`, as written (`KEEP`, `REPLACE`, `APPEND`, `APPEND_OR_REPLACE`, `UPDATE`, `CANCEL_AND_REENQUEUE`).
    package var policy: String?
    package var periodic: SimDuration?
    package var flex: SimDuration?
    package var initialDelay: SimDuration?
    /// `delay: "${…}"`: an initial delay computed when the work is enqueued — a duration (`"90s"`) or a number of
    /// milliseconds (`Duration.between(LocalTime.now(), LocalTime.MAX)` and the like).
    package var computedDelay: TextTemplate? = nil
    package var constraints: Constraints
    package var backoff: (policy: BackoffPolicy, delay: SimDuration)?
    package var tags: [TextTemplate]
    package var input: [(key: String, value: ValueTemplate)]
}
