/// Collects what a timeline report draws, lane by lane, from trace records as they are made: device
/// conditions, each app's process, broadcasts, alarms, each work item's states and runs, and each widget's
/// renders with pictures of what it showed. Every lane is bounded (``EventSeries``), so a year-long run fits
/// in a few megabytes.
///
/// ```swift
/// let timeline = TimelineCollector { id in try? device.widgetPictures(id).first?.svg }
/// let device = Device(traceMode: .streaming(timeline))
/// // … run …
/// let lanes = timeline.timeline(at: device.now)
/// ```
public final class TimelineCollector: TraceSink {
    /// A value that changes over time: a device condition, a process being alive, a work item's state.
    public struct Step: Hashable, Sendable {
        /// From when.
        public var instant: SimInstant
        /// The value from then on (`nil`: gone).
        public var value: String?
    }

    /// One lane of values that change over time, capped at ``EventSeries/limit`` changes (``truncated``).
    public struct StepLane: Hashable, Sendable {
        /// What the lane shows.
        public var name: String
        /// The changes, in order.
        public var steps: [Step] = []
        /// Whether later changes were left out.
        public var truncated = false

        /// An empty lane.
        public init(name: String) {
            self.name = name
        }

        /// Records that the value is `value` from `instant` on (nothing when it already is).
        public mutating func set(_ value: String?, at instant: SimInstant) {
            if steps.last?.value == value { return }
            guard steps.count < EventSeries.limit else {
                truncated = true
                return
            }
            steps.append(Step(instant: instant, value: value))
        }
    }

    /// One work item's lane: its states and its runs.
    public struct WorkLane: Hashable, Sendable {
        /// The app and the work's id, and the worker class.
        public var package: String
        public var id: WorkID
        public var worker: String
        /// ENQUEUED, RUNNING, SUCCEEDED… and `waiting for <constraint>` while a constraint holds it back.
        public var states: StepLane
        /// Its runs (start to end), retries and stops.
        public var runs = EventSeries()
    }

    /// One widget's lane: its renders, each with the picture it showed.
    public struct WidgetLane: Hashable, Sendable {
        public var appWidgetId: Int32
        public var provider: ComponentName
        /// Renders; the label is the index of its picture in ``Timeline/pictures`` (or `-` past the limit).
        public var renders = EventSeries()
        /// Bound, then deleted (`nil`).
        public var presence: StepLane
    }

    /// Everything the report draws.
    public struct Timeline: Hashable, Sendable {
        public var end: SimInstant
        public var conditions: [StepLane]
        public var processes: [StepLane]
        public var broadcasts: EventSeries
        public var alarms: EventSeries
        public var work: [WorkLane]
        public var widgets: [WidgetLane]
        /// Distinct widget pictures (SVG), at most ``pictureLimit``.
        public var pictures: [String]
    }

    /// How many distinct widget pictures are kept.
    public static let pictureLimit = 300

    private let picture: (Int32) -> String?
    private var conditions: [String: StepLane] = [:]
    private var processes: [String: StepLane] = [:]
    private var broadcasts = EventSeries()
    private var alarms = EventSeries()
    private var work: [String: WorkLane] = [:]
    private var workOrder: [String] = []
    private var openRuns: [String: SimInstant] = [:]
    private var widgets: [Int32: WidgetLane] = [:]
    private var pictures = DistinctPictures()
    /// When each app was installed, and whether App Standby runs (Doze's parameters say): an app's bucket lane begins
    /// ACTIVE at its install (App Standby counts the install as a use) and changes with each `standbyBucket` record.
    private var installs: [String: SimInstant] = [:]
    private var appStandbyRuns = true

    /// A collector that asks `picture` for the SVG a widget shows right after each render (`nil`: none).
    public init(picture: @escaping (Int32) -> String? = { _ in nil }) {
        self.picture = picture
    }

    public func accepts(_ kind: TraceKind) -> Bool {
        kind != .clockTick && kind != .appLog
    }

    public func receive(_ record: TraceRecord) {
        let now = record.instant
        switch record.event {
        case .device(.condition(let change)):
            let (name, value) = Self.describe(change)
            conditions[name, default: StepLane(name: name)].set(value, at: now)
        case .device(.reboot(let boot)):
            alarms.add(at: now, label: "reboot: boot \(boot)")
        case .device(.standbyBucket(let package, let bucket, let reason)):
            let name = "bucket \(package)"
            if conditions[name] == nil, appStandbyRuns, let installed = installs[package] {
                conditions[name] = StepLane(name: name)
                conditions[name]?.set(StandbyBucket.active.rawValue, at: installed)
            }
            conditions[name, default: StepLane(name: name)].set("\(bucket.rawValue) (\(reason.rawValue))", at: now)
        case .device(.appStandbyParole(let on)):
            conditions["charging (reported)", default: StepLane(name: "charging (reported)")].set(
                on ? "yes" : "no", at: now)
        case .process(.install(let package, _, _)):
            if installs[package] == nil { installs[package] = now }
        case .doze(.parameters(let parameters)):
            appStandbyRuns = parameters.autoPowerModes
        case .process(.start(let package, let pid, _)):
            processes[package, default: StepLane(name: package)].set("alive (pid \(pid))", at: now)
        case .process(.death(let package, _, let reason, _)):
            processes[package, default: StepLane(name: package)].set(nil, at: now)
            _ = reason
        case .broadcast(.send(_, let intent, let count, _)):
            broadcasts.add(at: now, label: "\(intent.action ?? "(no action)") → \(count)")
        case .alarm(let event):
            switch event {
            case .set(let alarm):
                alarms.add(at: now, label: "set \(alarm)", duration: .milliseconds(alarm.windowMillis))
            case .fire(let alarm, _): alarms.add(at: now, label: "fired \(alarm.id) \(alarm.package)")
            case .heldByDoze(let alarm, let deferral):
                alarms.add(at: now, label: "held \(alarm.id) \(alarm.package): \(deferral.traceText)")
            default: break
            }
        case .work(let event): workEvent(event, at: now)
        case .appWidget(let event): widgetEvent(event, at: now)
        case .doze(.deep(let state, _, _)):
            conditions["doze (deep)", default: StepLane(name: "doze (deep)")].set(state.rawValue, at: now)
        case .doze(.light(let state, _, _)):
            conditions["doze (light)", default: StepLane(name: "doze (light)")].set(state.rawValue, at: now)
        default: break
        }
    }

