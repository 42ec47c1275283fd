public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

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
    /// How an invariants file or a scenario's `invariant` step says it (`max content age 2h`), or `nil` for one
    /// only Swift can say (a closure).
    public var phrase: String?

    /// An invariant from a closure.
    public init(
        name: String, why: String, phrase: String? = nil,
        check: @escaping @Sendable (Device, ExploreObservations) -> String?
    ) {
        self.name = name
        self.why = why
        self.phrase = phrase
        self.check = check
    }
}

extension Invariant {
    /// The invariant `rule` says (as an invariants file or an `invariant` step wrote it).
    ///
    /// ```swift
    /// let file = try InvariantFile.load("Manifests/weather/explore.invariants")
    /// let invariants = file.rules.map(Invariant.init)
    /// ```
    public init(_ rule: InvariantRule) {
        switch rule {
        case .builtIn(let name):
            self =
                Self.builtIn.first { $0.name == name }
                ?? Invariant(name: name, why: "", phrase: name) { _, _ in "no built-in invariant is named '\(name)'" }
        case .maxContentAge(let limit, let condition, let held):
            self = .maxContentAge(limit, when: condition, for: held)
        case .maxDataAge(let key, let limit, let condition, let held):
            self = .maxDataAge(key, limit, when: condition, for: held)
        case .workWhileWidgets(let name, let provider): self = .workWhileWidgets(name, of: provider)
        case .maxProcessStarts(let limit, let window): self = .maxProcessStarts(limit, per: window)
        case .showsDate(let pattern, let within, let provider, let condition, let held):
            self = .showsDate(pattern, within: within, of: provider, when: condition, for: held)
        case .showsText(let template, let shows, let provider, let condition, let held):
            self = .showsText(template, shows: shows, of: provider, when: condition, for: held)
        }
    }

    /// The invariants every widget app should keep, whatever it does (named in ``InvariantRule/builtInNames``).
    public static let builtIn: [Invariant] = [
        noCrash, noGlanceStateForDeletedWidgets, noRuntimeReceiversWithoutWidgets, noPeriodicWorkWithoutWidgets,
        noAlarmsWithoutWidgets,
    ]

    /// No failure the user would see: an app crash — an exception out of a receiver's `onReceive`, an app action,
    /// `Application.onCreate` or a collection factory, which the platform shows as "app keeps stopping" and which
    /// kills the process (ActivityThread's uncaught-exception handler) — or a widget showing Glance's error layout
    /// (a composition that threw or broke a Glance limit: `GlanceAppWidget.onCompositionError`'s default). A
    /// worker's exception is not one: WorkManager turns it into a failed run (`WorkerWrapper`), which the app may
    /// retry. GlanceSim runs receivers without taking time, so no broadcast ANR arises.
    public static let noCrash = Invariant(
        name: "no-crash",
        why: "an uncaught exception kills the app's process and the platform tells the user it stopped "
            + "(ActivityThread / RuntimeInit.KillApplicationHandler); Glance's error layout replaces the widget",
        phrase: "no-crash"
    ) { _, observations in
        observations.firstFailure.map { "\($0.description)" }
    }

    /// An alarm a provider sets to refresh its widgets (AlarmManager.setRepeating with a PendingIntent to itself)
    /// must be cancelled in onDisabled: alarms outlive the process (not reboots), so it would keep waking the
    /// device for a widget nobody sees.
    public static let noAlarmsWithoutWidgets = Invariant(
        name: "no-alarms-without-widgets",
        why: "AlarmManager keeps an app's alarms after its process dies (android.md, AlarmManager)",
        phrase: "no-alarms-without-widgets"
    ) { device, _ in
        for package in device.installedPackages where widgetCount(device, package) == 0 {
            if let alarm = device.alarms(of: package).first {
                let next = alarm.firesAt.map { " next at \(device.clock.localDateTime(at: $0))" } ?? ""
                let every =
                    alarm.intervalMillis > 0 ? " every \(SimDuration.milliseconds(alarm.intervalMillis))" : ""
                return "\(package) has no widgets but still has a \(alarm.type) alarm\(next)\(every), "
                    + "for \(alarm.operation)"
            }
        }
        return nil
    }

