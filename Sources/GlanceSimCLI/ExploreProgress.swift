import Synchronization

/// The progress line of `glancesim explore` on a terminal: histories run out of the total, the rate, and how
/// many invariants broke so far; refreshed in place on standard error, erased before the result is printed.
/// Like ``ProgressDisplay`` it appears only after about a second, so short explorations print nothing extra.
///
/// ```swift
/// let progress = ExploreProgress(terminal: terminal, total: 2_000)
/// progress.note(run: 17, broke: nil)
/// progress.clear()
/// ```
final class ExploreProgress: Sendable {
    private struct State {
        var done = 0
        var broken: [String] = []
        var lastDrawn: Duration?
        var isShown = false
    }

    private let terminal: ProgressTerminal
    private let total: Int
    private let state = Mutex(State())

    init(terminal: ProgressTerminal, total: Int) {
        self.terminal = terminal
        self.total = total
    }

    /// Notes that a history ended (breaking `broke`, if any), and redraws the line when it is due.
    func note(run: Int, broke: String?) {
        let now = terminal.elapsed()
        let line: String? = state.withLock { state in
            state.done += 1
            if let broke, !state.broken.contains(broke) { state.broken.append(broke) }
            guard now >= ProgressDisplay.delay,
                state.lastDrawn.map({ now - $0 >= ProgressDisplay.refresh }) ?? true
            else { return nil }
            state.lastDrawn = now
            state.isShown = true
            return Self.line(done: state.done, total: total, broken: state.broken.count, elapsed: now)
        }
        if let line { terminal.write("\r" + String(line.prefix(max(terminal.width - 1, 1))) + "\u{1B}[K") }
    }

    /// Erases the line if it is shown.
    func clear() {
        let wasShown = state.withLock { state in
            defer { state.isShown = false }
            return state.isShown
        }
        if wasShown { terminal.write("\r\u{1B}[K") }
    }

    /// `explore: 1,234 of 2,000 histories, 950 a second, 1 invariant broken`
    static func line(done: Int, total: Int, broken: Int, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Int((Double(done) / seconds).rounded()) : 0
        let grouped = ProgressDisplay.grouped
        return "explore: \(grouped(done)) of \(grouped(total)) histories, \(grouped(rate)) a second, "
            + (broken == 1 ? "1 invariant broken" : "\(broken) invariants broken")
    }
}
