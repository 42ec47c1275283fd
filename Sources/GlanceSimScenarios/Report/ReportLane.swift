import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// One lane of a report section, as the page draws it: a value that changes over time, or events.
struct ReportLane: Sendable {
    /// What the lane holds.
    enum Content: Sendable {
        /// Values over time (a device condition, an app's state, a budget).
        case steps(TimelineCollector.StepLane)
        /// Events; `kind` is `events`, `runs` (coloured by outcome) or `renders` (each label the index of its
        /// picture in the section's pictures, or `-`).
        case events(EventSeries, kind: String)
    }

    var group: String
    var name: String
    var content: Content
    /// Added to a renders lane's picture indices when it is written: a section whose pictures come from two
    /// recorders (a compare run) puts the second one's after the first one's.
    var pictureOffset = 0

    /// A lane of values over time.
    static func steps(_ lane: TimelineCollector.StepLane, group: String, name: String) -> ReportLane {
        ReportLane(group: group, name: name, content: .steps(lane))
    }

    /// A lane of events.
    static func events(_ series: EventSeries, group: String, name: String, kind: String = "events") -> ReportLane {
        ReportLane(group: group, name: name, content: .events(series, kind: kind))
    }

    /// An Android run's lanes: the device's conditions, the processes, broadcasts, alarms, each work item and
    /// each widget, their groups prefixed with `groupPrefix`.
    static func android(_ timeline: TimelineCollector.Timeline, groupPrefix: String = "") -> [ReportLane] {
        var lanes: [ReportLane] = []
        let prefix = groupPrefix
        for lane in timeline.conditions { lanes.append(.steps(lane, group: prefix + "Device", name: lane.name)) }
        for lane in timeline.processes { lanes.append(.steps(lane, group: prefix + "Processes", name: lane.name)) }
        lanes.append(.events(timeline.broadcasts, group: prefix + "Broadcasts", name: "sent"))
        lanes.append(.events(timeline.alarms, group: prefix + "Alarms", name: "set · fired"))
        for work in timeline.work {
            let group = prefix + "Work · \(work.package)"
            // The worker's simple class name: a fully qualified one (`de.danoeh.antennapod.ui.widget.WidgetUpdaterWorker`)
            // is cut off in the lane's label, where every worker of the app would read the same.
            let worker = work.worker.split(separator: ".").last.map(String.init) ?? work.worker
            lanes.append(.steps(work.states, group: group, name: "\(worker) \(work.id)"))
            lanes.append(.events(work.runs, group: group, name: "runs", kind: "runs"))
        }
        for widget in timeline.widgets {
            let group = prefix + "Widget \(widget.appWidgetId) · \(widget.provider.shortString)"
            lanes.append(.steps(widget.presence, group: group, name: "placed"))
            lanes.append(.events(widget.renders, group: group, name: "renders", kind: "renders"))
        }
        return lanes
    }
}
