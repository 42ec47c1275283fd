import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

/// Watches one iOS scenario run for its report, record by record as the device makes them (through
/// ``GlanceSimFormats/IOSScenarioRunner/onRecord``), so a widget's picture is drawn at the instant of the entry it
/// shows: lanes for the app's state and its App Group writes, and per widget its presence, renders with pictures,
/// provider calls, reloads and budget; and the steps with their verdicts.
package final class IOSReportRecorder {
    package private(set) var steps: [ReportedScenario.Step] = []
    private weak var runner: IOSScenarioRunner?
    private var appState = TimelineCollector.StepLane(name: "state")
    private var writes = EventSeries()
    /// By id; ids only grow, so `order` is both the order added and id order.
    private var widgets: [Int: IOSWidgetLanes] = [:]
    private var order: [Int] = []
    private var placed: [Int] = []
    private var pictures = DistinctPictures()

    /// A recorder on `runner`'s records (it takes the runner's ``GlanceSimFormats/IOSScenarioRunner/onRecord``).
    package init(runner: IOSScenarioRunner) {
        self.runner = runner
        appState.set(runner.device.appState.rawValue, at: runner.device.now)
        runner.onRecord = { [weak self] record in self?.receive(record) }
    }

    /// Marks a step that has run, at the device's time now.
    package func stepDidRun(_ entry: IOSScenarioRunner.Entry) {
        guard let runner else { return }
        steps.append(
            ReportedScenario.Step(
                instant: runner.device.now, line: entry.step.location.line, text: entry.step.text,
                verdict: entry.verdict))
    }

    /// The lanes so far: `iOS app`, then each widget's; renders point into ``pictures`` shifted by
    /// `pictureOffset`.
    func lanes(pictureOffset: Int = 0) -> [ReportLane] {
        [
            .steps(appState, group: "iOS app", name: "state"),
            .events(writes, group: "iOS app", name: "App Group writes"),
        ]
            + order.compactMap { widgets[$0] }.flatMap { $0.lanes(pictureOffset: pictureOffset) }
    }

    /// The distinct pictures the renders lanes point at.
    var drawnPictures: [String] { pictures.pictures }

    /// One line per widget: its timeline calls, budget debits, withheld reloads and the budget it has left.
    var metrics: String {
        order.compactMap { widgets[$0]?.summary }.map { $0 + "\n" }.joined()
    }

    /// The report section of the run so far.
    package func reported(name: String, error: String?) -> ReportedScenario {
        ReportedScenario(
            name: name, end: runner?.device.now ?? .zero, metrics: metrics.isEmpty ? "(no widgets)\n" : metrics,
            lanes: lanes(), steps: steps, pictures: pictures.pictures, error: error)
    }

    private func receive(_ record: WidgetKitTraceRecord) {
        guard let device = runner?.device else { return }
        let now = record.instant
        switch record.event {
        case .appState(let state): appState.settle(state.rawValue, at: now)
        case .storeWrite(let target, let group, let key, let value):
            writes.add(at: now, label: "\(target) wrote \(group) \(key)=\(value ?? "(removed)")")
        case .widgetAdded(let id, let kind, let family, _):
            widgets[id] = IOSWidgetLanes(id: id, kind: kind, family: family)
            widgets[id]!.placed.set("placed", at: now)
            order.append(id)
            placed.append(id)
        case .widgetEdited(let id, _):
            widgets[id]?.placed.set("placed, " + record.event.details, at: now)
        case .widgetRemoved(let id):
            widgets[id]?.placed.set(nil, at: now)
            widgets[id]?.budget.set(nil, at: now)
            placed.removeAll { $0 == id }
        case .providerCall(let id, let call, let isPreview):
            // A timeline call is counted here and marked with what it returned, at its timelineSet record.
            if call == .timeline {
                widgets[id]?.timelineCalls += 1
            } else {
                widgets[id]?.calls.add(at: now, label: "\(call)" + (isPreview ? " (preview)" : ""))
            }
        case .timelineSet(let id, _, _):
            widgets[id]?.calls.add(at: now, label: "timeline → " + record.event.details)
            render(id, at: now, on: device)
        case .entryShown(let id, _):
            render(id, at: now, on: device)
        case .reloadRequested(let id, _):
            widgets[id]?.reloads.add(at: now, label: "requested: " + record.event.details)
        case .reloadWithheld(let id, _, _):
            widgets[id]?.withheld += 1
            widgets[id]?.reloads.add(at: now, label: "withheld: " + record.event.details)
        case .budgetDebit(let id, _):
            widgets[id]?.debits += 1
            widgets[id]?.reloads.add(at: now, label: "debit: " + record.event.details)
        case .simDecision(let id?, _, _):
            widgets[id]?.reloads.add(at: now, label: "decision: " + record.event.details)
        case .intentPerformed(let id, _, _):
            widgets[id]?.reloads.add(at: now, label: "tap: " + record.event.details)
        case .intentWarning(let id, _, _):
            widgets[id]?.reloads.add(at: now, label: "intent warning: " + record.event.details)
        case .tapIgnored(let id, _):
            widgets[id]?.reloads.add(at: now, label: "tap ignored: " + record.event.details)
        case .timelineWarning(let id, _):
            widgets[id]?.calls.add(at: now, label: "warning: " + record.event.details)
        case .simDecision(nil, _, _): break
        }
        for id in placed {
            let left = try? device.budgetRemaining(id)
            widgets[id]?.budget.settle(left.map(String.init) ?? "unlimited", at: now)
        }
    }

    /// A render of widget `id` now, labelled with the picture it shows — unless the last render, at this same
    /// instant, showed the same (a timeline set with its first entry shown at once).
    private func render(_ id: Int, at now: SimInstant, on device: WidgetKitDevice) {
        guard let lanes = widgets[id] else { return }
        let label = pictureLabel(id, lanes.renders, on: device)
        if let last = lanes.renders.events.last, last.instant == now, last.label == label,
            lanes.renders.total == lanes.renders.events.count
        {
            return
        }
        widgets[id]!.renders.add(at: now, label: label)
    }

    /// The index of the picture widget `id` shows now, drawing it only while there is room for new ones.
    private func pictureLabel(_ id: Int, _ renders: EventSeries, on device: WidgetKitDevice) -> String {
        guard renders.total < EventSeries.limit, pictures.isDrawingUseful, let svg = try? device.widgetPicture(id)
        else { return "-" }
        return pictures.label(for: svg)
    }
}
