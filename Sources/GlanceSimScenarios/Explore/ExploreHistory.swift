import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// Draws a random but plausible device history, one scenario step at a time, looking at the device as it goes:
/// widgets added, resized and removed, taps on what a widget shows, the process killed, reboots (and, in at
/// most one history in fifty, a power loss instead of one reboot), package updates (to the app's next version when
/// the exploration names one, ``Exploration/updateTo``; else the same folder again), the network, screen,
/// charging, battery level and idle changing, battery saver toggled, the phone moved, still or peeked at,
/// time-zone and wall-clock changes, time passing in steps from a minute to a few hours, and nights — until `span`
/// has passed.
///
/// A night is the phone put down (unplugged, or in one night in three plugged in and sometimes charged to 95 %),
/// screen off and still, then 4 to 9 hours (capped by what is left of `span`), then picked up: sometimes a peek
/// at the lock screen first, then unlocked, sometimes the app opened, and a plugged-in phone unplugged. It is
/// what Doze, App Standby and the job and alarm quotas are about; its steps are drawn at once and handed out one
/// by one.
///
/// The same seed drawn against the same app gives the same steps: the device it looks at is itself
/// deterministic.
struct ExploreHistory {
    /// One kind of step and how often it is drawn.
    private enum Move: CaseIterable {
        case addWidget, removeWidget, resizeWidget, tap, advance, kill, reboot, network, screen, charging, battery,
            idle, zone, wallClock, update, night, batterySaver, motion, peek

        var weight: Int {
            switch self {
            case .addWidget: 8
            case .removeWidget: 5
            case .resizeWidget: 2
            case .tap: 6
            case .advance: 30
            case .kill: 5
            case .reboot: 2
            case .network: 6
            case .screen: 5
            case .charging: 3
            case .battery: 2
            case .idle: 2
            case .zone: 1
            case .wallClock: 1
            case .update: 1
            case .night: 1
            case .batterySaver: 1
            case .motion: 1
            case .peek: 1
            }
        }

        static let totalWeight = allCases.reduce(0) { $0 + $1.weight }
    }

    private static let waits: [SimDuration] = [.minutes(1), .minutes(5), .minutes(15), .hours(1), .hours(3)]
    private static let zones = ["Europe/Berlin", "Asia/Tokyo", "America/New_York"]
    private static let networks = ["none", "unmetered", "metered"]
    /// How long a night lasts, in hours, before what is left of the span caps it.
    private static let nightHours: ClosedRange<Int64> = 4...9
    /// The longest history, in steps, whatever the span.
    static let maxSteps = 400

    private var random: SplitMix64
    private let app: ExploredApp
    private let span: SimDuration
    private var widgets: [String] = []
    private var nextWidget = 1
    private var elapsed = SimDuration.zero
    private var count = 0
    private var lastLetTimePass = false
    private var isFinished = false
    /// Whether the app's next version is installed: `add widget` then draws from its providers.
    private var isUpdated = false
    /// The rest of a move drawn as several steps (a night), handed out one per ``nextStep(on:)``, each with the
    /// time it lets pass.
    private var pending: [(step: String, wait: SimDuration)] = []
    /// Whether this history's next reboot is a power loss: drawn once per history, from its own stream so that
    /// the other steps do not change, for one history in ``powerLossOneIn``.
    private var powerLossPending: Bool
    /// A power loss is drawn into one history in this many: an abrupt cut is rare on a phone, and a reboot (which
    /// delivers what is queued) is what most bugs are about.
    static let powerLossOneIn = 50

    init(seed: UInt64, app: ExploredApp, span: SimDuration) {
        random = SplitMix64(seed: seed)
        var own = SplitMix64(seed: seed ^ 0x706F_7765_726C_6F73)  // "powerlos"
        powerLossPending = own.next(below: Self.powerLossOneIn) == 0
        self.app = app
        self.span = span
    }

    /// The next step for the device `runner` drives, or `nil` when the history is over. A history always ends
    /// by letting time pass, so its last step is checked. The span or the step cap can end a history mid-night:
    /// the night's remaining steps are not handed out then.
    mutating func nextStep(on runner: ScenarioRunner) -> String? {
        guard !isFinished else { return nil }
        guard elapsed < span && count < Self.maxSteps else {
            isFinished = true
            return lastLetTimePass ? nil : "advance 1m"
        }
        let step: String
        if pending.isEmpty {
            var drawn = draw(on: runner)
            while drawn == nil { drawn = draw(on: runner) }
            step = drawn!
        } else {
            let next = pending.removeFirst()
            elapsed += next.wait
            step = next.step
        }
        count += 1
        lastLetTimePass = step.hasPrefix("advance")
        return step
    }

