public import GlanceSim

/// How a kind is configured (`StaticConfiguration`, `IntentConfiguration`, `AppIntentConfiguration`; §9).
public enum WidgetConfigurationKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No user settings.
    case `static`
    /// A SiriKit intent-definition (iOS 14).
    case intent
    /// A `WidgetConfigurationIntent` (iOS 17).
    case appIntent

    public var description: String { rawValue }
}

/// What the view of an entry is drawn with: the instant it is looked at (date-relative text is computed from
/// it, §11), the family and size, and whether it is the redacted placeholder or stale after an interaction.
public struct WidgetRenderContext: Sendable {
    /// The instant the widget is looked at.
    public var now: SimInstant
    /// The wall clock and zone at ``now``, for `.time` and `.date` text.
    public var wallTime: WallTime
    public var timeZone: TimeZoneRules
    public var family: WidgetFamily
    public var displaySize: PointSize
    /// True for the placeholder, which WidgetKit draws with `.redacted(reason: .placeholder)`.
    public var isPlaceholder: Bool

    /// `Text(date, style:)` as it reads at ``now``.
    ///
    /// ```swift
    /// Text(context.text(entry.date + .minutes(15), style: .timer))   // "15:00", then "14:59", …
    /// ```
    public func text(_ date: SimInstant, style: DateTextStyle) -> String {
        style.format(date, at: now, wallTime: wallTime, timeZone: timeZone)
    }
}

/// One widget kind (`Widget` with its `kind` string): how it is configured, the families it supports, its
/// provider and its view. The view is drawn with GlanceSim's content tree; a button's
/// `.clickable(.runCallback(callback: "ToggleItem", parameters: …))` is `Button(intent: ToggleItem(…))`: a tap
/// performs that ``AppIntent`` with the parameters baked into the view (widgetkit reference §8).
///
/// ```swift
/// let kind = WidgetKind(name: "WeatherWidget", families: [.systemSmall], provider: Weather()) { entry, _ in
///     Text(entry.fields["t"] ?? "--")
/// }
/// ```
public struct WidgetKind: Sendable {
    public var name: String
    public var configuration: WidgetConfigurationKind
    /// `.supportedFamilies([...])`.
    public var supportedFamilies: [WidgetFamily]
    public var provider: any TimelineProvider
    public var view: @Sendable (TimelineEntry, WidgetRenderContext) -> GlanceNode

    /// A kind named `name`.
    public init(
        name: String, configuration: WidgetConfigurationKind = .static,
        families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge],
        provider: any TimelineProvider,
        view: @escaping @Sendable (TimelineEntry, WidgetRenderContext) -> GlanceNode
    ) {
        self.name = name
        self.configuration = configuration
        supportedFamilies = families
        self.provider = provider
        self.view = view
    }
}
