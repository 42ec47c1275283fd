import GlanceSim

extension WidgetKitDevice {
    /// How many events of one widget may run at one instant before ``advance(to:)`` stops with a
    /// ``WidgetKitError`` naming the widget and the instant — WidgetKit's counterpart of the Android
    /// ``GlanceSim/Device/maxEventsPerInstant``, counted per widget. A provider call takes no virtual time, so a
    /// timeline whose policy is due again as soon as it is set — `.after(now)`, or `.atEnd` with every entry at
    /// now — reloads at the same instant for ever when nothing spaces its reloads (the `debugger` preset: no
    /// minimum interval, no budget). On a phone such tight loops are seen under the debugger (F-650318); in virtual
    /// time they never end. A widget that is not looping has a few events at one instant (its policy, a retried
    /// reload, an entry shown); the limit is far above that, and low enough that a loop stops in milliseconds.
    ///
    /// ```swift
    /// do { try device.advance(by: .minutes(1)) } catch { print(error) }   // "1000 events of widget 1 (…) ran at…"
    /// ```
    public static let maxEventsPerWidgetPerInstant = 1_000

    /// The error that stops widget `id`'s events at one instant.
    func loopError(_ id: Int) -> WidgetKitError {
        let instance = placed[id]
        let widget = "widget \(id)" + (instance.map { " (\($0.kind.name))" } ?? "")
        let policy = instance?.timeline.map { "its timeline's reload policy (\($0.policy)) is due again at once" }
        let spacing =
            "nothing spaces its reloads (minimum policy interval \(parameters.minimumPolicyInterval), budget "
            + "\(parameters.dailyBudget.map { "\($0) a day" } ?? "unlimited"))"
        return WidgetKitError(
            .eventLimitExceeded,
            "\(Self.maxEventsPerWidgetPerInstant) events of \(widget) ran at '\(now)' without time moving; "
                + (policy.map { "\($0) and " } ?? "") + spacing)
    }
}
