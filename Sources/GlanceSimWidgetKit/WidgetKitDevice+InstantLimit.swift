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

    /// How many timeline entries one widget's provider may make at one instant before ``advance(to:)`` stops with
    /// the same error as ``maxEventsPerWidgetPerInstant``: the guard's measure of work, so that a loop stops within
    /// about a second of work whatever its timeline's size (each reload makes every entry; 1,000 reloads of a
    /// 100,000-entry timeline would run for minutes). A widget that is not looping makes one timeline at an
    /// instant, or a few; the largest a behaviour file writes is far below the limit.
    ///
    /// ```swift
    /// do { try device.advance(by: .minutes(1)) } catch { print(error) }   // "250000 timeline entries of widget 1…"
    /// ```
    public static let maxTimelineEntriesPerWidgetPerInstant = 250_000

    /// The error that stops widget `id`'s events at one instant.
    func loopError(_ id: Int) -> WidgetKitError {
        let instance = placed[id]
        let widget = "widget \(id)" + (instance.map { " (\($0.kind.name))" } ?? "")
        let entries = entriesMade.count(of: id, at: now)
        let work =
            entries >= Self.maxTimelineEntriesPerWidgetPerInstant
            ? "\(entries) timeline entries of \(widget) were made at '\(now)' without time moving; "
            : "\(Self.maxEventsPerWidgetPerInstant) events of \(widget) ran at '\(now)' without time moving; "
        let policy = instance?.timeline.map { "its timeline's reload policy (\($0.policy)) is due again at once" }
        let spacing =
            "nothing spaces its reloads (minimum policy interval \(parameters.minimumPolicyInterval), budget "
            + "\(parameters.dailyBudget.map { "\($0) a day" } ?? "unlimited"))"
        return WidgetKitError(.eventLimitExceeded, work + (policy.map { "\($0) and " } ?? "") + spacing)
    }
}

/// How many timeline entries each widget's provider made at one instant (reset when time moves, and at each
/// ``WidgetKitDevice/advance(to:)``).
struct EntriesAtInstant {
    private var instant: SimInstant?
    private var counts: [Int: Int] = [:]

    /// Counts `entries` made by widget `id`'s provider at `now`.
    mutating func add(_ entries: Int, of id: Int, at now: SimInstant) {
        if instant != now {
            instant = now
            counts.removeAll(keepingCapacity: true)
        }
        counts[id, default: 0] += entries
    }

    /// The entries widget `id`'s provider made at `now`.
    func count(of id: Int, at now: SimInstant) -> Int {
        instant == now ? counts[id] ?? 0 : 0
    }
}
