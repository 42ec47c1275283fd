public import GlanceSim

/// Why a timeline reload was asked for (§5), which decides whether it costs budget.
public enum ReloadSource: Hashable, Sendable, CustomStringConvertible {
    /// The user added the widget.
    case added
    /// The user edited its configuration.
    case edited
    /// The reload policy's instant came (budgeted).
    case policy
    /// `WidgetCenter` from the containing app in this state (free in the foreground or an audio session).
    case app(AppState)
    /// The one reload after an interaction, of the touched widget only (free).
    case interaction
    /// `WidgetCenter` from inside an App Intent's `perform` (budgeted: the app is not in the foreground).
    case intent
    /// The system's own reload after a locale, Dynamic Type or accessibility change (free).
    case system(String)
    /// A WidgetKit push notification (iOS 26, A-PUSH): reloads "similar to when you call
    /// `reloadAllTimelines()`" without waking the app. Whether pushes have a budget of their own is unconfirmed;
    /// GlanceSim charges them to the widget's budget, as a reload from an app not in the foreground.
    case push

    /// Whether it is exempt from the budget.
    public var isFree: Bool {
        switch self {
        case .added, .edited, .interaction, .system: true
        case .policy, .intent, .push: false
        case .app(let state): state.reloadsAreFree
        }
    }

    public var description: String {
        switch self {
        case .added: "added"
        case .edited: "edited"
        case .policy: "policy"
        case .app(let state): "app (\(state))"
        case .interaction: "interaction"
        case .intent: "intent"
        case .system(let change): "system (\(change))"
        case .push: "push"
        }
    }
}

/// What a WidgetKit trace record says happened, with its values: tests read these, never the text.
///
/// ```swift
/// let withheld = device.trace.filter { if case .reloadWithheld = $0.event { true } else { false } }
/// ```
public enum WidgetKitTraceEvent: Hashable, Sendable {
    case widgetAdded(id: Int, kind: String, family: WidgetFamily, size: PointSize)
    case widgetEdited(id: Int, configuration: [String: String])
    case widgetRemoved(id: Int)
    case appState(AppState)
    case providerCall(id: Int, call: ProviderCall, isPreview: Bool)
    case timelineSet(id: Int, entries: [SimInstant], policy: TimelineReloadPolicy)
    case entryShown(id: Int, index: Int)
    case reloadRequested(id: Int, source: ReloadSource)
    case reloadWithheld(id: Int, source: ReloadSource, until: SimInstant?)
    /// A budgeted reload took one reload from the instance's budget, leaving `remaining`. Never made without a
    /// limit (``WidgetKitParameters/debugger``): nothing is taken there.
    case budgetDebit(id: Int, remaining: Int)
    case intentPerformed(id: Int, intent: String, parameters: String)
    /// What an App Intent's `perform` found amiss (``AppIntentEffects/warn(_:)``): it ran, but did not do what its
    /// tap suggests.
    case intentWarning(id: Int, intent: String, message: String)
    case tapIgnored(id: Int, reason: String)
    /// A timeline against Apple's advice (entries under 5 minutes apart): simulated as given, flagged.
    case timelineWarning(id: Int, advice: String)
    case storeWrite(target: AppTarget, group: String, key: String, value: String?)
    /// A choice WidgetKit leaves to the system, made by the named parameter.
    case simDecision(id: Int?, parameter: String, decision: String)

    /// `wk.…`.
    public var kind: String {
        switch self {
        case .widgetAdded: "wk.widget.add"
        case .widgetEdited: "wk.widget.edit"
        case .widgetRemoved: "wk.widget.remove"
        case .appState: "wk.app.state"
        case .providerCall(_, let call, _): "wk.provider.\(call)"
        case .timelineSet: "wk.timeline.set"
        case .entryShown: "wk.entry.show"
        case .reloadRequested: "wk.reload.request"
        case .reloadWithheld: "wk.reload.withheld"
        case .budgetDebit: "wk.budget.debit"
        case .intentPerformed: "wk.intent.perform"
        case .intentWarning: "wk.intent.warning"
        case .tapIgnored: "wk.tap.ignored"
        case .timelineWarning: "wk.timeline.warning"
        case .storeWrite: "wk.store.write"
        case .simDecision: "wk.sim-decision"
        }
    }

    /// The widget it concerns, if one.
    public var widgetID: Int? {
        switch self {
        case .widgetAdded(let id, _, _, _), .widgetEdited(let id, _), .widgetRemoved(let id),
            .providerCall(let id, _, _), .timelineSet(let id, _, _), .entryShown(let id, _),
            .reloadRequested(let id, _), .reloadWithheld(let id, _, _), .budgetDebit(let id, _),
            .intentPerformed(let id, _, _), .intentWarning(let id, _, _), .tapIgnored(let id, _),
            .timelineWarning(let id, _):
            id
        case .simDecision(let id, _, _): id
        case .appState, .storeWrite: nil
        }
    }

    /// The stable text after the kind and subject.
    public var details: String {
        switch self {
        case .widgetAdded(_, let kind, let family, let size): "\(kind) \(family) \(size)"
        case .widgetEdited(_, let configuration):
            configuration.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        case .widgetRemoved: ""
        case .appState(let state): "\(state)"
        case .providerCall(_, _, let isPreview): isPreview ? "isPreview" : ""
        case .timelineSet(_, let entries, let policy):
            switch entries.count {
            case 0: "no entries, policy \(policy)"
            case 1: "1 entry at \(entries[0]), policy \(policy)"
            default: "\(entries.count) entries \(entries.first!)…\(entries.last!), policy \(policy)"
            }
        case .entryShown(_, let index): "entry \(index)"
        case .reloadRequested(_, let source): "\(source), \(source.isFree ? "free" : "budgeted")"
        case .reloadWithheld(_, let source, let until):
            "\(source): no budget left" + (until.map { ", until \($0)" } ?? "")
        case .budgetDebit(_, let remaining): "\(remaining) left"
        case .intentPerformed(_, let intent, let parameters): parameters.isEmpty ? intent : "\(intent) \(parameters)"
        case .intentWarning(_, let intent, let message): "\(intent): \(message)"
        case .tapIgnored(_, let reason): reason
        case .timelineWarning(_, let advice): advice
        case .storeWrite(_, let group, let key, let value): "\(group) \(key)=\(value ?? "(removed)")"
        case .simDecision(_, let parameter, let decision): "\(parameter): \(decision)"
        }
    }
}

/// One WidgetKit trace record: when, which step, what.
public struct WidgetKitTraceRecord: Hashable, Sendable, CustomStringConvertible {
    public var instant: SimInstant
    public var sequence: UInt64
    public var event: WidgetKitTraceEvent

    /// The subject: `widget N`, `app`, `extension`, `device`.
    public var subject: String {
        if let id = event.widgetID { return "widget \(id)" }
        if case .storeWrite(let target, _, _, _) = event { return "\(target)" }
        return "device"
    }

    /// The record in GlanceSim's trace form, so both runtimes print alike.
    public var record: TraceRecord {
        TraceRecord(
            instant: instant, sequence: sequence, kind: TraceKind(rawValue: event.kind), subject: subject,
            details: event.details)
    }

    /// `<instant> #<sequence> <kind> <subject>[ - <details>]`.
    public var description: String { record.description }
}