    /// The lanes as of `end`, in a stable order: conditions and apps by name, work by first appearance,
    /// widgets by id.
    public func timeline(at end: SimInstant) -> Timeline {
        Timeline(
            end: end,
            conditions: conditions.values.sorted { $0.name < $1.name },
            processes: processes.values.sorted { $0.name < $1.name },
            broadcasts: broadcasts, alarms: alarms,
            work: workOrder.compactMap { work[$0] },
            widgets: widgets.values.sorted { $0.appWidgetId < $1.appWidgetId },
            pictures: pictures.pictures)
    }

    private static func describe(_ change: DeviceConditionChange) -> (String, String) {
        switch change {
        case .network(let network): ("network", "\(network)")
        case .charging(let on): ("charging", on ? "yes" : "no")
        case .batteryLevel(let level): ("battery", "\(level) %")
        case .batteryLow(let low): ("battery low", low ? "yes" : "no")
        case .deviceIdle(let idle): ("idle", idle ? "yes" : "no")
        case .storageLow(let low): ("storage low", low ? "yes" : "no")
        case .screenOn(let on): ("screen", on ? "on" : "off")
        case .dozing(let on): ("dozing", on ? "yes" : "no")
        case .locked(let on): ("locked", on ? "yes" : "no")
        case .moving(let on): ("moving", on ? "yes" : "no")
        case .batterySaver(let on): ("battery saver", on ? "on" : "off")
        }
    }

    private func workEvent(_ event: WorkTraceEvent, at now: SimInstant) {
        let (package, id) = event.work
        let key = "\(package) \(id)"
        if work[key] == nil {
            var worker = "?"
            if case .enqueue(_, _, let name, _, _, _) = event { worker = name }
            work[key] = WorkLane(package: package, id: id, worker: worker, states: StepLane(name: key))
            workOrder.append(key)
        }
        switch event {
        case .enqueue(_, _, _, let schedule, _, _), .unblocked(_, _, let schedule), .reset(_, _, let schedule):
            work[key]!.states.set(schedule.state.rawValue, at: now)
        case .wait(_, _, let constraint):
            work[key]!.states.set("waiting for \(constraint)", at: now)
        case .start(_, _, let worker, let attempt, _, _):
            work[key]!.worker = worker
            work[key]!.states.set("RUNNING", at: now)
            openRuns[key] = now
            _ = attempt
        case .finish(_, _, let result, let schedule, _):
            endRun(key, at: now, label: result.rawValue)
            work[key]!.states.set(schedule.state.rawValue, at: now)
        case .startFailed(_, _, _, _, let reason):
            work[key]!.runs.add(at: now, label: "could not start: \(reason)")
        case .stop(_, _, let reason):
            endRun(key, at: now, label: "stopped: \(reason)")
            work[key]!.states.set("ENQUEUED", at: now)
        case .processDied:
            endRun(key, at: now, label: "process died")
        case .cancel: work[key]!.states.set("CANCELLED", at: now)
        case .delete: work[key]!.states.set(nil, at: now)
        case .prerequisiteFailed: work[key]!.states.set("FAILED", at: now)
        default: break
        }
    }

    private func endRun(_ key: String, at now: SimInstant, label: String) {
        let start = openRuns.removeValue(forKey: key) ?? now
        work[key]?.runs.add(at: start, label: label, duration: now - start)
    }

    private func widgetEvent(_ event: AppWidgetTraceEvent, at now: SimInstant) {
        switch event {
        case .bind(let provider, let id, _, _):
            var lane = WidgetLane(appWidgetId: id, provider: provider, presence: StepLane(name: "widget \(id)"))
            lane.presence.set("bound", at: now)
            widgets[id] = lane
        case .delete(_, let id):
            widgets[id]?.presence.set(nil, at: now)
        case .views(let provider, let id, _, _):
            if widgets[id] == nil {
                widgets[id] = WidgetLane(appWidgetId: id, provider: provider, presence: StepLane(name: "widget \(id)"))
            }
            widgets[id]!.renders.add(at: now, label: pictureLabel(for: id))
        default: break
        }
    }

    /// The index of the picture widget `id` shows now, drawing it only while there is room for new ones.
    private func pictureLabel(for id: Int32) -> String {
        guard let renders = widgets[id]?.renders, renders.total < EventSeries.limit, pictures.isDrawingUseful,
            let svg = picture(id)
        else { return "-" }
        return pictures.label(for: svg)
    }
}
