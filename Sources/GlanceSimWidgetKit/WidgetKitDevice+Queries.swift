public import GlanceSim

/// One placed widget as `WidgetCenter.getCurrentConfigurations` describes it (`WidgetInfo`), with its id.
public struct WidgetInfo: Hashable, Sendable {
    public var id: Int
    public var kind: String
    public var family: WidgetFamily
    public var configuration: [String: String]
}

extension WidgetKitDevice {
    /// Every placed widget, in id order.
    public var widgets: [WidgetInfo] {
        placed.inIDOrder.map {
            WidgetInfo(id: $0.id, kind: $0.kind.name, family: $0.family, configuration: $0.configuration)
        }
    }

    /// The entry a widget shows now (§3.1): the last entry of its current timeline whose date has come; before the
    /// first, what showed before (the previous timeline's entry, or the placeholder).
    public func shownEntry(_ id: Int) throws(WidgetKitError) -> ShownEntry {
        let shown = try instance(id).shown(at: now)
        return ShownEntry(entry: shown.entry, index: shown.index, isPlaceholder: shown.isPlaceholder)
    }

    /// What a widget shows now, drawn at this instant: date-relative text reads the current time (§11); the
    /// placeholder is drawn redacted, every letter and digit a block (A-TP).
    public func render(_ id: Int) throws(WidgetKitError) -> GlanceNode {
        view(of: try instance(id))
    }

    func view(of instance: WidgetInstance) -> GlanceNode {
        let shown = instance.shown(at: now)
        let context = WidgetRenderContext(
            now: now, wallTime: wallTime, timeZone: timeZone, family: instance.family,
            displaySize: instance.displaySize, isPlaceholder: shown.isPlaceholder)
        let view = instance.kind.view(shown.entry, context)
        return shown.isPlaceholder ? view.redactedForPlaceholder() : view
    }

    /// The reloads a widget's budget has left now; `nil` when there is no limit.
    public func budgetRemaining(_ id: Int) throws(WidgetKitError) -> Int? {
        try instance(id).budget.remaining(at: now)
    }

    /// When the widget's next reload is due: a withheld one's retry, a granted one's after the latency, or its
    /// policy's (`nil` for `.never` with nothing pending).
    public func nextReload(_ id: Int) throws(WidgetKitError) -> SimInstant? {
        try status(of: id).nextReload?.instant
    }

    /// Whether a reload of the widget is withheld for lack of budget.
    public func isReloadWithheld(_ id: Int) throws(WidgetKitError) -> Bool {
        try instance(id).withheldUntil != nil
    }

    /// How many times each provider method ran for the widget.
    public func providerCalls(_ id: Int, _ call: ProviderCall) throws(WidgetKitError) -> Int {
        try instance(id).calls[call] ?? 0
    }

    /// The widget's current timeline, if it has one.
    public func timeline(_ id: Int) throws(WidgetKitError) -> Timeline? {
        try instance(id).timeline
    }

    /// The local date and time on the phone's clock at `instant`.
    ///
    /// ```swift
    /// print(device.localDateTime(at: try device.nextReload(id)!))   // 2026-06-01 09:00:00
    /// ```
    public func localDateTime(at instant: SimInstant) -> LocalDateTime {
        timeZone.localDateTime(at: wallAtZero + (instant - .zero))
    }

    /// A reload policy as the phone's clock reads it: `atEnd`, `never`, `after 2026-06-01 09:00:00`.
    public func localDescription(of policy: TimelineReloadPolicy) -> String {
        if case .after(let instant) = policy { return "after \(localDateTime(at: instant))" }
        return policy.description
    }

    /// Every value in the device's stores: each App Group's, then each target's private store (§10).
    public var storedValues: [StoredValue] { storage.allValues }

    /// The trace as text, one record per line.
    public var traceText: String { trace.map { $0.description + "\n" }.joined() }
}

/// The entry a widget shows, which timeline entry it is, and whether it is the placeholder.
public struct ShownEntry: Hashable, Sendable {
    public var entry: TimelineEntry
    /// Its index in the current timeline; `nil` for the placeholder or an entry of a previous timeline.
    public var index: Int?
    public var isPlaceholder: Bool
}
