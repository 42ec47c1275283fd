public import GlanceSim

/// The choices Apple leaves to the system, which GlanceSim must make (widgetkit reference §4–§6, §15 rule 10):
/// each is named here, and each time one decides something the trace says so (`wk.sim-decision`). Two presets:
/// ``device`` (field behaviour as documented and observed) and ``debugger`` (no limits, as under Xcode:
/// F-653265).
///
/// ```swift
/// var parameters = WidgetKitParameters.device
/// parameters.dailyBudget = 12          // a widget on a page the user rarely views
/// ```
public struct WidgetKitParameters: Hashable, Sendable, CustomStringConvertible {
    /// How a spent budget comes back.
    public enum BudgetRefill: Hashable, Sendable, CustomStringConvertible {
        /// A token bucket refilled continuously at `dailyBudget` per 24 hours: a rolling window not anchored at
        /// midnight.
        case continuous
        /// All at once each day at this local hour (04:00 by default: not midnight, since WidgetKit tunes the
        /// window to the user's day).
        case daily(resetHour: Int)

        public var description: String {
            switch self {
            case .continuous: "continuous"
            case .daily(let hour): "daily at \(hour < 10 ? "0" : "")\(hour):00"
            }
        }
    }

    /// The preset's name (`device`, `debugger`, or `custom`).
    public var name: String
    /// Reloads per instance per 24 hours; `nil` for no limit. Apple: "typically 40 to 70" for a widget the user
    /// views often (A-KEEP); 48 here (a model, not iOS's algorithm).
    public var dailyBudget: Int?
    public var budgetRefill: BudgetRefill
    /// A policy reload comes no sooner than this after the instance's last reload (Apple's advice: entries at
    /// least 5 minutes apart).
    public var minimumPolicyInterval: SimDuration
    /// How long after a granted `WidgetCenter` or policy reload the provider is called (0–27 s measured,
    /// PR-WP #21535).
    public var reloadLatency: SimDuration
    /// Budgeted requests within this time after an instance's last reload wait for the window's end and are
    /// served by one reload ("WidgetKit may coalesce reloads").
    public var coalesceWindow: SimDuration
    /// How many more times the provider's `timeline` is called for one reload: developers saw "an arbitrary amount
    /// of times, usually between 2–5" (F-758400). One reload still debits once; the last call's timeline is kept.
    public var duplicateTimelineCalls: Int

    /// Field behaviour: a budget of 48 refilled continuously, policy reloads at least 5 minutes apart, no latency,
    /// no coalescing, one provider call per reload.
    public static let device = WidgetKitParameters(
        name: "device", dailyBudget: 48, budgetRefill: .continuous, minimumPolicyInterval: .minutes(5),
        reloadLatency: .zero, coalesceWindow: .zero, duplicateTimelineCalls: 0)

    /// As under the Xcode debugger: no budget, no minimum interval, no latency, no coalescing, no duplicate calls.
    public static let debugger = WidgetKitParameters(
        name: "debugger", dailyBudget: nil, budgetRefill: .continuous, minimumPolicyInterval: .zero,
        reloadLatency: .zero, coalesceWindow: .zero, duplicateTimelineCalls: 0)

    /// Parameters of your own.
    public init(
        name: String = "custom", dailyBudget: Int?, budgetRefill: BudgetRefill, minimumPolicyInterval: SimDuration,
        reloadLatency: SimDuration, coalesceWindow: SimDuration, duplicateTimelineCalls: Int = 0
    ) {
        self.name = name
        self.dailyBudget = dailyBudget
        self.budgetRefill = budgetRefill
        self.minimumPolicyInterval = minimumPolicyInterval
        self.reloadLatency = reloadLatency
        self.coalesceWindow = coalesceWindow
        self.duplicateTimelineCalls = duplicateTimelineCalls
    }

    /// The preset named `name`.
    public static func preset(named name: String) -> WidgetKitParameters? {
        [device, debugger].first { $0.name == name }
    }

    public var description: String {
        "\(name): budget \(dailyBudget.map(String.init) ?? "unlimited") (\(budgetRefill)), minimum policy interval "
            + "\(minimumPolicyInterval), latency \(reloadLatency), coalesce \(coalesceWindow)"
            + (duplicateTimelineCalls > 0 ? ", \(duplicateTimelineCalls) duplicate timeline call(s)" : "")
    }
}
