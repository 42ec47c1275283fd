import GlanceSim

/// One placed widget (widgetkit reference §1): its kind, family and configuration, its current timeline and what
/// showed before it, its budget, and its provider calls.
final class WidgetInstance {
    let id: Int
    let kind: WidgetKind
    let family: WidgetFamily
    let displaySize: PointSize
    var configuration: [String: String]
    var budget: ReloadBudget
    /// The current timeline, and how many timelines came before it.
    var timeline: Timeline?
    var generation = 0
    /// What shows before the current timeline's first entry: the previous timeline's entry, or the placeholder.
    var fallback: TimelineEntry?
    var placeholder: TimelineEntry
    var lastReload: SimInstant?
    /// A withheld reload waiting for budget, and when it will be retried.
    var withheldUntil: SimInstant?
    /// A granted reload waiting out the reload latency: when the provider is called.
    var pendingReload: SimInstant?
    /// When the policy makes the next reload due (after the minimum interval).
    var policyDue: SimInstant?
    var calls: [ProviderCall: Int] = [:]

    init(
        id: Int, kind: WidgetKind, family: WidgetFamily, displaySize: PointSize, configuration: [String: String],
        budget: ReloadBudget, placeholder: TimelineEntry
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.displaySize = displaySize
        self.configuration = configuration
        self.budget = budget
        self.placeholder = placeholder
    }

    /// The entry shown at `now`, and whether it is the placeholder.
    func shown(at now: SimInstant) -> (entry: TimelineEntry, index: Int?, isPlaceholder: Bool) {
        if let timeline, let index = timeline.indexShown(at: now) { return (timeline.entries[index], index, false) }
        if let fallback { return (fallback, nil, false) }
        return (placeholder, nil, true)
    }
}

/// What the device's event queue runs.
enum WidgetKitEvent {
    /// The instance's reload policy is due.
    case policyDue(Int)
    /// A granted reload whose latency has passed, or a withheld one to retry.
    case reload(Int, ReloadSource, debited: Bool)
    /// An entry of a timeline becomes the one shown.
    case entryShown(Int, generation: Int, index: Int)

    /// The widget it is for.
    var widgetID: Int {
        switch self {
        case .policyDue(let id), .reload(let id, _, _), .entryShown(let id, _, _): id
        }
    }
}

/// Events that are replaced rather than added: one policy, one pending reload per instance.
enum WidgetKitEventKey: Hashable {
    case policy(Int)
    case reload(Int)
}
