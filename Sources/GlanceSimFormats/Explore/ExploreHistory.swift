import Foundation
import GlanceSim

/// Draws a random but plausible device history as scenario steps: widgets added, resized and removed, the
/// process killed, reboots, package updates, the network, screen, charging, battery level and idle changing,
/// time-zone and wall-clock changes, and time passing in steps from a minute to a few hours — until `span` has
/// passed.
enum ExploreHistory {
    /// One kind of step and how often it is drawn.
    private enum Move: CaseIterable {
        case addWidget, removeWidget, resizeWidget, advance, kill, reboot, network, screen, charging, battery, idle,
            zone, wallClock, update

        var weight: Int {
            switch self {
            case .addWidget: 8
            case .removeWidget: 5
            case .resizeWidget: 2
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
    }

    private static let waits: [SimDuration] = [.minutes(1), .minutes(5), .minutes(15), .hours(1), .hours(3)]
    private static let zones = ["Europe/Berlin", "Asia/Tokyo", "America/New_York"]
    private static let networks = ["none", "unmetered", "metered"]

    static func generate(seed: UInt64, app: ExploredApp, span: SimDuration) -> [String] {
        var random = SplitMix64(seed: seed)
        var steps: [String] = []
        var widgets: [String] = []
        var nextWidget = 1
        var elapsed = SimDuration.zero
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let start = formatter.date(from: "2026-06-01T08:00")!
        let totalWeight = Move.allCases.reduce(0) { $0 + $1.weight }
        while elapsed < span && steps.count < 400 {
            var roll = random.next(below: totalWeight)
            let move = Move.allCases.first { move in
                roll -= move.weight
                return roll < 0
            }!
            switch move {
            case .addWidget:
                guard widgets.count < 4 else { continue }
                let name = "w\(nextWidget)"
                nextWidget += 1
                widgets.append(name)
                steps.append("add widget \(app.providers[random.next(below: app.providers.count)]) as \(name)")
            case .removeWidget:
                guard !widgets.isEmpty else { continue }
                steps.append("remove widget \(widgets.remove(at: random.next(below: widgets.count)))")
            case .advance:
                let wait = min(waits[random.next(below: waits.count)], span - elapsed)
                elapsed += wait
                steps.append("advance \(wait)")
            case .resizeWidget:
                guard !widgets.isEmpty else { continue }
                let cells = ["1x1", "2x1", "2x2", "4x2", "4x3"][random.next(below: 5)]
                steps.append("resize widget \(widgets[random.next(below: widgets.count)]) cells \(cells)")
            case .battery: steps.append("set battery \([5, 14, 15, 50, 100][random.next(below: 5)])")
            case .kill: steps.append("kill \(app.package)")
            case .reboot: steps.append("reboot")
            case .network: steps.append("set network \(networks[random.next(below: networks.count)])")
            case .screen: steps.append("set screen \(random.next(below: 2) == 0 ? "off" : "on")")
            case .charging: steps.append("set charging \(random.next(below: 2) == 0 ? "off" : "on")")
            case .idle: steps.append("set idle \(random.next(below: 2) == 0 ? "off" : "on")")
            case .zone: steps.append("set zone \(zones[random.next(below: zones.count)])")
            case .wallClock:
                // The user (or the network) moves the wall clock by up to ±90 minutes from where it would be.
                let shift = (random.next(below: 181) - 90) * 60
                let wall = start.addingTimeInterval(TimeInterval(elapsed.milliseconds / 1000 + Int64(shift)))
                steps.append("set time \(formatter.string(from: wall))")
            case .update: steps.append(app.header[1])  // the same app installed again: a package update
            }
        }
        if steps.last?.hasPrefix("advance") != true { steps.append("advance 1m") }
        return steps
    }
}
