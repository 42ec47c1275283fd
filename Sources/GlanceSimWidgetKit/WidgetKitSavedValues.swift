import GlanceSim

// The saved forms of the WidgetKit side's values, for ``WidgetKitDeviceSnapshot``: instants and durations in
// milliseconds (on the simulation's timeline), enums by their raw names, widgets by id.

/// A size in points (a ``PointSize``, or a screen's portrait size) in its saved form.
package struct SavedPointSize: Codable, Equatable {
    package var width: Int
    package var height: Int
}

/// A ``TimelineEntry`` in its saved form.
package struct SavedTimelineEntry: Codable, Equatable {
    package var date: Int64
    package var fields: [String: String]
    package var relevanceScore: Double?
    package var relevanceDuration: Int64?

    init(_ entry: TimelineEntry) {
        date = entry.date.milliseconds
        fields = entry.fields
        relevanceScore = entry.relevance?.score
        relevanceDuration = entry.relevance?.duration.milliseconds
    }

    /// The entry it describes.
    var entry: TimelineEntry {
        TimelineEntry(
            date: SimInstant(milliseconds: date), fields: fields,
            relevance: relevanceScore.map {
                TimelineEntryRelevance(score: $0, duration: .milliseconds(relevanceDuration ?? 0))
            })
    }
}

/// A ``Timeline`` in its saved form: its entries (already in date order) and its policy.
package struct SavedTimeline: Codable, Equatable {
    /// A ``TimelineReloadPolicy`` in its saved form.
    package enum Policy: Codable, Equatable {
        case atEnd
        case after(instant: Int64)
        case never
    }

    package var entries: [SavedTimelineEntry]
    package var policy: Policy

    init(_ timeline: Timeline) {
        entries = timeline.entries.map(SavedTimelineEntry.init)
        switch timeline.policy {
        case .atEnd: policy = .atEnd
        case .after(let instant): policy = .after(instant: instant.milliseconds)
        case .never: policy = .never
        }
    }

    /// The timeline it describes (sorting its sorted entries again keeps their order).
    var timeline: Timeline {
        let policy: TimelineReloadPolicy =
            switch policy {
            case .atEnd: .atEnd
            case .after(let instant): .after(SimInstant(milliseconds: instant))
            case .never: .never
            }
        return Timeline(entries: entries.map(\.entry), policy: policy)
    }
}

/// A ``ReloadSource`` in its saved form.
package enum SavedReloadSource: Codable, Equatable {
    case added, edited, policy, interaction, intent, push
    case app(state: String)
    case system(change: String)

    init(_ source: ReloadSource) {
        switch source {
        case .added: self = .added
        case .edited: self = .edited
        case .policy: self = .policy
        case .app(let state): self = .app(state: state.rawValue)
        case .interaction: self = .interaction
        case .intent: self = .intent
        case .system(let change): self = .system(change: change)
        case .push: self = .push
        }
    }

    /// The source it describes.
    /// - Throws: ``GlanceSim/SnapshotError`` for an app state iOS does not have.
    func restored() throws(SnapshotError) -> ReloadSource {
        switch self {
        case .added: return .added
        case .edited: return .edited
        case .policy: return .policy
        case .app(let state): return .app(try AppState(saved: state))
        case .interaction: return .interaction
        case .intent: return .intent
        case .system(let change): return .system(change)
        case .push: return .push
        }
    }
}

extension AppState {
    /// The state saved as `name`.
    /// - Throws: ``GlanceSim/SnapshotError`` for a name no state has.
    init(saved name: String) throws(SnapshotError) {
        guard let state = AppState(rawValue: name) else { throw SnapshotError("unknown app state '\(name)'") }
        self = state
    }
}

/// A ``WidgetKitEvent`` in its saved form: the widget by id.
package enum SavedWidgetKitEvent: Codable, Equatable {
    case policyDue(widget: Int)
    case reload(widget: Int, source: SavedReloadSource, debited: Bool)
    case entryShown(widget: Int, generation: Int, index: Int)

    init(_ event: WidgetKitEvent) {
        switch event {
        case .policyDue(let id): self = .policyDue(widget: id)
        case .reload(let id, let source, let debited):
            self = .reload(widget: id, source: SavedReloadSource(source), debited: debited)
        case .entryShown(let id, let generation, let index):
            self = .entryShown(widget: id, generation: generation, index: index)
        }
    }

    /// The event it describes.
    func restored() throws(SnapshotError) -> WidgetKitEvent {
        switch self {
        case .policyDue(let id): .policyDue(id)
        case .reload(let id, let source, let debited): .reload(id, try source.restored(), debited: debited)
        case .entryShown(let id, let generation, let index): .entryShown(id, generation: generation, index: index)
        }
    }
}

/// A ``WidgetKitEventKey`` in its saved form.
package enum SavedWidgetKitEventKey: Codable, Equatable {
    case policy(widget: Int)
    case reload(widget: Int)

    init(_ key: WidgetKitEventKey) {
        switch key {
        case .policy(let id): self = .policy(widget: id)
        case .reload(let id): self = .reload(widget: id)
        }
    }

    /// The key it describes.
    var restored: WidgetKitEventKey {
        switch self {
        case .policy(let id): .policy(id)
        case .reload(let id): .reload(id)
        }
    }
}

/// ``WidgetKitParameters`` in their saved form (`budgetResetHour` `nil`: a continuous refill).
package struct SavedWidgetKitParameters: Codable, Equatable {
    package var name: String
    package var dailyBudget: Int?
    package var budgetResetHour: Int?
    package var minimumPolicyInterval: Int64
    package var reloadLatency: Int64
    package var coalesceWindow: Int64
    package var duplicateTimelineCalls: Int

    init(_ parameters: WidgetKitParameters) {
        name = parameters.name
        dailyBudget = parameters.dailyBudget
        if case .daily(let hour) = parameters.budgetRefill { budgetResetHour = hour }
        minimumPolicyInterval = parameters.minimumPolicyInterval.milliseconds
        reloadLatency = parameters.reloadLatency.milliseconds
        coalesceWindow = parameters.coalesceWindow.milliseconds
        duplicateTimelineCalls = parameters.duplicateTimelineCalls
    }

    /// The parameters they describe.
    var parameters: WidgetKitParameters {
        WidgetKitParameters(
            name: name, dailyBudget: dailyBudget,
            budgetRefill: budgetResetHour.map { .daily(resetHour: $0) } ?? .continuous,
            minimumPolicyInterval: .milliseconds(minimumPolicyInterval), reloadLatency: .milliseconds(reloadLatency),
            coalesceWindow: .milliseconds(coalesceWindow), duplicateTimelineCalls: duplicateTimelineCalls)
    }
}

/// An ``AppGroupSnapshot`` (the stores one target sees) in its saved form.
package struct SavedAppGroupSnapshot: Codable, Equatable {
    package var groups: [String]
    package var shared: [String: [String: String]]
    package var privateValues: [String: String]
}
