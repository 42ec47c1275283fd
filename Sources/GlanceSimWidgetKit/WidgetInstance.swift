import GlanceSim

/// One placed widget (widgetkit reference §1): its kind, family and configuration, its current timeline and what
/// showed before it, its budget, and its provider calls.
///
/// The instance owns its state: every field is read-only outside this file and changes only through the methods
/// below, each named for what WidgetKit does (a reload withheld, a timeline replaced, a provider called). What
/// lives with what: everything here lives as long as the widget is placed; the device's event queue holds the
/// instance's pending policy and reload by its id, and removing the widget cancels them.
final class WidgetInstance {
    let id: Int
    let kind: WidgetKind
    let family: WidgetFamily
    let displaySize: PointSize
    private(set) var configuration: [String: String]
    private(set) var budget: ReloadBudget
    /// The current timeline, and how many timelines came before it.
    private(set) var timeline: Timeline?
    private(set) var generation = 0
    /// What shows before the current timeline's first entry: the previous timeline's entry, or the placeholder.
    private(set) var fallback: TimelineEntry?
    private(set) var placeholder: TimelineEntry
    private(set) var lastReload: SimInstant?
    /// A withheld reload waiting for budget, and when it will be retried.
    private(set) var withheldUntil: SimInstant?
    /// A granted reload waiting out the reload latency: when the provider is called.
    private(set) var pendingReload: SimInstant?
    /// When the policy makes the next reload due (after the minimum interval).
    private(set) var policyDue: SimInstant?
    private(set) var calls: [ProviderCall: Int] = [:]

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

    /// The instance's state in its saved form.
    var snapshot: WidgetInstanceSnapshot {
        WidgetInstanceSnapshot(
            id: id, kind: kind.name, family: family.rawValue,
            displaySize: SavedPointSize(width: displaySize.width, height: displaySize.height),
            configuration: configuration, budget: budget.snapshot, timeline: timeline.map(SavedTimeline.init),
            generation: generation, fallback: fallback.map(SavedTimelineEntry.init),
            placeholder: SavedTimelineEntry(placeholder), lastReload: lastReload?.milliseconds,
            withheldUntil: withheldUntil?.milliseconds, pendingReload: pendingReload?.milliseconds,
            policyDue: policyDue?.milliseconds,
            calls: Dictionary(uniqueKeysWithValues: calls.map { ($0.key.rawValue, $0.value) }))
    }

    /// The instance a ``snapshot`` describes, of `kind` (the installed app's kind of the saved name).
    /// - Throws: ``GlanceSim/SnapshotError`` for a family or provider call WidgetKit does not have.
    convenience init(restoring saved: WidgetInstanceSnapshot, kind: WidgetKind) throws(SnapshotError) {
        guard let family = WidgetFamily(rawValue: saved.family) else {
            throw SnapshotError("widget \(saved.id) has an unknown family '\(saved.family)'", at: ["family"])
        }
        var calls: [ProviderCall: Int] = [:]
        for (name, count) in saved.calls {
            guard let call = ProviderCall(rawValue: name) else {
                throw SnapshotError(
                    "widget \(saved.id) counts calls of an unknown provider method '\(name)'", at: ["calls", name])
            }
            try SnapshotError.checkCounter(count, "widget \(saved.id)'s count of \(name) calls", at: ["calls", name])
            calls[call] = count
        }
        try SnapshotError.checkCounter(saved.generation, "widget \(saved.id)'s timeline generation", at: ["generation"])
        for (key, milliseconds) in [
            ("lastReload", saved.lastReload), ("withheldUntil", saved.withheldUntil),
            ("pendingReload", saved.pendingReload), ("policyDue", saved.policyDue),
        ] {
            guard let milliseconds else { continue }
            try SnapshotError.check(
                milliseconds, in: 0...Int64(SnapshotError.counterLimit), "widget \(saved.id)'s \(key)", at: [key])
        }
        self.init(
            id: saved.id, kind: kind, family: family,
            displaySize: PointSize(width: saved.displaySize.width, height: saved.displaySize.height),
            configuration: saved.configuration,
            budget: try SnapshotError.within("budget") { () throws(SnapshotError) in
                try ReloadBudget(restoring: saved.budget)
            },
            placeholder: saved.placeholder.entry)
        let instant = { (milliseconds: Int64?) in milliseconds.map(SimInstant.init(milliseconds:)) }
        timeline = saved.timeline?.timeline
        generation = saved.generation
        fallback = saved.fallback?.entry
        lastReload = instant(saved.lastReload)
        withheldUntil = instant(saved.withheldUntil)
        pendingReload = instant(saved.pendingReload)
        policyDue = instant(saved.policyDue)
        self.calls = calls
    }

    /// The entry shown at `now`, and whether it is the placeholder.
    func shown(at now: SimInstant) -> (entry: TimelineEntry, index: Int?, isPlaceholder: Bool) {
        if let timeline, let index = timeline.indexShown(at: now) { return (timeline.entries[index], index, false) }
        if let fallback { return (fallback, nil, false) }
        return (placeholder, nil, true)
    }

    /// The user edited the widget's settings.
    func configure(_ configuration: [String: String]) { self.configuration = configuration }

    /// The provider's placeholder came back.
    func setPlaceholder(_ entry: TimelineEntry) { placeholder = entry }

    /// A provider method ran for the widget.
    func countCall(_ call: ProviderCall) { calls[call, default: 0] += 1 }

    /// Takes one reload from the budget at `now`; whether one was left.
    func debitBudget(at now: SimInstant, nextReset: (SimInstant) -> SimInstant?) -> Bool {
        budget.debit(at: now, nextReset: nextReset)
    }

    /// A budgeted reload waits (for budget, or the coalescing window) until `instant`.
    func withholdReload(until instant: SimInstant) { withheldUntil = instant }

    /// A granted reload waits out the reload latency until `instant`.
    func awaitReload(at instant: SimInstant) { pendingReload = instant }

    /// The withheld or latent reload came due.
    func reloadCameDue() {
        withheldUntil = nil
        pendingReload = nil
    }

    /// The timeline's policy makes the next reload due at `instant` (`nil`: none is due).
    func setPolicyDue(_ instant: SimInstant?) { policyDue = instant }

    /// A new timeline replaces the current one at `now`; what showed stays as the fallback (§3.4).
    func replaceTimeline(with new: Timeline, at now: SimInstant) {
        let shown = shown(at: now)
        if !shown.isPlaceholder { fallback = shown.entry }
        timeline = new
        generation += 1
        lastReload = now
    }
}

/// What the device's event queue runs.
package enum WidgetKitEvent {
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
package enum WidgetKitEventKey: Hashable {
    case policy(Int)
    case reload(Int)
}
