public import GlanceSim

/// One placed widget as the WidgetKit scheduler sees it now — the iOS counterpart of WorkManager's `WorkInfo`:
/// its current timeline, the entry on screen, when and why it reloads next, its budget and its provider calls.
///
/// ```swift
/// let status = try device.status(of: id)
/// print(status.shownIndex ?? -1, status.nextReload?.instant ?? .horizon, status.budgetRemaining ?? -1)
/// ```
public struct WidgetStatus: Hashable, Sendable {
    /// Why the next reload will come.
    public enum NextReload: Hashable, Sendable {
        /// The timeline's policy comes due (raised to the minimum interval after the last reload).
        case policy(SimInstant)
        /// A reload withheld for lack of budget (or waiting out the coalescing window) is retried.
        case withheld(SimInstant)
        /// A granted reload waits out the reload latency.
        case latency(SimInstant)

        /// When.
        public var instant: SimInstant {
            switch self {
            case .policy(let instant), .withheld(let instant), .latency(let instant): instant
            }
        }

        /// Why, in a word: `policy`, `withheld` or `latency`.
        public var reason: String {
            switch self {
            case .policy: "policy"
            case .withheld: "withheld"
            case .latency: "latency"
            }
        }
    }

    public var id: Int
    public var kind: String
    public var family: WidgetFamily
    public var displaySize: PointSize
    public var configuration: [String: String]
    /// The current timeline (`nil` before the first one arrived).
    public var timeline: Timeline?
    /// How many timelines the widget has had.
    public var timelineCount: Int
    /// The index of the entry on screen in ``timeline``; `nil` for the placeholder or an earlier timeline's entry.
    public var shownIndex: Int?
    public var showsPlaceholder: Bool
    /// The next reload, if any is coming (`nil` for `.never` with nothing pending).
    public var nextReload: NextReload?
    /// The reloads the budget has left now; `nil` when there is no limit.
    public var budgetRemaining: Int?
    /// When the widget's timeline was last reloaded.
    public var lastReload: SimInstant?
    /// How many times each provider method ran, in ``ProviderCall`` order.
    public var calls: [ProviderCall: Int]
}

extension WidgetKitDevice {
    /// A widget's scheduling status now.
    /// - Throws: ``WidgetKitError`` for an unknown widget.
    public func status(of id: Int) throws(WidgetKitError) -> WidgetStatus {
        let instance = try instance(id)
        let shown = instance.shown(at: now)
        var next: WidgetStatus.NextReload?
        if let withheld = instance.withheldUntil {
            next = .withheld(withheld)
        } else if let pending = instance.pendingReload {
            next = .latency(pending)
        }
        if let due = instance.policyDue, next.map({ due < $0.instant }) ?? true { next = .policy(due) }
        return WidgetStatus(
            id: id, kind: instance.kind.name, family: instance.family, displaySize: instance.displaySize,
            configuration: instance.configuration, timeline: instance.timeline, timelineCount: instance.generation,
            shownIndex: shown.index, showsPlaceholder: shown.isPlaceholder, nextReload: next,
            budgetRemaining: instance.budget.remaining(at: now), lastReload: instance.lastReload,
            calls: instance.calls)
    }
}
