public import GlanceSim

/// A property a widget app should keep at every step of any device history: `explore` checks each after every
/// step and reports the first step that breaks one.
///
/// ```swift
/// let fresh = Invariant.maxContentAge(.minutes(2))
/// if let broken = fresh.check(device, observations) { print(broken) }
/// ```
public struct Invariant: Sendable {
    /// A short name, as reports and invariant files say it.
    public var name: String
    /// Why the property matters, with the Android source that makes it.
    public var why: String
    /// What is wrong, or `nil` when the property holds.
    public var check: @Sendable (Device, ExploreObservations) -> String?

    /// An invariant from a closure.
    public init(
        name: String, why: String, check: @escaping @Sendable (Device, ExploreObservations) -> String?
    ) {
        self.name = name
        self.why = why
        self.check = check
    }
}

/// What `explore` follows over a history besides the device's state: when each widget was last drawn.
public final class ExploreObservations: TraceSink {
    /// The instant each widget's provider last pushed views for it.
    public private(set) var lastRender: [Int32: SimInstant] = [:]
    /// Each app's most recent process starts, newest last (the last 64).
    public private(set) var processStarts: [String: [SimInstant]] = [:]

    /// Nothing observed yet.
    public init() {}

    public func accepts(_ kind: TraceKind) -> Bool { kind == .widgetViews || kind == .processStart }

    public func receive(_ record: TraceRecord) {
        switch record.event {
        case .appWidget(.views(_, let id, _, _)): lastRender[id] = record.instant
        case .process(.start(let package, _, _)):
            var starts = processStarts[package, default: []]
            starts.append(record.instant)
            if starts.count > 64 { starts.removeFirst(starts.count - 64) }
            processStarts[package] = starts
        default: break
        }
    }
}

extension Invariant {
    /// The invariants every widget app should keep, whatever it does.
    public static let builtIn: [Invariant] = [
        noGlanceStateForDeletedWidgets, noRuntimeReceiversWithoutWidgets, noPeriodicWorkWithoutWidgets,
        noAlarmsWithoutWidgets,
    ]

    /// An alarm a provider sets to refresh its widgets (AlarmManager.setRepeating with a PendingIntent to itself)
    /// must be cancelled in onDisabled: alarms outlive the process (not reboots), so it would keep waking the
    /// device for a widget nobody sees.
    public static let noAlarmsWithoutWidgets = Invariant(
        name: "no-alarms-without-widgets",
        why: "AlarmManager keeps an app's alarms after its process dies (android.md, AlarmManager)"
    ) { device, _ in
        for package in device.installedPackages where widgetCount(device, package) == 0 {
            if let alarm = device.alarms(of: package).first {
                return "\(package) has no widgets but still has alarm \(alarm)"
            }
        }
        return nil
    }

    /// The app's process starts at most `limit` times within any `window` (each start is a cold start: battery
    /// and time).
    public static func maxProcessStarts(_ limit: Int, per window: SimDuration) -> Invariant {
        Invariant(
            name: "max-process-starts \(limit) per \(window)",
            why: "every process start is a cold start of the app"
        ) { device, observations in
            for (package, starts) in observations.processStarts.sorted(by: { $0.key < $1.key })
            where starts.count > limit {
                let recent = starts.suffix(limit + 1)
                if recent.last! - recent.first! < window {
                    return "\(package) started \(limit + 1) times within \(recent.last! - recent.first!)"
                }
            }
            return nil
        }
    }

    /// Glance deletes a widget's state file when the widget is deleted (GlanceAppWidget.deleted →
    /// `GlanceState.deleteStore`, called from GlanceAppWidgetReceiver.onDeleted); a state file for an id that is
    /// no longer a widget is a leak that a reused id would read.
    public static let noGlanceStateForDeletedWidgets = Invariant(
        name: "no-glance-state-for-deleted-widgets",
        why: "GlanceAppWidgetReceiver.onDeleted deletes appWidget-<id> (androidx.glance GlanceAppWidget.deleted)"
    ) { device, _ in
        let ids = Set(device.widgetIDs())
        for package in device.installedPackages {
            guard let storage = try? device.storage(of: package) else { continue }
            for name in storage.dataStoreNames where name.hasPrefix("appWidget-") {
                if let id = Int32(name.dropFirst("appWidget-".count)), !ids.contains(id) {
                    return "\(package) keeps Glance state '\(name)' for widget \(id), which no longer exists"
                }
            }
        }
        return nil
    }

    /// A receiver an app registers for its widgets (a TIME_TICK receiver) must go when its last widget goes
    /// (onDisabled), or the app keeps being woken for nothing while its process lives.
    public static let noRuntimeReceiversWithoutWidgets = Invariant(
        name: "no-receivers-without-widgets",
        why: "AppWidgetProvider.onDisabled is where widget-only registrations end (android.md, receivers)"
    ) { device, _ in
        for package in device.installedPackages where widgetCount(device, package) == 0 {
            if let receiver = device.registeredReceivers(of: package).first {
                return "\(package) has no widgets but still has a runtime receiver registered: \(receiver)"
            }
        }
        return nil
    }

    /// Periodic work scheduled for widgets must be cancelled when the last widget goes; WorkManager keeps it
    /// across process death and reboots (it is persisted), so it would run forever.
    public static let noPeriodicWorkWithoutWidgets = Invariant(
        name: "no-periodic-work-without-widgets",
        why: "WorkManager persists periodic work across process death and reboot (workmanager.md §1)"
    ) { device, _ in
        for package in device.installedPackages where widgetCount(device, package) == 0 {
            let work = (try? device.workManager(for: package).allWorkInfos) ?? []
            if let left = work.first(where: { $0.repeatInterval != nil && !$0.state.isFinished }) {
                return
                    "\(package) has no widgets but its periodic work \(left.uniqueName ?? "\(left.id)") is \(left.state)"
            }
        }
        return nil
    }

    /// Every widget that has been drawn shows content no older than `limit`.
    public static func maxContentAge(_ limit: SimDuration) -> Invariant {
        Invariant(
            name: "max-content-age \(limit)",
            why: "what the widget shows must not be older than \(limit)"
        ) { device, observations in
            for id in device.widgetIDs() {
                guard let last = observations.lastRender[id] else { continue }
                let age = device.now - last
                if age > limit { return "widget \(id) shows content \(age) old (limit \(limit))" }
            }
            return nil
        }
    }

    /// While the app has any widget, unique work `name` is enqueued, running or blocked.
    public static func workWhileWidgets(_ name: String) -> Invariant {
        Invariant(
            name: "work \(name) while widgets",
            why: "the widgets are refreshed by unique work '\(name)'"
        ) { device, _ in
            for package in device.installedPackages where widgetCount(device, package) > 0 {
                guard let manager = try? device.workManager(for: package) else { continue }
                let live = manager.getWorkInfosForUniqueWork(name).contains { !$0.state.isFinished }
                if !live {
                    return "\(package) has \(widgetCount(device, package)) widget(s) but no live work '\(name)'"
                }
            }
            return nil
        }
    }

    private static func widgetCount(_ device: Device, _ package: String) -> Int {
        device.widgetIDs().filter { device.widgetInfo($0)?.provider.packageName == package }.count
    }
}