    /// One step of a randomly drawn move, or `nil` when the move does not apply now (no widget to remove).
    private mutating func draw(on runner: ScenarioRunner) -> String? {
        var roll = random.next(below: Move.totalWeight)
        let move = Move.allCases.first { move in
            roll -= move.weight
            return roll < 0
        }!
        switch move {
        case .addWidget:
            guard widgets.count < 4 else { return nil }
            let name = "w\(nextWidget)"
            nextWidget += 1
            widgets.append(name)
            let providers = isUpdated ? app.update!.providers : app.providers
            guard !providers.isEmpty else { return nil }
            return "add widget \(providers[random.next(below: providers.count)]) as \(name)"
        case .removeWidget:
            guard !widgets.isEmpty else { return nil }
            return "remove widget \(widgets.remove(at: random.next(below: widgets.count)))"
        case .resizeWidget:
            guard !widgets.isEmpty else { return nil }
            let cells = ["1x1", "2x1", "2x2", "4x2", "4x3"][random.next(below: 5)]
            return "resize widget \(widgets[random.next(below: widgets.count)]) cells \(cells)"
        case .tap:
            guard !widgets.isEmpty else { return nil }
            let name = widgets[random.next(below: widgets.count)]
            let targets = Self.tapTargets(of: name, on: runner)
            guard !targets.isEmpty else { return nil }
            return "click \(name) \(targets[random.next(below: targets.count)])"
        case .advance:
            let wait = min(Self.waits[random.next(below: Self.waits.count)], span - elapsed)
            elapsed += wait
            return "advance \(wait)"
        case .battery: return "set battery \([5, 14, 15, 50, 100][random.next(below: 5)])"
        case .kill: return "kill \(app.package)"
        case .reboot:
            guard powerLossPending else { return "reboot" }
            powerLossPending = false
            return "power loss"
        case .network: return "set network \(Self.networks[random.next(below: Self.networks.count)])"
        case .screen: return "set screen \(random.next(below: 2) == 0 ? "off" : "on")"
        case .charging: return "set charging \(random.next(below: 2) == 0 ? "off" : "on")"
        case .idle: return "set idle \(random.next(below: 2) == 0 ? "off" : "on")"
        case .zone: return "set zone \(Self.zones[random.next(below: Self.zones.count)])"
        case .wallClock:
            // The user (or the network) moves the wall clock by up to ±90 minutes from where it is, in local time
            // as `set time` reads it.
            let shift = SimDuration.minutes(Int64(random.next(below: 181) - 90))
            let clock = runner.device.clock
            return "set time \(Self.format(clock.timeZone.localDateTime(at: clock.wallTime + shift)))"
        case .update:
            // A package update: to the next version when there is one (and again to it: its own folder), else
            // the same app installed again. No draw, so a history without a next version is as it always was.
            guard let update = app.update else { return app.header[1] }
            isUpdated = true
            return update.step
        case .night: return night()
        case .batterySaver: return "set battery-saver \(random.next(below: 2) == 0 ? "off" : "on")"
        case .motion: return "set motion \(random.next(below: 2) == 0 ? "off" : "on")"
        case .peek: return "peek"
        }
    }

    /// The first step of a night; the others wait in ``pending``.
    private mutating func night() -> String {
        let pluggedIn = random.next(below: 3) == 0
        var steps = [pluggedIn ? "set charging on" : "set charging off"]
        if pluggedIn && random.next(below: 2) == 0 { steps.append("set battery 95") }
        steps += ["set screen off", "set motion off"]
        let hours = Self.nightHours.lowerBound + Int64(random.next(below: Self.nightHours.count))
        let wait = min(SimDuration.hours(hours), span - elapsed)
        var morning: [String] = []
        if random.next(below: 3) == 0 { morning.append("peek") }
        morning.append("set screen on")
        if pluggedIn { morning.append("set charging off") }
        if random.next(below: 3) == 0 { morning.append("app open \(app.package)") }
        pending = steps.dropFirst().map { ($0, .zero) } + [("advance \(wait)", wait)] + morning.map { ($0, .zero) }
        return steps[0]
    }

    /// How a `click` step names each node of widget `name` a user can tap now: by its text when that is unique
    /// and quotable, else by its path; in tree order.
    private static func tapTargets(of name: String, on runner: ScenarioRunner) -> [String] {
        guard let id = try? runner.widgetID(named: name), let shown = runner.device.shownLayout(id) else {
            return []
        }
        return shown.findNodes(.hasClickAction).filter(\.isShown).map { found in
            if let text = found.node.text, !text.isEmpty, !text.contains("\""), !text.contains("\\"),
                (try? shown.findNode(text: text))?.path == found.path
            {
                return "text \"\(text)\""
            }
            return "path \(found.pathString)"
        }
    }

    /// `2026-06-01T08:00`, as `set time` takes a local time.
    private static func format(_ local: LocalDateTime) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(local.year)-\(two(local.month))-\(two(local.day))T\(two(local.hour)):\(two(local.minute))"
    }
}
