public import GlanceSim

/// One dated state of a widget (`TimelineEntry`): when it should appear, the values its view shows, and an
/// optional relevance for Smart Stacks (recorded only: GlanceSim does not rotate stacks).
///
/// ```swift
/// let entry = TimelineEntry(date: now, fields: ["temperature": "21°"])
/// ```
public struct TimelineEntry: Hashable, Sendable {
    /// When WidgetKit should show it.
    public var date: SimInstant
    /// The values the view reads, by name (printed in name order).
    public var fields: [String: String]
    /// `TimelineEntryRelevance(score:duration:)`, if any.
    public var relevance: TimelineEntryRelevance?

    /// An entry for `date` with these values.
    public init(date: SimInstant, fields: [String: String] = [:], relevance: TimelineEntryRelevance? = nil) {
        self.date = date
        self.fields = fields
        self.relevance = relevance
    }
}

/// `TimelineEntryRelevance`: how relevant an entry is, for ordering a Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Double
    public var duration: SimDuration

    /// A relevance of `score` for `duration`.
    public init(score: Double, duration: SimDuration = .zero) {
        self.score = score
        self.duration = duration
    }
}

/// `TimelineReloadPolicy`: the **earliest** instant WidgetKit asks for a new timeline (A-TL). The actual reload
/// is at or after it, when the scheduler grants it (widgetkit reference §4).
public enum TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    /// After the last entry's date passes (the default).
    case atEnd
    /// After this instant, whatever the entries say (earlier or later than them).
    case after(SimInstant)
    /// Never by itself: only when the app (or an interaction) asks.
    case never

    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .after(let instant): "after \(instant)"
        case .never: "never"
        }
    }
}

/// `Timeline(entries:policy:)`: what to show and when, and when to ask again. Entries are kept sorted by date;
/// entries with equal dates keep their order (widgetkit reference §3.3: Apple does not say, so the sort is
/// stable).
///
/// ```swift
/// let timeline = Timeline(entries: [TimelineEntry(date: now)], policy: .after(now + .hours(1)))
/// ```
public struct Timeline: Hashable, Sendable {
    /// The entries, sorted by date (stable).
    public let entries: [TimelineEntry]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` (sorted here, stably) with `policy`.
    public init(entries: [TimelineEntry], policy: TimelineReloadPolicy = .atEnd) {
        self.entries = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        self.policy = policy
    }

    /// The index of the entry shown at `instant`: the last one whose date is not after it (of equal dates, the
    /// later in the array), or `nil` before the first entry (widgetkit reference §3.1).
    public func indexShown(at instant: SimInstant) -> Int? {
        entries.lastIndex { $0.date <= instant }
    }

    /// The instant the policy makes the widget eligible for a reload: the last entry's date for `.atEnd`
    /// (`fallback` for an empty timeline), the given instant for `.after`, `nil` for `.never` (§4).
    public func eligibility(fallback: SimInstant) -> SimInstant? {
        switch policy {
        case .atEnd: entries.last?.date ?? fallback
        case .after(let instant): instant
        case .never: nil
        }
    }

    /// The smallest time between two entries of different dates (`nil` with fewer than two dates). Apple advises
    /// keeping entries at least 5 minutes apart (A-KEEP, WWDC21; widgetkit reference §3.5).
    public var smallestGap: SimDuration? {
        zip(entries, entries.dropFirst()).map { $1.date - $0.date }.filter { $0 > .zero }.min()
    }
}
