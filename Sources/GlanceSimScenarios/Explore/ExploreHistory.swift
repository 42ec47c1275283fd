import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// Draws a random but plausible device history, one scenario step at a time, looking at the device as it goes:
/// widgets added, resized and removed, taps on what a widget shows, the process killed, reboots (and, in at
/// most one history in fifty, a power loss instead of one reboot), package updates, the network, screen,
/// charging, battery level and idle changing, time-zone and wall-clock changes, and time passing in steps from a
/// minute to a few hours — until `span` has passed.
///
/// The same seed drawn against the same app gives the same steps: the device it looks at is itself
/// deterministic.
struct ExploreHistory {
    /// One kind of step and how often it is drawn.
    private enum Move: CaseIterable {
        case addWidget, removeWidget, resizeWidget, tap, advance, kill, reboot, network, screen, charging, battery,
            idle, zone, wallClock, update

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
            }
        }

        static let totalWeight = allCases.reduce(0) { $0 + $1.weight }
    }

    private static let waits: [SimDuration] = [.minutes(1), .minutes(5), .minutes(15), .hours(1), .hours(3)]
    private static let zones = ["Europe/Berlin", "Asia/Tokyo", "America/New_York"]
    private static let networks = ["none", "unmetered", "metered"]
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
    /// by letting time pass, so its last step is checked.
    mutating func nextStep(on runner: ScenarioRunner) -> String? {
        guard !isFinished else { return nil }
        guard elapsed < span && count < Self.maxSteps else {
            isFinished = true
            return lastLetTimePass ? nil : "advance 1m"
        }
        var step = draw(on: runner)
        while step == nil { step = draw(on: runner) }
        count += 1
        lastLetTimePass = step!.hasPrefix("advance")
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
            return "add widget \(app.providers[random.next(below: app.providers.count)]) as \(name)"
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
        case .update: return app.header[1]  // the same app installed again: a package update
        }
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
