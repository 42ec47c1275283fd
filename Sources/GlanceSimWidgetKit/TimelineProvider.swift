public import GlanceSim

/// What a provider is told when WidgetKit calls it (`TimelineProviderContext`, A-CTX): the family and its size
/// on the device, whether it is for the widget gallery, the instance's configuration, and the widget
/// extension's view of its App Groups. It is never told which instance it serves (widgetkit reference §1).
public struct TimelineProviderContext: Sendable {
    /// The family of the widget asked for.
    public var family: WidgetFamily
    /// That family's size on the device (HIG table, §9).
    public var displaySize: PointSize
    /// True when the call is for the widget gallery (`context.isPreview`).
    public var isPreview: Bool
    /// The instance's configuration (`IntentConfiguration` / `AppIntentConfiguration` values); empty for a static
    /// kind.
    public var configuration: [String: String]
    /// Now, on the simulation's timeline.
    public var now: SimInstant
    /// The wall clock at ``now`` and the device's zone.
    public var wallTime: WallTime
    public var timeZone: TimeZoneRules
    /// The stores the widget extension sees: its App Groups, or its private store for a group it lacks.
    public var store: AppGroupSnapshot

    /// The local date and time at `instant` (for an entry's date).
    public func localDateTime(at instant: SimInstant) -> LocalDateTime {
        timeZone.localDateTime(at: wallTime + (instant - now))
    }
}

/// A widget kind's provider (`TimelineProvider`, `IntentTimelineProvider`, `AppIntentTimelineProvider`;
/// A-TP): a placeholder drawn redacted before data exists, a snapshot for transient places (the gallery), and
/// the timeline. Calls return at once in virtual time (widgetkit reference §2, SIM).
///
/// ```swift
/// struct Weather: TimelineProvider {
///     func placeholder(in context: TimelineProviderContext) -> TimelineEntry { TimelineEntry(date: context.now) }
///     func snapshot(in context: TimelineProviderContext) -> TimelineEntry { placeholder(in: context) }
///     func timeline(in context: TimelineProviderContext) -> Timeline {
///         let value = context.store.value(forKey: "temperature", inGroup: "group.weather") ?? "--"
///         return Timeline(entries: [TimelineEntry(date: context.now, fields: ["t": value])],
///                         policy: .after(context.now + .hours(1)))
///     }
/// }
/// ```
public protocol TimelineProvider: Sendable {
    /// `placeholder(in:)`: synchronous, no user data.
    func placeholder(in context: TimelineProviderContext) -> TimelineEntry
    /// `getSnapshot(in:completion:)` / `snapshot(for:in:)`.
    func snapshot(in context: TimelineProviderContext) -> TimelineEntry
    /// `getTimeline(in:completion:)` / `timeline(for:in:)`.
    func timeline(in context: TimelineProviderContext) -> Timeline
}

/// The three provider calls, as the trace and the counts name them.
public enum ProviderCall: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case placeholder, snapshot, timeline

    public var description: String { rawValue }
}
