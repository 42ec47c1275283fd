/// Collects ``WidgetMetrics`` and ``AppMetrics`` from trace records as they are made: a ``TraceSink``, so it
/// keeps counters and open intervals only and its memory does not grow with the length of the run.
///
/// ```swift
/// let metrics = ScenarioMetrics()
/// let device = Device(traceMode: .streaming(metrics))
/// // … run the device …
/// let summary = metrics.summary(at: device.now)
/// for widget in summary.widgets { print(widget.appWidgetId, widget.renders, widget.age.maximum) }
/// ```
///
/// The article "Metrics" defines each figure. Records made before the collector sees them (another trace) are
/// not counted; the device is assumed to start with the screen on, as ``DeviceConditions`` does.
public final class ScenarioMetrics: TraceSink {
    /// A widget being followed: its figures so far and when its content was last produced.
    private struct OpenWidget {
        var metrics: WidgetMetrics
        var lastRenderAt: SimInstant?
    }

    /// A work item waiting on a constraint since an instant.
    private struct OpenWait {
        var package: String
        var constraint: String
        var since: SimInstant
    }

    private let start: SimInstant
    private var widgets: [Int32: OpenWidget] = [:]
    private var apps: [String: AppMetrics] = [:]
    private var waits: [String: [String: SimDuration]] = [:]
    private var openWaits: [WorkKey: OpenWait] = [:]
    private var isScreenOn = true

    private struct WorkKey: Hashable {
        var package: String
        var id: WorkID
    }

    /// A collector whose run starts at `start` (the device's start, `.zero`, unless it joins later).
    public init(start: SimInstant = .zero) {
        self.start = start
    }

    public func accepts(_ kind: TraceKind) -> Bool {
        kind.rawValue.hasPrefix("widget.") || kind.rawValue.hasPrefix("work.") || kind == .processStart
            || kind == .alarmFire || kind == .alarmDeferred || kind == .broadcastDeliver || kind == .deviceCondition
    }

    public func receive(_ record: TraceRecord) {
        switch record.event {
        case .appWidget(let event): widgetEvent(event, at: record.instant)
        case .work(let event): workEvent(event, at: record.instant)
        case .process(.start(let package, _, _)):
            apps[package, default: AppMetrics(packageName: package)].processStarts += 1
        case .alarm(.fire(let alarm, _)):
            // The system's own alarms (the widget update alarm) count for the app they wake.
            let owner = alarm.package != Device.systemCreator ? alarm.package : alarm.operation.targetPackage
            guard let owner else { return }
            apps[owner, default: AppMetrics(packageName: owner)].alarmsFired += 1
            if alarm.type.isWakeup && !isScreenOn { apps[owner]!.alarmWakeups += 1 }
        case .alarm(.heldByDoze(let alarm, _)):
            let owner = alarm.package != Device.systemCreator ? alarm.package : alarm.operation.targetPackage
            guard let owner else { return }
            apps[owner, default: AppMetrics(packageName: owner)].alarmsHeldByDoze += 1
        case .broadcast(.deliver(let receiver, _)):
            apps[receiver.packageName, default: AppMetrics(packageName: receiver.packageName)].broadcastsReceived += 1
        case .device(.condition(.screenOn(let on))): isScreenOn = on
        default: break
        }
    }

    /// The figures as of `end`: widgets still shown and work still waiting count up to `end`.
    public func summary(at end: SimInstant) -> MetricsSummary {
        var waitTotals = waits
        for wait in openWaits.values {
            waitTotals[wait.package, default: [:]][wait.constraint, default: .milliseconds(0)] += end - wait.since
        }
        var appTotals = apps
        for (package, byConstraint) in waitTotals {
            appTotals[package, default: AppMetrics(packageName: package)].constraintWaits =
                byConstraint.sorted { $0.key < $1.key }.map { ConstraintWait(constraint: $0.key, time: $0.value) }
        }
        let widgetTotals = widgets.values.map { open -> WidgetMetrics in
            var metrics = open.metrics
            if let last = open.lastRenderAt, metrics.deletedAt == nil { metrics.age.add(interval: end - last) }
            return metrics
        }
        return MetricsSummary(
            start: start, end: end,
            widgets: widgetTotals.sorted { $0.appWidgetId < $1.appWidgetId },
            apps: appTotals.values.sorted { $0.packageName < $1.packageName })
    }

    private func widgetEvent(_ event: AppWidgetTraceEvent, at instant: SimInstant) {
        switch event {
        case .bind(let provider, let id, _, _):
            widgets[id] = OpenWidget(metrics: WidgetMetrics(appWidgetId: id, provider: provider, boundAt: instant))
        case .restore(let provider, _, let newIds):
            for id in newIds where widgets[id] == nil {
                widgets[id] = OpenWidget(metrics: WidgetMetrics(appWidgetId: id, provider: provider, boundAt: instant))
            }
        case .views(let provider, let id, _, _):
            var widget =
                widgets[id] ?? OpenWidget(metrics: WidgetMetrics(appWidgetId: id, provider: provider, boundAt: instant))
            guard widget.metrics.deletedAt == nil else { return }
            widget.metrics.renders += 1
            if let last = widget.lastRenderAt { widget.metrics.age.add(interval: instant - last) }
            if widget.metrics.firstRenderAt == nil { widget.metrics.firstRenderAt = instant }
            widget.lastRenderAt = instant
            widgets[id] = widget
        case .delete(_, let id):
            guard var widget = widgets[id], widget.metrics.deletedAt == nil else { return }
            if let last = widget.lastRenderAt { widget.metrics.age.add(interval: instant - last) }
            widget.metrics.deletedAt = instant
            widgets[id] = widget
        default: break
        }
    }

    private func workEvent(_ event: WorkTraceEvent, at instant: SimInstant) {
        let (package, id) = event.work
        let key = WorkKey(package: package, id: id)
        if let wait = openWaits.removeValue(forKey: key) {
            waits[package, default: [:]][wait.constraint, default: .milliseconds(0)] += instant - wait.since
        }
        switch event {
        case .wait(_, _, let constraint):
            openWaits[key] = OpenWait(package: package, constraint: constraint.description, since: instant)
        case .start, .startFailed:
            apps[package, default: AppMetrics(packageName: package)].workRuns += 1
            if case .startFailed = event { apps[package]!.workFailures += 1 }
        case .finish(_, _, let result, _, _), .finishIgnored(_, _, let result):
            switch result {
            case .retry: apps[package, default: AppMetrics(packageName: package)].workRetries += 1
            case .failure, .failureFromError: apps[package, default: AppMetrics(packageName: package)].workFailures += 1
            case .success: break
            }
        case .stop: apps[package, default: AppMetrics(packageName: package)].workStops += 1
        case .processDied: apps[package, default: AppMetrics(packageName: package)].workLostWithProcess += 1
        default: break
        }
    }
}