    /// The app's process starts at most `limit` times within any `window` (each start is a cold start: battery
    /// and time).
    public static func maxProcessStarts(_ limit: Int, per window: SimDuration) -> Invariant {
        Invariant(
            name: "max-process-starts \(limit) per \(window)",
            why: "every process start is a cold start of the app",
            phrase: InvariantRule.maxProcessStarts(limit, per: window).description
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
    /// no longer a widget is a leak that a reused id would read. Only Glance widgets have Glance state: a classic
    /// AppWidgetProvider's per-widget preferences are the app's own files, which nothing deletes for it. And only
    /// a widget whose `onDeleted` ran counts: when the power fails between the launcher deleting the id and
    /// APPWIDGET_DELETED reaching the app, no app can delete the file, and Android never sends it again.
    public static let noGlanceStateForDeletedWidgets = Invariant(
        name: "no-glance-state-for-deleted-widgets",
        why: "GlanceAppWidgetReceiver.onDeleted deletes appWidget-<id> (androidx.glance GlanceAppWidget.deleted)",
        phrase: "no-glance-state-for-deleted-widgets"
    ) { device, observations in
        let ids = Set(device.widgetIDs())
        for package in device.installedPackages {
            guard let storage = try? device.storage(of: package) else { continue }
            for name in storage.dataStoreNames where name.hasPrefix("appWidget-") {
                if let id = Int32(name.dropFirst("appWidget-".count)), !ids.contains(id),
                    observations.deletionDelivered.contains(id), let provider = observations.providerOf[id],
                    observations.glanceProviders.contains(provider)
                {
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
        why: "AppWidgetProvider.onDisabled is where widget-only registrations end (android.md, receivers)",
        phrase: "no-receivers-without-widgets"
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
        why: "WorkManager persists periodic work across process death and reboot (workmanager.md §1)",
        phrase: "no-periodic-work-without-widgets"
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

    /// Every widget that has been drawn shows content no older than `limit` — or, with `condition`, only
    /// whenever that condition has held for at least `held` (the issue's "younger than 2 h whenever the network
    /// has been up for 30 min"; a clock may lag while the screen is off, where Android sends no TIME_TICK).
    ///
    /// ```swift
    /// let fresh = Invariant.maxContentAge(.hours(2), when: .networkUp, for: .minutes(30))
    /// ```
    public static func maxContentAge(
        _ limit: SimDuration, when condition: HeldCondition? = nil, for held: SimDuration = .zero
    ) -> Invariant {
        let name = "max-content-age \(limit)" + (condition.map { " when \($0) for \(held)" } ?? "")
        return Invariant(
            name: name,
            why: "what the widget shows must not be older than \(limit)"
                + (condition.map {
                    " once the \($0 == .screenOn ? "screen has been on" : "network has been up") for \(held)"
                }
                    ?? ""),
            phrase: InvariantRule.maxContentAge(limit, when: condition, for: held).description
        ) { device, observations in
            guard observations.hasHeld(condition, for: held, on: device) else { return nil }
            for id in device.widgetIDs() {
                guard let last = observations.lastRender[id] else { continue }
                let age = device.now - last
                if age > limit { return "widget \(id) shows content \(age) old (limit \(limit))" }
            }
            return nil
        }
    }

    /// While the app has any widget — or, with `provider`, any widget of that provider (`.NewsReceiver`, or a
    /// fully qualified class name) — unique work `name` is enqueued, running or blocked.
    ///
    /// ```swift
    /// let refresh = Invariant.workWhileWidgets("refresh", of: ".TodayWidgetReceiver")
    /// ```
    public static func workWhileWidgets(_ name: String, of provider: String? = nil) -> Invariant {
        let suffix = provider.map { " of \($0)" } ?? ""
        return Invariant(
            name: "work \(name) while widgets" + suffix,
            why: "the widgets\(suffix) are refreshed by unique work '\(name)'",
            phrase: InvariantRule.workWhileWidgets(name, of: provider).description
        ) { device, _ in
            for package in device.installedPackages {
                let count = widgets(device, package, of: provider).count
                guard count > 0, let manager = try? device.workManager(for: package) else { continue }
                let live = manager.getWorkInfosForUniqueWork(name).contains { !$0.state.isFinished }
                if !live {
                    return "\(package) has \(count) widget(s)\(suffix) but no live work '\(name)'"
                }
            }
            return nil
        }
    }

    /// Every widget shows data no older than `limit`: the value under preference `key`, in the stores the widget's
    /// content reads it from — for a behaviour file's Glance widget, its Glance state (its own or its type's shared
    /// store) when the content reads `state.KEY`, and each `stores.NAME.KEY` it reads; otherwise the widget's own
    /// Glance state — was written (by a worker, a receiver, the app) within `limit`, or, before it was ever
    /// written, the widget is younger than `limit`. Another widget's or another store's copy of the key does not
    /// count: a widget stuck on "loading…" is not fresh because a sibling holds the key. Unlike
    /// ``maxContentAge(_:when:for:)``, a redraw of old data does not make it fresh. With `condition`, only whenever
    /// that condition has held for at least `held`.
    ///
    /// ```swift
    /// let fresh = Invariant.maxDataAge("temperature", .hours(3), when: .networkUp, for: .minutes(30))
    /// ```
    public static func maxDataAge(
        _ key: String, _ limit: SimDuration, when condition: HeldCondition? = nil, for held: SimDuration = .zero
    ) -> Invariant {
        let when = condition.map { " when \($0) for \(held)" } ?? ""
        return Invariant(
            name: "max-data-age \(key) \(limit)" + when,
            why: "the '\(key)' a widget shows must have been written within \(limit)",
            phrase: InvariantRule.maxDataAge(key, limit, when: condition, for: held).description
        ) { device, observations in
            guard observations.hasHeld(condition, for: held, on: device) else { return nil }
            for id in device.widgetIDs() {
                guard let package = device.widgetInfo(id)?.provider.packageName,
                    let storage = try? device.storage(of: package)
                else { continue }
                let names =
                    WidgetTemplates.storesRead(key: key, on: device, widget: id)
                    ?? [GlanceId(appWidgetId: id).storeName]
                let written = names.compactMap { storage.existingDataStore(named: $0)?.lastWritten(key) }.max()
                if let written {
                    let age = device.now - written
                    if age > limit {
                        return
                            "widget \(id) shows '\(key)' written \(age) ago, at \(device.clock.localDateTime(at: written)) "
                            + "(limit \(limit))"
                    }
                } else if let added = observations.firstRender[id], device.now - added > limit {
                    return "widget \(id) has shown no '\(key)' since it was added \(device.now - added) ago "
                        + "(limit \(limit))"
                }
            }
            return nil
        }
    }

    private static func widgetCount(_ device: Device, _ package: String) -> Int {
        widgets(device, package, of: nil).count
    }

    /// The app's widgets, or those of `provider` (`.Receiver` or a full class name).
    private static func widgets(_ device: Device, _ package: String, of provider: String?) -> [Int32] {
        widgets(device, of: provider).filter { device.widgetInfo($0)?.provider.packageName == package }
    }

    /// Every widget, or those of `provider` (`.Receiver` or a full class name, in the widget's own package), by id.
    static func widgets(_ device: Device, of provider: String?) -> [Int32] {
        device.widgetIDs().filter { id in
            guard let component = device.widgetInfo(id)?.provider else { return false }
            guard let provider else { return true }
            return component == ComponentName(packageName: component.packageName, className: provider)
        }
    }
}

extension InvariantFile {
    /// The file's invariants, ready to check (``InvariantFile/rules`` made into ``Invariant``s).
    ///
    /// ```swift
    /// let invariants = try InvariantFile.load("Manifests/weather/explore.invariants").invariants
    /// ```
    public var invariants: [Invariant] { rules.map(Invariant.init) }
}
