import GlanceSim
import GlanceSimWidgetKit

/// One widget's scheduling status in `key=value` words (``WidgetStatus``, times in the phone's local time): a
/// line of `timeline list`, the head of `timeline show`.
struct TimelineRow {
    let status: WidgetStatus
    let alias: String?
    private let device: WidgetKitDevice

    init(device: WidgetKitDevice, status: WidgetStatus, alias: String?) {
        self.status = status
        self.alias = alias
        self.device = device
    }

    private func local(_ instant: SimInstant) -> String { device.localDateTime(at: instant).description }

    /// What is on screen: `entry 2 of 5`, `the placeholder`, or `an earlier timeline's entry`.
    static func shown(_ status: WidgetStatus) -> String {
        if status.showsPlaceholder { return "the placeholder" }
        guard let index = status.shownIndex, let timeline = status.timeline else {
            return "an earlier timeline's entry"
        }
        return "entry \(index) of \(timeline.entries.count)"
    }

    /// What is on screen in one word: `entry:2/5`, `placeholder`, `earlier-timeline`.
    private var shownWord: String {
        if status.showsPlaceholder { return "placeholder" }
        guard let index = status.shownIndex, let timeline = status.timeline else { return "earlier-timeline" }
        return "entry:\(index)/\(timeline.entries.count)"
    }

    private var policy: String? { status.timeline.map { device.localDescription(of: $0.policy) } }

    private var next: (at: String, why: String)? {
        status.nextReload.map { (local($0.instant), $0.reason) }
    }

    private var calls: String {
        ProviderCall.allCases.map { "\($0):\(status.calls[$0] ?? 0)" }.joined(separator: ",")
    }

    var text: String {
        var fields = ["widget \(status.id)\(alias.map { " (\($0))" } ?? "") \(status.kind) \(status.family)"]
        fields.append("timelines=\(status.timelineCount)")
        if let timeline = status.timeline {
            fields.append("entries=\(timeline.entries.count)")
            fields.append("policy=\(policy!)")
        }
        fields.append("shows=\(shownWord)")
        fields.append("next=" + (next.map { "\($0.at) (\($0.why))" } ?? "none"))
        fields.append("budget=" + (status.budgetRemaining.map(String.init) ?? "unlimited"))
        fields.append("calls=\(calls)")
        return fields.joined(separator: " ")
    }

    /// `timeline show`'s entry lines: each entry's date and fields, the one on screen marked.
    var entryLines: [String] {
        guard let timeline = status.timeline else { return ["  (no timeline yet)"] }
        return timeline.entries.enumerated().map { index, entry in
            let fields = entry.fields.keys.sorted().map { "\($0)=\(entry.fields[$0]!)" }.joined(separator: " ")
            let mark = index == status.shownIndex ? "  ← on screen" : ""
            return "  entry \(index) at \(local(entry.date))" + (fields.isEmpty ? "" : " \(fields)") + mark
        }
    }

    func json(entries: Bool) -> String {
        var members: [(String, String)] = [
            ("alias", alias.map(jsonString) ?? "null"),
            ("budgetRemaining", status.budgetRemaining.map(String.init) ?? "null"),
            (
                "calls",
                "{" + ProviderCall.allCases.map { "\"\($0)\":\(status.calls[$0] ?? 0)" }.joined(separator: ",") + "}"
            ),
            ("family", jsonString(status.family.rawValue)), ("id", String(status.id)),
            ("kind", jsonString(status.kind)), ("nextReload", next.map { jsonString($0.at) } ?? "null"),
            ("nextReloadReason", next.map { jsonString($0.why) } ?? "null"),
            ("policy", policy.map(jsonString) ?? "null"), ("shownEntry", status.shownIndex.map(String.init) ?? "null"),
            ("showsPlaceholder", String(status.showsPlaceholder)), ("timelines", String(status.timelineCount)),
            ("entryCount", status.timeline.map { String($0.entries.count) } ?? "null"),
        ]
        if entries {
            let list = (status.timeline?.entries ?? []).map { entry in
                let fields = entry.fields.keys.sorted().map { "\(jsonString($0)):\(jsonString(entry.fields[$0]!))" }
                return "{\"date\":\(jsonString(local(entry.date))),\"fields\":{\(fields.joined(separator: ","))}}"
            }
            members.append(("entries", "[" + list.joined(separator: ",") + "]"))
        }
        return "{" + members.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
