#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// A terminal that shows a progress line: how to write to it, how wide it is, and how much wall time has
/// passed (the only use of a clock in the command line; it never reaches the simulation).
struct ProgressTerminal: Sendable {
    /// Writes text as it is.
    let write: @Sendable (String) -> Void
    /// The number of columns.
    let width: Int
    /// The wall time since the terminal was opened.
    let elapsed: @Sendable () -> Duration

    /// Standard error, when it is a terminal that understands "erase to end of line" (not `TERM=dumb`).
    static var standardError: ProgressTerminal? {
        guard isatty(STDERR_FILENO) == 1, let term = getenv("TERM").map({ String(cString: $0) }), term != "dumb"
        else {
            return nil
        }
        var size = winsize()
        let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let start = ContinuousClock.now
        return ProgressTerminal(
            write: { fputs($0, stderr) }, width: columns, elapsed: { ContinuousClock.now - start })
    }
}
