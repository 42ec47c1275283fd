package import GlanceSim
package import GlanceSimWidgetKit

/// One iOS widget's metrics over a run (`replay --metrics` of a `platform ios` scenario).
///
/// - **Reloads by reason**: the reload requests WidgetKit heard for the widget (`wk.reload.request`), counted by
///   their ``GlanceSimWidgetKit/ReloadSource`` (`added`, `policy`, `app (background)`, `interaction`, …); a
///   request merged into one already withheld counts too. ``withheld`` counts the requests the budget held back,
///   ``timelines`` the timelines the provider gave (each served reload makes one).
/// - **Budget spent**: the budgeted reloads that took one from the widget's budget (`wk.budget.debit`), and what
///   was left at the end (`nil`: no limit, or the widget was removed).
/// - **Timeline age**: Android's content age (``GlanceSim/ContentAgeStatistics``), with a timeline standing for a
///   push of views: from each timeline the provider gave, the widget's content ages until the next timeline, the
///   widget's removal or the end of the run. Entries of one timeline show at their dates, but all were made from
///   what the provider read when it made the timeline.
/// - **Stale time**: how long the widget showed entries drawn from data that had since changed. A stretch begins
///   at the first App Group write the widget extension can read (a group both the writer and the extension
///   declare) after the widget's latest timeline was made, and ends when the provider makes its next timeline
///   (it reads the data again), the widget is removed or the run ends. Stretches of no time (an intent's write
///   followed by the interaction's reload at the same instant) are not counted.
package struct IOSWidgetMetrics: Hashable, Sendable {
    package var id: Int
    package var kind: String
    package var family: WidgetFamily
    package var addedAt: SimInstant
    package var removedAt: SimInstant?
    /// Reload requests by reason (the source's description), sorted by reason.
    package var reloads: [String: Int] = [:]
    package var withheld = 0
    package var timelines = 0
    package var entriesShown = 0
    package var budgetSpent = 0
    package var budgetLeft: Int?
    package var firstTimelineAt: SimInstant?
    package var age = ContentAgeStatistics()
    package var staleStretches = 0
    package var staleTime = SimDuration.zero
    package var staleMax = SimDuration.zero

    /// The reload requests by reason, sorted by reason.
    package var reloadsByReason: [(reason: String, count: Int)] {
        reloads.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Every reload request, whatever its reason.
    package var reloadRequests: Int { reloads.values.reduce(0, +) }
}

/// An iOS run's metrics from ``start`` to ``end``: each widget's, by id, and the time the containing app spent in
/// each ``GlanceSimWidgetKit/AppState``.
package struct IOSMetricsSummary: Hashable, Sendable {
    package var start: SimInstant
    package var end: SimInstant
    package var widgets: [IOSWidgetMetrics]
    /// The time in each state, in ``GlanceSimWidgetKit/AppState/allCases`` order.
    package var appStates: [AppState: SimDuration]

    /// The time spent in `state`.
    package func time(in state: AppState) -> SimDuration { appStates[state] ?? .zero }
}

/// Collects ``IOSWidgetMetrics`` from an iOS scenario run's records as the device makes them: it chains itself
/// onto the runner's ``IOSScenarioRunner/onRecord`` (after whatever listened there before, such
/// as a report recorder), so it works whatever the trace mode keeps.
///
/// ```swift
/// let metrics = IOSMetricsCollector()
/// metrics.attach(to: session.runner)
/// _ = try session.run(script: file) { _ in }
/// print(MetricsPrinter.text(metrics.summary()))
/// ```
package final class IOSMetricsCollector {
    private struct Tracking {
        var metrics: IOSWidgetMetrics
        /// When the timeline the widget shows was made.
        var timelineAt: SimInstant?
        /// When the data the widget's timeline was drawn from last changed after it was made.
        var staleSince: SimInstant?

        mutating func endStale(at now: SimInstant) {
            guard let since = staleSince else { return }
            staleSince = nil
            let length = now - since
            guard length > .zero else { return }
            metrics.staleStretches += 1
            metrics.staleTime += length
            metrics.staleMax = max(metrics.staleMax, length)
        }

        mutating func endAge(at now: SimInstant) {
            guard let made = timelineAt else { return }
            metrics.age.add(interval: now - made)
            timelineAt = nil
        }
    }

    /// Held, so the summary can be taken once the run's session is gone (its `onRecord` holds this weakly).
    private var runner: IOSScenarioRunner?
    private var widgets: [Int: Tracking] = [:]
    /// The widget ids in the order added (ids only grow, so this is id order).
    private var order: [Int] = []
    private var appState: (state: AppState, since: SimInstant) = (.notRunning, .zero)
    private var appStates: [AppState: SimDuration] = [:]

    package init() {}

    /// Listens to `runner`'s records from now on, after whatever listened before.
    package func attach(to runner: IOSScenarioRunner) {
        self.runner = runner
        appState = (runner.device.appState, runner.device.now)
        let previous = runner.onRecord
        runner.onRecord = { [weak self] record in
            previous?(record)
            self?.receive(record)
        }
    }

    /// The metrics so far, open stretches ended at the device's time now.
    package func summary() -> IOSMetricsSummary {
        let device = runner?.device
        let end = device?.now ?? appState.since
        var states = appStates
        states[appState.state, default: .zero] += end - appState.since
        let widgets = order.compactMap { id -> IOSWidgetMetrics? in
            guard var tracking = self.widgets[id] else { return nil }
            tracking.endAge(at: end)
            tracking.endStale(at: end)
            if tracking.metrics.removedAt == nil, let device, let left = try? device.budgetRemaining(id) {
                tracking.metrics.budgetLeft = left
            }
            return tracking.metrics
        }
        return IOSMetricsSummary(start: .zero, end: end, widgets: widgets, appStates: states)
    }

    private func receive(_ record: WidgetKitTraceRecord) {
        let now = record.instant
        switch record.event {
        case .widgetAdded(let id, let kind, let family, _):
            widgets[id] = Tracking(metrics: IOSWidgetMetrics(id: id, kind: kind, family: family, addedAt: now))
            order.append(id)
        case .widgetRemoved(let id):
            widgets[id]?.endAge(at: now)
            widgets[id]?.endStale(at: now)
            widgets[id]?.metrics.removedAt = now
        case .reloadRequested(let id, let source): widgets[id]?.metrics.reloads["\(source)", default: 0] += 1
        case .reloadWithheld(let id, _, _): widgets[id]?.metrics.withheld += 1
        case .budgetDebit(let id, _): widgets[id]?.metrics.budgetSpent += 1
        case .timelineSet(let id, _, _):
            guard var tracking = widgets[id] else { return }
            tracking.endAge(at: now)
            tracking.endStale(at: now)
            tracking.timelineAt = now
            tracking.metrics.timelines += 1
            if tracking.metrics.firstTimelineAt == nil { tracking.metrics.firstTimelineAt = now }
            widgets[id] = tracking
        case .entryShown(let id, _): widgets[id]?.metrics.entriesShown += 1
        case .storeWrite(let target, let group, _, _):
            guard let app = runner?.device.app, app.extensionGroups.contains(group),
                target == .widgetExtension || app.appGroups.contains(group)
            else { return }
            for id in order where widgets[id]!.metrics.removedAt == nil && widgets[id]!.timelineAt != nil {
                if widgets[id]!.staleSince == nil { widgets[id]!.staleSince = now }
            }
        case .appState(let state):
            appStates[appState.state, default: .zero] += now - appState.since
            appState = (state, now)
        case .widgetEdited, .providerCall, .intentPerformed, .intentWarning, .tapIgnored, .timelineWarning,
            .simDecision:
            break
        }
    }
}
