import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import Synchronization

/// The progress line a long `replay` or `step` shows on a terminal: the simulated time each run has reached and
/// the events run per second of wall time, refreshed in place and erased before anything else is printed.
/// It appears only after about a second, so short runs print nothing extra.
///
/// ```swift
/// let display = ProgressDisplay(terminal: terminal, labels: ["night.scenario"])
/// runner.monitor = { device in display.update(0, device: device); return .proceed }
/// display.clear()
/// ```
final class ProgressDisplay: Sendable {
    /// How long a run goes before the line appears.
    static let delay = Duration.seconds(1)
    /// How often the line is redrawn.
    static let refresh = Duration.milliseconds(250)

    /// Where one run is.
    struct Reached: Equatable {
        var label: String
        var simulated: SimInstant
        var localTime: String
        var events: Int
    }

    private struct State {
        var runs: [Reached?]
        var lastDrawn: Duration?
        var isShown = false
    }

    private let terminal: ProgressTerminal
    private let labels: [String]
    private let state: Mutex<State>

    /// A display for runs with these labels (a script, a state folder; shown by their last path component).
    init(terminal: ProgressTerminal, labels: [String]) {
        self.terminal = terminal
        self.labels = labels.map { String($0.split(separator: "/").last ?? Substring($0)) }
        state = Mutex(State(runs: Array(repeating: nil, count: labels.count)))
    }

    /// Notes where run `index` is, and redraws the line when it is due.
    func update(_ index: Int, device: Device) {
        let reached = Reached(
            label: labels[index], simulated: device.now, localTime: device.clock.localDateTime.description,
            events: device.eventsRun)
        let now = terminal.elapsed()
        let line: String? = state.withLock { state in
            state.runs[index] = reached
            guard now >= Self.delay, state.lastDrawn.map({ now - $0 >= Self.refresh }) ?? true else { return nil }
            state.lastDrawn = now
            state.isShown = true
            return Self.line(state.runs.compactMap { $0 }, elapsed: now, width: terminal.width)
        }
        if let line { terminal.write("\r" + line + "\u{1B}[K") }
    }

    /// Erases the line if it is shown (before other output, and at the end).
    func clear() {
        let wasShown = state.withLock { state in
            defer {
                state.isShown = false
                state.lastDrawn = nil
            }
            return state.isShown
        }
        if wasShown { terminal.write("\r\u{1B}[K") }
    }

    /// The line: the events run and the events per second, then each run's label, local time and simulated
    /// time reached; cut to fit `width` columns.
    ///
    /// `17,280 events, 52,000 events/s; night.scenario 2026-01-13 05:00:00 (12d 04:00:00)`
    static func line(_ runs: [Reached], elapsed: Duration, width: Int) -> String {
        let events = runs.reduce(0) { $0 + $1.events }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Int((Double(events) / seconds).rounded()) : 0
        let counts = "\(grouped(events)) events, \(grouped(rate)) events/s"
        // `12d 04:00:00.000` without its milliseconds.
        let places = runs.map { "\($0.label) \($0.localTime) (\($0.simulated.description.dropLast(4)))" }
        let text = ([counts] + places).joined(separator: "; ")
        let room = max(width - 1, 1)
        return text.count <= room ? text : String(text.prefix(room - 1)) + "…"
    }

    /// A count with thousands separated by commas.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}

extension CommandOutput {
    /// A progress display for runs with these labels, when standard error is a terminal.
    func progressDisplay(labels: [String]) -> ProgressDisplay? {
        terminal.map { ProgressDisplay(terminal: $0, labels: labels) }
    }

    /// The monitor of run `index`: updates the progress display, and stops the run when the user pressed
    /// Ctrl-C.
    func monitor(_ display: ProgressDisplay?, index: Int = 0) -> ScenarioRunner.Monitor {
        let isInterrupted = self.isInterrupted
        return { device in
            display?.update(index, device: device)
            return isInterrupted() ? .interrupt : .proceed
        }
    }
}
